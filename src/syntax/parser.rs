//! The parser driver: runs lexer, layout and the LALRPOP parser generated
//! from `grammar/dmd.lalrpop`, and turns LALRPOP's raw errors ("unrecognized
//! token, expected one of ...") into CPython-like diagnostics ("invalid
//! syntax", "expected ':'", "expected an indented block after 'if'
//! statement on line 3", "classes are not supported in .dmd"). It does not
//! validate the tree (`validate.rs` does).

use lalrpop_util::{lalrpop_mod, ParseError};

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use crate::syntax::actions::{line_starts, Ctx, Ex, Top};
use crate::syntax::ast::Module;
use crate::syntax::layout::{layout, Mode, Stream};
use crate::syntax::token::{lex, line_of, Spanned, Tok};
use crate::syntax::Failure;

lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused_parens, unused_imports, dead_code)]
    grammar,
    "/dmd.rs"
);

/// f-strings nested inside f-string fields deeper than this are refused
/// (CPython 3.11 runs out of distinct quotes long before).
const MAX_FSTRING_NESTING: u32 = 8;

/// The largest source parsed (`source::MAX_SOURCE_BYTES`).
pub use crate::source::MAX_SOURCE_BYTES;

/// Parses a file or REPL entry into an unvalidated module.
pub fn parse_module(text: &str, file: FileId) -> Result<Module, Failure> {
    if text.len() > MAX_SOURCE_BYTES {
        let message = format!("source too large: {} bytes (the limit is 1 GiB)", text.len());
        return Err(Failure {
            diag: Diagnostic::error(message, Span::new(file, 0, 0)),
            incomplete: false,
            limit: false,
        });
    }
    // CPython ignores a UTF-8 byte-order mark.
    let start = if text.starts_with('\u{FEFF}') { '\u{FEFF}'.len_utf8() } else { 0 };
    let starts = line_starts(text);
    let stopped = std::cell::Cell::new(false);
    let ctx = Ctx { text, file, line_starts: &starts, fstring_nesting: 0, stopped: &stopped };
    // Most files parse: stream their tokens and keep none. Any failure is
    // reported from a second pass that keeps them all, since the exact
    // diagnostic can depend on tokens the parser never reached.
    let mut stream = Stream::new(text, start, file);
    let streamed = grammar::TopParser::new().parse(&ctx, stream.by_ref().map(Ok));
    if let Some(stop) = stream.stopped() {
        return Err(stop);
    }
    if let (true, Err(ParseError::User { error })) = (stopped.get(), &streamed) {
        return Err(Failure { diag: error.clone(), incomplete: false, limit: true });
    }
    if !stream.failed() {
        if let Ok(Top::Module(body)) = streamed {
            return Ok(Module { body, globals: Vec::new() });
        }
    }
    let (raw, lexed) = lex(text, start, text.len(), file);
    let (tokens, failure) = layout(text, raw, lexed, Mode::File, text.len(), file);
    let result = grammar::TopParser::new().parse(&ctx, tokens.iter().cloned().map(Ok));
    if let Some(failure) = failure {
        // Like CPython, a tokenizer error anywhere wins over a generic
        // syntax error; only indentation errors seen earlier come first.
        if let Err(err @ ParseError::UnrecognizedToken { .. }) = result {
            let earlier = convert(&ctx, &tokens, err);
            let before = earlier.diag.span.map_or(0, |s| s.start) < failure.diag.span.map_or(0, |s| s.start);
            if before && is_indentation_error(&earlier.diag.message) {
                return Err(earlier);
            }
        }
        return Err(failure);
    }
    match result {
        Ok(Top::Module(body)) => Ok(Module { body, globals: Vec::new() }),
        Ok(Top::Field(ex)) => {
            Err(Failure { diag: Diagnostic::error("invalid syntax", ex.expr.span), incomplete: false, limit: false })
        }
        Err(err) => Err(convert(&ctx, &tokens, err)),
    }
}

/// Parses the expression of an f-string field, `ctx.text[start..end]`, as
/// CPython 3.11 does: like a parenthesized expression list.
pub fn parse_field(ctx: &Ctx, start: usize, end: usize) -> Result<Ex, Diagnostic> {
    if ctx.fstring_nesting >= MAX_FSTRING_NESTING {
        return Err(Diagnostic::error("f-string: expressions nested too deeply", Span::new(ctx.file, start, end)));
    }
    let (raw, lexed) = lex(ctx.text, start, end, ctx.file);
    let (tokens, failure) = layout(ctx.text, raw, lexed, Mode::Field, end, ctx.file);
    if let Some(failure) = failure {
        return Err(failure.diag);
    }
    let inner = Ctx { fstring_nesting: ctx.fstring_nesting + 1, ..*ctx };
    match grammar::TopParser::new().parse(&inner, tokens.iter().cloned().map(Ok)) {
        Ok(Top::Field(ex)) => Ok(ex),
        Ok(Top::Module(_)) => Err(Diagnostic::error("f-string: invalid syntax", Span::new(ctx.file, start, end))),
        Err(ParseError::User { error }) => Err(error),
        Err(err) => {
            let mut diag = convert(&inner, &tokens, err).diag;
            if !diag.message.starts_with("f-string") {
                diag.message = format!("f-string: {}", diag.message);
            }
            Err(diag)
        }
    }
}

fn is_indentation_error(message: &str) -> bool {
    message == "unexpected indent" || message.starts_with("expected an indented block")
}

/// Turns a LALRPOP error into a friendly diagnostic.
fn convert(ctx: &Ctx, tokens: &[Spanned], err: ParseError<usize, Tok, Diagnostic>) -> Failure {
    let failure = |diag| Failure { diag, incomplete: false, limit: false };
    match err {
        ParseError::User { error } => failure(error),
        ParseError::InvalidToken { location } => {
            failure(Diagnostic::error("invalid syntax", ctx.span(location, location)))
        }
        ParseError::ExtraToken { token: (start, tok, end) } => failure(unexpected(ctx, &tok, start, end)),
        ParseError::UnrecognizedEof { location, expected } => {
            let at = tokens.len();
            if expects(&expected, "INDENT") {
                return Failure {
                    diag: missing_block(ctx, tokens, at, location, location),
                    incomplete: true,
                    limit: false,
                };
            }
            let diag = Diagnostic::error("unexpected EOF while parsing", ctx.span(location, location));
            failure(with_expected(diag, &expected))
        }
        ParseError::UnrecognizedToken { token: (start, tok, end), expected } => {
            // A line break is shown as a caret at the end of the line, not
            // as a span reaching into the next one.
            let end = if tok == Tok::Newline { start } else { end };
            let at = tokens.partition_point(|t| t.0 < start);
            let at = (at..tokens.len()).find(|&i| tokens[i].0 == start && tokens[i].1 == tok).unwrap_or(at);
            failure(unrecognized(ctx, tokens, at, &tok, start, end, &expected))
        }
    }
}

fn unrecognized(
    ctx: &Ctx,
    tokens: &[Spanned],
    at: usize,
    tok: &Tok,
    start: usize,
    end: usize,
    expected: &[String],
) -> Diagnostic {
    if *tok == Tok::Indent {
        let end = tokens.get(at + 1).map_or(end, |t| t.2);
        return Diagnostic::error("unexpected indent", ctx.span(start, end));
    }
    // CPython decodes a run of string literals as it parses the atom, so
    // an f-string's own error comes before the syntax error after it
    // (`f"{"a"}"` is `f"{"`, `a`, `"}"`: "f-string: expecting '}'").
    if let Some(diag) = string_run_error(ctx, tokens, at) {
        return diag;
    }
    if expects(expected, "INDENT") {
        return missing_block(ctx, tokens, at, start, end);
    }
    if let Some(message) = tok.unsupported_message() {
        return Diagnostic::error(message, ctx.span(start, end));
    }
    let line_start = logical_line_start(tokens, at);
    if let Some(diag) = soft_keyword_statement(ctx, tokens, line_start, at) {
        return diag;
    }
    if *tok == Tok::Newline && expects(expected, "\":\"") {
        return Diagnostic::error("expected ':'", ctx.span(start, end));
    }
    if expects(expected, "\"else\"") && !matches!(tok, Tok::Name(_) | Tok::Number(_) | Tok::Str(_)) {
        return Diagnostic::error("expected 'else' after 'if' expression", ctx.span(start, end));
    }
    if *tok == Tok::Equal && expects(expected, "\":\"") {
        return Diagnostic::error("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", ctx.span(start, end))
            .with_label("unexpected '='");
    }
    if at > 0 && starts_operand(tok) && ends_operand(&tokens[at - 1].1) && inside_brackets(tokens, line_start, at) {
        let from = tokens[at - 1].0;
        return Diagnostic::error("invalid syntax. Perhaps you forgot a comma?", ctx.span(from, end));
    }
    with_expected(unexpected(ctx, tok, start, end), expected)
}

/// The error of decoding the string literals just before `at`, if any.
fn string_run_error(ctx: &Ctx, tokens: &[Spanned], at: usize) -> Option<Diagnostic> {
    let mut first = at;
    while first > 0 && matches!(tokens[first - 1].1, Tok::Str(_)) {
        first -= 1;
    }
    let parts: Vec<(usize, crate::syntax::token::StrTok, usize)> = tokens[first..at]
        .iter()
        .filter_map(|(s, t, e)| match t {
            Tok::Str(st) => Some((*s, *st, *e)),
            _ => None,
        })
        .collect();
    if parts.is_empty() || !parts.iter().any(|p| p.1.fmt) {
        return None;
    }
    super::fstring::concat(ctx, &parts).err()
}

fn unexpected(ctx: &Ctx, tok: &Tok, start: usize, end: usize) -> Diagnostic {
    // The layout pass adds a zero-width NEWLINE when the file ends mid-line.
    let label = if *tok == Tok::Newline && start >= ctx.text.len() {
        "unexpected end of file".to_string()
    } else {
        format!("unexpected {}", tok.describe(ctx.text, start, end))
    };
    Diagnostic::error("invalid syntax", ctx.span(start, end)).with_label(label)
}

fn expects(expected: &[String], terminal: &str) -> bool {
    expected.iter().any(|e| e == terminal)
}

/// Adds the expected tokens as a note when there are few enough to help.
fn with_expected(diag: Diagnostic, expected: &[String]) -> Diagnostic {
    if expected.is_empty() || expected.len() > 4 {
        return diag;
    }
    let names: Vec<String> = expected.iter().map(|e| terminal_name(e)).collect();
    diag.with_note(format!("expected {}", names.join(" or ")))
}

fn terminal_name(terminal: &str) -> String {
    match terminal {
        "NEWLINE" => "end of line".to_string(),
        "INDENT" => "an indented block".to_string(),
        "DEDENT" => "end of block".to_string(),
        "NAME" => "a name".to_string(),
        "NUMBER" => "a number".to_string(),
        "STRING" => "a string".to_string(),
        quoted => format!("'{}'", quoted.trim_matches('"')),
    }
}

/// Index of the first token of the logical line containing token `at`.
fn logical_line_start(tokens: &[Spanned], at: usize) -> usize {
    let at = at.min(tokens.len());
    tokens[..at]
        .iter()
        .rposition(|t| matches!(t.1, Tok::Newline | Tok::Indent | Tok::Dedent | Tok::StartFile | Tok::StartField))
        .map_or(0, |i| i + 1)
}

/// "expected an indented block after 'if' statement on line 3": the header
/// is the logical line before the NEWLINE that precedes token `at`.
fn missing_block(ctx: &Ctx, tokens: &[Spanned], at: usize, start: usize, end: usize) -> Diagnostic {
    let newline = tokens[..at.min(tokens.len())].iter().rposition(|t| t.1 == Tok::Newline);
    let header = newline.map(|i| logical_line_start(tokens, i)).and_then(|i| tokens.get(i));
    let what = match header.map(|t| &t.1) {
        Some(Tok::If) => "'if' statement",
        Some(Tok::Elif) => "'elif' statement",
        Some(Tok::Else) => "'else' statement",
        Some(Tok::While) => "'while' statement",
        Some(Tok::For) => "'for' statement",
        Some(Tok::Def) => "function definition",
        Some(Tok::Class) => "class definition",
        Some(Tok::Try) => "'try' statement",
        Some(Tok::Except) => "'except' statement",
        Some(Tok::Finally) => "'finally' statement",
        Some(Tok::With) => "'with' statement",
        _ => return Diagnostic::error("expected an indented block", ctx.span(start, end)),
    };
    let line = header.map_or(0, |t| line_of(ctx.text, t.0));
    Diagnostic::error(format!("expected an indented block after {what} on line {line}"), ctx.span(start, end))
}

/// Statements introduced by soft keywords parse as expressions and fail
/// later; name them instead.
fn soft_keyword_statement(ctx: &Ctx, tokens: &[Spanned], line_start: usize, at: usize) -> Option<Diagnostic> {
    let (start, Tok::Name(first), end) = tokens.get(line_start)? else { return None };
    let line_end = (at..tokens.len()).find(|&i| tokens[i].1 == Tok::Newline).unwrap_or(tokens.len());
    match &**first {
        "match" if line_end > 0 && tokens[line_end - 1].1 == Tok::Colon => {
            let end = tokens[line_end - 1].2;
            Some(Diagnostic::error("match statements are not supported in .dmd", ctx.span(*start, end)))
        }
        "print" if at == line_start + 1 && tokens.get(at).is_some_and(|t| starts_operand(&t.1)) => {
            let end = tokens.get(line_end.saturating_sub(1)).map_or(*end, |t| t.2);
            Some(Diagnostic::error(
                "Missing parentheses in call to 'print'. Did you mean print(...)?",
                ctx.span(*start, end),
            ))
        }
        _ => None,
    }
}

fn starts_operand(tok: &Tok) -> bool {
    matches!(tok, Tok::Name(_) | Tok::Number(_) | Tok::Str(_) | Tok::None | Tok::True | Tok::False)
}

fn ends_operand(tok: &Tok) -> bool {
    matches!(
        tok,
        Tok::Name(_)
            | Tok::Number(_)
            | Tok::Str(_)
            | Tok::None
            | Tok::True
            | Tok::False
            | Tok::RPar
            | Tok::RSqb
            | Tok::RBrace
    )
}

fn inside_brackets(tokens: &[Spanned], from: usize, to: usize) -> bool {
    // An f-string field is parsed as if parenthesized.
    let mut depth: i64 = i64::from(tokens.first().is_some_and(|t| t.1 == Tok::StartField));
    for t in &tokens[from.min(to)..to] {
        match t.1 {
            Tok::LPar | Tok::LSqb | Tok::LBrace => depth += 1,
            Tok::RPar | Tok::RSqb | Tok::RBrace => depth -= 1,
            _ => {}
        }
    }
    depth > 0
}
