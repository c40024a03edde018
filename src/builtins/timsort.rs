//! CPython 3.11's `list.sort` (`listobject.c`: timsort with the powersort
//! merge policy), comparison for comparison. The reference model prices
//! every comparison a sort makes, so which pairs are compared, in which
//! order and with which operand on the left must be CPython's: natural
//! runs (strictly descending ones reversed), short runs extended to
//! `minrun` by binary insertion, pending runs merged when the powersort
//! "power" of their boundary says so, and merges that start by galloping
//! past the parts already in place and switch between one-at-a-time and
//! galloping mode as `min_gallop` adapts.
//!
//! `less(x, y)` answers `x < y`; an error from it stops the sort, leaving
//! the slice a permutation of its items (as CPython restores its list).

/// `MIN_GALLOP`: wins in a row before a merge starts galloping.
const MIN_GALLOP: usize = 7;

pub type Less<'a, T, E> = dyn FnMut(&T, &T) -> Result<bool, E> + 'a;

struct Run {
    base: usize,
    len: usize,
    /// The powersort power of the boundary after this run.
    power: u32,
}

struct State<'a, 'b, T, E> {
    v: &'a mut [T],
    less: &'a mut Less<'b, T, E>,
    min_gallop: usize,
    pending: Vec<Run>,
}

/// Sorts `v` stably in ascending order, making exactly the comparisons
/// CPython 3.11's `list.sort` makes.
pub fn sort<T: Clone, E>(v: &mut [T], less: &mut Less<'_, T, E>) -> Result<(), E> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    let mut s = State { v, less, min_gallop: MIN_GALLOP, pending: Vec::new() };
    let minrun = compute_minrun(n);
    let mut lo = 0;
    while lo < n {
        let remaining = n - lo;
        let (mut run, descending) = s.count_run(lo, n)?;
        if descending {
            s.v[lo..lo + run].reverse();
        }
        if run < minrun {
            let force = remaining.min(minrun);
            s.binary_sort(lo, lo + force, lo + run)?;
            run = force;
        }
        s.found_new_run(run, n)?;
        s.pending.push(Run { base: lo, len: run, power: 0 });
        lo += run;
    }
    s.force_collapse()
}

/// `merge_compute_minrun`: `n` itself below 64, else a length in 32..=64
/// that splits `n` into a power of two runs or slightly fewer.
fn compute_minrun(mut n: usize) -> usize {
    let mut r = 0;
    while n >= 64 {
        r |= n & 1;
        n >>= 1;
    }
    n + r
}

/// `powerloop`: the depth of the boundary between runs `[s1, s1 + n1)`
/// and `[s1 + n1, s1 + n1 + n2)` in the ideal binary merge tree over `n`
/// items, found bit by bit from the midpoints of the two runs.
fn powerloop(s1: usize, n1: usize, n2: usize, n: usize) -> u32 {
    let mut result = 0;
    let mut a = 2 * s1 + n1;
    let mut b = a + n1 + n2;
    loop {
        result += 1;
        if a >= n {
            a -= n;
            b -= n;
        } else if b >= n {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    result
}

impl<T: Clone, E> State<'_, '_, T, E> {
    /// `count_run`: the length of the run starting at `lo`, and whether it
    /// is strictly descending.
    fn count_run(&mut self, lo: usize, hi: usize) -> Result<(usize, bool), E> {
        if lo + 1 == hi {
            return Ok((1, false));
        }
        let mut n = 2;
        let descending = (self.less)(&self.v[lo + 1], &self.v[lo])?;
        let mut i = lo + 2;
        while i < hi {
            let smaller = (self.less)(&self.v[i], &self.v[i - 1])?;
            if smaller != descending {
                break;
            }
            i += 1;
            n += 1;
        }
        Ok((n, descending))
    }

    /// `binarysort`: `[lo, start)` is sorted; insert each later item up to
    /// `hi` after the last item not greater than it.
    fn binary_sort(&mut self, lo: usize, hi: usize, start: usize) -> Result<(), E> {
        let start = if start == lo { start + 1 } else { start };
        for i in start..hi {
            let pivot = self.v[i].clone();
            let (mut l, mut r) = (lo, i);
            while l < r {
                let p = l + ((r - l) >> 1);
                if (self.less)(&pivot, &self.v[p])? {
                    r = p;
                } else {
                    l = p + 1;
                }
            }
            self.v[l..=i].rotate_right(1);
        }
        Ok(())
    }

    /// `found_new_run`: merges pending runs whose boundary power exceeds
    /// the new boundary's, then records it.
    fn found_new_run(&mut self, n2: usize, n: usize) -> Result<(), E> {
        let Some(last) = self.pending.last() else { return Ok(()) };
        let power = powerloop(last.base, last.len, n2, n);
        while self.pending.len() > 1 && self.pending[self.pending.len() - 2].power > power {
            self.merge_at(self.pending.len() - 2)?;
        }
        if let Some(last) = self.pending.last_mut() {
            last.power = power;
        }
        Ok(())
    }

    /// `merge_force_collapse`: merges everything left, the smaller
    /// neighbour first.
    fn force_collapse(&mut self) -> Result<(), E> {
        while self.pending.len() > 1 {
            let mut i = self.pending.len() - 2;
            if i > 0 && self.pending[i - 1].len < self.pending[i + 1].len {
                i -= 1;
            }
            self.merge_at(i)?;
        }
        Ok(())
    }

    /// `merge_at`: merges pending runs `i` and `i + 1`, first skipping the
    /// prefix of A already below B and the suffix of B already above A.
    fn merge_at(&mut self, i: usize) -> Result<(), E> {
        let (mut a, mut na) = (self.pending[i].base, self.pending[i].len);
        let (b, nb) = (self.pending[i + 1].base, self.pending[i + 1].len);
        self.pending[i].len = na + nb;
        self.pending.remove(i + 1);

        let key = self.v[b].clone();
        let k = gallop_right(self.less, &key, &self.v[a..a + na], 0)?;
        a += k;
        na -= k;
        if na == 0 {
            return Ok(());
        }
        let key = self.v[a + na - 1].clone();
        let nb = gallop_left(self.less, &key, &self.v[b..b + nb], nb - 1)?;
        if nb == 0 {
            return Ok(());
        }
        if na <= nb {
            self.merge_lo(a, na, b, nb)
        } else {
            self.merge_hi(a, na, b, nb)
        }
    }

    /// `merge_lo`: A (the shorter) moves to a buffer and the merge fills
    /// the slice from the left.
    fn merge_lo(&mut self, a: usize, na: usize, b: usize, nb: usize) -> Result<(), E> {
        let tmp: Vec<T> = self.v[a..a + na].to_vec();
        let mut m = Cursor { pa: 0, na: na as isize, pb: b as isize, nb: nb as isize, dest: a as isize };
        let end = self.merge_lo_steps(&tmp, &mut m);
        let (pa, na, pb, nb, dest) = (m.pa as usize, m.na as usize, m.pb as usize, m.nb as usize, m.dest as usize);
        match end {
            Ok(Exit::CopyOther) => {
                // The rest of B moves down; the last of A goes after it.
                for k in 0..nb {
                    self.v[dest + k] = self.v[pb + k].clone();
                }
                self.v[dest + nb] = tmp[pa].clone();
                Ok(())
            }
            Ok(Exit::Done) => {
                self.v[dest..dest + na].clone_from_slice(&tmp[pa..pa + na]);
                Ok(())
            }
            Err(e) => {
                self.v[dest..dest + na].clone_from_slice(&tmp[pa..pa + na]);
                Err(e)
            }
        }
    }

    fn merge_lo_steps(&mut self, tmp: &[T], m: &mut Cursor) -> Result<Exit, E> {
        let v = &mut *self.v;
        let less = &mut *self.less;
        let at = |i: isize| i as usize;
        v[at(m.dest)] = v[at(m.pb)].clone();
        (m.dest, m.pb, m.nb) = (m.dest + 1, m.pb + 1, m.nb - 1);
        if m.nb == 0 {
            return Ok(Exit::Done);
        }
        if m.na == 1 {
            return Ok(Exit::CopyOther);
        }
        let mut min_gallop = self.min_gallop;
        loop {
            let (mut acount, mut bcount) = (0, 0);
            // One at a time until one run wins `min_gallop` times in a row.
            loop {
                if less(&v[at(m.pb)], &tmp[at(m.pa)])? {
                    v[at(m.dest)] = v[at(m.pb)].clone();
                    (m.dest, m.pb, m.nb) = (m.dest + 1, m.pb + 1, m.nb - 1);
                    (bcount, acount) = (bcount + 1, 0);
                    if m.nb == 0 {
                        return Ok(Exit::Done);
                    }
                    if bcount >= min_gallop {
                        break;
                    }
                } else {
                    v[at(m.dest)] = tmp[at(m.pa)].clone();
                    (m.dest, m.pa, m.na) = (m.dest + 1, m.pa + 1, m.na - 1);
                    (acount, bcount) = (acount + 1, 0);
                    if m.na == 1 {
                        return Ok(Exit::CopyOther);
                    }
                    if acount >= min_gallop {
                        break;
                    }
                }
            }
            // Galloping until neither run wins by MIN_GALLOP at a time.
            min_gallop += 1;
            loop {
                min_gallop -= usize::from(min_gallop > 1);
                self.min_gallop = min_gallop;
                let k = gallop_right(less, &v[at(m.pb)], &tmp[at(m.pa)..at(m.pa + m.na)], 0)?;
                acount = k;
                if k > 0 {
                    let k = k as isize;
                    v[at(m.dest)..at(m.dest + k)].clone_from_slice(&tmp[at(m.pa)..at(m.pa + k)]);
                    (m.dest, m.pa, m.na) = (m.dest + k, m.pa + k, m.na - k);
                    if m.na == 1 {
                        return Ok(Exit::CopyOther);
                    }
                    // Only an inconsistent `less` gets here.
                    if m.na == 0 {
                        return Ok(Exit::Done);
                    }
                }
                v[at(m.dest)] = v[at(m.pb)].clone();
                (m.dest, m.pb, m.nb) = (m.dest + 1, m.pb + 1, m.nb - 1);
                if m.nb == 0 {
                    return Ok(Exit::Done);
                }
                let k = gallop_left(less, &tmp[at(m.pa)], &v[at(m.pb)..at(m.pb + m.nb)], 0)?;
                bcount = k;
                if k > 0 {
                    let k = k as isize;
                    for j in 0..k {
                        v[at(m.dest + j)] = v[at(m.pb + j)].clone();
                    }
                    (m.dest, m.pb, m.nb) = (m.dest + k, m.pb + k, m.nb - k);
                    if m.nb == 0 {
                        return Ok(Exit::Done);
                    }
                }
                v[at(m.dest)] = tmp[at(m.pa)].clone();
                (m.dest, m.pa, m.na) = (m.dest + 1, m.pa + 1, m.na - 1);
                if m.na == 1 {
                    return Ok(Exit::CopyOther);
                }
                if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                    break;
                }
            }
            // Leaving galloping mode costs it a step.
            min_gallop += 1;
            self.min_gallop = min_gallop;
        }
    }

    /// `merge_hi`: B (the shorter) moves to a buffer and the merge fills
    /// the slice from the right.
    fn merge_hi(&mut self, a: usize, na: usize, b: usize, nb: usize) -> Result<(), E> {
        let tmp: Vec<T> = self.v[b..b + nb].to_vec();
        let last_a = (a + na - 1) as isize;
        let mut m =
            Cursor { pa: last_a, na: na as isize, pb: nb as isize - 1, nb: nb as isize, dest: (b + nb - 1) as isize };
        let end = self.merge_hi_steps(&tmp, &mut m, a);
        let (na, nb) = (m.na as usize, m.nb as usize);
        match end {
            Ok(Exit::CopyOther) => {
                // The rest of A moves up; the first of B goes before it.
                let (src, dst) = ((m.pa + 1) as usize - na, (m.dest + 1) as usize - na);
                for j in (0..na).rev() {
                    self.v[dst + j] = self.v[src + j].clone();
                }
                self.v[dst - 1] = tmp[m.pb as usize].clone();
                Ok(())
            }
            Ok(Exit::Done) | Err(_) => {
                if nb > 0 {
                    let start = (m.dest + 1) as usize - nb;
                    self.v[start..start + nb].clone_from_slice(&tmp[..nb]);
                }
                end.map(|_| ())
            }
        }
    }

    fn merge_hi_steps(&mut self, tmp: &[T], m: &mut Cursor, a: usize) -> Result<Exit, E> {
        let v = &mut *self.v;
        let less = &mut *self.less;
        let at = |i: isize| i as usize;
        v[at(m.dest)] = v[at(m.pa)].clone();
        (m.dest, m.pa, m.na) = (m.dest - 1, m.pa - 1, m.na - 1);
        if m.na == 0 {
            return Ok(Exit::Done);
        }
        if m.nb == 1 {
            return Ok(Exit::CopyOther);
        }
        let mut min_gallop = self.min_gallop;
        loop {
            let (mut acount, mut bcount) = (0, 0);
            loop {
                if less(&tmp[at(m.pb)], &v[at(m.pa)])? {
                    v[at(m.dest)] = v[at(m.pa)].clone();
                    (m.dest, m.pa, m.na) = (m.dest - 1, m.pa - 1, m.na - 1);
                    (acount, bcount) = (acount + 1, 0);
                    if m.na == 0 {
                        return Ok(Exit::Done);
                    }
                    if acount >= min_gallop {
                        break;
                    }
                } else {
                    v[at(m.dest)] = tmp[at(m.pb)].clone();
                    (m.dest, m.pb, m.nb) = (m.dest - 1, m.pb - 1, m.nb - 1);
                    (bcount, acount) = (bcount + 1, 0);
                    if m.nb == 1 {
                        return Ok(Exit::CopyOther);
                    }
                    if bcount >= min_gallop {
                        break;
                    }
                }
            }
            min_gallop += 1;
            loop {
                min_gallop -= usize::from(min_gallop > 1);
                self.min_gallop = min_gallop;
                let na = at(m.na);
                let k = na - gallop_right(less, &tmp[at(m.pb)], &v[a..a + na], na - 1)?;
                acount = k;
                if k > 0 {
                    let k = k as isize;
                    for j in (1..=k).rev() {
                        v[at(m.dest - k + j)] = v[at(m.pa - k + j)].clone();
                    }
                    (m.dest, m.pa, m.na) = (m.dest - k, m.pa - k, m.na - k);
                    if m.na == 0 {
                        return Ok(Exit::Done);
                    }
                }
                v[at(m.dest)] = tmp[at(m.pb)].clone();
                (m.dest, m.pb, m.nb) = (m.dest - 1, m.pb - 1, m.nb - 1);
                if m.nb == 1 {
                    return Ok(Exit::CopyOther);
                }
                let nb = at(m.nb);
                let k = nb - gallop_left(less, &v[at(m.pa)], &tmp[..nb], nb - 1)?;
                bcount = k;
                if k > 0 {
                    let k = k as isize;
                    for j in 1..=k {
                        v[at(m.dest - k + j)] = tmp[at(m.pb - k + j)].clone();
                    }
                    (m.dest, m.pb, m.nb) = (m.dest - k, m.pb - k, m.nb - k);
                    if m.nb == 1 {
                        return Ok(Exit::CopyOther);
                    }
                    if m.nb == 0 {
                        return Ok(Exit::Done);
                    }
                }
                v[at(m.dest)] = v[at(m.pa)].clone();
                (m.dest, m.pa, m.na) = (m.dest - 1, m.pa - 1, m.na - 1);
                if m.na == 0 {
                    return Ok(Exit::Done);
                }
                if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                    break;
                }
            }
            min_gallop += 1;
            self.min_gallop = min_gallop;
        }
    }
}

/// Where a merge stands: the next item of A and of B (from the left in
/// `merge_lo`, from the right in `merge_hi`), how many of each are left,
/// and the next slot to fill.
struct Cursor {
    pa: isize,
    na: isize,
    pb: isize,
    nb: isize,
    dest: isize,
}

/// How a merge loop ended: `Done` with only A (`merge_lo`) or B
/// (`merge_hi`) left to copy back, or with one item of the buffered run
/// left, which goes past the rest of the other run.
enum Exit {
    Done,
    CopyOther,
}

/// `gallop_left`: where `key` goes in sorted `a`, before any equal items,
/// searching out from `hint` in steps 1, 3, 7, ... then by bisection.
fn gallop_left<T, E>(less: &mut Less<'_, T, E>, key: &T, a: &[T], hint: usize) -> Result<usize, E> {
    let n = a.len();
    let (mut lastofs, mut ofs);
    if less(&a[hint], key)? {
        // a[hint] < key: gallop right.
        let maxofs = n - hint;
        lastofs = 0;
        ofs = 1;
        while ofs < maxofs {
            if less(&a[hint + ofs], key)? {
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            } else {
                break;
            }
        }
        ofs = ofs.min(maxofs);
        lastofs += hint;
        ofs += hint;
    } else {
        // key <= a[hint]: gallop left.
        let maxofs = hint + 1;
        lastofs = 0;
        ofs = 1;
        while ofs < maxofs {
            if less(&a[hint - ofs], key)? {
                break;
            }
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
        }
        ofs = ofs.min(maxofs);
        let k = lastofs;
        // `hint - ofs` may be -1: keep it shifted by one.
        lastofs = hint + 1 - ofs;
        ofs = hint - k;
        return bisect_left(less, key, a, lastofs, ofs);
    }
    bisect_left(less, key, a, lastofs + 1, ofs)
}

/// The bisection that ends `gallop_left`: `a[lo - 1] < key <= a[hi]`.
fn bisect_left<T, E>(less: &mut Less<'_, T, E>, key: &T, a: &[T], mut lo: usize, mut hi: usize) -> Result<usize, E> {
    while lo < hi {
        let m = lo + ((hi - lo) >> 1);
        if less(&a[m], key)? {
            lo = m + 1;
        } else {
            hi = m;
        }
    }
    Ok(hi)
}

/// `gallop_right`: where `key` goes in sorted `a`, after any equal items.
fn gallop_right<T, E>(less: &mut Less<'_, T, E>, key: &T, a: &[T], hint: usize) -> Result<usize, E> {
    let n = a.len();
    let (mut lastofs, mut ofs) = (0, 1);
    if less(key, &a[hint])? {
        // key < a[hint]: gallop left.
        let maxofs = hint + 1;
        while ofs < maxofs {
            if less(key, &a[hint - ofs])? {
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            } else {
                break;
            }
        }
        ofs = ofs.min(maxofs);
        let k = lastofs;
        let lo = hint + 1 - ofs;
        return bisect_right(less, key, a, lo, hint - k);
    }
    // a[hint] <= key: gallop right.
    let maxofs = n - hint;
    while ofs < maxofs {
        if less(key, &a[hint + ofs])? {
            break;
        }
        lastofs = ofs;
        ofs = (ofs << 1) + 1;
    }
    ofs = ofs.min(maxofs);
    bisect_right(less, key, a, lastofs + hint + 1, ofs + hint)
}

/// The bisection that ends `gallop_right`: `a[lo - 1] <= key < a[hi]`.
fn bisect_right<T, E>(less: &mut Less<'_, T, E>, key: &T, a: &[T], mut lo: usize, mut hi: usize) -> Result<usize, E> {
    while lo < hi {
        let m = lo + ((hi - lo) >> 1);
        if less(key, &a[m])? {
            hi = m;
        } else {
            lo = m + 1;
        }
    }
    Ok(hi)
}

#[cfg(test)]
mod tests {
    use super::sort;

    /// A generator of pseudo-random answers (xorshift), for a `less` that
    /// lies.
    fn noise(seed: u64) -> impl FnMut() -> u64 {
        let mut x = seed | 1;
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        }
    }

    #[test]
    fn sorts_stably() {
        let mut next = noise(7);
        for n in [0, 1, 2, 63, 64, 65, 100, 1000, 5000] {
            let mut v: Vec<(u64, usize)> = (0..n).map(|i| (next() % 50, i)).collect();
            let mut expected = v.clone();
            expected.sort_by_key(|&(k, _)| k);
            sort(&mut v, &mut |a: &(u64, usize), b: &(u64, usize)| Ok::<bool, ()>(a.0 < b.0)).unwrap();
            assert_eq!(v, expected, "n = {n}");
        }
    }

    #[test]
    fn an_inconsistent_less_keeps_every_item() {
        for seed in 1..400 {
            let mut answers = noise(seed);
            let mut v: Vec<usize> = (0..(seed as usize * 37) % 2000 + 64).collect();
            sort(&mut v, &mut |_: &usize, _: &usize| Ok::<bool, ()>(answers().is_multiple_of(2))).unwrap();
            v.sort();
            assert!(v.iter().enumerate().all(|(i, &x)| i == x), "seed {seed}");
        }
    }

    #[test]
    fn an_error_stops_the_sort_and_keeps_every_item() {
        let mut next = noise(3);
        for stop in [0, 1, 5, 50, 200, 1000, 3000] {
            let mut v: Vec<u64> = (0..600).map(|_| next() % 1000).collect();
            let mut before = v.clone();
            let mut calls = 0;
            let result = sort(&mut v, &mut |a: &u64, b: &u64| {
                calls += 1;
                if calls > stop {
                    Err("stop")
                } else {
                    Ok(a < b)
                }
            });
            assert_eq!(result, Err("stop"));
            before.sort();
            v.sort();
            assert_eq!(v, before, "stopped after {stop}");
        }
    }
}
