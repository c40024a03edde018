//! The library modules written in .dmd (`stdlib/*.dmd`), embedded into the
//! binary at build time by `build.rs`, so `import name` works wherever
//! dmdpy runs.

include!(concat!(env!("OUT_DIR"), "/stdlib_table.rs"));

/// The source of the stdlib module `name`, if there is one.
pub fn source_of(name: &str) -> Option<&'static str> {
    STDLIB.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

/// A sibling module: `NAME.dmd` in the program's directory, with the path
/// it is shown under. A file too large to parse is refused before it is
/// read.
pub fn sibling(dir: Option<&std::path::Path>, name: &str) -> crate::error::RtResult<Option<(String, String)>> {
    let Some(dir) = dir else { return Ok(None) };
    // Module names are identifiers: no path can be smuggled through one.
    if !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return Ok(None);
    }
    let path = dir.join(format!("{name}.dmd"));
    let Ok(meta) = std::fs::metadata(&path) else { return Ok(None) };
    if !meta.is_file() {
        return Ok(None);
    }
    if meta.len() > crate::syntax::parser::MAX_SOURCE_BYTES as u64 {
        return Err(crate::error::Exception::new(
            "ImportError",
            format!("cannot import '{name}': the file is too large"),
        ));
    }
    crate::sandbox::memory::reserve(meta.len() as usize)?;
    let text = std::fs::read_to_string(&path)
        .map_err(|e| crate::error::Exception::new("ImportError", format!("cannot import '{name}': {e}")))?;
    Ok(Some((path.display().to_string(), text)))
}
