//! The interactive REPL (`dmdpy`, `dmdpy repl [FILE]`): type a line, see its
//! value and what it cost.
//!
//! - `session`: the interpreter with persistent globals, the session's
//!   measurement, each entry's limits, the `:` commands. Terminal-free:
//!   text in, transcript out.
//! - `pricing`: the session's stack, advanced entry by entry (what stays
//!   live is what is still reachable, `value::reach`).
//! - `pricer`: that stack on a thread of its own, pricing the entries in
//!   order; the session waits for each price, except after Ctrl-C, when
//!   the prompt comes back and the price follows.
//! - `complete`: tab completion (globals, builtins, module members,
//!   commands).
//! - this file: reading entries — a rustyline editor on a terminal (history
//!   file, Emacs keys, completion, Ctrl-C), or plain lines from a pipe —
//!   and the SIGINT handler that interrupts a running computation. Lines
//!   typed ahead or pasted are taken one by one, as if typed at their
//!   prompts.
//!
//! The session runs on one big-stack thread (`driver::on_stack_of`), so
//! deep recursion ends in `RecursionError`, never a crash.
//!
//! When stdin is not a terminal, each entry line is echoed after its prompt
//! (`>>> `, `... `) so that the output reads as the session would on a
//! terminal; everything (values, cost lines, diagnostics) goes to stdout,
//! and the exit code is 1 if an entry raised (as `python3 < script`).

pub mod complete;
pub mod pricer;
pub mod pricing;
pub mod session;

use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::eval::Limits;
use crate::machine::Model;
pub use session::{Control, Session, Sink};

#[derive(Debug, Clone)]
pub struct ReplOptions {
    pub model: Model,
    pub bytes_per_element: i64,
    pub limits: Limits,
    /// A file to run first (like `python -i FILE`).
    pub file: Option<PathBuf>,
}

impl Default for ReplOptions {
    fn default() -> ReplOptions {
        ReplOptions { model: Model::Strict, bytes_per_element: 1, limits: Limits::default(), file: None }
    }
}

/// Runs the REPL on stdin/stdout until `:quit` or end of input; returns the
/// process exit code.
pub fn main(options: ReplOptions) -> i32 {
    let stack = crate::sandbox::stack::bytes_for_depth(options.limits.max_depth);
    crate::driver::on_stack_of(stack, move || run(options)).unwrap_or_else(|| {
        eprintln!("internal error: dmdpy crashed; please report what you typed");
        70
    })
}

fn run(options: ReplOptions) -> i32 {
    // A FILE that cannot be read ends the command before the session
    // starts, as `run` does.
    let file = match &options.file {
        Some(path) => match crate::sandbox::memory::read_program_source(path) {
            Ok(text) => Some((path.display().to_string(), text)),
            Err(why) => {
                crate::terminal::write_stderr(&format!("error: {why}\n"));
                return 2;
            }
        },
        None => None,
    };
    let flag = Arc::new(AtomicBool::new(false));
    let mut session = Session::with_flag(options.model, Sink::Stdout, flag.clone());
    session.dim = crate::diag::use_color(std::io::stdout().is_terminal());
    session.color = session.dim;
    session.set_limits(options.limits);
    session.set_bytes_per_element(options.bytes_per_element);
    if let Some((path, text)) = &file {
        session.load_text(path, text);
    }
    if std::io::stdin().is_terminal() {
        // (Piped input keeps the default SIGINT: Ctrl-C ends the process.)
        interactive(&mut session, &flag);
        session.flush();
        return 0;
    }
    let stdin = std::io::stdin();
    scripted(&mut session, stdin.lock(), true);
    session.flush();
    // As `python3 < script` ends with 1 after an error: a script fed to
    // the REPL says whether all of it ran.
    if session.raised() > 0 {
        1
    } else {
        0
    }
}

/// Reads entries from `input` (not a terminal). With `echo`, prints each
/// line after its prompt, so the transcript reads like a session.
pub fn scripted(session: &mut Session, mut input: impl BufRead, echo: bool) {
    let mut reader = Reader::default();
    while let Some(line) = next_line(&mut input) {
        let line = match line {
            Ok(line) => line,
            Err(refused) => {
                reader.clear();
                session.write(&format!("error: {}\n", refused.headline()));
                continue;
            }
        };
        if echo {
            // In pieces: a line of 40 MB is not copied to be echoed.
            for piece in [reader.prompt(), &line, "\n"] {
                session.write(piece);
            }
        }
        if reader.line(session, &line) == Control::Quit {
            return;
        }
        session.flush();
    }
    reader.finish(session);
}

/// The next line of `input`, without its line break, read within the heap
/// budget: a line that does not fit is skipped to its end and is the
/// budget's `MemoryError` (a single 80 MB line was read unasked). `None`
/// at the end of the input, or at text that is not UTF-8 or cannot be
/// read.
fn next_line(input: &mut impl BufRead) -> Option<Result<String, Box<crate::error::Exception>>> {
    let (mut bytes, mut refused, mut any) = (Vec::new(), None, false);
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        if buf.is_empty() {
            break;
        }
        any = true;
        let end = buf.iter().position(|&b| b == b'\n');
        let chunk = &buf[..end.unwrap_or(buf.len())];
        if refused.is_none() {
            match crate::sandbox::memory::make_room(&mut bytes, chunk.len()) {
                Ok(()) => bytes.extend_from_slice(chunk),
                Err(e) => (refused, bytes) = (Some(e), Vec::new()),
            }
        }
        let used = end.map_or(buf.len(), |at| at + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if let Some(refused) = refused {
        return Some(Err(refused));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    any.then(|| String::from_utf8(bytes).ok().map(Ok)).flatten()
}

/// The words that begin a compound statement's header.
const BLOCK_KEYWORDS: [&str; 7] = ["def", "if", "for", "while", "class", "try", "with"];

/// The entry being typed: lines gathered until they make a whole entry.
/// Lines come one at a time, typed, typed ahead or pasted, and each is
/// taken as if typed at its prompt, so a paste runs as its lines would.
#[derive(Default)]
struct Reader {
    pending: String,
    /// The indentation of the block's first line, when the pending entry
    /// began with a block header (`def f():`) and is in its block: a line
    /// indented so can only continue it.
    block_indent: Option<String>,
}

impl Reader {
    fn prompt(&self) -> &'static str {
        if self.pending.is_empty() {
            ">>> "
        } else {
            "... "
        }
    }

    /// One line (without its newline): a command, or a line of an entry,
    /// which runs once it is complete.
    fn line(&mut self, session: &mut Session, line: &str) -> Control {
        if self.pending.is_empty() {
            match classify(line) {
                Line::Blank => return Control::Continue,
                Line::Command => return session.command(line),
                Line::Code => {}
            }
        }
        if let Err(refused) = crate::sandbox::memory::make_room_str(&mut self.pending, line.len() + 1) {
            self.clear();
            session.write(&format!("error: {}\n", refused.headline()));
            return Control::Continue;
        }
        self.pending.push_str(line);
        self.pending.push('\n');
        // A line of the block is not parsed with all before it: a pasted
        // `def` of 5,000 lines was parsed again at each line, and under
        // `--timeout` the entry was cut where the time ran out. The block
        // is parsed when a blank or unindented line may end it (a syntax
        // error inside it is shown then).
        let in_block = self.block_indent.as_deref().is_some_and(|indent| line.starts_with(indent));
        if in_block && !line.trim().is_empty() {
            return Control::Continue;
        }
        // The check is timed as an entry of its own, not on the clock of
        // the entry before, whose time may have run out long ago (a block
        // typed later was cut where the check met that old deadline).
        crate::sandbox::restart();
        if crate::syntax::needs_more_input(&self.pending) {
            let mut lines = self.pending.lines();
            let first = lines.next().unwrap_or("").trim_end();
            let keyword = first.split_whitespace().next().unwrap_or("");
            let body = lines.next().map(|second| &second[..second.len() - second.trim_start().len()]);
            self.block_indent = match body {
                Some(indent) if !indent.is_empty() && first.ends_with(':') && BLOCK_KEYWORDS.contains(&keyword) => {
                    Some(indent.to_string())
                }
                _ => None,
            };
        } else {
            self.block_indent = None;
            session.entry(&std::mem::take(&mut self.pending));
        }
        Control::Continue
    }

    /// Several lines at once (a paste): each in turn.
    fn lines(&mut self, session: &mut Session, text: &str) -> Control {
        for line in text.split('\n') {
            if self.line(session, line) == Control::Quit {
                return Control::Quit;
            }
            session.flush();
        }
        Control::Continue
    }

    /// Forgets the entry being typed.
    fn clear(&mut self) {
        (self.pending, self.block_indent) = (String::new(), None);
    }

    /// The end of input: a block being typed runs, as a blank line would.
    fn finish(&mut self, session: &mut Session) {
        if !self.pending.trim().is_empty() {
            session.entry(&std::mem::take(&mut self.pending));
        }
        self.pending.clear();
    }
}

enum Line {
    Blank,
    Command,
    Code,
}

fn classify(line: &str) -> Line {
    let t = line.trim();
    // A comment alone runs nothing (CPython waits for code; we skip it).
    if t.is_empty() || t.starts_with('#') {
        Line::Blank
    } else if t.starts_with(':') {
        Line::Command
    } else {
        Line::Code
    }
}

/// The history file: `$XDG_DATA_HOME/dmdpy/history`, else
/// `~/.local/share/dmdpy/history`.
pub fn history_path() -> Option<PathBuf> {
    let base = match std::env::var_os("XDG_DATA_HOME").filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(std::env::var_os("HOME")?).join(".local/share"),
    };
    Some(base.join("dmdpy").join("history"))
}

fn interactive(session: &mut Session, flag: &Arc<AtomicBool>) {
    use rustyline::error::ReadlineError;
    let config = rustyline::Config::builder()
        .edit_mode(rustyline::EditMode::Emacs)
        .completion_type(rustyline::CompletionType::List)
        .auto_add_history(false)
        .build();
    let Ok(mut editor) =
        rustyline::Editor::<complete::ReplHelper, rustyline::history::FileHistory>::with_config(config)
    else {
        // No usable terminal after all: fall back to plain lines.
        let stdin = std::io::stdin();
        scripted(session, stdin.lock(), false);
        return;
    };
    // After the editor exists: rustyline installs its own SIGINT handler
    // when it opens the terminal, which would swallow Ctrl-C while a
    // computation runs. At the prompt, Ctrl-C is a key (raw mode) anyway.
    crate::sandbox::interrupt::on_ctrl_c(flag.clone(), false);
    let names = complete::Names::shared();
    editor.set_helper(Some(complete::ReplHelper { names: names.clone() }));
    let history = history_path();
    if let Some(path) = &history {
        let _ = editor.load_history(path);
    }
    session.write(&format!(
        "dmdpy {} REPL · model {} · :help for commands and how costs work, Ctrl-D to leave\n",
        env!("CARGO_PKG_VERSION"),
        session.model().name()
    ));
    session.flush();
    let mut reader = Reader::default();
    loop {
        // Prices finished in the background show before the prompt.
        session.collect_ready();
        complete::Names::refresh(&names, session);
        match editor.readline(reader.prompt()) {
            Ok(text) => {
                if !text.trim().is_empty() {
                    let _ = editor.add_history_entry(text.as_str());
                }
                // A Ctrl-C pressed at the prompt is not the entry's.
                flag.store(false, Ordering::Relaxed);
                // A paste (bracketed or not) may hold many lines.
                if reader.lines(session, &text) == Control::Quit {
                    break;
                }
                if reader.pending.is_empty() {
                    if let Some(path) = &history {
                        save_history(&mut editor, path);
                    }
                }
            }
            Err(ReadlineError::Interrupted) => {
                // Ctrl-C at the prompt cancels the input being typed.
                reader.clear();
                session.write("KeyboardInterrupt\n");
                session.flush();
            }
            Err(ReadlineError::Eof) => {
                if reader.pending.is_empty() {
                    break;
                }
                // Ctrl-D inside a block runs what was typed, as a blank line would.
                reader.finish(session);
                session.flush();
            }
            Err(e) => {
                session.write(&format!("input error: {e}\n"));
                break;
            }
        }
    }
    if let Some(path) = &history {
        save_history(&mut editor, path);
    }
}

fn save_history(editor: &mut rustyline::Editor<complete::ReplHelper, rustyline::history::FileHistory>, path: &PathBuf) {
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = editor.save_history(path);
}
