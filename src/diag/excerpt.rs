//! What a diagnostic shows of its source: the lines its span covers, each
//! cut to a window of about `WINDOW` characters when it is longer than
//! `LONG_LINE`. A program may be one 4 MB line; its error must still be a
//! few lines of text. The cut lines keep their real line numbers
//! (`Excerpt` implements codespan's `Files` with an offset) and the span is
//! mapped into the cut text. Control and invisible characters are shown as
//! escapes (`terminal::printable_line`): a program's text never writes to
//! the terminal, and columns still count the file's characters.

use std::ops::Range;

use codespan_reporting::files::{Error, Files, SimpleFile};

/// Lines up to this many characters are shown whole.
pub const LONG_LINE: usize = 160;
/// How many characters of a long line are shown.
const WINDOW: usize = 120;
/// On the span's first line, how much comes before the span.
const LEAD: usize = 40;
/// Marks where a line was cut.
const CUT: &str = "...";

/// The shown lines of one file, and where they start in it.
pub struct Excerpt {
    file: SimpleFile<String, String>,
    /// 0-based index, in the real file, of the first shown line.
    first_line: usize,
    /// Per shown line: characters hidden before its window, less the
    /// cut mark shown instead, so columns stay those of the real file.
    column_shift: Vec<isize>,
    /// Per shown line: where each escape ends in the shown text, and how
    /// many characters longer than the one it shows it is.
    escapes: Vec<Vec<(usize, isize)>>,
}

impl Excerpt {
    /// The lines of `text` that `span` covers, long ones cut, and `span`
    /// mapped into them.
    pub fn new(name: &str, text: &str, span: Range<usize>) -> (Excerpt, Range<usize>) {
        let start = floor_char(text, span.start.min(text.len()));
        let first_line = text[..start].bytes().filter(|&b| b == b'\n').count();
        Excerpt::at_line(name, text, span, first_line)
    }

    /// `new` for a span on the 0-based line `first_line`, known from the
    /// source map's index: counting the lines before it for every
    /// diagnostic made `check` quadratic in its errors (a 256 KB file of
    /// undefined names took 8 s).
    pub fn at_line(name: &str, text: &str, span: Range<usize>, first_line: usize) -> (Excerpt, Range<usize>) {
        let start = floor_char(text, span.start.min(text.len()));
        let end = floor_char(text, span.end.clamp(start, text.len()));
        let mut out = String::new();
        let mut column_shift = Vec::new();
        let mut escapes = Vec::new();
        let mut new_start = 0;
        let mut new_end;
        let mut line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        loop {
            let line_end = text[line_start..].find('\n').map_or(text.len(), |i| line_start + i);
            let (from, to) = window(text, line_start, line_end, start);
            let hidden = text[line_start..from].chars().count() as isize;
            if from > line_start {
                out.push_str(CUT);
                column_shift.push(hidden - CUT.len() as isize);
            } else {
                column_shift.push(0);
            }
            let shift = out.len();
            escapes.push(push_shown(&mut out, &text[from..to]));
            if to < line_end {
                out.push_str(CUT);
            }
            let map = |offset: usize| shift + shown_len(&text[from..offset.clamp(from, to)]);
            if (line_start..=line_end).contains(&start) {
                new_start = map(start);
            }
            new_end = map(end);
            if end <= line_end || line_end == text.len() {
                break;
            }
            out.push('\n');
            line_start = line_end + 1;
        }
        let name = crate::terminal::printable(name);
        let excerpt = Excerpt { file: SimpleFile::new(name, out), first_line, column_shift, escapes };
        (excerpt, new_start..new_end.max(new_start))
    }
}

/// Appends `piece` to `out` as it is shown; where each escape ends in
/// `out`, with the characters it adds.
fn push_shown(out: &mut String, piece: &str) -> Vec<(usize, isize)> {
    let mut escapes = Vec::new();
    for c in piece.chars() {
        if crate::terminal::escaped_in_line(c) {
            let escape = c.escape_unicode().to_string();
            out.push_str(&escape);
            escapes.push((out.len(), escape.len() as isize - 1));
        } else {
            out.push(c);
        }
    }
    escapes
}

/// The length of `piece` as `push_shown` shows it.
fn shown_len(piece: &str) -> usize {
    piece
        .chars()
        .map(|c| if crate::terminal::escaped_in_line(c) { c.escape_unicode().len() } else { c.len_utf8() })
        .sum()
}

/// The part of the line `text[line_start..line_end]` to show: all of it when
/// short; otherwise a window leading into `at` when `at` is on the line, or
/// the line's start.
fn window(text: &str, line_start: usize, line_end: usize, at: usize) -> (usize, usize) {
    let line = &text[line_start..line_end];
    if line.chars().nth(LONG_LINE).is_none() {
        return (line_start, line_end);
    }
    let from = if (line_start..=line_end).contains(&at) {
        let lead = text[line_start..at].char_indices().rev().nth(LEAD - 1).map_or(0, |(i, _)| i);
        line_start + lead
    } else {
        line_start
    };
    let to = text[from..line_end].char_indices().nth(WINDOW).map_or(line_end, |(i, _)| from + i);
    (from, to)
}

fn floor_char(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// A line of a traceback: trimmed, cut after `WINDOW` characters, and
/// escaped as the snippets are.
pub fn short_line(line: &str) -> String {
    let line = line.trim();
    let line = match line.char_indices().nth(WINDOW) {
        Some((i, _)) if line.chars().nth(LONG_LINE).is_some() => format!("{}{CUT}", &line[..i]),
        _ => line.to_string(),
    };
    crate::terminal::printable_line(&line)
}

impl<'a> Files<'a> for Excerpt {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, Error> {
        Ok(self.file.name())
    }

    fn source(&'a self, (): ()) -> Result<&'a str, Error> {
        Ok(self.file.source())
    }

    fn line_index(&'a self, (): (), byte_index: usize) -> Result<usize, Error> {
        self.file.line_index((), byte_index)
    }

    fn line_number(&'a self, (): (), line_index: usize) -> Result<usize, Error> {
        Ok(self.first_line + line_index + 1)
    }

    fn column_number(&'a self, (): (), line_index: usize, byte_index: usize) -> Result<usize, Error> {
        let range = self.file.line_range((), line_index)?;
        let shown = codespan_reporting::files::column_index(self.file.source(), range, byte_index) as isize;
        let shift = self.column_shift.get(line_index).copied().unwrap_or(0);
        let escaped = self.escapes.get(line_index).map_or(0, |line| {
            line.iter().filter(|&&(end, _)| end <= byte_index).map(|&(_, extra)| extra).sum::<isize>()
        });
        Ok((shown + shift - escaped).max(0) as usize + 1)
    }

    fn line_range(&'a self, (): (), line_index: usize) -> Result<Range<usize>, Error> {
        self.file.line_range((), line_index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str, span: Range<usize>) -> (String, String, usize) {
        let (excerpt, mapped) = Excerpt::new("f", text, span);
        let source = excerpt.file.source().clone();
        let marked = source[mapped.clone()].to_string();
        (source, marked, excerpt.first_line)
    }

    #[test]
    fn short_lines_are_shown_whole() {
        let text = "a = 1\nb = c + d\ne\n";
        let (source, marked, first) = shown(text, 10..11);
        assert_eq!((source.as_str(), marked.as_str(), first), ("b = c + d", "c", 1));
    }

    #[test]
    fn a_long_line_is_cut_around_the_span() {
        let text = format!("x = {}y{}\n", "1 + ".repeat(10_000), " + 1".repeat(10_000));
        let at = text.find('y').unwrap();
        let (source, marked, first) = shown(&text, at..at + 1);
        assert_eq!(marked, "y");
        assert_eq!(first, 0);
        let (excerpt, mapped) = Excerpt::new("f", &text, at..at + 1);
        let column = excerpt.column_number((), 0, mapped.start).unwrap();
        assert_eq!(column, at + 1, "columns are those of the real line");
        assert!(source.starts_with(CUT) && source.ends_with(CUT), "{source}");
        assert!(source.chars().count() <= WINDOW + 2 * CUT.len(), "{}", source.len());
    }

    #[test]
    fn a_span_past_the_window_ends_at_the_cut() {
        let text = "z".repeat(1000);
        let (source, marked, _) = shown(&text, 0..1000);
        assert_eq!(source.len(), WINDOW + CUT.len());
        assert_eq!(marked.len(), WINDOW);
    }

    #[test]
    fn multibyte_text_is_cut_on_character_boundaries() {
        let text = format!("s = '{}'\n", "é".repeat(500));
        let (source, marked, _) = shown(&text, 600..601);
        assert!(source.contains('é'));
        assert!(!marked.is_empty());
    }

    #[test]
    fn traceback_lines_are_cut() {
        assert_eq!(short_line("  f(x)  "), "f(x)");
        let long = "y".repeat(500);
        assert_eq!(short_line(&long), format!("{}{CUT}", "y".repeat(WINDOW)));
    }
}
