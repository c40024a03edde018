//! The native stack: how much of this thread's stack is left. Recursion
//! is bounded by the depth limit first (`sandbox::enter`); this check is
//! the backstop that turns a stack about to overflow into a
//! `RecursionError` whatever the limit, the frame sizes or the thread.

use std::cell::Cell;

/// Stack kept free below the lowest point a check allows: room for the
/// deepest native call chain between two checks (a metered operation, a
/// formatter, an error being rendered).
const RED_ZONE: usize = 256 * 1024;

thread_local! {
    /// The lowest stack address a check accepts; 0 until first computed,
    /// 1 when this platform cannot tell (no check).
    static FLOOR: Cell<usize> = const { Cell::new(0) };
}

/// Whether less than the red zone is left of the stack (`sandbox::enter`
/// turns it into `RecursionError`).
#[inline]
pub fn exhausted() -> bool {
    let here = approximate_sp();
    let floor = FLOOR.with(|f| {
        if f.get() == 0 {
            f.set(compute_floor());
        }
        f.get()
    });
    here < floor
}

/// Steps by which the stack a thread has reached is counted in the heap
/// budget.
const COUNT_STEP: usize = 256 * 1024;

/// The stack a thread has reached, counted in the heap budget: the pages
/// a deep recursion touched stay resident (a recursion 99,000 calls deep
/// took 350 MiB at `--max-memory 64`, none of it heap). Uncounted when
/// the thread ends.
struct Reached {
    /// Where the first count began (near the stack's top); 0 before.
    start: Cell<usize>,
    /// The lowest point counted so far.
    lowest: Cell<usize>,
}

impl Drop for Reached {
    fn drop(&mut self) {
        let counted = self.start.get().saturating_sub(self.lowest.get());
        crate::sandbox::memory::count_stack(-(counted as isize));
    }
}

thread_local! {
    static REACHED: Reached = const { Reached { start: Cell::new(0), lowest: Cell::new(0) } };
}

/// Counts the stack below the lowest point counted so far (by steps of
/// `COUNT_STEP`): whether more was counted, when the heap budget should
/// be looked at.
#[inline]
pub fn count_reached() -> bool {
    let here = approximate_sp();
    REACHED.with(|r| {
        if r.start.get() == 0 {
            r.start.set(here);
            r.lowest.set(here);
            return false;
        }
        let lowest = r.lowest.get();
        if here.saturating_add(COUNT_STEP) > lowest {
            return false;
        }
        crate::sandbox::memory::count_stack((lowest - here) as isize);
        r.lowest.set(here);
        true
    })
}

/// The stack a thread needs to run .dmd code `max_depth` calls deep (and
/// native recursion as deep) without meeting the red zone first.
pub fn bytes_for_depth(max_depth: u32) -> usize {
    BASE_BYTES + max_depth as usize * BYTES_PER_LEVEL
}

/// Stack used by one level of .dmd call (measured: see the test
/// `deep_recursion_fits_the_stack_sized_for_it`), with room to spare.
const BYTES_PER_LEVEL: usize = 16 * 1024;
/// Stack for everything below the first call, and for deep expressions
/// above the calls: an operator nested in another takes a frame of
/// `eval` (about 700 bytes), so a program whose every call level nests
/// 150 of them needs about 100 KB a level. Frame sizes move with the
/// compiler's inlining from build to build: a budget too tight made such
/// a program, 800 calls deep, pass on one build and not the next (and the
/// cycle collector's registration, inlined into `eval`, took 96 MiB below
/// 900 levels). The stack is reserved, not committed: only what a
/// program uses becomes memory.
const BASE_BYTES: usize = 192 * 1024 * 1024;

#[inline(always)]
fn approximate_sp() -> usize {
    let marker = 0u8;
    std::ptr::addr_of!(marker) as usize
}

#[cfg(target_os = "linux")]
fn compute_floor() -> usize {
    // SAFETY: pthread_getattr_np fills `attr` for the calling thread; it is
    // destroyed after the stack bounds are read.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
            return 1;
        }
        let mut addr: *mut libc::c_void = std::ptr::null_mut();
        let mut size: libc::size_t = 0;
        let ok = libc::pthread_attr_getstack(&attr, &mut addr, &mut size) == 0;
        libc::pthread_attr_destroy(&mut attr);
        if !ok || size <= 2 * RED_ZONE {
            return 1;
        }
        addr as usize + RED_ZONE
    }
}

#[cfg(not(target_os = "linux"))]
fn compute_floor() -> usize {
    1
}
