//! The builtins: the dispatch from a call of a native function (`len`,
//! `math.sqrt`, `random.randint`, `bytedmd`...) or method (`xs.append`),
//! named by `crate::natives`, to its implementation in one of the files
//! under `builtins/`, and the argument checks they share.

pub mod bits;
pub mod bytedmd;
pub mod core;
pub mod hypot;
pub mod math;
pub mod methods;
pub mod percent;

pub mod random;
pub mod sets;
pub mod sort;
pub mod timsort;
pub mod views;

use crate::error::{Exception, RtResult, EXCEPTION_NAMES};
use crate::eval::call::Kwargs;
use crate::eval::Interpreter;
pub use crate::natives::{global_names, native_members, Builtin, Global, MathFn, MeterFn, Method, RandomFn};
use crate::natives::{MATH, METER, RANDOM};
use crate::scalar::Scalar;
use crate::value::Value;

/// A member of a native module (`math.pi`, `random.randint`).
pub fn native_member(interp: &mut Interpreter, module: &str, member: &str) -> Option<Value> {
    let builtin = match module {
        "math" => {
            let constant = match member {
                "pi" => Some(std::f64::consts::PI),
                "e" => Some(std::f64::consts::E),
                "tau" => Some(std::f64::consts::TAU),
                "inf" => Some(f64::INFINITY),
                "nan" => return Some(Value::Scalar(interp.machine.math_nan())),
                _ => None,
            };
            if let Some(c) = constant {
                return Some(Value::Scalar(interp.machine.plain(Scalar::Float(c))));
            }
            MATH.iter().find(|(n, _)| *n == member).map(|(_, f)| Builtin::Math(*f))
        }
        "random" => RANDOM.iter().find(|(n, _)| *n == member).map(|(_, f)| Builtin::Random(*f)),
        "bytedmd" => METER.iter().find(|(n, _)| *n == member).map(|(_, f)| Builtin::Meter(*f)),
        _ => None,
    };
    builtin.map(|b| interp.builtin_value(b))
}

pub fn call_builtin(interp: &mut Interpreter, builtin: Builtin, args: Vec<Value>, kwargs: Kwargs) -> RtResult<Value> {
    match builtin {
        Builtin::Global(g) => core::call(interp, g, args, kwargs),
        Builtin::Math(f) => math::call(interp, f, args, kwargs),
        Builtin::Random(f) => {
            let rng = interp.random.clone();
            random::call(interp, &rng, f, args, kwargs)
        }
        Builtin::Meter(f) => bytedmd::call(interp, f, args, kwargs),
        Builtin::Exception(i) => {
            let name = EXCEPTION_NAMES[i as usize];
            let header = interp.machine.header();
            // The argument goes into the exception's place.
            let arg = args.into_iter().next().map(|a| interp.place(a));
            let gc = crate::value::gc::GcHead::default();
            let exception = std::rc::Rc::new(crate::value::ExceptionObj { name, arg, header, gc });
            Ok(Value::Exception(interp.held(crate::value::gc::tracked(exception))))
        }
    }
}

/// Checks a call's argument count: `name() takes ...` errors.
pub fn arity(name: &str, args: &[Value], min: usize, max: usize) -> RtResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    let msg = if min == max {
        match min {
            0 => format!("{name}() takes no arguments ({n} given)"),
            1 => format!("{name}() takes exactly one argument ({n} given)"),
            _ => format!("{name}() takes exactly {min} arguments ({n} given)"),
        }
    } else if n < min {
        format!("{name} expected at least {min} argument{}, got {n}", if min == 1 { "" } else { "s" })
    } else {
        format!("{name} expected at most {max} argument{}, got {n}", if max == 1 { "" } else { "s" })
    };
    Err(Exception::type_error(msg))
}

/// `arity` for the methods CPython parses with `PyArg_ParseTuple` (str's
/// `find count startswith endswith`), whose messages differ.
pub fn arity_parse_tuple(name: &str, args: &[Value], min: usize, max: usize) -> RtResult<()> {
    let n = args.len();
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    if n < min {
        return Err(Exception::type_error(format!(
            "{name}() takes at least {min} argument{} ({n} given)",
            plural(min)
        )));
    }
    if n > max {
        return Err(Exception::type_error(format!("{name}() takes at most {max} argument{} ({n} given)", plural(max))));
    }
    Ok(())
}

/// Rejects keyword arguments a C builtin does not take (`name` as CPython
/// spells it: `len`, `str.replace`, `math.sqrt`).
pub fn no_kwargs(name: &str, kwargs: &Kwargs) -> RtResult<()> {
    match kwargs.first() {
        None => Ok(()),
        Some(_) => Err(Exception::type_error(format!("{name}() takes no keyword arguments"))),
    }
}

/// Rejects keyword arguments a function written in Python (`random.py`,
/// the `bytedmd` package) does not take.
pub fn no_py_kwargs(name: &str, kwargs: &Kwargs) -> RtResult<()> {
    take_py_kwargs(name, kwargs.clone(), []).map(|_| ())
}

/// Takes the keyword arguments named in `names` of a C builtin, rejecting
/// any other as CPython's argument parser does.
pub fn take_kwargs<const N: usize>(name: &str, kwargs: Kwargs, names: [&str; N]) -> RtResult<[Option<Value>; N]> {
    take_named(kwargs, names, |k| format!("'{k}' is an invalid keyword argument for {name}()"))
}

/// Takes the keyword arguments named in `names` of a function written in
/// Python, rejecting any other as a Python function does.
pub fn take_py_kwargs<const N: usize>(name: &str, kwargs: Kwargs, names: [&str; N]) -> RtResult<[Option<Value>; N]> {
    take_named(kwargs, names, |k| format!("{name}() got an unexpected keyword argument '{k}'"))
}

fn take_named<const N: usize>(
    kwargs: Kwargs,
    names: [&str; N],
    unknown: impl Fn(&str) -> String,
) -> RtResult<[Option<Value>; N]> {
    let mut out: [Option<Value>; N] = std::array::from_fn(|_| None);
    for (k, v) in kwargs {
        match names.iter().position(|n| **n == *k) {
            Some(i) => out[i] = Some(v),
            None => return Err(Exception::type_error(unknown(&k))),
        }
    }
    Ok(out)
}

/// Binds a C builtin's arguments to its parameters `names` (positional or
/// keyword, as CPython's argument clinic does), so that a keyword form runs
/// through the positional one; a parameter given neither way is `None`.
pub fn bind<const N: usize>(
    name: &str,
    args: Vec<Value>,
    kwargs: Kwargs,
    names: [&str; N],
) -> RtResult<[Option<Value>; N]> {
    if args.len() > N {
        return Err(Exception::type_error(format!("{name}() takes at most {N} arguments ({} given)", args.len())));
    }
    let mut out = take_kwargs(name, kwargs, names)?;
    for (i, (slot, arg)) in out.iter_mut().zip(args).enumerate() {
        if slot.is_some() {
            return Err(Exception::type_error(format!(
                "argument for {name}() given by name ('{}') and position ({})",
                names[i],
                i + 1
            )));
        }
        *slot = Some(arg);
    }
    Ok(out)
}

/// The leading arguments of a bound call as a positional list, the first
/// `required` of them required (`pow(exp=2)`: base missing).
pub fn bound_positional<const N: usize>(
    name: &str,
    bound: [Option<Value>; N],
    names: [&str; N],
    required: usize,
) -> RtResult<Vec<Value>> {
    let mut out = Vec::new();
    for (i, v) in bound.into_iter().enumerate() {
        match v {
            Some(v) if out.len() == i => out.push(v),
            Some(_) => {
                let missing = out.len();
                return Err(Exception::type_error(format!(
                    "{name}() missing required argument '{}' (pos {})",
                    names[missing],
                    missing + 1
                )));
            }
            None if i < required => {
                return Err(Exception::type_error(format!(
                    "{name}() missing required argument '{}' (pos {})",
                    names[i],
                    i + 1
                )))
            }
            None => {}
        }
    }
    Ok(out)
}

#[cfg(test)]
mod documentation_tests {
    use super::*;

    /// The language page's table of the subset names every builtin, method
    /// and module member .dmd has, so the documentation cannot drift.
    #[test]
    fn the_language_page_lists_every_builtin_and_method() {
        let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md")).expect("page");
        let section = &page[..page.find("\nRefused, with a diagnostic").expect("the refused table")];
        let words: std::collections::HashSet<&str> =
            section.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
        let mut names: Vec<&str> = crate::natives::GLOBALS.iter().map(|(n, _)| *n).filter(|n| *n != "hash").collect();
        names.extend(MATH.iter().map(|(n, _)| *n));
        names.extend(RANDOM.iter().map(|(n, _)| *n));
        names.extend(METER.iter().map(|(n, _)| *n));
        names.extend(crate::natives::all_method_names());
        let missing: Vec<&&str> = names.iter().filter(|n| !words.contains(**n)).collect();
        assert!(missing.is_empty(), "docs/language.md's table misses {missing:?}");
    }
}
