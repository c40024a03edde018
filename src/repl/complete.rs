//! Tab completion: names in scope (the session's globals), builtins and
//! keywords, members of `math`, `random` and `bytedmd` (also through an
//! alias such as `import math as m`), the methods of a global's value
//! (`xs.` on a list), and `:` commands at the start of a line. Tab on an
//! empty or all-blank line indents by four spaces.

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
    /// (name, type name) for the other globals.
    pub types: Vec<(String, &'static str)>,
}

impl Names {
    pub fn shared() -> Rc<RefCell<Names>> {
        Rc::new(RefCell::new(Names::default()))
    }

    pub fn refresh(shared: &Rc<RefCell<Names>>, session: &Session) {
        let mut names = shared.borrow_mut();
        names.globals = session.global_names();
        names.modules = session.module_aliases();
        names.types = session.global_types();
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
        let module = names.modules.iter().find(|(n, _)| n == object).map(|(_, m)| m.as_str());
        let members = match (module, names.types.iter().find(|(n, _)| n == object)) {
            (Some(module), _) => crate::builtins::native_members(module),
            (None, Some((_, type_name))) => crate::natives::method_names(type_name),
            (None, None) => crate::builtins::native_members(object),
        };
        members.iter().filter(|m| m.starts_with(member)).map(|m| format!("{object}.{m}")).collect()
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
        Names {
            globals: vec!["xs".into(), "xsum".into(), "m".into(), "word".into()],
            modules: vec![("m".into(), "math".into())],
            types: vec![("xs".into(), "list"), ("xsum".into(), "int"), ("word".into(), "str")],
        }
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
        assert_eq!(complete("xs.ap", 5, &names()).1, ["xs.append"]);
        assert_eq!(complete("word.up", 7, &names()).1, ["word.upper"]);
        assert_eq!(complete("xsum.bit_c", 10, &names()).1, ["xsum.bit_count"]);
        assert!(complete("xs.", 3, &names()).1.contains(&"xs.sort".to_string()));
    }

    #[test]
    fn listed_members_exist() {
        let mut interp =
            crate::eval::Interpreter::new(crate::machine::Model::Strict, crate::eval::Output::Buffer(String::new()));
        for module in ["math", "random", "bytedmd"] {
            for member in crate::builtins::native_members(module) {
                assert!(crate::builtins::native_member(&mut interp, module, member).is_some(), "{module}.{member}");
            }
        }
        assert!(builtin_names().contains(&"print") && builtin_names().contains(&"ValueError"));
    }
}

#[cfg(test)]
mod session_tests {
    use super::*;
    use crate::repl::session::Sink;

    #[test]
    fn completes_the_methods_of_a_session_global() {
        let mut session = Session::new(crate::machine::Model::Strict, Sink::Capture);
        session.entry("nums = [3, 1]");
        session.entry("word = 'dmd'");
        let names = Names::shared();
        Names::refresh(&names, &session);
        assert_eq!(complete("nums.app", 8, &names.borrow()).1, ["nums.append"]);
        assert_eq!(complete("word.st", 7, &names.borrow()).1, ["word.startswith", "word.strip"]);
    }
}
