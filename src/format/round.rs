//! `round()` on floats: half-even on the exact binary value, as CPython
//! 3.11 rounds (its `double_round` through dtoa), with its overflow error.

use super::*;

/// Python's `round(x, ndigits)` for a float, with CPython's OverflowError
/// ("rounded value too large to represent").
pub fn round_float_checked(x: f64, ndigits: i64) -> Result<f64, FormatError> {
    // Past these bounds every float rounds to itself / to a signed zero
    // (CPython's NDIGITS_MAX and NDIGITS_MIN).
    if !x.is_finite() || ndigits > 323 {
        return Ok(x);
    }
    if ndigits < -308 {
        return Ok(0.0 * x);
    }
    let text = if ndigits >= 0 {
        // Correctly rounded, half-even on the exact value, like dtoa mode 3.
        format!("{:.*}", ndigits as usize, x)
    } else {
        round_to_power_of_ten(x, (-ndigits) as u32)
    };
    let rounded: f64 = text.parse().unwrap_or(f64::NAN);
    if rounded.is_infinite() {
        return Err(("OverflowError", "rounded value too large to represent".to_string()));
    }
    Ok(rounded)
}

/// x rounded half-even to a multiple of 10^k, as decimal text "[-]Qek".
pub(super) fn round_to_power_of_ten(x: f64, k: u32) -> String {
    let (mantissa, exponent) = float_parts(x.abs());
    let mut numerator = BigInt::from(mantissa);
    let mut denominator = BigInt::from(10u32).pow(k);
    if exponent >= 0 {
        numerator <<= exponent as usize;
    } else {
        denominator <<= (-exponent) as usize;
    }
    let quotient = &numerator / &denominator;
    let twice_rest: BigInt = (&numerator - &quotient * &denominator) * 2u32;
    let round_up = twice_rest > denominator || (twice_rest == denominator && (&quotient % 2u32) == BigInt::from(1u32));
    let quotient = if round_up { quotient + 1u32 } else { quotient };
    let sign = if x.is_sign_negative() { "-" } else { "" };
    format!("{sign}{quotient}e{k}")
}

/// A finite non-negative float as mantissa × 2^exponent, exactly.
pub(super) fn float_parts(x: f64) -> (u64, i64) {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1u64 << 52), biased - 1075)
    }
}

/// Python's `round(x)` for a float: half-even to an int.
pub fn round_float_to_int(x: f64) -> Result<Scalar, FormatError> {
    if x.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(("OverflowError", "cannot convert float infinity to integer".to_string()));
    }
    let rounded = x.round_ties_even();
    // 2^63 is exact as f64, so this bound check is exact.
    if (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&rounded) {
        return Ok(Scalar::Int(rounded as i64));
    }
    let big = BigInt::from_f64(rounded).unwrap_or_else(BigInt::zero);
    Ok(Scalar::from_bigint(big))
}
