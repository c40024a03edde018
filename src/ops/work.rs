//! The work of wide-int arithmetic, as the strict model prices it: an
//! operation whose word-level work grows faster than its operands' widths
//! reads them as often as a schoolbook word-by-word algorithm would
//! (`../shared/spec/cost-models.md`, "Work of wide arithmetic"). Linear
//! operations (`+`, `-`, bitwise ops, shifts, comparisons) read each
//! operand once, and so does any operation on one-word operands.
//!
//! The work is priced as passes: the instruction reads its inputs once,
//! as any instruction does, then each further pass reads them again (a
//! product of a w_a- and a w_b-word int makes min(w_a, w_b) passes over
//! both), or, where the numbers the algorithm works on are as wide as its
//! result and not its inputs (a power, a binomial), reads the result once
//! a pass. A pass is an instruction of its own: what one pass read is on
//! top of the stack for the next, as a schoolbook loop's working set is.

use crate::scalar::Scalar;

/// How many times an instruction's inputs and its result are read for its
/// work (`Passes::NONE` for anything but wide-int arithmetic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Passes {
    /// Passes over the inputs, the instruction's own read included (at
    /// least 1).
    pub inputs: u64,
    /// Passes over the result once it is stored.
    pub result: u64,
}

impl Passes {
    pub const NONE: Passes = Passes { inputs: 1, result: 0 };
}

/// The passes of the instruction `name` (`mul`, `floordiv`, `mod`,
/// `divmod`, `pow`, `gcd`, `isqrt`, `comb`, `str`) that read `inputs` and
/// made `result`.
pub fn passes(name: &str, inputs: &[&Scalar], result: &Scalar) -> Passes {
    let result_words = int_words(result).unwrap_or(1);
    if let ("int", [Scalar::Str(_)]) = (name, inputs) {
        // Decimal digits to an int: each digit multiplies the number so far,
        // as wide as the result at the end.
        return Passes { inputs: result_words, result: 0 };
    }
    let ints: Option<Vec<u64>> = inputs.iter().map(|s| int_words(s)).collect();
    let Some(widths) = ints else { return Passes::NONE };
    if widths.iter().all(|&w| w == 1) && result_words == 1 {
        return Passes::NONE;
    }
    let over_inputs = |n: u64| Passes { inputs: n.max(1), result: 0 };
    let over_result = |n: u64| Passes { inputs: 1, result: n };
    match (name, widths.as_slice()) {
        // Each operand once per word of the narrower; Euclid's algorithm
        // likewise.
        ("mul" | "floordiv" | "mod" | "divmod" | "gcd", &[a, b]) => over_inputs(a.min(b)),
        // Square and multiply: the numbers double their width each step up
        // to the result's, whose last squaring's w² dominates.
        ("pow", &[_, _]) if result_words > 1 => over_result(result_words),
        // One product and one division of modulus-wide numbers a step.
        ("pow", &[_, _, m]) if m > 1 => over_inputs(exponent_steps(inputs[1]).saturating_mul(m)),
        // Newton's steps on numbers as wide as the input.
        ("isqrt", &[n]) => over_inputs(n),
        // One product and one division by a small number a step, of a
        // number as wide as the result.
        ("comb", &[_, k]) if result_words > 1 => over_result(small_value(inputs[1]).unwrap_or(k)),
        // Decimal digits by repeated division: quadratic in the width.
        ("str", &[w]) => over_inputs(w),
        // Rounding to 10**k is a division by that k-digit number, which it
        // makes itself: the passes read as many words as `x % 10**k` reads
        // of x and the power.
        ("round", &[w, _]) => match inputs[1] {
            Scalar::Int(n) if *n < 0 && rounds_to_zero(int_bits(inputs[0]), n.unsigned_abs()) => Passes::NONE,
            Scalar::Int(n) if *n < 0 => {
                let divisor = (n.unsigned_abs().saturating_mul(3322)).div_ceil(64_000).max(1);
                let words = w.min(divisor).saturating_mul(w + divisor);
                over_inputs(words.div_ceil(w + 1))
            }
            _ => Passes::NONE,
        },
        _ => Passes::NONE,
    }
}

/// Whether rounding an int of `bits` bits to 10^`digits` gives 0 without
/// dividing: 10^digits is more than twice the int (which has at most
/// bits × log10(2) + 1 decimal digits). Then no power is built and no
/// pass is made.
pub fn rounds_to_zero(bits: u64, digits: u64) -> bool {
    digits > (bits as f64 * std::f64::consts::LOG10_2) as u64 + 2
}

/// The width of an int in bits (0 for others).
fn int_bits(s: &Scalar) -> u64 {
    match s {
        Scalar::BigInt(b) => b.bits(),
        Scalar::Int(i) => u64::from(64 - i.unsigned_abs().leading_zeros()),
        Scalar::Bool(b) => u64::from(*b),
        _ => 0,
    }
}

/// The width of an int in 64-bit words (at least 1); `None` for others.
fn int_words(s: &Scalar) -> Option<u64> {
    match s {
        Scalar::Int(_) | Scalar::Bool(_) => Some(1),
        Scalar::BigInt(b) => Some(b.bits().div_ceil(64).max(1)),
        _ => None,
    }
}

/// The steps of square-and-multiply for exponent `e`: a squaring per bit
/// and a multiplication per set bit.
fn exponent_steps(e: &Scalar) -> u64 {
    match e {
        Scalar::Int(i) => {
            let e = i.unsigned_abs();
            u64::from(64 - e.leading_zeros()) + u64::from(e.count_ones())
        }
        Scalar::BigInt(e) => e.bits() + e.iter_u64_digits().map(|d| u64::from(d.count_ones())).sum::<u64>(),
        _ => 1,
    }
}

/// A one-word int's value (`comb`'s step count).
fn small_value(s: &Scalar) -> Option<u64> {
    match s {
        Scalar::Int(i) => Some(i.unsigned_abs()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(words: u32) -> Scalar {
        Scalar::BigInt(std::rc::Rc::new(num_bigint::BigInt::from(1) << (64 * words - 1)))
    }

    #[test]
    fn one_word_operands_make_one_pass() {
        let (a, b) = (Scalar::Int(3), Scalar::Int(5));
        for name in ["mul", "floordiv", "mod", "divmod", "pow", "gcd", "add"] {
            assert_eq!(passes(name, &[&a, &b], &Scalar::Int(15)), Passes::NONE, "{name}");
        }
        assert_eq!(passes("pow", &[&a, &b, &Scalar::Int(7)], &Scalar::Int(5)), Passes::NONE);
    }

    #[test]
    fn products_and_divisions_pass_once_per_word_of_the_narrower() {
        assert_eq!(passes("mul", &[&big(10), &big(4)], &big(14)).inputs, 4);
        assert_eq!(passes("mod", &[&big(10), &big(4)], &big(4)).inputs, 4);
        assert_eq!(passes("mul", &[&big(10), &Scalar::Int(3)], &big(10)), Passes::NONE);
        assert_eq!(passes("add", &[&big(10), &big(10)], &big(10)), Passes::NONE);
    }

    #[test]
    fn rounding_to_a_power_of_ten_divides() {
        // 10**700 takes 2326 bits: 37 words; rounding a 100-word int to it
        // divides by a 37-word number: 37 passes over 137 words, read as
        // passes over the 101 words of the int and the digits.
        assert_eq!(passes("round", &[&big(100), &Scalar::Int(-700)], &big(100)).inputs, 51);
        assert_eq!(passes("round", &[&big(100), &Scalar::Int(3)], &big(100)), Passes::NONE);
        // 10**(2**63) is never built: the result is 0 at once.
        assert_eq!(passes("round", &[&big(100), &Scalar::Int(i64::MIN)], &Scalar::Int(0)), Passes::NONE);
        let decimal = Scalar::Str(crate::text::Text::from("1".repeat(1000).as_str()));
        assert_eq!(passes("int", &[&decimal], &big(52)).inputs, 52);
    }

    #[test]
    fn quadratic_work_passes_in_proportion() {
        assert_eq!(passes("isqrt", &[&big(100)], &big(50)).inputs, 100);
        assert_eq!(passes("str", &[&big(30)], &Scalar::None).inputs, 30);
        // 3 ** 1000 takes 1585 bits: 25 words, read 25 times.
        let p = passes("pow", &[&Scalar::Int(3), &Scalar::Int(1000)], &big(25));
        assert_eq!(p, Passes { inputs: 1, result: 25 });
        // pow(b, 5, m) for a 4-word m: 3 squarings and 2 products, 4 passes each.
        assert_eq!(passes("pow", &[&big(4), &Scalar::Int(5), &big(4)], &big(4)).inputs, 20);
    }
}
