//! A recorded game introduced in one short utterance before its moves:
//! the event and round, the players as people say their names, with their
//! ratings, and the date in words. "World Championship 2023, round 1. Ian
//! Nepomniachtchi, 2795, against Ding Liren, 2788. 9 April 2023."

use super::Phrases;
use crate::rules::scoresheet::Header;

/// A tag's value when it says something: not empty, not `?` (unknown)
/// nor `-` (not applicable).
fn known(value: &str) -> Option<&str> {
    let value = value.trim();
    (!value.is_empty() && value != "?" && value != "-").then_some(value)
}

/// The syllables of Hanyu Pinyin without tones, as Chinese names are
/// written in Latin letters (`lv`, `lyu`, `nv`: ways of writing ü).
const PINYIN: &str = "a ai an ang ao \
    ba bai ban bang bao bei ben beng bi bian biao bie bin bing bo bu \
    ca cai can cang cao ce cen ceng cha chai chan chang chao che chen cheng chi chong chou chu \
    chua chuai chuan chuang chui chun chuo ci cong cou cu cuan cui cun cuo \
    da dai dan dang dao de dei den deng di dian diao die ding diu dong dou du duan dui dun duo \
    e ei en eng er fa fan fang fei fen feng fo fou fu \
    ga gai gan gang gao ge gei gen geng gong gou gu gua guai guan guang gui gun guo \
    ha hai han hang hao he hei hen heng hong hou hu hua huai huan huang hui hun huo \
    ji jia jian jiang jiao jie jin jing jiong jiu ju juan jue jun \
    ka kai kan kang kao ke kei ken keng kong kou ku kua kuai kuan kuang kui kun kuo \
    la lai lan lang lao le lei leng li lia lian liang liao lie lin ling liu long lou lu luan \
    lun luo lv lve lyu \
    ma mai man mang mao me mei men meng mi mian miao mie min ming miu mo mou mu \
    na nai nan nang nao ne nei nen neng ni nian niang niao nie nin ning niu nong nou nu nuan \
    nuo nv nve nyu o ou \
    pa pai pan pang pao pei pen peng pi pian piao pie pin ping po pou pu \
    qi qia qian qiang qiao qie qin qing qiong qiu qu quan que qun \
    ran rang rao re ren reng ri rong rou ru rua ruan rui run ruo \
    sa sai san sang sao se sen seng sha shai shan shang shao she shei shen sheng shi shou shu \
    shua shuai shuan shuang shui shun shuo si song sou su suan sui sun suo \
    ta tai tan tang tao te teng ti tian tiao tie ting tong tou tu tuan tui tun tuo \
    wa wai wan wang wei wen weng wo wu xi xia xian xiang xiao xie xin xing xiong xiu xu xuan \
    xue xun ya yan yang yao ye yi yin ying yo yong you yu yuan yue yun \
    za zai zan zang zao ze zei zen zeng zha zhai zhan zhang zhao zhe zhei zhen zheng zhi zhong \
    zhou zhu zhua zhuai zhuan zhuang zhui zhun zhuo zi zong zou zu zuan zui zun zuo";

/// Whether `word` is written as `1..=most` Pinyin syllables (any case,
/// hyphens between them allowed): "Ding" (1), "Liren" (2), "Yi-fan" (2).
fn pinyin(word: &str, most: usize) -> bool {
    fn split(rest: &str, most: usize) -> bool {
        if rest.is_empty() {
            return true;
        }
        most > 0
            && PINYIN.split(' ').any(|syllable| {
                !syllable.is_empty()
                    && rest
                        .strip_prefix(syllable)
                        .is_some_and(|after| split(after, most - 1))
            })
    }
    let word = word.to_lowercase().replace('-', "");
    !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase()) && split(&word, most)
}

/// A player's name as people say it. PGN writes "Surname, Forename":
/// "Nepomniachtchi, Ian" is said "Ian Nepomniachtchi"; a Chinese name
/// keeps its family name first, "Ding, Liren" is said "Ding Liren"; a name
/// without a comma ("Ada"), or with figures in it as engines' names have
/// ("Stockfish 16", "Komodo, 14.1"), is said as written.
fn person(name: &str) -> String {
    let Some((surname, forename)) = name.split_once(',') else {
        return name.to_owned();
    };
    let (surname, forename) = (surname.trim(), forename.trim());
    if name.chars().any(|c| c.is_ascii_digit()) || forename.contains(',') || surname.is_empty() {
        return name.to_owned();
    }
    if forename.is_empty() {
        surname.to_owned()
    } else if pinyin(surname, 1) && pinyin(forename, 2) {
        format!("{surname} {forename}")
    } else {
        format!("{forename} {surname}")
    }
}

/// A rating tag's value when it is a rating: figures only, not 0 (which
/// some files write for "unrated").
fn rating(value: Option<&str>) -> Option<u32> {
    let value = value?.trim();
    if value.is_empty() || !value.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    value.parse().ok().filter(|&elo| elo > 0)
}

impl Phrases {
    /// What is said of a recorded game before its moves, in one short
    /// utterance: "World Championship 2023, round 1. Ian Nepomniachtchi,
    /// 2795, against Ding Liren, 2788. 9 April 2023." Unknown parts are
    /// left out; `None` when nothing is known.
    pub fn game_intro(&self, header: &Header) -> Option<String> {
        let event = known(&header.event);
        let round = known(&header.round);
        let mut sentences = Vec::new();
        match (event, round) {
            (Some(event), Some(round)) => sentences.push(self.say(
                "game-intro-event-round",
                vec![("event", event.into()), ("round", round.into())],
            )),
            (Some(event), None) => {
                sentences.push(self.say("game-intro-event", vec![("event", event.into())]))
            }
            (None, Some(round)) => {
                sentences.push(self.say("game-intro-round", vec![("round", round.into())]))
            }
            (None, None) => {}
        }
        // A player's name as said, and whether a rating follows it.
        let player = |name: &str, elo: &str| {
            let name = person(known(name)?);
            Some(match rating(header.tag(elo)) {
                Some(elo) => {
                    let args = vec![("name", name.into()), ("elo", elo.into())];
                    (self.say("game-intro-rated", args), true)
                }
                None => (name, false),
            })
        };
        match (
            player(&header.white, "WhiteElo"),
            player(&header.black, "BlackElo"),
        ) {
            (Some((white, rated)), Some((black, _))) => sentences.push(self.say(
                "game-intro-players",
                vec![
                    ("white", white.into()),
                    ("rated", if rated { "yes" } else { "no" }.into()),
                    ("black", black.into()),
                ],
            )),
            (Some((white, _)), None) => {
                sentences.push(self.say("game-intro-white", vec![("white", white.into())]))
            }
            (None, Some((black, _))) => {
                sentences.push(self.say("game-intro-black", vec![("black", black.into())]))
            }
            (None, None) => {}
        }
        if let Some(date) = self.intro_date(&header.date, event) {
            sentences.push(date);
        }
        (!sentences.is_empty()).then(|| sentences.join(" "))
    }

    /// A PGN date in words as far as it is known: "9 April 2023.", "April
    /// 2023.", "2023." (a year alone is not said when the `event`'s name
    /// says it already).
    fn intro_date(&self, tag: &str, event: Option<&str>) -> Option<String> {
        let mut parts = tag.trim().split('.').map(|p| p.parse::<u32>().ok());
        let year = parts.next().flatten().filter(|y| (1..=9999).contains(y))?;
        let month = parts.next().flatten().filter(|m| (1..=12).contains(m));
        let day = parts.next().flatten().filter(|d| (1..=31).contains(d));
        Some(match (month, day) {
            (Some(month), Some(day)) => self.say(
                "game-intro-date",
                vec![
                    ("year", year.into()),
                    ("month", month.into()),
                    ("day", day.into()),
                ],
            ),
            (Some(month), None) => self.say(
                "game-intro-month",
                vec![("year", year.into()), ("month", month.into())],
            ),
            _ if event.is_some_and(|e| e.contains(&year.to_string())) => return None,
            _ => self.say("game-intro-year", vec![("year", year.into())]),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};

    fn header(tags: &[(&str, &str)]) -> Header {
        let mut header = Header::default();
        for &(name, value) in tags {
            let value = value.to_owned();
            match name {
                "Event" => header.event = value,
                "Round" => header.round = value,
                "Date" => header.date = value,
                "White" => header.white = value,
                "Black" => header.black = value,
                _ => header.others.push((name.to_owned(), value)),
            }
        }
        header
    }

    fn intro(lang: Lang, tags: &[(&str, &str)]) -> Option<String> {
        Phrases::new(Style::Spoken, lang, false).game_intro(&header(tags))
    }

    const MATCH: &[(&str, &str)] = &[
        ("Event", "World Championship 2023"),
        ("Site", "Astana KAZ"),
        ("Date", "2023.04.09"),
        ("Round", "1"),
        ("White", "Nepomniachtchi, Ian"),
        ("Black", "Ding, Liren"),
        ("WhiteElo", "2795"),
        ("BlackElo", "2788"),
    ];

    #[test]
    fn a_match_game_in_three_languages() {
        assert_eq!(
            intro(Lang::En, MATCH).unwrap(),
            "World Championship 2023, round 1. Ian Nepomniachtchi, 2795, against \
             Ding Liren, 2788. 9 April 2023."
        );
        assert_eq!(
            intro(Lang::De, MATCH).unwrap(),
            "World Championship 2023, Runde 1. Ian Nepomniachtchi, 2795, gegen \
             Ding Liren, 2788. 9. April 2023."
        );
        assert_eq!(
            intro(Lang::Es, MATCH).unwrap(),
            "World Championship 2023, ronda 1. Ian Nepomniachtchi, 2795, contra \
             Ding Liren, 2788. 9 de abril de 2023."
        );
    }

    #[test]
    fn names_are_said_as_people_say_them() {
        assert_eq!(person("Nepomniachtchi, Ian"), "Ian Nepomniachtchi");
        assert_eq!(person("Carlsen,Magnus"), "Magnus Carlsen");
        assert_eq!(person("Carlsen, M."), "M. Carlsen");
        assert_eq!(person("Ding, Liren"), "Ding Liren");
        assert_eq!(person("Hou, Yi-fan"), "Hou Yi-fan");
        assert_eq!(person("Ju, Wenjun"), "Ju Wenjun");
        // Family names of Chinese origin with a forename that is not Pinyin.
        assert_eq!(person("Liang, Awonder"), "Awonder Liang");
        assert_eq!(person("Xiong, Jeffery"), "Jeffery Xiong");
        assert_eq!(person("So, Wesley"), "Wesley So");
        assert_eq!(person("Ada"), "Ada");
        assert_eq!(person("Ding Liren"), "Ding Liren");
        assert_eq!(person("Carlsen,"), "Carlsen");
        assert_eq!(person("Stockfish 16"), "Stockfish 16");
        assert_eq!(person("Komodo, 14.1"), "Komodo, 14.1");
        assert_eq!(person("Smith, John, Jr."), "Smith, John, Jr.");
    }

    #[test]
    fn unknown_parts_are_left_out() {
        assert_eq!(intro(Lang::En, &[]), None);
        assert_eq!(
            intro(
                Lang::En,
                &[("Event", "?"), ("Round", "-"), ("Date", "????.??.??")]
            ),
            None
        );
        assert_eq!(
            intro(Lang::En, &[("White", "Ada"), ("Black", "?")]).unwrap(),
            "White: Ada."
        );
        assert_eq!(
            intro(Lang::De, &[("Black", "Bruno"), ("BlackElo", "1650")]).unwrap(),
            "Schwarz: Bruno, 1650."
        );
        assert_eq!(
            intro(Lang::Es, &[("Event", "Club"), ("Round", "?")]).unwrap(),
            "Club."
        );
        assert_eq!(intro(Lang::En, &[("Round", "3")]).unwrap(), "Round 3.");
        // A rating without a name is not said.
        assert_eq!(intro(Lang::En, &[("WhiteElo", "2700")]), None);
    }

    #[test]
    fn bad_ratings_are_left_out() {
        for elo in [
            "",
            "?",
            "-",
            "0",
            "abc",
            "2795.5",
            "-2795",
            "2 795",
            "99999999999",
        ] {
            let tags = [("White", "Ada"), ("Black", "Bruno"), ("WhiteElo", elo)];
            assert_eq!(
                intro(Lang::En, &tags).unwrap(),
                "Ada against Bruno.",
                "{elo:?}"
            );
        }
        let tags = [("White", "Ada"), ("Black", "Bruno"), ("BlackElo", " 1800 ")];
        assert_eq!(intro(Lang::En, &tags).unwrap(), "Ada against Bruno, 1800.");
        let tags = [("White", "Ada"), ("Black", "Bruno"), ("WhiteElo", "1800")];
        assert_eq!(intro(Lang::Es, &tags).unwrap(), "Ada, 1800, contra Bruno.");
    }

    #[test]
    fn partial_dates_say_what_is_known() {
        let said = |lang, date| intro(lang, &[("Date", date)]);
        assert_eq!(said(Lang::En, "2023.04.??").unwrap(), "April 2023.");
        assert_eq!(said(Lang::De, "2023.04.??").unwrap(), "April 2023.");
        assert_eq!(said(Lang::Es, "2023.04.??").unwrap(), "Abril de 2023.");
        assert_eq!(said(Lang::En, "2023.??.??").unwrap(), "2023.");
        assert_eq!(said(Lang::De, "1858.10.31").unwrap(), "31. Oktober 1858.");
        assert_eq!(
            said(Lang::Es, "1858.12.01").unwrap(),
            "1 de diciembre de 1858."
        );
        // A month or day out of range counts as unknown.
        assert_eq!(said(Lang::En, "2023.13.40").unwrap(), "2023.");
        assert_eq!(said(Lang::En, "????.??.??"), None);
        assert_eq!(said(Lang::En, "?"), None);
        assert_eq!(said(Lang::En, "yesterday"), None);
        // The year alone is not said again after an event that names it.
        let tags = [("Event", "Hastings 1895"), ("Date", "1895.??.??")];
        assert_eq!(intro(Lang::En, &tags).unwrap(), "Hastings 1895.");
    }
}
