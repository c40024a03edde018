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

use std::sync::mpsc::{channel, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

use super::trace::{Cursor, Resume};
use super::uses::UseIndex;

pub struct Indexer {
    chunks: Sender<Arc<Vec<u8>>>,
    worker: JoinHandle<Option<UseIndex>>,
}

impl Indexer {
    /// Continues `uses` on a thread of its own, from event number `first`,
    /// with the decoder in state `at`. Gives the table back when no thread
    /// can be started.
    pub fn start(uses: UseIndex, first: usize, at: Resume) -> Result<Indexer, UseIndex> {
        let (chunks, received) = channel::<Arc<Vec<u8>>>();
        // The table goes through a channel too, so that it comes back if
        // the thread does not start.
        let (table, taken) = channel::<UseIndex>();
        let spawned = std::thread::Builder::new().name("dmdpy-indexer".into()).spawn(move || {
            let mut uses = taken.recv().ok();
            let (mut i, mut at) = (first, at);
            for chunk in received {
                if uses.is_some() {
                    (i, at) = note_chunk(&mut uses, &chunk, i, at);
                }
            }
            uses
        });
        match spawned {
            Ok(worker) => {
                // The thread holds `taken` until it has received.
                let _ = table.send(uses);
                Ok(Indexer { chunks, worker })
            }
            Err(_) => Err(uses),
        }
    }

    /// A full chunk of the log, the next after those handed over so far.
    pub fn index(&self, chunk: Arc<Vec<u8>>) {
        // A thread that is gone has dropped its table: `finish` says so.
        let _ = self.chunks.send(chunk);
    }

    /// The table once the events in `rest` (the chunk being written) are
    /// noted too; `None` if it could not stay dense.
    pub fn finish(self, rest: &[u8]) -> Option<UseIndex> {
        if !rest.is_empty() {
            self.index(Arc::new(rest.to_vec()));
        }
        drop(self.chunks);
        self.worker.join().ok().flatten()
    }
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
