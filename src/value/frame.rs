//! `Frame`: the variables of one running function, lambda, comprehension
//! or module body, laid out by `resolve` (locals, cells shared with inner
//! functions, free variables from the closure, the module's globals).

use std::rc::Rc;

use crate::syntax::ast::ScopeInfo;
use crate::value::{CellObj, CellRef, Globals, Value};

#[derive(Debug)]
pub struct Frame {
    pub locals: Vec<Option<Value>>,
    pub cells: Vec<CellRef>,
    pub frees: Vec<CellRef>,
    pub globals: Rc<Globals>,
}

impl Frame {
    /// The frame of a module body: every name is a global.
    pub fn module(globals: Rc<Globals>) -> Frame {
        Frame { locals: Vec::new(), cells: Vec::new(), frees: Vec::new(), globals }
    }

    /// A fresh frame for a scope, closing over `frees`.
    pub fn for_scope(scope: &ScopeInfo, frees: Vec<CellRef>, globals: Rc<Globals>) -> Frame {
        Frame {
            locals: vec![None; scope.n_locals as usize],
            cells: (0..scope.n_cells).map(|_| CellObj::new_ref()).collect(),
            frees,
            globals,
        }
    }
}
