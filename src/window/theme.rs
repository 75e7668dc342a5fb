//! High-contrast colour themes for partially sighted players.
//!
//! The pieces are white with a thick black outline and black with a thick
//! white outline, as on high-contrast chess sets, and every part of a piece,
//! its fill as well as its outline, keeps at least 3:1 (WCAG 1.4.11, for
//! graphics) against both squares and the grounds of the lifted piece and
//! of the last move: a piece stands out whole on any square, not only its
//! rim or only its body.
//! That holds only when the squares are of middle lightness, between black
//! and white (a square 3:1 from both lies between a relative luminance of
//! 0.10 and 0.30), so the squares differ from each other by about 2:1 and
//! by their hue, and the pieces by 21:1; the lifted piece's and the last
//! move's squares are told by a ground of their own hue. The marks (the
//! cursor's frame, the legal targets' dots and corners) are edged in black
//! and white, [`EDGE_DARK`] and [`EDGE_LIGHT`], which keep 3:1 against
//! every square too; the pieces are drawn over them, so that no mark hides
//! a piece. The tests check every theme.

use tiny_skia::Color as SkColor;

use crate::session::settings::ThemeName;
pub use crate::session::settings::UnknownTheme;

/// An opaque colour, 8 bits a channel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour for tiny-skia.
    pub fn sk(self) -> SkColor {
        SkColor::from_rgba8(self.0, self.1, self.2, 255)
    }

    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    pub fn luminance(self) -> f64 {
        let lin = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(self.0) + 0.7152 * lin(self.1) + 0.0722 * lin(self.2)
    }

    /// WCAG 2 contrast ratio with `other`, 1 to 21.
    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

/// The dark edge of the marks (the cursor's frame, the targets' dots and
/// corners): at least 3:1 against every square.
pub const EDGE_DARK: Rgb = Rgb(0, 0, 0);

/// The light edge of the cursor's frame: at least 3:1 against every square.
pub const EDGE_LIGHT: Rgb = Rgb(255, 255, 255);

/// The colours of one theme.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Its name (`--theme`, settings).
    pub name: &'static str,
    /// The window's background and the side panel.
    pub background: Rgb,
    /// Text on the background.
    pub text: Rgb,
    /// Light squares.
    pub light: Rgb,
    /// Dark squares.
    pub dark: Rgb,
    /// White pieces' fill.
    pub white_fill: Rgb,
    /// White pieces' outline.
    pub white_outline: Rgb,
    /// Black pieces' fill.
    pub black_fill: Rgb,
    /// Black pieces' outline.
    pub black_outline: Rgb,
    /// The thick cursor frame (drawn between the two edges, [`EDGE_DARK`]
    /// outside and [`EDGE_LIGHT`] inside).
    pub cursor: Rgb,
    /// The lifted piece's square, of middle lightness as the squares are.
    pub lifted: Rgb,
    /// The lifted piece's legal targets (a dot on an empty square, corners
    /// on a piece it can take, edged in [`EDGE_DARK`]).
    pub target: Rgb,
    /// The last move's two squares, of middle lightness as the squares are.
    pub last_move: Rgb,
}

/// Yellow and navy (a deep gold and a cobalt blue, of middle lightness),
/// white and black pieces: the default.
pub const YELLOW_NAVY: Theme = Theme {
    name: "yellow-navy",
    background: Rgb(0, 0, 0),
    text: Rgb(255, 255, 255),
    light: Rgb(165, 142, 20),
    dark: Rgb(28, 84, 205),
    white_fill: Rgb(255, 255, 255),
    white_outline: Rgb(0, 0, 0),
    black_fill: Rgb(0, 0, 0),
    black_outline: Rgb(255, 255, 255),
    cursor: Rgb(255, 0, 255),
    lifted: Rgb(0, 150, 0),
    target: Rgb(0, 230, 0),
    last_move: Rgb(235, 0, 0),
};

/// Black and white pieces on two greys, no hue but the marks'.
pub const BLACK_WHITE: Theme = Theme {
    name: "black-white",
    background: Rgb(0, 0, 0),
    text: Rgb(255, 255, 255),
    light: Rgb(143, 143, 143),
    dark: Rgb(94, 94, 94),
    white_fill: Rgb(255, 255, 255),
    white_outline: Rgb(0, 0, 0),
    black_fill: Rgb(0, 0, 0),
    black_outline: Rgb(255, 255, 255),
    cursor: Rgb(255, 0, 0),
    lifted: Rgb(0, 140, 0),
    target: Rgb(0, 200, 0),
    last_move: Rgb(255, 0, 230),
};

/// Orange and blue, safe for red-green colour blindness (Okabe–Ito hues).
pub const COLOUR_BLIND: Theme = Theme {
    name: "colour-blind",
    background: Rgb(0, 0, 0),
    text: Rgb(255, 255, 255),
    light: Rgb(190, 132, 0),
    dark: Rgb(0, 98, 155),
    white_fill: Rgb(255, 255, 255),
    white_outline: Rgb(0, 0, 0),
    black_fill: Rgb(0, 0, 0),
    black_outline: Rgb(255, 255, 255),
    cursor: Rgb(240, 228, 66),
    lifted: Rgb(213, 94, 0),
    target: Rgb(86, 180, 233),
    last_move: Rgb(215, 0, 215),
};

/// All themes, the default first.
pub const THEMES: [Theme; 3] = [YELLOW_NAVY, BLACK_WHITE, COLOUR_BLIND];

impl Theme {
    /// The theme named `name`, if there is one.
    pub fn named(name: &str) -> Option<Theme> {
        THEMES.into_iter().find(|t| t.name == name)
    }

    /// The theme a person asked for by name (`--theme`): any case, and
    /// "color" for "colour"; an unknown name is an error listing the themes.
    pub fn parse(name: &str) -> Result<Theme, UnknownTheme> {
        name.parse::<ThemeName>().map(Theme::of)
    }

    /// The colours of the theme the settings name.
    pub fn of(name: ThemeName) -> Theme {
        match name {
            ThemeName::YellowNavy => YELLOW_NAVY,
            ThemeName::BlackWhite => BLACK_WHITE,
            ThemeName::ColourBlind => COLOUR_BLIND,
        }
    }
}

impl Default for Theme {
    fn default() -> Theme {
        YELLOW_NAVY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contrast_formula_matches_wcag() {
        assert!((Rgb(0, 0, 0).contrast(Rgb(255, 255, 255)) - 21.0).abs() < 1e-9);
        assert!((Rgb(119, 119, 119).contrast(Rgb(255, 255, 255)) - 4.48).abs() < 0.01);
    }

    /// What WCAG 1.4.11 asks of graphics: 3:1.
    const GRAPHICS: f64 = 3.0;

    #[test]
    fn every_part_of_every_piece_has_3_to_1_against_every_square() {
        for t in THEMES {
            for (part, colour) in [
                ("white fill", t.white_fill),
                ("white outline", t.white_outline),
                ("black fill", t.black_fill),
                ("black outline", t.black_outline),
            ] {
                for (what, square) in [
                    ("light", t.light),
                    ("dark", t.dark),
                    ("lifted", t.lifted),
                    ("last move", t.last_move),
                ] {
                    let ratio = colour.contrast(square);
                    assert!(
                        ratio >= GRAPHICS,
                        "{}: {part} on {what}: {ratio:.2}",
                        t.name
                    );
                }
            }
            // Each piece's fill against its outline, and the two colours
            // of pieces against each other: as far apart as can be.
            assert!(t.white_fill.contrast(t.white_outline) >= 7.0, "{}", t.name);
            assert!(t.black_fill.contrast(t.black_outline) >= 7.0, "{}", t.name);
            assert!(t.white_fill.contrast(t.black_fill) >= 7.0, "{}", t.name);
            assert!(t.text.contrast(t.background) >= 7.0, "{}: text", t.name);
        }
    }

    #[test]
    fn the_squares_differ_as_much_as_pieces_of_3_to_1_allow() {
        // Squares 3:1 from both white and black are at most 21 / 9 = 2.33:1
        // apart; every theme keeps at least 2:1 (and differs in hue).
        for t in THEMES {
            let ratio = t.light.contrast(t.dark);
            assert!(ratio >= 2.0, "{}: squares {ratio:.2}", t.name);
        }
    }

    #[test]
    fn the_marks_edges_have_3_to_1_against_every_square() {
        for t in THEMES {
            for (what, square) in [
                ("light", t.light),
                ("dark", t.dark),
                ("lifted", t.lifted),
                ("last move", t.last_move),
            ] {
                for edge in [EDGE_DARK, EDGE_LIGHT] {
                    let ratio = edge.contrast(square);
                    assert!(ratio >= GRAPHICS, "{}: edge on {what}: {ratio:.2}", t.name);
                }
            }
        }
    }

    #[test]
    fn themes_are_found_by_name() {
        assert_eq!(Theme::named("black-white"), Some(BLACK_WHITE));
        assert_eq!(Theme::named("pink"), None);
        assert_eq!(Theme::default(), YELLOW_NAVY);
        for name in ThemeName::ALL {
            assert_eq!(Theme::of(name).name, name.name());
        }
    }

    #[test]
    fn theme_names_parse_and_an_unknown_one_says_which_there_are() {
        assert_eq!(Theme::parse("yellow-navy"), Ok(YELLOW_NAVY));
        assert_eq!(Theme::parse("Black-White"), Ok(BLACK_WHITE));
        assert_eq!(Theme::parse("color-blind"), Ok(COLOUR_BLIND));
        let err = Theme::parse("pink").unwrap_err();
        assert_eq!(
            err.to_string(),
            "\"pink\" is not a theme; the themes are yellow-navy, black-white and colour-blind"
        );
    }
}
