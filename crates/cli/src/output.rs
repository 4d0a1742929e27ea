//! The commands' standard output. A reader that goes away before the end (`reynard
//! variants | head -3`) ends the program quietly with success, as it ends any Unix tool,
//! instead of a panic in `println!`; any other failure to write (a full disk under a
//! redirection) is said on standard error and ends the program with status 1.
//!
//! Every command prints through [`out!`] and [`outln!`] (the crate's lints warn on
//! `print!`/`println!` anywhere else).

use std::io::{self, Write};

/// Writes `args` to standard output; ends the program when it cannot (see the module).
pub fn write(args: std::fmt::Arguments<'_>) {
    let mut stdout = io::stdout().lock();
    if let Err(error) = stdout.write_fmt(args) {
        ended(&error);
    }
}

/// Ends the program after a failed write to standard output: quietly and with success when
/// the reader went away, else with the error said and status 1.
pub fn ended(error: &io::Error) -> ! {
    if error.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("error: writing the output: {error}");
    std::process::exit(1);
}

/// `print!` for the commands: see the module.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::write(format_args!($($arg)*))
    };
}

/// `println!` for the commands: see the module.
macro_rules! outln {
    () => {
        $crate::output::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::output::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}
