//! Search benchmarks.
#![allow(missing_docs)]
fn main() {}
