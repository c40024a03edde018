//! The library modules written in .dmd (`stdlib/*.dmd`), embedded into the
//! binary at build time by `build.rs`, so `import name` works wherever
//! dmdpy runs.

include!(concat!(env!("OUT_DIR"), "/stdlib_table.rs"));

/// The source of the stdlib module `name`, if there is one.
pub fn source_of(name: &str) -> Option<&'static str> {
    STDLIB.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}
