//! The front end: source text in, a validated `ast::Module` or one
//! `Diagnostic` out. Stages, each in its own file:
//!
//! - `token`: logos lexer (numbers, strings, names, every Python keyword);
//! - `layout`: NEWLINE/INDENT/DEDENT and bracket matching, as CPython's tokenizer;
//! - `parser`: the LALRPOP grammar (`grammar/dmd.lalrpop`) with `actions`
//!   building the tree, `fstring` decoding string literals, and friendly
//!   syntax-error messages;
//! - `validate`: subset rules and CPython's compile-time checks the grammar
//!   cannot express (`return` placement, targets, parameter order, nesting
//!   limits).
//!
//! It knows nothing about values, the machine or cost, and never panics on
//! any input: every failure is a `Diagnostic` pointing at source text.

pub mod actions;
pub mod ast;
pub mod fstring;
pub mod functions;
pub mod layout;
pub mod parser;
pub mod token;
pub mod validate;

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};

/// Parse a whole file (or a REPL entry) into a validated Module.
pub fn parse(text: &str, file: FileId) -> Result<ast::Module, Diagnostic> {
    let module = parser::parse_module(text, file).map_err(|failure| match failure.limit {
        true => failure.diag,
        false => typed(failure.diag),
    })?;
    validate::validate(&module).map_err(|failure| match failure.limit {
        true => failure.diag,
        false => typed(failure.diag),
    })?;
    Ok(module)
}

/// The error's headline as CPython's last line of stderr: `SyntaxError: `,
/// `IndentationError: ` or `TabError: ` before the message. What the
/// subset refuses of valid Python (`... is not supported in .dmd`) and
/// dmdpy's own nesting limits are not CPython errors and keep no type.
fn typed(mut diag: Diagnostic) -> Diagnostic {
    let m = diag.message.as_str();
    if m.contains("not supported in .dmd") || m.contains("(limit ") {
        return diag;
    }
    let kind = if m == "unexpected indent"
        || m.starts_with("expected an indented block")
        || m.starts_with("unindent does not match")
        || m == "too many levels of indentation"
    {
        "IndentationError"
    } else if m.starts_with("inconsistent use of tabs") {
        "TabError"
    } else {
        "SyntaxError"
    };
    diag.message = format!("{kind}: {}", diag.message);
    diag
}

/// For the REPL: true when `text` is an incomplete entry that more lines
/// could complete (open brackets, a trailing `:` block header, an
/// unterminated triple-quoted string, a block whose body hasn't been
/// entered yet).
///
/// As in CPython's REPL, an entry whose last statement is compound
/// (`if`, `for`, `while`, `def`) stays open until a blank line ends it.
pub fn needs_more_input(text: &str) -> bool {
    match parser::parse_module(text, 0) {
        // A block header typed as the last line inside another block ends in
        // DEDENTs rather than at end of input, so the parser reports a
        // missing body instead of incomplete input: a last line ending in
        // `:` keeps the entry open until a blank line.
        Err(failure) => {
            failure.incomplete
                || (failure.diag.message.starts_with("expected an indented block")
                    && ends_with_header(text)
                    && !ends_with_blank_line(text))
        }
        Ok(module) => {
            let compound = module.body.last().is_some_and(|stmt| {
                matches!(
                    stmt.kind,
                    ast::StmtKind::If { .. }
                        | ast::StmtKind::While { .. }
                        | ast::StmtKind::For { .. }
                        | ast::StmtKind::FunctionDef(_)
                )
            });
            compound && !ends_with_blank_line(text)
        }
    }
}

/// True when the last line entered is a block header (ends in `:`, no comment).
fn ends_with_header(text: &str) -> bool {
    let last = text.strip_suffix('\n').unwrap_or(text).rsplit('\n').next().unwrap_or("").trim_end();
    !last.trim().is_empty() && last.ends_with(':') && !last.contains('#')
}

/// True when the last line the user entered (before the final newline, if
/// any) holds only whitespace.
fn ends_with_blank_line(text: &str) -> bool {
    let text = text.strip_suffix('\n').unwrap_or(text);
    let text = text.strip_suffix('\r').unwrap_or(text);
    let last_line = text.rsplit(['\n', '\r']).next().unwrap_or("");
    last_line.trim().is_empty() && text.contains(['\n', '\r'])
}

/// A front-end error, plus whether more input could fix it (for the REPL).
#[derive(Debug)]
pub struct Failure {
    pub diag: Diagnostic,
    pub incomplete: bool,
    /// A limit of the run (its heap budget, its clock, Ctrl-C) stopped the
    /// front end: the diagnostic is that exception's, not a syntax error.
    pub limit: bool,
}

/// Nodes (tokens, tree nodes) the front end works through between two
/// looks at the run's heap budget and clock: a source's tree takes tens of
/// bytes per source byte, and a large one takes seconds to parse, check and
/// resolve (an 8 MB chain of `+` took 420 MiB and 10 s).
const LOOK_EVERY: u32 = 1 << 12;

/// The front end's looks at the limits of the run — its heap budget,
/// Ctrl-C and the clock — every `LOOK_EVERY` nodes of each pass (lexing,
/// validation, resolution). No step is counted: `--max-steps` counts the
/// same steps whatever the source's size.
#[derive(Debug, Default)]
pub struct Looks {
    nodes: u32,
}

impl Looks {
    /// One more node, at `span`: the limit that stopped the pass, if one
    /// did, as its exception's diagnostic there (no syntax error).
    #[inline]
    pub fn node(&mut self, span: impl FnOnce() -> Span) -> Result<(), Diagnostic> {
        self.nodes = self.nodes.wrapping_add(1);
        if !self.nodes.is_multiple_of(LOOK_EVERY) {
            return Ok(());
        }
        crate::sandbox::look_at_heap_and_clock()
            .map_err(|stop| Diagnostic { span: Some(span()), ..stop.into_diagnostic() })
    }
}

#[cfg(test)]
mod tests;
