//! The typed lines of the line interfaces (`tactus tty`, `tactus clock`):
//! standard input read on a thread of its own, line by line, and Ctrl+C
//! taken as the end of the input, so that both leave the same way (the
//! game saved, and said so).

use std::io::BufRead;
use std::sync::mpsc::Sender;

/// What the reader hands over.
pub enum Input {
    /// A line, without its end.
    Line(String),
    /// The input ended (Ctrl+D, a closed pipe), or Ctrl+C was pressed.
    End,
}

/// Starts reading standard input into `tx`, each [`Input`] made the front
/// end's own message by `wrap`, and takes Ctrl+C as the end of the input.
/// An error when no thread could be made to read.
pub fn start<M: Send + 'static>(tx: Sender<M>, wrap: fn(Input) -> M) -> std::io::Result<()> {
    let interrupted = std::sync::Mutex::new(tx.clone());
    let _ = ctrlc::set_handler(move || {
        if let Ok(tx) = interrupted.lock() {
            let _ = tx.send(wrap(Input::End));
        }
    });
    std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || read(&tx, wrap))
        .map(|_| ())
}

/// Sends each line of standard input, then the end.
fn read<M>(tx: &Sender<M>, wrap: fn(Input) -> M) {
    let stdin = std::io::stdin();
    let mut lock = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match lock.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes);
                let line = line.trim_end_matches(['\n', '\r']).to_owned();
                if tx.send(wrap(Input::Line(line))).is_err() {
                    return;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = tx.send(wrap(Input::End));
}
