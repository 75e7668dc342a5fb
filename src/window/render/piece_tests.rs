//! Pixel tests of the pieces' drawing: each black piece mostly black, each
//! white piece mostly white, at the squares' usual sizes and at 40 px.

use shakmaty::{Color, Role, Square};
use tiny_skia::Pixmap;

use super::super::text::font;
use super::super::theme::{Rgb, THEMES};
use super::super::view::BoardView;
use super::{Layout, render};
use crate::rules::procedure::Rules;

/// The pixels of the piece's fill colour and of its outline colour in the
/// cell of `sq`.
fn inks(
    pm: &Pixmap,
    layout: &Layout,
    view: &BoardView,
    sq: Square,
    fill: Rgb,
    outline: Rgb,
) -> (usize, usize) {
    let r = layout.cell_rect(view.cell(sq)).unwrap();
    let (mut f, mut o) = (0, 0);
    for y in r.y().ceil() as u32..r.bottom().floor() as u32 {
        for x in r.x().ceil() as u32..r.right().floor() as u32 {
            let p = pm.pixel(x, y).unwrap();
            let c = Rgb(p.red(), p.green(), p.blue());
            f += usize::from(c == fill);
            o += usize::from(c == outline);
        }
    }
    (f, o)
}

#[test]
fn every_piece_is_mostly_of_its_own_colour() {
    let s = crate::session::people(Rules::Casual, None);
    let view = BoardView::of(&s, 0, "");
    let mut wrong = Vec::new();
    for theme in THEMES {
        for (w, h) in [(1000, 700), (520, 380)] {
            let mut pm = Pixmap::new(w, h).unwrap();
            render(&mut pm, &view, &theme, &font().unwrap(), 1.0);
            let layout = Layout::new(w, h, 1.0);
            for (sq, role) in [
                (Square::E1, Role::King),
                (Square::D1, Role::Queen),
                (Square::A1, Role::Rook),
                (Square::C1, Role::Bishop),
                (Square::B1, Role::Knight),
                (Square::E2, Role::Pawn),
            ] {
                for color in Color::ALL {
                    let sq = if color == Color::White {
                        sq
                    } else {
                        sq.flip_vertical()
                    };
                    let (fill, outline) = match color {
                        Color::White => (theme.white_fill, theme.white_outline),
                        Color::Black => (theme.black_fill, theme.black_outline),
                    };
                    let (f, o) = inks(&pm, &layout, &view, sq, fill, outline);
                    println!(
                        "{} {w}x{h} {color:?} {role:?}: fill {f}, outline {o}",
                        theme.name
                    );
                    if f <= o * 3 / 2 {
                        wrong.push(format!(
                            "{} {w}x{h} {color:?} {role:?}: fill {f}, outline {o}",
                            theme.name
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
