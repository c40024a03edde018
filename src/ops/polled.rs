//! Big-int algorithms whose time grows with the square of their operands'
//! size — division, `gcd`, `isqrt` — written so that they look at the
//! sandbox (Ctrl-C, the clock, the step and memory limits) every few
//! milliseconds, and products (`product.rs`) and powers, which look
//! between pieces of a few milliseconds.
//! num-bigint's own versions run to the end in one call: a division of two
//! 30-million-bit ints took seconds, a `gcd` of such ints hours and
//! `3 ** 40_000_000` five seconds, with no way to stop them.
//!
//! Small operands take num-bigint's path directly; the results are the
//! same either way (the tests compare them).

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Zero};

use crate::error::RtResult;

mod product;
use product::from_limbs;
pub use product::{mul, signed_mul};

/// Limb products (64 × 64-bit) a step may take before the next look:
/// a few milliseconds.
const WORK_PER_LOOK: u64 = 1 << 22;

/// Operands at most this many bits take num-bigint's path at once (at
/// most about `WORK_PER_LOOK` limb products).
const QUICK_BITS: u64 = 64 * 2048;

/// Copies of its operands a division holds at once besides them: the
/// limbs of the dividend, both operands normalised (num-bigint shifts
/// them), the quotient and the remainder, and num-bigint's
/// Burnikel-Ziegler recursion for each chunk (measured: 5.3 copies for a
/// 2²⁶-bit square reduced by a 2²⁵-bit modulus, 6 MiB past a 64 MiB
/// budget when 4 were asked for).
const DIVISION_COPIES: u64 = 6;

/// Asks the heap budget for a division's working memory, `bits` being its
/// operands' together: a division of a 40-million-bit int took 4 MiB at a
/// time past the budget, unasked.
fn reserve_work(bits: u64) -> RtResult<()> {
    reserve_bits(bits.saturating_mul(DIVISION_COPIES))
}

/// Copies of a product's size that multiplying holds at once: the
/// result, and num-bigint's temporaries for Toom-3's evaluation points
/// (measured: `x * x` for a 2²⁵-bit `x` took 34 MiB besides `x`, four
/// times the result).
const PRODUCT_COPIES: u64 = 5;

/// Asks the heap budget for a product's working memory, `bits` being its
/// operands' together (the result's size): only the result was asked for,
/// and a squaring took 26 MiB past `--max-memory 16` unasked. `mul` asks
/// it, for every caller (`pow(a, e, m)`'s squarings did not).
fn reserve_product(bits: u64) -> RtResult<()> {
    reserve_bits(bits.saturating_mul(PRODUCT_COPIES))
}

/// Copies of `x`'s size a Lehmer step of `gcd` holds at once.
const LEHMER_COPIES: u64 = 3;

/// Asks the heap budget for `bits` of big-int digits.
fn reserve_bits(bits: u64) -> RtResult<()> {
    crate::sandbox::memory::reserve(usize::try_from(bits / 8).unwrap_or(usize::MAX).saturating_add(64))
}

/// `a.div_rem(b)` for `b != 0`, the quotient found a chunk of limbs at a
/// time from the top, with a look at the sandbox between chunks. Each
/// chunk divides a number below `b << chunk` by `b`: O(chunk × |b|) limb
/// products, the schoolbook division's total in all.
pub fn div_rem(a: &BigUint, b: &BigUint) -> RtResult<(BigUint, BigUint)> {
    reserve_work(a.bits().saturating_add(b.bits()))?;
    let (a_limbs, b_limbs) = (a.bits().div_ceil(64), b.bits().div_ceil(64).max(1));
    let q_limbs = a_limbs.saturating_sub(b_limbs) + 1;
    if a.bits() <= QUICK_BITS || q_limbs.saturating_mul(b_limbs) <= WORK_PER_LOOK {
        return Ok(a.div_rem(b));
    }
    let chunk = (WORK_PER_LOOK / b_limbs).max(1) as usize;
    let digits = a.to_u64_digits();
    // The top piece holds |b| limbs and whatever does not fill a chunk.
    let low_limbs = ((q_limbs as usize).saturating_sub(1) / chunk) * chunk;
    let mut rem = from_limbs(&digits[low_limbs..]);
    // The quotient's limbs, each chunk's written at its place: a list of
    // the chunks' quotients, one small int each, took 6 MiB more than the
    // budget was asked for (a 2²⁶-bit square reduced by a 2²⁵-bit `m`).
    let mut quotient = vec![0u64; q_limbs as usize];
    let (q, r) = rem.div_rem(b);
    place_limbs(&mut quotient, low_limbs, &q);
    rem = r;
    let mut at = low_limbs;
    while at > 0 {
        crate::sandbox::poll_costly()?;
        at -= chunk;
        let piece = from_limbs(&digits[at..at + chunk]);
        let (q, r) = ((rem << (64 * chunk)) | piece).div_rem(b);
        place_limbs(&mut quotient, at, &q);
        rem = r;
    }
    Ok((from_limbs(&quotient), rem))
}

/// Writes `q`'s limbs into `limbs` from limb `at` (they fit: a chunk's
/// quotient is below `2^(64·chunk)`, the top one below what is left).
fn place_limbs(limbs: &mut [u64], at: usize, q: &BigUint) {
    debug_assert!(at + q.iter_u64_digits().len() <= limbs.len());
    for (limb, digit) in limbs[at..].iter_mut().zip(q.iter_u64_digits()) {
        *limb = digit;
    }
}

/// `base ** e`, squaring from the exponent's top bit down, each product
/// a polled one (`mul`).
pub fn pow(base: &BigInt, e: u32) -> RtResult<BigInt> {
    if base.bits().saturating_mul(u64::from(e)) <= QUICK_BITS {
        return Ok(num_traits::Pow::pow(base, e));
    }
    let mut acc = base.clone();
    for bit in (0..31 - e.leading_zeros()).rev() {
        crate::sandbox::paced::look()?;
        acc = signed_mul(&acc, &acc)?;
        if e >> bit & 1 == 1 {
            acc = signed_mul(&acc, base)?;
        }
    }
    Ok(acc)
}

/// Floor division and modulo of signed ints, as Python's `//` and `%`
/// (`b != 0`).
pub fn div_mod_floor(a: &BigInt, b: &BigInt) -> RtResult<(BigInt, BigInt)> {
    let (q, r) = div_rem(a.magnitude(), b.magnitude())?;
    let sign = |s: bool| if s { Sign::Minus } else { Sign::Plus };
    let negative_q = (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus);
    let mut q = BigInt::from_biguint(sign(negative_q), q);
    let mut r = BigInt::from_biguint(sign(a.sign() == Sign::Minus), r);
    // Truncated to floored: a nonzero remainder takes the divisor's sign.
    if !r.is_zero() && (r.sign() == Sign::Minus) != (b.sign() == Sign::Minus) {
        q -= 1;
        r += b;
    }
    Ok((q, r))
}

/// Operands of `gcd` at most this many bits take num-bigint's binary gcd
/// (O(bits × limbs): a few milliseconds here).
const GCD_QUICK_BITS: u64 = 64 * 512;

/// `gcd(a, b)` (nonnegative) by Lehmer's algorithm (Knuth, TAOCP 4.5.2,
/// Algorithm L): the leading 62 bits decide as many Euclid steps as they
/// can, which are then applied to the full numbers at once — about 30
/// bits of progress per O(limbs) step, one look per step.
pub fn gcd(a: &BigInt, b: &BigInt) -> RtResult<BigInt> {
    // Its own copies of the operands, and (below) each step's products.
    reserve_bits(a.bits().saturating_add(b.bits()))?;
    let (mut x, mut y) = (BigInt::from(a.magnitude().clone()), BigInt::from(b.magnitude().clone()));
    if x < y {
        std::mem::swap(&mut x, &mut y);
    }
    while !y.is_zero() {
        if x.bits() <= GCD_QUICK_BITS {
            return Ok(BigInt::from(x.magnitude().gcd(y.magnitude())));
        }
        crate::sandbox::poll_costly()?;
        // A step's four products and two sums, three alive at once beside
        // x and y (unasked, two 2²⁶-bit ints took 25 MiB past the budget).
        reserve_bits(x.bits().saturating_mul(LEHMER_COPIES))?;
        let shift = x.bits() - 62;
        let top = |v: &BigInt| i128::try_from(v >> shift).unwrap_or(0);
        let [a, b, c, d] = cosequence(top(&x), top(&y));
        if b == 0 {
            let (_, r) = div_rem(x.magnitude(), y.magnitude())?;
            x = std::mem::replace(&mut y, BigInt::from(r));
        } else {
            let (a, b, c, d) = (BigInt::from(a), BigInt::from(b), BigInt::from(c), BigInt::from(d));
            let next_x = &x * a + &y * b;
            y = &x * c + &y * d;
            x = next_x;
        }
    }
    Ok(x)
}

/// The inverse of `a` modulo `m` (`a < m`, `m > 1`), `None` when they
/// share a factor: the extended Euclid of `gcd`'s Lehmer steps, each
/// step's matrix applied to the cofactors too, one look per step
/// (num-bigint's `modinv` ran 10 s past the clock for 800,000 bits).
pub fn modinv(a: &BigUint, m: &BigUint) -> RtResult<Option<BigUint>> {
    let m_signed = BigInt::from(m.clone());
    if m.bits() <= GCD_QUICK_BITS {
        return Ok(BigInt::from(a.clone()).modinv(&m_signed).map(|r| r.magnitude().clone()));
    }
    // x ≡ tx·a and y ≡ ty·a (mod m) throughout.
    let (mut x, mut y) = (m_signed.clone(), BigInt::from(a.clone()));
    let (mut tx, mut ty) = (BigInt::zero(), BigInt::one());
    while !y.is_zero() {
        crate::sandbox::poll_costly()?;
        let shift = x.bits().saturating_sub(62);
        let top = |v: &BigInt| i128::try_from(v >> shift).unwrap_or(0);
        let [a, b, c, d] = if x.bits() > 62 { cosequence(top(&x), top(&y)) } else { [1, 0, 0, 1] };
        if b == 0 {
            let (q, r) = div_rem(x.magnitude(), y.magnitude())?;
            x = std::mem::replace(&mut y, BigInt::from(r));
            let next_ty = &tx - BigInt::from(q) * &ty;
            tx = std::mem::replace(&mut ty, next_ty);
        } else {
            let (a, b, c, d) = (BigInt::from(a), BigInt::from(b), BigInt::from(c), BigInt::from(d));
            let next_x = &x * &a + &y * &b;
            y = &x * &c + &y * &d;
            x = next_x;
            let next_tx = &tx * a + &ty * b;
            ty = &tx * c + &ty * d;
            tx = next_tx;
        }
    }
    if !x.is_one() {
        return Ok(None);
    }
    Ok(Some(div_mod_floor(&tx, &m_signed)?.1.magnitude().clone()))
}

/// Algorithm L's inner loop on the leading bits `xh >= yh` of `x` and
/// `y`: the matrix `[a, b, c, d]` of the Euclid steps they decide.
fn cosequence(mut xh: i128, mut yh: i128) -> [i128; 4] {
    let (mut a, mut b, mut c, mut d) = (1, 0, 0, 1);
    while yh + c != 0 && yh + d != 0 {
        let q = (xh + a) / (yh + c);
        if q != (xh + b) / (yh + d) {
            break;
        }
        (a, c) = (c, a - q * c);
        (b, d) = (d, b - q * d);
        (xh, yh) = (yh, xh - q * yh);
    }
    [a, b, c, d]
}

/// `isqrt(n)` for `n >= 0` by Newton's iteration from above, one look per
/// iteration (each a polled division).
pub fn isqrt(n: &BigUint) -> RtResult<BigUint> {
    if n.bits() <= QUICK_BITS {
        return Ok(n.sqrt());
    }
    // 2^ceil(bits/2) >= sqrt(n): the iterates decrease to the answer.
    let mut x = BigUint::one() << n.bits().div_ceil(2);
    loop {
        crate::sandbox::poll_costly()?;
        let (q, _) = div_rem(n, &x)?;
        let next = (&x + q) >> 1u8;
        if next >= x {
            return Ok(x);
        }
        x = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::Pow;

    fn big(base: u32, exp: u32) -> BigUint {
        BigUint::from(base).pow(exp)
    }

    #[test]
    fn modinv_matches_num_bigint() {
        let m = big(2, 64 * 600) + 1u32;
        for a in [big(7, 10_000), big(3, 20_000) + 5u32, BigUint::from(3u32), big(2, 64 * 600) - 1u32] {
            let expected = BigInt::from(a.clone()).modinv(&BigInt::from(m.clone())).map(|r| r.magnitude().clone());
            assert_eq!(modinv(&a, &m).unwrap(), expected);
        }
        // A shared factor: no inverse.
        let m3 = big(3, 30_000);
        assert_eq!(modinv(&big(3, 100), &m3).unwrap(), None);
    }

    #[test]
    fn division_matches_num_bigint() {
        let cases = [
            (big(3, 300_000), big(7, 50_000)),
            (big(3, 300_000) + 12345u32, big(2, 64 * 3000) - 1u32),
            (big(5, 200_000), big(5, 199_000) + 1u32),
            (big(3, 300_000), BigUint::from(97u32)),
            (big(7, 1000), big(3, 300_000)),
        ];
        for (a, b) in cases {
            assert_eq!(div_rem(&a, &b).unwrap(), a.div_rem(&b));
        }
    }

    #[test]
    fn signed_floor_division_matches_python() {
        let (a, b) = (BigInt::from(big(3, 200_000)) + 1, BigInt::from(big(2, 64 * 2100)) + 3);
        for (x, y) in [(&a, &b), (&-&a, &b), (&a, &-&b), (&-&a, &-&b)] {
            assert_eq!(div_mod_floor(x, y).unwrap(), x.div_mod_floor(y));
        }
    }

    #[test]
    fn powers_match_num_bigint() {
        for (base, e) in [(3, 100_000), (7, 65_537), (2, 1 << 18), (-5, 77_777)] {
            let base = BigInt::from(base);
            assert_eq!(pow(&base, e).unwrap(), Pow::pow(&base, e), "{base} ** {e}");
        }
        let wide = BigInt::from(big(3, 50_000)) + 1;
        assert_eq!(pow(&wide, 5).unwrap(), Pow::pow(&wide, 5u32));
    }

    #[test]
    fn gcd_and_isqrt_match_num_bigint() {
        let a = BigInt::from(big(6, 60_000) * big(5, 40_000));
        let b = BigInt::from(big(6, 50_000) * big(7, 30_000));
        assert_eq!(gcd(&a, &b).unwrap(), a.gcd(&b));
        assert_eq!(gcd(&b, &a).unwrap(), a.gcd(&b));
        assert_eq!(gcd(&-&a, &b).unwrap(), a.gcd(&b));
        assert_eq!(gcd(&a, &BigInt::zero()).unwrap(), a);
        let fib = |n: usize| {
            let (mut p, mut q) = (BigInt::zero(), BigInt::one());
            for _ in 0..n {
                (p, q) = (q.clone(), p + q);
            }
            p
        };
        // Consecutive Fibonacci numbers: Euclid's worst case, all quotients 1.
        assert_eq!(gcd(&fib(60_001), &fib(60_000)).unwrap(), BigInt::one());
        let c = BigInt::from(big(3, 100_000)) * 1_000_003;
        assert_eq!(gcd(&(&c * 77), &(&c * 91)).unwrap(), &c * 7);
        for n in [big(3, 200_000), big(3, 200_000) - 1u32, big(2, 300_001)] {
            assert_eq!(isqrt(&n).unwrap(), n.sqrt());
        }
    }
}
