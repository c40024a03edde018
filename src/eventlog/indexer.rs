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

use super::trace::{Cursor, Resume};
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

pub struct Indexer {
    /// `None` once wound up.
    chunks: Option<Sender<Work>>,
    /// The log's next chunk, zeroed, its pages mapped by the thread.
    ahead: Vec<u8>,
    /// One message when the thread is ready and one per chunk noted: the
    /// bytes it allocated (less those it freed) meanwhile.
    noted: Receiver<isize>,
    /// Whether a message is due and not yet taken.
    due: bool,
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
        let (noting, noted) = channel::<isize>();
        // The table goes through a channel too, so that it comes back if
        // the thread does not start.
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
                Ok(Indexer { chunks: Some(chunks), ahead: Vec::new(), noted, due: true, worker: Some(worker) })
            }
            Err(_) => {
                RUNNING.store(false, Ordering::Release);
                Err(uses)
            }
        }
    }

    /// A full chunk of the log, the next after those handed over so far.
    pub fn index(&mut self, chunk: Arc<Vec<u8>>) {
        self.settle_due();
        if let Some(chunks) = &self.chunks {
            // A thread that is gone has dropped its table: `finish` says so.
            if chunks.send(Work::Chunk(chunk)).is_ok() {
                self.due = true;
            }
        }
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

    /// The table once the events in `rest` (the chunk being written) are
    /// noted too; `None` if it could not stay dense.
    pub fn finish(mut self, rest: &[u8]) -> Option<UseIndex> {
        if !rest.is_empty() {
            self.index(Arc::new(rest.to_vec()));
        }
        self.wind_up()
    }

    /// Waits for the message due, and counts what it hands over.
    fn settle_due(&mut self) {
        if std::mem::take(&mut self.due) {
            if let Ok(bytes) = self.noted.recv() {
                memory::settle(bytes);
            }
        }
    }

    /// Ends the thread and counts all it handed over: its table.
    fn wind_up(&mut self) -> Option<UseIndex> {
        self.chunks = None;
        let worker = self.worker.take()?;
        // The thread sends a message per chunk still queued, then ends.
        for bytes in self.noted.iter() {
            memory::settle(bytes);
        }
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

/// The thread: notes each chunk received, numbered from event `first` and
/// decoded from state `at`, and reports what it allocated after each.
fn note_chunks(
    taken: Receiver<UseIndex>,
    received: Receiver<Work>,
    noting: &Sender<isize>,
    first: usize,
    at: Resume,
) -> Option<UseIndex> {
    let mut uses = taken.recv().ok();
    drop(taken);
    let _ = noting.send(memory::pending());
    let (mut i, mut at) = (first, at);
    for work in received.iter() {
        match work {
            Work::Chunk(chunk) => {
                if uses.is_some() {
                    (i, at) = note_chunk(&mut uses, &chunk, i, at);
                }
                drop(chunk);
                let _ = noting.send(memory::pending());
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
