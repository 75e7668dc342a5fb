//! The board's accessibility tree: what a screen reader will find in the window.

use accesskit::{Action, ActionRequest, Live, Node, NodeId, Role, TreeId, TreeUpdate};
use shakmaty::{Bitboard, Board, Color, Square};
use tactus::access_tree::{
    Announcement, BoardRect, CellRequest, CellWords, Channel, GRID_ID, ROOT_ID, TreeView,
    board_tree, board_update, cell_request, grid_position, live_id, node_of_square, square_at,
    square_of_node, update_for_cursor,
};
use tactus::notation::{Lang, Style};

const RECT: BoardRect = BoardRect {
    x: 40.0,
    y: 30.0,
    size: 500.0,
};

fn view(perspective: Color) -> TreeView {
    let mut v = TreeView::new(Board::default(), perspective, Square::E2, RECT);
    v.title = "tactus — White to move".to_owned();
    v.board_label = "Chessboard, White's side".to_owned();
    v
}

fn node(update: &TreeUpdate, id: NodeId) -> &Node {
    match update.nodes.iter().find(|(n, _)| *n == id) {
        Some((_, node)) => node,
        None => panic!("no node {id:?} in the update"),
    }
}

fn cells(update: &TreeUpdate) -> Vec<(NodeId, &Node)> {
    update
        .nodes
        .iter()
        .filter(|(_, n)| n.role() == Role::GridCell)
        .map(|(id, n)| (*id, n))
        .collect()
}

fn label(update: &TreeUpdate, square: Square) -> String {
    node(update, node_of_square(square))
        .label()
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn the_tree_is_a_window_with_a_grid_of_64_cells_and_a_live_region() {
    let tree = board_tree(&view(Color::White), true);
    let info = tree.tree.as_ref().expect("a full tree carries its info");
    assert_eq!(info.root, ROOT_ID);
    let root = node(&tree, ROOT_ID);
    assert_eq!(root.role(), Role::Window);
    assert_eq!(root.label(), Some("tactus — White to move"));
    assert_eq!(root.language(), Some("en"));
    assert_eq!(root.children(), &[GRID_ID, live_id(0)]);
    let grid = node(&tree, GRID_ID);
    assert_eq!(grid.role(), Role::Grid);
    assert_eq!(grid.label(), Some("Chessboard, White's side"));
    assert_eq!((grid.row_count(), grid.column_count()), (Some(8), Some(8)));
    assert_eq!(grid.children().len(), 64);
    assert_eq!(cells(&tree).len(), 64);
    assert_eq!(tree.nodes.len(), 67);
    for (id, cell) in cells(&tree) {
        assert!(grid.children().contains(&id));
        assert!(cell.supports_action(Action::Click));
        assert!(cell.supports_action(Action::Focus));
        assert_eq!(cell.is_selected(), Some(false));
    }
}

#[test]
fn a_title_without_tactus_gets_it_in_front() {
    let mut v = view(Color::White);
    v.title = "Black to move".to_owned();
    let tree = board_tree(&v, true);
    assert_eq!(node(&tree, ROOT_ID).label(), Some("tactus: Black to move"));
    v.title.clear();
    let tree = board_tree(&v, true);
    assert_eq!(node(&tree, ROOT_ID).label(), Some("tactus"));
}

#[test]
fn rows_and_columns_are_seen_from_the_players_side() {
    for perspective in [Color::White, Color::Black] {
        let tree = board_tree(&view(perspective), true);
        let grid = node(&tree, GRID_ID);
        let mut seen = [[false; 8]; 8];
        for (i, id) in grid.children().iter().enumerate() {
            let cell = node(&tree, *id);
            let (row, column) = (cell.row_index().unwrap(), cell.column_index().unwrap());
            // Children are in reading order: row by row, left to right.
            assert_eq!((row, column), (i / 8, i % 8), "{perspective:?} child {i}");
            assert!(!seen[row][column]);
            seen[row][column] = true;
            let square = square_of_node(*id).unwrap();
            assert_eq!(square_at(row, column, perspective), Some(square));
            assert_eq!(grid_position(square, perspective), (row, column));
        }
    }
    // Top left is a8 for White, h1 for Black; bottom right h1 and a8.
    let white = node(&board_tree(&view(Color::White), true), GRID_ID).clone_children();
    let black = node(&board_tree(&view(Color::Black), true), GRID_ID).clone_children();
    assert_eq!(white[0], node_of_square(Square::A8));
    assert_eq!(white[63], node_of_square(Square::H1));
    assert_eq!(black[0], node_of_square(Square::H1));
    assert_eq!(black[63], node_of_square(Square::A8));
    assert_eq!(square_at(8, 0, Color::White), None);
}

trait CloneChildren {
    fn clone_children(&self) -> Vec<NodeId>;
}

impl CloneChildren for Node {
    fn clone_children(&self) -> Vec<NodeId> {
        self.children().to_vec()
    }
}

#[test]
fn labels_speak_the_square_as_a_finger_feels_it_in_each_language_and_style() {
    // The Appendix E style's FIDE (German) words are for announcing moves:
    // the board is read in the interface language, as in the spoken style.
    let spoken = [
        (
            Lang::En,
            [
                "e2, light square, white pawn",
                "e4, light square, empty",
                "g8, light square, black knight, marked",
            ],
        ),
        (
            Lang::De,
            [
                "e2, helles Feld, weißer Bauer",
                "e4, helles Feld, leer",
                "g8, helles Feld, schwarzer Springer, markiert",
            ],
        ),
        (
            Lang::Es,
            [
                "e2, casilla clara, peón blanco",
                "e4, casilla clara, vacía",
                "g8, casilla clara, caballo negro, marcada",
            ],
        ),
    ];
    let expect = [Style::Spoken, Style::AppendixE]
        .into_iter()
        .flat_map(|style| spoken.map(|(lang, labels)| (style, lang, labels)));
    for (style, lang, [e2, e4, g8]) in expect {
        let mut v = view(Color::White);
        v.style = style;
        v.lang = lang;
        let tree = board_tree(&v, true);
        assert_eq!(label(&tree, Square::E2), e2, "{style:?} {lang:?}");
        assert_eq!(label(&tree, Square::E4), e4, "{style:?} {lang:?}");
        assert_eq!(label(&tree, Square::G8), g8, "{style:?} {lang:?}");
        assert_eq!(node(&tree, ROOT_ID).language(), Some(lang.code()));
    }
}

#[test]
fn bounds_tile_the_board_exactly() {
    for perspective in [Color::White, Color::Black] {
        for rect in [
            RECT,
            BoardRect {
                x: 0.0,
                y: 0.0,
                size: 333.0,
            },
            BoardRect {
                x: 12.5,
                y: 7.25,
                size: 801.3,
            },
        ] {
            let mut v = view(perspective);
            v.rect = rect;
            let tree = board_tree(&v, true);
            let grid = node(&tree, GRID_ID);
            let b = grid.bounds().unwrap();
            assert_eq!((b.x0, b.y0), (rect.x, rect.y));
            assert_eq!((b.x1, b.y1), (rect.x + rect.size, rect.y + rect.size));
            let mut area = 0.0;
            for (i, id) in grid.children().iter().enumerate() {
                let c = node(&tree, *id).bounds().unwrap();
                let (row, column) = (i / 8, i % 8);
                assert!(c.x1 > c.x0 && c.y1 > c.y0);
                area += (c.x1 - c.x0) * (c.y1 - c.y0);
                // Edges meet the neighbours' exactly and the outer ones the board's.
                if column == 0 {
                    assert_eq!(c.x0, b.x0);
                } else {
                    let left = node(&tree, grid.children()[i - 1]).bounds().unwrap();
                    assert_eq!(c.x0, left.x1);
                    assert_eq!((c.y0, c.y1), (left.y0, left.y1));
                }
                if column == 7 {
                    assert_eq!(c.x1, b.x1);
                }
                if row == 0 {
                    assert_eq!(c.y0, b.y0);
                } else {
                    let above = node(&tree, grid.children()[i - 8]).bounds().unwrap();
                    assert_eq!(c.y0, above.y1);
                }
                if row == 7 {
                    assert_eq!(c.y1, b.y1);
                }
            }
            assert!((area - rect.size * rect.size).abs() < 1e-6 * rect.size * rect.size);
        }
    }
    // From White's side e2 is in row 6, column 4 of a 500 px board at (40, 30).
    let tree = board_tree(&view(Color::White), true);
    let e2 = node(&tree, node_of_square(Square::E2)).bounds().unwrap();
    assert_eq!((e2.x0, e2.y0, e2.x1, e2.y1), (290.0, 405.0, 352.5, 467.5));
}

#[test]
fn focus_follows_the_cursor() {
    let mut v = view(Color::Black);
    assert_eq!(board_tree(&v, true).focus, node_of_square(Square::E2));
    assert_eq!(board_tree(&v, false).focus, ROOT_ID);
    v.cursor = Square::F3;
    let update = update_for_cursor(&v, Square::E2);
    assert_eq!(update.focus, node_of_square(Square::F3));
    assert!(update.tree.is_none());
    let ids: Vec<NodeId> = update.nodes.iter().map(|(id, _)| *id).collect();
    assert_eq!(
        ids,
        [node_of_square(Square::F3), node_of_square(Square::E2)]
    );
    // The refreshed cells are the same as in the full tree.
    let full = board_tree(&v, true);
    for (id, n) in &update.nodes {
        assert!(node(&full, *id) == n);
    }
    // Staying put refreshes one cell.
    assert_eq!(update_for_cursor(&v, Square::F3).nodes.len(), 1);
}

#[test]
fn square_of_node_round_trips_and_rejects_other_nodes() {
    for square in Square::ALL {
        assert_eq!(square_of_node(node_of_square(square)), Some(square));
    }
    assert_eq!(node_of_square(Square::A1), NodeId(100));
    assert_eq!(node_of_square(Square::H8), NodeId(163));
    for id in [0, 1, 2, 3, 4, 99, 164, 1000, u64::MAX] {
        assert_eq!(square_of_node(NodeId(id)), None, "{id}");
    }
}

#[test]
fn clicks_and_focus_requests_on_cells_become_board_requests() {
    let request = |action, id| ActionRequest {
        action,
        target_tree: TreeId::ROOT,
        target_node: id,
        data: None,
    };
    assert_eq!(
        cell_request(&request(Action::Click, node_of_square(Square::E2))),
        Some(CellRequest::Activate(Square::E2))
    );
    assert_eq!(
        cell_request(&request(Action::Focus, node_of_square(Square::G8))),
        Some(CellRequest::Focus(Square::G8))
    );
    assert_eq!(cell_request(&request(Action::Click, GRID_ID)), None);
    assert_eq!(
        cell_request(&request(Action::ScrollDown, node_of_square(Square::E2))),
        None
    );
}

#[test]
fn the_live_region_carries_the_announcement() {
    let mut v = view(Color::White);
    v.announcement = Announcement {
        text: "Black: Knight f6".to_owned(),
        serial: 7,
        urgent: false,
    };
    let tree = board_tree(&v, true);
    let live = node(&tree, live_id(7));
    assert_eq!(live.role(), Role::Label);
    assert_eq!(live.value(), Some("Black: Knight f6"));
    assert_eq!(live.label(), Some("Black: Knight f6"));
    assert_eq!(live.live(), Some(Live::Polite));
    assert!(node(&tree, ROOT_ID).children().contains(&live_id(7)));

    // The next announcement, even with the same text, is a new node that
    // replaces the old one, so the screen reader speaks it again.
    let previous = v.clone();
    v.announcement = Announcement {
        text: "Black: Knight f6".to_owned(),
        serial: 8,
        urgent: true,
    };
    let update = board_update(&previous, &v, true);
    assert_ne!(live_id(7), live_id(8));
    assert_eq!(node(&update, live_id(8)).live(), Some(Live::Assertive));
    assert_eq!(node(&update, ROOT_ID).children(), &[GRID_ID, live_id(8)]);
    assert!(!update.nodes.iter().any(|(id, _)| *id == live_id(7)));
    assert!(cells(&update).is_empty());
}

#[test]
fn by_the_description_channel_the_cursor_cell_describes_the_announcement_once() {
    let mut v = view(Color::White);
    v.channel = Channel::Description;
    v.announcement = Announcement {
        text: "White: e4".to_owned(),
        serial: 3,
        urgent: true,
    };
    // The live region keeps the words but is not live: nothing said twice.
    let tree = board_tree(&v, true);
    assert_eq!(node(&tree, live_id(3)).live(), Some(Live::Off));
    assert_eq!(node(&tree, live_id(3)).value(), Some("White: e4"));
    assert!(
        update_nodes(&tree).all(|(_, n)| n.description().is_none()),
        "no description until the announcement is made"
    );

    // Made: the cursor's cell, and only it, describes the announcement.
    let before = v.clone();
    v.description = "White: e4".to_owned();
    let made = board_update(&before, &v, true);
    assert_eq!(made.focus, node_of_square(Square::E2));
    assert_eq!(made.nodes.len(), 1, "only the cursor's cell changes");
    assert_eq!(
        node(&made, node_of_square(Square::E2)).description(),
        Some("White: e4")
    );
    assert_eq!(label(&made, Square::E2), "e2, light square, white pawn");

    // The next update clears it, so the same words again are a change
    // again, and the cell does not keep them.
    let cleared = {
        let mut c = v.clone();
        c.description.clear();
        board_update(&v, &c, true)
    };
    assert_eq!(
        node(&cleared, node_of_square(Square::E2)).description(),
        None
    );

    // When the cursor leaves, the cell it leaves loses the words.
    let mut moved = v.clone();
    moved.cursor = Square::E3;
    moved.description.clear();
    let update = update_for_cursor(&moved, Square::E2);
    assert_eq!(
        node(&update, node_of_square(Square::E2)).description(),
        None
    );
    assert_eq!(
        node(&update, node_of_square(Square::E3)).description(),
        None
    );
}

#[test]
fn by_the_live_region_channel_no_cell_has_a_description() {
    let mut v = view(Color::White);
    v.announcement = Announcement {
        text: "White: e4".to_owned(),
        serial: 1,
        urgent: false,
    };
    assert_eq!(v.channel, Channel::LiveRegion);
    let tree = board_tree(&v, true);
    assert_eq!(node(&tree, live_id(1)).live(), Some(Live::Polite));
    assert!(update_nodes(&tree).all(|(_, n)| n.description().is_none()));
}

fn update_nodes(update: &TreeUpdate) -> impl Iterator<Item = &(NodeId, Node)> {
    update.nodes.iter()
}

#[test]
fn the_lifted_cell_is_selected_and_marks_are_worded_by_the_caller() {
    let mut v = view(Color::White);
    v.words = CellWords {
        lifted: "lifted".to_owned(),
        target: "legal move".to_owned(),
        last_move: "last move".to_owned(),
    };
    v.lifted = Some(Square::G1);
    v.targets = Bitboard::from(Square::F3) | Bitboard::from(Square::H3);
    v.last_move = Some((Square::E7, Square::E5));
    let tree = board_tree(&v, true);
    let selected: Vec<NodeId> = cells(&tree)
        .into_iter()
        .filter(|(_, n)| n.is_selected() == Some(true))
        .map(|(id, _)| id)
        .collect();
    assert_eq!(selected, [node_of_square(Square::G1)]);
    assert_eq!(
        label(&tree, Square::G1),
        "g1, dark square, raised, white knight, lifted"
    );
    assert_eq!(
        label(&tree, Square::F3),
        "f3, light square, empty, legal move"
    );
    assert_eq!(
        label(&tree, Square::E7),
        "e7, dark square, raised, black pawn, marked, last move"
    );
    // Without words the marks add nothing, but the selection stays.
    v.words = CellWords::default();
    let tree = board_tree(&v, true);
    assert_eq!(label(&tree, Square::F3), "f3, light square, empty");
    assert_eq!(
        node(&tree, node_of_square(Square::G1)).is_selected(),
        Some(true)
    );
}

#[test]
fn an_update_after_a_move_sends_only_the_changed_cells() {
    let before = view(Color::White);
    let mut after = before.clone();
    let mut board = Board::default();
    let pawn = board.remove_piece_at(Square::E2).unwrap();
    board.set_piece_at(Square::E4, pawn);
    after.board = board;
    after.cursor = Square::E4;
    let update = board_update(&before, &after, true);
    let mut ids: Vec<NodeId> = update.nodes.iter().map(|(id, _)| *id).collect();
    ids.sort();
    assert_eq!(
        ids,
        [node_of_square(Square::E2), node_of_square(Square::E4)]
    );
    assert_eq!(update.focus, node_of_square(Square::E4));
    assert_eq!(label(&update, Square::E4), "e4, light square, white pawn");
    // Nothing changed: nothing sent but the focus.
    let same = board_update(&after, &after, true);
    assert!(same.nodes.is_empty());
    // Turning the board round re-indexes every cell and reorders the grid.
    let mut turned = after.clone();
    turned.perspective = Color::Black;
    let update = board_update(&after, &turned, true);
    assert_eq!(cells(&update).len(), 64);
    assert!(update.nodes.iter().any(|(id, _)| *id == GRID_ID));
}

#[test]
fn an_open_dialog_is_a_list_with_the_focus_on_its_selected_item() {
    use tactus::access_tree::{DIALOG_ID, DialogTree, LIST_ID, item_id};
    let board = view(Color::White);
    let mut open = board.clone();
    open.dialog = Some(DialogTree {
        label: "Settings".into(),
        items: vec!["Language: English".into(), "Theme: yellow and navy".into()],
        selected: 1,
    });
    let tree = board_tree(&open, true);
    assert_eq!(
        node(&tree, ROOT_ID).children(),
        &[GRID_ID, live_id(0), DIALOG_ID]
    );
    assert_eq!(node(&tree, DIALOG_ID).role(), Role::Dialog);
    assert_eq!(node(&tree, DIALOG_ID).label(), Some("Settings"));
    assert_eq!(node(&tree, LIST_ID).role(), Role::ListBox);
    assert_eq!(node(&tree, LIST_ID).children(), &[item_id(0), item_id(1)]);
    let item = node(&tree, item_id(1));
    assert_eq!(item.role(), Role::ListBoxOption);
    assert_eq!(item.label(), Some("Theme: yellow and navy"));
    assert_eq!(item.is_selected(), Some(true));
    assert_eq!(node(&tree, item_id(0)).is_selected(), Some(false));
    assert_eq!(tree.focus, item_id(1));

    // Opening sends the root and the dialog; a new value only its item.
    let opened = board_update(&board, &open, true);
    assert!(opened.nodes.iter().any(|(id, _)| *id == ROOT_ID));
    assert!(opened.nodes.iter().any(|(id, _)| *id == DIALOG_ID));
    let mut changed = open.clone();
    if let Some(d) = changed.dialog.as_mut() {
        d.items[1] = "Theme: black and white".into();
    }
    let update = board_update(&open, &changed, true);
    let ids: Vec<NodeId> = update.nodes.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, [item_id(1)]);
    assert_eq!(update.focus, item_id(1));
    // Closing gives the focus back to the board and drops the dialog.
    let closed = board_update(&changed, &board, true);
    assert_eq!(node(&closed, ROOT_ID).children(), &[GRID_ID, live_id(0)]);
    assert_eq!(closed.focus, node_of_square(Square::E2));
}
