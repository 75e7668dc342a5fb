//! The board as an accessibility tree (AccessKit), for screen readers.
//!
//! A screen reader (Orca, NVDA, VoiceOver) does not see pixels: it reads a
//! tree of nodes the window publishes through `accesskit_winit`. This module
//! builds that tree as a pure function of a [`TreeView`], what the window
//! shows: a [`Role::Window`] root, a [`Role::Grid`] of 64 [`Role::GridCell`]s
//! seen from the player's side (with row and column counts and indices, for
//! the platforms whose adapters expose them: `accesskit_atspi_common` 0.21
//! has no AT-SPI Table interface, so on Linux only the cells' order tells
//! their place; and with bounds, so `grabFocus` and screen magnifiers work),
//! and a live region that carries every announcement, so that a player who
//! chose `--voice screen-reader` hears tactus through his own screen reader
//! and braille display.
//!
//! An announcement reaches the screen reader by one [`Channel`] only, so it
//! is heard once: the live region (AT-SPI's `Announcement` signal, which
//! Orca speaks from version 46), or the description of the focused cell
//! (which Orca 43 speaks when it changes, and which is empty otherwise).
//!
//! Each cell is labelled as a finger feels the square ([`Phrases::square`]):
//! "e2, light square, white pawn", in the chosen style and language, followed
//! by the caller's words for the lifted piece, a legal target and the last
//! move ([`CellWords`]). The cell under the cursor has the focus; the cell of
//! the lifted piece is selected. Clicking a cell through the screen reader
//! ([`cell_request`]) is to be handled as Enter on that square.
//!
//! Node ids are stable, so that updates are small and a screen reader keeps
//! its place: [`ROOT_ID`] 1, [`GRID_ID`] 2, the live region 3 or 4
//! ([`live_id`]), an open dialog 5 and its list 6, the open command line 7
//! (an editable text, with its caret) and its text 8, and 100 + the square's index (a1 = 0 … h8 = 63) for the
//! cells ([`node_of_square`], [`square_of_node`]).
//!
//! Nothing here touches a window or a bus; it only makes
//! [`accesskit::TreeUpdate`]s.

use accesskit::{
    Action, ActionRequest, Live, Node, NodeId, Rect, Role, TextPosition, TextSelection, TreeId,
    TreeInfo, TreeUpdate,
};
use shakmaty::{Bitboard, Board, Color, File, Rank, Square};

use crate::notation::{Lang, Style};
use crate::speech::phrase::Phrases;

/// The root node: the window.
pub const ROOT_ID: NodeId = NodeId(1);
/// The grid of 64 cells: the board.
pub const GRID_ID: NodeId = NodeId(2);
/// The first of the two ids the live region alternates between ([`live_id`]).
pub const LIVE_BASE: u64 = 3;
/// The node id of a1; square `i` (a1 = 0 … h8 = 63) is `CELL_BASE + i`.
pub const CELL_BASE: u64 = 100;
/// The settings dialog, while it is open.
pub const DIALOG_ID: NodeId = NodeId(5);
/// The dialog's list of settings.
pub const LIST_ID: NodeId = NodeId(6);
/// The node id of the dialog's first setting; setting `i` is `ITEM_BASE + i`.
pub const ITEM_BASE: u64 = 200;
/// The command line, while it is open: an editable text.
pub const COMMAND_ID: NodeId = NodeId(7);
/// The command line's text, the run of characters its caret is in.
pub const COMMAND_TEXT_ID: NodeId = NodeId(8);

/// Where the board is drawn, in the window's client-area coordinates: the
/// physical pixels the renderer draws, since no node sets a transform.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardRect {
    /// Left edge of the board.
    pub x: f64,
    /// Top edge of the board.
    pub y: f64,
    /// Width and height of the (square) board.
    pub size: f64,
}

/// The caller's translated words added to a cell's label; an empty word adds
/// nothing. Example: `lifted: "lifted"`, `target: "legal move"`,
/// `last_move: "last move"`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CellWords {
    /// For the square of the lifted piece.
    pub lifted: String,
    /// For a square the lifted piece may go to.
    pub target: String,
    /// For the two squares of the last move.
    pub last_move: String,
}

/// The latest announcement, for the live region.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Announcement {
    /// What was said: "Black: Knight f6".
    pub text: String,
    /// Counts the announcements. A new serial makes a new live node, so the
    /// screen reader speaks even the same text again (it speaks a live node
    /// when it is added or renamed).
    pub serial: u64,
    /// Whether it interrupts (`Live::Assertive`: mate, flag, refusal) or
    /// waits its turn (`Live::Polite`).
    pub urgent: bool,
}

/// An open dialog as a list of items with one selected, such as the
/// settings dialog: "Language: English", "Theme: black and white", ….
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DialogTree {
    /// The dialog's name: "Settings".
    pub label: String,
    /// One label per item.
    pub items: Vec<String>,
    /// The index of the selected item, which has the focus.
    pub selected: usize,
}

/// The open command line: its name and the text typed, the caret at its
/// end (the editor types and deletes there only).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommandLineTree {
    /// Its name: "Command line".
    pub label: String,
    /// What was typed.
    pub text: String,
}

/// How announcements reach the screen reader.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Channel {
    /// The live region: a new node, polite or assertive, which AT-SPI turns
    /// into an `Announcement` signal (Windows and macOS into their own live
    /// region events). The description stays empty.
    #[default]
    LiveRegion,
    /// The description of the cursor's (focused) cell, which holds
    /// [`TreeView::description`]; the live region keeps the text but is
    /// not live, so nothing is said twice.
    Description,
}

/// What the window shows, as far as a screen reader needs it.
#[derive(Debug, Clone, PartialEq)]
pub struct TreeView {
    /// The pieces on the board.
    pub board: Board,
    /// The side the player sits on: row 0 is the far rank from his seat.
    pub perspective: Color,
    /// The square under the cursor (the finger).
    pub cursor: Square,
    /// The square of the lifted piece, if one is lifted.
    pub lifted: Option<Square>,
    /// Where the lifted piece may go.
    pub targets: Bitboard,
    /// The from and to squares of the last move, if any.
    pub last_move: Option<(Square, Square)>,
    /// Where the board is drawn.
    pub rect: BoardRect,
    /// How squares and pieces are worded.
    pub style: Style,
    /// The interface language.
    pub lang: Lang,
    /// The window title; the root is named after it ("tactus" is put in front
    /// when it does not begin with it).
    pub title: String,
    /// The grid's label, translated by the caller: "Chessboard, White's side".
    pub board_label: String,
    /// Words for lifted, target and last-move squares, translated by the caller.
    pub words: CellWords,
    /// The latest announcement.
    pub announcement: Announcement,
    /// A dialog open over the board, which then has the focus.
    pub dialog: Option<DialogTree>,
    /// The open command line, which has the focus when no dialog is open.
    pub command_line: Option<CommandLineTree>,
    /// How announcements reach the screen reader.
    pub channel: Channel,
    /// The focused node's description (the cursor's cell, or the selected
    /// item of an open dialog): with [`Channel::Description`], the latest
    /// announcement, from the update that makes it until the focus
    /// leaves; empty otherwise.
    pub description: String,
}

impl TreeView {
    /// A view of `board` from `perspective`'s side with the cursor on
    /// `cursor`, nothing lifted, no last move, English spoken words, and
    /// empty title, label and announcement: fill in the rest by field.
    pub fn new(board: Board, perspective: Color, cursor: Square, rect: BoardRect) -> TreeView {
        TreeView {
            board,
            perspective,
            cursor,
            lifted: None,
            targets: Bitboard::EMPTY,
            last_move: None,
            rect,
            style: Style::default(),
            lang: Lang::default(),
            title: String::new(),
            board_label: String::new(),
            words: CellWords::default(),
            announcement: Announcement::default(),
            dialog: None,
            command_line: None,
            channel: Channel::default(),
            description: String::new(),
        }
    }
}

/// The node id of `square`'s cell.
pub fn node_of_square(square: Square) -> NodeId {
    NodeId(CELL_BASE + u64::from(u32::from(square)))
}

/// The square whose cell has node id `id`, or `None` for any other node.
pub fn square_of_node(id: NodeId) -> Option<Square> {
    let index = id.0.checked_sub(CELL_BASE)?;
    u32::try_from(index)
        .ok()
        .and_then(|i| Square::try_from(i).ok())
}

/// The live region's node id for announcement number `serial`: 3 for even,
/// 4 for odd serials, so each new announcement is a newly added node.
pub fn live_id(serial: u64) -> NodeId {
    NodeId(LIVE_BASE + serial % 2)
}

/// The (row, column) of `square` from `perspective`'s side: row 0 is the
/// far rank, column 0 the player's left.
pub fn grid_position(square: Square, perspective: Color) -> (usize, usize) {
    let rank = usize::from(square.rank());
    let file = usize::from(square.file());
    match perspective {
        Color::White => (7 - rank, file),
        Color::Black => (rank, 7 - file),
    }
}

/// The square at (row, column) from `perspective`'s side, or `None` off the board.
pub fn square_at(row: usize, column: usize, perspective: Color) -> Option<Square> {
    if row > 7 || column > 7 {
        return None;
    }
    let (rank, file) = match perspective {
        Color::White => (7 - row, column),
        Color::Black => (row, 7 - column),
    };
    let rank = Rank::try_from(u32::try_from(rank).ok()?).ok()?;
    let file = File::try_from(u32::try_from(file).ok()?).ok()?;
    Some(Square::from_coords(file, rank))
}

/// The cell's bounds in window pixels: the board rectangle cut in eight
/// both ways. Neighbouring cells share their edges exactly.
pub fn cell_bounds(square: Square, view: &TreeView) -> Rect {
    let (row, column) = grid_position(square, view.perspective);
    let r = view.rect;
    // Cutting at size * k / 8 (not adding a cell width k times) makes the
    // cells tile the board with no gap and no overlap.
    let edge = |origin: f64, k: usize| origin + r.size * k as f64 / 8.0;
    Rect::new(
        edge(r.x, column),
        edge(r.y, row),
        edge(r.x, column + 1),
        edge(r.y, row + 1),
    )
}

/// The cell's label: "e2, light square, white pawn", then the caller's words
/// for a lifted piece, a legal target and the last move.
pub fn cell_label(square: Square, view: &TreeView) -> String {
    let phrases = Phrases::new(view.style, view.lang, false);
    let mut label = phrases.square(square, view.board.piece_at(square));
    let in_last_move = view
        .last_move
        .is_some_and(|(from, to)| square == from || square == to);
    let marks = [
        (view.lifted == Some(square), &view.words.lifted),
        (view.targets.contains(square), &view.words.target),
        (in_last_move, &view.words.last_move),
    ];
    for (applies, word) in marks {
        if applies && !word.is_empty() {
            label.push_str(", ");
            label.push_str(word);
        }
    }
    label
}

fn cell_node(square: Square, view: &TreeView) -> Node {
    let (row, column) = grid_position(square, view.perspective);
    let mut node = Node::new(Role::GridCell);
    node.set_label(cell_label(square, view));
    node.set_row_index(row);
    node.set_column_index(column);
    node.set_bounds(cell_bounds(square, view));
    node.add_action(Action::Click);
    node.add_action(Action::Focus);
    node.set_selected(view.lifted == Some(square));
    if square == view.cursor
        && view.dialog.is_none()
        && view.command_line.is_none()
        && !view.description.is_empty()
    {
        node.set_description(view.description.clone());
    }
    node
}

/// The 64 squares in the grid's reading order: row by row from the far
/// rank, each row from the player's left.
pub fn reading_order(perspective: Color) -> impl Iterator<Item = Square> {
    (0..64).filter_map(move |i| square_at(i / 8, i % 8, perspective))
}

fn grid_node(view: &TreeView) -> Node {
    let mut node = Node::new(Role::Grid);
    node.set_label(view.board_label.clone());
    node.set_row_count(8);
    node.set_column_count(8);
    let r = view.rect;
    node.set_bounds(Rect::new(r.x, r.y, r.x + r.size, r.y + r.size));
    node.set_children(
        reading_order(view.perspective)
            .map(node_of_square)
            .collect::<Vec<_>>(),
    );
    node
}

fn window_label(title: &str) -> String {
    if title.is_empty() {
        "tactus".to_owned()
    } else if title.starts_with("tactus") {
        title.to_owned()
    } else {
        format!("tactus: {title}")
    }
}

fn root_node(view: &TreeView) -> Node {
    let mut node = Node::new(Role::Window);
    node.set_label(window_label(&view.title));
    node.set_language(view.lang.code());
    let mut children = vec![GRID_ID, live_id(view.announcement.serial)];
    if view.dialog.is_some() {
        children.push(DIALOG_ID);
    }
    if view.command_line.is_some() {
        children.push(COMMAND_ID);
    }
    node.set_children(children);
    node
}

/// The node id of the dialog's item `i`.
pub fn item_id(i: usize) -> NodeId {
    NodeId(ITEM_BASE + i as u64)
}

/// The dialog's nodes: the dialog, its list and the items, the selected
/// one marked so; none when no dialog is open.
fn dialog_nodes(view: &TreeView) -> Vec<(NodeId, Node)> {
    let Some(dialog) = &view.dialog else {
        return Vec::new();
    };
    let mut node = Node::new(Role::Dialog);
    node.set_label(dialog.label.clone());
    node.set_modal();
    node.set_children(vec![LIST_ID]);
    let mut list = Node::new(Role::ListBox);
    list.set_label(dialog.label.clone());
    list.set_children((0..dialog.items.len()).map(item_id).collect::<Vec<_>>());
    let mut nodes = vec![(DIALOG_ID, node), (LIST_ID, list)];
    for (i, label) in dialog.items.iter().enumerate() {
        let mut item = Node::new(Role::ListBoxOption);
        item.set_label(label.clone());
        item.set_selected(i == dialog.selected);
        item.set_size_of_set(dialog.items.len());
        item.set_position_in_set(i + 1);
        if i == dialog.selected && !view.description.is_empty() {
            item.set_description(view.description.clone());
        }
        nodes.push((item_id(i), item));
    }
    nodes
}

/// The command line's nodes: an editable text of one run, the caret at
/// its end; none when it is closed.
fn command_nodes(view: &TreeView) -> Vec<(NodeId, Node)> {
    let Some(line) = &view.command_line else {
        return Vec::new();
    };
    let mut field = Node::new(Role::TextInput);
    field.set_label(line.label.clone());
    field.set_value(line.text.clone());
    field.set_children(vec![COMMAND_TEXT_ID]);
    let caret = TextPosition {
        node: COMMAND_TEXT_ID,
        character_index: line.text.chars().count(),
    };
    field.set_text_selection(TextSelection {
        anchor: caret,
        focus: caret,
    });
    if view.dialog.is_none() && !view.description.is_empty() {
        field.set_description(view.description.clone());
    }
    let mut run = Node::new(Role::TextRun);
    run.set_value(line.text.clone());
    run.set_character_lengths(
        line.text
            .chars()
            .map(|c| c.len_utf8() as u8)
            .collect::<Vec<u8>>(),
    );
    let chars: Vec<char> = line.text.chars().collect();
    run.set_word_starts(
        (0..chars.len())
            .filter(|&i| i == 0 || (chars[i - 1] == ' ' && chars[i] != ' '))
            .filter_map(|i| u8::try_from(i).ok())
            .collect::<Vec<u8>>(),
    );
    vec![(COMMAND_ID, field), (COMMAND_TEXT_ID, run)]
}

fn live_node(announcement: &Announcement, channel: Channel) -> Node {
    let mut node = Node::new(Role::Label);
    // A label's text is its value; AT-SPI names it from that. The label is
    // set too, for adapters that read only the label.
    node.set_value(announcement.text.clone());
    node.set_label(announcement.text.clone());
    node.set_live(match (channel, announcement.urgent) {
        (Channel::Description, _) => Live::Off,
        (Channel::LiveRegion, true) => Live::Assertive,
        (Channel::LiveRegion, false) => Live::Polite,
    });
    node
}

/// The node that has the focus in `view`: the selected item of an open
/// dialog, else the cursor's cell.
pub fn focused(view: &TreeView) -> NodeId {
    focus(view, true)
}

fn focus(view: &TreeView, focus_cursor: bool) -> NodeId {
    if let Some(dialog) = &view.dialog {
        item_id(dialog.selected)
    } else if view.command_line.is_some() {
        COMMAND_ID
    } else if focus_cursor {
        node_of_square(view.cursor)
    } else {
        ROOT_ID
    }
}

/// The whole tree, for the adapter's first request and after big changes.
///
/// The focus is on the selected item of an open dialog; else on the
/// cursor's cell when `focus_cursor`, else on the root.
pub fn board_tree(view: &TreeView, focus_cursor: bool) -> TreeUpdate {
    let mut nodes = Vec::with_capacity(67);
    nodes.push((ROOT_ID, root_node(view)));
    nodes.push((GRID_ID, grid_node(view)));
    nodes.push((
        live_id(view.announcement.serial),
        live_node(&view.announcement, view.channel),
    ));
    for square in reading_order(view.perspective) {
        nodes.push((node_of_square(square), cell_node(square, view)));
    }
    nodes.extend(dialog_nodes(view));
    nodes.extend(command_nodes(view));
    let mut info = TreeInfo::new(ROOT_ID);
    info.toolkit_name = Some("tactus".to_owned());
    info.toolkit_version = Some(env!("CARGO_PKG_VERSION").to_owned());
    TreeUpdate {
        nodes,
        tree: Some(info),
        tree_id: TreeId::ROOT,
        focus: focus(view, focus_cursor),
    }
}

/// The update after the cursor moved from `previous_cursor` and nothing
/// else changed: the two cells and the focus, on the new cursor's cell.
pub fn update_for_cursor(view: &TreeView, previous_cursor: Square) -> TreeUpdate {
    let mut nodes = vec![(node_of_square(view.cursor), cell_node(view.cursor, view))];
    if previous_cursor != view.cursor {
        nodes.push((
            node_of_square(previous_cursor),
            cell_node(previous_cursor, view),
        ));
    }
    TreeUpdate {
        nodes,
        tree: None,
        tree_id: TreeId::ROOT,
        focus: node_of_square(view.cursor),
    }
}

/// The update from `previous` to `view`: only the nodes that differ (the
/// cells of a move, the lifted piece and its targets, a new announcement, a
/// new title), and the focus as in [`board_tree`].
pub fn board_update(previous: &TreeView, view: &TreeView, focus_cursor: bool) -> TreeUpdate {
    let mut nodes = Vec::new();
    let (old_live, new_live) = (
        live_id(previous.announcement.serial),
        live_id(view.announcement.serial),
    );
    let root = root_node(view);
    if root != root_node(previous) {
        nodes.push((ROOT_ID, root));
    }
    let grid = grid_node(view);
    if grid != grid_node(previous) {
        nodes.push((GRID_ID, grid));
    }
    if old_live != new_live
        || previous.announcement != view.announcement
        || previous.channel != view.channel
    {
        nodes.push((new_live, live_node(&view.announcement, view.channel)));
    }
    for square in reading_order(view.perspective) {
        let cell = cell_node(square, view);
        if cell != cell_node(square, previous) {
            nodes.push((node_of_square(square), cell));
        }
    }
    let before = dialog_nodes(previous);
    for (id, node) in dialog_nodes(view) {
        if !before.iter().any(|(i, n)| *i == id && *n == node) {
            nodes.push((id, node));
        }
    }
    let before = command_nodes(previous);
    for (id, node) in command_nodes(view) {
        if !before.iter().any(|(i, n)| *i == id && *n == node) {
            nodes.push((id, node));
        }
    }
    TreeUpdate {
        nodes,
        tree: None,
        tree_id: TreeId::ROOT,
        focus: focus(view, focus_cursor),
    }
}

/// What a screen reader asked of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CellRequest {
    /// Click (AT-SPI `doAction(0)`): lift or place on this square, as Enter does.
    Activate(Square),
    /// Move the cursor here (AT-SPI `grabFocus`).
    Focus(Square),
}

/// The board action a screen reader's request stands for, or `None` when it
/// is not a click or focus on a cell of this tree.
pub fn cell_request(request: &ActionRequest) -> Option<CellRequest> {
    if request.target_tree != TreeId::ROOT {
        return None;
    }
    let square = square_of_node(request.target_node)?;
    match request.action {
        Action::Click => Some(CellRequest::Activate(square)),
        Action::Focus => Some(CellRequest::Focus(square)),
        _ => None,
    }
}
