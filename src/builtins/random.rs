//! The `random` module and `random.Random` instances, on top of the
//! CPython-exact generator in `pyrandom.rs`. Numeric arguments are
//! converted through the machine (a read when metered); elements moved by
//! `choice`, `shuffle` and `sample` are moved, never read (the container's
//! length, which decides the draws, is). A generator's state is a block
//! that each draw reads and replaces.
//!
//! Under the reference model, arguments go through the arithmetic CPython
//! 3.11's pure-Python `random.py` does on them, which the tracer sees
//! operation by operation: `randint(a, b)` computes `b + 1` and then
//! index-converts `a` and `b + 1`; `uniform(a, b)` is `a + (b - a) *
//! random()`; `gauss(mu, sigma)` is `mu + z * sigma`; a metered seed is
//! refused, as `random.seed` refuses a non-int object.

use std::rc::Rc;

use num_bigint::BigInt;

use super::{arity, take_py_kwargs, Builtin, RandomFn};
use crate::error::{Exception, RtResult};
use crate::eval::call::Kwargs;
use crate::eval::Interpreter;
use crate::pyrandom::Random;
use crate::scalar::Scalar;
use crate::syntax::ast::{BinOp, CmpOp};
use crate::value::{RandomObj, Value};

pub fn call(
    interp: &mut Interpreter,
    rng: &Rc<RandomObj>,
    f: RandomFn,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<Value> {
    // Every function but the constructor uses the generator's state (a
    // draw reads it; `seed` replaces it) and leaves a new one.
    if f != RandomFn::Class {
        if f != RandomFn::Seed {
            interp.read_header(rng.state());
        }
        rng.set_state(interp.machine.header());
    }
    draw(interp, rng, f, args, kwargs)
}

fn draw(
    interp: &mut Interpreter,
    rng: &Rc<RandomObj>,
    f: RandomFn,
    args: Vec<Value>,
    kwargs: Kwargs,
) -> RtResult<Value> {
    let name = Builtin::Random(f).name();
    let args = python_args(interp, f, args, &kwargs)?;
    match f {
        RandomFn::Class => {
            arity("Random", &args, 0, 1)?;
            let generator = match args.first() {
                Some(seed) => seeded(interp, seed)?,
                None => interp.fresh_random(),
            };
            Ok(Value::Random(interp.held(Rc::new(RandomObj::new(generator, interp.machine.header())))))
        }
        RandomFn::Seed => {
            arity(name, &args, 0, 2)?;
            if let Some(version) = args.get(1) {
                // Versions differ only for a str seed (version 1 hashes it
                // the old way); an int or a float seeds the same.
                let two = interp.int_value(2);
                let is_two = interp.equal(version, &two)?;
                if !is_two && args[0].scalar_kind() == Some(crate::machine::Kind::Str) {
                    return Err(crate::eval::expr::unsupported("`random.seed(str, version=1)`".to_string()));
                }
            }
            let fresh = match args.first() {
                Some(seed) => seeded(interp, seed)?,
                None => interp.fresh_random(),
            };
            *rng.borrow_mut() = fresh;
            Ok(interp.none())
        }
        RandomFn::Random => {
            arity(name, &args, 0, 0)?;
            let x = rng.borrow_mut().random();
            Ok(float(interp, x))
        }
        RandomFn::Uniform => {
            arity(name, &args, 2, 2)?;
            if reference(interp) {
                let width = interp.binary(BinOp::Sub, args[1].clone(), args[0].clone())?;
                let r = float(interp, rng.borrow_mut().random());
                let scaled = interp.binary(BinOp::Mul, width, r)?;
                return interp.binary(BinOp::Add, args[0].clone(), scaled);
            }
            let (a, b) = (super::math::float_arg(interp, &args[0])?, super::math::float_arg(interp, &args[1])?);
            let x = rng.borrow_mut().uniform(a, b);
            Ok(float(interp, x))
        }
        RandomFn::Gauss => {
            let [mu_kw, sigma_kw] = take_py_kwargs(name, kwargs.clone(), ["mu", "sigma"])?;
            if reference(interp) {
                let mu = mu_kw.or_else(|| args.first().cloned()).unwrap_or_else(|| float(interp, 0.0));
                let sigma = sigma_kw.or_else(|| args.get(1).cloned()).unwrap_or_else(|| float(interp, 1.0));
                let z = float(interp, rng.borrow_mut().gauss_z());
                let scaled = interp.binary(BinOp::Mul, z, sigma)?;
                return interp.binary(BinOp::Add, mu, scaled);
            }
            let mu = match mu_kw.or_else(|| args.first().cloned()) {
                Some(v) => super::math::float_arg(interp, &v)?,
                None => 0.0,
            };
            let sigma = match sigma_kw.or_else(|| args.get(1).cloned()) {
                Some(v) => super::math::float_arg(interp, &v)?,
                None => 1.0,
            };
            let x = rng.borrow_mut().gauss(mu, sigma);
            Ok(float(interp, x))
        }
        RandomFn::Randint => {
            arity(name, &args, 2, 2)?;
            if reference(interp) {
                // `self.randrange(a, b + 1)`
                let one = interp.int_value(1);
                let stop = interp.binary(BinOp::Add, args[1].clone(), one)?;
                let (start, stop) = (interp.big_int_arg(&args[0])?, interp.big_int_arg(&stop)?);
                let r = rng.borrow_mut().randrange(&start, Some(&stop), &BigInt::from(1));
                return Ok(int(interp, r.map_err(Exception::from_pair)?));
            }
            let (a, b) = (interp.big_int_arg(&args[0])?, interp.big_int_arg(&args[1])?);
            let r = rng.borrow_mut().randint(&a, &b).map_err(Exception::from_pair)?;
            Ok(int(interp, r))
        }
        RandomFn::Randrange => {
            arity(name, &args, 1, 3)?;
            let start = interp.big_int_arg(&args[0])?;
            let stop = match args.get(1) {
                Some(v) if !interp.read_if_none(v) => Some(interp.big_int_arg(v)?),
                _ => None,
            };
            let step = match args.get(2) {
                Some(v) => interp.big_int_arg(v)?,
                None => BigInt::from(1),
            };
            // `randrange(5, None)` is `randrange(5)`, as in random.py.
            let r = rng.borrow_mut().randrange(&start, stop.as_ref(), &step).map_err(Exception::from_pair)?;
            Ok(int(interp, r))
        }
        RandomFn::Getrandbits => {
            arity(name, &args, 1, 1)?;
            let k = interp.int_arg(&args[0])?;
            // The bits are drawn into 32-bit words, then made a big int of
            // 64-bit digits: two copies of k / 8 bytes live at once.
            let bytes = usize::try_from(k.max(0) / 8).unwrap_or(usize::MAX);
            crate::sandbox::memory::reserve(bytes.saturating_mul(2))?;
            let r = rng.borrow_mut().getrandbits(k).map_err(Exception::from_pair)?;
            Ok(int(interp, r))
        }
        RandomFn::Choice => {
            arity(name, &args, 1, 1)?;
            let n = super::core::length(interp, &args[0])?;
            let i = rng.borrow_mut().choice_index(n).map_err(Exception::from_pair)?;
            let index = interp.int_value(i as i64);
            interp.get_item(&args[0], &index)
        }
        RandomFn::Shuffle => {
            arity(name, &args, 1, 1)?;
            let Value::List(list) = &args[0] else {
                return Err(Exception::type_error(format!(
                    "'{}' object does not support item assignment",
                    args[0].type_name()
                )));
            };
            // How many draws a shuffle makes depends on the length.
            interp.read_structure(&[&args[0]]);
            let mut items = std::mem::take(&mut *list.borrow_mut());
            rng.borrow_mut().shuffle(&mut items);
            *list.borrow_mut() = items;
            Ok(interp.none())
        }
        RandomFn::Sample => {
            arity(name, &args, 1, 2)?;
            let Some(k_value) = args.get(1).cloned() else {
                return Err(Exception::type_error("sample() missing 1 required positional argument: 'k'"));
            };
            let metered_k = matches!(&k_value, Value::Scalar(op) if reference(interp) && interp.machine.is_proxy(op));
            let k = if metered_k {
                let n = super::core::length(interp, &args[0])?;
                sample_size(interp, &k_value, n)?
            } else {
                interp.int_arg(&k_value)?
            };
            // The sample's items and the indices drawn for them, before
            // the (native, unpolled) drawing starts.
            let per_item = std::mem::size_of::<Value>() + 2 * std::mem::size_of::<usize>();
            crate::sandbox::memory::reserve(usize::try_from(k.max(0)).unwrap_or(usize::MAX).saturating_mul(per_item))?;
            let population = match &args[0] {
                Value::Set(_) | Value::Dict(_) => {
                    return Err(Exception::type_error(
                        "Population must be a sequence.  For dicts or sets, use sorted(d).",
                    ))
                }
                other => other.clone(),
            };
            let n = super::core::length(interp, &population)?;
            let picks = rng.borrow_mut().sample_indices(n, k).map_err(Exception::from_pair)?;
            let mut out = Vec::with_capacity(picks.len());
            for i in picks {
                let index = interp.int_value(i as i64);
                out.push(interp.get_item(&population, &index)?);
            }
            interp.new_list(out)
        }
    }
}

/// `sample`'s uses of a metered `k` before it draws: `if not 0 <= k <= n`,
/// `result = [None] * k`, `if k > 5: setsize += 4 ** _ceil(_log(k * 3,
/// 4))`, then `range(k)`.
fn sample_size(interp: &mut Interpreter, k: &Value, n: usize) -> RtResult<i64> {
    let too_large = || Exception::value_error("Sample larger than population or is negative");
    let zero = interp.int_value(0);
    let low = interp.compare(CmpOp::LtE, &zero, k)?;
    if !interp.truth(&low)? {
        return Err(too_large());
    }
    let n = interp.int_value(i64::try_from(n).unwrap_or(i64::MAX));
    let high = interp.compare(CmpOp::LtE, k, &n)?;
    if !interp.truth(&high)? {
        return Err(too_large());
    }
    let none = interp.none();
    let slots = interp.new_list(vec![none])?;
    interp.binary(BinOp::Mul, slots, k.clone())?;
    let five = interp.int_value(5);
    let big = interp.compare(CmpOp::Gt, k, &five)?;
    if interp.truth(&big)? {
        let three = interp.int_value(3);
        let tripled = interp.binary(BinOp::Mul, k.clone(), three)?;
        super::math::float_arg(interp, &tripled)?;
    }
    interp.int_arg(k)
}

fn reference(interp: &Interpreter) -> bool {
    interp.machine.model() == crate::machine::Model::Reference
}

fn float(interp: &Interpreter, x: f64) -> Value {
    Value::Scalar(interp.machine.plain(Scalar::Float(x)))
}

fn int(interp: &Interpreter, x: BigInt) -> Value {
    Value::Scalar(interp.machine.plain(Scalar::from_bigint(x)))
}

/// A generator seeded as CPython 3.11's `seed(a)` seeds: an int by its
/// absolute value, a float by its `hash()`, a str by its SHA-512 (version
/// 2); `None` from the OS. The seed is read when metered.
/// The parameters of the functions random.py writes in Python, in order:
/// a keyword binds as CPython binds a Python function's arguments.
/// `gauss` binds its own (its defaults are not `None`); `getrandbits` and
/// `random` are C methods, which take no keywords.
fn python_params(f: RandomFn) -> &'static [&'static str] {
    match f {
        RandomFn::Class => &["x"],
        RandomFn::Seed => &["a", "version"],
        RandomFn::Uniform | RandomFn::Randint => &["a", "b"],
        RandomFn::Randrange => &["start", "stop", "step"],
        RandomFn::Choice => &["seq"],
        RandomFn::Shuffle => &["x"],
        RandomFn::Sample => &["population", "k"],
        RandomFn::Gauss | RandomFn::Random | RandomFn::Getrandbits => &[],
    }
}

/// `args` with the keywords of `kwargs` put at their parameters'
/// positions (a parameter skipped before a keyword given is `None`, the
/// default of every one that can be skipped: `seed`'s `a`, `randrange`'s
/// `stop`); the error CPython raises for an unknown or repeated keyword.
fn python_args(interp: &Interpreter, f: RandomFn, mut args: Vec<Value>, kwargs: &Kwargs) -> RtResult<Vec<Value>> {
    let name = Builtin::Random(f).name();
    match f {
        RandomFn::Gauss => return Ok(args),
        RandomFn::Random | RandomFn::Getrandbits => {
            super::no_kwargs(&format!("Random.{name}"), kwargs)?;
            return Ok(args);
        }
        RandomFn::Sample => {
            if let Some((_, counts)) = kwargs.iter().find(|(k, _)| &**k == "counts") {
                if !interp.read_if_none(counts) {
                    return Err(crate::eval::expr::unsupported("`random.sample(..., counts=...)`".to_string()));
                }
            }
        }
        _ => {}
    }
    let params = python_params(f);
    // CPython names the method of the class random.py defines.
    let qualified = match f {
        RandomFn::Class => "Random.__init__".to_string(),
        _ => format!("Random.{name}"),
    };
    let mut bound: Vec<Option<Value>> = args.drain(..).map(Some).collect();
    for (k, v) in kwargs.iter() {
        if f == RandomFn::Sample && &**k == "counts" {
            continue;
        }
        let Some(i) = params.iter().position(|p| *p == &**k) else {
            return Err(Exception::type_error(format!("{qualified}() got an unexpected keyword argument '{k}'")));
        };
        if bound.len() <= i {
            bound.resize(i + 1, None);
        }
        if bound[i].is_some() {
            return Err(Exception::type_error(format!("{qualified}() got multiple values for argument '{k}'")));
        }
        bound[i] = Some(v.clone());
    }
    bound.into_iter().map(|v| Ok(v.unwrap_or_else(|| interp.none()))).collect()
}

fn seeded(interp: &mut Interpreter, value: &Value) -> RtResult<Random> {
    if let Value::Scalar(op) = value {
        if reference(interp) && interp.machine.is_proxy(op) {
            return Err(Exception::type_error(
                "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.",
            ));
        }
    }
    let mut generator = Random::new(&BigInt::from(0));
    match value.scalar_kind() {
        Some(crate::machine::Kind::Int | crate::machine::Kind::Bool) => generator.seed(&interp.big_int_arg(value)?),
        Some(crate::machine::Kind::Float) => generator.seed_float(super::math::float_arg(interp, value)?),
        Some(crate::machine::Kind::Str) => generator.seed_str(&super::core::plain_str(interp, value, "seed")?),
        Some(crate::machine::Kind::None) => {
            interp.read_if_none(value);
            generator = interp.fresh_random();
        }
        _ => {
            return Err(Exception::type_error(
                "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.",
            ))
        }
    }
    Ok(generator)
}
