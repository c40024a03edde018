//! The `dmdpy` binary: the command line of `dmdpy::cli`, through the
//! embedding API (`dmdpy::api::cli_main`), as the Python wheel's command runs it.

fn main() -> std::process::ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let worker = args.get(1).is_some_and(|a| a.to_string_lossy().starts_with("__"));
    let code = dmdpy::api::cli_main(args);
    if !worker {
        dmdpy::api::audit_peak();
    }
    std::process::ExitCode::from(code)
}
