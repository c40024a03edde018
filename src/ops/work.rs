//! The work of wide-int arithmetic, as the strict model prices it: an
//! operation whose word-level work grows faster than its operands' widths
//! reads them as often as a schoolbook word-by-word algorithm would
//! (`../shared/spec/cost-models.md`, "Work of wide arithmetic"). Linear
//! operations (`+`, `-`, bitwise ops, shifts, comparisons) read each
//! operand once, and so does any operation on one-word operands.

use crate::scalar::Scalar;

/// How many times an instruction reads its inputs: 1 for everything but a
/// wide product, division, power, gcd, integer square root, binomial or
/// conversion to decimal, where the inputs are read often enough that the
/// words read match the schoolbook algorithm's word operations. `name` is
/// the instruction's (`mul`, `floordiv`, `mod`, `divmod`, `pow`, `gcd`,
/// `isqrt`, `comb`, `str`); `result` what it made.
pub fn reads_of(name: &str, inputs: &[&Scalar], result: &Scalar) -> u64 {
    let ints: Option<Vec<u64>> = inputs.iter().map(|s| int_words(s)).collect();
    let Some(widths) = ints else { return 1 };
    let result_words = int_words(result).unwrap_or(1);
    if widths.iter().all(|&w| w == 1) && result_words == 1 {
        return 1;
    }
    let read_per_pass: u64 = widths.iter().sum::<u64>().max(1);
    let work: u64 = match (name, widths.as_slice()) {
        // Each operand read once per word of the narrower.
        ("mul" | "floordiv" | "mod" | "divmod", &[a, b]) => return a.min(b),
        // Square and multiply: the result doubles its width each step, so
        // the last squaring's w² dominates.
        ("pow", &[_, _]) => result_words.saturating_mul(result_words),
        // One product and one division of modulus-wide numbers a step.
        ("pow", &[_, _, m]) => exponent_steps(inputs[1]).saturating_mul(m.saturating_mul(m).saturating_mul(5)),
        ("gcd", &[a, b]) => a.saturating_mul(b),
        ("isqrt", &[n]) => n.saturating_mul(n),
        // One product and one division by a small number a step, of a
        // number as wide as the result.
        ("comb", &[_, k]) => small_value(inputs[1]).unwrap_or(k).saturating_mul(result_words),
        ("str", &[w]) => w.saturating_mul(w),
        _ => return 1,
    };
    work.div_ceil(read_per_pass).max(1)
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
    fn one_word_operands_read_once() {
        let (a, b) = (Scalar::Int(3), Scalar::Int(5));
        for name in ["mul", "floordiv", "mod", "divmod", "pow", "gcd", "add"] {
            assert_eq!(reads_of(name, &[&a, &b], &Scalar::Int(15)), 1, "{name}");
        }
        assert_eq!(reads_of("pow", &[&a, &b, &Scalar::Int(7)], &Scalar::Int(5)), 1);
    }

    #[test]
    fn products_and_divisions_read_each_operand_once_per_word_of_the_narrower() {
        assert_eq!(reads_of("mul", &[&big(10), &big(4)], &big(14)), 4);
        assert_eq!(reads_of("mod", &[&big(10), &big(4)], &big(4)), 4);
        assert_eq!(reads_of("mul", &[&big(10), &Scalar::Int(3)], &big(10)), 1);
        assert_eq!(reads_of("add", &[&big(10), &big(10)], &big(10)), 1);
    }

    #[test]
    fn quadratic_work_is_read_in_proportion() {
        // isqrt of a 100-word int: 100² word operations over 100 words read.
        assert_eq!(reads_of("isqrt", &[&big(100)], &big(50)), 100);
        assert_eq!(reads_of("str", &[&big(30)], &Scalar::Int(0)), 30);
        assert_eq!(reads_of("gcd", &[&big(8), &big(8)], &big(1)), 4);
    }
}
