//! The builtins bit-level code needs: `bin`, `hex`, `oct`, and the int
//! methods `bit_length` and `bit_count`. Each reads its int argument once
//! (an index conversion under the reference model, as `__index__` is for
//! the tracer) and returns a plain value. The tracer's proxies have no int
//! methods, so under the reference model a metered receiver is refused as
//! CPython refuses it.

use num_bigint::{BigInt, Sign};

use super::{arity, Builtin, Global};
use crate::error::{Exception, RtResult};
use crate::eval::Interpreter;
use crate::natives::{IntMethod, Method};
use crate::ops;
use crate::sandbox::paced::StrBuilder;
use crate::scalar::Scalar;
use crate::value::Value;

/// `bin(x)`, `hex(x)`, `oct(x)`: `0b`/`0x`/`0o` and the digits, a sign in
/// front.
pub fn to_base(interp: &mut Interpreter, f: Global, args: &[Value]) -> RtResult<Value> {
    let name = Builtin::Global(f).name();
    arity(name, args, 1, 1)?;
    let n = interp.big_int_arg(&args[0])?;
    let (prefix, radix) = match f {
        Global::Bin => ("0b", 2),
        Global::Oct => ("0o", 8),
        _ => ("0x", 16),
    };
    // The digits, asked for first; the text made of them asks in turn.
    let digits = crate::format::radix_digits(n.magnitude(), radix, 0).map_err(Exception::from_pair)?;
    let sign = if n.sign() == Sign::Minus { "-" } else { "" };
    let mut text = StrBuilder::with_capacity(sign.len() + prefix.len() + digits.len())?;
    for piece in [sign, prefix, &digits] {
        text.push_str(piece)?;
    }
    Ok(interp.str_value(text.finish()))
}

pub fn call(interp: &mut Interpreter, receiver: &Value, m: IntMethod, args: &[Value]) -> RtResult<Value> {
    arity(Method::Int(m).name(), args, 0, 0)?;
    let Value::Scalar(op) = receiver else {
        return Err(Exception::attribute_error(receiver.type_name(), Method::Int(m).name()));
    };
    if interp.machine.is_proxy(op) {
        return Err(Exception::attribute_error(interp.type_name_of(receiver), Method::Int(m).name()));
    }
    let site = interp.site;
    let n = interp.machine.escape(site, op, ops::index_big).map_err(Exception::from_pair)?;
    let answer = match m {
        IntMethod::BitLength => n.bits(),
        IntMethod::BitCount => n.magnitude().count_ones(),
    };
    Ok(Value::Scalar(interp.machine.plain(Scalar::from_bigint(BigInt::from(answer)))))
}
