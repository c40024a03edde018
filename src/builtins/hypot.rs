//! `math.hypot(*coordinates)`: CPython 3.11's `vector_norm`, the Euclidean
//! norm of any number of coordinates, scaled by a power of two so that the
//! squares neither overflow nor underflow and summed with compensation, so
//! that results agree with CPython's to the last bit.

/// A double-length value `hi + lo`.
struct DoubleLength {
    hi: f64,
    lo: f64,
}

/// `math.hypot` of the coordinates (already converted to floats).
pub fn hypot(coordinates: &[f64]) -> f64 {
    let mut vec: Vec<f64> = coordinates.iter().map(|x| x.abs()).collect();
    let found_nan = vec.iter().any(|x| x.is_nan());
    let max = vec.iter().copied().fold(0.0, |m: f64, x| if x > m { x } else { m });
    vector_norm(&mut vec, max, found_nan)
}

fn vector_norm(vec: &mut [f64], max: f64, found_nan: bool) -> f64 {
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || vec.len() <= 1 {
        return max;
    }
    let max_e = frexp_exponent(max);
    if max_e < -1023 {
        // 2**-max_e would overflow: make subnormals normal first.
        for x in vec.iter_mut() {
            *x /= f64::MIN_POSITIVE;
        }
        return f64::MIN_POSITIVE * vector_norm(vec, max / f64::MIN_POSITIVE, found_nan);
    }
    let scale = two_to(-max_e);
    let (mut csum, mut frac1, mut frac2) = (1.0, 0.0, 0.0);
    for x in vec.iter() {
        let x = x * scale;
        let pr = dl_mul(x, x);
        let sm = dl_fast_sum(csum, pr.hi);
        csum = sm.hi;
        frac1 += pr.lo;
        frac2 += sm.lo;
    }
    let mut h = (csum - 1.0 + (frac1 + frac2)).sqrt();
    let pr = dl_mul(-h, h);
    let sm = dl_fast_sum(csum, pr.hi);
    csum = sm.hi;
    frac1 += pr.lo;
    frac2 += sm.lo;
    let x = csum - 1.0 + (frac1 + frac2);
    // The differential correction.
    h += x / (2.0 * h);
    h / scale
}

/// The exponent `frexp` gives a positive finite `x` (`x = m * 2**e`, `m`
/// in [0.5, 1)).
fn frexp_exponent(x: f64) -> i32 {
    let field = ((x.to_bits() >> 52) & 0x7ff) as i32;
    if field == 0 {
        // Subnormal: normalise through a power of two.
        return frexp_exponent(x * 2f64.powi(64)) - 64;
    }
    field - 1022
}

/// `ldexp(1.0, e)` exactly, subnormal results included (`powi` computes
/// `2**-1024` as `1 / 2**1024`, which overflows).
fn two_to(e: i32) -> f64 {
    if e >= -1022 {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (e + 1074))
    }
}

fn dl_fast_sum(a: f64, b: f64) -> DoubleLength {
    let x = a + b;
    DoubleLength { hi: x, lo: (a - x) + b }
}

/// Dekker's split into two halves of 26 bits.
fn dl_split(x: f64) -> DoubleLength {
    let t = x * 134_217_729.0;
    let hi = t - (t - x);
    DoubleLength { hi, lo: x - hi }
}

/// Dekker's exact product.
fn dl_mul(x: f64, y: f64) -> DoubleLength {
    let (xx, yy) = (dl_split(x), dl_split(y));
    let p = xx.hi * yy.hi;
    let q = xx.hi * yy.lo + xx.lo * yy.hi;
    let z = p + q;
    DoubleLength { hi: z, lo: p - z + q + xx.lo * yy.lo }
}
