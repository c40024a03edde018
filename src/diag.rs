//! `Diagnostic`: every error dmdpy reports (lexical, syntax, unsupported
//! construct, runtime) as one value with a message, a primary span, notes
//! and, for runtime errors, a .dmd traceback. Rendering (codespan-reporting)
//! lives here and nowhere else.

mod excerpt;

use crate::source::Span;
use codespan_reporting::term::termcolor::{Buffer, ColorSpec, WriteColor};
use excerpt::Excerpt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The headline, e.g. `invalid syntax` or `ZeroDivisionError: division by zero`.
    pub message: String,
    /// Where it happened; `None` for errors without a source position.
    pub span: Option<Span>,
    /// Text shown under the underlined span.
    pub label: String,
    /// Extra lines (`= help: ...`).
    pub notes: Vec<String>,
    /// Runtime errors: the call stack, outermost first.
    pub traceback: Vec<TraceEntry>,
}

/// One frame of a runtime traceback.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceEntry {
    pub function: String,
    pub span: Span,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            message: message.into(),
            span: Some(span),
            label: String::new(),
            notes: Vec::new(),
            traceback: Vec::new(),
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

/// Renders a diagnostic as text: a codespan-reporting snippet with the
/// span underlined, then (for runtime errors) a Python-style traceback of
/// .dmd frames. What comes from the program (its text, names, messages it
/// raised) is escaped (`terminal`): it cannot write to the terminal.
pub fn render(diagnostic: &Diagnostic, sources: &crate::source::SourceMap, color: bool) -> String {
    use crate::terminal::printable_message;
    use codespan_reporting::diagnostic::{Diagnostic as Report, Label};
    use codespan_reporting::term;

    let mut report = Report::error().with_message(printable_message(&diagnostic.message));
    report = report.with_notes(diagnostic.notes.iter().map(|n| printable_message(n)).collect());
    let config = term::Config::default();
    let mut out = String::new();
    if !diagnostic.traceback.is_empty() {
        out.push_str("Traceback (most recent call last):\n");
        render_traceback(&diagnostic.traceback, sources, &mut out);
    }
    let mut buffer = if color { Buffer::ansi() } else { Buffer::no_color() };
    let emitted = match diagnostic.span {
        Some(span) => {
            let file = span.file as usize;
            let at = (span.start as usize).min(sources.text(file).len());
            let line = (sources.line_of(file, at) as usize).saturating_sub(1);
            let (shown, range) = Excerpt::at_line(sources.name(file), sources.text(file), span.range(), line);
            let label = Label::primary((), range).with_message(printable_message(&diagnostic.label));
            let report = report.with_labels(vec![label]);
            term::emit_to_write_style(&mut buffer, &config, &shown, &report)
        }
        None => term::emit_to_write_style(&mut buffer, &config, &Excerpt::new("", "", 0..0).0, &report),
    };
    match emitted {
        Ok(()) => out.push_str(&String::from_utf8_lossy(buffer.as_slice())),
        Err(_) => out.push_str(&format!("error: {}\n", printable_message(&diagnostic.message))),
    }
    out
}

/// Whether to colour what goes to a stream: a terminal, unless `NO_COLOR`
/// is set (to anything but the empty string).
pub fn use_color(is_terminal: bool) -> bool {
    is_terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// `text` in the terminal's dim style (the REPL's cost lines).
pub fn dimmed(text: &str) -> String {
    use std::io::Write;
    let mut buffer = Buffer::ansi();
    let _ = buffer.set_color(ColorSpec::new().set_dimmed(true));
    let _ = buffer.write_all(text.as_bytes());
    let _ = buffer.reset();
    String::from_utf8_lossy(buffer.as_slice()).into_owned()
}

/// CPython's traceback layout, collapsing a frame line repeated more than
/// three times into `[Previous line repeated N more times]`.
fn render_traceback(traceback: &[TraceEntry], sources: &crate::source::SourceMap, out: &mut String) {
    const SHOWN: usize = 3;
    let mut previous: Option<String> = None;
    let mut repeats = 0;
    let flush = |repeats: usize, out: &mut String| {
        if repeats > SHOWN {
            let more = repeats - SHOWN;
            out.push_str(&format!("  [Previous line repeated {more} more time{}]\n", if more == 1 { "" } else { "s" }));
        }
    };
    for entry in traceback {
        let file = entry.span.file as usize;
        let line = sources.line_of(file, entry.span.start as usize);
        let (name, function) = (crate::terminal::printable(sources.name(file)), &entry.function);
        let mut frame = format!("  File \"{name}\", line {line}, in {}\n", crate::terminal::printable(function));
        let text = excerpt::short_line(sources.line_text(file, line));
        if !text.is_empty() {
            frame.push_str(&format!("    {text}\n"));
        }
        if previous.as_deref() == Some(frame.as_str()) {
            repeats += 1;
            if repeats <= SHOWN {
                out.push_str(&frame);
            }
            continue;
        }
        flush(repeats, out);
        out.push_str(&frame);
        previous = Some(frame);
        repeats = 1;
    }
    flush(repeats, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_comes_from_codespan_and_only_when_asked() {
        let mut sources = crate::source::SourceMap::new();
        let file = sources.add("t.dmd", "x = 1 / 0\n");
        let d = Diagnostic::error("ZeroDivisionError: division by zero", Span::new(file, 4, 9));
        let plain = render(&d, &sources, false);
        let coloured = render(&d, &sources, true);
        assert!(!plain.contains('\u{1b}'), "{plain}");
        assert!(coloured.contains('\u{1b}'), "{coloured}");
        let strip = |s: &str| {
            let mut out = String::new();
            let mut escape = false;
            for c in s.chars() {
                match (escape, c) {
                    (false, '\u{1b}') => escape = true,
                    (true, 'm') => escape = false,
                    (false, c) => out.push(c),
                    _ => {}
                }
            }
            out
        };
        assert_eq!(strip(&coloured), plain);
        assert_eq!(dimmed("cost 3"), "\u{1b}[0m\u{1b}[2mcost 3\u{1b}[0m");
    }
}
