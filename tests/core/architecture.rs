//! The shape of the source tree, checked by reading `src/`.
//!
//! * No top-level module imports one that imports it back, directly or
//!   through others, nor one of a row below its own in [`LAYERS`] (the
//!   README's module map).
//! * No file imports a file that imports it back: sibling files within a
//!   module (through `crate::`, `super::`, `self::` or a name brought in by
//!   `use`) form no cycle. A file and its own parent or child module are one
//!   room and do not count.
//! * `src/rules/` and `src/table/` stay pure: no files, terminals, network, processes,
//!   threads, environment or clock reads, and no device crate.
//!
//! The reading (`support/source_tree.rs`) is lexical, and leaves out items
//! under `#[cfg(test)]`: a unit test may drive a lower room through a
//! higher one (the command words through the line reader, a question
//! through its wording), and is never part of what a front end builds on.
//! The purity of the rules is checked on the same reading.

use crate::source_tree;

use std::collections::{BTreeMap, BTreeSet};

use source_tree::{ModPath, SourceFile, Tree, cycles, paths_in, strip, tokenize};

#[test]
fn no_top_level_module_imports_one_that_imports_it_back() {
    let tree = Tree::read();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut why: BTreeMap<(String, String), String> = BTreeMap::new();
    for (from, targets) in tree.edges() {
        let Some(a) = from.first() else { continue };
        graph.entry(a.clone()).or_default();
        for (to, example) in targets {
            let Some(b) = to.first() else { continue };
            if a != b {
                graph.entry(a.clone()).or_default().insert(b.clone());
                why.entry((a.clone(), b.clone())).or_insert(example);
            }
        }
    }
    let found = cycles(&graph);
    let mut report = String::new();
    for group in &found {
        report.push_str(&format!("cycle among {}:\n", group.join(", ")));
        for a in group {
            for b in graph[a].iter().filter(|b| group.contains(b)) {
                report.push_str(&format!(
                    "  {a} -> {b} ({})\n",
                    why[&(a.clone(), b.clone())]
                ));
            }
        }
    }
    assert!(found.is_empty(), "top-level modules in a cycle:\n{report}");
}

/// The top-level modules in rows, as the README's module map has them: a
/// module may import the rows above its own, and within its row only what
/// does not import it back.
const LAYERS: &[&[&str]] = &[
    &["rules", "exit"],
    &["engine", "notation", "keymap"],
    &["setting", "braille", "study"],
    &["event"],
    &["input", "gamepad"],
    &["session", "table"],
    &["speech", "store"],
    &[
        "config",
        "audio",
        "hearing",
        "access_tree",
        "replay",
        "check",
    ],
    &["recording", "score", "arbiter"],
    &["app"],
    &["cli"],
    &["tty"],
    &["window", "clock"],
];

#[test]
fn every_module_imports_only_its_own_row_and_those_above() {
    let tree = Tree::read();
    let row = |m: &str| LAYERS.iter().position(|r| r.contains(&m));
    let mut problems = Vec::new();
    for (from, targets) in tree.edges() {
        let Some(a) = from.first() else { continue };
        let Some(ra) = row(a) else {
            problems.push(format!("{a} is in no row of LAYERS (and the README's map)"));
            continue;
        };
        for (to, example) in targets {
            let Some(b) = to.first() else { continue };
            match row(b) {
                Some(rb) if rb > ra => {
                    problems.push(format!("{a} imports {b}, a row below: {example}"))
                }
                None => problems.push(format!("{b} is in no row of LAYERS (and the README's map)")),
                _ => {}
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether one module is the other or holds it.
fn related(a: &ModPath, b: &ModPath) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let tree = Tree::read();
    let mut graph: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
    let mut why = BTreeMap::new();
    for (from, targets) in tree.edges() {
        graph.entry(from.clone()).or_default();
        for (to, example) in targets {
            if !related(&from, &to) {
                graph.entry(from.clone()).or_default().insert(to.clone());
                why.insert((from.clone(), to), example);
            }
        }
    }
    let found = cycles(&graph);
    let mut report = String::new();
    for group in &found {
        let names: Vec<_> = group.iter().map(|m| tree.shown(m)).collect();
        report.push_str(&format!("cycle among {}:\n", names.join(", ")));
        for a in group {
            for b in graph[a].iter().filter(|b| group.contains(b)) {
                report.push_str(&format!("  {}\n", why[&(a.clone(), b.clone())]));
            }
        }
    }
    assert!(found.is_empty(), "files in a cycle:\n{report}");
}

/// Paths below `std` that reach the world outside: files, terminals, the
/// network, processes, threads, the environment, the wall and monotonic
/// clocks.
const OUTSIDE: &[&str] = &[
    "std::fs",
    "std::io",
    "std::net",
    "std::process",
    "std::thread",
    "std::env",
    "std::time::Instant",
    "std::time::SystemTime",
    "std::os",
];

/// What of `std::io` the rules may name: the `Read` trait and its error
/// types, through which pgn-reader takes the PGN text from a byte slice in
/// memory (`rules/pgn/import.rs`). Nothing here opens or reads a device.
const IO_IN_MEMORY: &[&str] = &[
    "std::io::Read",
    "std::io::Result",
    "std::io::Error",
    "std::io::ErrorKind",
];

/// Crates that reach a device, a process or the desktop.
const DEVICE_CRATES: &[&str] = &[
    "tts",
    "cpal",
    "rtrb",
    "gilrs",
    "winit",
    "accesskit",
    "accesskit_winit",
    "softbuffer",
    "tiny_skia",
    "ab_glyph",
    "ctrlc",
    "alsa_sys",
    "x11_dl",
    "zbus",
];

#[test]
fn the_rules_reach_no_device_file_process_or_clock() {
    let tree = Tree::read();
    let mut problems = Vec::new();
    for file in tree.files.iter().filter(|f| {
        f.module
            .first()
            .is_some_and(|m| m == "rules" || m == "table")
    }) {
        // Names brought in by `use` from std, so that `use std::io;` then
        // `io::stdin()` is seen.
        let (found, _) = paths_in(file);
        let mut names: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for p in found.iter().filter(|p| p.is_use) {
            if let Some(bound) = &p.binds
                && p.segments.first().is_some_and(|s| s == "std")
            {
                names.insert(bound.clone(), p.segments.clone());
            }
        }
        for p in &found {
            let mut full = p.segments.clone();
            if !p.is_use
                && let Some(base) = full.first().and_then(|f| names.get(f))
            {
                full.splice(0..1, base.iter().cloned());
            }
            let joined = full.join("::");
            let under =
                |prefix: &str| joined == prefix || joined.starts_with(&format!("{prefix}::"));
            let outside = OUTSIDE.iter().any(|o| under(o))
                && !IO_IN_MEMORY.iter().any(|o| under(o))
                && joined != "std::io";
            let device = DEVICE_CRATES.contains(&full[0].as_str());
            if outside || device {
                problems.push(format!("{}: {}", file.shown, p.segments.join("::")));
            }
        }
    }
    problems.dedup();
    assert!(
        problems.is_empty(),
        "src/rules/ must stay pure, but names:\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn the_reading_finds_what_is_written() {
    // The reader itself: a `use` group, an alias, `super`, and what a
    // comment or string only mentions.
    let code = r##"
        // use crate::speech::Phrases;
        /// [`crate::frontend`]
        use crate::{engine::{self, Level}, notation as words};
        use super::sibling;
        const S: &str = "crate::store::Store";
        const R: &str = r#"crate::config"#;
        fn f<'a>(c: char) { let _ = '"'; engine::Engine::new(); words::render::x(); sibling::y(); }
        #[cfg(test)]
        mod tests { use super::*; use crate::frontend::x; }
        #[cfg(test)]
        #[path = "x"]
        mod more_tests;
        mod inline { use super::super::sibling::z; pub fn g() { crate::audio::cue::y(); } }
    "##;
    let file = SourceFile {
        shown: "t.rs".into(),
        module: vec!["session".into(), "t".into()],
        tokens: tokenize(&strip(code)),
    };
    let mut tree = Tree {
        files: vec![file],
        modules: BTreeSet::new(),
        tests: BTreeSet::new(),
    };
    for m in [
        "session::t",
        "session::sibling",
        "engine",
        "notation",
        "notation::render",
        "audio",
        "audio::cue",
        "speech",
        "store",
        "config",
        "frontend",
    ] {
        tree.modules
            .insert(m.split("::").map(String::from).collect());
    }
    assert_eq!(
        paths_in(&tree.files[0]).1,
        vec![vec![
            "session".to_string(),
            "t".to_string(),
            "more_tests".to_string()
        ]]
    );
    let edges = tree.edges();
    let named: BTreeSet<String> = edges[&vec!["session".to_string(), "t".to_string()]]
        .keys()
        .map(|m| m.join("::"))
        .collect();
    let expected: BTreeSet<String> = [
        "engine",
        "notation",
        "notation::render",
        "session::sibling",
        "audio::cue",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(named, expected);
}
