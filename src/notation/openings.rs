//! The names of the openings in the interface language: the family
//! translated (`Sicilian Defense` → `Sizilianische Verteidigung`,
//! `Defensa siciliana`), the variation as the Lichess opening names write
//! it (in English). The families are in `locales/*/openings.ftl`.

use super::{Lang, fluent};

/// `name` (`Family: Variation, Subvariation`, in English) in `lang`: its
/// family translated where `openings.ftl` has it, the rest as it is.
///
/// ```
/// use tactus::notation::{Lang, openings::opening_name};
///
/// let najdorf = "Sicilian Defense: Najdorf Variation";
/// assert_eq!(opening_name(najdorf, Lang::En), najdorf);
/// assert_eq!(opening_name(najdorf, Lang::De), "Sizilianische Verteidigung: Najdorf Variation");
/// assert_eq!(opening_name("Ruy Lopez", Lang::Es), "Apertura española");
/// assert_eq!(opening_name("Grünfeld Defense", Lang::De), "Grünfeld-Verteidigung");
/// assert_eq!(opening_name("Bongcloud Attack", Lang::De), "Bongcloud Attack");
/// ```
pub fn opening_name(name: &str, lang: Lang) -> String {
    let (family, variation) = match name.split_once(':') {
        Some((family, variation)) => (family.trim(), Some(variation.trim())),
        None => (name.trim(), None),
    };
    let bundle = fluent::bundle(lang);
    let id = family_id(family);
    let family = if bundle.has_message(&id) {
        fluent::format(bundle, &id, &[])
    } else {
        family.to_owned()
    };
    match variation {
        Some(variation) => format!("{family}: {variation}"),
        None => family,
    }
}

/// The message id of a family: `opening-` and its words in small letters
/// without accents or apostrophes, joined by `-` (`Petrov's Defense` →
/// `opening-petrovs-defense`).
fn family_id(family: &str) -> String {
    let mut id = String::from("opening-");
    let mut dash = false;
    for c in family.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ñ' => 'n',
            '\'' | '’' => continue,
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            if dash && !id.ends_with('-') {
                id.push('-');
            }
            dash = false;
            id.push(c);
        } else {
            dash = true;
        }
    }
    id
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_the_files_ids() {
        assert_eq!(family_id("Petrov's Defense"), "opening-petrovs-defense");
        assert_eq!(family_id("Réti Opening"), "opening-reti-opening");
        assert_eq!(family_id("St. George Defense"), "opening-st-george-defense");
        assert_eq!(
            family_id("Neo-Grünfeld Defense"),
            "opening-neo-grunfeld-defense"
        );
    }

    #[test]
    fn every_language_names_the_same_families_and_german_and_spanish_translate_them() {
        // The families: the lines before the file's first heading.
        let families = |source: &'static str| {
            source
                .lines()
                .take_while(|l| !l.starts_with("##"))
                .filter(|l| l.contains(" = "))
        };
        let ids = |source: &'static str| -> Vec<String> {
            families(source)
                .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.to_owned()))
                .collect()
        };
        let [en, de, es] = [
            include_str!("../../locales/en/openings.ftl"),
            include_str!("../../locales/de/openings.ftl"),
            include_str!("../../locales/es/openings.ftl"),
        ];
        assert!(ids(en).len() >= 40, "{}", ids(en).len());
        assert_eq!(ids(en), ids(de));
        assert_eq!(ids(en), ids(es));
        for line in families(en) {
            let (id, family) = line.split_once(" = ").unwrap();
            assert_eq!(family_id(family), id, "{line}");
            for lang in [Lang::De, Lang::Es] {
                assert_ne!(opening_name(family, lang), family, "{lang:?} {family}");
            }
        }
    }
}
