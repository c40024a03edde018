//! Source files and positions: `SourceMap` owns every loaded file's text,
//! `Span` is a byte range inside one file, `Site` is the (file, line) a
//! metered read is attributed to. Knows nothing about syntax or values.

use codespan_reporting::files::{Files, SimpleFiles};

/// Index of a file inside the `SourceMap`.
pub type FileId = usize;

/// A byte range `start..end` inside one file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub file: u32,
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span { file: file as u32, start: start as u32, end: end as u32 }
    }

    /// The smallest span covering both (they must be in the same file).
    pub fn to(self, other: Span) -> Span {
        Span { file: self.file, start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// Where a metered read happens: a file and a 1-based line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Site {
    pub file: u32,
    pub line: u32,
}

/// Every file the run has loaded (the main program, stdlib modules, REPL
/// entries), addressable by `FileId`.
#[derive(Default, Clone)]
pub struct SourceMap {
    files: SimpleFiles<String, String>,
    names_len: usize,
}

impl std::fmt::Debug for SourceMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SourceMap({} files)", self.names_len)
    }
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.names_len += 1;
        self.files.add(name.into(), text.into())
    }

    pub fn text(&self, file: FileId) -> &str {
        self.files.get(file).map(|f| f.source().as_str()).unwrap_or("")
    }

    pub fn name(&self, file: FileId) -> &str {
        self.files.get(file).map(|f| f.name().as_str()).unwrap_or("<unknown>")
    }

    /// 1-based line number of a byte offset.
    pub fn line_of(&self, file: FileId, offset: usize) -> u32 {
        self.files.line_index(file, offset).map(|l| l as u32 + 1).unwrap_or(0)
    }

    pub fn site(&self, span: Span) -> Site {
        Site { file: span.file, line: self.line_of(span.file as usize, span.start as usize) }
    }

    /// The text of a 1-based line, without its newline.
    pub fn line_text(&self, file: FileId, line: u32) -> &str {
        let Ok(range) = self.files.line_range(file, line.saturating_sub(1) as usize) else { return "" };
        let text = self.text(file).get(range).unwrap_or("");
        text.trim_end_matches(['\n', '\r'])
    }

    /// How many files are loaded (file ids are `0..len`).
    pub fn len(&self) -> usize {
        self.names_len
    }

    pub fn is_empty(&self) -> bool {
        self.names_len == 0
    }

    pub fn files(&self) -> &SimpleFiles<String, String> {
        &self.files
    }
}

/// Reads a program's text from `path`: at most `limit` bytes (a longer file
/// is refused without being read to its end), valid UTF-8, and, with
/// `regular_only`, only from a regular file (not a FIFO or a device, which
/// could block or never end). The error is a sentence naming the path.
pub fn read_source(path: &std::path::Path, limit: usize, regular_only: bool) -> Result<String, String> {
    use std::io::Read;
    let shown = path.display();
    // Looked at before opening: opening a FIFO waits for a writer.
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    if meta.is_dir() || (regular_only && !meta.is_file()) {
        return Err(format!("cannot read {shown}: not a regular file"));
    }
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    // A pipe or a device tells no size: it gets a smaller cap, so that
    // `/dev/zero` is refused before a gigabyte is read.
    let limit = if meta.is_file() { limit } else { limit.min(STREAM_LIMIT) };
    let too_large = || format!("cannot read {shown}: larger than {}", byte_size(limit));
    if meta.len() > limit as u64 {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1).read_to_end(&mut bytes).map_err(|e| format!("cannot read {shown}: {e}"))?;
    if bytes.len() > limit {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|_| format!("{shown} is not valid UTF-8"))
}

/// The most `read_source` reads from a file that is not a regular one.
const STREAM_LIMIT: usize = 64 << 20;

/// `1 GiB`, `16 MiB`, `512 bytes`.
fn byte_size(n: usize) -> String {
    match n {
        n if n >= 1 << 30 && n % (1 << 30) == 0 => format!("{} GiB", n >> 30),
        n if n >= 1 << 20 && n % (1 << 20) == 0 => format!("{} MiB", n >> 20),
        n => format!("{n} bytes"),
    }
}
