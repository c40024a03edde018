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

    /// The bytes `add` takes for `text` named `name`: the map's copy and
    /// its table of line starts (a program's text is asked of the heap
    /// budget first: `sandbox::memory::reserve_source`).
    pub fn bytes_to_add(name: &str, text: &str) -> usize {
        let lines = text.bytes().filter(|&b| b == b'\n').count() + 1;
        lines.saturating_mul(size_of::<usize>()).saturating_add(text.len()).saturating_add(name.len())
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

/// The name a contest submission's source goes by in diagnostics,
/// profiles and `score` reports (`gf2.dmd`: where it lives is the
/// operator's business); `dmdpy diff` matches two versions by it.
pub fn submission_source(submission: &str) -> String {
    format!("{submission}.dmd")
}

/// The largest source any command reads or the parser takes: offsets are
/// kept in 32 bits (`Span`), so larger files are refused.
pub const MAX_SOURCE_BYTES: usize = 1 << 30;

/// Reads the text of a file a command was given (a program, a module, a
/// report): every command reads through here. Only a regular file is read
/// (a FIFO would block until a writer came, a device may never end), of at
/// most `limit` bytes (a longer one is refused without being read to its
/// end), and valid UTF-8. The error is a sentence naming the path; for
/// text that is not UTF-8, with the line and column of the first bad byte.
pub fn read_source(path: &std::path::Path, limit: usize) -> Result<String, String> {
    read_source_asking(path, limit, &|_| Ok(()))
}

/// `read_source` for a program's text: `ask` is asked for the file's size
/// before it is read (the heap budget; its refusal is the reason given).
pub fn read_source_asking(
    path: &std::path::Path,
    limit: usize,
    ask: &dyn Fn(usize) -> Result<(), String>,
) -> Result<String, String> {
    use std::io::Read;
    let shown = crate::terminal::printable(&path.display().to_string());
    let refuse = |why: String| format!("cannot read {shown}: {why}");
    // Looked at before opening: opening a FIFO waits for a writer, opening
    // a device may act on it.
    let meta = std::fs::metadata(path).map_err(|e| refuse(e.to_string()))?;
    if !meta.is_file() {
        return Err(refuse(not_regular(&meta)));
    }
    let file = open_without_blocking(path).map_err(|e| refuse(e.to_string()))?;
    // Looked at again on what was opened: the path may have changed since.
    let meta = file.metadata().map_err(|e| refuse(e.to_string()))?;
    if !meta.is_file() {
        return Err(refuse(not_regular(&meta)));
    }
    let too_large = || refuse(format!("larger than {}", byte_size(limit)));
    if meta.len() > limit as u64 {
        return Err(too_large());
    }
    // The text is the program's: asked of the heap budget, at its size
    // (read in one piece, not doubled as it comes).
    let size = meta.len() as usize;
    ask(size.saturating_add(1)).map_err(refuse)?;
    let mut bytes = Vec::new();
    bytes.try_reserve_exact(size.saturating_add(1)).map_err(|e| refuse(e.to_string()))?;
    file.take(limit as u64 + 1).read_to_end(&mut bytes).map_err(|e| refuse(e.to_string()))?;
    if bytes.len() > limit {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|e| refuse(not_utf8(e.as_bytes(), e.utf8_error().valid_up_to())))
}

/// Opens `path` for reading with `O_NONBLOCK`, so that a FIFO put in the
/// place of a checked file cannot block the open.
fn open_without_blocking(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path)
}

/// What a path that is not a regular file is, for the refusal.
fn not_regular(meta: &std::fs::Metadata) -> String {
    use std::os::unix::fs::FileTypeExt;
    let kind = meta.file_type();
    let what = if kind.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a file"
    };
    format!("not a regular file ({what})")
}

/// Where the UTF-8 of `bytes` breaks, as CPython says it (`Non-UTF-8 code
/// starting with '\xff' ... on line 2`), with the column and byte offset.
fn not_utf8(bytes: &[u8], at: usize) -> String {
    let before = &bytes[..at];
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    // The line up to the bad byte is valid UTF-8: its characters count.
    let column = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
    let byte = bytes.get(at).copied().unwrap_or(0);
    format!(
        "Non-UTF-8 code starting with '\\x{byte:02x}' on line {line}, column {column} (byte offset {at}); \
         a .dmd source is UTF-8"
    )
}

/// `1 GiB`, `16 MiB`, `512 bytes`.
fn byte_size(n: usize) -> String {
    match n {
        n if n >= 1 << 30 && n % (1 << 30) == 0 => format!("{} GiB", n >> 30),
        n if n >= 1 << 20 && n % (1 << 20) == 0 => format!("{} MiB", n >> 20),
        n => format!("{n} bytes"),
    }
}
