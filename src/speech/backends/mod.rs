//! Speech backends (to be written).
