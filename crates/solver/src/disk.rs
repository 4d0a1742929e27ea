//! The free space of the file system that holds the tables: a solve checks it before a
//! tier starts, so that a tier is not solved for an hour only to find no room for its file.

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

#[cfg(test)]
mod tests {
    #[test]
    fn the_temp_dir_has_a_size() {
        let dir = std::env::temp_dir().join("reynard-no-such-dir").join("below");
        assert!(super::free_bytes(&dir).is_some());
    }
}
