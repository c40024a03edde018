//! The session's pricer: a thread of its own that owns the session's stack
//! (`pricing::SessionStack`) and prices the entries' logs in the order they
//! ran. The session waits for each entry's price as a rule, so the cost
//! line follows the entry; but the prompt need not wait for a price: an
//! entry stopped with Ctrl-C, or whose pricing Ctrl-C interrupts, is priced
//! in the background (`JobControl::detach`) while the next entry is typed
//! and runs, and its cost line comes when it is done.
//!
//! A job waited for stops at its entry's deadline (`--timeout`: pricing is
//! part of the entry's time, as it is of a run's); a detached one does not,
//! since nobody waits for it. Any job stops when the heap passes its budget
//! or the session abandons it (`:reset`, `:model`, the session's end).
//!
//! Where no thread can be started, each job is priced on the caller's
//! thread when it is submitted, under the same stops and Ctrl-C.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::pricing::{EntryCost, SessionStack};
use crate::eventlog::trace::{Key, Trace};
use crate::value::reach::KeySet;

/// One entry to price.
pub struct Job {
    pub no: usize,
    pub trace: Trace,
    /// The keys reachable when the entry ended.
    pub reachable: KeySet,
    /// Keep the IR (a short entry).
    pub want_ir: bool,
    /// The entry's deadline (`--timeout`), while it is waited for.
    pub deadline: Option<Instant>,
    pub control: Arc<JobControl>,
}

/// What the session tells a job while it is queued or priced.
#[derive(Debug, Default)]
pub struct JobControl {
    abandoned: AtomicBool,
    detached: AtomicBool,
}

impl JobControl {
    /// Nobody wants its price any more: it stops at its next look.
    pub fn abandon(&self) {
        self.abandoned.store(true, Ordering::Relaxed);
    }

    /// Nobody waits for it: the deadline no longer applies.
    pub fn detach(&self) {
        self.detached.store(true, Ordering::Relaxed);
    }

    /// Why the job should stop now, if it should.
    fn why_stop(&self, deadline: Option<Instant>) -> Option<&'static str> {
        if self.abandoned.load(Ordering::Relaxed) {
            return Some("abandoned");
        }
        let late = deadline.is_some_and(|d| Instant::now() >= d);
        if late && !self.detached.load(Ordering::Relaxed) {
            return Some("TimeoutError");
        }
        crate::sandbox::memory::check().err().map(|_| "MemoryError")
    }
}

/// What the pricer answers, in the order it was asked.
pub enum Reply {
    /// An entry's price, or the limit that stopped its pricing.
    Priced { no: usize, cost: Result<EntryCost, &'static str> },
    /// How many keys are live, and the top ones with their depths, top
    /// first (`ask_stack`).
    Stack(usize, Vec<(u32, Key)>),
}

/// What `next` found.
pub enum Next {
    Reply(Reply),
    /// Nothing yet.
    Waiting,
    /// Nothing will come: every question has been answered (or the
    /// pricer's thread is gone).
    Idle,
}

enum Request {
    Price(Box<Job>),
    /// The top this many keys.
    Stack(usize),
}

pub struct Pricer {
    way: Way,
}

enum Way {
    Thread {
        to: Sender<Request>,
        from: Receiver<Reply>,
    },
    /// No thread: answered at once, on the caller's thread; Ctrl-C (the
    /// flag) stops a pricing there.
    Here {
        stack: Box<SessionStack>,
        answers: VecDeque<Reply>,
        interrupt: Arc<AtomicBool>,
    },
}

impl Pricer {
    /// A pricer with an empty stack, on a thread of its own if one can
    /// start; `interrupt` is the session's Ctrl-C flag (used only without
    /// a thread).
    pub fn start(interrupt: Arc<AtomicBool>) -> Pricer {
        let (to, requests) = mpsc::channel();
        let (answer, from) = mpsc::channel();
        let spawned = std::thread::Builder::new().name("dmdpy-pricer".into()).spawn(move || serve(requests, answer));
        let way = match spawned {
            Ok(_) => Way::Thread { to, from },
            Err(_) => Way::Here { stack: Box::default(), answers: VecDeque::new(), interrupt },
        };
        Pricer { way }
    }

    /// Whether the pricing runs beside the session (so a price can be
    /// left to the background).
    pub fn in_background(&self) -> bool {
        matches!(self.way, Way::Thread { .. })
    }

    pub fn submit(&mut self, job: Job) {
        self.ask(Request::Price(Box::new(job)));
    }

    /// Asks for the top `n` live keys, after the jobs submitted so far.
    pub fn ask_stack(&mut self, n: usize) {
        self.ask(Request::Stack(n));
    }

    fn ask(&mut self, request: Request) {
        match &mut self.way {
            Way::Thread { to, .. } => {
                // A thread that is gone answers nothing: `next` says so.
                let _ = to.send(request);
            }
            Way::Here { stack, answers, interrupt } => {
                let flag = interrupt.clone();
                let ctrl_c = move || flag.swap(false, Ordering::Relaxed).then_some("KeyboardInterrupt");
                answers.push_back(answer(stack, request, ctrl_c));
            }
        }
    }

    /// The next answer, waiting for it at most `wait`.
    pub fn next(&mut self, wait: Duration) -> Next {
        match &mut self.way {
            Way::Thread { from, .. } => match from.recv_timeout(wait) {
                Ok(reply) => Next::Reply(reply),
                Err(RecvTimeoutError::Timeout) => Next::Waiting,
                Err(RecvTimeoutError::Disconnected) => Next::Idle,
            },
            Way::Here { answers, .. } => answers.pop_front().map_or(Next::Idle, Next::Reply),
        }
    }
}

/// The pricer's thread: answers each request in order until the session
/// hangs up.
fn serve(requests: Receiver<Request>, replies: Sender<Reply>) {
    let mut stack = Box::<SessionStack>::default();
    while let Ok(request) = requests.recv() {
        if replies.send(answer(&mut stack, request, || None)).is_err() {
            return;
        }
    }
}

/// Answers one request; `ctrl_c` says whether Ctrl-C stops a pricing. A
/// pricing that panics (a bug) answers with no price and leaves an empty
/// stack: the session goes on, its later reads priced as if cold.
fn answer(stack: &mut Box<SessionStack>, request: Request, ctrl_c: impl Fn() -> Option<&'static str>) -> Reply {
    match request {
        Request::Stack(n) => Reply::Stack(stack.len(), stack.keys_top_first(n)),
        Request::Price(job) => {
            let no = job.no;
            let priced = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| price(stack, &job, ctrl_c)));
            let cost = priced.unwrap_or_else(|_| {
                **stack = SessionStack::new();
                Err("an internal error")
            });
            Reply::Priced { no, cost }
        }
    }
}

fn price(
    stack: &mut SessionStack,
    job: &Job,
    ctrl_c: impl Fn() -> Option<&'static str>,
) -> Result<EntryCost, &'static str> {
    let mut stop = || job.control.why_stop(job.deadline).or_else(&ctrl_c);
    stack.price_entry(&job.trace, &job.reachable, job.want_ir, &mut stop)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(no: usize, deadline: Option<Instant>, control: &Arc<JobControl>) -> Job {
        let mut trace = Trace::default();
        trace.store(no as Key);
        let reachable = (1..=no as Key).collect();
        Job { no, trace, reachable, want_ir: false, deadline, control: control.clone() }
    }

    /// The next reply, however long the pricer's thread takes to start.
    fn reply(pricer: &mut Pricer) -> Reply {
        loop {
            match pricer.next(Duration::from_millis(50)) {
                Next::Reply(reply) => return reply,
                Next::Waiting => {}
                Next::Idle => panic!("the pricer is gone"),
            }
        }
    }

    fn priced(pricer: &mut Pricer) -> (usize, Result<usize, &'static str>) {
        match reply(pricer) {
            Reply::Priced { no, cost } => (no, cost.map(|c| c.live)),
            Reply::Stack(..) => panic!("a stack where a price was due"),
        }
    }

    #[test]
    fn prices_come_in_order_and_a_deadline_stops_only_a_job_waited_for() {
        let mut pricer = Pricer::start(Arc::default());
        let past = Some(Instant::now());
        let waited = Arc::<JobControl>::default();
        let detached = Arc::<JobControl>::default();
        detached.detach();
        pricer.submit(job(1, None, &waited));
        pricer.submit(job(2, past, &waited));
        pricer.submit(job(3, past, &detached));
        pricer.ask_stack(10);
        // Only the top keys asked for come back, with how many are live.
        pricer.ask_stack(1);
        assert_eq!(priced(&mut pricer), (1, Ok(1)));
        assert_eq!(priced(&mut pricer), (2, Err("TimeoutError")));
        assert_eq!(priced(&mut pricer), (3, Ok(2)));
        for top in [&[3, 1][..], &[3]] {
            match reply(&mut pricer) {
                Reply::Stack(live, keys) => {
                    assert_eq!(live, 2);
                    assert_eq!(keys.iter().map(|&(_, k)| k).collect::<Vec<_>>(), top);
                }
                Reply::Priced { .. } => panic!("a price where the stack was due"),
            }
        }
    }

    #[test]
    fn an_abandoned_job_is_not_priced() {
        let mut pricer = Pricer::start(Arc::default());
        let control = Arc::<JobControl>::default();
        control.abandon();
        pricer.submit(job(1, None, &control));
        assert_eq!(priced(&mut pricer), (1, Err("abandoned")));
    }
}
