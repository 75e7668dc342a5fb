//! The clock window as the screen reader sees it, pure: the window, each
//! clock an element whose value is its reading in words, the command line
//! while it is open (a text input holding the typed text, with the caret
//! at its end, so that a screen reader reads what is typed), the latest
//! answer as text, and what [`Told`] the screen reader
//! ([`reader`](super::reader) says when): nothing, a live region, or the
//! focused node's description.
//!
//! Ids: the window 0, the left clock 1, the right one 2, the command line 3
//! and its text 4, the latest answer 5, or as a live region 5 or 6 by the
//! announcement's count (a new node for each, which AT-SPI announces even
//! when the words repeat).

use accesskit::{
    Live, Node, NodeId, Rect, Role, TextPosition, TextSelection, TreeId, TreeInfo, TreeUpdate,
};
use tiny_skia::IntRect;

use super::cmdline::CommandLine;
use super::face::{Face, Half};
use crate::speech::phrase::Phrases;
use crate::table::TableSide;

const ROOT: NodeId = NodeId(0);
const LINE: NodeId = NodeId(3);
const LINE_TEXT: NodeId = NodeId(4);
const LIVE_BASE: u64 = 5;

/// The clock of a button's side.
pub fn node_of(button: TableSide) -> NodeId {
    match button {
        TableSide::Left => NodeId(1),
        TableSide::Right => NodeId(2),
    }
}

/// What the tree is made of.
pub struct Shown<'a> {
    /// The words of the player's language.
    pub phrases: &'a Phrases,
    /// The clocks.
    pub face: &'a Face,
    /// Where each half is (left first), once the window has a size.
    pub halves: [Option<IntRect>; 2],
    /// The command line and the latest answers.
    pub line: &'a CommandLine,
    /// Whether the line is typed unseen (the arbiter's code, a sealed
    /// move): then it is a password field holding a dot per character,
    /// so that a screen reader neither shows nor echoes it.
    pub secret: bool,
    /// Where the command line is.
    pub band: Option<IntRect>,
    /// What the screen reader is told.
    pub told: &'a Told,
}

/// How the latest announcement reaches the screen reader.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Told {
    /// It does not: tactus's own voice said it.
    #[default]
    Nothing,
    /// As a live region, a new node for each `serial`.
    Live {
        /// The words.
        text: String,
        /// The announcement's count.
        serial: u64,
    },
    /// As the description of the focused node (the window or the line).
    Description(String),
}

fn bounds(r: IntRect) -> Rect {
    Rect::new(
        f64::from(r.left()),
        f64::from(r.top()),
        f64::from(r.right()),
        f64::from(r.bottom()),
    )
}

/// One clock: its player and button as the label, the reading in words,
/// the moves and its state as the value and the description.
pub fn clock_node(
    phrases: &Phrases,
    button: TableSide,
    half: &Half,
    area: Option<IntRect>,
) -> Node {
    let mut node = Node::new(Role::Timer);
    node.set_label(phrases.clock_window_label(half.side, button));
    let value = phrases.clock_window_value(
        half.seconds.saturating_mul(1000),
        half.moves,
        half.running,
        half.flag,
    );
    // AT-SPI does not pass a timer's value on: the description carries
    // the same words there.
    node.set_description(value.clone());
    node.set_value(value);
    if let Some(r) = area {
        node.set_bounds(bounds(r));
    }
    node
}

/// The whole tree.
pub fn whole_tree(shown: &Shown<'_>) -> TreeUpdate {
    let mut nodes = Vec::new();
    let mut root = Node::new(Role::Window);
    root.set_label(shown.phrases.clock_window_title());
    let focused_words = match shown.told {
        Told::Description(text) if !text.is_empty() => Some(text.clone()),
        _ => None,
    };
    if !shown.line.is_open()
        && let Some(text) = &focused_words
    {
        root.set_description(text.clone());
    }
    let mut children = vec![node_of(TableSide::Left), node_of(TableSide::Right)];
    for (i, (button, half)) in shown.face.halves().iter().enumerate() {
        nodes.push((
            node_of(*button),
            clock_node(shown.phrases, *button, half, shown.halves[i]),
        ));
    }
    if let Some(typed) = shown.line.typed() {
        children.push(LINE);
        let masked = shown.secret.then(|| masked(typed));
        let [mut input, text] = line_nodes(shown, masked.as_deref().unwrap_or(typed));
        if let Some(words) = focused_words {
            input.1.set_description(words);
        }
        nodes.extend([input, text]);
    }
    // The latest answer: text to read, or the live region.
    let answer = match shown.told {
        Told::Live { text, serial } if !text.is_empty() => {
            Some((NodeId(LIVE_BASE + serial % 2), text.as_str(), true))
        }
        _ => shown
            .line
            .last_answer()
            .map(|a| (NodeId(LIVE_BASE), a, false)),
    };
    if let Some((id, text, live)) = answer {
        children.push(id);
        let mut node = Node::new(Role::Label);
        node.set_value(text.to_owned());
        node.set_label(text.to_owned());
        if live {
            node.set_live(Live::Polite);
        }
        nodes.push((id, node));
    }
    root.set_children(children);
    nodes.insert(0, (ROOT, root));
    let mut info = TreeInfo::new(ROOT);
    info.toolkit_name = Some("tactus".to_owned());
    info.toolkit_version = Some(env!("CARGO_PKG_VERSION").to_owned());
    TreeUpdate {
        nodes,
        tree: Some(info),
        tree_id: TreeId::ROOT,
        focus: focus(shown.line),
    }
}

/// Only the clocks that differ from `before`; the rest stays as it was.
pub fn clocks_update(shown: &Shown<'_>, before: &Face) -> TreeUpdate {
    let mut nodes = Vec::new();
    for (i, (button, half)) in shown.face.halves().iter().enumerate() {
        if before.halves()[i].1 != *half {
            nodes.push((
                node_of(*button),
                clock_node(shown.phrases, *button, half, shown.halves[i]),
            ));
        }
    }
    TreeUpdate {
        nodes,
        tree: None,
        tree_id: TreeId::ROOT,
        focus: focus(shown.line),
    }
}

/// A dot for each character of `typed`: what a line typed unseen shows.
pub fn masked(typed: &str) -> String {
    "•".repeat(typed.chars().count())
}

/// The command line has the focus while it is open, else the window.
fn focus(line: &CommandLine) -> NodeId {
    if line.is_open() { LINE } else { ROOT }
}

/// The command line: a text input with one run of text, the caret after
/// its last character.
fn line_nodes(shown: &Shown<'_>, typed: &str) -> [(NodeId, Node); 2] {
    let mut input = Node::new(if shown.secret {
        Role::PasswordInput
    } else {
        Role::TextInput
    });
    input.set_label(shown.phrases.clock_window_line());
    input.set_children(vec![LINE_TEXT]);
    let lengths: Vec<u8> = typed
        .chars()
        .map(|c| u8::try_from(c.len_utf8()).unwrap_or(4))
        .collect();
    let end = TextPosition {
        node: LINE_TEXT,
        character_index: lengths.len(),
    };
    input.set_text_selection(TextSelection {
        anchor: end,
        focus: end,
    });
    let mut run = Node::new(Role::TextRun);
    run.set_value(typed.to_owned());
    let starts: Vec<u8> = word_starts(typed);
    run.set_character_lengths(lengths);
    run.set_word_starts(starts);
    if let Some(r) = shown.band {
        input.set_bounds(bounds(r));
        run.set_bounds(bounds(r));
    }
    [(LINE, input), (LINE_TEXT, run)]
}

/// Where each word of `typed` starts, in characters.
fn word_starts(typed: &str) -> Vec<u8> {
    let mut starts = Vec::new();
    let mut before_space = true;
    for (i, c) in typed.chars().enumerate() {
        if !c.is_whitespace() && before_space {
            starts.push(u8::try_from(i).unwrap_or(u8::MAX));
        }
        before_space = c.is_whitespace();
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_start_after_spaces() {
        assert_eq!(word_starts("fill 12 Nf3"), [0, 5, 8]);
        assert_eq!(word_starts(""), Vec::<u8>::new());
        assert_eq!(word_starts("  c"), [2]);
    }
}
