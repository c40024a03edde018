//! The layout pass: turns the raw token stream of `token::lex` into the
//! stream the grammar sees, as CPython's tokenizer does. It drops physical
//! newlines inside brackets and on blank or comment-only lines, emits
//! NEWLINE at the end of each logical line, INDENT/DEDENT from indentation
//! (tabs advance to the next multiple of 8; tab/space mixes whose meaning
//! depends on the tab size are errors), and checks bracket matching. It
//! knows tokens and the source text, not the grammar.

use std::collections::VecDeque;

use logos::Logos;

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use crate::syntax::token::{line_of, Spanned, Tok};
use crate::syntax::{Failure, Looks};

/// CPython's tokenizer refuses more than 200 open brackets.
const MAX_BRACKETS: usize = 200;

/// A safety net far above any real program: deeper indentation would only
/// build statement trees too deep to walk. `validate` reports the real
/// block-nesting limit (100) with a clearer message.
const MAX_INDENT_LEVELS: usize = 1000;

/// What the token stream is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A whole file or REPL entry: statements with indentation.
    File,
    /// An f-string field: one expression list, as if inside parentheses.
    Field,
}

/// Runs the layout pass over `raw` (the tokens of `text[..end]`). `lexed`
/// is the lexer's own failure, if any: the stream then stops early and no
/// end-of-file tokens are added. Returns the tokens, starting with the
/// synthetic start token of `mode`, plus the first failure.
pub fn layout(
    text: &str,
    raw: Vec<Spanned>,
    lexed: Option<Failure>,
    mode: Mode,
    end: usize,
    file: FileId,
) -> (Vec<Spanned>, Option<Failure>) {
    let start = raw.first().map_or(end, |t| t.0);
    let mut pass = Layout::new(text, file, mode);
    pass.begin(start);
    for token in raw {
        if let Err(failure) = pass.push(token) {
            return (pass.out.into(), Some(failure));
        }
    }
    if lexed.is_some() {
        return (pass.out.into(), lexed);
    }
    let failure = pass.finish(end).err();
    (pass.out.into(), failure)
}

/// The lexer and the layout pass of a whole file as one iterator, for the
/// parser's fast path: tokens are made as the parser asks for them, so a
/// file's tokens never all exist at once (a 4 MB file has about a million).
/// It stops at the first lexing or layout failure and only records that
/// there was one: the caller then goes through `lex` and `layout` for the
/// exact diagnostic, which may depend on tokens after the parser's error.
pub struct Stream<'t> {
    lexer: logos::Lexer<'t, Tok>,
    pass: Layout<'t>,
    /// Whether the start-of-file token was given.
    begun: bool,
    finished: bool,
    failed: bool,
    /// Looks at the run's limits as tokens are lexed.
    looks: Looks,
    /// The limit that stopped the stream, if one did.
    stopped: Option<Failure>,
}

impl<'t> Stream<'t> {
    /// Tokens of `text[start..]`, from the start-of-file token on.
    pub fn new(text: &'t str, start: usize, file: FileId) -> Stream<'t> {
        let mut lexer = Tok::lexer(text);
        lexer.bump(start);
        let pass = Layout::new(text, file, Mode::File);
        Stream { lexer, pass, begun: false, finished: false, failed: false, looks: Looks::default(), stopped: None }
    }

    /// What stopped the stream when a limit of the run did (the parse
    /// then ends there, with that error).
    pub fn stopped(&mut self) -> Option<Failure> {
        self.stopped.take()
    }

    /// True when lexing or layout failed: the tokens given were cut short.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// Runs the lexer until the layout pass has a token to give, or the end.
    fn refill(&mut self) {
        while self.pass.out.is_empty() && !self.finished {
            let next = self.lexer.next();
            if !self.begun {
                // The start token sits where the first raw token does, as in `layout`.
                self.begun = true;
                self.pass.begin(if next.is_some() { self.lexer.span().start } else { self.lexer.source().len() });
            }
            let at = || Span::new(self.pass.file, self.lexer.span().start, self.lexer.span().start);
            if let Err(diag) = self.looks.node(at) {
                self.stopped = Some(Failure { diag, incomplete: false, limit: true });
                (self.failed, self.finished) = (true, true);
                self.pass.out.clear();
                return;
            }
            let pushed = match next {
                Some(Ok(tok)) => {
                    let span = self.lexer.span();
                    self.pass.push((span.start, tok, span.end))
                }
                Some(Err(_)) => Err(self.pass.fail("", 0, 0, false)),
                None => {
                    self.finished = true;
                    self.pass.finish(self.lexer.source().len())
                }
            };
            if pushed.is_err() {
                self.failed = true;
                self.finished = true;
            }
        }
    }
}

impl Iterator for Stream<'_> {
    type Item = Spanned;

    fn next(&mut self) -> Option<Spanned> {
        self.refill();
        self.pass.out.pop_front()
    }
}

#[derive(Clone, Copy)]
struct Indentation {
    /// Column with tabs to the next multiple of 8.
    col: usize,
    /// Column with tabs counted as 1: where it disagrees with `col` about
    /// the order of two lines, the meaning depends on the tab size.
    alt_col: usize,
}

struct Layout<'t> {
    text: &'t str,
    file: FileId,
    /// Tokens made and not yet taken.
    out: VecDeque<Spanned>,
    indents: Vec<Indentation>,
    /// Open brackets: the character and its offset.
    brackets: Vec<(u8, usize)>,
    at_line_start: bool,
    in_field: bool,
}

impl<'t> Layout<'t> {
    fn new(text: &'t str, file: FileId, mode: Mode) -> Layout<'t> {
        Layout {
            text,
            file,
            out: VecDeque::new(),
            indents: vec![Indentation { col: 0, alt_col: 0 }],
            brackets: Vec::new(),
            at_line_start: true,
            in_field: mode == Mode::Field,
        }
    }

    /// Gives the synthetic token that selects the grammar, at `at`.
    fn begin(&mut self, at: usize) {
        let tok = if self.in_field { Tok::StartField } else { Tok::StartFile };
        self.out.push_back((at, tok, at));
    }

    fn push(&mut self, (start, tok, end): Spanned) -> Result<(), Failure> {
        if tok == Tok::Newline {
            if self.brackets.is_empty() && !self.at_line_start && !self.in_field {
                self.out.push_back((start, Tok::Newline, end));
                self.at_line_start = true;
            }
            return Ok(());
        }
        if self.at_line_start && !self.in_field {
            self.indent_line(start)?;
            self.at_line_start = false;
        }
        match tok {
            Tok::LPar | Tok::LSqb | Tok::LBrace => {
                if self.brackets.len() >= MAX_BRACKETS {
                    return Err(self.fail("too many nested parentheses", start, end, false));
                }
                self.brackets.push((self.text.as_bytes()[start], start));
            }
            Tok::RPar | Tok::RSqb | Tok::RBrace => self.close_bracket(start, end)?,
            _ => {}
        }
        self.out.push_back((start, tok, end));
        Ok(())
    }

    /// Called at the first token of a logical line: compares its column
    /// with the indentation stack.
    fn indent_line(&mut self, at: usize) -> Result<(), Failure> {
        let here = self.column(at);
        let top = self.top();
        if here.col == top.col {
            if here.alt_col != top.alt_col {
                return Err(self.tab_error(at));
            }
        } else if here.col > top.col {
            if here.alt_col <= top.alt_col {
                return Err(self.tab_error(at));
            }
            if self.indents.len() > MAX_INDENT_LEVELS {
                return Err(self.fail("too many levels of indentation", at, at + 1, false));
            }
            self.indents.push(here);
            self.out.push_back((at, Tok::Indent, at));
        } else {
            while self.indents.len() > 1 && here.col < self.top().col {
                self.indents.pop();
                self.out.push_back((at, Tok::Dedent, at));
            }
            if here.col != self.top().col {
                let line_start = self.line_start(at);
                return Err(self.fail("unindent does not match any outer indentation level", line_start, at, false));
            }
            if here.alt_col != self.top().alt_col {
                return Err(self.tab_error(at));
            }
        }
        Ok(())
    }

    fn top(&self) -> Indentation {
        self.indents.last().copied().unwrap_or(Indentation { col: 0, alt_col: 0 })
    }

    fn line_start(&self, at: usize) -> usize {
        self.text[..at].rfind(['\n', '\r']).map_or(0, |i| i + 1)
    }

    fn column(&self, at: usize) -> Indentation {
        let mut here = Indentation { col: 0, alt_col: 0 };
        for b in self.text[self.line_start(at)..at].bytes() {
            match b {
                b' ' => {
                    here.col += 1;
                    here.alt_col += 1;
                }
                b'\t' => {
                    here.col = (here.col / 8 + 1) * 8;
                    here.alt_col += 1;
                }
                // A form feed resets the column, as in CPython.
                b'\x0c' => here = Indentation { col: 0, alt_col: 0 },
                // Only a byte-order mark can get here; it takes no room.
                _ => {}
            }
        }
        here
    }

    fn close_bracket(&mut self, start: usize, end: usize) -> Result<(), Failure> {
        let closing = self.text.as_bytes()[start];
        let Some((opening, open_at)) = self.brackets.pop() else {
            return Err(self.fail(format!("unmatched '{}'", closing as char), start, end, false));
        };
        let expected = match opening {
            b'(' => b')',
            b'[' => b']',
            _ => b'}',
        };
        if closing == expected {
            return Ok(());
        }
        let open_line = line_of(self.text, open_at);
        let where_ =
            if open_line == line_of(self.text, start) { String::new() } else { format!(" on line {open_line}") };
        let message = format!(
            "closing parenthesis '{}' does not match opening parenthesis '{}'{where_}",
            closing as char, opening as char
        );
        Err(self.fail(message, start, end, false))
    }

    fn finish(&mut self, end: usize) -> Result<(), Failure> {
        if let Some(&(opening, at)) = self.brackets.last() {
            return Err(self.fail(format!("'{}' was never closed", opening as char), at, at + 1, true));
        }
        if self.in_field {
            return Ok(());
        }
        if !self.at_line_start {
            self.out.push_back((end, Tok::Newline, end));
        }
        for _ in 1..self.indents.len() {
            self.out.push_back((end, Tok::Dedent, end));
        }
        Ok(())
    }

    fn tab_error(&self, at: usize) -> Failure {
        self.fail("inconsistent use of tabs and spaces in indentation", self.line_start(at), at, false)
    }

    fn fail(&self, message: impl Into<String>, start: usize, end: usize, incomplete: bool) -> Failure {
        Failure { diag: Diagnostic::error(message, Span::new(self.file, start, end)), incomplete, limit: false }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::token::lex;

    fn run(text: &str) -> (Vec<Spanned>, Option<Failure>) {
        let (raw, lexed) = lex(text, 0, text.len(), 0);
        layout(text, raw, lexed, Mode::File, text.len(), 0)
    }

    /// The token stream as compact text: names and punctuation as written,
    /// `NL`, `IN`, `DE` for layout tokens.
    fn shape(text: &str) -> String {
        let (tokens, failure) = run(text);
        assert!(failure.is_none(), "unexpected failure: {:?}", failure.map(|f| f.diag));
        tokens
            .iter()
            .skip(1)
            .map(|(s, tok, e)| match tok {
                Tok::Newline => "NL".to_string(),
                Tok::Indent => "IN".to_string(),
                Tok::Dedent => "DE".to_string(),
                _ => text[*s..*e].to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn failure(text: &str) -> Failure {
        run(text).1.unwrap_or_else(|| panic!("expected a failure for {text:?}"))
    }

    #[test]
    fn simple_blocks_and_dedent_to_several_levels() {
        assert_eq!(shape("if a:\n    if b:\n        c\nd\n"), "if a : NL IN if b : NL IN c NL DE DE d NL");
        assert_eq!(shape("if a:\n  b\n  c\ne"), "if a : NL IN b NL c NL DE e NL");
    }

    #[test]
    fn brackets_join_lines() {
        assert_eq!(shape("x = (1,\n  2,\n\n      3)\ny = [\n]\n"), "x = ( 1 , 2 , 3 ) NL y = [ ] NL");
        assert_eq!(shape("f(a, {\n  'k': [1,\n2]})\n"), "f ( a , { 'k' : [ 1 , 2 ] } ) NL");
    }

    #[test]
    fn blank_and_comment_lines_are_ignored() {
        assert_eq!(
            shape("\n# top\nif a:\n\n        # odd comment\n   \n    b\n  \n    # c\n    c\n"),
            "if a : NL IN b NL c NL DE"
        );
    }

    #[test]
    fn tabs_and_backslash_continuation() {
        assert_eq!(shape("if a:\n\tb\n\tc\n"), "if a : NL IN b NL c NL DE");
        assert_eq!(shape("x = 1 + \\\n    2\ny\n"), "x = 1 + 2 NL y NL");
        assert_eq!(shape("if a:\n    x = \\\n2\n    y\n"), "if a : NL IN x = 2 NL y NL DE");
    }

    #[test]
    fn eof_without_newline_closes_everything() {
        assert_eq!(shape("def f():\n    if x:\n        return 1"), "def f ( ) : NL IN if x : NL IN return 1 NL DE DE");
        assert_eq!(shape(""), "");
        assert_eq!(shape("# just a comment"), "");
        assert_eq!(shape("x\r\nif y:\r\n  z\r\n"), "x NL if y : NL IN z NL DE");
    }

    #[test]
    fn indentation_errors() {
        assert_eq!(failure("if a:\n    b\n  c\n").diag.message, "unindent does not match any outer indentation level");
        assert_eq!(
            failure("if x:\n\ty\n        z\n").diag.message,
            "inconsistent use of tabs and spaces in indentation"
        );
    }

    #[test]
    fn bracket_errors() {
        assert_eq!(failure("x = )\n").diag.message, "unmatched ')'");
        assert_eq!(failure("x = (]\n").diag.message, "closing parenthesis ']' does not match opening parenthesis '('");
        assert_eq!(
            failure("x = (\n]\n").diag.message,
            "closing parenthesis ']' does not match opening parenthesis '(' on line 1"
        );
        let open = failure("foo(a, [b\n");
        assert_eq!(open.diag.message, "'[' was never closed");
        assert!(open.incomplete);
        assert_eq!(open.diag.span.map(|s| s.range()), Some(7..8));
        assert_eq!(failure(&"(".repeat(300)).diag.message, "too many nested parentheses");
    }

    #[test]
    fn field_mode_ignores_newlines() {
        let text = "a +\n b";
        let (raw, lexed) = lex(text, 0, text.len(), 0);
        let (tokens, failure) = layout(text, raw, lexed, Mode::Field, text.len(), 0);
        assert!(failure.is_none());
        let kinds: Vec<Tok> = tokens.into_iter().map(|t| t.1).collect();
        assert_eq!(kinds, vec![Tok::StartField, Tok::Name("a".into()), Tok::Plus, Tok::Name("b".into())]);
    }
}
