//! How far words heard are from a phrase: a word-level edit distance in
//! tenths, where a word the recogniser takes for another ("b" for "d",
//! "two" for "to") costs less than any other, and a filler word ("to",
//! "check") said or left out costs less than a word that names something.

/// A word heard in place of another that sounds alike.
pub(super) const ALIKE: u32 = 4;
/// A filler word said or left out.
pub(super) const FILLER: u32 = 5;
/// Any other word in place of another, said or left out.
pub(super) const WORD: u32 = 10;

/// What the costs know of the words.
#[derive(Debug, Default)]
pub(super) struct Costs {
    /// Groups of words that sound alike.
    pub alike: Vec<Vec<String>>,
    /// Words that name nothing.
    pub fillers: Vec<String>,
}

impl Costs {
    fn substitution(&self, heard: &str, meant: &str) -> u32 {
        if heard == meant {
            0
        } else if self
            .alike
            .iter()
            .any(|group| group.iter().any(|w| w == heard) && group.iter().any(|w| w == meant))
        {
            ALIKE
        } else {
            WORD
        }
    }

    fn gap(&self, word: &str) -> u32 {
        if self.fillers.iter().any(|w| w == word) {
            FILLER
        } else {
            WORD
        }
    }

    /// The cheapest way from the words `heard` to the words `meant`.
    pub fn distance(&self, heard: &[&str], meant: &[String]) -> u32 {
        let mut row: Vec<u32> = Vec::with_capacity(meant.len() + 1);
        row.push(0);
        for m in meant {
            let last = row[row.len() - 1];
            row.push(last + self.gap(m));
        }
        for h in heard {
            let mut diagonal = row[0];
            row[0] += self.gap(h);
            for (j, m) in meant.iter().enumerate() {
                let replaced = diagonal + self.substitution(h, m);
                let dropped = row[j + 1] + self.gap(h);
                let added = row[j] + self.gap(m);
                diagonal = row[j + 1];
                row[j + 1] = replaced.min(dropped).min(added);
            }
        }
        row[meant.len()]
    }
}
