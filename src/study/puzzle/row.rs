//! One row of a puzzle file in the Lichess puzzle database's CSV form:
//! `PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags`.
//!
//! A file may begin with that header (the database does), or with the
//! header of a file that keeps only some columns (tactus's own
//! `PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes`): the columns are
//! found by their names. A file with no header is in the database's order.
//! Fields hold no commas (a FEN, UCI moves, themes and tags are separated
//! by spaces), so a row is split at its commas.

/// Where the columns tactus reads stand in a row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Columns {
    id: usize,
    fen: usize,
    moves: usize,
    rating: usize,
    deviation: Option<usize>,
    themes: Option<usize>,
    /// How many fields a row has.
    count: usize,
}

impl Columns {
    /// The Lichess puzzle database's columns, for a file with no header.
    pub const LICHESS: Columns = Columns {
        id: 0,
        fen: 1,
        moves: 2,
        rating: 3,
        deviation: Some(4),
        themes: Some(7),
        count: 10,
    };

    /// The columns of the puzzles shipped with tactus.
    pub const SHIPPED: Columns = Columns {
        id: 0,
        fen: 1,
        moves: 2,
        rating: 3,
        deviation: Some(4),
        themes: Some(5),
        count: 6,
    };

    /// The columns a header line names, if `line` is a header (its first
    /// field is `PuzzleId`) naming at least the id, FEN, moves and rating.
    pub fn of_header(line: &str) -> Option<Columns> {
        let names: Vec<&str> = line.trim().split(',').map(str::trim).collect();
        if !names.first()?.eq_ignore_ascii_case("puzzleid") {
            return None;
        }
        let at = |name: &str| names.iter().position(|n| n.eq_ignore_ascii_case(name));
        Some(Columns {
            id: 0,
            fen: at("FEN")?,
            moves: at("Moves")?,
            rating: at("Rating")?,
            deviation: at("RatingDeviation"),
            themes: at("Themes"),
            count: names.len(),
        })
    }

    /// Whether `line` is a header line.
    pub fn is_header(line: &str) -> bool {
        line.trim_start()
            .get(..8)
            .is_some_and(|s| s.eq_ignore_ascii_case("puzzleid"))
    }
}

/// The fields tactus reads of one row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Row<'a> {
    /// The puzzle's id.
    pub id: &'a str,
    /// The FEN before the opponent's move.
    pub fen: &'a str,
    /// The moves in UCI, separated by spaces.
    pub moves: &'a str,
    /// The puzzle's rating.
    pub rating: u16,
    /// Its deviation (75 when the file has none).
    pub deviation: u16,
    /// Its themes, separated by spaces (none when the file has none).
    pub themes: &'a str,
}

/// The deviation of a puzzle whose file gives none: a typical one.
pub const DEFAULT_DEVIATION: u16 = 75;

/// Why a line is no row of puzzle fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowFault {
    /// It has this many fields where the header has `wanted`.
    Fields {
        /// How many it has.
        found: usize,
        /// How many the header has.
        wanted: usize,
    },
    /// Its rating is no number from 0 to 4000.
    Rating(String),
    /// Its id is empty.
    NoId,
}

/// The fields of `line` under `columns`.
pub fn row<'a>(line: &'a str, columns: &Columns) -> Result<Row<'a>, RowFault> {
    let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split(',').collect();
    if fields.len() != columns.count {
        return Err(RowFault::Fields {
            found: fields.len(),
            wanted: columns.count,
        });
    }
    let id = fields[columns.id].trim();
    if id.is_empty() {
        return Err(RowFault::NoId);
    }
    let number = |text: &str| text.trim().parse::<u16>().ok().filter(|n| *n <= 4000);
    let rating = number(fields[columns.rating])
        .ok_or_else(|| RowFault::Rating(fields[columns.rating].trim().to_owned()))?;
    let deviation = columns
        .deviation
        .and_then(|i| number(fields[i]))
        .filter(|d| *d > 0)
        .unwrap_or(DEFAULT_DEVIATION);
    Ok(Row {
        id,
        fen: fields[columns.fen].trim(),
        moves: fields[columns.moves].trim(),
        rating,
        deviation,
        themes: columns.themes.map_or("", |i| fields[i].trim()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DATABASE_HEADER: &str =
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";
    const DATABASE_ROW: &str = "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,\
        f2g3 e6e7 b2b1 b3c1 b1c1 h6c1,1784,77,95,9822,crushing hangingPiece long middlegame,\
        https://lichess.org/787zsVup/black#48,";

    #[test]
    fn the_databases_header_and_order_read_the_same_row() {
        let by_header = Columns::of_header(DATABASE_HEADER).unwrap();
        assert_eq!(by_header, Columns::LICHESS);
        let r = row(DATABASE_ROW, &by_header).unwrap();
        assert_eq!(r.id, "00008");
        assert_eq!(r.moves, "f2g3 e6e7 b2b1 b3c1 b1c1 h6c1");
        assert_eq!((r.rating, r.deviation), (1784, 77));
        assert_eq!(r.themes, "crushing hangingPiece long middlegame");
        assert!(Columns::is_header(DATABASE_HEADER));
        assert!(!Columns::is_header(DATABASE_ROW));
    }

    #[test]
    fn a_compact_header_finds_its_columns() {
        let c = Columns::of_header("PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes").unwrap();
        assert_eq!(c, Columns::SHIPPED);
        let c = Columns::of_header("PuzzleId,Rating,FEN,Moves").unwrap();
        let r = row("x1,1500,8/8/8/8/8/8/8/K1k5 w - - 0 1,a1a2 c1c2", &c).unwrap();
        assert_eq!(
            (r.rating, r.deviation, r.themes),
            (1500, DEFAULT_DEVIATION, "")
        );
        assert_eq!(Columns::of_header("PuzzleId,FEN,Rating"), None);
        assert_eq!(Columns::of_header("Id,FEN,Moves,Rating"), None);
    }

    #[test]
    fn a_row_that_cannot_be_read_says_why() {
        let c = Columns::SHIPPED;
        assert_eq!(
            row("a,b,c", &c),
            Err(RowFault::Fields {
                found: 3,
                wanted: 6
            })
        );
        assert_eq!(
            row("x,fen,e2e4 e7e5,high,75,fork", &c),
            Err(RowFault::Rating("high".into()))
        );
        assert_eq!(row(",fen,e2e4,1500,75,fork", &c), Err(RowFault::NoId));
    }
}
