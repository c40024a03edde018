//! Tokens: the logos `Tok` enum (including every reserved Python keyword,
//! so unsupported constructs can be rejected by name later) and `lex`, which
//! turns a byte range of the source into raw tokens. Numbers and string
//! literals are scanned by hand-written callbacks so their errors can match
//! CPython's wording; string *contents* are decoded later (`fstring.rs`).
//! Indentation, NEWLINE/INDENT/DEDENT and bracket matching belong to
//! `layout.rs`; this file knows nothing about the grammar.

use std::collections::HashSet;
use std::fmt;

use logos::Logos;
use num_bigint::BigInt;

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use crate::syntax::ast::Ident;
use crate::syntax::Failure;

/// A raw token plus its byte range: the triple LALRPOP consumes.
pub type Spanned = (usize, Tok, usize);

/// CPython refuses decimal literals longer than this (`sys.int_info.default_max_str_digits`).
const MAX_DECIMAL_DIGITS: usize = 4300;

#[derive(Logos, Debug, Clone, PartialEq)]
#[logos(error = LexError)]
#[logos(extras = Names)]
#[logos(skip r"[ \t\f]+")]
#[logos(skip(r"#[^\r\n]*", allow_greedy = true))]
pub enum Tok {
    // Synthetic tokens: made by `layout` or the parser driver, never lexed.
    /// Selects the whole-file grammar.
    StartFile,
    /// Selects the f-string field grammar (an expression list).
    StartField,
    Indent,
    Dedent,

    /// A physical line break; `layout` keeps only the ones that end a logical line.
    #[regex(r"\r\n|\r|\n")]
    Newline,

    #[regex(r"[\p{XID_Start}_][\p{XID_Continue}]*", |lex| lex.extras.intern(lex.slice()))]
    Name(Ident),
    #[regex(r"[0-9]", lex_number)]
    #[regex(r"\.[0-9]", lex_number)]
    Number(Num),
    #[regex(r#"([rRuUfFbB]|[rR][bBfF]|[bBfF][rR])?["']"#, lex_string)]
    Str(StrTok),
    /// A backslash-newline joins two lines; never emitted.
    #[regex(r"\\(\r\n|\r|\n)", lex_continuation)]
    Continuation,
    /// A backslash anywhere else; always an error.
    #[token("\\", lex_stray_backslash)]
    Backslash,

    // Keywords, supported or not.
    #[token("False")]
    False,
    #[token("None")]
    None,
    #[token("True")]
    True,
    #[token("and")]
    And,
    #[token("as")]
    As,
    #[token("assert")]
    Assert,
    #[token("async")]
    Async,
    #[token("await")]
    Await,
    #[token("break")]
    Break,
    #[token("class")]
    Class,
    #[token("continue")]
    Continue,
    #[token("def")]
    Def,
    #[token("del")]
    Del,
    #[token("elif")]
    Elif,
    #[token("else")]
    Else,
    #[token("except")]
    Except,
    #[token("finally")]
    Finally,
    #[token("for")]
    For,
    #[token("from")]
    From,
    #[token("global")]
    Global,
    #[token("if")]
    If,
    #[token("import")]
    Import,
    #[token("in")]
    In,
    #[token("is")]
    Is,
    #[token("lambda")]
    Lambda,
    #[token("nonlocal")]
    Nonlocal,
    #[token("not")]
    Not,
    #[token("or")]
    Or,
    #[token("pass")]
    Pass,
    #[token("raise")]
    Raise,
    #[token("return")]
    Return,
    #[token("try")]
    Try,
    #[token("while")]
    While,
    #[token("with")]
    With,
    #[token("yield")]
    Yield,

    // Operators and delimiters.
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("**")]
    DoubleStar,
    #[token("/")]
    Slash,
    #[token("//")]
    DoubleSlash,
    #[token("%")]
    Percent,
    #[token("@")]
    At,
    #[token("<<")]
    LShift,
    #[token(">>")]
    RShift,
    #[token("&")]
    Amper,
    #[token("|")]
    Pipe,
    #[token("^")]
    Caret,
    #[token("~")]
    Tilde,
    #[token(":=")]
    Walrus,
    #[token("<")]
    Less,
    #[token(">")]
    Greater,
    #[token("<=")]
    LessEqual,
    #[token(">=")]
    GreaterEqual,
    #[token("==")]
    EqEqual,
    #[token("!=")]
    NotEqual,
    #[token("(")]
    LPar,
    #[token(")")]
    RPar,
    #[token("[")]
    LSqb,
    #[token("]")]
    RSqb,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token(";")]
    Semi,
    #[token("=")]
    Equal,
    #[token("->")]
    Arrow,
    #[token("+=")]
    PlusEqual,
    #[token("-=")]
    MinusEqual,
    #[token("*=")]
    StarEqual,
    #[token("/=")]
    SlashEqual,
    #[token("//=")]
    DoubleSlashEqual,
    #[token("%=")]
    PercentEqual,
    #[token("@=")]
    AtEqual,
    #[token("&=")]
    AmperEqual,
    #[token("|=")]
    PipeEqual,
    #[token("^=")]
    CaretEqual,
    #[token("<<=")]
    LShiftEqual,
    #[token(">>=")]
    RShiftEqual,
    #[token("**=")]
    DoubleStarEqual,
}

/// A numeric literal's value.
#[derive(Debug, Clone, PartialEq)]
pub enum Num {
    /// An int that fits in 64 bits: most literals, kept without allocating.
    Small(i64),
    /// Any other int.
    Int(BigInt),
    Float(f64),
}

impl Num {
    fn int(value: BigInt) -> Num {
        match i64::try_from(&value) {
            Ok(small) => Num::Small(small),
            Err(_) => Num::Int(value),
        }
    }
}

/// A string literal as written: its prefix flags and where its body (the
/// text between the quotes) lies. Decoding happens in `fstring.rs`, which
/// needs the parser for f-string fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StrTok {
    pub raw: bool,
    pub fmt: bool,
    pub bytes: bool,
    pub body_start: usize,
    pub body_end: usize,
}

/// The names lexed so far: each distinct name is allocated once and shared
/// by every token and tree node that spells it.
#[derive(Default)]
pub struct Names(HashSet<Ident>);

impl Names {
    fn intern(&mut self, name: &str) -> Ident {
        if let Some(known) = self.0.get(name) {
            return known.clone();
        }
        let fresh = Ident::from(name);
        self.0.insert(fresh.clone());
        fresh
    }
}

/// Errors raised inside logos callbacks; `Invalid` is logos' own "no token
/// matches here".
#[derive(Debug, Clone, PartialEq, Default)]
pub enum LexError {
    #[default]
    Invalid,
    Message {
        message: String,
        start: usize,
        end: usize,
        incomplete: bool,
    },
}

impl Tok {
    /// How a diagnostic names the token, e.g. `')'` or `name 'x'`.
    pub fn describe(&self, text: &str, start: usize, end: usize) -> String {
        match self {
            Tok::StartFile | Tok::StartField => "start of input".to_string(),
            Tok::Newline => "end of line".to_string(),
            Tok::Indent => "indent".to_string(),
            Tok::Dedent => "dedent".to_string(),
            Tok::Name(name) => format!("name '{name}'"),
            Tok::Number(_) => format!("number {}", excerpt(text, start, end)),
            Tok::Str(_) => "string literal".to_string(),
            _ => format!("'{}'", excerpt(text, start, end)),
        }
    }

    /// Keywords that introduce constructs outside the subset, with the
    /// message that rejects them.
    pub fn unsupported_message(&self) -> Option<&'static str> {
        Some(match self {
            Tok::Class => "classes are not supported in .dmd",
            Tok::Try | Tok::Except | Tok::Finally => "try statements are not supported in .dmd",
            Tok::With => "with statements are not supported in .dmd",
            Tok::Yield => "yield (generator functions) is not supported in .dmd",
            Tok::Async | Tok::Await => "async/await is not supported in .dmd",
            Tok::Walrus => "the walrus operator := is not supported in .dmd",
            _ => return None,
        })
    }
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::Small(i) => write!(f, "{i}"),
            Num::Int(i) => write!(f, "{i}"),
            Num::Float(x) => write!(f, "{x:?}"),
        }
    }
}

/// Lexes `text[start..end]` into raw tokens (physical newlines included,
/// comments and blanks dropped). Offsets are into the whole `text`. On an
/// error, returns the tokens before it too, so the parser can report an
/// earlier syntax error first, as CPython's lazy tokenizer would.
pub fn lex(text: &str, start: usize, end: usize, file: FileId) -> (Vec<Spanned>, Option<Failure>) {
    let mut tokens = Vec::new();
    let mut lexer = Tok::lexer(&text[..end]);
    lexer.bump(start);
    while let Some(result) = lexer.next() {
        let span = lexer.span();
        match result {
            Ok(tok) => tokens.push((span.start, tok, span.end)),
            Err(LexError::Invalid) => {
                return (tokens, Some(invalid_character(text, span.start, file)));
            }
            Err(LexError::Message { message, start, end, incomplete }) => {
                let diag = Diagnostic::error(message, Span::new(file, start, end));
                return (tokens, Some(Failure { diag, incomplete, limit: false }));
            }
        }
    }
    (tokens, None)
}

/// 1-based line number of a byte offset.
pub fn line_of(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    let bytes = &text.as_bytes()[..offset];
    let newlines = bytes.iter().filter(|&&b| b == b'\n').count();
    // A lone '\r' is a line break too (old Mac line endings).
    let lone_crs =
        bytes.windows(2).filter(|w| w[0] == b'\r' && w[1] != b'\n').count() + usize::from(bytes.last() == Some(&b'\r'));
    1 + newlines + lone_crs
}

fn excerpt(text: &str, start: usize, end: usize) -> &str {
    text.get(start..end).unwrap_or("")
}

fn invalid_character(text: &str, at: usize, file: FileId) -> Failure {
    let ch = text.get(at..).and_then(|rest| rest.chars().next()).unwrap_or('\u{FFFD}');
    let span = Span::new(file, at, at + ch.len_utf8());
    let diag = if ch == '\0' {
        Diagnostic::error("source code cannot contain null bytes", span)
    } else if !is_printable(ch) {
        Diagnostic::error(format!("invalid non-printable character U+{:04X}", ch as u32), span)
    } else if ch.is_ascii() {
        Diagnostic::error("invalid syntax", span).with_label(format!("unexpected character '{ch}'"))
    } else {
        Diagnostic::error(format!("invalid character '{ch}' (U+{:04X})", ch as u32), span)
    };
    Failure { diag, incomplete: false, limit: false }
}

/// An approximation of CPython's `str.isprintable` for the characters a
/// lexer can meet outside string literals: controls, separators and the
/// common invisible format characters.
fn is_printable(ch: char) -> bool {
    !(ch.is_control()
        || matches!(ch as u32,
            0xA0 | 0xAD | 0x1680 | 0x2000..=0x200F | 0x2028..=0x202F | 0x205F..=0x2064
            | 0x3000 | 0xFEFF | 0xFFF9..=0xFFFB))
}

fn message(message: impl Into<String>, start: usize, end: usize) -> LexError {
    LexError::Message { message: message.into(), start, end, incomplete: false }
}

fn lex_continuation(lex: &mut logos::Lexer<Tok>) -> logos::FilterResult<(), LexError> {
    if !lex.remainder().is_empty() {
        return logos::FilterResult::Skip;
    }
    // The REPL should ask for the line this backslash promises.
    let at = lex.span().start;
    logos::FilterResult::Error(LexError::Message {
        message: "unexpected EOF while parsing".into(),
        start: at,
        end: at + 1,
        incomplete: true,
    })
}

fn lex_stray_backslash(lex: &mut logos::Lexer<Tok>) -> Result<(), LexError> {
    let at = lex.span().start;
    if lex.remainder().is_empty() {
        // `x = 1 + \` at the very end: the REPL should ask for another line.
        return Err(LexError::Message {
            message: "unexpected EOF while parsing".into(),
            start: at,
            end: at + 1,
            incomplete: true,
        });
    }
    Err(message("unexpected character after line continuation character", at, at + 1))
}

/// Scans the rest of a string literal whose prefix and opening quote logos
/// has matched.
fn lex_string(lex: &mut logos::Lexer<Tok>) -> Result<StrTok, LexError> {
    let start = lex.span().start;
    let opening = lex.slice();
    let prefix = opening[..opening.len() - 1].to_ascii_lowercase();
    let quote = opening.as_bytes()[opening.len() - 1];
    let rest = lex.remainder().as_bytes();
    let triple = rest.len() >= 2 && rest[0] == quote && rest[1] == quote;
    let body_offset = if triple { 2 } else { 0 };
    let body_start = lex.span().end + body_offset;
    let mut i = body_offset;
    loop {
        let Some(&b) = rest.get(i) else {
            let source = lex.source();
            let (kind, incomplete) = if triple {
                ("unterminated triple-quoted string literal", true)
            } else {
                ("unterminated string literal", false)
            };
            // CPython reports the line of the last character read.
            let last = if source.ends_with(['\n', '\r']) { source.len() - 1 } else { source.len() };
            let line = line_of(source, last);
            return Err(LexError::Message {
                message: format!("{kind} (detected at line {line})"),
                start,
                end: source.len(),
                incomplete,
            });
        };
        if b == b'\\' {
            // Even in raw strings a backslash keeps the next character
            // (quote or newline) from ending the literal.
            i += if rest.get(i + 1) == Some(&b'\r') && rest.get(i + 2) == Some(&b'\n') { 3 } else { 2 };
            continue;
        }
        if !triple && (b == b'\n' || b == b'\r') {
            let line = line_of(lex.source(), body_start + i - body_offset);
            return Err(message(
                format!("unterminated string literal (detected at line {line})"),
                start,
                body_start + i - body_offset,
            ));
        }
        if b == quote {
            if !triple {
                let body_end = lex.span().end + i;
                lex.bump(i + 1);
                return Ok(string_token(&prefix, body_start, body_end));
            }
            if rest.get(i + 1) == Some(&quote) && rest.get(i + 2) == Some(&quote) {
                let body_end = lex.span().end + i;
                lex.bump(i + 3);
                return Ok(string_token(&prefix, body_start, body_end));
            }
        }
        i += 1;
    }
}

fn string_token(prefix: &str, body_start: usize, body_end: usize) -> StrTok {
    StrTok { raw: prefix.contains('r'), fmt: prefix.contains('f'), bytes: prefix.contains('b'), body_start, body_end }
}

/// Scans a numeric literal the way CPython's tokenizer does, including its
/// error messages; logos has matched only the first digit (or `.digit`).
fn lex_number(lex: &mut logos::Lexer<Tok>) -> Result<Num, LexError> {
    let start = lex.span().start;
    let source = lex.source();
    let scan = NumberScanner { text: source, start };
    let (num, end) = scan.scan()?;
    lex.bump(end - lex.span().end);
    Ok(num)
}

struct NumberScanner<'a> {
    text: &'a str,
    start: usize,
}

impl NumberScanner<'_> {
    fn at(&self, i: usize) -> u8 {
        self.text.as_bytes().get(i).copied().unwrap_or(0)
    }

    fn text(&self, from: usize, to: usize) -> String {
        self.text.as_bytes()[from..to].iter().filter(|&&b| b != b'_').map(|&b| b as char).collect()
    }

    /// Returns the literal's value and its end offset.
    fn scan(&self) -> Result<(Num, usize), LexError> {
        let s = self.start;
        if self.at(s) == b'0' && matches!(self.at(s + 1), b'x' | b'X' | b'o' | b'O' | b'b' | b'B') {
            return self.scan_radix();
        }
        let mut i = s;
        let mut is_float = false;
        if self.at(i) != b'.' {
            i = self.digits(i, "decimal")?;
        }
        let int_end = i;
        if self.at(i) == b'.' {
            is_float = true;
            i += 1;
            if self.at(i).is_ascii_digit() {
                i = self.digits(i, "decimal")?;
            }
        }
        if matches!(self.at(i), b'e' | b'E') {
            let mut j = i + 1;
            if matches!(self.at(j), b'+' | b'-') {
                j += 1;
            }
            if self.at(j).is_ascii_digit() {
                i = self.digits(j, "decimal")?;
                is_float = true;
            } else {
                return Err(message("invalid decimal literal", s, j));
            }
        }
        if matches!(self.at(i), b'j' | b'J') {
            return Err(message("complex numbers are not supported in .dmd", s, i + 1));
        }
        self.check_end(i, "decimal")?;
        if is_float {
            let digits = self.text(s, i);
            let value = digits.parse::<f64>().map_err(|_| message("invalid decimal literal", s, i))?;
            return Ok((Num::Float(value), i));
        }
        let digits = self.text(s, int_end);
        if digits.len() > 1 && digits.starts_with('0') && digits.bytes().any(|b| b != b'0') {
            return Err(message(
                "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                s,
                i,
            ));
        }
        if digits.len() > MAX_DECIMAL_DIGITS {
            return Err(message(
                format!(
                    "Exceeds the limit ({MAX_DECIMAL_DIGITS} digits) for integer string conversion: value has {} digits; \
                     use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for big integer literals.",
                    digits.len()
                ),
                s,
                i,
            ));
        }
        // Up to 18 digits always fit: no big-number parse for the usual literal.
        if digits.len() <= 18 && digits.bytes().all(|b| b.is_ascii_digit()) {
            let value = digits.bytes().fold(0i64, |acc, b| acc * 10 + i64::from(b - b'0'));
            return Ok((Num::Small(value), i));
        }
        let value =
            BigInt::parse_bytes(digits.as_bytes(), 10).ok_or_else(|| message("invalid decimal literal", s, i))?;
        Ok((Num::int(value), i))
    }

    /// `[0-9](_?[0-9])*` starting at `i`; returns the end.
    fn digits(&self, mut i: usize, kind: &str) -> Result<usize, LexError> {
        loop {
            while self.at(i).is_ascii_digit() {
                i += 1;
            }
            if self.at(i) != b'_' {
                return Ok(i);
            }
            if !self.at(i + 1).is_ascii_digit() {
                return Err(message(format!("invalid {kind} literal"), self.start, i + 1));
            }
            i += 1;
        }
    }

    fn scan_radix(&self) -> Result<(Num, usize), LexError> {
        let s = self.start;
        let (radix, kind): (u32, &str) = match self.at(s + 1) {
            b'x' | b'X' => (16, "hexadecimal"),
            b'o' | b'O' => (8, "octal"),
            _ => (2, "binary"),
        };
        let mut i = s + 2;
        let mut any = false;
        loop {
            if self.at(i) == b'_' {
                i += 1;
            }
            let c = self.at(i) as char;
            if c.is_digit(radix) {
                any = true;
                i += 1;
                continue;
            }
            if c.is_ascii_digit() {
                return Err(message(format!("invalid digit '{c}' in {kind} literal"), s, i + 1));
            }
            if !any || self.at(i - 1) == b'_' {
                return Err(message(format!("invalid {kind} literal"), s, i + 1));
            }
            break;
        }
        self.check_end(i, kind)?;
        let digits = self.text(s + 2, i);
        let value = BigInt::parse_bytes(digits.as_bytes(), radix)
            .ok_or_else(|| message(format!("invalid {kind} literal"), s, i))?;
        Ok((Num::int(value), i))
    }

    /// A literal directly followed by a letter (`1abc`, `1if`) is an error,
    /// as in CPython 3.11. Only the next character is decoded: validating
    /// the rest of the file here made lexing quadratic in the number of
    /// literals.
    fn check_end(&self, i: usize, kind: &str) -> Result<(), LexError> {
        let next = self.text.get(i..).and_then(|rest| rest.chars().next());
        match next {
            Some(c) if c == '_' || c.is_alphanumeric() => {
                Err(message(format!("invalid {kind} literal"), self.start, i))
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Tok> {
        let (tokens, failure) = lex(text, 0, text.len(), 0);
        assert!(failure.is_none(), "unexpected lex error {:?}", failure.map(|f| f.diag));
        tokens.into_iter().map(|(_, tok, _)| tok).collect()
    }

    fn lex_error(text: &str) -> String {
        let (_, failure) = lex(text, 0, text.len(), 0);
        failure.map(|f| f.diag.message).unwrap_or_else(|| panic!("expected a lex error for {text:?}"))
    }

    fn int(n: i64) -> Tok {
        Tok::Number(Num::Small(n))
    }

    fn float(x: f64) -> Tok {
        Tok::Number(Num::Float(x))
    }

    #[test]
    fn keywords_names_and_operators() {
        assert_eq!(
            toks("if iffy: x //= 2 ** -y"),
            vec![
                Tok::If,
                Tok::Name("iffy".into()),
                Tok::Colon,
                Tok::Name("x".into()),
                Tok::DoubleSlashEqual,
                int(2),
                Tok::DoubleStar,
                Tok::Minus,
                Tok::Name("y".into()),
            ]
        );
        assert_eq!(
            toks("a...b.c"),
            vec![Tok::Name("a".into()), Tok::Ellipsis, Tok::Name("b".into()), Tok::Dot, Tok::Name("c".into())]
        );
        assert_eq!(toks("héllo _x1"), vec![Tok::Name("héllo".into()), Tok::Name("_x1".into())]);
        assert_eq!(toks("match case"), vec![Tok::Name("match".into()), Tok::Name("case".into())]);
    }

    #[test]
    fn numbers() {
        assert_eq!(toks("0 00 1_000 0x_FF 0o17 0b1_01"), vec![int(0), int(0), int(1000), int(255), int(15), int(5)]);
        assert_eq!(
            toks("1.0 .5 3. 1e-3 1_000.0 1E5 012.5 0e0"),
            vec![float(1.0), float(0.5), float(3.0), float(1e-3), float(1000.0), float(1e5), float(12.5), float(0.0)]
        );
        let big = "123456789012345678901234567890";
        assert_eq!(toks(big), vec![Tok::Number(Num::Int(big.parse().unwrap()))]);
        assert_eq!(toks("1 if x else 2"), vec![int(1), Tok::If, Tok::Name("x".into()), Tok::Else, int(2)]);
    }

    #[test]
    fn number_errors() {
        assert_eq!(
            lex_error("012"),
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"
        );
        assert_eq!(lex_error("1_"), "invalid decimal literal");
        assert_eq!(lex_error("1__0"), "invalid decimal literal");
        assert_eq!(lex_error("0x"), "invalid hexadecimal literal");
        assert_eq!(lex_error("0o8"), "invalid digit '8' in octal literal");
        assert_eq!(lex_error("0b2"), "invalid digit '2' in binary literal");
        assert_eq!(lex_error("1abc"), "invalid decimal literal");
        assert_eq!(lex_error("1e"), "invalid decimal literal");
        assert_eq!(lex_error("1j"), "complex numbers are not supported in .dmd");
        assert_eq!(lex_error("1.5J"), "complex numbers are not supported in .dmd");
        assert!(lex_error(&"9".repeat(5000)).starts_with("Exceeds the limit (4300 digits)"));
    }

    #[test]
    fn strings() {
        let text = r#"'a' "b" '''c'd''' r'\'' f"{x}" '' rb'x'"#;
        let (tokens, failure) = lex(text, 0, text.len(), 0);
        assert!(failure.is_none());
        let bodies: Vec<&str> = tokens
            .iter()
            .map(|(_, tok, _)| match tok {
                Tok::Str(s) => &text[s.body_start..s.body_end],
                other => panic!("not a string: {other:?}"),
            })
            .collect();
        assert_eq!(bodies, vec!["a", "b", "c'd", r"\'", "{x}", "", "x"]);
        let flags: Vec<(bool, bool, bool)> = tokens
            .iter()
            .map(|(_, tok, _)| match tok {
                Tok::Str(s) => (s.raw, s.fmt, s.bytes),
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(flags[3], (true, false, false));
        assert_eq!(flags[4], (false, true, false));
        assert_eq!(flags[6], (true, false, true));
    }

    #[test]
    fn string_errors() {
        assert_eq!(lex_error("'abc\n"), "unterminated string literal (detected at line 1)");
        assert_eq!(lex_error("x = 'abc"), "unterminated string literal (detected at line 1)");
        assert_eq!(lex_error("'''abc\n\n"), "unterminated triple-quoted string literal (detected at line 2)");
        let (_, failure) = lex("'''abc\n", 0, 7, 0);
        assert!(failure.is_some_and(|f| f.incomplete));
    }

    #[test]
    fn comments_continuations_and_bad_characters() {
        assert_eq!(toks("a # c\n\\\nb"), vec![Tok::Name("a".into()), Tok::Newline, Tok::Name("b".into())]);
        assert_eq!(
            toks("a\r\nb\rc"),
            vec![Tok::Name("a".into()), Tok::Newline, Tok::Name("b".into()), Tok::Newline, Tok::Name("c".into())]
        );
        assert_eq!(lex_error("x = 1 €"), "invalid character '€' (U+20AC)");
        assert_eq!(lex_error("x = a\u{200b}"), "invalid non-printable character U+200B");
        assert_eq!(lex_error("x = $"), "invalid syntax");
        assert_eq!(lex_error("x = \\ 1"), "unexpected character after line continuation character");
        assert_eq!(lex_error("x = !"), "invalid syntax");
        let (_, failure) = lex("x = 1 + \\", 0, 9, 0);
        assert!(failure.is_some_and(|f| f.incomplete && f.diag.message == "unexpected EOF while parsing"));
    }

    #[test]
    fn lexes_a_sub_range_with_absolute_offsets() {
        let text = "f'{a + b}'";
        let (tokens, failure) = lex(text, 3, 8, 0);
        assert!(failure.is_none());
        assert_eq!(tokens, vec![(3, Tok::Name("a".into()), 4), (5, Tok::Plus, 6), (7, Tok::Name("b".into()), 8)]);
    }

    #[test]
    fn line_numbers() {
        assert_eq!(line_of("a\nb\r\nc\rd", 0), 1);
        assert_eq!(line_of("a\nb\r\nc\rd", 2), 2);
        assert_eq!(line_of("a\nb\r\nc\rd", 5), 3);
        assert_eq!(line_of("a\nb\r\nc\rd", 7), 4);
    }
}
