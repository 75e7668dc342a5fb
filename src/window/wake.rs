//! What wakes the window's event loop besides the window itself.

/// What wakes the event loop besides the window: the engine, the screen
/// reader's adapter, or the microphone.
#[derive(Debug)]
pub enum Wake {
    /// The engine has something to say.
    Engine,
    /// The accessibility adapter asks for the tree or an action.
    Access(accesskit_winit::Event),
    /// The microphone heard something (`--listen`): a phrase's start or
    /// end, what it was heard as, or a fault.
    Heard(crate::hearing::Hearing),
}

impl From<accesskit_winit::Event> for Wake {
    fn from(event: accesskit_winit::Event) -> Wake {
        Wake::Access(event)
    }
}
