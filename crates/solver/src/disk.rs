//! The disk under the tables: the free space of its file system (a solve checks it before
//! a tier starts, so that a tier is not solved for an hour only to find no room for its
//! file), and reading ahead what a probe will read.

use std::path::Path;

/// Bytes an unprivileged process can still write on the file system of `dir` (the nearest
/// existing ancestor is asked when `dir` does not exist yet), `None` where the system does
/// not say.
pub fn free_bytes(dir: &Path) -> Option<u64> {
    let existing = dir.ancestors().find(|d| d.exists())?;
    statvfs_free(existing)
}

#[cfg(unix)]
#[allow(unsafe_code)]
// The field types of `statvfs` differ between platforms (32 or 64 bits): the casts are
// needed on some.
#[allow(clippy::unnecessary_cast)]
fn statvfs_free(dir: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    let mut st = std::mem::MaybeUninit::<libc::statvfs>::uninit();
    // SAFETY: `path` is a NUL-terminated string that outlives the call, and `st` points to
    // writable memory of the type `statvfs` fills.
    let rc = unsafe { libc::statvfs(path.as_ptr(), st.as_mut_ptr()) };
    if rc != 0 {
        return None;
    }
    // SAFETY: `statvfs` returned 0, so it filled the whole structure.
    let st = unsafe { st.assume_init() };
    (st.f_bavail as u64).checked_mul(st.f_frsize as u64)
}

#[cfg(not(unix))]
fn statvfs_free(_dir: &Path) -> Option<u64> {
    None
}

/// Asks the system to start reading `len` bytes of `file` at `offset` into its cache,
/// without waiting for them (a hint: where the system does not take it, the later read
/// simply reads).
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub(crate) fn read_ahead(file: &std::fs::File, offset: u64, len: u64) {
    use std::os::fd::AsRawFd;
    let (Ok(offset), Ok(len)) = (libc::off_t::try_from(offset), libc::off_t::try_from(len)) else { return };
    // SAFETY: a valid open descriptor for the whole call; the call only gives advice
    // about the file's pages and touches no memory of ours.
    let _ = unsafe { libc::posix_fadvise(file.as_raw_fd(), offset, len, libc::POSIX_FADV_WILLNEED) };
}

/// Without `posix_fadvise`, reading ahead is left to the read.
#[cfg(not(target_os = "linux"))]
pub(crate) fn read_ahead(_file: &std::fs::File, _offset: u64, _len: u64) {}

#[cfg(test)]
mod tests {
    #[test]
    fn the_temp_dir_has_a_size() {
        let dir = std::env::temp_dir().join("reynard-no-such-dir").join("below");
        assert!(super::free_bytes(&dir).is_some());
    }
}
