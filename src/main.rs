//! The `dmdpy` binary: the command line of `dmdpy::cli`, through the
//! embedding API (`dmdpy::api::cli_main`), as the Python wheel's command runs it.

fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(dmdpy::api::cli_main(std::env::args_os().collect()))
}
