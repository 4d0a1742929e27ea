//! Huge pages for the big arrays of a solve.
//!
//! The work words of a big tier (2 bytes a position: 9 GB for the 4.7 G positions of a
//! `fox-geese-15` tier) and the rank maps are read at random. With 4 KB pages nearly every
//! such read also misses the processor's address cache (TLB), and the page walk that
//! follows is itself a cache miss or two. Backed by 2 MB pages, the same arrays need 512
//! times fewer translations.
//!
//! Linux gives a process huge pages where it asks for them (`madvise`) when
//! `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`, as on the project machine;
//! with `always` it gives them anyway, with `never` not at all. The request is advice:
//! whether it is granted changes the speed, never the contents. With `defrag` set to
//! `madvise` (as here) a fault in an advised array may wait while the kernel compacts
//! memory to find a huge page; the first page of each array holds the allocator's header
//! and stays small.

/// An empty vector with room for `len` items, whose memory the kernel is asked to back with
/// huge pages as it is first written. Fill it (`extend`, `collect_into_vec`) without
/// growing it past `len`, or the items move to memory that was not advised.
pub(crate) fn vec_with_capacity<T>(len: usize) -> Vec<T> {
    let v = Vec::with_capacity(len);
    let bytes = len.saturating_mul(size_of::<T>());
    if bytes >= SMALL_ARRAY {
        advise(v.as_ptr() as usize, bytes);
    }
    v
}

/// Below this size an array is not advised (it fits the address cache anyway).
const SMALL_ARRAY: usize = 8 << 20;

/// Asks for huge pages over the whole pages within `bytes` from `start`.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn advise(start: usize, bytes: usize) {
    const PAGE: usize = 4096;
    let begin = start.next_multiple_of(PAGE);
    let end = (start + bytes) / PAGE * PAGE;
    if end <= begin {
        return;
    }
    // SAFETY: the range lies within the allocation of the vector just made, which this
    // process owns; `MADV_HUGEPAGE` changes how the kernel backs those pages, not what they
    // hold or whether they may be used. A refusal (an error code) leaves 4 KB pages, which
    // is correct too, so it is ignored.
    unsafe {
        libc::madvise(begin as *mut libc::c_void, end - begin, libc::MADV_HUGEPAGE);
    }
}

/// Elsewhere the request is not made.
#[cfg(not(target_os = "linux"))]
fn advise(_start: usize, _bytes: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_advised_vector_holds_what_is_put_in_it() {
        let len = (SMALL_ARRAY / 2) * 3;
        let mut v: Vec<u16> = vec_with_capacity(len);
        assert!(v.capacity() >= len);
        let before = v.as_ptr();
        v.extend((0..len).map(|i| i as u16));
        assert_eq!(v.as_ptr(), before, "filling to the capacity asked must not move the items");
        assert!(v.iter().enumerate().all(|(i, &x)| x == i as u16));
    }
}
