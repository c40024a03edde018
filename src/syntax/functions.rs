//! Where each `def` of a module lies: its file and first and last lines.
//! Reports attribute a line's cost to the innermost `def` holding it, and
//! the interpreter collects these as it loads each module.

use super::ast::{Module, Stmt, StmtKind};
use crate::source::SourceMap;

/// The source lines of one `def` (a lambda belongs to its enclosing def).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionRange {
    pub file: u32,
    pub first_line: u32,
    pub last_line: u32,
    pub name: String,
}

/// The `def`s of a module, nested ones included.
pub fn function_ranges(module: &Module, file: u32, sources: &SourceMap) -> Vec<FunctionRange> {
    let mut out = Vec::new();
    collect_functions(&module.body, file, sources, &mut out);
    out
}

fn collect_functions(body: &[Stmt], file: u32, sources: &SourceMap, out: &mut Vec<FunctionRange>) {
    for stmt in body {
        match &stmt.kind {
            StmtKind::FunctionDef(def) => {
                let first_line = sources.line_of(file as usize, def.span.start as usize);
                let last_line = sources.line_of(file as usize, def.span.end.saturating_sub(1) as usize);
                out.push(FunctionRange { file, first_line, last_line, name: def.name.id.to_string() });
                collect_functions(&def.body, file, sources, out);
            }
            StmtKind::If { body, orelse, .. }
            | StmtKind::While { body, orelse, .. }
            | StmtKind::For { body, orelse, .. } => {
                collect_functions(body, file, sources, out);
                collect_functions(orelse, file, sources, out);
            }
            _ => {}
        }
    }
}
