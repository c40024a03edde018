//! String literal contents: escape decoding, concatenation of adjacent
//! literals, and f-strings split into literal text and `{expr!conv:spec}`
//! fields following CPython 3.11's rules (a field may not contain a
//! backslash, a `#`, or the enclosing quote). Field expressions are parsed
//! by `parser::parse_field` on the very source bytes, so their spans point
//! into the file.

use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::sandbox::memory;
use crate::syntax::actions::{stopped, Ctx};
use crate::syntax::ast::{Constant, ExprKind, FStringPart};
use crate::syntax::parser;
use crate::syntax::token::StrTok;

/// Concatenates adjacent literals. Returns the expression and its nesting
/// depth (fields count one level deeper than the f-string).
pub fn concat(ctx: &Ctx, literals: &[(usize, StrTok, usize)]) -> Result<(ExprKind, u32), Diagnostic> {
    let mut parts = Vec::new();
    let mut pending = String::new();
    let mut any_fstring = false;
    let mut depth = 0;
    for &(start, tok, end) in literals {
        if tok.bytes {
            return Err(Diagnostic::error("bytes are not supported in .dmd", ctx.span(start, end)));
        }
        if !tok.fmt {
            pending.push_str(&decode(ctx, tok.body_start, tok.body_end, tok.raw)?);
            continue;
        }
        any_fstring = true;
        let mut scanner = Scanner { ctx, pos: tok.body_start, end: tok.body_end, raw: tok.raw, depth: 0, fields: 0 };
        let mut scanned = scanner.parts(0)?;
        depth = depth.max(scanner.depth);
        if parts.is_empty() && pending.is_empty() {
            // The usual literal: its parts are taken as they are, not
            // copied (a second list of millions of fields); its last
            // literal text may join the next literal's.
            if let Some(FStringPart::Literal(text)) = scanned.pop_if(|last| matches!(last, FStringPart::Literal(_))) {
                pending.push_str(&text);
            }
            parts = scanned;
            continue;
        }
        memory::make_room(&mut parts, scanned.len()).map_err(|stop| stopped(ctx, *stop, start))?;
        for part in scanned {
            match part {
                FStringPart::Literal(text) => pending.push_str(&text),
                field => {
                    flush(&mut pending, &mut parts);
                    parts.push(field);
                }
            }
        }
    }
    if !any_fstring {
        return Ok((ExprKind::Constant(Constant::Str(pending.into())), 1));
    }
    flush(&mut pending, &mut parts);
    Ok((ExprKind::FString(parts), depth + 1))
}

fn flush(pending: &mut String, parts: &mut Vec<FStringPart>) {
    if !pending.is_empty() {
        parts.push(FStringPart::Literal(Rc::from(std::mem::take(pending).as_str())));
    }
}

/// Decodes the escapes of `text[start..end]` (none when `raw`); line breaks
/// become `\n` as CPython's reader makes them.
fn decode(ctx: &Ctx, start: usize, end: usize, raw: bool) -> Result<String, Diagnostic> {
    let body = &ctx.text[start..end];
    let mut out = String::with_capacity(body.len());
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c == '\r' {
            chars.next_if(|&(_, n)| n == '\n');
            out.push('\n');
            continue;
        }
        if c != '\\' || raw {
            out.push(c);
            continue;
        }
        let Some((_, e)) = chars.next() else {
            out.push('\\');
            break;
        };
        match e {
            '\n' => {}
            '\r' => {
                chars.next_if(|&(_, n)| n == '\n');
            }
            '\\' | '\'' | '"' => out.push(e),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let mut value = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match chars.peek() {
                        Some(&(_, d @ '0'..='7')) => {
                            value = value * 8 + (d as u32 - '0' as u32);
                            chars.next();
                        }
                        _ => break,
                    }
                }
                out.push(char::from_u32(value).unwrap_or('\u{FFFD}'));
            }
            'x' | 'u' | 'U' => {
                let (len, what) = match e {
                    'x' => (2, "truncated \\xXX escape"),
                    'u' => (4, "truncated \\uXXXX escape"),
                    _ => (8, "truncated \\UXXXXXXXX escape"),
                };
                let mut value = 0u32;
                let mut seen = 0;
                while seen < len {
                    match chars.peek().and_then(|&(_, d)| d.to_digit(16)) {
                        Some(d) => {
                            value = value * 16 + d;
                            seen += 1;
                            chars.next();
                        }
                        None => break,
                    }
                }
                let to = i + 2 + seen;
                if seen < len {
                    return Err(unicode_error(ctx, start, i, to, what));
                }
                match char::from_u32(value) {
                    Some(ch) => out.push(ch),
                    None if (0xD800..0xE000).contains(&value) => {
                        let span = ctx.span(start + i, start + to);
                        return Err(Diagnostic::error("lone surrogates in strings are not supported in .dmd", span));
                    }
                    None => return Err(unicode_error(ctx, start, i, to, "illegal Unicode character")),
                }
            }
            'N' => {
                let to = body[i..].find('}').map_or(i + 2, |j| i + j + 1);
                let span = ctx.span(start + i, start + to);
                return Err(Diagnostic::error("\\N{...} escapes are not supported in .dmd", span));
            }
            other => {
                // Unknown escapes stay as written, as in CPython.
                out.push('\\');
                out.push(other);
            }
        }
    }
    Ok(out)
}

fn unicode_error(ctx: &Ctx, start: usize, from: usize, to: usize, what: &str) -> Diagnostic {
    let message = format!(
        "(unicode error) 'unicodeescape' codec can't decode bytes in position {from}-{}: {what}",
        to.saturating_sub(1)
    );
    Diagnostic::error(message, ctx.span(start + from, start + to))
}

/// Fields parsed between two looks at the limits (`Scanner::within_limits`).
const FIELDS_PER_LOOK: usize = 64;

/// Walks the body of one f-string literal.
struct Scanner<'c, 't> {
    ctx: &'c Ctx<'t>,
    pos: usize,
    end: usize,
    raw: bool,
    /// Deepest field expression seen so far.
    depth: u32,
    /// Fields met so far.
    fields: usize,
}

impl Scanner<'_, '_> {
    fn byte(&self, at: usize) -> Option<u8> {
        if at < self.end {
            self.ctx.text.as_bytes().get(at).copied()
        } else {
            None
        }
    }

    fn error(&self, message: &str, start: usize, end: usize) -> Diagnostic {
        Diagnostic::error(message, self.ctx.span(start, end.max(start)))
    }

    /// Literal text and fields up to the end of the body (`level` 0) or up
    /// to the `}` that closes a format spec (`level` 1).
    fn parts(&mut self, level: u32) -> Result<Vec<FStringPart>, Diagnostic> {
        let mut parts = Vec::new();
        let mut literal = String::new();
        loop {
            let literal_start = self.pos;
            let stop = self.scan_literal(level)?;
            literal.push_str(&decode(self.ctx, literal_start, self.pos, self.raw)?);
            match stop {
                Stop::DoubledBrace => {
                    // Keep one brace of the pair and skip the other.
                    literal.push_str(&self.ctx.text[self.pos..self.pos + 1]);
                    self.pos += 2;
                }
                Stop::End | Stop::CloseBrace => break,
                Stop::Field => {
                    if level >= 2 {
                        return Err(self.error("f-string: expressions nested too deeply", self.pos, self.pos + 1));
                    }
                    self.within_limits(&mut parts)?;
                    let field = self.field(level)?;
                    match field {
                        (Some(self_doc), part) => {
                            literal.push_str(&self_doc);
                            flush(&mut literal, &mut parts);
                            parts.push(part);
                        }
                        (None, part) => {
                            flush(&mut literal, &mut parts);
                            parts.push(part);
                        }
                    }
                }
            }
        }
        flush(&mut literal, &mut parts);
        if level > 0 && self.byte(self.pos) != Some(b'}') {
            return Err(self.error("f-string: expecting '}'", self.pos, self.pos + 1));
        }
        Ok(parts)
    }

    /// Before a field: a look at the heap budget and the clock, and room
    /// for one more part in `parts` asked of the budget. Each field is a
    /// parse of its own, whose lexer never made enough tokens to look: two
    /// million fields in one literal took 892 MiB past `--max-memory 64`.
    /// A limit stops the whole parse (no second pass), at this field.
    fn within_limits(&mut self, parts: &mut Vec<FStringPart>) -> Result<(), Diagnostic> {
        self.fields += 1;
        let looked = match self.fields % FIELDS_PER_LOOK {
            0 => crate::sandbox::look_at_heap_and_clock(),
            _ => Ok(()),
        };
        looked.and_then(|()| memory::make_room(parts, 2)).map_err(|stop| stopped(self.ctx, *stop, self.pos))
    }

    fn scan_literal(&mut self, level: u32) -> Result<Stop, Diagnostic> {
        while let Some(b) = self.byte(self.pos) {
            if b == b'\\' && !self.raw {
                match self.byte(self.pos + 1) {
                    // `\N{...}`: the braces belong to the escape.
                    Some(b'N') if self.byte(self.pos + 2) == Some(b'{') => {
                        self.pos += 3;
                        while let Some(c) = self.byte(self.pos) {
                            self.pos += 1;
                            if c == b'}' {
                                break;
                            }
                        }
                    }
                    // A brace after a backslash is still a brace, as in CPython.
                    Some(b'{') | Some(b'}') | None => self.pos += 1,
                    Some(_) => {
                        self.pos += 1;
                        self.pos += self.char_len(self.pos);
                    }
                }
                continue;
            }
            if b == b'{' || b == b'}' {
                if level == 0 && self.byte(self.pos + 1) == Some(b) {
                    return Ok(Stop::DoubledBrace);
                }
                if b == b'}' {
                    if level == 0 {
                        return Err(self.error("f-string: single '}' is not allowed", self.pos, self.pos + 1));
                    }
                    return Ok(Stop::CloseBrace);
                }
                return Ok(Stop::Field);
            }
            self.pos += self.char_len(self.pos);
        }
        Ok(Stop::End)
    }

    fn char_len(&self, at: usize) -> usize {
        self.ctx.text[at..].chars().next().map_or(1, char::len_utf8)
    }

    /// Parses `{expr=!c:spec}` starting at its `{`. Returns the
    /// self-documenting text (`x=`) if any, and the field.
    fn field(&mut self, level: u32) -> Result<(Option<String>, FStringPart), Diagnostic> {
        let open = self.pos;
        self.pos += 1;
        let expr_start = self.pos;
        self.scan_expression(open)?;
        let expr_end = self.pos;
        if self.byte(self.pos).is_none() {
            return Err(self.error("f-string: expecting '}'", open, expr_end));
        }
        if self.ctx.text[expr_start..expr_end].trim().is_empty() {
            return Err(self.error("f-string: empty expression not allowed", open, expr_end + 1));
        }
        let expr = parser::parse_field(self.ctx, expr_start, expr_end)?;
        self.depth = self.depth.max(expr.depth + level);

        let mut self_doc = None;
        if self.byte(self.pos) == Some(b'=') {
            self.pos += 1;
            while self.byte(self.pos).is_some_and(|b| b.is_ascii_whitespace()) {
                self.pos += 1;
            }
            self_doc = Some(self.ctx.text[expr_start..self.pos].to_string());
        }
        let mut conversion = None;
        if self.byte(self.pos) == Some(b'!') {
            let at = self.pos + 1;
            let Some(c) = self.byte(at) else {
                return Err(self.error("f-string: expecting '}'", open, at));
            };
            if !matches!(c, b's' | b'r' | b'a') {
                return Err(self.error(
                    "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                    at,
                    at + self.char_len(at),
                ));
            }
            conversion = Some(c as char);
            self.pos = at + 1;
        }
        let mut spec = Vec::new();
        let mut has_spec = false;
        if self.byte(self.pos) == Some(b':') {
            self.pos += 1;
            if self.byte(self.pos).is_none() {
                return Err(self.error("f-string: expecting '}'", open, self.pos));
            }
            spec = self.parts(level + 1)?;
            has_spec = true;
        }
        if self.byte(self.pos) != Some(b'}') {
            return Err(self.error("f-string: expecting '}'", open, self.pos));
        }
        self.pos += 1;
        if self_doc.is_some() && conversion.is_none() && !has_spec {
            conversion = Some('r');
        }
        let part = FStringPart::Field { expr: Box::new(expr.expr), conversion, spec };
        Ok((self_doc, part))
    }

    /// Advances over a field's expression text to the `=`, `!`, `:` or `}`
    /// that ends it, tracking brackets and nested string literals.
    fn scan_expression(&mut self, open: usize) -> Result<(), Diagnostic> {
        let mut brackets: Vec<u8> = Vec::new();
        let mut quote: Option<(u8, bool)> = None;
        while let Some(b) = self.byte(self.pos) {
            if b == b'\\' {
                return Err(self.error("f-string expression part cannot include a backslash", self.pos, self.pos + 1));
            }
            if let Some((q, triple)) = quote {
                if b == q {
                    if !triple {
                        quote = None;
                    } else if self.byte(self.pos + 1) == Some(q) && self.byte(self.pos + 2) == Some(q) {
                        quote = None;
                        self.pos += 2;
                    }
                }
                self.pos += 1;
                continue;
            }
            let next = self.byte(self.pos + 1);
            match b {
                b'\'' | b'"' => {
                    let triple = next == Some(b) && self.byte(self.pos + 2) == Some(b);
                    if triple {
                        self.pos += 2;
                    }
                    quote = Some((b, triple));
                }
                b'(' | b'[' | b'{' => brackets.push(b),
                b')' | b']' | b'}' if !brackets.is_empty() => {
                    let opening = brackets.pop().unwrap_or(b'(');
                    let expected = match opening {
                        b'(' => b')',
                        b'[' => b']',
                        _ => b'}',
                    };
                    if b != expected {
                        let message = format!(
                            "f-string: closing parenthesis '{}' does not match opening parenthesis '{}'",
                            b as char, opening as char
                        );
                        return Err(self.error(&message, self.pos, self.pos + 1));
                    }
                }
                b')' | b']' => {
                    let message = format!("f-string: unmatched '{}'", b as char);
                    return Err(self.error(&message, self.pos, self.pos + 1));
                }
                b'#' => return Err(self.error("f-string expression part cannot include '#'", self.pos, self.pos + 1)),
                b'!' | b'=' | b'<' | b'>' if brackets.is_empty() && next == Some(b'=') => self.pos += 1,
                b'<' | b'>' => {}
                b'!' | b':' | b'}' | b'=' if brackets.is_empty() => return Ok(()),
                _ => {}
            }
            self.pos += self.char_len(self.pos);
        }
        if quote.is_some() {
            return Err(self.error("f-string: unterminated string", open, self.pos));
        }
        if let Some(&b) = brackets.last() {
            let message = format!("f-string: unmatched '{}'", b as char);
            return Err(self.error(&message, open, self.pos));
        }
        Ok(())
    }
}

enum Stop {
    /// `{{` or `}}` at the top level.
    DoubledBrace,
    /// A `{` that opens a field.
    Field,
    /// The `}` that closes a format spec.
    CloseBrace,
    End,
}
