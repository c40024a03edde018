//! The builtin registry: every native function (`len`, `math.sqrt`,
//! `random.randint`, `bytedmd`...) and method (`xs.append`) as a plain enum
//! value, the tables that name them, and the dispatch from a call to its
//! implementation in one of the files under `builtins/`.

/// Declares an enum of named natives and the table that names them.
macro_rules! registry {
    ($enum:ident, $table:ident { $($variant:ident = $name:literal),* $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $enum { $($variant),* }
        const $table: &[(&str, $enum)] = &[$(($name, $enum::$variant)),*];
    };
}

pub mod bits;
pub mod bytedmd;
pub mod core;
pub mod cpython;
pub mod math;
pub mod methods;
pub mod percent;

pub mod random;
pub mod sets;
pub mod sort;
pub mod timsort;

use crate::error::{Exception, RtResult, EXCEPTION_NAMES};
use crate::eval::call::Kwargs;
use crate::eval::Interpreter;
use crate::scalar::Scalar;
use crate::value::Value;

registry!(Global, GLOBALS {
    Print = "print", Len = "len", Range = "range", Enumerate = "enumerate", Zip = "zip",
    Reversed = "reversed", Sorted = "sorted", List = "list", Tuple = "tuple", Dict = "dict",
    Set = "set", Int = "int", Float = "float", Bool = "bool", Str = "str", Repr = "repr",
    Abs = "abs", Min = "min", Max = "max", Sum = "sum", Round = "round", Divmod = "divmod",
    Pow = "pow", Any = "any", All = "all", Isinstance = "isinstance", Map = "map",
    Filter = "filter", Iter = "iter", Next = "next", Hash = "hash", Chr = "chr", Ord = "ord",
    Bin = "bin", Hex = "hex", Oct = "oct",
});

registry!(MathFn, MATH {
    Sqrt = "sqrt", Exp = "exp", Log = "log", Log2 = "log2", Log10 = "log10", Tanh = "tanh",
    Sin = "sin", Cos = "cos", Tan = "tan", Atan = "atan", Atan2 = "atan2", Asin = "asin",
    Acos = "acos", Sinh = "sinh", Cosh = "cosh", Floor = "floor", Ceil = "ceil",
    Trunc = "trunc", Isqrt = "isqrt", Fabs = "fabs", Pow = "pow", Hypot = "hypot",
    Isfinite = "isfinite", Isinf = "isinf", Isnan = "isnan", Copysign = "copysign",
    Gcd = "gcd", Comb = "comb", Prod = "prod",
});

registry!(RandomFn, RANDOM {
    Seed = "seed", Random = "random", Randint = "randint", Randrange = "randrange",
    Choice = "choice", Shuffle = "shuffle", Uniform = "uniform", Gauss = "gauss",
    Getrandbits = "getrandbits", Sample = "sample", Class = "Random",
});

registry!(MeterFn, METER {
    Bytedmd = "bytedmd", TracedEval = "traced_eval", InspectIr = "inspect_ir",
    FormatIr = "format_ir", TraceToBytedmd = "trace_to_bytedmd",
});

/// A native callable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    Global(Global),
    Math(MathFn),
    Random(RandomFn),
    Meter(MeterFn),
    /// An exception class, by index into `EXCEPTION_NAMES`.
    Exception(u8),
}

impl Builtin {
    /// A builtin visible without import (`len`, `ValueError`).
    pub fn by_name(name: &str) -> Option<Builtin> {
        if let Some((_, g)) = GLOBALS.iter().find(|(n, _)| *n == name) {
            return Some(Builtin::Global(*g));
        }
        EXCEPTION_NAMES.iter().position(|n| *n == name).map(|i| Builtin::Exception(i as u8))
    }

    /// The inverse of `index`, for `Slot::Builtin`.
    pub fn from_index(index: u32) -> Builtin {
        let i = index as usize;
        match GLOBALS.get(i) {
            Some((_, g)) => Builtin::Global(*g),
            None => Builtin::Exception((i - GLOBALS.len()).min(EXCEPTION_NAMES.len() - 1) as u8),
        }
    }

    pub fn index(self) -> u32 {
        match self {
            Builtin::Global(g) => GLOBALS.iter().position(|(_, x)| *x == g).unwrap_or(0) as u32,
            Builtin::Exception(i) => (GLOBALS.len() + i as usize) as u32,
            _ => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Builtin::Global(g) => name_in(GLOBALS, g),
            Builtin::Math(f) => name_in(MATH, f),
            Builtin::Random(f) => name_in(RANDOM, f),
            Builtin::Meter(f) => name_in(METER, f),
            Builtin::Exception(i) => EXCEPTION_NAMES[i as usize],
        }
    }

    pub fn is_type(self) -> bool {
        matches!(
            self,
            Builtin::Global(
                Global::List
                    | Global::Tuple
                    | Global::Dict
                    | Global::Set
                    | Global::Int
                    | Global::Float
                    | Global::Bool
                    | Global::Str
                    | Global::Range
                    | Global::Enumerate
                    | Global::Zip
                    | Global::Reversed
                    | Global::Map
                    | Global::Filter
            ) | Builtin::Exception(_)
                | Builtin::Random(RandomFn::Class)
        )
    }

    pub fn type_name(self) -> &'static str {
        if self.is_type() {
            "type"
        } else {
            "builtin_function_or_method"
        }
    }

    pub fn repr(self) -> String {
        match self {
            Builtin::Random(RandomFn::Class) => "<class 'random.Random'>".to_string(),
            b if b.is_type() => format!("<class '{}'>", b.name()),
            b => format!("<built-in function {}>", b.name()),
        }
    }
}

/// The entry of a registry table called `name`.
fn find_in<T: Copy>(table: &[(&str, T)], name: &str) -> Option<T> {
    table.iter().find(|(n, _)| *n == name).map(|(_, m)| *m)
}

fn name_in<T: PartialEq + Copy>(table: &[(&'static str, T)], value: T) -> &'static str {
    table.iter().find(|(_, v)| *v == value).map(|(n, _)| *n).unwrap_or("?")
}

/// Whether a native module has `member` (what `native_member` finds).
pub fn native_member_exists(module: &str, member: &str) -> bool {
    match module {
        "math" => matches!(member, "pi" | "e" | "tau" | "inf" | "nan") || MATH.iter().any(|(n, _)| *n == member),
        "random" => RANDOM.iter().any(|(n, _)| *n == member),
        "bytedmd" => METER.iter().any(|(n, _)| *n == member),
        _ => false,
    }
}

/// The members of a native module (REPL completion).
pub fn native_members(module: &str) -> Vec<&'static str> {
    match module {
        "math" => ["pi", "e", "tau", "inf", "nan"].into_iter().chain(MATH.iter().map(|(n, _)| *n)).collect(),
        "random" => RANDOM.iter().map(|(n, _)| *n).collect(),
        "bytedmd" => METER.iter().map(|(n, _)| *n).collect(),
        _ => Vec::new(),
    }
}

/// The builtin function names (`len`, `range`, ...).
pub fn global_names() -> impl Iterator<Item = &'static str> {
    GLOBALS.iter().map(|(n, _)| *n)
}

/// Whether any .dmd value has a method `name`.
pub fn any_type_has_method(name: &str) -> bool {
    methods::has_method(name)
        || sets::lookup(name).is_some()
        || bits::lookup(name).is_some()
        || RANDOM.iter().any(|(n, f)| *n == name && *f != RandomFn::Class)
}

/// A member of a native module (`math.pi`, `random.randint`).
pub fn native_member(interp: &mut Interpreter, module: &str, member: &str) -> Option<Value> {
    let find = |table: &[(&str, Builtin)]| table.iter().find(|(n, _)| *n == member).map(|(_, b)| Value::Builtin(*b));
    match module {
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
            MATH.iter().find(|(n, _)| *n == member).map(|(_, f)| Value::Builtin(Builtin::Math(*f)))
        }
        "random" => RANDOM.iter().find(|(n, _)| *n == member).map(|(_, f)| Value::Builtin(Builtin::Random(*f))),
        "bytedmd" => METER.iter().find(|(n, _)| *n == member).map(|(_, f)| Value::Builtin(Builtin::Meter(*f))),
        _ => find(&[]),
    }
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
            Ok(Value::Exception(std::rc::Rc::new(crate::value::ExceptionObj {
                name,
                arg: args.first().cloned(),
                header,
            })))
        }
    }
}

pub use methods::Method;

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

/// Rejects keyword arguments a builtin does not take.
pub fn no_kwargs(name: &str, kwargs: &Kwargs) -> RtResult<()> {
    match kwargs.first() {
        None => Ok(()),
        Some((k, _)) => Err(Exception::type_error(format!("{name}() got an unexpected keyword argument '{k}'"))),
    }
}

/// Takes the keyword arguments named in `names`, rejecting any other.
pub fn take_kwargs<const N: usize>(name: &str, kwargs: Kwargs, names: [&str; N]) -> RtResult<[Option<Value>; N]> {
    let mut out: [Option<Value>; N] = std::array::from_fn(|_| None);
    for (k, v) in kwargs {
        match names.iter().position(|n| **n == *k) {
            Some(i) => out[i] = Some(v),
            None => return Err(Exception::type_error(format!("{name}() got an unexpected keyword argument '{k}'"))),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod readme_tests {
    use super::*;

    /// The README's table of the subset names every builtin, method and
    /// module member .dmd has, so the documentation cannot drift.
    #[test]
    fn the_readme_lists_every_builtin_and_method() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).expect("README");
        let start = readme.find("## The language").expect("a 'The language' section");
        let section = &readme[start..start + readme[start..].find("\n## An example").expect("section end")];
        let words: std::collections::HashSet<&str> =
            section.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
        let mut names: Vec<&str> = GLOBALS.iter().map(|(n, _)| *n).filter(|n| *n != "hash").collect();
        names.extend(MATH.iter().map(|(n, _)| *n));
        names.extend(RANDOM.iter().map(|(n, _)| *n));
        names.extend(METER.iter().map(|(n, _)| *n));
        names.extend(methods::all_method_names());
        let missing: Vec<&&str> = names.iter().filter(|n| !words.contains(**n)).collect();
        assert!(missing.is_empty(), "README's language table misses {missing:?}");
    }
}
