//! Hints that bring memory into the caches before a step reads or writes it: a batch's games
//! are stepped one after another, each from memory no other game touches, so the processor
//! cannot guess what comes next, but the step knows.

/// Asks the processor to bring the cache line of `at` into its caches: a hint, nothing
/// more (`at` need not point at anything).
#[inline]
#[allow(unsafe_code)]
pub(super) fn line<T>(at: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing the program sees and never faults, whatever the
    // address (PREFETCHh in Intel's and AMD's manuals), so any pointer will do; x86-64
    // always has SSE.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>(at.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
