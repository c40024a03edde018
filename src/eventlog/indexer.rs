//! Keeping a long log's last uses on a second core. Noting every event's
//! last uses as it is written costs the interpreter's thread a cache miss
//! for each old key it reads (the table is as long as the keys made), and
//! the second core is idle while a program runs: pricing cannot start
//! before its measurement ends. So once a log is long, `Trace` hands its
//! table to an `Indexer`, whose thread decodes each full chunk of the log
//! and notes its events there, exactly as they would have been noted.
//!
//! An event never spans two chunks, so a chunk decodes from the state the
//! decoder was in where the previous one ended (`Resume`).
//!
//! The heap budget must not depend on how far the thread has got, so the
//! thread is accounted later (`sandbox::memory::account_later`): after
//! each chunk it hands over what it allocated, and the run's thread adds
//! that in when it hands over the next chunk (having waited for it, which
//! costs nothing while the thread keeps up) or when the table is taken
//! back. The count the run sees so changes only at points of the run.
//! What the table may grow by while it notes a chunk is counted before
//! the chunk is handed over (`growth_bound`: its own keys are dense, up to
//! the largest the chunk can mention), and taken back when the thread says
//! what it really took: a chunk of a million new keys grew the table by
//! megabytes the count saw only a chunk later (a loop of `L = [0] *
//! 10**5` peaked 20 MiB past `--max-memory 64`).
//!
//! The thread also maps the pages of the log's next chunk while the run
//! writes the one before (`chunk_ahead`): fresh pages fault as they are
//! first written, and the run's thread took a fault per 4 KiB of its log.
//!
//! One indexer runs at a time in a process (a measured call's log and the
//! run's never both grow at once, and each thread takes address space a
//! limit like `ulimit -v` must hold), on a small stack; a log that finds
//! one running keeps its table on its own thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

use super::trace::{Cursor, Key, Resume};
use super::uses::UseIndex;
use crate::sandbox::memory;

/// Whether an indexer's thread is running.
static RUNNING: AtomicBool = AtomicBool::new(false);

/// The thread's stack: it decodes and notes, never recursing.
const STACK_BYTES: usize = 256 << 10;

/// What the thread is handed, in order.
enum Work {
    /// A full chunk of the log, to note.
    Chunk(Arc<Vec<u8>>),
    /// The address and length of a chunk to come, to map.
    Map(usize, usize),
}

/// What the thread says when it is ready and after each chunk it noted.
struct Noted {
    /// The bytes it allocated, less those it freed, meanwhile.
    bytes: isize,
    /// The table's first own key and the own keys it has room for (`None`
    /// once the table is dropped: it grows no more).
    room: Option<(Key, usize)>,
}

pub struct Indexer {
    /// `None` once wound up.
    chunks: Option<Sender<Work>>,
    /// The log's next chunk, zeroed, its pages mapped by the thread.
    ahead: Vec<u8>,
    /// One message when the thread is ready and one per chunk noted.
    noted: Receiver<Noted>,
    /// Whether a message is due and not yet taken.
    due: bool,
    /// The table's room as of the last message (`Noted::room`).
    room: Option<(Key, usize)>,
    /// Bytes counted ahead for the chunk being noted (`growth_bound`).
    charged: isize,
    worker: Option<JoinHandle<(Option<UseIndex>, isize)>>,
}

impl Indexer {
    /// Continues `uses` on a thread of its own, from event number `first`,
    /// with the decoder in state `at`. Gives the table back when no thread
    /// can be started (once a log: its size does not matter).
    #[allow(clippy::result_large_err)]
    pub fn start(uses: UseIndex, first: usize, at: Resume) -> Result<Indexer, UseIndex> {
        if RUNNING.swap(true, Ordering::Acquire) {
            return Err(uses);
        }
        let (chunks, received) = channel::<Work>();
        let (noting, noted) = channel::<Noted>();
        // The table goes through a channel too, so that it comes back if
        // the thread does not start.
        let room = Some(uses.own_room());
        let (table, taken) = channel::<UseIndex>();
        let builder = std::thread::Builder::new().name("dmdpy-indexer".into()).stack_size(STACK_BYTES);
        let spawned = builder.spawn(move || {
            memory::account_later();
            let uses = note_chunks(taken, received, &noting, first, at);
            (uses, memory::pending())
        });
        match spawned {
            Ok(worker) => {
                // The thread holds `taken` until it has received.
                let _ = table.send(uses);
                let worker = Some(worker);
                Ok(Indexer { chunks: Some(chunks), ahead: Vec::new(), noted, due: true, room, charged: 0, worker })
            }
            Err(_) => {
                RUNNING.store(false, Ordering::Release);
                Err(uses)
            }
        }
    }

    /// A full chunk of the log, the next after those handed over so far,
    /// which mentions no own key above `max_key`. False when what the
    /// table may grow by does not fit the heap budget: then drop the
    /// indexer and its table (pricing finds the last uses in a pass over
    /// the log, under the budget), rather than let the thread grow it.
    #[must_use]
    pub fn index(&mut self, chunk: Arc<Vec<u8>>, max_key: Key) -> bool {
        self.settle_due();
        let Some(chunks) = &self.chunks else { return true };
        let charge = growth_bound(self.room, max_key);
        if memory::reserve(charge.unsigned_abs()).is_err() {
            return false;
        }
        memory::settle(charge);
        // A thread that is gone has dropped its table: `finish` says so.
        if chunks.send(Work::Chunk(chunk)).is_ok() {
            (self.due, self.charged) = (true, charge);
        } else {
            memory::settle(-charge);
        }
        true
    }

    /// A zeroed chunk of `size` bytes for the log to write next: the one
    /// the thread mapped while the last was written, when it is that size
    /// (`None` otherwise: the caller makes one). Each call hands the thread
    /// the chunk after it to map, so the log holds one chunk more than it
    /// writes, from the same point of the run every time.
    pub fn chunk_ahead(&mut self, size: usize) -> Option<Vec<u8>> {
        let next = vec![0; size];
        if let Some(chunks) = &self.chunks {
            let _ = chunks.send(Work::Map(next.as_ptr() as usize, size));
        }
        let ready = std::mem::replace(&mut self.ahead, next);
        (ready.len() == size).then_some(ready)
    }

    /// The table once the events in `rest` (the chunk being written, no
    /// own key above `max_key`) are noted too; `None` if it could not stay
    /// dense.
    pub fn finish(mut self, rest: &[u8], max_key: Key) -> Option<UseIndex> {
        if !rest.is_empty() && !self.index(Arc::new(rest.to_vec()), max_key) {
            return None;
        }
        self.wind_up()
    }

    /// Waits for the message due, and counts what it hands over.
    fn settle_due(&mut self) {
        if std::mem::take(&mut self.due) {
            if let Ok(noted) = self.noted.recv() {
                self.settle(noted);
            }
        }
    }

    /// Counts what the thread took instead of what was counted ahead.
    fn settle(&mut self, noted: Noted) {
        memory::settle(noted.bytes - std::mem::take(&mut self.charged));
        self.room = noted.room;
    }

    /// Ends the thread and counts all it handed over: its table.
    fn wind_up(&mut self) -> Option<UseIndex> {
        self.chunks = None;
        let worker = self.worker.take()?;
        // The thread sends a message per chunk still queued, then ends.
        while let Ok(noted) = self.noted.recv() {
            self.settle(noted);
        }
        // A thread that ended early never noted the chunk counted ahead.
        memory::settle(-std::mem::take(&mut self.charged));
        self.due = false;
        let joined = worker.join();
        RUNNING.store(false, Ordering::Release);
        let (uses, last) = joined.ok()?;
        memory::settle(last);
        uses
    }
}

impl Drop for Indexer {
    /// A log dropped before it is priced (a run stopped, a REPL entry
    /// taken out): the thread's bytes are counted all the same.
    fn drop(&mut self) {
        self.wind_up();
    }
}

/// At most the bytes a table with `room` (`Noted::room`) grows by as it
/// notes a chunk whose own keys are at most `max_key`: its own keys are
/// dense, and it grows as `Vec` does, doubling (one push at a time, or a
/// jump to a far key, then doubling again), so to less than twice what it
/// needs. (Keys from outside the measurement are few, and kept apart.)
pub(super) fn growth_bound(room: Option<(Key, usize)>, max_key: Key) -> isize {
    let Some((base, capacity)) = room else { return 0 };
    let needed = (max_key.saturating_sub(base) as usize).saturating_add(2);
    if max_key < base || needed <= capacity {
        return 0;
    }
    // (`Vec` never holds fewer than 4 such items.)
    let grown = if needed <= capacity.saturating_mul(2) { capacity * 2 } else { needed.saturating_mul(2) }.max(4);
    let bytes = (grown - capacity).saturating_mul(std::mem::size_of::<u32>());
    isize::try_from(bytes).unwrap_or(isize::MAX)
}

/// What the thread says after a chunk: its bytes since the last message
/// and its table's room.
fn noted(uses: &Option<UseIndex>) -> Noted {
    Noted { bytes: memory::pending(), room: uses.as_ref().map(UseIndex::own_room) }
}

/// The thread: notes each chunk received, numbered from event `first` and
/// decoded from state `at`, and reports what it allocated after each.
fn note_chunks(
    taken: Receiver<UseIndex>,
    received: Receiver<Work>,
    noting: &Sender<Noted>,
    first: usize,
    at: Resume,
) -> Option<UseIndex> {
    let mut uses = taken.recv().ok();
    drop(taken);
    let _ = noting.send(noted(&uses));
    let (mut i, mut at) = (first, at);
    for work in received.iter() {
        match work {
            Work::Chunk(chunk) => {
                if uses.is_some() {
                    (i, at) = note_chunk(&mut uses, &chunk, i, at);
                }
                drop(chunk);
                let _ = noting.send(noted(&uses));
            }
            Work::Map(from, bytes) => memory::populate_range(from, bytes),
        }
    }
    uses
}

/// Notes the events of `chunk`, numbered from `i`, decoded from state
/// `at`; the number and the state after them. Drops the table when it
/// cannot stay dense.
fn note_chunk(uses: &mut Option<UseIndex>, chunk: &[u8], mut i: usize, at: Resume) -> (usize, Resume) {
    let mut cursor = Cursor::resume(chunk, at);
    while let Some(event) = cursor.next() {
        if let Some(table) = uses {
            if !table.note(event, cursor.keys(), i) {
                *uses = None;
            }
        }
        i += 1;
    }
    (i, cursor.state())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bound holds a table grown as `UseIndex` grows it: one push at a
    /// time, or a jump to a far key (`resize_populating`) then pushes.
    #[test]
    fn growth_bound_covers_the_table_s_growth() {
        for capacity in [1usize, 7, 1024, 1 << 20] {
            for needed in [capacity / 2, capacity, capacity + 1, 2 * capacity, 2 * capacity + 1, 5 * capacity + 3] {
                let max_key = needed as Key - 2 + 10;
                let bound = growth_bound(Some((10, capacity)), max_key);
                let mut pushed: Vec<u32> = Vec::with_capacity(capacity);
                while pushed.len() < needed {
                    pushed.push(0);
                }
                let mut jumped: Vec<u32> = Vec::with_capacity(capacity);
                jumped.reserve(needed.saturating_sub(1));
                jumped.resize(needed.saturating_sub(1), 0);
                jumped.push(0);
                for grown in [pushed.capacity(), jumped.capacity()] {
                    let took = (grown - capacity) * 4;
                    assert!(took as isize <= bound, "capacity {capacity}, needed {needed}: took {took}, bound {bound}");
                }
            }
        }
        assert_eq!(growth_bound(None, 1 << 30), 0);
        assert_eq!(growth_bound(Some((100, 8)), 50), 0);
    }
}
