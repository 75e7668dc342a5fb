//! Earcons: short synthesized sounds ([`earcon`], pure sample math) and the
//! cpal output stream that plays them ([`output`]).

pub mod earcon;
pub mod output;
