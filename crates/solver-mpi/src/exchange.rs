//! What the solver asks of the processes it runs on: an all-to-all exchange of updates,
//! global reductions, and the gather of a tier's slices into rank 0.

use reynard_solver::TableError;

/// The collective operations of a group of processes (every process calls each one, in
/// the same order).
pub trait Exchange {
    /// This process's number, `0..size`.
    fn rank(&self) -> usize;

    /// The number of processes.
    fn size(&self) -> usize;

    /// Sends `outgoing[p]` to process `p` (each destination's messages in one batch) and
    /// returns the messages every process sent here, in no particular order.
    fn all_to_all(&self, outgoing: Vec<Vec<u64>>) -> Vec<u64>;

    /// The sum of `x` over all processes.
    fn sum(&self, x: u64) -> u64;

    /// The minimum of `x` over all processes.
    fn min(&self, x: u64) -> u64;

    /// The bitwise or of `bits` over all processes, in place.
    fn or(&self, bits: &mut [u64]);

    /// Rank 0 calls `write` with every process's `values`, in rank order (its own first);
    /// the other processes send theirs. Returns rank 0's outcome on rank 0 (after a
    /// failed `write`, the later slices are received and dropped), `Ok` elsewhere.
    ///
    /// # Errors
    ///
    /// On rank 0, the first error `write` returned.
    fn gather(
        &self,
        values: &[u16],
        write: &mut dyn FnMut(&[u16]) -> Result<(), TableError>,
    ) -> Result<(), TableError>;
}
