//! What wakes the window's event loop besides the window itself.

/// What wakes the event loop besides the window: the engine, or the
/// screen reader's adapter.
#[derive(Debug)]
pub enum Wake {
    /// The engine has something to say.
    Engine,
    /// The accessibility adapter asks for the tree or an action.
    Access(accesskit_winit::Event),
}

impl From<accesskit_winit::Event> for Wake {
    fn from(event: accesskit_winit::Event) -> Wake {
        Wake::Access(event)
    }
}
