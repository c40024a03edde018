//! The one way a log is priced for its summary, in three stages: this
//! thread decodes the log and resolves each key to its slot and whether
//! it leaves the stack (its last use); the stack's stage moves the LRU
//! stack (`Pricer`) and writes each block's depth down; and this thread
//! again sums those blocks (`Sums`: the tally, the call edges, and the
//! depths when `traced_eval` keeps them), and beside them, when a
//! measured call's window is shared with the run, the run's share
//! (`Shadow`). On a long log with a core free the stack's stage has a
//! thread to itself (it is the costly stage; the sums took a fifth of its
//! work when it did them too); otherwise it runs on this thread, each
//! buffer priced as it is resolved. The stages and their work are the
//! same either way: the second thread only splits it. (`Replayer` prices
//! one event at a time for what only it keeps: the IR and each read's
//! site.)
//!
//! The stages talk in buffers of u32 words, one event after another. The
//! low 3 bits of an event's first word say what it is, bit 3 is its flag
//! and the bits above hold its slot. Most events are one word (a one-key
//! read, a one-word store, a site change to one of the first million lines
//! of one of the first 256 files): the buffers the threads pass stay small
//! (1.9 words an event on `sgd.dmd`, from 4.5) and the pricer's dispatch
//! is short.
//!
//! | event            | words                                              |
//! |------------------|----------------------------------------------------|
//! | store of 1 word  | `slot << 4 \| stays << 3 \| STORE1`                 |
//! | store            | `STORE \| stays << 3`, slot, width                  |
//! | store, then test | `slot << 4 \| STORE` (slot > 0): a one-word value   |
//! |                  | stored and read at once, for the last time         |
//! | import           | `IMPORT`, slot, width                              |
//! | read of one key  | `slot << 4 \| leaves << 3 \| READ1`                 |
//! | read of two keys | `READ \| 8`, then 2 × `slot << 1 \| leaves`           |
//! | read             | `READ`, n, then n × `slot << 1 \| leaves`           |
//! | (site change)    | `line << 12 \| file << 4 \| 8 \| SITE`: the site of |
//! |                  | the reads after it; `SITE`, file, line if larger   |
//! | call             | `CALL`, file, line, callee file, callee line       |
//! | return           | `RETURN`                                           |
//!
//! The one-word forms hold slots below `ONE_WORD_SLOTS`; larger ones (a
//! run of hundreds of millions of values) take the longer forms.
//!
//! A store followed by a read of the same one-word value alone, its last,
//! is one event here (a test: the bool of a comparison read by an `if` or
//! a `while`, two events in ten of a loop): the stack's stage then need
//! not push the value and take it off again (`Pricer::test`).
//!
//! The stack's stage hands each buffer back with its blocks, in the order
//! of the buffer's reads: `depth, live` (the live words after the read's
//! instruction) for a block of one word, `depth, LONG, width, live`
//! otherwise.

use std::ops::ControlFlow;
use std::sync::mpsc::{self, TrySendError};

use super::pricer::{Blocks, Pricer, Sums};
use super::shadow::{Shadow, ShadowPlan};
use super::{first_stamps, KeySlots, LastUses, Replay, ReplayOptions};
use crate::error::RtResult;
use crate::eventlog::trace::{Event, Key, Steps, Trace};
use crate::source::Site;

const STORE1: u32 = 0;
const STORE: u32 = 1;
const IMPORT: u32 = 2;
const READ1: u32 = 3;
const READ: u32 = 4;
const SITE: u32 = 5;
const CALL: u32 = 6;
const RETURN: u32 = 7;

/// Slots below this fit a one-word event (small under unit tests, so that
/// they take both forms).
const ONE_WORD_SLOTS: u32 = if cfg!(test) { 512 } else { 1 << 28 };
/// Lines below this (in the first 256 files) fit a one-word site change.
const ONE_WORD_LINES: u32 = if cfg!(test) { 1000 } else { 1 << 20 };

/// Words per buffer handed over (a buffer is flushed once it is this full;
/// small under unit tests, so that a log takes many and the queue fills).
const BUFFER_WORDS: usize = if cfg!(test) { 256 } else { 1 << 16 };
/// Buffers in flight: enough to ride out the stages' jitter.
const IN_FLIGHT: usize = 4;

/// Logs shorter than this are priced in one thread: a thread costs more
/// than it saves. (Small under unit tests, so that logs short enough to
/// hold one-word events take this way too.)
pub(super) const MIN_EVENTS: usize = if cfg!(test) { 1 << 10 } else { 1 << 18 };

/// Whether the slots of `slots` fit the words (a slot and a flag in 32
/// bits).
pub(super) fn fits(slots: &KeySlots) -> bool {
    slots.max_slot() < 1 << 31
}

/// The second word of a block written in its long form.
const LONG: u32 = u32::MAX;

/// What a pricing starts from and where its stack's stage runs.
pub(super) struct Setup {
    /// The sums the blocks are added to (empty, or a run's so far).
    pub sums: Sums,
    /// The whole run's share of a measured call's window, priced beside
    /// the call's own when planned, with the run's sums so far.
    pub shadow: Option<(ShadowPlan, Sums)>,
    /// Events to price: the first `until` (`usize::MAX`: all of them).
    pub until: usize,
    /// The stack's stage on a second thread (when one can be started).
    pub threads: bool,
}

impl Setup {
    /// A whole log priced afresh for what `options` keeps, on two threads
    /// when the log is long enough to pay for one and a core is free.
    pub fn fresh(trace: &Trace, options: ReplayOptions) -> Setup {
        Setup {
            sums: Sums::new(options.bytes_per_element, options.depths),
            shadow: None,
            until: usize::MAX,
            threads: worth_a_thread(trace.len()),
        }
    }
}

/// Whether a log of `events` events is priced faster on two threads.
pub(super) fn worth_a_thread(events: usize) -> bool {
    events >= MIN_EVENTS && crate::sandbox::second_core()
}

/// What the stages leave: whether the resolving stage ran to the end (or
/// the error `look` or the budget stopped it with), the stack, the sums,
/// and the run's share when a shadow was planned.
pub(super) struct Priced {
    pub resolved: RtResult<()>,
    pub pricer: Pricer<Written>,
    pub sums: Sums,
    pub shadow: Option<Shadow<Sums>>,
}

impl Priced {
    /// The replay of what was priced (the sums' summary, the peak, the
    /// final stack), or why it stopped.
    pub fn replay(mut self, slots: &KeySlots) -> RtResult<Replay> {
        let refused = self.sums.budget.refused.take();
        self.resolved?;
        self.pricer.stack.check()?;
        if let Some(refused) = refused {
            return Err(refused);
        }
        let peak_live = self.pricer.peak_live();
        let (summary, depths) = self.sums.finish(peak_live);
        let final_stack = self.pricer.final_stack(slots.keys_by_slot());
        Ok(Replay { summary, peak_live, final_stack, depths, ..Replay::default() })
    }
}

/// Prices `trace` (resolved by `slots` and `last`) as `setup` says, in
/// the three stages; `look` is called on this thread before each event
/// and stops the pricing with its error. The stack's stage runs on a
/// thread of its own when `setup.threads` (and one can be started), on
/// this one otherwise: the same stages, the same work, in either case.
pub(super) fn price_log(
    trace: &Trace,
    slots: &KeySlots,
    last: &LastUses,
    look: impl FnMut(usize) -> RtResult<()>,
    setup: Setup,
) -> Priced {
    let Setup { mut sums, shadow, until, threads } = setup;
    if let Err(refused) = super::lru::ask_for_stamps(slots.max_slot()) {
        let pricer = Pricer::new(1, 0, Written(Vec::new()));
        return Priced { resolved: Err(refused), pricer, sums, shadow: None };
    }
    sums.budget.ask = true;
    let run = shadow.map(|(plan, run_sums)| Shadow::new(plan, run_sums));
    let kept = run.as_ref().map(|run| run.kept().to_vec()).unwrap_or_default();
    let stamps = first_stamps(trace);
    let new_pricer = || {
        let mut pricer = Pricer::new(stamps, slots.max_slot(), Written(Vec::new()));
        pricer.keep(kept.clone());
        pricer
    };
    // A short log's buffer need not be the full size.
    let words = trace.len().saturating_mul(2).min(BUFFER_WORDS) + 64;
    let mut sink = Sink { sums, run, call_words: 0, spare: Vec::new(), words };
    let mut look = look;
    if threads {
        let threaded = std::thread::scope(|scope| {
            let (to_stack, stack_rx) = mpsc::sync_channel::<Buffer>(IN_FLIGHT);
            let (to_sums, sums_rx) = mpsc::channel::<Buffer>();
            let spawned = std::thread::Builder::new()
                .name("dmdpy-pricer".into())
                .spawn_scoped(scope, move || price_buffers(new_pricer(), stack_rx, to_sums));
            let Ok(worker) = spawned else { return Err(Box::new(sink)) };
            let mut stages = Stages { stack: StackStage::Thread { to_stack, from_stack: sums_rx }, sink };
            let resolved = resolve(trace, slots, last, &mut look, until, &mut stages);
            let (sink, _) = stages.finish();
            let pricer = match worker.join() {
                Ok(pricer) => pricer,
                Err(panic) => std::panic::resume_unwind(panic),
            };
            Ok(Priced { resolved, pricer, sums: sink.sums, shadow: sink.run })
        });
        match threaded {
            Ok(priced) => return priced,
            Err(back) => sink = *back, // no thread: this one prices
        }
    }
    let stack = StackStage::Inline { pricer: Box::new(new_pricer()), keys: Vec::new() };
    let mut stages = Stages { stack, sink };
    let resolved = resolve(trace, slots, last, &mut look, until, &mut stages);
    let (sink, pricer) = stages.finish();
    let pricer = pricer.expect("the inline stage keeps its pricer");
    Priced { resolved, pricer, sums: sink.sums, shadow: sink.run }
}

/// The stack's stage on its own thread: prices each buffer it is handed
/// and hands it on to the sums, until the resolver stops.
fn price_buffers(
    mut pricer: Pricer<Written>,
    buffers: mpsc::Receiver<Buffer>,
    to_sums: mpsc::Sender<Buffer>,
) -> Pricer<Written> {
    let mut keys = Vec::new();
    for mut buffer in buffers {
        price_buffer(&mut pricer, &mut buffer, &mut keys);
        if to_sums.send(buffer).is_err() {
            break; // the resolver stopped
        }
    }
    pricer
}

/// Prices `buffer`'s events with `pricer`, leaving their blocks in it.
fn price_buffer(pricer: &mut Pricer<Written>, buffer: &mut Buffer, keys: &mut Vec<u32>) {
    std::mem::swap(&mut pricer.blocks.0, &mut buffer.blocks);
    pricer.blocks.0.clear();
    price(pricer, &buffer.events, keys);
    std::mem::swap(&mut pricer.blocks.0, &mut buffer.blocks);
}

/// A buffer of events, and the blocks the stack priced in it.
struct Buffer {
    events: Vec<u32>,
    blocks: Vec<u32>,
}

/// Where the stack's stage runs.
enum StackStage {
    /// On a thread of its own: resolved buffers go out, priced ones come
    /// back, in order.
    Thread { to_stack: mpsc::SyncSender<Buffer>, from_stack: mpsc::Receiver<Buffer> },
    /// On this thread: each buffer is priced as it is handed over.
    Inline { pricer: Box<Pricer<Written>>, keys: Vec<u32> },
}

/// The sums stage, on this thread: the blocks of the buffers the stack
/// priced, summed in order.
struct Sink {
    sums: Sums,
    /// The whole run's share of the events, when derived (`Shadow`), and
    /// the words on the call's stack after the events summed so far.
    run: Option<Shadow<Sums>>,
    call_words: u32,
    /// Buffers summed, for reuse.
    spare: Vec<Buffer>,
    /// The capacity of a new buffer of events.
    words: usize,
}

impl Sink {
    /// Sums a buffer the stack priced and keeps it for reuse.
    fn sum(&mut self, mut buffer: Buffer) {
        match &mut self.run {
            None => sum(&mut self.sums, &buffer.events, &buffer.blocks),
            Some(run) => sum_shadowed(&mut self.sums, run, &mut self.call_words, &buffer.events, &buffer.blocks),
        }
        buffer.events.clear();
        self.spare.push(buffer);
    }
}

/// This thread's ends of the stages: it hands resolved buffers to the
/// stack's stage and sums the ones that come back, in order.
struct Stages {
    stack: StackStage,
    sink: Sink,
}

impl Stages {
    /// An empty buffer of events to fill.
    fn next_events(&mut self) -> Vec<u32> {
        match self.sink.spare.last_mut() {
            Some(buffer) => std::mem::take(&mut buffer.events),
            None => Vec::with_capacity(self.sink.words),
        }
    }

    /// Hands `events` to the stack's stage, summing what comes back
    /// meanwhile (and, while its thread's queue is full, waiting for it).
    /// False when that thread is gone (it panicked: joining it says why).
    fn hand(&mut self, events: Vec<u32>) -> bool {
        let blocks = self.sink.spare.pop().map(|b| b.blocks).unwrap_or_default();
        let mut buffer = Buffer { events, blocks };
        let (to_stack, from_stack) = match &mut self.stack {
            StackStage::Inline { pricer, keys } => {
                price_buffer(pricer, &mut buffer, keys);
                self.sink.sum(buffer);
                return true;
            }
            StackStage::Thread { to_stack, from_stack } => (to_stack, from_stack),
        };
        loop {
            while let Ok(done) = from_stack.try_recv() {
                self.sink.sum(done);
            }
            match to_stack.try_send(buffer) {
                Ok(()) => return true,
                Err(TrySendError::Full(back)) => {
                    buffer = back;
                    match from_stack.recv() {
                        Ok(done) => self.sink.sum(done),
                        Err(_) => return false,
                    }
                }
                Err(TrySendError::Disconnected(_)) => return false,
            }
        }
    }

    /// Waits for the buffers still out and sums them; the sums, and the
    /// stack when it ran on this thread.
    fn finish(self) -> (Sink, Option<Pricer<Written>>) {
        let Stages { stack, mut sink } = self;
        match stack {
            StackStage::Inline { pricer, .. } => (sink, Some(*pricer)),
            StackStage::Thread { to_stack, from_stack } => {
                drop(to_stack);
                while let Ok(done) = from_stack.recv() {
                    sink.sum(done);
                }
                (sink, None)
            }
        }
    }
}

/// The resolving stage: encodes each event with its slots and last uses.
fn resolve(
    trace: &Trace,
    slots: &KeySlots,
    last: &LastUses,
    look: impl FnMut(usize) -> RtResult<()>,
    until: usize,
    stages: &mut Stages,
) -> RtResult<()> {
    // `LastUses::over_by`, its kind settled once rather than per key.
    match last {
        LastUses::Short(last) => {
            let over_by = |slot: u32, i: usize| last.get(slot as usize).is_none_or(|&l| l as usize <= i);
            resolve_with(trace, slots, over_by, look, until, stages)
        }
        LastUses::Long(last) => {
            let over_by = |slot: u32, i: usize| last.get(slot as usize).is_none_or(|&l| l <= i as u64);
            resolve_with(trace, slots, over_by, look, until, stages)
        }
    }
}

/// `resolve`, `over_by(slot, i)` telling whether a slot's last use is at
/// or before event `i`.
fn resolve_with(
    trace: &Trace,
    slots: &KeySlots,
    over_by: impl Fn(u32, usize) -> bool,
    look: impl FnMut(usize) -> RtResult<()>,
    until: usize,
    stages: &mut Stages,
) -> RtResult<()> {
    let out = stages.next_events();
    let stored = (usize::MAX, 0);
    let wide = super::WideReads::default();
    let mut resolver = Resolver { slots, over_by, look, until, stages, out, site: None, i: 0, stored, wide };
    // Stopped at `until` (or with the stack's thread gone), the events
    // resolved so far are priced all the same.
    if let ControlFlow::Break(Err(stopped)) = trace.cursor().for_each_step(&mut resolver) {
        return Err(stopped);
    }
    if !resolver.out.is_empty() {
        resolver.stages.hand(resolver.out);
    }
    Ok(())
}

/// The resolving stage's state, handed the events by
/// `Cursor::for_each_step` (the commonest whole, their keys without a
/// list).
struct Resolver<'a, O, L> {
    slots: &'a KeySlots,
    over_by: O,
    look: L,
    /// The events to resolve: the first `until`.
    until: usize,
    stages: &'a mut Stages,
    /// The buffer being filled.
    out: Vec<u32>,
    /// The site of the reads encoded last.
    site: Option<Site>,
    /// The event's index.
    i: usize,
    /// The index of the last `store_next` and the buffer's length after
    /// it: a read of the event after can tell that the buffer ends with
    /// that store, not with a word of another event.
    stored: (usize, usize),
    /// The keys of wide reads since the last look.
    wide: super::WideReads,
}

impl<O: Fn(u32, usize) -> bool, L: FnMut(usize) -> RtResult<()>> Resolver<'_, O, L> {
    /// Before each event: a look at the sandbox, and whether the events
    /// asked for are all resolved.
    #[inline(always)]
    fn look(&mut self) -> ControlFlow<RtResult<()>> {
        if self.i >= self.until {
            return ControlFlow::Break(Ok(()));
        }
        match (self.look)(self.i) {
            Ok(()) => ControlFlow::Continue(()),
            Err(e) => ControlFlow::Break(Err(e)),
        }
    }

    /// After each event: a full buffer goes to the stack's thread.
    #[inline(always)]
    fn end(&mut self) -> ControlFlow<RtResult<()>> {
        if self.out.len() >= BUFFER_WORDS {
            let next = self.stages.next_events();
            if !self.stages.hand(std::mem::replace(&mut self.out, next)) {
                return ControlFlow::Break(Ok(())); // the stack's thread is gone (it panicked): join says why
            }
        }
        self.i += 1;
        ControlFlow::Continue(())
    }

    /// Encodes a read of `keys` (at least one) at `at`.
    #[inline(always)]
    fn read(&mut self, at: Site, keys: &[Key]) {
        resolve_site(at, &mut self.site, &mut self.out);
        let leaves = |slot| (self.over_by)(slot, self.i);
        resolve_read(keys, self.slots, leaves, &mut self.out);
    }
}

impl<O: Fn(u32, usize) -> bool, L: FnMut(usize) -> RtResult<()>> Steps for Resolver<'_, O, L> {
    type Stop = RtResult<()>;

    #[inline(always)]
    fn store_next(&mut self, key: Key) -> ControlFlow<RtResult<()>> {
        self.look()?;
        let leaves = |slot| (self.over_by)(slot, self.i);
        resolve_store(self.slots.slot(key), 1, leaves, &mut self.out);
        self.stored = (self.i, self.out.len());
        self.end()
    }

    #[inline(always)]
    fn read_one(&mut self, site: Site, key: Key) -> ControlFlow<RtResult<()>> {
        self.look()?;
        let slot = self.slots.slot(key);
        let leaves = (self.over_by)(slot, self.i);
        let out = &mut self.out;
        // The value stored by the event before, read for the last time: a
        // test (the store is no read: the site can change before it).
        let test = leaves
            && self.stored == (self.i.wrapping_sub(1), out.len())
            && out.last() == Some(&(slot << 4 | 8 | STORE1));
        if test {
            out.pop();
        }
        resolve_site(site, &mut self.site, out);
        match test {
            true => out.push(slot << 4 | STORE),
            false => resolve_read_one(slot, leaves, out),
        }
        self.end()
    }

    #[inline(always)]
    fn read_two(&mut self, site: Site, a: Key, b: Key) -> ControlFlow<RtResult<()>> {
        self.look()?;
        self.read(site, &[a, b]);
        self.end()
    }

    #[inline(always)]
    fn other(&mut self, event: Event, keys: &[Key]) -> ControlFlow<RtResult<()>> {
        self.look()?;
        let out = &mut self.out;
        match event {
            Event::Store { key, width } => {
                let leaves = |slot| (self.over_by)(slot, self.i);
                resolve_store(self.slots.slot(key), width, leaves, out);
            }
            Event::Import { key, width } => out.extend([IMPORT, self.slots.slot(key), width]),
            Event::Read { site: at } => {
                if self.wide.due(keys.len()) {
                    if let Err(e) = super::look_now() {
                        return ControlFlow::Break(Err(e));
                    }
                }
                if !keys.is_empty() {
                    self.read(at, keys);
                }
            }
            Event::Call { site, callee } => out.extend([CALL, site.file, site.line, callee.file, callee.line]),
            Event::Return => out.push(RETURN),
            Event::OpStart | Event::OpEnd { .. } => {}
        }
        self.end()
    }
}

/// Encodes a store of `width` words in `slot`, `leaves` telling whether
/// it leaves the stack at once.
#[inline(always)]
fn resolve_store(slot: u32, width: u32, leaves: impl Fn(u32) -> bool, out: &mut Vec<u32>) {
    let stays = u32::from(!leaves(slot));
    match width == 1 && slot < ONE_WORD_SLOTS {
        true => out.push(slot << 4 | stays << 3 | STORE1),
        false => out.extend([STORE | stays << 3, slot, width]),
    }
}

/// Encodes a change of the reads' site to `at`, if `site` (the site of
/// the reads encoded last) is another.
#[inline(always)]
fn resolve_site(at: Site, site: &mut Option<Site>, out: &mut Vec<u32>) {
    if *site != Some(at) {
        *site = Some(at);
        match at.file < 1 << 8 && at.line < ONE_WORD_LINES {
            true => out.push(at.line << 12 | at.file << 4 | 8 | SITE),
            false => out.extend([SITE, at.file, at.line]),
        }
    }
}

/// Encodes a read of `keys` (at least one), `leaves` telling which slots
/// leave the stack after it.
#[inline(always)]
fn resolve_read(keys: &[Key], slots: &KeySlots, leaves: impl Fn(u32) -> bool, out: &mut Vec<u32>) {
    if let [key] = *keys {
        let slot = slots.slot(key);
        return resolve_read_one(slot, leaves(slot), out);
    }
    let word = |key: Key| {
        let slot = slots.slot(key);
        slot << 1 | u32::from(leaves(slot))
    };
    if let [a, b] = *keys {
        out.extend_from_slice(&[READ | 8, word(a), word(b)]);
        return;
    }
    out.reserve(keys.len() + 2);
    // A batch is far below 2^32 keys: the log holds them.
    out.extend([READ, keys.len() as u32]);
    out.extend(keys.iter().map(|&k| word(k)));
}

/// Encodes a read of `slot` alone, which `leaves` the stack after it.
#[inline(always)]
fn resolve_read_one(slot: u32, leaves: bool, out: &mut Vec<u32>) {
    match slot < ONE_WORD_SLOTS {
        true => out.push(slot << 4 | u32::from(leaves) << 3 | READ1),
        false => out.extend([READ, 1, slot << 1 | u32::from(leaves)]),
    }
}

/// One event of a buffer, decoded.
enum Word<'a> {
    Store {
        slot: u32,
        width: u32,
        stays: bool,
    },
    Import {
        slot: u32,
        width: u32,
    },
    ReadOne {
        slot: u32,
        leaves: bool,
    },
    /// A one-word value stored in `slot`, then read for the last time.
    Test {
        slot: u32,
    },
    /// `slot << 1 | leaves` per key.
    Read(&'a [u32]),
    Site(Site),
    Call(Site, Site),
    Return,
}

/// The events of a buffer, in order.
struct Words<'a> {
    words: &'a [u32],
    at: usize,
}

impl<'a> Iterator for Words<'a> {
    type Item = Word<'a>;

    #[inline(always)]
    fn next(&mut self) -> Option<Word<'a>> {
        let words = self.words;
        let at = self.at;
        let word = *words.get(at)?;
        let site = |at: usize| Site { file: words[at], line: words[at + 1] };
        let (event, len) = match word & 7 {
            STORE1 => (Word::Store { slot: word >> 4, width: 1, stays: word & 8 != 0 }, 1),
            READ1 => (Word::ReadOne { slot: word >> 4, leaves: word & 8 != 0 }, 1),
            SITE if word & 8 != 0 => (Word::Site(Site { file: word >> 4 & 0xff, line: word >> 12 }), 1),
            SITE => (Word::Site(site(at + 1)), 3),
            STORE if word >> 4 != 0 => (Word::Test { slot: word >> 4 }, 1),
            STORE => (Word::Store { slot: words[at + 1], width: words[at + 2], stays: word & 8 != 0 }, 3),
            IMPORT => (Word::Import { slot: words[at + 1], width: words[at + 2] }, 3),
            READ if word & 8 != 0 => (Word::Read(&words[at + 1..at + 3]), 3),
            READ => {
                let n = words[at + 1] as usize;
                (Word::Read(&words[at + 2..at + 2 + n]), 2 + n)
            }
            CALL => (Word::Call(site(at + 1), site(at + 3)), 5),
            _ => (Word::Return, 1),
        };
        self.at = at + len;
        Some(event)
    }
}

fn words(words: &[u32]) -> Words<'_> {
    Words { words, at: 0 }
}

/// The stack's stage: one buffer's events, its blocks written down. The
/// stack counts the live stamps above a key's with a population count:
/// the baseline x86-64 the build targets has no instruction for it (the
/// library's fallback is some twenty), so where the CPU has one the same
/// code is compiled a second time with it and chosen once a buffer.
fn price(pricer: &mut Pricer<Written>, events: &[u32], keys: &mut Vec<u32>) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU has the one feature `price_popcnt` is compiled
        // for (checked just above).
        return unsafe { price_popcnt(pricer, events, keys) };
    }
    price_events(pricer, events, keys);
}

/// `price_events` where `popcnt` counts the bits.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn price_popcnt(pricer: &mut Pricer<Written>, events: &[u32], keys: &mut Vec<u32>) {
    price_events(pricer, events, keys);
}

/// `price`, inlined into each of its versions.
#[inline(always)]
fn price_events(pricer: &mut Pricer<Written>, events: &[u32], keys: &mut Vec<u32>) {
    // The sums stage knows the sites: the blocks need none.
    let nowhere = Site { file: 0, line: 0 };
    for word in words(events) {
        match word {
            Word::Store { slot, width, stays } => pricer.store(slot, width, stays),
            Word::Import { slot, width } => pricer.import(slot, width),
            Word::ReadOne { slot, leaves } => pricer.read_one(slot, nowhere, leaves),
            Word::Test { slot } => pricer.test(slot, nowhere),
            Word::Read(&[a, b]) => {
                pricer.read_two(a >> 1, a & 1 == 1, b >> 1, b & 1 == 1, nowhere);
            }
            Word::Read(batch) => {
                keys.clear();
                keys.extend(batch.iter().map(|&w| w >> 1));
                pricer.read(keys, nowhere, |j, _| batch[j] & 1 == 1);
            }
            Word::Site(_) => continue, // not an event
            Word::Call(..) | Word::Return => {}
        }
        pricer.end_event();
    }
}

/// The blocks of a buffer as the stack's stage writes them down.
pub(super) struct Written(Vec<u32>);

impl Blocks for Written {
    #[inline(always)]
    fn block(&mut self, depth: u32, width: u32, _site: Site, live: u64) {
        // The stack counts its words in a u32.
        let live = u32::try_from(live).unwrap_or(u32::MAX);
        match width == 1 && live != LONG {
            true => self.0.extend([depth, live]),
            false => self.0.extend([depth, LONG, width, live]),
        }
    }
}

/// The sums stage: one buffer's events with the blocks priced in it. The
/// site of the reads is the sums' own, carried from buffer to buffer: it
/// is told when it changes.
fn sum(sums: &mut Sums, events: &[u32], blocks: &[u32]) {
    // Whether the one-word blocks are plain is settled once a buffer.
    match sums.plain() {
        true => sum_with::<true>(sums, events, blocks),
        false => sum_with::<false>(sums, events, blocks),
    }
}

/// `sum`, `PLAIN` when `sums.plain()`.
fn sum_with<const PLAIN: bool>(sums: &mut Sums, events: &[u32], blocks: &[u32]) {
    let mut blocks = blocks;
    let mut at = 0;
    while let Some(&word) = events.get(at) {
        // The one-word events that are most of them, read here; the rest
        // as `Words` decodes them.
        match word & 7 {
            STORE1 => at += 1,
            READ1 => {
                blocks = sum_block::<PLAIN>(sums, blocks);
                at += 1;
            }
            STORE if word >> 4 != 0 => {
                blocks = sum_block::<PLAIN>(sums, blocks); // a test
                at += 1;
            }
            SITE if word & 8 != 0 => {
                sums.at(Site { file: word >> 4 & 0xff, line: word >> 12 });
                at += 1;
            }
            _ => {
                let mut rest = words(&events[at..]);
                match rest.next() {
                    Some(Word::Store { .. } | Word::Import { .. }) | None => {}
                    Some(Word::ReadOne { .. } | Word::Test { .. }) => blocks = sum_block::<PLAIN>(sums, blocks),
                    Some(Word::Read(batch)) => batch.iter().for_each(|_| blocks = sum_block::<PLAIN>(sums, blocks)),
                    Some(Word::Site(here)) => sums.at(here),
                    Some(Word::Call(here, callee)) => sums.call(here, callee),
                    Some(Word::Return) => sums.ret(),
                }
                at += rest.at;
            }
        }
    }
}

/// `sum` beside the whole run's `run`: each read's block is summed for the
/// call, and turned into the run's (`Shadow`) and summed for the run.
/// `call_words` follows the call's stack: a read's block says what it
/// holds after the read, and a store that stays (a kept key always does)
/// adds its width.
fn sum_shadowed(sums: &mut Sums, run: &mut Shadow<Sums>, call_words: &mut u32, events: &[u32], blocks: &[u32]) {
    match sums.plain() && run.blocks.plain() {
        true => sum_shadowed_with::<true>(sums, run, call_words, events, blocks),
        false => sum_shadowed_with::<false>(sums, run, call_words, events, blocks),
    }
}

/// `sum_shadowed`, `PLAIN` when both sums are `plain`: the one-word
/// events read here, the rest as `Words` decodes them. The run's peak is
/// taken after the events that can raise it: a store, and a read of a key
/// the call's stack did not hold. Any other read leaves the run's live
/// words where they were or lower: the call's stack keeps or drops its
/// keys, a zombie leaves the run's, and an argument read for the first
/// time moves from the run's stack before the window to the window's.
fn sum_shadowed_with<const PLAIN: bool>(
    sums: &mut Sums,
    run: &mut Shadow<Sums>,
    call_words: &mut u32,
    events: &[u32],
    blocks: &[u32],
) {
    let mut blocks = blocks;
    let mut scratch = Scratch::default();
    let mut at = 0;
    while let Some(&word) = events.get(at) {
        match word & 7 {
            STORE1 => {
                shadowed_store(run, call_words, word >> 4, 1, word & 8 != 0);
                at += 1;
            }
            READ1 => {
                blocks = shadowed_read_one::<PLAIN>(sums, run, call_words, word >> 4, word & 8 != 0, blocks);
                at += 1;
            }
            STORE if word >> 4 != 0 => {
                // A test: its store, then its read.
                let slot = word >> 4;
                shadowed_store(run, call_words, slot, 1, true);
                blocks = shadowed_read_one::<PLAIN>(sums, run, call_words, slot, true, blocks);
                at += 1;
            }
            READ if word & 8 != 0 => {
                let (a, b) = (events[at + 1], events[at + 2]);
                let ((depth_a, width_a, _), rest) = next_block(blocks);
                let ((depth_b, width_b, live), rest) = next_block(rest);
                let (slots, last) = ([a >> 1, b >> 1], [a & 1 == 1, b & 1 == 1]);
                let [run_a, run_b] = run.read_two(slots, last, [depth_a, depth_b], [width_a, width_b], *call_words);
                let cold = depth_a.max(depth_b) > *call_words;
                *call_words = live;
                if cold {
                    run.end_event(live);
                }
                add::<PLAIN>(sums, depth_a, width_a, live);
                add::<PLAIN>(sums, depth_b, width_b, live);
                let run_live = run.live(live);
                add::<PLAIN>(&mut run.blocks, run_a, width_a, run_live);
                add::<PLAIN>(&mut run.blocks, run_b, width_b, run_live);
                blocks = rest;
                at += 3;
            }
            SITE if word & 8 != 0 => {
                let here = Site { file: word >> 4 & 0xff, line: word >> 12 };
                sums.at(here);
                run.blocks.at(here);
                at += 1;
                continue; // not an event
            }
            _ => {
                let mut rest = words(&events[at..]);
                match rest.next() {
                    Some(Word::Store { slot, width, stays }) => shadowed_store(run, call_words, slot, width, stays),
                    Some(Word::ReadOne { slot, leaves }) => {
                        let read = [slot << 1 | u32::from(leaves)];
                        blocks = sum_read(sums, run, call_words, &read, blocks, &mut scratch);
                        run.end_event(*call_words);
                    }
                    Some(Word::Read(reads)) => {
                        blocks = sum_read(sums, run, call_words, reads, blocks, &mut scratch);
                        run.end_event(*call_words);
                    }
                    Some(Word::Site(here)) => {
                        sums.at(here);
                        run.blocks.at(here);
                        at += rest.at;
                        continue; // not an event
                    }
                    Some(Word::Call(here, callee)) => {
                        sums.call(here, callee);
                        run.blocks.call(here, callee);
                    }
                    Some(Word::Return) => {
                        sums.ret();
                        run.blocks.ret();
                    }
                    Some(Word::Test { .. }) => unreachable!("a test is read above"),
                    Some(Word::Import { .. }) | None => {}
                }
                at += rest.at;
            }
        }
    }
}

/// A store in `slot` of a value `width` words wide that `stays` (by its
/// last use in the window), in `sum_shadowed_with`: a store that stays on
/// the call's stack adds its words there.
#[inline(always)]
fn shadowed_store(run: &mut Shadow<Sums>, call_words: &mut u32, slot: u32, width: u32, stays: bool) {
    if run.store(slot, width, stays) {
        *call_words += width.max(1);
    }
    run.end_event(*call_words);
}

/// A read of `slot` alone (`last` if for the last time) in
/// `sum_shadowed_with`: the call's block, from `blocks`, summed for the
/// call and, turned into the run's, for the run; the blocks after it.
#[inline(always)]
fn shadowed_read_one<'a, const PLAIN: bool>(
    sums: &mut Sums,
    run: &mut Shadow<Sums>,
    call_words: &mut u32,
    slot: u32,
    last: bool,
    blocks: &'a [u32],
) -> &'a [u32] {
    let ((depth, width, live), rest) = next_block(blocks);
    let run_depth = run.read_one(slot, last, depth, width, *call_words);
    let cold = depth > *call_words;
    *call_words = live;
    if cold {
        run.end_event(live);
    }
    add::<PLAIN>(sums, depth, width, live);
    let run_live = run.live(live);
    add::<PLAIN>(&mut run.blocks, run_depth, width, run_live);
    rest
}

/// The call's block `blocks` begins with (depth, width, the words after
/// its read), and the blocks after it.
#[inline(always)]
fn next_block(blocks: &[u32]) -> ((u32, u32, u32), &[u32]) {
    match *blocks {
        [depth, LONG, width, live, ref rest @ ..] => ((depth, width, live), rest),
        [depth, live, ref rest @ ..] => ((depth, 1, live), rest),
        _ => unreachable!("the stack's stage writes a block per read"),
    }
}

/// A block summed into `sums`, as a plain word when it is one.
#[inline(always)]
fn add<const PLAIN: bool>(sums: &mut Sums, depth: u32, width: u32, live: impl Into<u64>) {
    match PLAIN && width == 1 {
        true => sums.plain_word_here(depth, live.into()),
        false => sums.block_here(depth, width, live.into()),
    }
}

/// One instruction's reads (`slot << 1 | last` each) in `sum_shadowed`:
/// the call's blocks, from `blocks`, summed for the call and, turned into
/// the run's, for the run; the blocks after them.
fn sum_read<'a>(
    sums: &mut Sums,
    run: &mut Shadow<Sums>,
    call_words: &mut u32,
    reads: &[u32],
    blocks: &'a [u32],
    scratch: &mut Scratch,
) -> &'a [u32] {
    let Scratch { slots, depths, widths, run: run_depths } = scratch;
    slots.clear();
    depths.clear();
    widths.clear();
    let before = *call_words;
    let (mut rest, mut after) = (blocks, before);
    for &read in reads {
        let ((depth, width, live), next) = next_block(rest);
        slots.push(read >> 1);
        depths.push(depth);
        widths.push(width);
        (after, rest) = (live, next);
    }
    run.read_batch(slots, |j| reads[j] & 1 == 1, depths, |j| widths[j], before, run_depths);
    *call_words = after;
    let run_live = run.live(after);
    for j in 0..reads.len() {
        sums.block_here(depths[j], widths[j], u64::from(after));
        run.blocks.block_here(run_depths[j], widths[j], run_live);
    }
    rest
}

/// `sum_read`'s buffers, kept from one batch to the next.
#[derive(Default)]
struct Scratch {
    slots: Vec<u32>,
    depths: Vec<u32>,
    widths: Vec<u32>,
    run: Vec<u32>,
}

/// Sums the block `blocks` begins with; the blocks after it.
#[inline(always)]
fn sum_block<'a, const PLAIN: bool>(sums: &mut Sums, blocks: &'a [u32]) -> &'a [u32] {
    match *blocks {
        [depth, LONG, width, live, ref rest @ ..] => {
            sums.block_here(depth, width, u64::from(live));
            rest
        }
        [depth, live, ref rest @ ..] => {
            match PLAIN {
                true => sums.plain_word_here(depth, u64::from(live)),
                false => sums.block_here(depth, 1, u64::from(live)),
            }
            rest
        }
        _ => unreachable!("the stack's stage writes a block per read"),
    }
}
