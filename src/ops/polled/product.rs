//! Big-int products in pieces of a few milliseconds, with a look at the
//! sandbox (Ctrl-C, the clock, the heap) before each piece: num-bigint's
//! own product of two 2²⁵-bit ints ran almost a second in one call, past
//! the clock by more than a native operation is allowed.
//!
//! Balanced operands are split in three by Toom-Cook (Toom-3: five
//! products of a third the size, the evaluation points 0, 1, −1, −2, ∞
//! and Bodrato's interpolation), down to pieces num-bigint multiplies
//! quickly; the recursion is num-bigint's own for large operands, so the
//! total time is about the same. An operand much longer than the other is
//! cut into pieces of the other's length, whose products are added in
//! place.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::Zero;

use crate::error::RtResult;

/// Operands at most this many 64-bit limbs (the longer one) are
/// multiplied by num-bigint at once: about a millisecond.
const PIECE_LIMBS: usize = 4096;

/// `a * b`, its working memory asked of the heap budget first, looking
/// at the sandbox before each piece.
pub fn mul(a: &BigUint, b: &BigUint) -> RtResult<BigUint> {
    super::reserve_product(a.bits().saturating_add(b.bits()))?;
    product(a, b)
}

/// `a * b` for `mul` (the pieces' products too: their memory is part of
/// what `mul` asked for).
fn product(a: &BigUint, b: &BigUint) -> RtResult<BigUint> {
    let (long, short) = if a.bits() >= b.bits() { (a, b) } else { (b, a) };
    let (long_limbs, short_limbs) = (limbs(long), limbs(short));
    if long_limbs <= PIECE_LIMBS || short_limbs == 0 {
        return Ok(a * b);
    }
    if long_limbs >= 2 * short_limbs {
        return by_pieces(long, short);
    }
    toom3(long, short, long_limbs.div_ceil(3))
}

/// `long * short` for an operand at least twice as long as the other:
/// `long` cut into pieces of `short`'s length (at least `PIECE_LIMBS`),
/// each piece's product added into the result at its place.
fn by_pieces(long: &BigUint, short: &BigUint) -> RtResult<BigUint> {
    let piece = limbs(short).max(PIECE_LIMBS);
    let digits = long.to_u64_digits();
    let mut out = vec![0u64; digits.len() + limbs(short) + 1];
    for (i, chunk) in digits.chunks(piece).enumerate() {
        crate::sandbox::paced::look()?;
        let part = product(&from_limbs(chunk), short)?;
        add_at(&mut out, &part.to_u64_digits(), i * piece);
    }
    Ok(from_limbs(&out))
}

/// Toom-3 on operands split at `k` limbs: `x = x2·B² + x1·B + x0` with
/// `B = 2^(64k)`, and the same for `y`.
fn toom3(x: &BigUint, y: &BigUint, k: usize) -> RtResult<BigUint> {
    let p = evaluate(split3(x, k));
    let q = evaluate(split3(y, k));
    let mut r = Vec::with_capacity(5);
    for (pi, qi) in p.iter().zip(&q) {
        crate::sandbox::paced::look()?;
        r.push(signed_product(pi, qi)?);
    }
    let [r0, r1, rm1, rm2, rinf] = <[BigInt; 5]>::try_from(r).unwrap_or_else(|_| unreachable!("five points"));
    // Bodrato's sequence: the coefficients of r(t) = Σ c_i t^i from its
    // values at 0, 1, −1, −2 and ∞ (each division exact).
    let c0 = r0;
    let c4 = rinf;
    let mut c3 = (&rm2 - &r1) / 3;
    let mut c1 = (&r1 - &rm1) / 2;
    let mut c2 = &rm1 - &c0;
    c3 = (&c2 - &c3) / 2 + &c4 * 2;
    c2 = c2 + &c1 - &c4;
    c1 -= &c3;
    let shift = 64 * k;
    let total = [c3, c2, c1, c0].into_iter().fold(c4, |acc, c| (acc << shift) + c);
    Ok(total.into_parts().1)
}

/// `v`'s three pieces of `k` limbs, least significant first (the last
/// holds the rest).
fn split3(v: &BigUint, k: usize) -> [BigUint; 3] {
    let digits = v.to_u64_digits();
    let piece = |from: usize, to: usize| from_limbs(&digits[from.min(digits.len())..to.min(digits.len())]);
    [piece(0, k), piece(k, 2 * k), piece(2 * k, digits.len())]
}

/// The polynomial `v2·t² + v1·t + v0` at 0, 1, −1, −2 and ∞.
fn evaluate([v0, v1, v2]: [BigUint; 3]) -> [BigInt; 5] {
    let (v0, v1, v2) = (BigInt::from(v0), BigInt::from(v1), BigInt::from(v2));
    let even = &v0 + &v2;
    let at_one = &even + &v1;
    let at_minus_one = &even - &v1;
    let at_minus_two = ((&at_minus_one + &v2) << 1u8) - &v0;
    [v0, at_one, at_minus_one, at_minus_two, v2]
}

/// A product of signed ints by `mul` on their magnitudes.
pub fn signed_mul(a: &BigInt, b: &BigInt) -> RtResult<BigInt> {
    super::reserve_product(a.bits().saturating_add(b.bits()))?;
    signed_product(a, b)
}

/// `signed_mul` without the ask: Toom-3's products of its points.
fn signed_product(a: &BigInt, b: &BigInt) -> RtResult<BigInt> {
    let magnitude = product(a.magnitude(), b.magnitude())?;
    let sign = if a.sign() == Sign::NoSign || b.sign() == Sign::NoSign {
        Sign::NoSign
    } else if a.sign() == b.sign() {
        Sign::Plus
    } else {
        Sign::Minus
    };
    Ok(BigInt::from_biguint(sign, magnitude))
}

/// Adds the limbs `v` into `out` from limb `at`, carrying up (`out` has
/// room for the sum).
fn add_at(out: &mut [u64], v: &[u64], at: usize) {
    let mut carry = 0u64;
    let mut i = at;
    for &d in v {
        let (s, c1) = out[i].overflowing_add(d);
        let (s, c2) = s.overflowing_add(carry);
        out[i] = s;
        carry = u64::from(c1) + u64::from(c2);
        i += 1;
    }
    while carry != 0 {
        let (s, c) = out[i].overflowing_add(carry);
        out[i] = s;
        carry = u64::from(c);
        i += 1;
    }
}

fn limbs(v: &BigUint) -> usize {
    usize::try_from(v.bits().div_ceil(64)).unwrap_or(usize::MAX)
}

/// A `BigUint` from little-endian 64-bit limbs.
pub(super) fn from_limbs(digits: &[u64]) -> BigUint {
    if digits.is_empty() {
        return BigUint::zero();
    }
    BigUint::new(digits.iter().flat_map(|&d| [d as u32, (d >> 32) as u32]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::{One, Pow};

    fn big(base: u32, exp: u32) -> BigUint {
        BigUint::from(base).pow(exp)
    }

    #[test]
    fn products_match_num_bigint() {
        let wide = big(3, 64 * 4096 * 3);
        let cases = [
            (wide.clone(), wide.clone()),
            (wide.clone(), big(7, 64 * 4096)),
            (wide.clone() + 1u32, big(5, 64 * 5000) - 1u32),
            (big(2, 64 * 13_000) - 1u32, big(2, 64 * 9_000) - 1u32),
            (wide.clone(), BigUint::from(12345u32)),
            (wide.clone(), BigUint::zero()),
            (wide.clone(), BigUint::one() << (64 * 20_000)),
        ];
        for (a, b) in cases {
            let expected = &a * &b;
            assert_eq!(mul(&a, &b).unwrap(), expected);
            assert_eq!(mul(&b, &a).unwrap(), expected);
        }
    }
}
