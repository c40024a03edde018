//! `Exception`: a Python-named runtime error travelling up the .dmd call
//! stack (`ZeroDivisionError: division by zero`), with the span where it
//! was raised and a traceback filled in as it leaves each frame. Each
//! recurring message has one constructor here.

use crate::diag::{Diagnostic, TraceEntry};
use crate::source::Span;

#[derive(Debug, Clone)]
pub struct Exception {
    /// The Python exception class name, e.g. `"IndexError"`.
    pub name: &'static str,
    pub message: String,
    /// Where it was raised; filled by the innermost evaluator that knows.
    pub span: Option<Span>,
    /// Frames it has left, innermost first (reversed when rendered).
    pub traceback: Vec<TraceEntry>,
    /// The position, in the frame being unwound, of the statement or call
    /// that is failing; becomes that frame's traceback line.
    pub cursor: Option<Span>,
}

pub type RtResult<T> = Result<T, Box<Exception>>;

/// Every exception class a program can name or meet.
pub const EXCEPTION_NAMES: &[&str] = &[
    "Exception",
    "ArithmeticError",
    "AssertionError",
    "AttributeError",
    "IndexError",
    "KeyError",
    "LookupError",
    "MemoryError",
    "NameError",
    "NotImplementedError",
    "OverflowError",
    "RecursionError",
    "RuntimeError",
    "StopIteration",
    "TimeoutError",
    "TypeError",
    "UnboundLocalError",
    "ValueError",
    "ZeroDivisionError",
];

/// CPython's base class of each exception class .dmd has (`Exception` has
/// none here: `BaseException` is not in the subset).
fn exception_base(name: &str) -> Option<&'static str> {
    match name {
        "Exception" => None,
        "OverflowError" | "ZeroDivisionError" => Some("ArithmeticError"),
        "IndexError" | "KeyError" => Some("LookupError"),
        "UnboundLocalError" => Some("NameError"),
        "NotImplementedError" | "RecursionError" => Some("RuntimeError"),
        _ => Some("Exception"),
    }
}

/// Whether the exception class `name` is `class` or derives from it.
pub fn is_exception_subclass(name: &str, class: &str) -> bool {
    let mut current = Some(name);
    while let Some(c) = current {
        if c == class {
            return true;
        }
        current = exception_base(c);
    }
    false
}

impl Exception {
    pub fn new(name: &'static str, message: impl Into<String>) -> Box<Exception> {
        let mut message = message.into();
        cap_message(&mut message);
        Box::new(Exception { name, message, span: None, traceback: Vec::new(), cursor: None })
    }

    pub fn type_error(message: impl Into<String>) -> Box<Exception> {
        Exception::new("TypeError", message)
    }

    pub fn value_error(message: impl Into<String>) -> Box<Exception> {
        Exception::new("ValueError", message)
    }

    pub fn index_error(message: impl Into<String>) -> Box<Exception> {
        Exception::new("IndexError", message)
    }

    pub fn name_error(name: &str) -> Box<Exception> {
        Exception::new("NameError", format!("name '{name}' is not defined"))
    }

    pub fn unbound_local(name: &str) -> Box<Exception> {
        Exception::new(
            "UnboundLocalError",
            format!("cannot access local variable '{name}' where it is not associated with a value"),
        )
    }

    pub fn attribute_error(type_name: &str, attr: &str) -> Box<Exception> {
        Exception::new("AttributeError", format!("'{type_name}' object has no attribute '{attr}'"))
    }

    pub fn not_callable(type_name: &str) -> Box<Exception> {
        Exception::type_error(format!("'{type_name}' object is not callable"))
    }

    pub fn not_iterable(type_name: &str) -> Box<Exception> {
        Exception::type_error(format!("'{type_name}' object is not iterable"))
    }

    pub fn not_subscriptable(type_name: &str) -> Box<Exception> {
        Exception::type_error(format!("'{type_name}' object is not subscriptable"))
    }

    pub fn recursion() -> Box<Exception> {
        Exception::recursion_within("")
    }

    /// CPython's message with what was being done (`" in comparison"`).
    pub fn recursion_within(suffix: &str) -> Box<Exception> {
        Exception::new("RecursionError", format!("maximum recursion depth exceeded{suffix}"))
    }

    /// From the pure helpers' `(name, message)` errors.
    pub fn from_pair((name, message): (&'static str, String)) -> Box<Exception> {
        Exception::new(name, message)
    }

    /// As the pure helpers' `(name, message)` errors (a limit of the
    /// sandbox met inside one of them).
    #[allow(clippy::boxed_local)] // errors travel boxed (`RtResult`)
    pub fn into_pair(self: Box<Exception>) -> (&'static str, String) {
        (self.name, self.message)
    }

    /// The headline as Python prints it: `Name: message`, or `Name` alone.
    pub fn headline(&self) -> String {
        if self.message.is_empty() {
            self.name.to_string()
        } else {
            format!("{}: {}", self.name, self.message)
        }
    }

    pub fn into_diagnostic(self) -> Diagnostic {
        let message = self.headline();
        let mut traceback = self.traceback;
        traceback.reverse();
        Diagnostic { message, span: self.span, label: String::new(), notes: Vec::new(), traceback }
    }
}

/// The most of a message an exception keeps, in bytes: a program can
/// raise a message of any size, and every report of it (the headline,
/// the diagnostic, its escaped text) is a copy more.
pub const MESSAGE_CAP: usize = 1 << 20;

/// Room past `MESSAGE_CAP` for the note of what was cut: a message cut
/// already (`capped_message`) is not cut again.
const CUT_NOTE_ROOM: usize = 64;

/// Cuts a message past `MESSAGE_CAP` bytes, saying how much was dropped.
fn cap_message(message: &mut String) {
    if message.len() <= MESSAGE_CAP + CUT_NOTE_ROOM {
        return;
    }
    let cut = crate::text::boundary_at_or_before(message, MESSAGE_CAP);
    let dropped = message.len() - cut;
    message.truncate(cut);
    note_cut(message, dropped);
    message.shrink_to_fit();
}

fn note_cut(message: &mut String, dropped: usize) {
    message.push_str(&format!("... ({dropped} more bytes not kept)"));
}

/// The message `args` writes, cut as `cap_message` cuts it but as it is
/// written: a message that shows a program's text (a repr, a key, a
/// format spec) never exists whole, a copy of that text the heap budget
/// did not count (`[1].index(s)` of a 40 MB `s` made one).
pub fn capped_message(args: std::fmt::Arguments) -> String {
    struct Capped {
        kept: String,
        dropped: usize,
    }
    impl std::fmt::Write for Capped {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            let room = MESSAGE_CAP - self.kept.len();
            if self.dropped == 0 && s.len() <= room {
                self.kept.push_str(s);
            } else if self.dropped == 0 {
                let cut = crate::text::boundary_at_or_before(s, room);
                self.kept.push_str(&s[..cut]);
                self.dropped = s.len() - cut;
            } else {
                self.dropped += s.len();
            }
            Ok(())
        }
    }
    let mut out = Capped { kept: String::new(), dropped: 0 };
    // Writing into a `String` cannot fail.
    let _ = std::fmt::Write::write_fmt(&mut out, args);
    if out.dropped > 0 {
        note_cut(&mut out.kept, out.dropped);
    }
    out.kept
}

/// Attaches a span to errors that do not have one yet.
pub trait At<T> {
    fn at(self, span: Span) -> RtResult<T>;
}

impl<T> At<T> for RtResult<T> {
    // The exception is amended in place (out of line) and the result
    // returned as it came: about 1% fewer instructions on the kernels
    // than `map_err`, which every evaluated node goes through.
    #[inline(always)]
    fn at(mut self, span: Span) -> RtResult<T> {
        if let Err(e) = &mut self {
            amend(e, span);
        }
        self
    }
}

#[cold]
fn amend(e: &mut Exception, span: Span) {
    if e.span.is_none() {
        e.span = Some(span);
    }
    if e.cursor.is_none() {
        e.cursor = Some(span);
    }
}

impl<T> At<T> for Result<T, (&'static str, String)> {
    fn at(self, span: Span) -> RtResult<T> {
        self.map_err(|pair| {
            let mut e = Exception::from_pair(pair);
            e.span = Some(span);
            e.cursor = Some(span);
            e
        })
    }
}
