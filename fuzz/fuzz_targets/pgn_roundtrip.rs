//! Any bytes that import as a game are exported and imported again: the
//! second reading has the same start, moves, result and ending as the first,
//! and exports to the same text.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus::rules::pgn;

fuzz_target!(|data: &[u8]| {
    let Ok(first) = pgn::import(data, 1) else {
        return;
    };
    let text = pgn::export(&first.scoresheet);
    let second = pgn::import(text.as_bytes(), 1).expect("an exported game reads back");
    assert_eq!(second.game.moves(), first.game.moves(), "{text}");
    assert_eq!(
        second.game.positions()[0],
        first.game.positions()[0],
        "{text}"
    );
    assert_eq!(
        second.scoresheet.result(),
        first.scoresheet.result(),
        "{text}"
    );
    // The movetext as read may end in a result the Laws overrule (a draw
    // written after a checkmate); the export ends in the scoresheet's.
    assert_eq!(second.result, first.scoresheet.result(), "{text}");
    assert_eq!(second.game.outcome(), first.game.outcome(), "{text}");
    // A tag is written on one line: tabs and line breaks in it become spaces.
    let one_line = |t: Option<&str>| t.map(|t| t.replace(['\t', '\n', '\r'], " "));
    assert_eq!(
        second.scoresheet.termination().map(str::to_owned),
        one_line(first.scoresheet.termination()),
        "{text}"
    );
    assert_eq!(pgn::export(&second.scoresheet), text);
});
