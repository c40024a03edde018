//! Pricing a strict run around a measured call whose events the run's log
//! shares, so that the run's log is not priced over the call's window a
//! second time: the part before the call when the call ends
//! (`price_before`), the run's share of the window beside the call's own
//! pricing (`replay_sharing`, with a `Shadow`), and what follows the
//! window when the run ends (`price_after`), which also checks that
//! nothing after the window touched a value made before its end. Any
//! `None` on the way means: price the whole run in full, as before.

use super::lru::LruStack;
use super::pipeline;
use super::pricer::Sums;
use super::shadow::{Shadow, ShadowPlan};
use super::{for_each_key, index, look_now_and_then, replay_within_limits, KeySlots, LastUses, Replay, ReplayOptions};
use crate::error::RtResult;
use crate::eventlog::keymap::KeyMap;
use crate::eventlog::trace::{Key, Mark, Trace};

/// The whole run priced up to a measured call's window.
pub struct RunBefore {
    sums: Sums,
    before: LruStack,
    peak: usize,
}

/// The whole run priced up to the end of a measured call's window.
pub struct RunShare {
    sums: Sums,
    peak: usize,
}

/// A run's share of a measured call's window, and where its log goes on
/// after the window (`after`) with keys from `first_key` on.
pub struct SharedRun {
    pub share: RunShare,
    pub after: Mark,
    pub first_key: Key,
}

impl RunShare {
    /// The run's share of a window, when the shadow's rules held.
    fn of(shadow: Shadow<Sums>) -> Option<RunShare> {
        (shadow.sound && shadow.before_is_empty()).then_some(RunShare { peak: shadow.peak, sums: shadow.blocks })
    }
}

/// Prices the first `events` events of the whole run's log `run` (all
/// before a measured call's window), `last` the last use of each of their
/// keys up to the window's end, indexed by key. `None` when there are
/// more keys than the pipeline's words hold (the run is priced in full).
pub fn price_before(run: &Trace, events: usize, last: Vec<u32>, bytes_per_element: i64) -> RtResult<Option<RunBefore>> {
    let span = u32::try_from(last.len().max(1) - 1).unwrap_or(u32::MAX);
    let slots = KeySlots { base: 1, span, others: KeyMap::default() };
    if !pipeline::fits(&slots) {
        return Ok(None);
    }
    let setup = pipeline::Setup {
        sums: Sums::new(bytes_per_element, false),
        shadow: None,
        until: events,
        threads: pipeline::worth_a_thread(events.min(run.len())),
    };
    let priced = pipeline::price_log(run, &slots, &LastUses::Short(last), look_now_and_then, setup);
    priced.resolved?;
    priced.pricer.stack.check()?;
    let mut sums = priced.sums;
    if let Some(refused) = sums.budget.refused.take() {
        return Err(refused);
    }
    Ok(Some(RunBefore { peak: priced.pricer.peak_live(), sums, before: priced.pricer.stack }))
}

/// `replay_within_limits` of a measured call's log (`trace`) whose events
/// the whole run's log shares, priced for its summary with the run's
/// share of them beside it, on top of the run `before` the window: the
/// call's replay, and the run's share when the shadow's rules held.
pub fn replay_sharing(
    trace: &mut Trace,
    options: ReplayOptions,
    before: RunBefore,
) -> RtResult<(Replay, Option<RunShare>)> {
    if options.ir || options.sites || options.depths {
        return replay_within_limits(trace, options).map(|replay| (replay, None));
    }
    // The last uses the window has: the keys the call's result keeps are
    // kept by the shadow, which knows where they stop being read.
    let recorded = trace.take_uses();
    let kept = std::mem::take(&mut trace.live_at_end);
    let (slots, last) = index(trace, recorded)?;
    trace.live_at_end = kept;
    let Some(plan) = plan(trace, &slots, before.before, before.peak) else {
        // Keys the rules do not cover: the call alone (its last uses again,
        // in a pass over its log).
        return replay_within_limits(trace, options).map(|replay| (replay, None));
    };
    let trace = &*trace;
    if !pipeline::fits(&slots) {
        return replay_within_limits(&mut trace.clone(), options).map(|replay| (replay, None));
    }
    let setup = pipeline::Setup { shadow: Some((plan, before.sums)), ..pipeline::Setup::fresh(trace, options) };
    let mut priced = pipeline::price_log(trace, &slots, &last, look_now_and_then, setup);
    let mut shadow = priced.shadow.take();
    if let Some(shadow) = &mut shadow {
        // Only the stack knew whether a value was stored twice.
        shadow.sound &= !priced.pricer.stored_twice();
    }
    let replay = priced.replay(&slots)?;
    Ok((replay, shadow.and_then(RunShare::of)))
}

/// The shadow's plan for the call's log `trace` resolved by `slots`:
/// `None` when a key of the call's own lies outside its dense slots.
fn plan(trace: &Trace, slots: &KeySlots, before: LruStack, peak: usize) -> Option<ShadowPlan> {
    let base = trace.base.max(1);
    if slots.base != base {
        return None;
    }
    let span = slots.span;
    let mut outside = vec![0; slots.others.len()];
    for (&key, &slot) in slots.others.iter() {
        let j = slot.checked_sub(span + 1)? as usize;
        if key >= base || j >= outside.len() {
            return None;
        }
        outside[j] = key;
    }
    let kept_slots = trace.live_at_end.iter().map(|&key| slots.slot(key)).filter(|&slot| slot != 0).collect();
    Some(ShadowPlan { span, outside, kept_slots, before, peak })
}

/// The whole run's replay (its summary) from its share of a measured
/// call's window and the events of its log `run` after the window, when
/// none of them touches a key made before the window ended: the run's
/// stack was empty there. `None` otherwise.
pub fn price_after(run: &Trace, shared: SharedRun) -> RtResult<Option<Replay>> {
    let SharedRun { share, after, first_key } = shared;
    if !run.live_at_end.is_empty() {
        return Ok(None);
    }
    let events = run.events_since(&after, first_key);
    let mut touches_before = false;
    for_each_key(&events, |key| touches_before |= key < first_key);
    if touches_before {
        return Ok(None);
    }
    let (slots, last) = index(&events, None)?;
    if !pipeline::fits(&slots) {
        return Ok(None);
    }
    let setup = pipeline::Setup { sums: share.sums, ..pipeline::Setup::fresh(&events, ReplayOptions::summary(1)) };
    let mut priced = pipeline::price_log(&events, &slots, &last, look_now_and_then, setup);
    priced.pricer.raise_peak(share.peak);
    priced.replay(&slots).map(Some)
}
