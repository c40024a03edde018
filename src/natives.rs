//! The names of everything native in .dmd — builtin functions, the
//! members of `math`, `random` and `bytedmd`, the methods of each type and
//! the exception classes — as plain enums and the tables that name them,
//! plus what CPython has that .dmd lacks (`cpython.rs`). No behaviour:
//! `builtins/` implements each of them. Values, name resolution and
//! `check` name natives through here, below the interpreter.

pub mod cpython;

use crate::error::EXCEPTION_NAMES;

/// Declares an enum of named natives and the table that names them.
macro_rules! registry {
    ($enum:ident, $table:ident { $($variant:ident = $name:literal),* $(,)? }) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $enum { $($variant),* }
        pub const $table: &[(&str, $enum)] = &[$(($name, $enum::$variant)),*];
    };
}

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

/// A native callable. Word-aligned for the same reason as `Scalar`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(align(8))]
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

    /// A number for each builtin, different for any two (the block a
    /// measurement gives it: `Machine::named`).
    pub fn id(self) -> u32 {
        match self {
            Builtin::Global(_) | Builtin::Exception(_) => self.index(),
            Builtin::Math(f) => 0x1000 + f as u32,
            Builtin::Random(f) => 0x2000 + f as u32,
            Builtin::Meter(f) => 0x3000 + f as u32,
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
pub fn find_in<T: Copy>(table: &[(&str, T)], name: &str) -> Option<T> {
    table.iter().find(|(n, _)| *n == name).map(|(_, m)| *m)
}

/// The name of `value` in its registry table.
pub fn name_in<T: PartialEq + Copy>(table: &[(&'static str, T)], value: T) -> &'static str {
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
    has_method(name)
        || find_in(SET, name).is_some()
        || find_in(INT, name).is_some()
        || RANDOM.iter().any(|(n, f)| *n == name && *f != RandomFn::Class)
}

/// A method of a builtin type (`builtins::methods::lookup` finds it on a
/// value).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    List(ListMethod),
    Dict(DictMethod),
    Set(SetMethod),
    Int(IntMethod),
    Str(StrMethod),
    Random(RandomFn),
}

registry!(ListMethod, LIST {
    Append = "append", Extend = "extend", Pop = "pop", Insert = "insert", Index = "index",
    Count = "count", Copy = "copy", Reverse = "reverse", Sort = "sort", Clear = "clear",
    Remove = "remove",
});
registry!(DictMethod, DICT {
    Get = "get", Keys = "keys", Values = "values", Items = "items", Setdefault = "setdefault",
    Pop = "pop", Update = "update", Copy = "copy", Clear = "clear",
});
registry!(StrMethod, STR {
    Join = "join", Split = "split", Format = "format", Upper = "upper", Lower = "lower",
    Strip = "strip", Lstrip = "lstrip", Rstrip = "rstrip", Startswith = "startswith",
    Endswith = "endswith", Replace = "replace", Find = "find", Count = "count", Zfill = "zfill",
});

/// The methods of a value of type `type_name` (REPL completion).
pub fn method_names(type_name: &str) -> Vec<&'static str> {
    match type_name {
        "list" => LIST.iter().map(|(n, _)| *n).collect(),
        "dict" => DICT.iter().map(|(n, _)| *n).collect(),
        "str" => STR.iter().map(|(n, _)| *n).collect(),
        "set" => SET.iter().map(|(n, _)| *n).collect(),
        "int" | "bool" => INT.iter().map(|(n, _)| *n).collect(),
        "Random" => RANDOM.iter().filter(|(_, f)| *f != RandomFn::Class).map(|(n, _)| *n).collect(),
        _ => Vec::new(),
    }
}

/// Every method name of every .dmd type (for docs/language.md's table).
#[cfg(test)]
pub fn all_method_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = LIST.iter().map(|(n, _)| *n).collect();
    names.extend(DICT.iter().map(|(n, _)| *n));
    names.extend(STR.iter().map(|(n, _)| *n));
    names.extend(SET.iter().map(|(n, _)| *n));
    names.extend(INT.iter().map(|(n, _)| *n));
    names
}

/// Whether a list, dict or str has a method `name`.
pub fn has_method(name: &str) -> bool {
    find_in(LIST, name).is_some() || find_in(DICT, name).is_some() || find_in(STR, name).is_some()
}

impl Method {
    pub fn name(self) -> &'static str {
        match self {
            Method::List(m) => name_in(LIST, m),
            Method::Dict(m) => name_in(DICT, m),
            Method::Set(m) => name_in(SET, m),
            Method::Int(m) => name_in(INT, m),
            Method::Str(m) => name_in(STR, m),
            Method::Random(m) => name_in(RANDOM, m),
        }
    }
}

registry!(SetMethod, SET {
    Add = "add", Discard = "discard", Remove = "remove", Pop = "pop", Clear = "clear",
    Copy = "copy", Update = "update", Union = "union", Intersection = "intersection",
    IntersectionUpdate = "intersection_update", Difference = "difference",
    DifferenceUpdate = "difference_update", SymmetricDifference = "symmetric_difference",
    SymmetricDifferenceUpdate = "symmetric_difference_update", Issubset = "issubset",
    Issuperset = "issuperset", Isdisjoint = "isdisjoint",
});

registry!(IntMethod, INT { BitLength = "bit_length", BitCount = "bit_count" });
