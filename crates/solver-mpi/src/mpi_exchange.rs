//! The [`Exchange`] over MPI (rsmpi): the world communicator's collectives.
//!
//! MPI counts elements in C `int`s: batches are sent in pieces of at most [`PIECE`]
//! elements, so a round may move any amount.

use crate::exchange::Exchange;
use mpi::Count;
use mpi::collective::SystemOperation;
use mpi::datatype::{Partition, PartitionMut};
use mpi::topology::SimpleCommunicator;
use mpi::traits::*;
use reynard_solver::TableError;

/// The most elements one collective call moves to or from one process.
const PIECE: usize = 1 << 27;

/// The processes of `MPI_COMM_WORLD`.
pub struct MpiExchange {
    world: SimpleCommunicator,
}

impl MpiExchange {
    /// The world of an initialised MPI universe.
    pub fn new(world: SimpleCommunicator) -> MpiExchange {
        MpiExchange { world }
    }

    fn max(&self, x: u64) -> u64 {
        let mut out = 0u64;
        self.world.all_reduce_into(&x, &mut out, SystemOperation::max());
        out
    }

    /// One all-to-all of pieces `piece` of every batch.
    fn exchange_piece(&self, outgoing: &[Vec<u64>], piece: usize, into: &mut Vec<u64>) {
        let parts: Vec<&[u64]> = outgoing
            .iter()
            .map(|b| {
                let start = (piece * PIECE).min(b.len());
                &b[start..(start + PIECE).min(b.len())]
            })
            .collect();
        // Each piece holds at most PIECE (< 2^31) elements: the counts fit.
        let counts: Vec<Count> = parts.iter().map(|p| p.len() as Count).collect();
        let mut received: Vec<Count> = vec![0; counts.len()];
        self.world.all_to_all_into(&counts[..], &mut received[..]);
        let send: Vec<u64> = parts.concat();
        let displs: Vec<Count> = displacements(&counts);
        let rdispls: Vec<Count> = displacements(&received);
        let total: usize = received.iter().map(|&c| c as usize).sum();
        let at = into.len();
        into.resize(at + total, 0);
        let partition = Partition::new(&send[..], &counts[..], &displs[..]);
        let mut out = PartitionMut::new(&mut into[at..], &received[..], &rdispls[..]);
        self.world.all_to_all_varcount_into(&partition, &mut out);
    }
}

/// Where each count's elements start in a buffer holding them one after another.
fn displacements(counts: &[Count]) -> Vec<Count> {
    counts
        .iter()
        .scan(0 as Count, |acc, &c| {
            let d = *acc;
            *acc += c;
            Some(d)
        })
        .collect()
}

impl Exchange for MpiExchange {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.world.size() as usize
    }

    fn all_to_all(&self, outgoing: Vec<Vec<u64>>) -> Vec<u64> {
        let longest = outgoing.iter().map(Vec::len).max().unwrap_or(0);
        let pieces = self.max(longest.div_ceil(PIECE) as u64).max(1) as usize;
        let mut received = Vec::new();
        for piece in 0..pieces {
            self.exchange_piece(&outgoing, piece, &mut received);
        }
        received
    }

    fn sum(&self, x: u64) -> u64 {
        let mut out = 0u64;
        self.world.all_reduce_into(&x, &mut out, SystemOperation::sum());
        out
    }

    fn min(&self, x: u64) -> u64 {
        let mut out = 0u64;
        self.world.all_reduce_into(&x, &mut out, SystemOperation::min());
        out
    }

    fn or(&self, bits: &mut [u64]) {
        let mine = bits.to_vec();
        self.world.all_reduce_into(&mine[..], bits, SystemOperation::bitwise_or());
    }

    fn gather(
        &self,
        values: &[u16],
        write: &mut dyn FnMut(&[u16]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        let root = self.world.process_at_rank(0);
        if self.rank() != 0 {
            root.send(&(values.len() as u64));
            for piece in values.chunks(PIECE) {
                root.send(piece);
            }
            return Ok(());
        }
        let mut result = write(values);
        for rank in 1..self.world.size() {
            let from = self.world.process_at_rank(rank);
            let (len, _) = from.receive::<u64>();
            let mut got = 0u64;
            while got < len {
                let (piece, _) = from.receive_vec::<u16>();
                got += piece.len() as u64;
                if result.is_ok() {
                    result = write(&piece);
                }
            }
        }
        result
    }
}
