//! Salt for the arbiter's code ([`crate::rules::tournament::ArbiterCode`]),
//! from the operating system's random source.

/// Why no salt could be had.
#[derive(Debug, thiserror::Error)]
#[error("the operating system gave no random bytes: {0}")]
pub struct NoSalt(pub String);

/// Sixteen random bytes from the operating system.
pub fn fresh_salt() -> Result<[u8; 16], NoSalt> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| NoSalt(e.to_string()))?;
    Ok(salt)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_salts_differ() {
        assert_ne!(fresh_salt().unwrap(), fresh_salt().unwrap());
    }
}
