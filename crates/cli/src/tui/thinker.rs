//! Thinking off the screen's thread: a job runs on its own thread and the screen polls for
//! its answer, so drawing and keys go on while the computer thinks. A job started before
//! an undo or a new game is forgotten: its answer carries an old generation and is dropped.

use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};

/// Runs jobs one at a time in the background and hands back their answers.
pub struct Thinker<T> {
    sender: Sender<(u64, T)>,
    receiver: Receiver<(u64, T)>,
    generation: u64,
    busy: bool,
}

impl<T: Send + 'static> Default for Thinker<T> {
    fn default() -> Self {
        let (sender, receiver) = channel();
        Thinker { sender, receiver, generation: 0, busy: false }
    }
}

impl<T: Send + 'static> Thinker<T> {
    /// Starts `job` on a new thread (forgetting any job still running).
    pub fn start(&mut self, job: impl FnOnce() -> T + Send + 'static) {
        self.generation += 1;
        self.busy = true;
        let generation = self.generation;
        let sender = self.sender.clone();
        std::thread::spawn(move || {
            // The receiver is gone only when the game was closed: nobody needs the answer.
            let _ = sender.send((generation, job()));
        });
    }

    /// Forgets the running job, if any: its answer will be dropped.
    pub fn forget(&mut self) {
        self.generation += 1;
        self.busy = false;
    }

    /// Whether a job is running whose answer is still wanted.
    pub fn busy(&self) -> bool {
        self.busy
    }

    /// The answer of the current job, once it is ready.
    pub fn answer(&mut self) -> Option<T> {
        loop {
            match self.receiver.try_recv() {
                Ok((generation, answer)) if generation == self.generation => {
                    self.busy = false;
                    return Some(answer);
                }
                Ok(_) => continue,
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return None,
            }
        }
    }
}
