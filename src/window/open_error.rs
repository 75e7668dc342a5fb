//! Why a window (the board's or the clock's) could not be opened: the
//! display refused the window, or its pixels could not be had.

/// Why a window could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The display would not make the window.
    #[error("{0}")]
    Window(#[from] winit::error::OsError),
    /// The window's pixel buffer could not be made.
    #[error("{0}")]
    Surface(#[from] softbuffer::SoftBufferError),
}
