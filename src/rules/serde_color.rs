//! Serde for [`shakmaty::Color`], which has none of its own: `"white"` or `"black"`.
//!
//! Use as `#[serde(with = "crate::rules::serde_color")]` on a `Color` field.

use serde::{Deserialize, Deserializer, Serializer, de::Error};
use shakmaty::Color;

/// Writes the colour as `"white"` or `"black"`.
pub fn serialize<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(color.fold_wb("white", "black"))
}

/// Reads `"white"` or `"black"`; anything else is an error naming the value.
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
    let name = String::deserialize(deserializer)?;
    name.parse::<Color>()
        .map_err(|_| D::Error::custom(format!("\"{name}\" is not a colour (white or black)")))
}
