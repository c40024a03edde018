//! The `math` module. Float functions convert each argument with
//! `__float__` (a read per metered argument, left to right) and return a
//! plain float computed by the platform libm, as CPython does;
//! `floor`/`ceil`/`trunc` are operator instructions with metered results;
//! `isqrt` converts with `__index__`.

use num_bigint::BigInt;
use num_traits::{Signed, Zero};

use super::{arity, no_kwargs, Builtin, MathFn};
use crate::error::{Exception, RtResult};
use crate::eval::call::Kwargs;
use crate::eval::Interpreter;
use crate::ops;
use crate::scalar::Scalar;
use crate::value::Value;

/// `math.prod(iterable, *, start=1)`: `start` times each item, left to
/// right, each product an operator instruction (CPython's fast paths for
/// plain ints and floats give the same numbers).
fn prod(interp: &mut Interpreter, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let [start] = super::take_kwargs("prod", kwargs, ["start"])?;
    arity("prod", &args, 1, 1)?;
    let mut acc = start.unwrap_or_else(|| interp.int_value(1));
    let mut it = interp.make_iter(args[0].clone())?;
    while let Some(item) = interp.iter_next(&mut it)? {
        acc = interp.binary(crate::syntax::ast::BinOp::Mul, acc, item)?;
    }
    Ok(acc)
}

/// `math.comb(n, k)`: the product `n (n-1) ... (n-k+1) / k!` built one
/// exact division at a time over the smaller of `k` and `n - k`.
fn comb(n: &BigInt, k: &BigInt) -> RtResult<BigInt> {
    if n.is_negative() {
        return Err(Exception::value_error("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(Exception::value_error("k must be a non-negative integer"));
    }
    if k > n {
        return Ok(BigInt::zero());
    }
    let k = std::cmp::min(k.clone(), n - k);
    let mut result = BigInt::from(1);
    let mut i = BigInt::zero();
    while i < k {
        // Each step can be a long multiplication: a step of the program.
        crate::sandbox::poll_costly()?;
        crate::sandbox::memory::reserve(((result.bits() + n.bits()) / 8) as usize)?;
        result = crate::ops::polled::signed_mul(&result, &(n - &i))? / (&i + 1);
        i += 1;
    }
    Ok(result)
}

/// The reads of `name`'s work on wide ints beyond each argument's one read
/// (`Machine::read_work`).
fn read_work(interp: &Interpreter, name: &str, args: &[Value], result: &crate::machine::Operand) {
    let operands: Vec<&crate::machine::Operand> = args
        .iter()
        .filter_map(|a| match a {
            Value::Scalar(op) => Some(op),
            _ => None,
        })
        .collect();
    interp.machine.read_work(interp.site, name, &operands, result);
}

pub fn call(interp: &mut Interpreter, f: MathFn, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    let name = Builtin::Math(f).name();
    if f == MathFn::Prod {
        return prod(interp, args, kwargs);
    }
    // `log` is not an argument-clinic function, so CPython leaves the
    // module's name out of its message.
    no_kwargs(&if f == MathFn::Log { name.to_string() } else { format!("math.{name}") }, &kwargs)?;
    match f {
        MathFn::Floor => unary_op(interp, name, &args, "floor", ops::floor),
        MathFn::Ceil => unary_op(interp, name, &args, "ceil", ops::ceil),
        MathFn::Trunc => unary_op(interp, name, &args, "trunc", ops::trunc),
        MathFn::Isqrt => {
            arity(name, &args, 1, 1)?;
            let n = interp.big_int_arg(&args[0])?;
            if n.is_negative() {
                return Err(Exception::value_error("isqrt() argument must be nonnegative"));
            }
            let root = interp.machine.plain(Scalar::from_bigint(crate::ops::polled::isqrt(n.magnitude())?.into()));
            read_work(interp, "isqrt", &args, &root);
            Ok(Value::Scalar(root))
        }
        MathFn::Comb => {
            arity(name, &args, 2, 2)?;
            let (n, k) = (interp.big_int_arg(&args[0])?, interp.big_int_arg(&args[1])?);
            let c = interp.machine.plain(Scalar::from_bigint(comb(&n, &k)?));
            read_work(interp, "comb", &args, &c);
            Ok(Value::Scalar(c))
        }
        MathFn::Prod => prod(interp, args, kwargs),
        MathFn::Gcd => {
            let mut acc = BigInt::zero();
            for a in &args {
                acc = crate::ops::polled::gcd(&acc, &interp.big_int_arg(a)?)?;
            }
            let acc = interp.machine.plain(Scalar::from_bigint(acc));
            read_work(interp, "gcd", &args, &acc);
            Ok(Value::Scalar(acc))
        }
        MathFn::Log => {
            arity(name, &args, 1, 2)?;
            let num = log_arg(interp, &args[0], f64::ln)?;
            let r = match args.get(1) {
                None => num,
                Some(b) => {
                    let den = log_arg(interp, b, f64::ln)?;
                    if den == 0.0 {
                        return Err(Exception::new("ZeroDivisionError", "float division by zero"));
                    }
                    num / den
                }
            };
            Ok(float(interp, r))
        }
        MathFn::Log2 | MathFn::Log10 => {
            let func = if f == MathFn::Log2 { f64::log2 } else { f64::log10 };
            let r = log_arg(interp, one_arg(name, &args)?, func)?;
            Ok(float(interp, r))
        }
        MathFn::Hypot => {
            let coordinates = args.iter().map(|a| float_arg(interp, a)).collect::<RtResult<Vec<f64>>>()?;
            Ok(float(interp, super::hypot::hypot(&coordinates)))
        }
        MathFn::Atan2 | MathFn::Pow | MathFn::Copysign => {
            arity(name, &args, 2, 2)?;
            let (x, y) = (float_arg(interp, &args[0])?, float_arg(interp, &args[1])?);
            let r = match f {
                MathFn::Atan2 => x.atan2(y),
                MathFn::Copysign => x.copysign(y),
                _ => math_pow(x, y)?,
            };
            Ok(float(interp, r))
        }
        MathFn::Isfinite | MathFn::Isinf | MathFn::Isnan => {
            arity(name, &args, 1, 1)?;
            let x = float_arg(interp, &args[0])?;
            let r = match f {
                MathFn::Isfinite => x.is_finite(),
                MathFn::Isinf => x.is_infinite(),
                _ => x.is_nan(),
            };
            Ok(interp.bool_value(r))
        }
        _ => {
            arity(name, &args, 1, 1)?;
            let x = float_arg(interp, &args[0])?;
            let r = unary_float(f, x)?;
            Ok(float(interp, r))
        }
    }
}

fn float(interp: &Interpreter, x: f64) -> Value {
    Value::Scalar(interp.machine.plain(Scalar::Float(x)))
}

fn unary_op(
    interp: &mut Interpreter,
    name: &str,
    args: &[Value],
    op_name: &'static str,
    f: fn(&Scalar) -> Result<Scalar, (&'static str, String)>,
) -> RtResult<Value> {
    arity(name, args, 1, 1)?;
    interp.apply_scalar(op_name, &args[0], f)
}

/// `float(x)` of an argument: a read when metered.
pub fn float_arg(interp: &mut Interpreter, value: &Value) -> RtResult<f64> {
    let Value::Scalar(op) = value else {
        return Err(Exception::type_error(format!("must be real number, not {}", value.type_name())));
    };
    let site = interp.site;
    let proxy = interp.machine.is_proxy(op);
    interp.machine.escape(site, op, |p| dunder_float(p, proxy)).map_err(Exception::from_pair)
}

/// The float C code takes of a value (`PyFloat_AsDouble`: math's float
/// functions, `'%f' % x`): a number's own; a str or `None` is refused. The
/// tracer's `_Tracked` (`proxy`, reference only) defines `__float__` as
/// `float(self.val)`, so there a str is parsed (`math.sqrt(T)` of `'4'`
/// is 2.0, of `'ab'` a ValueError) and `None` refused as `float()` does.
pub fn dunder_float(p: &Scalar, proxy: bool) -> Result<f64, (&'static str, String)> {
    match p {
        _ if proxy => ops::float_call(p),
        Scalar::Str(_) | Scalar::None => Err(("TypeError", format!("must be real number, not {}", p.type_name()))),
        other => ops::to_float(other),
    }
}

fn one_arg<'a>(name: &str, args: &'a [Value]) -> RtResult<&'a Value> {
    arity(name, args, 1, 1)?;
    Ok(&args[0])
}

/// `log`, `log2` or `log10` (`func`) of an argument, read once when
/// metered. An int too large for a float is `x * 2**e` with `x` in [0.5, 1)
/// (`_PyLong_Frexp`), its log `func(x) + func(2) * e`, as CPython's
/// `loghelper` computes it.
fn log_arg(interp: &mut Interpreter, value: &Value, func: fn(f64) -> f64) -> RtResult<f64> {
    let Value::Scalar(op) = value else {
        return Err(Exception::type_error(format!("must be real number, not {}", value.type_name())));
    };
    let site = interp.site;
    let proxy = interp.machine.is_proxy(op);
    let log = |p: &Scalar| -> Result<f64, (&'static str, String)> {
        let domain = || ("ValueError", "math domain error".to_string());
        let x = match p {
            // `loghelper` takes the exact path for ints only; the tracer's
            // proxy is no int, so its value goes through `__float__`.
            _ if proxy => dunder_float(p, true)?,
            Scalar::Str(_) | Scalar::None => {
                return Err(("TypeError", format!("must be real number, not {}", p.type_name())))
            }
            Scalar::BigInt(b) if ops::to_float(p).is_err() => {
                if !b.is_positive() {
                    return Err(domain());
                }
                let (x, e) = frexp_big(b.magnitude());
                return Ok(func(x) + func(2.0) * e as f64);
            }
            other => ops::to_float(other)?,
        };
        if x.is_nan() {
            return Ok(x);
        }
        if x <= 0.0 {
            return Err(domain());
        }
        Ok(func(x))
    };
    interp.machine.escape(site, op, log).map_err(Exception::from_pair)
}

/// `_PyLong_Frexp`: `n` as `x * 2**e`, `x` in [0.5, 1) rounded half-even
/// to 53 bits.
fn frexp_big(n: &num_bigint::BigUint) -> (f64, u64) {
    let bits = n.bits();
    // The top 55 bits, a sticky bit for any below, then the rounding to 53
    // bits CPython does with its `half_even_correction` table.
    let shift = bits.saturating_sub(55);
    let top = n >> shift;
    let mut m = top.iter_u64_digits().next().unwrap_or(0);
    if shift > 0 && (&top << shift) != *n {
        m |= 1;
    }
    const CORRECTION: [i64; 8] = [0, -1, -2, 1, 0, -1, 2, 1];
    let m = (m as i64 + CORRECTION[(m & 7) as usize]) as u64;
    let x = m as f64 / (1u64 << bits.min(55)) as f64;
    if x == 1.0 {
        (0.5, bits + 1)
    } else {
        (x, bits)
    }
}

fn domain_error() -> Box<Exception> {
    Exception::value_error("math domain error")
}

fn math_pow(x: f64, y: f64) -> RtResult<f64> {
    let r = x.powf(y);
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        if x == 0.0 {
            return Err(domain_error());
        }
        return Err(Exception::new("OverflowError", "math range error"));
    }
    Ok(r)
}

/// One-argument float functions with CPython's domain and range errors.
fn unary_float(f: MathFn, x: f64) -> RtResult<f64> {
    let r = match f {
        MathFn::Sqrt => {
            if x < 0.0 {
                return Err(domain_error());
            }
            x.sqrt()
        }
        MathFn::Exp => x.exp(),
        MathFn::Tanh => x.tanh(),
        MathFn::Sin | MathFn::Cos | MathFn::Tan if x.is_infinite() => return Err(domain_error()),
        MathFn::Sin => x.sin(),
        MathFn::Cos => x.cos(),
        MathFn::Tan => x.tan(),
        MathFn::Atan => x.atan(),
        MathFn::Asin | MathFn::Acos if x.abs() > 1.0 => return Err(domain_error()),
        MathFn::Asin => x.asin(),
        MathFn::Acos => x.acos(),
        MathFn::Sinh => x.sinh(),
        MathFn::Cosh => x.cosh(),
        MathFn::Fabs => x.abs(),
        _ => return Err(Exception::type_error("unsupported math function")),
    };
    if r.is_infinite() && x.is_finite() {
        return Err(Exception::new("OverflowError", "math range error"));
    }
    Ok(r)
}
