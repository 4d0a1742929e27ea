//! [`Hand`]: a thread of a batch's own, which takes one errand at a time (a piece of the
//! games and what to do with them), does it and hands it back.
//!
//! A batch is stepped over and over, a step every few hundred microseconds; a thread pool
//! puts its threads to sleep between steps and wakes them at the next, and on a shared
//! machine of two cores those switches through the kernel took a sixth of a step, while
//! the games moved between the cores' caches. A hand keeps its piece of the games (the same
//! games every step, so they stay in its core's caches) and, between errands, waits for the
//! next by polling for a while before it sleeps ([`SPIN`]): a training loop that steps the
//! batch again within that time finds it awake.

use std::io;
use std::sync::mpsc::{self, Receiver, RecvError, Sender, TryRecvError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How long a hand, or the thread waiting for it, polls before it sleeps: longer than a
/// Python loop takes between two steps, short enough that an idle batch leaves the cores
/// to others almost at once.
const SPIN: Duration = Duration::from_micros(200);

/// Polls between two readings of the clock while spinning.
const POLLS_PER_CLOCK: u32 = 64;

/// A thread that does errands of type `T` with the work it was started with.
pub(super) struct Hand<T> {
    /// Where errands go; `None` only while the hand is dropped.
    errands: Option<Sender<T>>,
    /// Where they come back.
    done: Receiver<T>,
    /// `None` once joined.
    thread: Option<JoinHandle<()>>,
    /// The process that started the thread: a child forked from it has no such thread.
    process: u32,
}

impl<T: Send + 'static> Hand<T> {
    /// A thread named `name` that does `work` on every errand handed to it.
    ///
    /// # Errors
    ///
    /// When the system cannot start a thread.
    pub(super) fn spawn(name: String, mut work: impl FnMut(&mut T) + Send + 'static) -> io::Result<Hand<T>> {
        let (errands, inbox) = mpsc::channel::<T>();
        let (outbox, done) = mpsc::channel::<T>();
        let thread = thread::Builder::new().name(name).spawn(move || {
            // Ends when the hand is dropped (its sender with it).
            while let Ok(mut errand) = receive(&inbox) {
                work(&mut errand);
                if outbox.send(errand).is_err() {
                    break;
                }
            }
        })?;
        Ok(Hand { errands: Some(errands), done, thread: Some(thread), process: std::process::id() })
    }

    /// Hands `errand` over; gives it back, to be done elsewhere, when the thread is gone:
    /// its work panicked on an earlier errand, or this is a child process forked from the
    /// one that started it (a fork copies only the thread that calls it).
    pub(super) fn hand(&self, errand: T) -> Result<(), T> {
        match &self.errands {
            Some(errands) if self.process == std::process::id() => {
                errands.send(errand).map_err(|unsent| unsent.0)
            }
            _ => Err(errand),
        }
    }

    /// Waits for the errand handed over last, and takes it back.
    ///
    /// # Panics
    ///
    /// With the work's own panic, when the work panicked on it (a bug, passed on as a
    /// thread pool passes on its workers' panics).
    pub(super) fn take_back(&mut self) -> T {
        match receive(&self.done) {
            Ok(errand) => errand,
            Err(RecvError) => {
                // The thread keeps its end of `done` until it returns, and returns only
                // when `errands` is dropped (not before `self` is) or when its work
                // panics: so it panicked, and joining it gives that panic.
                match self.thread.take().map(JoinHandle::join) {
                    Some(Err(panic)) => std::panic::resume_unwind(panic),
                    _ => unreachable!("a batch's hand ended without handing back its games"),
                }
            }
        }
    }
}

impl<T> Drop for Hand<T> {
    fn drop(&mut self) {
        // Without a sender the thread's wait ends, and so does the thread.
        self.errands = None;
        match self.thread.take() {
            // A panic in its work was passed on by `take_back` already, or is of no use
            // now.
            Some(thread) if self.process == std::process::id() => drop(thread.join()),
            // In a forked child the thread does not exist: waiting for it would never end.
            Some(thread) => std::mem::forget(thread),
            None => {}
        }
    }
}

/// The next message on `from`, polling for [`SPIN`] before sleeping until it comes;
/// `RecvError` when no sender is left.
fn receive<T>(from: &Receiver<T>) -> Result<T, RecvError> {
    let since = Instant::now();
    loop {
        for _ in 0..POLLS_PER_CLOCK {
            match from.try_recv() {
                Ok(message) => return Ok(message),
                Err(TryRecvError::Disconnected) => return Err(RecvError),
                Err(TryRecvError::Empty) => std::hint::spin_loop(),
            }
        }
        if since.elapsed() >= SPIN {
            return from.recv();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Hand;
    use std::time::Duration;

    /// Errands come back done, in turn, whether the hand was awake or asleep.
    #[test]
    fn errands_come_back_done() {
        let mut hand = Hand::spawn("test-hand".into(), |n: &mut u64| *n = *n * 3 + 1).expect("a thread");
        for n in 0..100u64 {
            hand.hand(n).expect("the hand is alive");
            if n % 10 == 0 {
                // Long enough for the hand to fall asleep.
                std::thread::sleep(Duration::from_millis(2));
            }
            assert_eq!(hand.take_back(), n * 3 + 1);
        }
    }

    /// A panic in the work reaches the thread that waits for the errand, and the hand
    /// refuses further errands (giving them back) rather than losing them.
    #[test]
    fn a_panic_in_the_work_is_passed_on() {
        let mut hand =
            Hand::spawn("test-hand".into(), |n: &mut u64| assert!(*n < 5, "errand {n}")).expect("a thread");
        hand.hand(7).expect("the hand is alive");
        let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| hand.take_back()))
            .expect_err("the work panicked");
        assert_eq!(panic.downcast_ref::<String>().map(String::as_str), Some("errand 7"));
        assert_eq!(hand.hand(1), Err(1));
    }
}
