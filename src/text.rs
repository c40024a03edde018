//! `Text`: an immutable string shared by reference, the payload of a str
//! literal and of a str value; and where a string may be cut.

use std::rc::Rc;

/// A str's text behind one thin pointer, so that a scalar is two words
/// and a value three: values are moved and cloned on every name load.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Text(Rc<Box<str>>);

impl Text {
    /// Whether the two are the same object (CPython's `is` on strings).
    pub fn ptr_eq(a: &Text, b: &Text) -> bool {
        Rc::ptr_eq(&a.0, &b.0)
    }
}

impl std::ops::Deref for Text {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for Text {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text(Rc::new(Box::from(text)))
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        Text(Rc::new(text.into_boxed_str()))
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Debug-printed as the str it holds, like the `Rc<str>` it replaced.
impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self.0, f)
    }
}

/// The largest char boundary of `s` at or before `at` (`at <= s.len()`).
pub fn boundary_at_or_before(s: &str, mut at: usize) -> usize {
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}
