//! The words of one style in one language, taken from the Fluent files once
//! and kept, so that rendering a move costs microseconds.
//!
//! Sentence patterns (`move-capture`, `move-check`, …) are formatted once with
//! marker characters in place of their variables and kept as templates.

use std::sync::OnceLock;

use fluent_bundle::FluentValue;
use shakmaty::{Color, Role, Square};

use super::{
    Lang, Style,
    fluent::{self, Bundle},
};

/// Marker for the first variable of a template.
pub(crate) const A: &str = "\u{E000}";
/// Marker for the second variable of a template.
pub(crate) const B: &str = "\u{E001}";

/// The words one style uses in one language.
#[derive(Debug)]
pub(crate) struct Words {
    /// Files a–h.
    pub files: [String; 8],
    /// Ranks 1–8.
    pub ranks: [String; 8],
    /// What joins file and rank: nothing ("e4") or a space ("Eva vier").
    pub square_joiner: &'static str,
    /// Piece kinds as named in a move, pawn first (shakmaty's order).
    pub roles: [String; 6],
    /// Piece kinds inside a sentence.
    pub nouns: [String; 6],
    /// The letters of the printed notation, pawn first (empty).
    pub letters: [String; 6],
    /// "white knight" … per colour (white, black) and kind.
    pub pieces: [[String; 6]; 2],
    /// Short castling.
    pub castle_short: String,
    /// Long castling.
    pub castle_long: String,
    /// `A` takes `B`.
    pub capture: String,
    /// `A` (piece and from-square) to `B`, for the long form.
    pub long: String,
    /// `A` (move) promotes to `B` (piece).
    pub promotion: String,
    /// `A` (move), en passant.
    pub en_passant: String,
    /// `A` (move), check.
    pub check: String,
    /// `A` (move), checkmate.
    pub checkmate: String,
    /// `A` (castling): `B` (where king and rook go), for Chess960.
    pub castle_squares: String,
}

/// Fluent's name for a role, used in selectors.
pub(crate) fn role_key(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Fluent's name for a colour, used in selectors.
pub(crate) fn color_key(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

fn template(bundle: &Bundle, id: &str, a: &str, b: &str) -> String {
    fluent::format(
        bundle,
        id,
        &[(a, FluentValue::from(A)), (b, FluentValue::from(B))],
    )
}

fn build(style: Style, lang: Lang) -> Words {
    let fide = style == Style::AppendixE;
    let chess = if fide {
        fluent::appendix_e()
    } else {
        fluent::bundle(lang)
    };
    let plain = |id: &str| fluent::format(chess, id, &[]);
    let letters = ["a", "b", "c", "d", "e", "f", "g", "h"];
    let files = std::array::from_fn(|i| match style {
        Style::AppendixE => plain(&format!("file-{}", letters[i])),
        Style::Nato => plain(&format!("nato-{}", letters[i])),
        Style::Spoken | Style::San => letters[i].to_owned(),
    });
    let ranks = std::array::from_fn(|i| {
        if fide {
            plain(&format!("rank-{}", i + 1))
        } else {
            (i + 1).to_string()
        }
    });
    let roles: [String; 6] =
        std::array::from_fn(|i| plain(&format!("role-{}", role_key(Role::ALL[i]))));
    // The letters are the language's, whatever the style.
    let letters: [String; 6] = std::array::from_fn(|i| match Role::ALL[i] {
        Role::Pawn => String::new(),
        role => fluent::format(
            fluent::bundle(lang),
            &format!("letter-{}", role_key(role)),
            &[],
        ),
    });
    let nouns = std::array::from_fn(|i| {
        if fide {
            roles[i].clone()
        } else {
            let role = role_key(Role::ALL[i]);
            fluent::format(chess, "noun", &[("role", role.into())])
        }
    });
    let pieces = [Color::White, Color::Black].map(|color| {
        std::array::from_fn(|i| {
            let role = role_key(Role::ALL[i]);
            let name: &str = &nouns[i];
            fluent::format(
                chess,
                "piece",
                &[
                    ("color", color_key(color).into()),
                    ("role", role.into()),
                    ("name", name.into()),
                ],
            )
        })
    });
    Words {
        files,
        ranks,
        square_joiner: if style == Style::Spoken || style == Style::San {
            ""
        } else {
            " "
        },
        roles,
        nouns,
        letters,
        pieces,
        castle_short: plain("castle-short"),
        castle_long: plain("castle-long"),
        capture: template(chess, "move-capture", "from", "to"),
        long: template(chess, "move-long", "from", "to"),
        promotion: template(chess, "move-promotion", "move", "piece"),
        en_passant: template(chess, "move-en-passant", "move", "piece"),
        check: template(chess, "move-check", "move", "piece"),
        checkmate: template(chess, "move-checkmate", "move", "piece"),
        castle_squares: template(chess, "move-castle-squares", "move", "piece"),
    }
}

/// The words of `style` in `lang`, built on first use and kept.
pub(crate) fn words(style: Style, lang: Lang) -> &'static Words {
    static CACHE: [[OnceLock<Words>; 3]; 4] = [const { [const { OnceLock::new() }; 3] }; 4];
    let s = Style::ALL.iter().position(|x| *x == style).unwrap_or(0);
    let l = Lang::ALL.iter().position(|x| *x == lang).unwrap_or(0);
    CACHE[s][l].get_or_init(|| build(style, lang))
}

impl Words {
    /// A square in these words.
    pub fn square(&self, sq: Square) -> String {
        let mut s = self.files[usize::from(sq.file())].clone();
        s.push_str(self.square_joiner);
        s.push_str(&self.ranks[usize::from(sq.rank())]);
        s
    }

    /// A role as named in a move.
    pub fn role(&self, role: Role) -> &str {
        &self.roles[usize::from(role) - 1]
    }

    /// A role inside a sentence.
    pub fn noun(&self, role: Role) -> &str {
        &self.nouns[usize::from(role) - 1]
    }
}

/// Fills a template's markers and tidies the spaces an empty part leaves.
pub(crate) fn fill(template: &str, a: &str, b: &str) -> String {
    let filled = template.replace(A, a).replace(B, b);
    tidy(&filled)
}

/// Collapses runs of spaces and removes spaces before commas and at the ends.
pub(crate) fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if !out.is_empty() && !word.starts_with(',') {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}
