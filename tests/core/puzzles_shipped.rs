//! Every puzzle shipped with tactus can be played: its position legal,
//! every move of its solution legal where it comes, the line ending with
//! the solver's move, and every mate puzzle ending in checkmate.

use shakmaty::Position;
use tactus::notation::{Lang, format_message};
use tactus::study::puzzle::{
    Puzzle,
    row::{Columns, row},
    shipped, themes,
};

#[test]
fn every_shipped_puzzle_has_a_legal_solution_and_mates_end_in_mate() {
    let mut lines = shipped::lines();
    let (_, header) = lines.next().expect("a header");
    assert_eq!(Columns::of_header(header), Some(Columns::SHIPPED));
    let mut count = 0;
    let mut mates = 0;
    let mut problems = Vec::new();
    for (number, line) in lines {
        count += 1;
        let puzzle = match row(line, &Columns::SHIPPED)
            .map_err(|e| format!("{e:?}"))
            .and_then(|r| Puzzle::from_row(&r).map_err(|e| format!("{e:?}")))
        {
            Ok(puzzle) => puzzle,
            Err(why) => {
                problems.push(format!("line {number}: {why}"));
                continue;
            }
        };
        // The solution replayed on its own: the solver's move last, a mate
        // puzzle's last position checkmate, and no position before the
        // end already over.
        let mut pos = puzzle.start.clone();
        for (i, mv) in puzzle.moves.iter().enumerate() {
            assert!(pos.is_legal(*mv), "line {number}: move {}", i + 1);
            assert!(
                !pos.is_game_over(),
                "line {number}: over before move {}",
                i + 1
            );
            pos.play_unchecked(*mv);
        }
        assert_eq!(
            pos.turn(),
            puzzle.start.turn(),
            "line {number}: the solver's move is last"
        );
        if puzzle.themes.iter().any(|t| themes::is_mate(t)) {
            mates += 1;
            assert!(
                pos.is_checkmate(),
                "line {number}: a mate puzzle ends in mate"
            );
        }
        assert!(
            (399..=3300).contains(&puzzle.rating),
            "line {number}: rating"
        );
    }
    assert!(
        problems.is_empty(),
        "{} rows cannot be played:\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert_eq!(count, 16_001);
    assert_eq!(mates, 5_278);
}

#[test]
fn the_thirty_themes_translated_are_the_thirty_most_frequent() {
    let mut counts = std::collections::HashMap::<&str, usize>::new();
    for (_, line) in shipped::lines().skip(1) {
        let r = row(line, &Columns::SHIPPED).unwrap();
        for t in r.themes.split_whitespace() {
            *counts.entry(t).or_default() += 1;
        }
    }
    let mut by_count: Vec<(&str, usize)> = counts.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let top: Vec<&str> = by_count.iter().take(30).map(|(t, _)| *t).collect();
    assert_eq!(top, themes::TRANSLATED);
    let rest: Vec<&str> = by_count.iter().skip(30).map(|(t, _)| *t).collect();
    assert_eq!(rest, themes::OTHERS);
    // Every theme the shipped puzzles have is said in every language in
    // words of its own, none twice in one language.
    for lang in [Lang::En, Lang::De, Lang::Es] {
        let mut seen = std::collections::HashSet::new();
        for (theme, _) in &by_count {
            let id = format!("theme-{theme}");
            let words = format_message(lang, &id, &[]);
            assert_ne!(words, id, "{lang:?}: {theme}");
            assert!(seen.insert(words.clone()), "{lang:?}: {words} twice");
        }
    }
}
