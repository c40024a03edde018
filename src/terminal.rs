//! What dmdpy writes to the operator's terminal (stdout and stderr):
//! text that comes from a program or a report — source lines, names,
//! error messages, file names — with its control and invisible characters
//! escaped, so that a submission cannot clear the screen, retitle the
//! window or forge lines; and writes that fail (a full disk, `/dev/full`)
//! remembered, so that the command says so and exits non-zero. A closed
//! pipe (`dmdpy run f.dmd | head`) is not a failure: the reader has gone.
//! A program's own output (`print`) is its own and is written as is.

pub mod progress;

use std::io::Write;
use std::sync::Mutex;

/// Whether `c` is shown as an escape: control characters (newlines, ANSI
/// escapes) and the invisible ones that reorder or hide text (bidi
/// overrides, zero-width marks).
fn hidden(c: char) -> bool {
    // Control characters, and Unicode's format characters (category Cf:
    // bidi marks and overrides, zero-width and invisible ones, tags).
    // Also the default-ignorable code points (variation selectors, Hangul
    // fillers, ...) and every blank but the ASCII space: a name with them
    // looks like another name.
    c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(c,
            '\u{34f}' | '\u{115f}' | '\u{1160}' | '\u{17b4}' | '\u{17b5}' | '\u{180b}'..='\u{180f}'
            | '\u{2800}' | '\u{3164}' | '\u{fe00}'..='\u{fe0f}' | '\u{ffa0}' | '\u{e0100}'..='\u{e01ef}')
        || matches!(c,
            '\u{ad}' | '\u{600}'..='\u{605}' | '\u{61c}' | '\u{6dd}' | '\u{70f}' | '\u{890}'..='\u{891}'
            | '\u{8e2}' | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}' | '\u{110bd}' | '\u{110cd}'
            | '\u{13430}'..='\u{1343f}' | '\u{1bca0}'..='\u{1bca3}' | '\u{1d173}'..='\u{1d17a}'
            | '\u{e0001}' | '\u{e0020}'..='\u{e007f}')
}

/// A count as a report shows it: `1234567` as `1,234,567`.
pub fn grouped(n: u128) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `text` with every character `escape` picks written as `\u{..}`.
fn escaped(text: &str, escape: impl Fn(char) -> bool) -> String {
    if !text.chars().any(&escape) {
        return text.to_string();
    }
    text.chars().map(|c| if escape(c) { c.escape_unicode().to_string() } else { c.to_string() }).collect()
}

/// A name (a file, a function, a submission) or a message safe to print
/// on a terminal line: the hidden characters as escapes, and edge spaces
/// shown quoted (`gf2 ` must not pass for `gf2`). The leaderboard's rows,
/// the REPL's and `diff`'s names, diagnostics' messages. JSON keeps the
/// exact text.
pub fn printable(text: &str) -> String {
    let escaped = escaped(text, hidden);
    if escaped.starts_with(' ') || escaped.ends_with(' ') {
        return format!("{escaped:?}");
    }
    escaped
}

/// A line of source safe to print: as `printable`, but its indentation
/// and tabs kept as they are (a listing lines them up).
pub fn printable_line(line: &str) -> String {
    escaped(line, escaped_in_line)
}

/// An error's message safe to print: as `printable_line`, but its line
/// breaks kept, as CPython prints them (`random.seed`'s message has one).
pub fn printable_message(message: &str) -> String {
    escaped(message, |c| c != '\n' && escaped_in_line(c))
}

/// Whether `printable_line` writes `c` as an escape (`c.escape_unicode()`).
pub fn escaped_in_line(c: char) -> bool {
    c != '\t' && hidden(c)
}

/// The first write to stdout or stderr that failed, as a sentence.
static FAILED: Mutex<Option<String>> = Mutex::new(None);

/// The streams dmdpy writes to.
#[derive(Clone, Copy, Debug)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// Remembers `result` of a write to `stream` if it failed for a reason
/// other than a closed pipe; gives it back unchanged.
pub fn note<T>(stream: Stream, result: std::io::Result<T>) -> std::io::Result<T> {
    if let Err(e) = &result {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            let mut failed = FAILED.lock().unwrap_or_else(|p| p.into_inner());
            if failed.is_none() {
                let name = match stream {
                    Stream::Stdout => "stdout",
                    Stream::Stderr => "stderr",
                };
                *failed = Some(format!("cannot write to {name}: {e}"));
            }
        }
    }
    result
}

/// Writes `text` to stdout and flushes it (a closed pipe is not an error).
pub fn write_stdout(text: &str) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    let written = out.write_all(text.as_bytes()).and_then(|_| out.flush());
    match note(Stream::Stdout, written) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// Writes `text` to stderr (a closed pipe is not an error).
pub fn write_stderr(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = note(Stream::Stderr, err.write_all(text.as_bytes()).and_then(|_| err.flush()));
}

/// The first failed write to stdout or stderr, if any.
pub fn write_failure() -> Option<String> {
    FAILED.lock().unwrap_or_else(|p| p.into_inner()).clone()
}

/// The process's exit code once everything is written: `code`, or 1 when
/// a write to stdout or stderr failed (as CPython exits), said on stderr
/// when stderr still takes it.
pub fn exit_code(code: u8) -> u8 {
    let _ = note(Stream::Stdout, std::io::stdout().lock().flush());
    match write_failure() {
        Some(why) => {
            let _ = writeln!(std::io::stderr(), "error: {why}");
            code.max(1)
        }
        None => code,
    }
}

#[cfg(test)]
mod tests {
    use super::{printable, printable_line, printable_message};

    #[test]
    fn printable_escapes_what_could_rewrite_a_terminal() {
        assert_eq!(printable("gf2"), "gf2");
        assert_eq!(printable("café ∑"), "café ∑");
        assert_eq!(printable("a\nb"), "a\\u{a}b");
        assert_eq!(printable("\u{1b}[2J"), "\\u{1b}[2J");
        assert_eq!(printable("\r\t"), "\\u{d}\\u{9}");
        assert_eq!(printable("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(printable("zero\u{200b}width"), "zero\\u{200b}width");
        assert_eq!(printable("\u{61c}\u{ad}\u{e0041}"), "\\u{61c}\\u{ad}\\u{e0041}");
        assert_eq!(printable("g\u{34f}f2\u{3000}\u{a0}"), "g\\u{34f}f2\\u{3000}\\u{a0}");
        assert_eq!(printable("\u{3164}\u{fe0f}\u{e0100}"), "\\u{3164}\\u{fe0f}\\u{e0100}");
        assert_eq!(printable("a b"), "a b");
        assert_eq!(printable("gf2 "), "\"gf2 \"");
    }

    #[test]
    fn source_lines_keep_their_layout() {
        assert_eq!(printable_line("    x = 1  # ok"), "    x = 1  # ok");
        assert_eq!(printable_line("\tx = 1"), "\tx = 1");
        assert_eq!(printable_line("# \u{1b}]0;title\u{7}"), "# \\u{1b}]0;title\\u{7}");
        assert_eq!(printable_line("a\nb"), "a\\u{a}b");
        assert_eq!(printable_message("a\nb\r\u{1b}[2J"), "a\nb\\u{d}\\u{1b}[2J");
    }
}
