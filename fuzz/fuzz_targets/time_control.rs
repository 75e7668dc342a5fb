//! Arbitrary text as a time control, in the player form and as a PGN tag:
//! reading never panics, and whatever reads writes back to the same control.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus::rules::time_control::TimeControl;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);

    match text.parse::<TimeControl>() {
        Ok(tc) => {
            let shown = tc.to_string();
            assert_eq!(shown.parse::<TimeControl>().as_ref(), Ok(&tc), "{shown}");
            let tag = tc.to_pgn_tag();
            assert_eq!(TimeControl::from_pgn_tag(&tag).as_ref(), Ok(&tc), "{tag}");
        }
        Err(e) => drop(e.to_string()),
    }

    match TimeControl::from_pgn_tag(&text) {
        Ok(tc) => {
            let tag = tc.to_pgn_tag();
            assert_eq!(TimeControl::from_pgn_tag(&tag).as_ref(), Ok(&tc), "{tag}");
            let shown = tc.to_string();
            assert_eq!(shown.parse::<TimeControl>().as_ref(), Ok(&tc), "{shown}");
        }
        Err(e) => drop(e.to_string()),
    }
});
