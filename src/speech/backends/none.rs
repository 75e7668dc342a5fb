//! The silent backend.

use super::{Backend, BackendError, BackendKind};

/// Says nothing and is never speaking, so the queue passes every utterance
/// through at once (to the transcript, if there is one).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoneBackend;

impl Backend for NoneBackend {
    fn speak(&mut self, _text: &str, _interrupt: bool) -> Result<(), BackendError> {
        Ok(())
    }
    fn stop(&mut self) -> Result<(), BackendError> {
        Ok(())
    }
    fn is_speaking(&self) -> bool {
        false
    }
    fn kind(&self) -> BackendKind {
        BackendKind::None
    }
}
