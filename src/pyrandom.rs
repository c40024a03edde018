//! A pure-Rust reimplementation of CPython 3.11's `random.Random`.
//!
//! Owns the Mersenne Twister (MT19937) state and every derived draw that
//! dmdpy exposes: seeding (int, str/bytes, float, OS entropy), `random`,
//! `getrandbits`, `_randbelow`, `randrange`, `randint`, `choice`,
//! `shuffle`, `sample`, `choices`, `randbytes` and the float
//! distributions. Every sequence is bit-identical to CPython 3.11 for the
//! same seed. The module is pure: it knows nothing of the interpreter or
//! of metering; sequence-valued calls work on indices so the caller moves
//! the elements itself. Errors are `(exception name, message)` pairs with
//! CPython's exact text.

use std::collections::HashSet;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// An exception to raise: (exception class name, message).
pub type RandError = (&'static str, String);

const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// `random.TWOPI`, i.e. `2.0 * math.pi`.
const TWOPI: f64 = 2.0 * std::f64::consts::PI;

/// CPython's modulus for numeric hashes on 64-bit builds: 2**61 - 1.
const HASH_MODULUS: u64 = (1 << 61) - 1;

/// A `random.Random` instance: MT19937 state plus the cached second
/// normal deviate that `gauss` hands out on every other call.
#[derive(Clone)]
pub struct Random {
    mt: [u32; N],
    index: usize,
    gauss_next: Option<f64>,
}

impl std::fmt::Debug for Random {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Random").field("index", &self.index).finish_non_exhaustive()
    }
}

impl Random {
    /// `random.Random(seed)` for an int seed.
    pub fn new(seed: &BigInt) -> Random {
        let mut r = Random::blank();
        r.seed(seed);
        r
    }

    /// `random.Random()`: seeded from the OS like CPython's
    /// `random_seed_urandom` (624 words of entropy fed to `init_by_array`).
    pub fn from_entropy() -> Random {
        let mut r = Random::blank();
        r.seed_entropy();
        r
    }

    fn blank() -> Random {
        Random { mt: [0; N], index: N, gauss_next: None }
    }

    /// `seed(n)` for an int: CPython keys MT with the 32-bit words of
    /// `abs(n)`, least significant first (`0` gives the key `[0]`).
    pub fn seed(&mut self, seed: &BigInt) {
        self.seed_biguint(seed.magnitude());
    }

    fn seed_biguint(&mut self, n: &BigUint) {
        let mut key = n.to_u32_digits();
        if key.is_empty() {
            key.push(0);
        }
        self.init_by_array(&key);
        self.gauss_next = None;
    }

    /// `seed(s)` for a str (version 2): the key is
    /// `int.from_bytes(s.encode() + sha512(s.encode()).digest(), 'big')`.
    pub fn seed_str(&mut self, s: &str) {
        self.seed_bytes(s.as_bytes());
    }

    /// `seed(b)` for bytes/bytearray (version 2), as for str.
    pub fn seed_bytes(&mut self, bytes: &[u8]) {
        let mut material = bytes.to_vec();
        material.extend_from_slice(&sha512(bytes));
        self.seed_biguint(&BigUint::from_bytes_be(&material));
    }

    /// `seed(x)` for a float: CPython keys MT with `hash(x)` reinterpreted
    /// as an unsigned 64-bit value (so negative hashes are not negated).
    /// A NaN's hash is its object address in CPython, i.e. unpredictable;
    /// here NaN seeds from OS entropy.
    pub fn seed_float(&mut self, x: f64) {
        match float_hash(x) {
            Some(h) => self.seed_biguint(&BigUint::from(h as u64)),
            None => self.seed_entropy(),
        }
    }

    /// `seed()` / `seed(None)`: fresh OS entropy.
    pub fn seed_entropy(&mut self) {
        let key = entropy_key();
        self.init_by_array(&key);
        self.gauss_next = None;
    }

    /// MT19937 `init_genrand`.
    fn init_genrand(&mut self, s: u32) {
        self.mt[0] = s;
        for i in 1..N {
            let prev = self.mt[i - 1];
            self.mt[i] = 1_812_433_253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32);
        }
        self.index = N;
    }

    /// MT19937 `init_by_array`, which CPython uses for every seed.
    fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19_650_218);
        let mt = &mut self.mt;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            let prev = mt[i - 1];
            mt[i] = (mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525)).wrapping_add(key[j]).wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = mt[i - 1];
            mt[i] = (mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        // The MSB is set so the state can never be all zeros.
        mt[0] = 0x8000_0000;
    }

    /// Regenerates all 624 words at once (the reference "twist").
    fn twist(&mut self) {
        let mt = &mut self.mt;
        let mix = |a: u32, b: u32, far: u32| {
            let y = (a & UPPER_MASK) | (b & LOWER_MASK);
            far ^ (y >> 1) ^ if y & 1 == 1 { MATRIX_A } else { 0 }
        };
        for kk in 0..N - M {
            mt[kk] = mix(mt[kk], mt[kk + 1], mt[kk + M]);
        }
        for kk in N - M..N - 1 {
            mt[kk] = mix(mt[kk], mt[kk + 1], mt[kk + M - N]);
        }
        mt[N - 1] = mix(mt[N - 1], mt[0], mt[M - 1]);
        self.index = 0;
    }

    /// One tempered 32-bit output (`genrand_uint32`).
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            self.twist();
        }
        let mut y = self.mt[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// `random()`: 53 bits from two outputs (27 + 26 bits).
    pub fn random(&mut self) -> f64 {
        let a = self.next_u32() >> 5;
        let b = self.next_u32() >> 6;
        (a as f64 * 67_108_864.0 + b as f64) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)`. Like CPython, `k` beyond a C int overflows.
    pub fn getrandbits(&mut self, k: i64) -> Result<BigInt, RandError> {
        if k < 0 {
            return Err(value_error("number of bits must be non-negative"));
        }
        if k > i64::from(i32::MAX) {
            return Err(("OverflowError", "Python int too large to convert to C int".to_string()));
        }
        if k <= 64 {
            return Ok(BigInt::from(self.bits_u64(k as u32)));
        }
        let words = self.bit_words(k as u64);
        Ok(BigInt::from_biguint(Sign::Plus, BigUint::new(words)))
    }

    /// The 32-bit words of `getrandbits(k)`, least significant first; the
    /// last word keeps only its top bits so `k` bits are used in total.
    fn bit_words(&mut self, k: u64) -> Vec<u32> {
        let count = k.div_ceil(32) as usize;
        let mut words = Vec::with_capacity(count);
        let mut left = k;
        for _ in 0..count {
            let r = self.next_u32();
            words.push(if left < 32 { r >> (32 - left) } else { r });
            left = left.saturating_sub(32);
        }
        words
    }

    /// `getrandbits(k)` for `k <= 64`, without allocating.
    fn bits_u64(&mut self, k: u32) -> u64 {
        match k {
            0 => 0,
            1..=32 => u64::from(self.next_u32() >> (32 - k)),
            _ => {
                let low = u64::from(self.next_u32());
                let high = u64::from(self.next_u32() >> (64 - k.min(64)));
                low | (high << 32)
            }
        }
    }

    /// `_randbelow(n)` (`_randbelow_with_getrandbits`). CPython loops
    /// forever for `n == 0`; here `n <= 0` returns 0 without drawing.
    pub fn randbelow(&mut self, n: &BigInt) -> BigInt {
        if !n.is_positive() {
            return BigInt::zero();
        }
        if let Some(small) = n.to_u64() {
            return BigInt::from(self.randbelow_u64(small));
        }
        let k = n.bits();
        loop {
            let r = BigInt::from_biguint(Sign::Plus, BigUint::new(self.bit_words(k)));
            if &r < n {
                return r;
            }
        }
    }

    /// `_randbelow(n)` for a machine-sized `n`: same draws, no BigInt.
    pub fn randbelow_u64(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let k = 64 - n.leading_zeros();
        loop {
            let r = self.bits_u64(k);
            if r < n {
                return r;
            }
        }
    }

    /// `_randbelow(n)` for a length or index bound.
    pub fn randbelow_usize(&mut self, n: usize) -> usize {
        self.randbelow_u64(n as u64) as usize
    }

    /// `randrange(start, stop=None, step=1)` with CPython 3.11's checks.
    /// The caller converts arguments to ints; with `stop` absent, a `step`
    /// other than 1 is the "Missing a non-None stop" TypeError.
    pub fn randrange(&mut self, start: &BigInt, stop: Option<&BigInt>, step: &BigInt) -> Result<BigInt, RandError> {
        let Some(stop) = stop else {
            if !step.is_one() {
                return Err(("TypeError", "Missing a non-None stop argument".to_string()));
            }
            if start.is_positive() {
                return Ok(self.randbelow(start));
            }
            return Err(value_error("empty range for randrange()"));
        };
        let width = stop - start;
        if step.is_one() {
            if width.is_positive() {
                return Ok(start + self.randbelow(&width));
            }
            return Err(value_error(&format!("empty range for randrange() ({start}, {stop}, {width})")));
        }
        let n = if step.is_positive() {
            (&width + step - BigInt::one()).div_floor(step)
        } else if step.is_negative() {
            (&width + step + BigInt::one()).div_floor(step)
        } else {
            return Err(value_error("zero step for randrange()"));
        };
        if !n.is_positive() {
            return Err(value_error("empty range for randrange()"));
        }
        Ok(start + step * self.randbelow(&n))
    }

    /// `randint(a, b)` = `randrange(a, b + 1)`.
    pub fn randint(&mut self, a: &BigInt, b: &BigInt) -> Result<BigInt, RandError> {
        let stop = b + 1;
        self.randrange(a, Some(&stop), &BigInt::one())
    }

    /// The index `choice(seq)` picks from a sequence of length `len`.
    pub fn choice_index(&mut self, len: usize) -> Result<usize, RandError> {
        if len == 0 {
            return Err(("IndexError", "Cannot choose from an empty sequence".to_string()));
        }
        Ok(self.randbelow_usize(len))
    }

    /// `shuffle(x)`: Fisher-Yates from the back, as CPython.
    pub fn shuffle<T>(&mut self, xs: &mut [T]) {
        for i in (1..xs.len()).rev() {
            let j = self.randbelow_usize(i + 1);
            xs.swap(i, j);
        }
    }

    /// The indices `sample(population, k)` picks, in selection order, for
    /// a population of length `n`. Follows CPython 3.11's choice between
    /// the pool method and the set-of-selections method exactly.
    pub fn sample_indices(&mut self, n: usize, k: i64) -> Result<Vec<usize>, RandError> {
        let k = match usize::try_from(k) {
            Ok(k) if k <= n => k,
            _ => return Err(value_error("Sample larger than population or is negative")),
        };
        if n as u128 <= sample_setsize(k) {
            Ok(self.sample_pool(n, k))
        } else {
            Ok(self.sample_set(n, k))
        }
    }

    /// Pool method: the unselected indices stay packed at `pool[..n-i]`.
    fn sample_pool(&mut self, n: usize, k: usize) -> Vec<usize> {
        let mut pool: Vec<usize> = (0..n).collect();
        let mut result = Vec::with_capacity(k);
        for i in 0..k {
            let j = self.randbelow_usize(n - i);
            result.push(pool[j]);
            pool[j] = pool[n - i - 1];
        }
        result
    }

    /// Set method: redraw any index already selected.
    fn sample_set(&mut self, n: usize, k: usize) -> Vec<usize> {
        let mut selected = HashSet::with_capacity(k);
        let mut result = Vec::with_capacity(k);
        for _ in 0..k {
            let mut j = self.randbelow_usize(n);
            while selected.contains(&j) {
                j = self.randbelow_usize(n);
            }
            selected.insert(j);
            result.push(j);
        }
        result
    }

    /// `choices(population, k=k)` without weights: the indices
    /// `floor(random() * n)`. A negative `k` gives no picks, as in CPython.
    pub fn choices_indices(&mut self, n: usize, k: i64) -> Vec<usize> {
        let scale = n as f64;
        (0..k.max(0)).map(|_| (self.random() * scale).floor() as usize).collect()
    }

    /// `choices(population, cum_weights=..., k=k)` for a population of
    /// length `n`; plain `weights` are accumulated by the caller first.
    /// Weights are compared as floats, so int weights beyond 2**53 may
    /// pick differently from CPython.
    pub fn choices_weighted(&mut self, n: usize, cum_weights: &[f64], k: i64) -> Result<Vec<usize>, RandError> {
        if cum_weights.len() != n {
            return Err(value_error("The number of weights does not match the population"));
        }
        let Some(&total) = cum_weights.last() else {
            return Err(("IndexError", "list index out of range".to_string()));
        };
        if total <= 0.0 {
            return Err(value_error("Total of weights must be greater than zero"));
        }
        if !total.is_finite() {
            return Err(value_error("Total of weights must be finite"));
        }
        let searched = &cum_weights[..n - 1];
        Ok((0..k.max(0))
            .map(|_| {
                let x = self.random() * total;
                // bisect_right over cum_weights[0 : n-1]
                searched.partition_point(|&w| w <= x)
            })
            .collect())
    }

    /// `randbytes(n)` = `getrandbits(n * 8).to_bytes(n, 'little')`.
    pub fn randbytes(&mut self, n: i64) -> Result<Vec<u8>, RandError> {
        let bits = n.checked_mul(8).ok_or(("OverflowError", "Python int too large to convert to C int".to_string()))?;
        let value = self.getrandbits(bits)?;
        let mut bytes = value.magnitude().to_bytes_le();
        bytes.resize(n as usize, 0);
        Ok(bytes)
    }

    /// `uniform(a, b)` = `a + (b - a) * random()`.
    pub fn uniform(&mut self, a: f64, b: f64) -> f64 {
        a + (b - a) * self.random()
    }

    /// `gauss(mu, sigma)`: Box-Muller, caching the second deviate.
    pub fn gauss(&mut self, mu: f64, sigma: f64) -> f64 {
        mu + self.gauss_z() * sigma
    }

    /// The standard normal deviate `gauss` scales: the cached second one
    /// of the last pair, or the first of a new pair.
    pub fn gauss_z(&mut self) -> f64 {
        match self.gauss_next.take() {
            Some(z) => z,
            None => {
                let x2pi = self.random() * TWOPI;
                let g2rad = (-2.0 * (1.0 - self.random()).ln()).sqrt();
                self.gauss_next = Some(x2pi.sin() * g2rad);
                x2pi.cos() * g2rad
            }
        }
    }

    /// `normalvariate(mu, sigma)`: Kinderman-Monahan ratio of uniforms.
    pub fn normalvariate(&mut self, mu: f64, sigma: f64) -> f64 {
        // random.NV_MAGICCONST = 4 * exp(-0.5) / sqrt(2.0)
        let magic = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
        loop {
            let u1 = self.random();
            let u2 = 1.0 - self.random();
            let z = magic * (u1 - 0.5) / u2;
            let zz = z * z / 4.0;
            if zz <= -u2.ln() {
                return mu + z * sigma;
            }
        }
    }

    /// `expovariate(lambd)`; `1 - random()` keeps the log finite.
    pub fn expovariate(&mut self, lambd: f64) -> Result<f64, RandError> {
        let x = -(1.0 - self.random()).ln();
        if lambd == 0.0 {
            return Err(("ZeroDivisionError", "float division by zero".to_string()));
        }
        Ok(x / lambd)
    }

    /// `triangular(low, high, mode)`; `mode = None` is the midpoint.
    pub fn triangular(&mut self, low: f64, high: f64, mode: Option<f64>) -> f64 {
        let mut u = self.random();
        let mut c = match mode {
            None => 0.5,
            // CPython's float division raises on a zero width; it
            // catches that and returns `low`.
            Some(_) if high - low == 0.0 => return low,
            Some(m) => (m - low) / (high - low),
        };
        let (mut low, mut high) = (low, high);
        if u > c {
            u = 1.0 - u;
            c = 1.0 - c;
            std::mem::swap(&mut low, &mut high);
        }
        low + (high - low) * (u * c).sqrt()
    }
}

fn value_error(message: &str) -> RandError {
    ("ValueError", message.to_string())
}

/// `sample`'s threshold: `21 + 4 ** ceil(log(k * 3, 4))` for `k > 5`, with
/// `math.log(x, 4)` computed as `log(x) / log(4)` in doubles like CPython.
fn sample_setsize(k: usize) -> u128 {
    let mut setsize: u128 = 21;
    if k > 5 {
        let x = (k as u128 * 3) as f64;
        let exponent = (x.ln() / 4.0f64.ln()).ceil() as u32;
        setsize = setsize.saturating_add(4u128.saturating_pow(exponent));
    }
    setsize
}

/// CPython's `hash(float)` on a 64-bit build: the value reduced modulo
/// 2**61 - 1, sign kept, -1 mapped to -2. `None` for NaN, whose hash
/// CPython derives from the object's address.
pub fn float_hash(x: f64) -> Option<i64> {
    if x.is_nan() {
        return None;
    }
    if x.is_infinite() {
        return Some(if x > 0.0 { 314_159 } else { -314_159 });
    }
    let bits = x.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i64;
    let raw_mant = bits & ((1 << 52) - 1);
    // |x| = mant * 2**exp exactly, with mant < 2**53.
    let (mant, exp) = if raw_exp == 0 { (raw_mant, -1074) } else { (raw_mant | (1 << 52), raw_exp - 1075) };
    // 2**61 is 1 modulo 2**61 - 1, so the power only matters mod 61.
    let shift = exp.rem_euclid(61) as u32;
    let reduced = ((u128::from(mant) << shift) % u128::from(HASH_MODULUS)) as i64;
    let signed = if x < 0.0 { -reduced } else { reduced };
    Some(if signed == -1 { -2 } else { signed })
}

/// 624 words of seed material: /dev/urandom, else the clock and pid.
fn entropy_key() -> Vec<u32> {
    use std::io::Read;
    let mut bytes = vec![0u8; N * 4];
    let from_os = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut bytes)).is_ok();
    if !from_os {
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        return vec![nanos as u32, (nanos >> 32) as u32, (nanos >> 64) as u32, std::process::id()];
    }
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

// SHA-512 (FIPS 180-4), needed only for str/bytes seeds. The constants
// are the first 64 fractional bits of the cube roots (K) and square
// roots (H0) of the first primes.
const SHA512_K: [u64; 80] = [
    0x428a2f98d728ae22,
    0x7137449123ef65cd,
    0xb5c0fbcfec4d3b2f,
    0xe9b5dba58189dbbc,
    0x3956c25bf348b538,
    0x59f111f1b605d019,
    0x923f82a4af194f9b,
    0xab1c5ed5da6d8118,
    0xd807aa98a3030242,
    0x12835b0145706fbe,
    0x243185be4ee4b28c,
    0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f,
    0x80deb1fe3b1696b1,
    0x9bdc06a725c71235,
    0xc19bf174cf692694,
    0xe49b69c19ef14ad2,
    0xefbe4786384f25e3,
    0x0fc19dc68b8cd5b5,
    0x240ca1cc77ac9c65,
    0x2de92c6f592b0275,
    0x4a7484aa6ea6e483,
    0x5cb0a9dcbd41fbd4,
    0x76f988da831153b5,
    0x983e5152ee66dfab,
    0xa831c66d2db43210,
    0xb00327c898fb213f,
    0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2,
    0xd5a79147930aa725,
    0x06ca6351e003826f,
    0x142929670a0e6e70,
    0x27b70a8546d22ffc,
    0x2e1b21385c26c926,
    0x4d2c6dfc5ac42aed,
    0x53380d139d95b3df,
    0x650a73548baf63de,
    0x766a0abb3c77b2a8,
    0x81c2c92e47edaee6,
    0x92722c851482353b,
    0xa2bfe8a14cf10364,
    0xa81a664bbc423001,
    0xc24b8b70d0f89791,
    0xc76c51a30654be30,
    0xd192e819d6ef5218,
    0xd69906245565a910,
    0xf40e35855771202a,
    0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8,
    0x1e376c085141ab53,
    0x2748774cdf8eeb99,
    0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63,
    0x4ed8aa4ae3418acb,
    0x5b9cca4f7763e373,
    0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc,
    0x78a5636f43172f60,
    0x84c87814a1f0ab72,
    0x8cc702081a6439ec,
    0x90befffa23631e28,
    0xa4506cebde82bde9,
    0xbef9a3f7b2c67915,
    0xc67178f2e372532b,
    0xca273eceea26619c,
    0xd186b8c721c0c207,
    0xeada7dd6cde0eb1e,
    0xf57d4f7fee6ed178,
    0x06f067aa72176fba,
    0x0a637dc5a2c898a6,
    0x113f9804bef90dae,
    0x1b710b35131c471b,
    0x28db77f523047d84,
    0x32caab7b40c72493,
    0x3c9ebe0a15c9bebc,
    0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6,
    0x597f299cfc657e2a,
    0x5fcb6fab3ad6faec,
    0x6c44198c4a475817,
];
const SHA512_H0: [u64; 8] = [
    0x6a09e667f3bcc908,
    0xbb67ae8584caa73b,
    0x3c6ef372fe94f82b,
    0xa54ff53a5f1d36f1,
    0x510e527fade682d1,
    0x9b05688c2b3e6c1f,
    0x1f83d9abfb41bd6b,
    0x5be0cd19137e2179,
];

/// The SHA-512 digest of `data`.
fn sha512(data: &[u8]) -> [u8; 64] {
    let mut state = SHA512_H0;
    let mut message = data.to_vec();
    let bit_len = (data.len() as u128).wrapping_mul(8);
    message.push(0x80);
    while message.len() % 128 != 112 {
        message.push(0);
    }
    message.extend_from_slice(&bit_len.to_be_bytes());
    for block in message.chunks_exact(128) {
        sha512_block(&mut state, block);
    }
    let mut digest = [0u8; 64];
    for (out, word) in digest.chunks_exact_mut(8).zip(state) {
        out.copy_from_slice(&word.to_be_bytes());
    }
    digest
}

/// One 128-byte compression round of SHA-512.
fn sha512_block(state: &mut [u64; 8], block: &[u8]) {
    let mut w = [0u64; 80];
    for (t, chunk) in block.chunks_exact(8).enumerate() {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        w[t] = u64::from_be_bytes(word);
    }
    for t in 16..80 {
        let s0 = w[t - 15].rotate_right(1) ^ w[t - 15].rotate_right(8) ^ (w[t - 15] >> 7);
        let s1 = w[t - 2].rotate_right(19) ^ w[t - 2].rotate_right(61) ^ (w[t - 2] >> 6);
        w[t] = w[t - 16].wrapping_add(s0).wrapping_add(w[t - 7]).wrapping_add(s1);
    }
    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *state;
    for t in 0..80 {
        let big_s1 = e.rotate_right(14) ^ e.rotate_right(18) ^ e.rotate_right(41);
        let ch = (e & f) ^ (!e & g);
        let t1 = h.wrapping_add(big_s1).wrapping_add(ch).wrapping_add(SHA512_K[t]).wrapping_add(w[t]);
        let big_s0 = a.rotate_right(28) ^ a.rotate_right(34) ^ a.rotate_right(39);
        let maj = (a & b) ^ (a & c) ^ (b & c);
        let t2 = big_s0.wrapping_add(maj);
        h = g;
        g = f;
        f = e;
        e = d.wrapping_add(t1);
        d = c;
        c = b;
        b = a;
        a = t1.wrapping_add(t2);
    }
    for (s, v) in state.iter_mut().zip([a, b, c, d, e, f, g, h]) {
        *s = s.wrapping_add(v);
    }
}

#[cfg(test)]
mod tests {
    //! Expected values were generated with CPython 3.11.7.
    use super::*;

    fn big(s: &str) -> BigInt {
        s.parse().expect("test literal")
    }

    fn int(x: i64) -> BigInt {
        BigInt::from(x)
    }

    const RANDOM_BY_SEED: &[(&str, [f64; 5])] = &[
        (
            "42",
            [0.6394267984578837, 0.025010755222666936, 0.27502931836911926, 0.22321073814882275, 0.7364712141640124],
        ),
        ("0", [0.8444218515250481, 0.7579544029403025, 0.420571580830845, 0.25891675029296335, 0.5112747213686085]),
        (
            "12345",
            [0.41661987254534116, 0.010169169457068361, 0.8252065092537432, 0.2986398551995928, 0.3684116894884757],
        ),
        ("-7", [0.32383276483316237, 0.15084917392450192, 0.6509344730398537, 0.07243628666754276, 0.5358820043066892]),
        (
            "1099511627779",
            [0.21978710637116716, 0.5494687768352203, 0.09461190973523603, 0.9814015277038539, 0.9029950700508493],
        ),
        (
            "1267650600228229401496703205381",
            [0.7033503239395905, 0.9851952005245675, 0.03063164465720125, 0.9154614405001796, 0.3861115460252572],
        ),
        (
            "4294967296",
            [0.11299430095636409, 0.41782886486292836, 0.0166763664992291, 0.6117214625782752, 0.8056470212514185],
        ),
        (
            "4294967295",
            [0.6353574441341173, 0.20319993954407756, 0.6073666030347188, 0.29133552762158776, 0.3400278163075766],
        ),
        ("1", [0.13436424411240122, 0.8474337369372327, 0.763774618976614, 0.2550690257394217, 0.49543508709194095]),
        (
            "1000000000000000000000000000000",
            [0.9341508484568806, 0.5253068813972436, 0.34916701183971244, 0.32994679328514775, 0.1450229500585093],
        ),
    ];
    const RANDINT_1_6_SEED42: [i64; 20] = [6, 1, 1, 6, 3, 2, 2, 2, 6, 1, 6, 6, 5, 1, 5, 4, 1, 1, 1, 2];
    /// (seed, start, stop, step, eight draws)
    type RangeCase = (u64, &'static str, Option<&'static str>, &'static str, [&'static str; 8]);
    const RANDRANGE_CASES: &[RangeCase] = &[
        (1, "10", None, "1", ["2", "9", "1", "4", "1", "7", "7", "7"]),
        (2, "0", Some("100"), "7", ["91", "91", "0", "7", "7", "35", "91", "14"]),
        (3, "100", Some("0"), "-3", ["55", "76", "31", "10", "88", "100", "10", "52"]),
        (4, "-50", Some("-10"), "1", ["-35", "-31", "-44", "-25", "-20", "-41", "-45", "-46"]),
        (5, "-10", Some("10"), "3", ["2", "-4", "5", "-4", "8", "5", "8", "5"]),
        (6, "5", Some("-5"), "-1", ["-4", "4", "-2", "1", "5", "5", "3", "-4"]),
        (
            7,
            "0",
            Some("1180591620717411303424"),
            "1",
            [
                "367973167121809454136",
                "122688086138957276942",
                "203605857718148429260",
                "155287867352991098714",
                "146609352866493581553",
                "933138536491634197711",
                "534517562168759673500",
                "983019784330391568045",
            ],
        ),
        (
            8,
            "-36893488147419103232",
            Some("36893488147419103232"),
            "12345",
            [
                "4294002267030362203",
                "4845304466062079023",
                "-15420144213415504247",
                "-32025558680841148022",
                "-21677410503967363367",
                "19410701277622558588",
                "7663032301135412488",
                "-33525006397947171572",
            ],
        ),
        (9, "1", Some("2"), "1", ["1", "1", "1", "1", "1", "1", "1", "1"]),
    ];
    const GETRANDBITS_KS: [i64; 12] = [0, 1, 8, 32, 33, 64, 70, 100, 1, 31, 65, 200];
    const GETRANDBITS_SEED42: [&str; 12] = [
        "0",
        "1",
        "28",
        "107420369",
        "3184935163",
        "4117511471858006928",
        "124265960472762171881",
        "704511047883023533822611041645",
        "0",
        "1268073012",
        "586287033698423193",
        "897792117144048142316164096045513430531204566139182870456666",
    ];
    const CHOICE_SEED99: [usize; 10] = [0, 1, 0, 9, 22, 235, 520998, 1, 0, 2313394522];
    const SHUFFLE20_SEED99: [usize; 20] = [9, 0, 13, 16, 15, 14, 10, 11, 8, 17, 4, 1, 18, 2, 3, 7, 5, 6, 19, 12];
    const SAMPLE_100_5: [usize; 5] = [79, 32, 94, 45, 88];
    const SAMPLE_10000_50: [usize; 50] = [
        8684, 475, 7628, 4080, 849, 2569, 1854, 6091, 7685, 4039, 6238, 8908, 1670, 9403, 4085, 214, 3550, 6687, 4579,
        2983, 6380, 2614, 1178, 2273, 7288, 2075, 2166, 29, 87, 3431, 3530, 2717, 2727, 4739, 5138, 3258, 8834, 3355,
        2976, 3225, 6278, 4895, 353, 5917, 6797, 2719, 2387, 4322, 1067, 5437,
    ];
    const SAMPLE_30_30: [usize; 30] =
        [9, 26, 19, 18, 0, 27, 21, 22, 10, 2, 29, 11, 24, 15, 23, 20, 7, 13, 28, 14, 25, 4, 17, 5, 16, 3, 12, 6, 1, 8];
    const SAMPLE_26_6: [usize; 6] = [12, 18, 0, 14, 1, 5];
    const SAMPLE_27_6: [usize; 6] = [19, 6, 3, 7, 14, 11];
    const SAMPLE_1000_100: [usize; 100] = [
        524, 363, 914, 537, 256, 794, 473, 110, 603, 766, 799, 816, 376, 880, 302, 37, 443, 968, 93, 213, 348, 525,
        625, 371, 940, 151, 979, 282, 946, 719, 558, 94, 319, 702, 324, 313, 181, 817, 80, 641, 152, 738, 705, 316,
        495, 165, 737, 49, 82, 615, 546, 945, 415, 32, 243, 758, 608, 352, 846, 995, 466, 666, 431, 149, 57, 653, 33,
        820, 505, 342, 858, 212, 133, 749, 577, 135, 645, 918, 806, 423, 109, 172, 444, 381, 959, 60, 865, 430, 301,
        144, 464, 635, 872, 173, 534, 909, 499, 957, 747, 325,
    ];
    const SAMPLE_AFTER: f64 = 0.4790424501451517;
    const UNIFORM_SEED3: [f64; 4] = [-0.5240707458162173, 15.442292252959518, 1.3004483345192073, 10000000000.60392];
    const GAUSS_SEED11: [f64; 7] = [
        -1.224072675713965,
        5.755176396603196,
        0.9949996276709397,
        -3.2566049742947176,
        -1.328979200686309,
        0.34470594986563763,
        0.18466034385487662,
    ];
    const NORMAL_SEED11: [f64; 5] =
        [-0.18557263512529387, 1.3619259523869924, 0.03260161678584818, -1.1083456507249343, 0.6298827202168019];
    const EXPO_SEED11: [f64; 3] = [0.40144856526476663, -0.4102316907315482, 25.797966270030276];
    const TRIANGULAR_SEED11: [f64; 4] = [0.4755941302780232, 4.0655068360002025, 1.9536629340156026, 3.0];
    const CHOICES_SEED11: [usize; 10] = [3, 3, 6, 3, 3, 4, 1, 3, 4, 5];
    const CHOICES_W_SEED11: [usize; 10] = [0, 1, 0, 2, 2, 0, 3, 3, 2, 2];
    const RANDBYTES_SEED11: [&[u8]; 4] =
        [&[], &[37, 207, 115], &[76, 73, 161, 221], &[39, 62, 77, 143, 171, 95, 91, 219, 236]];
    const RANDINT_2_40_SEED1: &str = "140719340484";
    const RANDINT_10_12_SEED7: &str = "434439589175";
    const STR_SEEDS: &[(&str, f64)] = &[("", 0.9602256525641875), ("hello", 0.3537754404730722), ("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0.8500063097913054)];
    const UNICODE_SEED: f64 = 0.1999033837170835;
    const BYTES_SEED: f64 = 0.14149378059758566;
    const SHA512_ABC: &str = "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f";
    const SHA512_LONG: &str = "f1721f49518ee462a3d81def26d81037cd474b4254b85ad7c8f1509594d0177bbb996ee9625813852bacac108c2a72c83a8587050fec1dcda64730d6470953e6";
    const FLOAT_HASHES: &[(f64, i64)] = &[
        (1.5, 1152921504606846977),
        (-1.5, -1152921504606846977),
        (0.0, 0),
        (-0.0, 0),
        (1e+300, 1224995262755759164),
        (1e-300, 482449582752280463),
        (-1.0, -2),
        (2.305843009213694e+18, 1),
        (-2.305843009213694e+18, -2),
        (0.1, 230584300921369408),
        (f64::INFINITY, 314159),
        (f64::NEG_INFINITY, -314159),
        (5e-324, 16777216),
        (1.7976931348623157e+308, 2234066890152476671),
        (123456.789, 1819310134279660096),
    ];
    const FLOAT_SEEDS: &[(f64, f64)] = &[
        (1.5, 0.551763726942059),
        (-1.5, 0.7101153317194698),
        (0.25, 0.27249453960169756),
        (-3.0, 0.4710496035798619),
        (1e+100, 0.31792657575978955),
    ];
    const RANDBELOW_BIG: [&str; 5] = [
        "175740834087731886483937824626258685860475228989",
        "213616736031415755496547311850698341365792701106",
        "446732138212775924683478840963324273057621255971",
        "483114400213834542032576985209672588924666586764",
        "20717692173459011924255914605666243262219329074",
    ];

    #[test]
    fn random_matches_for_int_seeds() {
        for (seed, expected) in RANDOM_BY_SEED {
            let mut r = Random::new(&big(seed));
            let got: Vec<f64> = (0..5).map(|_| r.random()).collect();
            assert_eq!(got, expected.to_vec(), "seed {seed}");
        }
    }

    #[test]
    fn reseeding_restarts_the_sequence() {
        let mut r = Random::new(&int(1));
        r.random();
        r.gauss(0.0, 1.0);
        r.seed(&int(42));
        assert_eq!(r.random(), RANDOM_BY_SEED[0].1[0]);
    }

    #[test]
    fn randint_dice() {
        let mut r = Random::new(&int(42));
        for expected in RANDINT_1_6_SEED42 {
            assert_eq!(r.randint(&int(1), &int(6)).unwrap(), int(expected));
        }
    }

    #[test]
    fn randrange_with_steps_and_negatives() {
        for (seed, start, stop, step, expected) in RANDRANGE_CASES {
            let mut r = Random::new(&int(*seed as i64));
            let stop = stop.map(big);
            for want in expected {
                let got = r.randrange(&big(start), stop.as_ref(), &big(step));
                assert_eq!(got.unwrap(), big(want), "case seed {seed}");
            }
        }
    }

    #[test]
    fn randrange_errors() {
        let mut r = Random::new(&int(1));
        let err = |r: &mut Random, a: i64, b: Option<i64>, s: i64| {
            let b = b.map(int);
            r.randrange(&int(a), b.as_ref(), &int(s)).unwrap_err()
        };
        let zero_step = ("ValueError", "zero step for randrange()".to_string());
        assert_eq!(err(&mut r, 0, Some(0), 0), zero_step);
        assert_eq!(err(&mut r, 0, Some(10), 0), zero_step);
        let empty = ("ValueError", "empty range for randrange()".to_string());
        assert_eq!(err(&mut r, 0, None, 1), empty);
        assert_eq!(err(&mut r, -3, None, 1), empty);
        assert_eq!(err(&mut r, 0, Some(10), -1), empty);
        assert_eq!(err(&mut r, 10, Some(0), 2), empty);
        assert_eq!(err(&mut r, 5, Some(1), 1), ("ValueError", "empty range for randrange() (5, 1, -4)".to_string()));
        assert_eq!(err(&mut r, 0, Some(0), 1), ("ValueError", "empty range for randrange() (0, 0, 0)".to_string()));
        assert_eq!(err(&mut r, 5, None, 2), ("TypeError", "Missing a non-None stop argument".to_string()));
        assert_eq!(r.randint(&int(3), &int(1)).unwrap_err().1, "empty range for randrange() (3, 2, -1)");
    }

    #[test]
    fn getrandbits_sizes() {
        let mut r = Random::new(&int(42));
        for (k, want) in GETRANDBITS_KS.iter().zip(GETRANDBITS_SEED42) {
            assert_eq!(r.getrandbits(*k).unwrap(), big(want), "k = {k}");
        }
        assert_eq!(r.getrandbits(-1).unwrap_err(), ("ValueError", "number of bits must be non-negative".to_string()));
        assert_eq!(r.getrandbits(1 << 31).unwrap_err().0, "OverflowError");
    }

    #[test]
    fn randbelow_big_and_zero() {
        let mut r = Random::new(&int(77));
        let n = BigInt::from(3).pow(100);
        for want in RANDBELOW_BIG {
            assert_eq!(r.randbelow(&n), big(want));
        }
        assert_eq!(r.randbelow(&int(0)), int(0));
        assert_eq!(r.randbelow(&int(-5)), int(0));
        assert_eq!(r.randbelow_usize(0), 0);
    }

    #[test]
    fn choice_shuffle() {
        let mut r = Random::new(&int(99));
        let lens = [1usize, 2, 3, 10, 100, 1000, 1 << 20, 7, 5, 1 << 33];
        for (len, want) in lens.iter().zip(CHOICE_SEED99) {
            assert_eq!(r.choice_index(*len).unwrap(), want);
        }
        assert_eq!(r.choice_index(0).unwrap_err(), ("IndexError", "Cannot choose from an empty sequence".to_string()));
        let mut r = Random::new(&int(99));
        let mut xs: Vec<usize> = (0..20).collect();
        r.shuffle(&mut xs);
        assert_eq!(xs, SHUFFLE20_SEED99);
        let mut empty: [u8; 0] = [];
        r.shuffle(&mut empty);
    }

    #[test]
    fn sample_pool_and_set_branches() {
        let mut r = Random::new(&int(5));
        assert_eq!(r.sample_indices(100, 5).unwrap(), SAMPLE_100_5);
        assert_eq!(r.sample_indices(10000, 50).unwrap(), SAMPLE_10000_50);
        assert_eq!(r.sample_indices(30, 30).unwrap(), SAMPLE_30_30);
        assert_eq!(r.sample_indices(26, 6).unwrap(), SAMPLE_26_6);
        assert_eq!(r.sample_indices(27, 6).unwrap(), SAMPLE_27_6);
        assert_eq!(r.sample_indices(1000, 100).unwrap(), SAMPLE_1000_100);
        assert_eq!(r.random(), SAMPLE_AFTER);
        let too_many = ("ValueError", "Sample larger than population or is negative".to_string());
        assert_eq!(r.sample_indices(3, 4).unwrap_err(), too_many);
        assert_eq!(r.sample_indices(3, -1).unwrap_err(), too_many);
        assert_eq!(r.sample_indices(0, 0).unwrap(), Vec::<usize>::new());
    }

    #[test]
    fn sample_setsize_thresholds() {
        // 21 + 4 ** ceil(log(3k, 4)): k = 6 -> 4**3, k = 22 -> 4**4 (log 66).
        assert_eq!(sample_setsize(5), 21);
        assert_eq!(sample_setsize(6), 85);
        assert_eq!(sample_setsize(21), 85);
        assert_eq!(sample_setsize(22), 277);
        assert!(sample_setsize(usize::MAX) > 0);
    }

    #[test]
    fn uniform_and_distributions() {
        let mut r = Random::new(&int(3));
        let got = [r.uniform(-1.0, 1.0), r.uniform(10.0, 20.0), r.uniform(5.0, -5.0), r.uniform(1e10, 1e10 + 1.0)];
        assert_eq!(got, UNIFORM_SEED3);

        let mut r = Random::new(&int(11));
        let got = [
            r.gauss(0.0, 1.0),
            r.gauss(5.0, 2.0),
            r.gauss(0.0, 1.0),
            r.gauss(-3.0, 0.5),
            r.gauss(0.0, 1.0),
            r.gauss(1.0, 10.0),
            r.random(),
        ];
        assert_eq!(got, GAUSS_SEED11);

        let mut r = Random::new(&int(11));
        let mut got: Vec<f64> = (0..4).map(|_| r.normalvariate(0.0, 1.0)).collect();
        got.push(r.random());
        assert_eq!(got, NORMAL_SEED11);

        let mut r = Random::new(&int(11));
        let got = [1.5, -2.0, 0.1].map(|l| r.expovariate(l).unwrap());
        assert_eq!(got, EXPO_SEED11);
        assert_eq!(r.expovariate(0.0).unwrap_err().0, "ZeroDivisionError");

        let mut r = Random::new(&int(11));
        let got = [
            r.triangular(0.0, 1.0, None),
            r.triangular(0.0, 10.0, Some(2.0)),
            r.triangular(5.0, 1.0, Some(4.0)),
            r.triangular(3.0, 3.0, Some(3.0)),
        ];
        assert_eq!(got, TRIANGULAR_SEED11);
    }

    #[test]
    fn choices_and_randbytes() {
        let mut r = Random::new(&int(11));
        assert_eq!(r.choices_indices(7, 10), CHOICES_SEED11);
        let cum = [1.0, 1.5, 4.0, 4.25];
        assert_eq!(r.choices_weighted(4, &cum, 10).unwrap(), CHOICES_W_SEED11);
        assert_eq!(r.choices_weighted(0, &[], 1).unwrap_err().0, "IndexError");
        assert_eq!(r.choices_weighted(3, &cum, 1).unwrap_err().0, "ValueError");
        assert_eq!(r.choices_weighted(1, &[0.0], 1).unwrap_err().0, "ValueError");
        assert!(r.choices_indices(3, -2).is_empty());

        let mut r = Random::new(&int(11));
        for (n, want) in [0, 3, 4, 9].iter().zip(RANDBYTES_SEED11) {
            assert_eq!(r.randbytes(*n).unwrap(), want.to_vec());
        }
        assert_eq!(r.randbytes(-1).unwrap_err().0, "ValueError");
    }

    #[test]
    fn big_randint() {
        let mut r = Random::new(&int(1));
        let top = BigInt::from(1u64 << 40);
        assert_eq!(r.randint(&int(0), &top).unwrap(), big(RANDINT_2_40_SEED1));
        let mut r = Random::new(&int(7));
        let top = BigInt::from(10u64.pow(12));
        assert_eq!(r.randint(&int(0), &top).unwrap(), big(RANDINT_10_12_SEED7));
    }

    #[test]
    fn str_bytes_and_float_seeds() {
        for (s, want) in STR_SEEDS {
            let mut r = Random::new(&int(0));
            r.seed_str(s);
            assert_eq!(r.random(), *want, "seed {s:?}");
        }
        let mut r = Random::new(&int(0));
        r.seed_str("héllo wörld ✓");
        assert_eq!(r.random(), UNICODE_SEED);
        let all: Vec<u8> = (0..=255).collect();
        r.seed_bytes(&all);
        assert_eq!(r.random(), BYTES_SEED);
        for (x, want) in FLOAT_SEEDS {
            r.seed_float(*x);
            assert_eq!(r.random(), *want, "seed {x}");
        }
        for (x, want) in FLOAT_HASHES {
            assert_eq!(float_hash(*x), Some(*want), "hash({x})");
        }
        assert_eq!(float_hash(f64::NAN), None);
        r.seed_float(f64::NAN);
        assert!((0.0..1.0).contains(&r.random()));
    }

    #[test]
    fn sha512_known_digests() {
        let hex = |d: [u8; 64]| d.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(sha512(b"abc")), SHA512_ABC);
        let long: Vec<u8> = (0..3).flat_map(|_| 0..=255u8).collect();
        assert_eq!(hex(sha512(&long)), SHA512_LONG);
    }

    #[test]
    fn entropy_seeds_differ() {
        let (mut a, mut b) = (Random::from_entropy(), Random::from_entropy());
        let x: Vec<u32> = (0..4).map(|_| a.next_u32()).collect();
        let y: Vec<u32> = (0..4).map(|_| b.next_u32()).collect();
        assert_ne!(x, y);
    }

    /// Replays shared/conformance/random_seeded.dmd call by call.
    #[test]
    fn conformance_random_seeded() {
        let mut rng = Random::new(&int(42));
        let floats: Vec<f64> = (0..3).map(|_| rng.random()).collect();
        assert_eq!(floats, [0.6394267984578837, 0.025010755222666936, 0.27502931836911926]);
        let dice: Vec<BigInt> = (0..10).map(|_| rng.randint(&int(1), &int(6)).unwrap()).collect();
        assert_eq!(dice, [2, 2, 6, 1, 6, 6, 5, 1, 5, 4].map(int));
        assert_eq!(["a", "b", "c", "d"][rng.choice_index(4).unwrap()], "a");
        assert_eq!(rng.choice_index(100).unwrap(), 3);
        let mut xs: Vec<i32> = (0..10).collect();
        rng.shuffle(&mut xs);
        assert_eq!(xs, [5, 7, 2, 9, 0, 6, 4, 8, 3, 1]);
        assert_eq!(rng.uniform(-1.0, 1.0), -0.5591187559186066);
        assert_eq!(rng.uniform(10.0, 20.0), 15.892656838759088);
        assert_eq!(rng.gauss(0.0, 1.0), 0.04165686390338389);
        assert_eq!(rng.gauss(5.0, 2.0), 4.787353412458431);
        assert_eq!(rng.gauss(0.0, 1.0), 0.5317762204008692);
        let bits = [1, 8, 32, 70].map(|k| rng.getrandbits(k).unwrap());
        assert_eq!(bits, ["0", "71", "667779376", "903101180013942066555"].map(big));
        assert_eq!(rng.sample_indices(100, 5).unwrap(), [43, 13, 11, 48, 12]);
        let picks = rng.sample_indices(3, 3).unwrap();
        assert_eq!(picks.iter().map(|&i| ["x", "y", "z"][i]).collect::<Vec<_>>(), ["y", "z", "x"]);
        assert_eq!(rng.randint(&int(0), &BigInt::from(1u64 << 40)).unwrap(), int(97955870079));
        assert_eq!(rng.randint(&int(-5), &int(5)).unwrap(), int(2));

        assert_eq!(Random::new(&int(0)).random(), 0.8444218515250481);
        assert_eq!(Random::new(&int(12345)).random(), 0.41661987254534116);
        assert_eq!(Random::new(&int(-7)).random(), 0.32383276483316237);
        assert_eq!(Random::new(&big("1099511627779")).random(), 0.21978710637116716);
        let top = BigInt::from(10u64.pow(12));
        assert_eq!(Random::new(&int(7)).randint(&int(0), &top).unwrap(), int(434439589175));

        let mut g = Random::new(&int(2024));
        let mut draw = |n: usize| -> Vec<BigInt> { (0..n).map(|_| g.randint(&int(-9), &int(9)).unwrap()).collect() };
        let expected: [(&[i64], &[i64]); 3] = [
            (&[6, -4], &[9, 0]),
            (&[-3, 4, -1, 8], &[-2, 6, 2, 4]),
            (&[7, -3, 0, 8, 1, 7, -7, -3], &[5, -5, 8, -3, 4, -8, 2, 4]),
        ];
        for (a, b) in expected {
            assert_eq!(draw(a.len()), a.iter().map(|&x| int(x)).collect::<Vec<_>>());
            assert_eq!(draw(b.len()), b.iter().map(|&x| int(x)).collect::<Vec<_>>());
        }
    }
}
