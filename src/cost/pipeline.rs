//! Pricing a long log on two threads: this one decodes the log and
//! resolves each key to its slot and whether it leaves the stack (its last
//! use), and a second one prices (`Pricer`: the stack and the sums, and the
//! depths when `traced_eval` keeps them). On the bench's logs the halves
//! take about the same time. The work, and so every number, is the same as
//! `Replayer`'s in one thread: the threads only split it.
//!
//! The halves talk in buffers of u32 words, one event after another. The
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
//! | import           | `IMPORT`, slot, width                              |
//! | read of one key  | `slot << 4 \| leaves << 3 \| READ1`                 |
//! | read             | `READ`, n, then n × `slot << 1 \| leaves`           |
//! | (site change)    | `line << 12 \| file << 4 \| 8 \| SITE`: the site of |
//! |                  | the reads after it; `SITE`, file, line if larger   |
//! | call             | `CALL`, file, line, callee file, callee line       |
//! | return           | `RETURN`                                           |
//!
//! The one-word forms hold slots below `ONE_WORD_SLOTS`; larger ones (a
//! run of hundreds of millions of values) take the longer forms.

use std::sync::mpsc;

use super::pricer::Pricer;
use super::{first_stamps, KeySlots, LastUses, Replay, ReplayOptions};
use crate::error::RtResult;
use crate::machine::trace::{Event, Key, Trace};
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
const ONE_WORD_SLOTS: u32 = if cfg!(test) { 64 } else { 1 << 28 };
/// Lines below this (in the first 256 files) fit a one-word site change.
const ONE_WORD_LINES: u32 = if cfg!(test) { 1000 } else { 1 << 20 };

/// Words per buffer handed over (a buffer is flushed once it is this full).
const BUFFER_WORDS: usize = 1 << 16;
/// Buffers in flight: enough to ride out the two halves' jitter.
const IN_FLIGHT: usize = 4;

/// Logs shorter than this are priced in one thread: a thread costs more
/// than it saves.
pub(super) const MIN_EVENTS: usize = 1 << 18;

/// Whether the slots of `slots` fit the words (a slot and a flag in 32
/// bits).
pub(super) fn fits(slots: &KeySlots) -> bool {
    slots.max_slot() < 1 << 31
}

/// Prices `trace` (resolved by `slots` and `last`) for its summary (and
/// depths, if `options` asks; not the IR or the sites), on two threads;
/// `look` is called on this thread before each event and stops the replay
/// with its error. `None` if no thread could be started (the caller
/// prices in one).
pub(super) fn replay(
    trace: &Trace,
    slots: &KeySlots,
    last: &LastUses,
    options: ReplayOptions,
    look: impl FnMut(usize) -> RtResult<()>,
) -> Option<RtResult<Replay>> {
    let (bytes_per_element, keep_depths) = (options.bytes_per_element, options.depths);
    let stamps = first_stamps(trace);
    let max_slot = slots.max_slot();
    std::thread::scope(|scope| {
        let (full_tx, full_rx) = mpsc::sync_channel::<Vec<u32>>(IN_FLIGHT);
        let (empty_tx, empty_rx) = mpsc::channel::<Vec<u32>>();
        let worker = std::thread::Builder::new()
            .name("dmdpy-pricer".into())
            .spawn_scoped(scope, move || {
                let mut pricer = Pricer::new(stamps, max_slot, bytes_per_element, keep_depths);
                let (mut keys, mut site) = (Vec::new(), Site { file: 0, line: 0 });
                for buffer in full_rx {
                    price(&mut pricer, &buffer, &mut keys, &mut site);
                    // The resolver may have stopped: then nobody takes it back.
                    let _ = empty_tx.send(buffer);
                }
                pricer
            })
            .ok()?;
        let resolved = resolve(trace, slots, last, look, &full_tx, &empty_rx);
        drop(full_tx);
        let pricer = match worker.join() {
            Ok(pricer) => pricer,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        Some(resolved.map(|()| pricer.finish(slots.keys_by_slot())))
    })
}

/// The resolving half: encodes each event with its slots and last uses.
fn resolve(
    trace: &Trace,
    slots: &KeySlots,
    last: &LastUses,
    mut look: impl FnMut(usize) -> RtResult<()>,
    full: &mpsc::SyncSender<Vec<u32>>,
    empty: &mpsc::Receiver<Vec<u32>>,
) -> RtResult<()> {
    let mut out = Vec::with_capacity(BUFFER_WORDS + 64);
    let mut cursor = trace.cursor();
    let mut site = None;
    let mut i = 0;
    while let Some(event) = cursor.next() {
        look(i)?;
        match event {
            Event::Store { key, width } => {
                let slot = slots.slot(key);
                let stays = u32::from(!last.over_by(slot, i));
                match width == 1 && slot < ONE_WORD_SLOTS {
                    true => out.push(slot << 4 | stays << 3 | STORE1),
                    false => out.extend([STORE | stays << 3, slot, width]),
                }
            }
            Event::Import { key, width } => out.extend([IMPORT, slots.slot(key), width]),
            Event::Read { site: at } => {
                let keys = cursor.keys();
                if !keys.is_empty() {
                    if site != Some(at) {
                        site = Some(at);
                        match at.file < 1 << 8 && at.line < ONE_WORD_LINES {
                            true => out.push(at.line << 12 | at.file << 4 | 8 | SITE),
                            false => out.extend([SITE, at.file, at.line]),
                        }
                    }
                    resolve_read(keys, slots, |slot| last.over_by(slot, i), &mut out);
                }
            }
            Event::Call { site, callee } => out.extend([CALL, site.file, site.line, callee.file, callee.line]),
            Event::Return => out.push(RETURN),
            Event::OpStart | Event::OpEnd { .. } => {}
        }
        if out.len() >= BUFFER_WORDS {
            let next = empty.try_recv().unwrap_or_else(|_| Vec::with_capacity(BUFFER_WORDS + 64));
            if full.send(std::mem::replace(&mut out, next)).is_err() {
                break; // the pricer is gone (it panicked): join says why
            }
            out.clear();
        }
        i += 1;
    }
    if !out.is_empty() {
        let _ = full.send(out);
    }
    Ok(())
}

/// Encodes a read of `keys` (at least one), `leaves` telling which slots
/// leave the stack after it.
#[inline]
fn resolve_read(keys: &[Key], slots: &KeySlots, leaves: impl Fn(u32) -> bool, out: &mut Vec<u32>) {
    if let [key] = *keys {
        let slot = slots.slot(key);
        if slot < ONE_WORD_SLOTS {
            out.push(slot << 4 | u32::from(leaves(slot)) << 3 | READ1);
            return;
        }
    }
    out.reserve(keys.len() + 2);
    // A batch is far below 2^32 keys: the log holds them.
    out.extend([READ, keys.len() as u32]);
    out.extend(keys.iter().map(|&k| {
        let slot = slots.slot(k);
        slot << 1 | u32::from(leaves(slot))
    }));
}

/// The pricing half: one buffer's events; `site` is the site of the reads,
/// carried from buffer to buffer.
fn price(pricer: &mut Pricer, words: &[u32], keys: &mut Vec<u32>, site: &mut Site) {
    let mut at = 0;
    while at < words.len() {
        let word = words[at];
        match word & 7 {
            STORE1 => {
                pricer.store(word >> 4, 1, word & 8 != 0);
                at += 1;
            }
            READ1 => {
                pricer.read_one(word >> 4, *site, word & 8 != 0);
                at += 1;
            }
            SITE => {
                if word & 8 != 0 {
                    *site = Site { file: word >> 4 & 0xff, line: word >> 12 };
                    at += 1;
                } else {
                    *site = Site { file: words[at + 1], line: words[at + 2] };
                    at += 3;
                }
                continue; // not an event
            }
            STORE => {
                pricer.store(words[at + 1], words[at + 2], word & 8 != 0);
                at += 3;
            }
            IMPORT => {
                pricer.import(words[at + 1], words[at + 2]);
                at += 3;
            }
            READ => {
                let n = words[at + 1] as usize;
                let batch = &words[at + 2..at + 2 + n];
                keys.clear();
                keys.extend(batch.iter().map(|&w| w >> 1));
                pricer.read(keys, *site, |j, _| batch[j] & 1 == 1);
                at += 2 + n;
            }
            CALL => {
                pricer.call(
                    Site { file: words[at + 1], line: words[at + 2] },
                    Site { file: words[at + 3], line: words[at + 4] },
                );
                at += 5;
            }
            _ => {
                pricer.ret();
                at += 1;
            }
        }
        pricer.end_event();
    }
}
