//! CPython 3.11's `hash()` of the values a dict or set can hold. The table
//! layout, and so a set's iteration order and which stored keys a lookup
//! compares with, follows from these numbers.
//!
//! Ints, floats, bools and tuples of them hash as in CPython on every run.
//! Strings hash as CPython with `PYTHONHASHSEED=0` (SipHash-1-3, zero key,
//! over the string's Latin-1/UCS-2/UCS-4 code units); CPython randomizes
//! them per process unless told otherwise, so no order of str keys is
//! reproducible there. `None` and NaN hash by identity in CPython 3.11 (an
//! address); here `None` has a fixed hash and a NaN one derived from the
//! serial its payload carries.
//!
//! A long string is hashed a slice at a time, with a look at the limits
//! between slices (`sandbox::paced`), and without a copy of its code units.

use num_bigint::BigUint;

use crate::error::RtResult;
use crate::ops::HashKey;
use crate::sandbox::paced;

use super::DictKey;

/// CPython's `Py_hash_t`.
pub type Hash = i64;

/// `_PyHASH_MODULUS`: numeric hashes are values modulo this prime.
const MODULUS: u64 = (1 << 61) - 1;
const INF: Hash = 314_159;
/// Any fixed value will do (CPython 3.11 hashes `None` by address).
const NONE: Hash = 0x0fca_8642;

pub fn hash_of(key: &DictKey) -> RtResult<Hash> {
    Ok(match key {
        DictKey::Scalar(k) => scalar(k)?,
        DictKey::Tuple(items) => tuple(items.iter().map(hash_of).collect::<RtResult<Vec<_>>>()?.into_iter()),
    })
}

fn scalar(key: &HashKey) -> RtResult<Hash> {
    Ok(match key {
        HashKey::None => NONE,
        HashKey::Int(i) => int(*i),
        HashKey::BigInt(b) => {
            let m = (b.magnitude() % BigUint::from(MODULUS)).iter_u64_digits().next().unwrap_or(0);
            signed(m, b.sign() == num_bigint::Sign::Minus)
        }
        HashKey::Float(bits) => float(*bits),
        HashKey::Str(s) => string(s)?,
    })
}

/// -1 is CPython's error return, so no hash is -1.
fn fix(h: Hash) -> Hash {
    if h == -1 {
        -2
    } else {
        h
    }
}

fn signed(magnitude: u64, negative: bool) -> Hash {
    let m = magnitude as i64;
    fix(if negative { -m } else { m })
}

pub fn int(i: i64) -> Hash {
    signed(i.unsigned_abs() % MODULUS, i < 0)
}

/// `_Py_HashDouble`: the hash of the exact rational value, so a float equal
/// to an int hashes like it. `m * 2**e` reduces to `m * 2**(e mod 61)`
/// because `2**61 == 1` modulo the prime.
fn float(bits: u64) -> Hash {
    let f = f64::from_bits(bits);
    if f.is_nan() {
        return fix(bits.rotate_right(4) as i64);
    }
    if f.is_infinite() {
        return if f > 0.0 { INF } else { -INF };
    }
    let field = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, exponent) = if field == 0 { (fraction << 1, -1075) } else { (fraction | (1 << 52), field - 1075) };
    let shift = exponent.rem_euclid(61) as u32;
    let reduced = ((mantissa % MODULUS) as u128 * (1u128 << shift)) % MODULUS as u128;
    signed(reduced as u64, f.is_sign_negative())
}

/// `tuplehash`: xxHash-style mixing of the items' hashes.
pub fn tuple(items: impl ExactSizeIterator<Item = Hash>) -> Hash {
    const PRIME_1: u64 = 11400714785074694791;
    const PRIME_2: u64 = 14029467366897019727;
    const PRIME_5: u64 = 2870177450012600261;
    let len = items.len() as u64;
    let mut acc = PRIME_5;
    for lane in items {
        acc = acc.wrapping_add((lane as u64).wrapping_mul(PRIME_2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(PRIME_1);
    }
    acc = acc.wrapping_add(len ^ (PRIME_5 ^ 3527539));
    if acc == u64::MAX {
        return 1546275796;
    }
    acc as i64
}

/// `unicode_hash` with a zero SipHash key (`PYTHONHASHSEED=0`): the
/// string's code units, each as wide as its widest character needs,
/// written a buffer at a time.
fn string(s: &str) -> RtResult<Hash> {
    if s.is_empty() {
        return Ok(0);
    }
    let widest = widest_char(s)?;
    let width = match widest {
        0..=0xff => 1,
        0x100..=0xffff => 2,
        _ => 4,
    };
    let mut sip = Sip13::new();
    let mut units = [0u8; 1024];
    let mut filled = 0;
    let mut pacer = paced::Pacer::new();
    for c in s.chars() {
        units[filled..filled + width].copy_from_slice(&(c as u32).to_le_bytes()[..width]);
        filled += width;
        if filled > units.len() - 4 {
            sip.write(&units[..filled]);
            pacer.advance(filled)?;
            filled = 0;
        }
    }
    sip.write(&units[..filled]);
    Ok(fix(sip.finish() as i64))
}

/// The largest code point of `s`, a slice at a time.
fn widest_char(s: &str) -> RtResult<u32> {
    let mut widest = 0;
    let mut pacer = paced::Pacer::new();
    let mut rest = s;
    while !rest.is_empty() {
        let cut = crate::text::boundary_at_or_before(rest, paced::SLICE.min(rest.len()));
        widest = rest[..cut].chars().map(|c| c as u32).fold(widest, u32::max);
        pacer.advance(cut)?;
        rest = &rest[cut..];
    }
    Ok(widest)
}

/// SipHash-1-3 with a zero key, as CPython's `pyhash.c` computes it, over
/// bytes written in pieces of any length.
struct Sip13 {
    v: [u64; 4],
    /// The bytes after the last whole 8-byte word, `pending` of them.
    tail: [u8; 8],
    pending: usize,
    len: u64,
}

impl Sip13 {
    fn new() -> Sip13 {
        let v = [0x736f6d6570736575u64, 0x646f72616e646f6d, 0x6c7967656e657261, 0x7465646279746573];
        Sip13 { v, tail: [0; 8], pending: 0, len: 0 }
    }

    fn round(&mut self) {
        let v = &mut self.v;
        v[0] = v[0].wrapping_add(v[1]);
        v[2] = v[2].wrapping_add(v[3]);
        v[1] = v[1].rotate_left(13) ^ v[0];
        v[3] = v[3].rotate_left(16) ^ v[2];
        v[0] = v[0].rotate_left(32);
        v[2] = v[2].wrapping_add(v[1]);
        v[0] = v[0].wrapping_add(v[3]);
        v[1] = v[1].rotate_left(17) ^ v[2];
        v[3] = v[3].rotate_left(21) ^ v[0];
        v[2] = v[2].rotate_left(32);
    }

    fn word(&mut self, m: u64) {
        self.v[3] ^= m;
        self.round();
        self.v[0] ^= m;
    }

    fn write(&mut self, mut data: &[u8]) {
        self.len += data.len() as u64;
        if self.pending > 0 {
            let take = (8 - self.pending).min(data.len());
            self.tail[self.pending..self.pending + take].copy_from_slice(&data[..take]);
            self.pending += take;
            data = &data[take..];
            if self.pending < 8 {
                return;
            }
            self.word(u64::from_le_bytes(self.tail));
            self.pending = 0;
        }
        let mut words = data.chunks_exact(8);
        for chunk in &mut words {
            self.word(u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])));
        }
        let rest = words.remainder();
        self.tail[..rest.len()].copy_from_slice(rest);
        self.pending = rest.len();
    }

    fn finish(mut self) -> u64 {
        let mut tail = [0u8; 8];
        tail[..self.pending].copy_from_slice(&self.tail[..self.pending]);
        let b = (self.len << 56) | u64::from_le_bytes(tail);
        self.word(b);
        self.v[2] ^= 0xff;
        for _ in 0..3 {
            self.round();
        }
        (self.v[0] ^ self.v[1]) ^ (self.v[2] ^ self.v[3])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    fn s(text: &str) -> Hash {
        string(text).unwrap()
    }

    /// Bytes written in pieces hash as written at once, whatever the cuts.
    #[test]
    fn siphash_is_the_same_in_pieces() {
        let data: Vec<u8> = (0..5000u32).map(|i| (i * 7 + i / 13) as u8).collect();
        let whole = {
            let mut sip = Sip13::new();
            sip.write(&data);
            sip.finish()
        };
        for cut in [1, 3, 7, 8, 9, 1000, 1021] {
            let mut sip = Sip13::new();
            for piece in data.chunks(cut) {
                sip.write(piece);
            }
            assert_eq!(sip.finish(), whole, "pieces of {cut}");
        }
        // Longer than the code-unit buffer, in each width (CPython 3.11).
        let long = [
            ("a", 4952162770309996967),
            ("é", 4616430612678133674),
            ("日", 7986355164968051057),
            ("\u{1F600}", -8476141845529986562),
        ];
        for (c, hash) in long {
            assert_eq!(s(&c.repeat(3000)), hash, "{c}");
        }
    }

    /// Values printed by CPython 3.11 (`PYTHONHASHSEED=0` for strings).
    #[test]
    fn matches_cpython() {
        assert_eq!(int(-1), -2);
        assert_eq!(int(-2), -2);
        assert_eq!(int(1 << 61), 1);
        assert_eq!(float(0.5f64.to_bits()), 1152921504606846976);
        assert_eq!(float((-1.5f64).to_bits()), -1152921504606846977);
        assert_eq!(float(1e300f64.to_bits()), 1224995262755759164);
        assert_eq!(float(f64::INFINITY.to_bits()), 314159);
        assert_eq!(tuple([1, 2].into_iter()), -3550055125485641917);
        assert_eq!(tuple(std::iter::empty()), 5740354900026072187);
        assert_eq!(s(""), 0);
        assert_eq!(s("abc"), -4594863902769663758);
        assert_eq!(s("é"), 6047309291227476195);
        assert_eq!(s("日本"), 6243316497235261705);
        assert_eq!(s(&"a".repeat(20)), 3291541819775287794);
        assert_eq!(s("\u{1F600}x"), -8926728262118538918);
        assert_eq!(s("abcdefgh"), 4574395652268504554);
        assert_eq!(s("abcdefghi"), -532774252720507163);
        let big = num_bigint::BigInt::from(1u128 << 70);
        assert_eq!(hash_of(&DictKey::Scalar(HashKey::BigInt(Rc::new(big)))).unwrap(), 512);
        let negative = -num_bigint::BigInt::from(1u128 << 70);
        assert_eq!(hash_of(&DictKey::Scalar(HashKey::BigInt(Rc::new(negative)))).unwrap(), -512);
    }
}
