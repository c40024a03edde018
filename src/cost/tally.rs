//! What the pricing loop keeps of the reads when the reads themselves are
//! not wanted: totals, a depth histogram, per-line sums and a bounded
//! timeline, added up as each block is priced, so that a run's summary
//! takes memory in proportion to its source, not to its length.
//!
//! Exactness: a block of `w` words read at depth `d` is `w` reads at depths
//! `d..d+w`, and its cost is the telescoping sum `F((d+w-1)b) - F((d-1)b)`
//! of `cost::sum_byte_costs`, equal to the sum of the words' `read_cost`s.
//! Sums saturate at `u128::MAX` (no real trace comes near it).

use std::collections::BTreeMap;

use super::{byte_cost, read_cost, sum_byte_costs};
use crate::source::Site;

/// Reads and cost attributed to one source line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineCost {
    pub site: Site,
    pub reads: u64,
    pub cost: u128,
}

/// Reads at depths in `[min_depth, max_depth]` (a power-of-two bucket).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bucket {
    pub min_depth: u64,
    pub max_depth: u64,
    pub reads: u64,
    pub cost: u128,
}

/// The run so far at one read: reads and cost up to and including it, and
/// the words on the stack just after its instruction (the values it read
/// for the last time gone).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimePoint {
    pub reads: u64,
    pub cost: u128,
    pub live: u64,
}

/// The calls from one instruction to one function, with what they read
/// and cost in all, their callees' callees included (only when the run
/// records calls).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallEdge {
    /// Where the calls were made.
    pub site: Site,
    /// Where the function called is defined.
    pub callee: Site,
    pub calls: u64,
    pub reads: u64,
    pub cost: u128,
}

/// One priced trace: totals, depth histogram, per-line costs and timeline.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TraceSummary {
    pub reads: u64,
    pub cost: u128,
    pub peak_live: usize,
    pub histogram: Vec<Bucket>,
    pub lines: Vec<LineCost>,
    /// Cumulative cost and live words against the read index, sampled at
    /// evenly spaced reads (at most `TIMELINE_POINTS` points, the last one
    /// at the final read).
    pub timeline: Vec<TimePoint>,
    /// Inclusive costs by call edge, in (site, callee) order; empty unless
    /// the run recorded calls.
    pub calls: Vec<CallEdge>,
}

/// A `bytedmd`/`traced_eval`/`inspect_ir` call and its own priced trace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeasuredCall {
    /// Where the measuring call was made.
    pub call_site: Site,
    /// The measured function's name.
    pub function: String,
    pub summary: TraceSummary,
}

/// What the metered part of a run added up to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunStats {
    /// Measured calls (`bytedmd`, `traced_eval`, `inspect_ir`).
    pub measurements: u64,
    pub reads: u64,
    pub cost: u128,
    pub peak_live: usize,
}

/// The most points a timeline keeps: enough to draw, bounded for any run.
pub const TIMELINE_POINTS: usize = 512;

/// Power-of-two depth buckets, by the depth's bit length (depth 0, which
/// only malformed logs produce, counts with depth 1).
const BUCKETS: usize = 33;

/// Lines kept in a flat table; sites beyond (never produced by a source a
/// run can load) go to a map.
const DENSE_FILES: u32 = 1 << 12;
const DENSE_LINES: u32 = 1 << 22;

/// The running sums of one trace's reads.
#[derive(Debug, Clone)]
pub struct Tally {
    bytes_per_element: i64,
    reads: u64,
    cost: u128,
    buckets: [(u64, u128); BUCKETS],
    /// `lines[file][line]`: (reads, cost).
    lines: Vec<Vec<(u64, u128)>>,
    far_lines: BTreeMap<Site, (u64, u128)>,
    /// Reads come in runs from one site: the current run's site (none
    /// before the first read) and sums.
    run_site: Option<Site>,
    run: (u64, u128),
    timeline: Timeline,
}

impl Tally {
    pub fn new(bytes_per_element: i64) -> Tally {
        Tally {
            bytes_per_element,
            reads: 0,
            cost: 0,
            buckets: [(0, 0); BUCKETS],
            lines: Vec::new(),
            far_lines: BTreeMap::new(),
            run_site: None,
            run: (0, 0),
            timeline: Timeline::new(),
        }
    }

    /// A block of `width` words whose top word is at `depth`, read at
    /// `site`; `live` is the words on the stack after the read.
    #[inline(always)]
    pub fn block(&mut self, depth: u32, width: u32, site: Site, live: u64) {
        self.at(site);
        self.block_here(depth, width, live);
    }

    /// The reads that follow are at `site` (a caller that knows when the
    /// site changes says so once, not per block).
    #[inline(always)]
    pub fn at(&mut self, site: Site) {
        if self.run_site != Some(site) {
            self.new_run(site);
        }
    }

    /// The run of reads at the latest site ends: its sums go to its line.
    fn new_run(&mut self, site: Site) {
        if let Some(s) = self.run_site.replace(site) {
            let (reads, sum) = std::mem::take(&mut self.run);
            self.add_to_line(s, reads, sum);
        }
    }

    /// `block` at the site given last to `at` (one must have been).
    #[inline(always)]
    pub fn block_here(&mut self, depth: u32, width: u32, live: u64) {
        if width == 1 && self.plain() {
            return self.plain_word_here(depth, live);
        }
        let cost = match width {
            1 => self.word(depth),
            w => self.wide(depth, w),
        };
        self.count(width, cost, live, u128::saturating_add);
    }

    /// Whether words are priced at one byte each (the usual pricing):
    /// `plain_word_here` then prices a block of one.
    #[inline(always)]
    pub fn plain(&self) -> bool {
        self.bytes_per_element == 1
    }

    /// `block_here` of one word, when `plain` (a caller that knows it for
    /// a run of blocks need not ask per block).
    #[inline(always)]
    pub fn plain_word_here(&mut self, depth: u32, live: u64) {
        // Most reads. One costs at most 65,536 (a depth is a u32), so no
        // sum of them comes near `u128::MAX`: plain additions.
        let cost = byte_cost(u64::from(depth));
        let bucket = &mut self.buckets[depth.max(1).ilog2() as usize];
        bucket.0 += 1;
        bucket.1 += cost;
        self.count(1, cost, live, |a, b| a + b);
    }

    /// Counts `width` reads costing `cost` in the totals, the site's run
    /// and the timeline, adding costs with `add`.
    #[inline(always)]
    fn count(&mut self, width: u32, cost: u128, live: u64, add: impl Fn(u128, u128) -> u128) {
        self.cost = add(self.cost, cost);
        self.reads += u64::from(width);
        self.run.0 += u64::from(width);
        self.run.1 = add(self.run.1, cost);
        self.timeline.after(self.reads, self.cost, live);
    }

    /// Reads and cost so far.
    pub fn so_far(&self) -> (u64, u128) {
        (self.reads, self.cost)
    }

    /// Prices one word into its bucket.
    #[inline]
    fn word(&mut self, depth: u32) -> u128 {
        let cost = read_cost(u64::from(depth), self.bytes_per_element);
        let bucket = &mut self.buckets[depth.max(1).ilog2() as usize];
        bucket.0 += 1;
        bucket.1 = bucket.1.saturating_add(cost);
        cost
    }

    /// Prices the words at depths `depth..depth + width`, one bucket span
    /// at a time.
    fn wide(&mut self, depth: u32, width: u32) -> u128 {
        let (mut from, to) = (u64::from(depth), u64::from(depth) + u64::from(width) - 1);
        // Depths are u32 and saturate (a stack of more than 2^32 words: a
        // tuple of a million references to a 40 MB string, read at once):
        // the words beyond are read at the deepest depth, priced together,
        // not one by one (seconds of work inside one event, with no look
        // at the clock).
        let top = u64::from(u32::MAX);
        let beyond = to.saturating_sub(top);
        let to = to.min(top);
        let mut total = 0u128;
        if beyond > 0 {
            let cost = read_cost(top, self.bytes_per_element).saturating_mul(u128::from(beyond));
            let bucket = &mut self.buckets[top.ilog2() as usize];
            bucket.0 += beyond;
            bucket.1 = bucket.1.saturating_add(cost);
            total = cost;
        }
        while from <= to {
            let k = from.max(1).ilog2() as usize;
            let end = to.min((2u64 << k) - 1);
            let cost = span_cost(from, end, self.bytes_per_element);
            let bucket = &mut self.buckets[k];
            bucket.0 += end - from + 1;
            bucket.1 = bucket.1.saturating_add(cost);
            total = total.saturating_add(cost);
            from = end + 1;
        }
        total
    }

    /// Adds a run's sums to its line's.
    #[inline(always)]
    fn add_to_line(&mut self, site: Site, reads: u64, cost: u128) {
        // A line met before (the table only grows for dense sites).
        let entry = match self.lines.get_mut(site.file as usize).and_then(|l| l.get_mut(site.line as usize)) {
            Some(entry) => entry,
            None => self.new_line(site),
        };
        entry.0 += reads;
        entry.1 = entry.1.saturating_add(cost);
    }

    /// The sums of a line not in the table yet.
    #[inline(never)]
    fn new_line(&mut self, site: Site) -> &mut (u64, u128) {
        if site.file < DENSE_FILES && site.line < DENSE_LINES {
            let (file, line) = (site.file as usize, site.line as usize);
            if file >= self.lines.len() {
                self.lines.resize_with(file + 1, Vec::new);
            }
            let lines = &mut self.lines[file];
            if line >= lines.len() {
                lines.resize(line + 1, (0, 0));
            }
            &mut lines[line]
        } else {
            self.far_lines.entry(site).or_default()
        }
    }

    /// The summary; `peak_live` is the replay's.
    pub fn finish(mut self, peak_live: usize) -> TraceSummary {
        if let Some(s) = self.run_site.take() {
            self.add_to_line(s, self.run.0, self.run.1);
        }
        let mut lines: Vec<LineCost> = Vec::new();
        for (file, per_line) in self.lines.iter().enumerate() {
            for (line, &(reads, cost)) in per_line.iter().enumerate().filter(|(_, l)| l.0 > 0) {
                lines.push(LineCost { site: Site { file: file as u32, line: line as u32 }, reads, cost });
            }
        }
        lines.extend(self.far_lines.iter().map(|(&site, &(reads, cost))| LineCost { site, reads, cost }));
        lines.sort_by_key(|l| l.site);
        let histogram = (0..BUCKETS)
            .filter(|&k| self.buckets[k].0 > 0)
            .map(|k| {
                let (reads, cost) = self.buckets[k];
                Bucket { min_depth: 1 << k, max_depth: (1u64 << (k + 1)) - 1, reads, cost }
            })
            .collect();
        TraceSummary {
            reads: self.reads,
            cost: self.cost,
            peak_live,
            histogram,
            lines,
            timeline: self.timeline.finish(self.reads, self.cost),
            calls: Vec::new(),
        }
    }
}

/// The cost of a block of `width` words (at least one) whose top word is
/// at `depth`: a word at each depth from `depth` down, depths saturating at
/// `u32::MAX` as the stack's do.
pub(crate) fn block_cost(depth: u32, width: u32, bytes_per_element: i64) -> u128 {
    let (from, to) = (u64::from(depth), u64::from(depth) + u64::from(width.max(1)) - 1);
    let top = u64::from(u32::MAX);
    if to <= top {
        return span_cost(from, to, bytes_per_element);
    }
    let beyond = read_cost(top, bytes_per_element).saturating_mul(u128::from(to - top));
    span_cost(from, top, bytes_per_element).saturating_add(beyond)
}

/// The cost of one word at each depth in `from..=to` (`from <= to`, both
/// at least one): `F(to * b) - F((from - 1) * b)`.
pub(crate) fn span_cost(from: u64, to: u64, bytes_per_element: i64) -> u128 {
    if bytes_per_element <= 0 {
        return 0;
    }
    if from == to {
        return read_cost(from, bytes_per_element);
    }
    let b = bytes_per_element as u128;
    match (sum_byte_costs(u128::from(to) * b), sum_byte_costs(u128::from(from.saturating_sub(1)) * b)) {
        (Some(hi), Some(lo)) => hi - lo,
        _ => u128::MAX,
    }
}

/// Evenly spaced samples of a growing run, at most `TIMELINE_POINTS`: a
/// point every `stride` reads; when the table fills, every other point
/// goes and the stride doubles, so the spacing stays even.
#[derive(Debug, Clone)]
struct Timeline {
    stride: u64,
    next: u64,
    points: Vec<TimePoint>,
    /// The live words after the latest read, sampled or not: the timeline
    /// ends there (its reads and cost are the tally's totals).
    live: u64,
}

impl Timeline {
    fn new() -> Timeline {
        Timeline { stride: 1, next: 1, points: Vec::new(), live: 0 }
    }

    #[inline]
    fn after(&mut self, reads: u64, cost: u128, live: u64) {
        self.live = live;
        if reads >= self.next {
            self.sample(TimePoint { reads, cost, live });
        }
    }

    #[cold]
    fn sample(&mut self, point: TimePoint) {
        self.points.push(point);
        if self.points.len() == TIMELINE_POINTS {
            // Points sit near `stride * (i + 1)`: the odd indices are
            // the ones near multiples of the doubled stride.
            let mut i = 0;
            self.points.retain(|_| {
                i += 1;
                i % 2 == 0
            });
            self.stride *= 2;
        }
        // A wide block can pass several sampling points at once.
        self.next = (point.reads / self.stride + 1) * self.stride;
    }

    /// The samples, ending with the latest read, after which `reads` had
    /// been read at `cost`.
    fn finish(mut self, reads: u64, cost: u128) -> Vec<TimePoint> {
        let latest = TimePoint { reads, cost, live: self.live };
        if latest.reads > 0 && self.points.last() != Some(&latest) {
            if self.points.len() + 1 >= TIMELINE_POINTS {
                self.points.pop();
            }
            self.points.push(latest);
        }
        self.points
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(line: u32) -> Site {
        Site { file: line % 3, line }
    }

    /// Reads and cost: of the whole, of each depth bucket, of each line.
    type Sums = (u64, u128, Vec<(u64, u128)>, BTreeMap<Site, (u64, u128)>);

    /// The sums word by word, as the definition states them.
    fn word_by_word(blocks: &[(u32, u32, Site)], bpe: i64) -> Sums {
        let (mut reads, mut cost) = (0, 0u128);
        let mut buckets = vec![(0u64, 0u128); BUCKETS];
        let mut lines: BTreeMap<Site, (u64, u128)> = BTreeMap::new();
        for &(depth, width, site) in blocks {
            for j in 0..width {
                let d = depth.saturating_add(j);
                let c = read_cost(u64::from(d), bpe);
                reads += 1;
                cost += c;
                let b = &mut buckets[d.max(1).ilog2() as usize];
                b.0 += 1;
                b.1 += c;
                let l = lines.entry(site).or_default();
                l.0 += 1;
                l.1 += c;
            }
        }
        (reads, cost, buckets, lines)
    }

    #[test]
    fn blocks_sum_like_their_words() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for bpe in [1, 2, 8, 1000] {
            let blocks: Vec<(u32, u32, Site)> = (0..2000)
                .map(|_| {
                    let depth = match next(4) {
                        0 => next(4) as u32,
                        1 => next(70) as u32,
                        _ => next(5000) as u32,
                    };
                    let width = if next(3) == 0 { 1 + next(300) as u32 } else { 1 };
                    (depth, width, site(next(7) as u32))
                })
                .collect();
            let mut tally = Tally::new(bpe);
            for &(d, w, s) in &blocks {
                tally.block(d, w, s, 0);
            }
            let summary = tally.finish(0);
            let (reads, cost, buckets, lines) = word_by_word(&blocks, bpe);
            assert_eq!((summary.reads, summary.cost), (reads, cost), "bpe {bpe}");
            let want: Vec<Bucket> = (0..BUCKETS)
                .filter(|&k| buckets[k].0 > 0)
                .map(|k| Bucket {
                    min_depth: 1 << k,
                    max_depth: (1 << (k + 1)) - 1,
                    reads: buckets[k].0,
                    cost: buckets[k].1,
                })
                .collect();
            assert_eq!(summary.histogram, want);
            let want: Vec<LineCost> =
                lines.into_iter().map(|(site, (reads, cost))| LineCost { site, reads, cost }).collect();
            assert_eq!(summary.lines, want);
        }
    }

    /// A block that runs past the deepest depth (a stack of more than 2^32
    /// words) prices its saturated words together, as word by word would.
    #[test]
    fn blocks_past_the_deepest_depth_sum_like_their_words() {
        let near_top = u32::MAX - 5;
        let blocks = [(near_top, 40, site(1)), (u32::MAX, 3, site(2)), (near_top - 300, 200, site(1))];
        for bpe in [1, 8] {
            let mut tally = Tally::new(bpe);
            for &(d, w, s) in &blocks {
                tally.block(d, w, s, 0);
            }
            let summary = tally.finish(0);
            let (reads, cost, buckets, _) = word_by_word(&blocks, bpe);
            assert_eq!((summary.reads, summary.cost), (reads, cost), "bpe {bpe}");
            assert_eq!(summary.histogram.last().map(|b| (b.reads, b.cost)), Some(buckets[31]));
        }
        // Five million words of it take no longer than one.
        let mut tally = Tally::new(1);
        for _ in 0..1000 {
            tally.block(u32::MAX - 1, 5_000_000, site(1), 0);
        }
        assert_eq!(tally.so_far().0, 5_000_000_000);
    }

    #[test]
    fn far_sites_are_kept_in_order() {
        let mut tally = Tally::new(1);
        for s in [Site { file: 0, line: u32::MAX }, Site { file: 0, line: 3 }, Site { file: 1 << 20, line: 1 }] {
            tally.block(4, 1, s, 1);
        }
        let lines: Vec<Site> = tally.finish(1).lines.iter().map(|l| l.site).collect();
        assert_eq!(
            lines,
            [Site { file: 0, line: 3 }, Site { file: 0, line: u32::MAX }, Site { file: 1 << 20, line: 1 }]
        );
    }

    #[test]
    fn the_timeline_is_bounded_even_and_ends_at_the_last_read() {
        for n in [1u64, 7, 511, 512, 513, 100_000, 1_234_567] {
            let mut tally = Tally::new(1);
            for i in 0..n {
                let width = if i % 5 == 0 { 3 } else { 1 };
                tally.block(1 + (i % 9) as u32, width, site(1), i % 11);
            }
            let summary = tally.finish(11);
            let t = &summary.timeline;
            assert!(t.len() <= TIMELINE_POINTS, "{n}: {}", t.len());
            // Every block while there is room, then at least a quarter full.
            let least = if n < TIMELINE_POINTS as u64 { n as usize } else { TIMELINE_POINTS / 4 };
            assert!(t.len() >= least, "{n}: {}", t.len());
            let last = t.last().unwrap();
            assert_eq!((last.reads, last.cost), (summary.reads, summary.cost));
            assert!(t.windows(2).all(|w| w[0].reads < w[1].reads && w[0].cost <= w[1].cost));
            // Even: every gap within a factor of two of the median (give or
            // take a wide block).
            let mut gaps: Vec<u64> = t[..t.len() - 1].windows(2).map(|w| w[1].reads - w[0].reads).collect();
            gaps.sort_unstable();
            if let Some(&median) = gaps.get(gaps.len() / 2) {
                assert!(gaps.iter().all(|&g| g + 3 >= median / 2 && g <= 2 * median + 3), "{n}: {gaps:?}");
            }
        }
    }
}
