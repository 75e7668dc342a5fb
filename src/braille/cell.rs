//! One braille cell of six dots, and its two written forms: North American
//! Braille ASCII (the characters of a BRF file) and Unicode braille
//! (U+2800–U+283F), both from the one table [`BRF_ASCII`].
//!
//! ```
//! use tactus::braille::Cell;
//!
//! let s = Cell::from_brf('S').unwrap();
//! assert_eq!(s, Cell::from_dots(&[2, 3, 4]).unwrap());
//! assert_eq!(s.unicode(), '⠎');
//! assert_eq!(Cell::from_brf('4').unwrap().dots(), vec![2, 5, 6]);
//! ```

use std::fmt;

/// The 64 cells of six-dot braille in North American Braille ASCII: cell
/// number `i` (bit 0 = dot 1 … bit 5 = dot 6, the bits of U+2800 + `i`) is
/// character `i` of this string, as liblouis's `en-us-brf.dis` defines it.
/// Letters are the letters, `1`–`0` the lower cells (dot 2 … dots 3-5-6),
/// `#` the number sign. This is the one table of the two forms.
pub const BRF_ASCII: &str = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

/// One six-dot braille cell: bit `n - 1` is dot `n`. Dots 7 and 8 do not
/// exist in BRF, so a cell cannot hold them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The empty cell: a space.
    pub const BLANK: Cell = Cell(0);

    /// The cell of these bits (bit 0 = dot 1), if no bit above dot 6 is set.
    pub fn from_bits(bits: u8) -> Option<Cell> {
        (bits < 64).then_some(Cell(bits))
    }

    /// The cell with these dots (1–6), or `None` for a dot outside 1–6.
    pub fn from_dots(dots: &[u8]) -> Option<Cell> {
        dots.iter().try_fold(Cell(0), |cell, &dot| {
            (1..=6)
                .contains(&dot)
                .then(|| Cell(cell.0 | 1 << (dot - 1)))
        })
    }

    /// The cell a BRF character stands for; lower-case letters are read as
    /// capitals (some files write them so). `None` for any other character.
    pub fn from_brf(c: char) -> Option<Cell> {
        let upper = c.to_ascii_uppercase();
        BRF_ASCII
            .bytes()
            .position(|b| char::from(b) == upper)
            .map(|i| Cell(i as u8))
    }

    /// The cell of a Unicode braille character (U+2800–U+283F), or `None`
    /// for any other character, also one with dots 7 or 8.
    pub fn from_unicode(c: char) -> Option<Cell> {
        let code = u32::from(c).checked_sub(0x2800)?;
        u8::try_from(code).ok().and_then(Cell::from_bits)
    }

    /// The bits: bit 0 is dot 1.
    pub fn bits(self) -> u8 {
        self.0
    }

    /// The raised dots, in order.
    pub fn dots(self) -> Vec<u8> {
        (1..=6).filter(|d| self.0 & 1 << (d - 1) != 0).collect()
    }

    /// The cell as a BRF character (ASCII 32–95).
    pub fn brf(self) -> char {
        char::from(BRF_ASCII.as_bytes()[usize::from(self.0)])
    }

    /// The cell as a Unicode braille character.
    pub fn unicode(self) -> char {
        char::from_u32(0x2800 + u32::from(self.0)).unwrap_or(' ')
    }
}

impl fmt::Display for Cell {
    /// The BRF character.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.brf())
    }
}

/// The cells of a BRF string; `None` if a character is not BRF ASCII.
pub fn cells(brf: &str) -> Option<Vec<Cell>> {
    brf.chars().map(Cell::from_brf).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_every_cell_once_in_ascii_32_to_95() {
        assert_eq!(BRF_ASCII.len(), 64);
        let mut seen: Vec<u8> = BRF_ASCII.bytes().collect();
        seen.sort_unstable();
        assert_eq!(seen, (32..=95).collect::<Vec<u8>>());
    }

    #[test]
    fn letters_digits_and_signs_are_the_cells_braille_gives_them() {
        let dots = |c| Cell::from_brf(c).unwrap().dots();
        assert_eq!(dots('A'), vec![1]);
        assert_eq!(dots('S'), vec![2, 3, 4]);
        assert_eq!(dots('W'), vec![2, 4, 5, 6]);
        assert_eq!(dots('1'), vec![2]);
        assert_eq!(dots('4'), vec![2, 5, 6]);
        assert_eq!(dots('0'), vec![3, 5, 6]);
        assert_eq!(dots('#'), vec![3, 4, 5, 6]);
        assert_eq!(dots(','), vec![6]);
        assert_eq!(dots(';'), vec![5, 6]);
        assert_eq!(dots('>'), vec![3, 4, 5]);
        assert_eq!(dots(' '), Vec::<u8>::new());
        assert_eq!(Cell::from_brf('s'), Cell::from_brf('S'));
        assert_eq!(Cell::from_brf('~'), None);
        assert_eq!(Cell::from_dots(&[7]), None);
    }

    #[test]
    fn every_cell_goes_to_brf_and_unicode_and_back() {
        for bits in 0..64 {
            let cell = Cell::from_bits(bits).unwrap();
            assert_eq!(Cell::from_brf(cell.brf()), Some(cell));
            assert_eq!(Cell::from_unicode(cell.unicode()), Some(cell));
            assert_eq!(Cell::from_dots(&cell.dots()), Some(cell));
            assert!((32..=95).contains(&(cell.brf() as u32)));
        }
        assert_eq!(Cell::from_bits(64), None);
        assert_eq!(Cell::from_unicode('\u{2840}'), None);
        assert_eq!(Cell::from_unicode('a'), None);
    }
}
