//! Tab completion: names in scope (the session's globals), builtins and
//! keywords, members of `math`, `random` and `bytedmd` (also through an
//! alias such as `import math as m`), and `:` commands at the start of a
//! line. Tab on an empty or all-blank line indents by four spaces.

use std::cell::RefCell;
use std::rc::Rc;

use rustyline::completion::{Completer, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

use super::session::{Session, COMMANDS};
use crate::builtins::Builtin;

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "assert", "break", "continue", "def", "del", "elif", "else", "for", "from",
    "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "while",
];

const MATH: &[&str] = &[
    "acos", "asin", "atan", "atan2", "ceil", "copysign", "cos", "cosh", "e", "exp", "fabs", "floor", "gcd", "hypot",
    "inf", "isfinite", "isinf", "isnan", "isqrt", "log", "log10", "log2", "nan", "pi", "pow", "sin", "sinh", "sqrt",
    "tan", "tanh", "tau", "trunc",
];

const RANDOM: &[&str] = &[
    "Random",
    "choice",
    "gauss",
    "getrandbits",
    "randint",
    "random",
    "randrange",
    "sample",
    "seed",
    "shuffle",
    "uniform",
];

const BYTEDMD: &[&str] = &["bytedmd", "format_ir", "inspect_ir", "trace_to_bytedmd", "traced_eval"];

/// The members completion offers for a native module.
pub fn module_members(module: &str) -> &'static [&'static str] {
    match module {
        "math" => MATH,
        "random" => RANDOM,
        "bytedmd" => BYTEDMD,
        _ => &[],
    }
}

/// The builtin names (functions, types and exception classes).
pub fn builtin_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for i in 0.. {
        let name = Builtin::from_index(i).name();
        if names.contains(&name) {
            break;
        }
        names.push(name);
    }
    names
}

/// What completion can see of the session, refreshed before each prompt.
#[derive(Debug, Default, Clone)]
pub struct Names {
    pub globals: Vec<String>,
    /// (name, native module) for globals bound to a module.
    pub modules: Vec<(String, String)>,
}

impl Names {
    pub fn shared() -> Rc<RefCell<Names>> {
        Rc::new(RefCell::new(Names::default()))
    }

    pub fn refresh(shared: &Rc<RefCell<Names>>, session: &Session) {
        let mut names = shared.borrow_mut();
        names.globals = session.global_names();
        names.modules = session.module_aliases();
    }
}

/// Completes the word before `pos`: returns where the replacement starts
/// and the candidates, sorted.
pub fn complete(line: &str, pos: usize, names: &Names) -> (usize, Vec<String>) {
    let before = &line[..pos];
    if before.trim().is_empty() {
        return (pos, vec!["    ".to_string()]);
    }
    let start = before
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_alphanumeric() || c == '_' || c == '.' || c == ':'))
        .map(|(i, c)| i + c.len_utf8())
        .unwrap_or(0);
    let word = &before[start..];
    let mut found: Vec<String> = if word.starts_with(':') {
        if before.trim_start() != word {
            return (pos, Vec::new());
        }
        COMMANDS.iter().map(|c| c.0).filter(|c| c.starts_with(word)).map(|c| format!("{c} ")).collect()
    } else if let Some((object, member)) = word.rsplit_once('.') {
        let module = names.modules.iter().find(|(n, _)| n == object).map(|(_, m)| m.as_str()).unwrap_or(object);
        module_members(module).iter().filter(|m| m.starts_with(member)).map(|m| format!("{object}.{m}")).collect()
    } else if word.is_empty() {
        Vec::new()
    } else {
        let builtins = builtin_names();
        names
            .globals
            .iter()
            .map(String::as_str)
            .chain(builtins)
            .chain(KEYWORDS.iter().copied())
            .chain(["math", "random", "bytedmd"])
            .filter(|n| n.starts_with(word) && !n.starts_with("__"))
            .map(str::to_string)
            .collect()
    };
    found.sort();
    found.dedup();
    (start, found)
}

/// The rustyline helper: completion only.
pub struct ReplHelper {
    pub names: Rc<RefCell<Names>>,
}

impl Completer for ReplHelper {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        let (start, found) = complete(line, pos, &self.names.borrow());
        Ok((start, found.into_iter().map(|c| Pair { display: c.clone(), replacement: c }).collect()))
    }
}

impl Hinter for ReplHelper {
    type Hint = String;
}

impl Highlighter for ReplHelper {}

impl Validator for ReplHelper {}

impl Helper for ReplHelper {}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names { globals: vec!["xs".into(), "xsum".into(), "m".into()], modules: vec![("m".into(), "math".into())] }
    }

    #[test]
    fn completes_globals_builtins_members_and_commands() {
        assert_eq!(complete("print(xs", 8, &names()), (6, vec!["xs".to_string(), "xsum".to_string()]));
        assert_eq!(complete("le", 2, &names()).1, ["len"]);
        assert_eq!(complete("Zero", 4, &names()).1, ["ZeroDivisionError"]);
        assert_eq!(complete("math.sq", 7, &names()), (0, vec!["math.sqrt".to_string()]));
        assert_eq!(complete("y = m.fl", 8, &names()), (4, vec!["m.floor".to_string()]));
        assert_eq!(complete("random.randi", 12, &names()).1, ["random.randint"]);
        assert_eq!(complete(":st", 3, &names()), (0, vec![":stack ".to_string()]));
        assert_eq!(complete("    ", 4, &names()).1, ["    "]);
    }

    #[test]
    fn listed_members_exist() {
        let mut interp =
            crate::eval::Interpreter::new(crate::machine::Model::Strict, crate::eval::Output::Buffer(String::new()));
        for module in ["math", "random", "bytedmd"] {
            for member in module_members(module) {
                assert!(crate::builtins::native_member(&mut interp, module, member).is_some(), "{module}.{member}");
            }
        }
        assert!(builtin_names().contains(&"print") && builtin_names().contains(&"ValueError"));
    }
}
