//! Dropping nested values without deep native recursion. Rust drops a
//! container by dropping its items, so `a = [a]` repeated 10^7 times would
//! overflow the stack when `a` is rebound or the program ends. Each
//! container's `Drop` hands its children to `release`, which drops them in
//! place while the nesting is shallow and, past `INLINE_DEPTH`, defers them
//! to a per-thread list that the outermost drop empties in a loop: the
//! stack used by a drop is bounded whatever the shape of the value.

use std::cell::{Cell, RefCell};

/// Nesting dropped in place before children are deferred: deep enough that
/// ordinary values never allocate a deferral, shallow enough that the
/// stack it takes fits in the sandbox's red zone.
const INLINE_DEPTH: u32 = 64;

/// Deferred children above this count keep their list's allocation only
/// until the drain ends (a huge drop should not pin memory).
const KEEP_CAPACITY: usize = 1024;

/// Anything that can be dropped later.
trait Garbage {}

impl<T> Garbage for T {}

struct Releaser {
    /// Container drops in progress on this thread.
    depth: Cell<u32>,
    pending: RefCell<Vec<Box<dyn Garbage>>>,
}

thread_local! {
    static RELEASER: Releaser = const { Releaser { depth: Cell::new(0), pending: RefCell::new(Vec::new()) } };
}

/// Drops `children` (what a dying container held) with bounded stack.
pub fn release<T: 'static>(children: T) {
    let mut children = Some(children);
    // At thread exit the list may be gone; nothing deep is dropped then.
    let _ = RELEASER.try_with(|r| r.release(&mut children));
    drop(children);
}

impl Releaser {
    fn release<T: 'static>(&self, children: &mut Option<T>) {
        let depth = self.depth.get();
        if depth >= INLINE_DEPTH {
            if let Some(c) = children.take() {
                self.pending.borrow_mut().push(Box::new(c));
            }
            return;
        }
        self.depth.set(depth + 1);
        drop(children.take());
        if depth == 0 {
            self.drain();
        }
        self.depth.set(depth);
    }

    /// Drops deferred children until none is left (dropping one may defer
    /// more); runs in the outermost drop only.
    fn drain(&self) {
        loop {
            let next = self.pending.borrow_mut().pop();
            match next {
                Some(garbage) => drop(garbage),
                None => break,
            }
        }
        let mut pending = self.pending.borrow_mut();
        if pending.capacity() > KEEP_CAPACITY {
            *pending = Vec::new();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::Header;
    use crate::value::Value;

    fn chain(n: usize) -> Value {
        let mut v = Value::list(Vec::new(), Header::NONE, crate::machine::Tag::UNTRACKED);
        for _ in 0..n {
            v = Value::list(vec![v], Header::NONE, crate::machine::Tag::UNTRACKED);
        }
        v
    }

    #[test]
    fn a_deep_chain_drops_on_a_small_stack() {
        // 256 KiB of stack: a recursive drop of 10^6 levels would need
        // tens of megabytes.
        let t = std::thread::Builder::new().stack_size(256 * 1024).spawn(|| {
            drop(chain(1_000_000));
            RELEASER.with(|r| (r.depth.get(), r.pending.borrow().len()))
        });
        assert_eq!(t.unwrap().join().expect("no overflow"), (0, 0));
    }
}
