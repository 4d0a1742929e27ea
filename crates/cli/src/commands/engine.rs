//! `reynard engine`: the engine protocol on standard input and output.

use crate::protocol::session::{Output, Session};
use anyhow::{Context, Result};
use std::io::BufRead;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

/// Runs the protocol until `quit` or the end of input.
pub fn run() -> Result<ExitCode> {
    let out: Output = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    let mut session = Session::new(out);
    let stdin = std::io::stdin();
    let mut line = Vec::new();
    let mut input = stdin.lock();
    loop {
        line.clear();
        // Lines are read as bytes: a line that is not UTF-8 is garbage, not a fatal error.
        if input.read_until(b'\n', &mut line).context("reading the protocol")? == 0 {
            break;
        }
        if !session.handle(&String::from_utf8_lossy(&line)) {
            break;
        }
    }
    session.stop();
    Ok(ExitCode::SUCCESS)
}
