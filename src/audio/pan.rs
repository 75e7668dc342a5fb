//! Where the sound is heard: both sides, or one side only (the blind
//! player's, so that the opponent across the table is not disturbed), as
//! far as the device has two channels. Pure sample math.

use std::fmt;
use std::str::FromStr;

/// The side the sound is heard on.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pan {
    /// Both sides alike (the earcon's own stereo position).
    #[default]
    Centre,
    /// The left side only.
    Left,
    /// The right side only.
    Right,
}

/// A pan that is none of `left`, `right`, `centre`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is no side: say left, right or centre")]
pub struct UnknownPan(pub String);

impl FromStr for Pan {
    type Err = UnknownPan;

    fn from_str(s: &str) -> Result<Pan, UnknownPan> {
        match s.trim().to_lowercase().as_str() {
            "left" => Ok(Pan::Left),
            "right" => Ok(Pan::Right),
            "centre" | "center" => Ok(Pan::Centre),
            _ => Err(UnknownPan(s.to_owned())),
        }
    }
}

impl fmt::Display for Pan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Pan::Centre => "centre",
            Pan::Left => "left",
            Pan::Right => "right",
        })
    }
}

impl Pan {
    /// `frames` moved to this side: both channels summed at equal power
    /// into the one side (the other silent); unchanged for the centre.
    pub fn apply(self, frames: Vec<[f32; 2]>) -> Vec<[f32; 2]> {
        let side = match self {
            Pan::Centre => return frames,
            Pan::Left => 0,
            Pan::Right => 1,
        };
        frames
            .into_iter()
            .map(|[l, r]| {
                let v = ((l + r) * std::f32::consts::FRAC_1_SQRT_2).clamp(-1.0, 1.0);
                let mut out = [0.0; 2];
                out[side] = v;
                out
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audio::{Earcon, render};

    fn energy(frames: &[[f32; 2]], channel: usize) -> f64 {
        frames.iter().map(|f| f64::from(f[channel]).powi(2)).sum()
    }

    #[test]
    fn a_side_gets_all_of_the_sound_at_the_same_power() {
        let centred = render(Earcon::Check, 48_000);
        let total = energy(&centred, 0) + energy(&centred, 1);
        let left = Pan::Left.apply(centred.clone());
        assert_eq!(energy(&left, 1), 0.0);
        assert!((energy(&left, 0) - total).abs() < total * 1e-3);
        let right = Pan::Right.apply(centred.clone());
        assert_eq!(energy(&right, 0), 0.0);
        assert!(energy(&right, 1) > 0.0);
        assert_eq!(Pan::Centre.apply(centred.clone()), centred);
    }

    #[test]
    fn pans_are_read_as_players_write_them() {
        assert_eq!("Left".parse(), Ok(Pan::Left));
        assert_eq!("right".parse(), Ok(Pan::Right));
        assert_eq!("center".parse(), Ok(Pan::Centre));
        assert_eq!("centre".parse(), Ok(Pan::Centre));
        assert_eq!(
            "up".parse::<Pan>().unwrap_err().to_string(),
            "\"up\" is no side: say left, right or centre"
        );
    }
}
