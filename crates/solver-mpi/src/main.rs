//! `reynard-mpi solve VARIANT --dir DIR`: the solver run as MPI processes
//! (`mpirun -n N reynard-mpi solve …`). Built with the cargo feature `mpi`.

#[cfg(feature = "mpi")]
mod run;

#[cfg(feature = "mpi")]
fn main() -> std::process::ExitCode {
    run::main()
}

#[cfg(not(feature = "mpi"))]
fn main() -> std::process::ExitCode {
    eprintln!(
        "reynard-mpi was built without MPI: build it with `cargo build --release -p reynard-solver-mpi --features mpi` (needs Open MPI or MPICH and libclang)"
    );
    std::process::ExitCode::FAILURE
}
