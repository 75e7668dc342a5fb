//! Promotion by keys: the steps cycle through the four pieces and say
//! each, the letters choose, and a new promotion starts with none shown.

use super::*;

/// A strict game with White's pawn on a7 placed on a8: the promotion asked.
fn promoting() -> Session {
    let mut s = people(Rules::Strict, Some("8/P6k/8/8/8/8/8/K7 w - - 0 1"));
    act(
        &mut s,
        &[
            B::JumpFile(shakmaty::File::A),
            B::JumpRank(shakmaty::Rank::Seventh),
            ENTER,
            UP,
        ],
        0,
    );
    let asked = act(&mut s, &[ENTER], 0);
    assert_eq!(
        asked,
        [Event::Notice(Notice::PromotionNeeded { to: Square::A8 })]
    );
    s
}

fn choice(role: Role) -> Event {
    Event::Notice(Notice::PromotionChoice { role })
}

#[test]
fn the_steps_cycle_through_the_four_promotion_pieces_and_say_each() {
    let mut s = promoting();
    const RIGHT: B = B::Step(Direction::Right);
    const LEFT: B = B::Step(Direction::Left);
    let cursor = s.tactile().cursor();
    assert_eq!(
        act(&mut s, &[RIGHT, RIGHT, DOWN, RIGHT, RIGHT], 0),
        [
            choice(Role::Queen),
            choice(Role::Rook),
            choice(Role::Bishop),
            choice(Role::Knight),
            choice(Role::Queen),
        ]
    );
    assert_eq!(
        act(&mut s, &[LEFT, UP, LEFT], 0),
        [
            choice(Role::Knight),
            choice(Role::Bishop),
            choice(Role::Rook)
        ]
    );
    // The finger stays where the pawn was placed.
    assert_eq!(s.tactile().cursor(), cursor);
    let placed = act(&mut s, &[ENTER], 0);
    assert!(
        matches!(placed[..], [Event::Notice(Notice::Placed { mv, .. })] if mv.promotion() == Some(Role::Rook)),
        "{placed:?}"
    );
    act(&mut s, &[ENTER], 0);
    let rook = s.game().position().board().piece_at(Square::A8);
    assert_eq!(rook.map(|p| p.role), Some(Role::Rook));
}

#[test]
fn backwards_from_nothing_is_the_knight_and_enter_alone_does_not_choose() {
    let mut s = promoting();
    // Enter before any step still asks (a double Enter makes no queen).
    assert_eq!(
        act(&mut s, &[ENTER], 0),
        [Event::Refused(Reason::Procedure(
            Refusal::PromotionPending(Square::A8)
        ))]
    );
    assert_eq!(
        act(&mut s, &[B::Step(Direction::Up)], 0),
        [choice(Role::Knight)]
    );
    act(&mut s, &[ENTER, ENTER], 0);
    let knight = s.game().position().board().piece_at(Square::A8);
    assert_eq!(knight.map(|p| p.role), Some(Role::Knight));
}

#[test]
fn the_letters_still_choose_after_cursoring() {
    let mut s = promoting();
    act(&mut s, &[B::Step(Direction::Right)], 0);
    let chosen = act(
        &mut s,
        &[B::NextPiece {
            role: Role::Bishop,
            backwards: false,
        }],
        0,
    );
    assert!(
        matches!(chosen[..], [Event::Notice(Notice::Placed { mv, .. })] if mv.promotion() == Some(Role::Bishop)),
        "{chosen:?}"
    );
}

#[test]
fn a_new_promotion_starts_with_no_piece_shown() {
    let mut s = people(Rules::Casual, Some("8/P6k/8/8/8/8/8/K7 w - - 0 1"));
    act(
        &mut s,
        &[
            B::JumpFile(shakmaty::File::A),
            B::JumpRank(shakmaty::Rank::Seventh),
            ENTER,
            UP,
            ENTER,
            B::Step(Direction::Right),
            B::Step(Direction::Right),
        ],
        0,
    );
    // Casual rules: take the pawn back and place it again.
    act(&mut s, &[B::Cancel, B::Cancel], 0);
    let again = act(&mut s, &[DOWN, ENTER, UP, ENTER], 0);
    assert_eq!(
        again.last(),
        Some(&Event::Notice(Notice::PromotionNeeded { to: Square::A8 })),
        "{again:?}"
    );
    assert_eq!(
        act(&mut s, &[B::Step(Direction::Right)], 0),
        [choice(Role::Queen)]
    );
}
