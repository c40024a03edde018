//! Text ⇄ numbers, CPython-exact: `repr`/`str` of scalars, the
//! format-spec mini-language (`format(value, spec)`, f-strings), `round`
//! on floats, and `int(str)` / `float(str)` parsing.
//!
//! Everything here is pure: no metering, no interpreter knowledge, no
//! global state but the heap budget, asked before a width's or a
//! precision's text is made. Every function takes plain values and
//! returns text or a `(exception name, message)` pair whose wording
//! matches CPython 3.11.
//!
//! Float digits come from Rust's formatter, which is correctly rounded
//! like CPython's dtoa (shortest round-trip for `{:e}`, round-half-even on
//! the exact binary value for `{:.N}` / `{:.Ne}`); the one place the two
//! differ, a tie between two shortest strings, is fixed up here. The
//! layout rules on top of those digits follow CPython's
//! `format_float_short` and its format-spec number-field layout.
//!
//! Known gap: `format(0xD800, 'c')` (a lone surrogate) cannot be a Rust
//! string, so it is a ValueError here.

use std::fmt::Write;

use num_bigint::{BigInt, BigUint};
use num_traits::{FromPrimitive, Pow, ToPrimitive, Zero};

use crate::scalar::Scalar;

mod field;
mod float_text;
mod parse;
mod repr;
mod round;
mod spec;
mod unicode;

pub use field::format_scalar;
pub use parse::{parse_float, parse_int};
pub use repr::{
    check_decimal_digits, check_int_str_digits, is_unicode_space, scalar_repr, scalar_repr_prefix, scalar_str,
    str_repr_within_limits,
};
pub use round::{round_float_checked, round_float_to_int};
// What the concerns share with one another and with the tests.
use self::{float_text::*, repr::*, round::*, spec::*, unicode::*};

/// An exception to raise: (exception class name, message).
pub type FormatError = (&'static str, String);

/// CPython's default `sys.get_int_max_str_digits()`.
const INT_MAX_STR_DIGITS: usize = 4300;

/// Largest width or padded precision we are willing to materialise.
/// CPython would try to allocate (and usually raise MemoryError) far
/// earlier than its own `Py_ssize_t` limit; we stop at a sane size.
const MAX_FIELD: i64 = 100_000_000;

/// Enough significant digits to hold the exact value of any f64 (767).
const MAX_SIGNIFICANT: usize = 800;
/// Enough fraction digits to hold the exact value of any f64 (1074).
const MAX_FRACTION: usize = 1100;

fn value_error(message: impl Into<String>) -> FormatError {
    ("ValueError", message.into())
}

fn memory_error() -> FormatError {
    ("MemoryError", String::new())
}

/// The heap budget's verdict on `bytes` of text about to be made.
/// The digits of `n` in `radix` (2 to 36), asked of the heap budget
/// first together with `copies` more texts of their size (the grouped,
/// padded or upper-cased text made of them): a 2²⁶-bit int in binary is
/// 64 MiB of digits, and formatting it took 220 MiB past the budget
/// unasked.
pub fn radix_digits(n: &num_bigint::BigUint, radix: u32, copies: usize) -> Result<String, FormatError> {
    let digits = (n.bits() as f64 / f64::from(radix).log2()).ceil() as usize + 1;
    room(digits.saturating_mul(copies.saturating_add(1)))?;
    Ok(n.to_str_radix(radix))
}

fn room(bytes: usize) -> Result<(), FormatError> {
    crate::sandbox::memory::reserve(bytes).map_err(crate::error::Exception::into_pair)
}

#[cfg(test)]
mod tests;
