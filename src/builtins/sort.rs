//! `sorted()` and `list.sort()` with CPython 3.11's comparison sequence:
//! keys computed first, `reverse` by reversing before and after a stable
//! ascending sort, and every comparison a metered `x < y` followed by a
//! truth test. Lists shorter than 64 items follow `listsort` exactly (run
//! detection, then binary insertion); longer ones use a stable merge sort
//! with the same result (their comparison sequence differs from timsort's
//! merging, which only matters for metered items).

use crate::error::RtResult;
use crate::eval::Interpreter;
use crate::syntax::ast::CmpOp;
use crate::value::Value;

/// Below this length CPython sorts by binary insertion after run detection.
const MIN_MERGE: usize = 64;

pub fn sort_values(
    interp: &mut Interpreter,
    items: Vec<Value>,
    key: Option<Value>,
    reverse: bool,
) -> RtResult<Vec<Value>> {
    let key = key.filter(|k| k.scalar_kind() != Some(crate::machine::Kind::None));
    let mut pairs: Vec<(Value, Value)> = Vec::with_capacity(items.len());
    for item in items {
        let k = match &key {
            Some(f) => interp.call_value(f.clone(), vec![item.clone()], Vec::new())?,
            None => item.clone(),
        };
        pairs.push((k, item));
    }
    if reverse {
        pairs.reverse();
    }
    if pairs.len() < MIN_MERGE {
        short_sort(interp, &mut pairs)?;
    } else {
        merge_sort(interp, &mut pairs)?;
    }
    if reverse {
        pairs.reverse();
    }
    Ok(pairs.into_iter().map(|(_, item)| item).collect())
}

fn less(interp: &mut Interpreter, a: &Value, b: &Value) -> RtResult<bool> {
    // Each comparison is a step: a long sort stops at the limits.
    crate::sandbox::poll()?;
    let r = interp.compare(CmpOp::Lt, a, b)?;
    interp.truth(&r)
}

/// `count_run` then `binarysort` from CPython 3.11's listobject.c.
fn short_sort(interp: &mut Interpreter, a: &mut [(Value, Value)]) -> RtResult<()> {
    let n = a.len();
    if n < 2 {
        return Ok(());
    }
    let mut run = 2;
    if less(interp, &a[1].0, &a[0].0)? {
        while run < n && less(interp, &a[run].0, &a[run - 1].0)? {
            run += 1;
        }
        a[..run].reverse();
    } else {
        while run < n && !less(interp, &a[run].0, &a[run - 1].0)? {
            run += 1;
        }
    }
    for start in run..n {
        let (mut lo, mut hi) = (0, start);
        while lo < hi {
            let mid = lo + ((hi - lo) >> 1);
            if less(interp, &a[start].0, &a[mid].0)? {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        a[lo..=start].rotate_right(1);
    }
    Ok(())
}

/// A stable top-down merge sort for long lists.
fn merge_sort(interp: &mut Interpreter, a: &mut Vec<(Value, Value)>) -> RtResult<()> {
    if a.len() < MIN_MERGE {
        return short_sort(interp, a);
    }
    let mut right = a.split_off(a.len() / 2);
    merge_sort(interp, a)?;
    merge_sort(interp, &mut right)?;
    let left = std::mem::take(a);
    let mut out = Vec::with_capacity(left.len() + right.len());
    let (mut li, mut ri) = (left.into_iter().peekable(), right.into_iter().peekable());
    loop {
        match (li.peek(), ri.peek()) {
            (Some(l), Some(r)) => {
                if less(interp, &r.0, &l.0)? {
                    out.extend(ri.next());
                } else {
                    out.extend(li.next());
                }
            }
            (Some(_), None) => out.extend(li.by_ref()),
            (None, Some(_)) => out.extend(ri.by_ref()),
            (None, None) => break,
        }
    }
    *a = out;
    Ok(())
}
