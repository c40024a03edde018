//! The heap budget: every allocation of the process is counted (a thin
//! global allocator over the system's), and growth that a program controls
//! — repetition, concatenation, joins, collecting an iterator, big-int
//! results, the event log — asks `reserve` (or `make_room`) *before*
//! allocating, so a program that wants more than the limit gets a
//! `MemoryError` instead of an aborted process. Between those checks,
//! `sandbox::poll` compares the count with the limit on every step.
//!
//! The count is of live heap bytes, so the point where a program meets the
//! limit is the same on every run of the same binary (no sampling of
//! resident memory). A helper thread that works beside the run (keeping a
//! long log's last uses, `eventlog::indexer`) is accounted later
//! (`account_later`): its allocations go into a count of its own, which the
//! run's thread adds in at points of its own choosing (`settle`), so the
//! count the run sees does not depend on how far the helper has got. The
//! pricing's second thread is counted as it goes: a budget met while
//! pricing may be met a little earlier or later from run to run.
//!
//! Under `DMDPY_AUDIT_BUDGET=1` the allocator itself reports (once, on
//! stderr) an allocation of a mebibyte or more that takes the heap more
//! than `AUDIT_SLACK` past the budget: growth that did not ask first, or a
//! second copy of a result that only one was asked for. The
//! hostile-program tests run so.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::error::{Exception, RtResult};

/// Counts live heap bytes around the system allocator.
pub struct Counting;

static ALLOCATED: AtomicUsize = AtomicUsize::new(0);
/// The budget in bytes; 0 = none.
static LIMIT: AtomicUsize = AtomicUsize::new(0);
/// Where `check` and `reserve` stop the program: the budget, or a little
/// past it for a REPL entry that began with the heap at the budget
/// (`begin_entry`).
static CHECK_AT: AtomicUsize = AtomicUsize::new(0);
/// Whether `audit` reports (`DMDPY_AUDIT_BUDGET=1`, read by `set_limit`).
static AUDIT: AtomicBool = AtomicBool::new(false);
/// Whether `audit` has reported already.
static AUDITED: AtomicBool = AtomicBool::new(false);
/// Whether the process ends once a program's clock is out (a worker:
/// `end_when_the_clock_is_out`).
static ENDS_WITH_THE_CLOCK: AtomicBool = AtomicBool::new(false);
/// Whether frees are made (`clock_out` in a process that ends then).
static FREEING: AtomicBool = AtomicBool::new(true);

/// Growth smaller than this is left to the step's look at the heap: a
/// program can only make many of them one step at a time.
const AUDIT_BYTES: usize = 1 << 20;

/// How far past the budget bookkeeping that cannot fail where it grows
/// takes the heap before the next step's look: the event log's next
/// chunk and the one mapped ahead of it (4 MiB each, `eventlog::trace`).
const AUDIT_SLACK: usize = 8 << 20;

thread_local! {
    /// Whether this thread's allocations are accounted later (`account_later`).
    static LATER: Cell<bool> = const { Cell::new(false) };
    /// Its bytes allocated less bytes freed since it last handed them over.
    static PENDING: Cell<isize> = const { Cell::new(0) };
}

/// The heap an allocation of `size` bytes takes as glibc's malloc lays it
/// out: a word of header, rounded up to 16 bytes, 32 at least. Counted so,
/// a program of many small objects meets the budget when its resident
/// memory does, not a tenth or more past it.
#[inline]
fn footprint(size: usize) -> usize {
    (size.saturating_add(8 + 15) & !15).max(32)
}

/// Counts `bytes` more (negative: fewer) live bytes, now or, on a thread
/// accounted later, when its count is handed over.
#[inline]
fn count(bytes: isize) {
    // Both cells are constant and have no destructor: reachable from the
    // allocator at any time, a thread's exit included.
    if LATER.with(Cell::get) {
        PENDING.with(|p| p.set(p.get().wrapping_add(bytes)));
    } else if bytes >= 0 {
        ALLOCATED.fetch_add(bytes as usize, Ordering::Relaxed);
    } else {
        ALLOCATED.fetch_sub(bytes.unsigned_abs(), Ordering::Relaxed);
    }
}

/// Under `DMDPY_AUDIT_BUDGET=1`: reports growth of `bytes` (at least
/// `AUDIT_BYTES`) that takes the heap more than `AUDIT_SLACK` past the
/// budget, which only growth that did not ask `reserve` first can do. Runs
/// inside the allocator, so it allocates nothing.
#[cold]
fn audit(bytes: usize) {
    let limit = LIMIT.load(Ordering::Relaxed);
    if !AUDIT.load(Ordering::Relaxed) || limit == 0 || LATER.with(Cell::get) {
        return;
    }
    let over = ALLOCATED.load(Ordering::Relaxed).saturating_add(bytes) > limit.saturating_add(AUDIT_SLACK);
    if over && !AUDITED.swap(true, Ordering::Relaxed) {
        let mut digits = [0u8; 20];
        let (mut at, mut kib) = (digits.len(), bytes >> 10);
        while at == digits.len() || kib > 0 {
            at -= 1;
            digits[at] = b'0' + (kib % 10) as u8;
            kib /= 10;
        }
        for piece in [&b"dmdpy: audit: an allocation of "[..], &digits[at..], b" KiB passed the heap budget unasked\n"]
        {
            // SAFETY: writes a buffer this function owns to stderr.
            unsafe { libc::write(2, piece.as_ptr().cast(), piece.len()) };
        }
    }
}

// SAFETY: forwards to `System` unchanged; only counts sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= AUDIT_BYTES {
            audit(footprint(layout.size()));
        }
        let p = System.alloc(layout);
        if !p.is_null() {
            count(footprint(layout.size()) as isize);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= AUDIT_BYTES {
            audit(footprint(layout.size()));
        }
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            count(footprint(layout.size()) as isize);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if FREEING.load(Ordering::Relaxed) {
            System.dealloc(ptr, layout);
        }
        count(-(footprint(layout.size()) as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size >= layout.size().saturating_add(AUDIT_BYTES) {
            audit(footprint(new_size) - footprint(layout.size()));
        }
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            count(footprint(new_size) as isize - footprint(layout.size()) as isize);
        }
        p
    }
}

/// Counts `bytes` more (negative: fewer) of a thread's stack as heap: the
/// pages a deep recursion touched stay resident (`stack::count_reached`).
pub fn count_stack(bytes: isize) {
    count(bytes);
}

/// From now on, this thread's allocations and frees are counted apart, and
/// reach the process's count only through `pending` and `settle`.
pub fn account_later() {
    LATER.with(|l| l.set(true));
}

/// This thread's bytes (allocated less freed) since it began to be
/// accounted later or last called this, taken out of its own count.
pub fn pending() -> isize {
    PENDING.with(|p| p.replace(0))
}

/// Adds bytes that a thread accounted later handed over (`pending`) to the
/// process's count.
pub fn settle(bytes: isize) {
    count(bytes);
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Growth below this many bytes is left to fault its pages in one by one.
const POPULATE_BYTES: usize = 256 << 10;

/// Asks the kernel for the pages of the first `count` items of `vec`'s
/// spare capacity at once, ready to be written, when they are many. A page
/// first written otherwise stops its thread with a fault per 4 KiB, and
/// the fault's work evicts the caches and TLB entries of the code around
/// it: the tables a long run sizes to its values and the chunks of its
/// log took tens of thousands of faults each, on the run's thread and the
/// pricer's. One call maps them all (the same pages, so the same resident
/// memory, and no count of the budget changes). Contents are untouched:
/// where the kernel cannot (not Linux, or before 5.14), the pages come as
/// they are written, as before.
pub fn populate_spare<T>(vec: &Vec<T>, count: usize) {
    let bytes = count.min(vec.capacity() - vec.len()).saturating_mul(std::mem::size_of::<T>());
    if bytes < POPULATE_BYTES {
        return;
    }
    populate(vec.as_ptr().wrapping_add(vec.len()) as usize, bytes);
}

/// `vec.resize(len, value)` for a table that grows a little at a time to
/// a large size: the pages ahead of it are asked for (`populate_spare`) a
/// megabyte at a time, as its length crosses into each, so that neither
/// one page at a time nor a doubled capacity at once is mapped.
pub fn resize_populating<T: Clone>(vec: &mut Vec<T>, len: usize, value: T) {
    let ahead = (1 << 20) / std::mem::size_of::<T>().max(1);
    let before = vec.len();
    if len > before {
        vec.reserve(len - before);
        if len / ahead != before / ahead {
            populate_spare(vec, len.next_multiple_of(ahead) - before);
        }
    }
    vec.resize(len, value);
}

/// `populate_spare` for items already made: a buffer the allocator handed
/// out zeroed (fresh pages it has not mapped yet).
pub fn populate_items<T>(items: &[T]) {
    let bytes = std::mem::size_of_val(items);
    if bytes >= POPULATE_BYTES {
        populate(items.as_ptr() as usize, bytes);
    }
}

/// `populate_items` of the `bytes` bytes at address `from`, from a thread
/// that holds no reference to them (`eventlog::indexer` maps the log's next
/// chunk while the run writes the one before). Memory freed meanwhile is
/// harmless: the call fails, or maps pages of whatever holds them now,
/// unchanged.
pub fn populate_range(from: usize, bytes: usize) {
    if bytes >= POPULATE_BYTES {
        populate(from, bytes);
    }
}

/// Gives the kernel back the whole pages of `zeros`, a buffer's unwritten
/// tail (`populate_items` mapped it whole): they read as zeros still, and
/// map again when written. The resident memory of a long log then ends
/// where its events do.
pub fn release_zeros(zeros: &[u8]) {
    debug_assert!(zeros.iter().all(|&b| b == 0));
    if zeros.len() >= POPULATE_BYTES {
        release(zeros.as_ptr() as usize, zeros.len());
    }
}

/// What `advise` asks of the kernel for a range of pages.
#[derive(Clone, Copy)]
enum Advice {
    /// Map them, ready to be written: what they hold does not change.
    Populate,
    /// Give them back: private anonymous pages then read as zeros again,
    /// so only pages of zeros are.
    Release,
}

fn populate(from: usize, bytes: usize) {
    advise(from, bytes, Advice::Populate);
}

fn release(from: usize, bytes: usize) {
    advise(from, bytes, Advice::Release);
}

/// `advice` for the whole pages inside `bytes` bytes from `from` (the
/// pages around them hold other data, and fault as they would).
#[cfg(target_os = "linux")]
fn advise(from: usize, bytes: usize, advice: Advice) {
    const PAGE: usize = 4096;
    let (start, end) = (from.next_multiple_of(PAGE), (from + bytes) & !(PAGE - 1));
    if end > start {
        let advice = match advice {
            Advice::Populate => libc::MADV_POPULATE_WRITE,
            Advice::Release => libc::MADV_DONTNEED,
        };
        // SAFETY: the callers' ranges lie in memory this process owns (a
        // vector's capacity, or its tail of zeros), and neither advice
        // changes what a program reads there (`Advice`). A kernel that
        // does not know the advice refuses it, and nothing happens.
        unsafe { libc::madvise(start as *mut libc::c_void, end - start, advice) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise(_from: usize, _bytes: usize, _advice: Advice) {}

/// Live heap bytes of the process.
pub fn allocated() -> usize {
    ALLOCATED.load(Ordering::Relaxed)
}

/// Sets the budget (bytes of live heap; 0 = none) for the whole process.
pub fn set_limit(bytes: u64) {
    let limit = usize::try_from(bytes).unwrap_or(usize::MAX);
    LIMIT.store(limit, Ordering::Relaxed);
    CHECK_AT.store(limit, Ordering::Relaxed);
    let audit = std::env::var("DMDPY_AUDIT_BUDGET").is_ok_and(|v| v.trim() == "1");
    AUDIT.store(audit, Ordering::Relaxed);
}

/// Under `DMDPY_AUDIT_BUDGET=1`, says on stderr the process's peak
/// resident memory (`VmHWM`) as a command ends: what the hostile-program
/// tests hold against `--max-memory`. Read from outside, a run that ended
/// before its first look could only be measured by `ru_maxrss`, which
/// includes the memory of the test process it was forked from.
pub fn audit_peak() {
    if !AUDIT.load(Ordering::Relaxed) {
        return;
    }
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM:")) {
        let kib = line.trim_start_matches("VmHWM:").trim().trim_end_matches("kB").trim();
        use std::io::Write;
        let _ = writeln!(std::io::stderr(), "dmdpy: audit: peak resident {kib} KiB");
    }
}

/// The budget `run` and the REPL use without `--max-memory`: half the
/// machine's memory, and under an address-space limit (`ulimit -v`) half
/// of what it leaves beside a thread stack of `stack` bytes, so the
/// program meets a `MemoryError` before the system refuses it memory.
pub fn default_limit(stack: u64) -> u64 {
    let physical = physical_memory().unwrap_or(8 << 30);
    let mut limit = physical / 2;
    if let Some(space) = address_space_limit() {
        limit = limit.min(space.saturating_sub(stack) / 2);
    }
    limit.max(64 << 20)
}

#[cfg(unix)]
fn physical_memory() -> Option<u64> {
    // SAFETY: sysconf has no preconditions.
    let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
    (pages > 0 && page > 0).then(|| pages as u64 * page as u64)
}

#[cfg(unix)]
fn address_space_limit() -> Option<u64> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit writes the struct it is given.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut limit) } == 0;
    (ok && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
}

#[cfg(not(unix))]
fn physical_memory() -> Option<u64> {
    None
}

#[cfg(not(unix))]
fn address_space_limit() -> Option<u64> {
    None
}

/// Makes the process's threads share glibc's one heap arena. With an arena
/// per thread, memory the pricing thread (or the REPL's pricer) freed
/// stays resident in its arena while the run's thread grows its own: a
/// REPL session under `--max-memory 128` peaked at 186 MiB resident with
/// 128 MiB counted, 144 MiB with one arena. Called by the command line
/// only: a host process (Python) keeps its own malloc settings.
pub fn one_arena() {
    // SAFETY: mallopt only sets a tunable of the C allocator; no thread of
    // ours allocates concurrently this early.
    #[cfg(target_env = "gnu")]
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
        libc::mallopt(libc::M_MMAP_THRESHOLD, MAPPED_BYTES as libc::c_int);
    }
}

/// Allocations of this many bytes or more get pages of their own (glibc
/// maps them apart), fixed rather than glibc's threshold that rises up to
/// 32 MiB with the blocks freed: a block in the shared heap that grows is
/// copied into a new one with the old one still resident (a list growing
/// from 40 to 80 MiB took 120 MiB of the machine while the budget counted
/// 80), and a large block freed in the middle of the heap stays resident.
/// A mapped block grows by remapping its pages, and is given back when
/// freed. (A REPL session under `--max-memory 128` peaked at 184 MiB.)
const MAPPED_BYTES: usize = 4 << 20;

/// This process ends once a program's clock is out (a worker: a program
/// cannot catch the `TimeoutError`, and nothing is priced after it), so
/// from then on it frees nothing: giving a large program's tree and
/// tables back block by block kept a worker whose clock was out running
/// most of a second more.
pub fn end_when_the_clock_is_out() {
    ENDS_WITH_THE_CLOCK.store(true, Ordering::Relaxed);
}

/// A program's clock is out (`TimeoutError`): a process that ends then
/// frees no more.
pub fn clock_out() {
    if ENDS_WITH_THE_CLOCK.load(Ordering::Relaxed) {
        FREEING.store(false, Ordering::Relaxed);
    }
}

/// `MemoryError` when the heap is already above the budget (or, in a
/// REPL entry that began at it, above the entry's grace: `begin_entry`).
#[inline]
pub fn check() -> RtResult<()> {
    let at = CHECK_AT.load(Ordering::Relaxed);
    if at != 0 && ALLOCATED.load(Ordering::Relaxed) > at {
        return Err(exceeded(LIMIT.load(Ordering::Relaxed)));
    }
    Ok(())
}

/// What a REPL entry may add to the heap past the budget when it begins
/// with the heap at it: its own text, tree and first steps. Without it, a
/// session whose values filled the budget (a `MemoryError` leaves the heap
/// a few hundred bytes short of it, or a step past it) refused every later
/// entry at its first step, even `L = 0`, which would free them.
const ENTRY_GRACE: usize = 64 << 10;

/// How far past the budget entries that each began over it can take the
/// heap, one grace after another: a session that keeps growing after its
/// `MemoryError`s meets a hard stop here.
const GRACE_CAP: usize = 4 << 20;

/// Starts a REPL entry: the budget stops it at the budget, or, when the
/// heap is already within `ENTRY_GRACE` of it, at the heap plus that grace
/// (never past the budget + `GRACE_CAP`): room to parse, resolve and run a
/// few steps, not to grow anything large.
pub fn begin_entry() {
    let limit = LIMIT.load(Ordering::Relaxed);
    if limit == 0 {
        return;
    }
    let graced = ALLOCATED.load(Ordering::Relaxed).saturating_add(ENTRY_GRACE);
    CHECK_AT.store(graced.max(limit).min(limit.saturating_add(GRACE_CAP)), Ordering::Relaxed);
}

/// Whether the heap is within `ENTRY_GRACE` of the budget (or past it).
pub fn at_budget() -> bool {
    let limit = LIMIT.load(Ordering::Relaxed);
    limit != 0 && ALLOCATED.load(Ordering::Relaxed).saturating_add(ENTRY_GRACE) > limit
}

/// `MemoryError` unless `bytes` more fit in the budget. Call before
/// allocating anything whose size the program chooses.
pub fn reserve(bytes: usize) -> RtResult<()> {
    let at = CHECK_AT.load(Ordering::Relaxed);
    if at != 0 && ALLOCATED.load(Ordering::Relaxed).saturating_add(bytes) > at {
        return Err(exceeded(LIMIT.load(Ordering::Relaxed)));
    }
    // Even without a budget, no allocation can be larger than this.
    if bytes > isize::MAX as usize {
        return Err(Exception::new("MemoryError", ""));
    }
    Ok(())
}

/// `reserve`, except on a thread accounted later (`account_later`), whose
/// growth its owner asks the budget for before handing it work.
pub fn reserve_unless_counted_later(bytes: usize) -> RtResult<()> {
    if LATER.with(Cell::get) {
        return Ok(());
    }
    reserve(bytes)
}

/// Asks for room to keep a program's text `text` named `name` in a
/// source map (`SourceMap::bytes_to_add`): a REPL session keeps every
/// entry's, a run its program's and its imports'.
pub fn reserve_source(name: &str, text: &str) -> RtResult<()> {
    reserve(crate::source::SourceMap::bytes_to_add(name, text))
}

/// `read_source` of a program's text, its size asked of the budget first.
pub fn read_program_source(path: &std::path::Path) -> Result<String, String> {
    let ask = |bytes: usize| reserve(bytes).map_err(|e| e.headline());
    crate::source::read_source_asking(path, crate::source::MAX_SOURCE_BYTES, &ask)
}

/// `reserve` for `count` items of `T` (saturating: a count too large for
/// the address space fails).
pub fn reserve_items<T>(count: usize) -> RtResult<()> {
    reserve(count.saturating_mul(std::mem::size_of::<T>().max(1)))
}

/// Makes room in `vec` for `additional` more items, growing it as `Vec`
/// would (doubling) when the budget allows, else exactly, else
/// `MemoryError`. An allocation the system refuses is a `MemoryError` too.
#[inline]
pub fn make_room<T>(vec: &mut Vec<T>, additional: usize) -> RtResult<()> {
    if vec.len().saturating_add(additional) <= vec.capacity() {
        return Ok(());
    }
    grow(vec, additional)
}

#[cold]
fn grow<T>(vec: &mut Vec<T>, additional: usize) -> RtResult<()> {
    let size = std::mem::size_of::<T>().max(1);
    let target = grown_capacity(vec.len(), vec.capacity(), additional, size)?;
    vec.try_reserve_exact(target - vec.len()).map_err(|_| system_refused(target.saturating_mul(size)))
}

/// The capacity that growing a buffer of `len` items of `size` bytes (room
/// for `capacity`) by `additional` items takes: doubled, as `Vec` would,
/// when the budget allows, else exactly what is needed, else
/// `MemoryError` — so that what is allocated is what was asked for.
fn grown_capacity(len: usize, capacity: usize, additional: usize, size: usize) -> RtResult<usize> {
    let needed = len.saturating_add(additional);
    reserve(additional.saturating_mul(size))?;
    let doubled = capacity.saturating_mul(2).max(needed).max(4);
    let fits = |cap: usize| reserve(cap.saturating_sub(len).saturating_mul(size)).is_ok();
    Ok(if fits(doubled) { doubled } else { needed })
}

/// Growth that cannot fail where it happens (the event log records every
/// read): doubles when the budget allows, else grows by what is needed;
/// the next `sandbox::poll` then finds the heap over the budget.
pub fn grow_within_budget<T>(vec: &mut Vec<T>, additional: usize) {
    if vec.len().saturating_add(additional) > vec.capacity() && grow(vec, additional).is_err() {
        vec.reserve_exact(additional);
    }
}

/// A vector with room for exactly `count` items, within the budget.
pub fn vec_with_capacity<T>(count: usize) -> RtResult<Vec<T>> {
    let mut vec = Vec::new();
    make_room(&mut vec, count)?;
    Ok(vec)
}

/// The `count` items of `items` in a vector asked of the budget first (a
/// snapshot of a table's keys to walk).
pub fn collect_exact<T>(count: usize, items: impl Iterator<Item = T>) -> RtResult<Vec<T>> {
    let mut vec = vec_with_capacity(count)?;
    vec.extend(items);
    Ok(vec)
}

/// `vec![value; count]` within the budget (a table's slots).
pub fn vec_filled<T: Clone>(value: T, count: usize) -> RtResult<Vec<T>> {
    let mut vec = vec_with_capacity(count)?;
    vec.resize(count, value);
    Ok(vec)
}

/// Makes room in `map` for `additional` more entries, asking the budget
/// first for the table it grows to (doubled: a hash map's growth). A
/// refusal, the budget's or the system's, is a `MemoryError`.
pub fn make_room_map<K: Eq + std::hash::Hash, V, S: std::hash::BuildHasher>(
    map: &mut std::collections::HashMap<K, V, S>,
    additional: usize,
) -> RtResult<()> {
    if map.len().saturating_add(additional) <= map.capacity() {
        return Ok(());
    }
    // A bucket holds an entry and a control byte; tables are at most 7/8 full.
    let entry = std::mem::size_of::<(K, V)>() + 1;
    let buckets = map.len().saturating_add(additional).max(map.capacity().saturating_mul(2)).saturating_mul(8) / 7;
    reserve(buckets.saturating_mul(entry))?;
    map.try_reserve(additional).map_err(|_| system_refused(buckets.saturating_mul(entry)))
}

/// `make_room` for a string's bytes.
#[inline]
pub fn make_room_str(s: &mut String, additional: usize) -> RtResult<()> {
    if s.len().saturating_add(additional) <= s.capacity() {
        return Ok(());
    }
    grow_str(s, additional)
}

#[cold]
fn grow_str(s: &mut String, additional: usize) -> RtResult<()> {
    let target = grown_capacity(s.len(), s.capacity(), additional, 1)?;
    s.try_reserve_exact(target - s.len()).map_err(|_| system_refused(target))
}

/// A new string with room for `bytes`, within the budget.
pub fn string_with_capacity(bytes: usize) -> RtResult<String> {
    let mut s = String::new();
    make_room_str(&mut s, bytes)?;
    Ok(s)
}

/// Whether `e` is this budget's `MemoryError` (or the system's refusal),
/// not an operation's own size check (`7 ** 10**9`).
pub fn is_budget_error(e: &Exception) -> bool {
    e.name == "MemoryError" && (e.message.starts_with(EXCEEDED) || e.message.starts_with(REFUSED))
}

const EXCEEDED: &str = "memory limit exceeded";
const REFUSED: &str = "the system refused";

/// The `MemoryError` of a refusal made earlier, raised now (a table that
/// could not grow in the middle of a pricing, which ends with it).
pub fn refusal() -> Box<Exception> {
    exceeded(LIMIT.load(Ordering::Relaxed))
}

fn exceeded(limit: usize) -> Box<Exception> {
    Exception::new("MemoryError", format!("{EXCEEDED}: the program needs more than {} MiB", limit >> 20))
}

fn system_refused(bytes: usize) -> Box<Exception> {
    Exception::new("MemoryError", format!("{REFUSED} an allocation of {} MiB", bytes >> 20))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table grown a little at a time across megabytes, and at once, is
    /// what `resize` makes: the pages asked for are only mapped, and the
    /// items past its length are not its own.
    #[test]
    fn populating_leaves_contents_as_resize_makes_them() {
        let (mut grown, mut plain) = (vec![7u32; 3], vec![7u32; 3]);
        for len in [10, 300_000, 300_001, 700_000, 5, 2_000_000] {
            resize_populating(&mut grown, len, len as u32);
            plain.resize(len, len as u32);
            assert_eq!(grown, plain);
        }
        let zeroed = vec![0u64; 1 << 20];
        populate_items(&zeroed);
        assert!(zeroed.iter().all(|&x| x == 0));
        let mut spare: Vec<u8> = Vec::with_capacity(8 << 20);
        spare.extend_from_slice(b"kept");
        populate_spare(&spare, usize::MAX);
        assert_eq!(spare, b"kept");
        spare.resize(8 << 20, 1);
        assert!(spare[4..].iter().all(|&x| x == 1));
    }

    /// A buffer's tail of zeros given back reads as zeros, and takes
    /// writes, as before.
    #[test]
    fn zeros_given_back_stay_zeros() {
        let mut chunk = vec![0u8; 4 << 20];
        populate_items(&chunk);
        chunk[..1000].fill(9);
        release_zeros(&chunk[1000..]);
        assert!(chunk[..1000].iter().all(|&x| x == 9));
        assert!(chunk[1000..].iter().all(|&x| x == 0));
        chunk[(2 << 20) + 5] = 3;
        assert_eq!(chunk.iter().map(|&x| u64::from(x)).sum::<u64>(), 9 * 1000 + 3);
    }
}
