//! Set and dict displays, built the way CPython 3.11's compiler builds
//! them. The bytecode decides the order of evaluations and hashes and the
//! size a table starts at, so the tracer's reads and a set's iteration
//! order follow from it:
//! - a set display of three or more constants is a frozenset made at
//!   compile time and merged into a new set (`SET_UPDATE`);
//! - a set display of more than 30 items, or one with `*x`, adds each item
//!   as soon as it is evaluated; a shorter one evaluates all, then adds;
//! - a dict display is built in chunks of at most 17 pairs: a chunk of 16
//!   or 17 inserts each pair as soon as it is evaluated, a shorter one
//!   evaluates its pairs into a dict presized for them; later chunks are
//!   merged into the first with their stored hashes (`DICT_UPDATE`).

use std::cell::RefCell;
use std::rc::Rc;

use crate::error::{At, RtResult};
use crate::eval::constfold::is_constant;
use crate::eval::Interpreter;
use crate::machine::Model;
use crate::syntax::ast::{Expr, ExprKind};
use crate::value::frame::Frame;
use crate::value::{Dict, Value};

/// CPython's `STACK_USE_GUIDELINE`: displays longer than this are built
/// item by item.
const STACK_USE: usize = 30;

impl Interpreter {
    pub fn eval_set_display(&mut self, items: &[Expr], frame: &mut Frame) -> RtResult<Value> {
        let set = crate::value::new_table(self.new_set());
        if items.len() > 2 && items.iter().all(is_constant) {
            for item in items {
                let value = self.eval(item, frame)?;
                self.set_add(&mut set.borrow_mut(), value).at(item.span)?;
            }
            let folded = set.borrow().refolded()?;
            *set.borrow_mut() = folded;
            return Ok(Value::Set(self.held(set)));
        }
        let mut built = items.len() > STACK_USE;
        let mut pending = Vec::new();
        for item in items {
            if let ExprKind::Starred(inner) = &item.kind {
                if !built {
                    self.add_all(&set, std::mem::take(&mut pending))?;
                    built = true;
                }
                let value = self.eval(inner, frame)?;
                self.set_update(&set, value).at(inner.span)?;
            } else {
                let value = self.eval(item, frame)?;
                if built {
                    self.set_add(&mut set.borrow_mut(), value).at(item.span)?;
                } else {
                    pending.push((value, item));
                }
            }
        }
        self.add_all(&set, pending)?;
        Ok(Value::Set(self.held(set)))
    }

    fn add_all(&mut self, set: &Rc<RefCell<Dict>>, items: Vec<(Value, &Expr)>) -> RtResult<()> {
        for (value, item) in items {
            self.set_add(&mut set.borrow_mut(), value).at(item.span)?;
        }
        Ok(())
    }

    pub fn eval_dict_display(&mut self, pairs: &[(Expr, Expr)], frame: &mut Frame) -> RtResult<Value> {
        if self.machine.model() == Model::Strict {
            // Strict prices one hash and one probe per pair and does not
            // depend on the table's layout: one chunk.
            let dict = self.eval_dict_chunk(pairs, false, frame)?;
            return Ok(self.new_dict_value(dict));
        }
        let mut dict: Option<Dict> = None;
        for (start, end) in dict_chunks(pairs.len()) {
            let chunk = &pairs[start..end];
            let chunk = self.eval_dict_chunk(chunk, chunk.len() * 2 > STACK_USE, frame)?;
            match &mut dict {
                None => dict = Some(chunk),
                Some(first) => self.dict_merge(first, &chunk).at(pairs[start].0.span)?,
            }
        }
        let dict = dict.unwrap_or_else(|| self.new_dict());
        Ok(self.new_dict_value(dict))
    }

    /// One `BUILD_MAP`: a `big` one inserts each pair as it is evaluated.
    fn eval_dict_chunk(&mut self, pairs: &[(Expr, Expr)], big: bool, frame: &mut Frame) -> RtResult<Dict> {
        if big {
            let mut dict = self.new_dict();
            for (k, v) in pairs {
                let key = self.eval(k, frame)?;
                let value = self.eval(v, frame)?;
                self.dict_set(&mut dict, key, value).at(k.span)?;
            }
            return Ok(dict);
        }
        let mut evaluated = Vec::with_capacity(pairs.len());
        for (k, v) in pairs {
            let key = self.eval(k, frame)?;
            evaluated.push((key, self.eval(v, frame)?, k.span));
        }
        let mut dict = Dict::presized_dict(pairs.len(), self.machine.header())?;
        for (key, value, span) in evaluated {
            self.dict_set(&mut dict, key, value).at(span)?;
        }
        Ok(dict)
    }
}

/// `compiler_dict`'s chunks of a display of `n` pairs: a chunk closes when
/// it has more than 15 pairs and another one comes.
fn dict_chunks(n: usize) -> Vec<(usize, usize)> {
    let mut chunks = Vec::new();
    let mut elements = 0;
    for i in 0..n {
        if elements * 2 > STACK_USE {
            chunks.push((i - elements, i + 1));
            elements = 0;
        } else {
            elements += 1;
        }
    }
    if elements > 0 {
        chunks.push((n - elements, n));
    }
    chunks
}

#[cfg(test)]
mod tests {
    use super::dict_chunks;

    #[test]
    fn dict_displays_split_as_cpython_compiles_them() {
        assert_eq!(dict_chunks(0), vec![]);
        assert_eq!(dict_chunks(15), vec![(0, 15)]);
        assert_eq!(dict_chunks(16), vec![(0, 16)]);
        assert_eq!(dict_chunks(17), vec![(0, 17)]);
        assert_eq!(dict_chunks(18), vec![(0, 17), (17, 18)]);
        assert_eq!(dict_chunks(40), vec![(0, 17), (17, 34), (34, 40)]);
    }
}
