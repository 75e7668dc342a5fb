//! Named time controls, as a DGT clock offers them: a player says
//! `tactus clock blitz` rather than `3+2`.
//!
//! Every preset is written in the player form and read by the same parser
//! as a control typed by hand, so a preset cannot hold a control the clock
//! would refuse. [`control_or_preset`] reads either.

use super::{TimeControl, TimeControlError};

/// One named time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The name a player types, lower case: `blitz`, `rapid-25`.
    pub name: &'static str,
    /// The control in the player form: `3+2`.
    pub control: &'static str,
}

impl Preset {
    /// The time control of this preset.
    pub fn time_control(&self) -> TimeControl {
        // Every preset is checked by the tests below.
        self.control
            .parse()
            .unwrap_or_else(|_| TimeControl::fide_classical())
    }
}

/// The presets, fastest first.
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "bullet",
        control: "1+0",
    },
    Preset {
        name: "bullet-2",
        control: "2+1",
    },
    Preset {
        name: "blitz",
        control: "3+2",
    },
    Preset {
        name: "blitz-3",
        control: "3+0",
    },
    Preset {
        name: "blitz-5",
        control: "5+0",
    },
    Preset {
        name: "blitz-5+3",
        control: "5+3",
    },
    Preset {
        name: "rapid",
        control: "15+10",
    },
    Preset {
        name: "rapid-10",
        control: "10+5",
    },
    Preset {
        name: "rapid-25",
        control: "25+10",
    },
    Preset {
        name: "rapid-delay",
        control: "G/25 d5",
    },
    Preset {
        name: "classical",
        control: "40/90,30+30",
    },
    Preset {
        name: "classical-90",
        control: "90+30",
    },
    Preset {
        name: "classical-120",
        control: "40/120,20/60,30",
    },
    Preset {
        name: "us-delay",
        control: "G/60 d5",
    },
    Preset {
        name: "us-classical",
        control: "40/120,SD/60 d5",
    },
    Preset {
        name: "bronstein",
        control: "G/60 b5",
    },
];

/// The preset named `name` (case and spaces around it forgiven).
pub fn preset(name: &str) -> Option<&'static Preset> {
    let name = name.trim().to_ascii_lowercase();
    PRESETS.iter().find(|p| p.name == name)
}

/// A preset's name or a control in the player form: `"blitz"`, `"3+2"`,
/// `"G/60 d5"`. An error names what was wrong with the control when the
/// text is no preset.
pub fn control_or_preset(text: &str) -> Result<TimeControl, TimeControlError> {
    match preset(text) {
        Some(p) => Ok(p.time_control()),
        None => text.parse(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_reads_and_has_a_name_of_its_own() {
        for (i, p) in PRESETS.iter().enumerate() {
            let control: TimeControl = p
                .control
                .parse()
                .unwrap_or_else(|e| panic!("{}: {e}", p.name));
            assert_eq!(p.time_control(), control);
            assert!(PRESETS[..i].iter().all(|q| q.name != p.name), "{}", p.name);
            assert_eq!(p.name, p.name.to_ascii_lowercase());
        }
    }

    #[test]
    fn a_preset_or_a_written_control() {
        assert_eq!(control_or_preset(" Blitz ").unwrap().to_string(), "3+2");
        assert_eq!(
            control_or_preset("classical").unwrap(),
            TimeControl::fide_classical()
        );
        assert_eq!(
            control_or_preset("us-delay").unwrap().to_string(),
            "G/60 d5"
        );
        assert_eq!(control_or_preset("25+10").unwrap().to_string(), "25+10");
        assert_eq!(
            control_or_preset("lightning").unwrap_err().to_string(),
            r#"bad time "lightning" in period 1 of "lightning""#
        );
    }
}
