//! The library modules written in .dmd (`stdlib/*.dmd`), embedded into the
//! binary at build time by `build.rs`, so `import name` works wherever
//! dmdpy runs.

include!(concat!(env!("OUT_DIR"), "/stdlib_table.rs"));

/// The source of the stdlib module `name`, if there is one.
pub fn source_of(name: &str) -> Option<&'static str> {
    STDLIB.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}

/// Where a program's own modules are found: `NAME.dmd` beside it, ahead
/// of `stdlib/` (as a script's directory comes first on CPython's path).
/// The program's own file is never one of them: under CPython the running
/// file is `__main__`, so `import linalg` in `linalg.dmd` reaches the
/// library's `linalg`, not a second copy of the program.
#[derive(Clone, Debug)]
pub struct Siblings {
    dir: std::path::PathBuf,
    /// The program's own file, resolved, when it exists on disk.
    program: Option<std::path::PathBuf>,
}

impl Siblings {
    /// The modules beside the program `file_name` (a path as the user gave it).
    pub fn of_program(file_name: &str) -> Siblings {
        let path = std::path::Path::new(file_name);
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => std::path::PathBuf::from("."),
        };
        Siblings { dir, program: std::fs::canonicalize(path).ok() }
    }

    /// The file `import name` loads from the program's directory, if any.
    pub fn path_of(&self, name: &str) -> Option<std::path::PathBuf> {
        // Module names are identifiers: no path can be smuggled through one.
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            return None;
        }
        let path = self.dir.join(format!("{name}.dmd"));
        if !path.is_file() {
            return None;
        }
        let is_program = self.program.is_some() && std::fs::canonicalize(&path).ok() == self.program;
        (!is_program).then_some(path)
    }

    /// The source of the sibling module `name`, with the path it is shown
    /// under. A file too large to parse is refused before it is read.
    pub fn source_of(&self, name: &str) -> crate::error::RtResult<Option<(String, String)>> {
        let Some(path) = self.path_of(name) else { return Ok(None) };
        let Ok(meta) = std::fs::metadata(&path) else { return Ok(None) };
        if meta.len() > crate::source::MAX_SOURCE_BYTES as u64 {
            return Err(crate::error::Exception::new(
                "ImportError",
                format!("cannot import '{name}': the file is too large"),
            ));
        }
        crate::sandbox::memory::reserve(meta.len() as usize)?;
        let text = crate::source::read_source(&path, crate::source::MAX_SOURCE_BYTES)
            .map_err(|why| crate::error::Exception::new("ImportError", format!("cannot import '{name}': {why}")))?;
        Ok(Some((path.display().to_string(), text)))
    }
}
