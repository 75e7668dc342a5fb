//! Typed or spoken words into a move (to be written).
