//! High-contrast colour themes for partially sighted players.
//!
//! Every theme keeps at least 7:1 (WCAG 2 AAA) between the dark and the
//! light squares, and every piece is drawn as a fill with a thick outline
//! of the opposite lightness, so that on each square one of the two stands
//! out by at least 7:1 and the two against each other by at least 7:1: the
//! silhouette is always sharp. The last move's frame has at least 3:1
//! (WCAG 2 for graphics) against both squares and both pieces, so that it
//! shows on any square under any piece. The tests check every theme.

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
    /// The thick cursor frame (drawn between two thin black-and-white lines).
    pub cursor: Rgb,
    /// The lifted piece's square.
    pub lifted: Rgb,
    /// The lifted piece's legal targets (a dot with an outline).
    pub target: Rgb,
    /// The last move's squares (a thick inner frame), at least 3:1 against
    /// both squares and both pieces.
    pub last_move: Rgb,
}

/// Yellow and navy, white and black pieces: the default.
pub const YELLOW_NAVY: Theme = Theme {
    name: "yellow-navy",
    background: Rgb(0, 0, 0),
    text: Rgb(255, 255, 255),
    light: Rgb(255, 225, 53),
    dark: Rgb(0, 24, 110),
    white_fill: Rgb(255, 255, 255),
    white_outline: Rgb(0, 0, 0),
    black_fill: Rgb(0, 0, 0),
    black_outline: Rgb(255, 255, 255),
    cursor: Rgb(255, 0, 255),
    lifted: Rgb(0, 200, 0),
    target: Rgb(0, 230, 0),
    last_move: Rgb(235, 0, 0),
};

/// Pure black and white squares.
pub const BLACK_WHITE: Theme = Theme {
    name: "black-white",
    background: Rgb(0, 0, 0),
    text: Rgb(255, 255, 255),
    light: Rgb(255, 255, 255),
    dark: Rgb(60, 60, 60),
    white_fill: Rgb(255, 255, 255),
    white_outline: Rgb(0, 0, 0),
    black_fill: Rgb(0, 0, 0),
    black_outline: Rgb(255, 255, 255),
    cursor: Rgb(255, 0, 0),
    lifted: Rgb(0, 160, 0),
    target: Rgb(0, 200, 0),
    last_move: Rgb(255, 0, 230),
};

/// Orange and blue, safe for red-green colour blindness (Okabe–Ito hues).
pub const COLOUR_BLIND: Theme = Theme {
    name: "colour-blind",
    background: Rgb(0, 0, 0),
    text: Rgb(255, 255, 255),
    light: Rgb(240, 228, 66),
    dark: Rgb(0, 40, 100),
    white_fill: Rgb(255, 255, 255),
    white_outline: Rgb(0, 0, 0),
    black_fill: Rgb(0, 0, 0),
    black_outline: Rgb(255, 255, 255),
    cursor: Rgb(230, 159, 0),
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

    #[test]
    fn every_theme_has_at_least_7_to_1() {
        for t in THEMES {
            let ratio = t.light.contrast(t.dark);
            assert!(ratio >= 7.0, "{}: squares {ratio:.2}", t.name);
            assert!(t.text.contrast(t.background) >= 7.0, "{}: text", t.name);
            for (fill, outline) in [
                (t.white_fill, t.white_outline),
                (t.black_fill, t.black_outline),
            ] {
                assert!(fill.contrast(outline) >= 7.0, "{}: fill/outline", t.name);
                for square in [t.light, t.dark] {
                    let best = fill.contrast(square).max(outline.contrast(square));
                    assert!(best >= 7.0, "{}: piece on square {best:.2}", t.name);
                }
            }
            // White and black pieces differ by 7:1 too.
            assert!(t.white_fill.contrast(t.black_fill) >= 7.0, "{}", t.name);
        }
    }

    #[test]
    fn the_last_move_frame_has_3_to_1_against_squares_and_pieces() {
        for t in THEMES {
            for (what, under) in [
                ("light square", t.light),
                ("dark square", t.dark),
                ("white piece", t.white_fill),
                ("black piece", t.black_fill),
            ] {
                let ratio = t.last_move.contrast(under);
                assert!(ratio >= 3.0, "{}: last move on {what}: {ratio:.2}", t.name);
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
