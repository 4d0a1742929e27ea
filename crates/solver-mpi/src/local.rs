//! An [`Exchange`] between threads of one process: the solver's tests run 1–4 "processes"
//! without MPI, and deliver each round's messages in an order of their choosing.

use crate::exchange::Exchange;
use reynard_solver::TableError;
use std::sync::{Arc, Barrier, Mutex, MutexGuard};

/// The order messages are handed over in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// By source, in rank order, each source's in the order sent (as MPI's all-to-all).
    Ranked,
    /// By source from the last rank down, each source's reversed.
    Reversed,
    /// Interleaved from all sources in a scrambled order (a fixed seed per process).
    Scrambled,
}

struct Shared {
    size: usize,
    order: Order,
    barrier: Barrier,
    /// `mail[to][from]`.
    mail: Mutex<Vec<Vec<Vec<u64>>>>,
    /// One word per process for the reductions, or `bits` for `or`.
    words: Mutex<Vec<Vec<u64>>>,
    slices: Mutex<Vec<Vec<u16>>>,
}

/// One thread's handle on the group.
pub struct Local {
    rank: usize,
    shared: Arc<Shared>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A poisoned lock means another thread panicked: the test fails through it anyway.
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Local {
    /// `size` handles, one for each thread, delivering in `order`.
    pub fn group(size: usize, order: Order) -> Vec<Local> {
        let shared = Arc::new(Shared {
            size,
            order,
            barrier: Barrier::new(size),
            mail: Mutex::new(vec![vec![Vec::new(); size]; size]),
            words: Mutex::new(vec![Vec::new(); size]),
            slices: Mutex::new(vec![Vec::new(); size]),
        });
        (0..size).map(|rank| Local { rank, shared: shared.clone() }).collect()
    }

    /// Every process's `mine`, once all have given theirs.
    fn all_words(&self, mine: Vec<u64>) -> Vec<Vec<u64>> {
        lock(&self.shared.words)[self.rank] = mine;
        self.shared.barrier.wait();
        let all = lock(&self.shared.words).clone();
        self.shared.barrier.wait();
        all
    }
}

impl Exchange for Local {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.shared.size
    }

    fn all_to_all(&self, outgoing: Vec<Vec<u64>>) -> Vec<u64> {
        {
            let mut mail = lock(&self.shared.mail);
            for (to, batch) in outgoing.into_iter().enumerate() {
                mail[to][self.rank] = batch;
            }
        }
        self.shared.barrier.wait();
        let batches =
            std::mem::replace(&mut lock(&self.shared.mail)[self.rank], vec![Vec::new(); self.shared.size]);
        self.shared.barrier.wait();
        // The messages of the (child, parent) pairs of the init come two words at a time:
        // they are moved as pairs.
        let pairs: Vec<[u64; 2]>;
        let mut out: Vec<u64> = Vec::new();
        match self.shared.order {
            Order::Ranked => batches.into_iter().for_each(|b| out.extend(b)),
            Order::Reversed | Order::Scrambled => {
                let even = batches.iter().all(|b| b.len() % 2 == 0);
                let unit = if even { 2 } else { 1 };
                pairs = batches
                    .into_iter()
                    .rev()
                    .flat_map(|b| {
                        b.chunks(unit)
                            .rev()
                            .map(|c| [c[0], c.get(1).copied().unwrap_or(0)])
                            .collect::<Vec<_>>()
                    })
                    .collect();
                let mut pairs = pairs;
                if self.shared.order == Order::Scrambled {
                    // A fixed shuffle (xorshift) seeded by the rank.
                    let mut x = 0x9E37_79B9_7F4A_7C15u64 ^ self.rank as u64;
                    for i in (1..pairs.len()).rev() {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        pairs.swap(i, (x % (i as u64 + 1)) as usize);
                    }
                }
                for p in pairs {
                    out.extend_from_slice(&p[..unit]);
                }
            }
        }
        out
    }

    fn sum(&self, x: u64) -> u64 {
        self.all_words(vec![x]).iter().map(|w| w[0]).sum()
    }

    fn min(&self, x: u64) -> u64 {
        self.all_words(vec![x]).iter().map(|w| w[0]).min().unwrap_or(x)
    }

    fn or(&self, bits: &mut [u64]) {
        let all = self.all_words(bits.to_vec());
        for w in all {
            bits.iter_mut().zip(w).for_each(|(b, x)| *b |= x);
        }
    }

    fn gather(
        &self,
        values: &[u16],
        write: &mut dyn FnMut(&[u16]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        lock(&self.shared.slices)[self.rank] = values.to_vec();
        self.shared.barrier.wait();
        let mut result = Ok(());
        if self.rank == 0 {
            let slices = std::mem::take(&mut *lock(&self.shared.slices));
            for s in &slices {
                if result.is_ok() {
                    result = write(s);
                }
            }
            *lock(&self.shared.slices) = vec![Vec::new(); self.shared.size];
        }
        self.shared.barrier.wait();
        result
    }
}
