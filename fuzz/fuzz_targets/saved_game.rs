//! Any bytes as the autosave file `current.json`, through the whole resume
//! path: the JSON is read into a snapshot as `store::load` reads it, and
//! the snapshot restored into a session. A damaged file gives a reason,
//! never a panic; a restored session saves and restores again.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus::session::{Session, Snapshot};

fuzz_target!(|data: &[u8]| {
    let Ok(snap) = serde_json::from_slice::<Snapshot>(data) else {
        return;
    };
    let Ok(mut session) = Session::restore(&snap, 1_000) else {
        return;
    };
    let again = session.snapshot(2_000);
    let text = serde_json::to_vec(&again).expect("a snapshot writes as JSON");
    let back: Snapshot = serde_json::from_slice(&text).expect("a written snapshot reads back");
    assert_eq!(back, again);
    let restored = Session::restore(&back, 3_000).expect("a saved session restores");
    assert_eq!(restored.snapshot(3_000).moves, again.moves);
    let _ = session.handle(tactus::input::Action::Tick, 5_000);
});
