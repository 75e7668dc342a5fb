//! Computer braille as a display's own braille keyboard types it and as a
//! typed line shows on the display: the eight-dot North American Braille
//! Computer Code (NABCC), whose six dots are those of BRF
//! ([`super::cell::BRF_ASCII`]): a letter without dot 7 is small, with
//! dot 7 a capital, as on a computer's keyboard. So `nf3` and `Nf3`, `bc4`
//! and `Bc4`, stay the letters the player typed. Pure.

use super::cell::BRF_ASCII;

/// Dot 7's bit.
const DOT_7: u8 = 0x40;

/// The character of the dots typed (bit 0 = dot 1 … bit 7 = dot 8): the
/// six dots' BRF character, a letter small unless dot 7 is raised (and
/// `@ [ \ ] ^ _` so too: without dot 7 they are `` ` { | } ~``). Dot 8 is
/// not read.
pub fn char_of(dots: u8) -> char {
    let six = BRF_ASCII.as_bytes()[usize::from(dots & 0x3F)];
    if (0x40..=0x5F).contains(&six) && dots & DOT_7 == 0 {
        char::from(six + 0x20)
    } else {
        char::from(six)
    }
}

/// The dots of `c` in computer braille (a capital with dot 7), or `None`
/// for a character the code has no cell for.
pub fn dots_of(c: char) -> Option<u8> {
    let code = u8::try_from(u32::from(c)).ok()?;
    let (six, dot7) = match code {
        0x20..=0x3F => (code, 0),
        0x40..=0x5F => (code, DOT_7),
        0x60..=0x7E => (code - 0x20, 0),
        _ => return None,
    };
    let index = BRF_ASCII.bytes().position(|b| b == six)?;
    Some(index as u8 | dot7)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_small_unless_dot_7_is_raised() {
        // n: dots 1-3-4-5; f: 1-2-4; 3: 2-5 (the lower cell of c).
        assert_eq!(char_of(0b0001_1101), 'n');
        assert_eq!(char_of(0b0101_1101), 'N');
        assert_eq!(char_of(0b0000_1011), 'f');
        assert_eq!(char_of(0b0001_0010), '3');
        assert_eq!(char_of(0), ' ');
        // Dot 8 is not read.
        assert_eq!(char_of(0b1000_0001), 'a');
    }

    #[test]
    fn every_printable_character_goes_to_its_dots_and_back() {
        for c in ' '..='~' {
            let dots = dots_of(c).unwrap_or_else(|| panic!("{c:?} has no cell"));
            assert_eq!(char_of(dots), c, "{c:?} as {dots:#010b}");
        }
        assert_eq!(dots_of('é'), None);
        assert_eq!(dots_of('\n'), None);
    }
}
