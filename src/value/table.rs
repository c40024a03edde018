//! `Dict`: CPython 3.11's dict and set hash tables, slot for slot.
//!
//! Under the reference model a lookup costs one `==` (and a truth test)
//! per stored key with the *same hash* that CPython's probe meets before it
//! finds the key or an empty slot, and a set iterates in slot order: both
//! follow from the exact layout, so this module reproduces it — dicts as
//! compact entries plus an index table probed with perturbation
//! (`dictobject.c`), sets as a table of slots probed in runs of linear
//! steps (`setobject.c`), each with CPython's sizes, growth policy,
//! dummies and rebuilds.
//!
//! Nothing here reads a value. Which of the stored keys a probe meets
//! *equals* the key looked up is for the caller to decide
//! ([`Dict::candidates`]): it may be a metered comparison. The plain
//! lookups ([`Dict::get`], [`Dict::insert`], [`Dict::remove`]) decide by
//! `DictKey` equality, which is Python equality.

use super::gc::GcHead;
use super::hash::{hash_of, Hash};
use super::{release, DictKey, Value};
use crate::error::RtResult;
use crate::machine::{Block, Header, Tag};
use crate::sandbox::memory;

const PERTURB_SHIFT: u32 = 5;
/// Sets look at this many neighbours of a slot before perturbing.
const LINEAR_PROBES: usize = 9;
/// Both tables start with 8 slots.
const MIN_SIZE: usize = 8;
/// Dict index slots that hold no entry.
const EMPTY: usize = usize::MAX;
const DUMMY: usize = usize::MAX - 1;
/// Slots a probe visits between two polls of the sandbox.
const WALK_POLL: u32 = 64;

/// A stored key, its hash and its value (`None` in a set).
#[derive(Debug, Clone)]
pub struct Entry {
    pub hash: Hash,
    pub key: DictKey,
    /// The key object as stored, and the value.
    pub pair: (Value, Value),
}

/// Where an entry lives: an index into a dict's entries or a set's slots.
pub type EntryId = usize;

#[derive(Debug, Clone)]
enum Slot {
    Empty,
    /// A removed key: probes go past it, insertions may reuse it.
    Dummy,
    Full(Entry),
}

#[derive(Debug, Clone)]
enum Layout {
    /// Entries in insertion order (a removal leaves a hole until the next
    /// resize) and the index table; no index table yet is CPython's shared
    /// empty keys object (a new or cleared dict).
    Dict { indices: Vec<usize>, entries: Vec<Option<Entry>>, usable: usize },
    /// The slots themselves; `fill` counts full and dummy slots; `finger`
    /// is where `pop` looks first.
    Set { slots: Vec<Slot>, fill: usize, finger: usize },
}

/// A dict or a set.
#[derive(Debug, Clone)]
pub struct Dict {
    layout: Layout,
    used: usize,
    /// Replaced by the interpreter when the length changes.
    pub header: Header,
    /// Strict: the block of each slot of the hash table (a dict's index
    /// table, a set's slots), which a probe reads at each step. Made by
    /// the interpreter (`Interpreter::refresh_slots`): for every slot when
    /// the table was rebuilt (then this is empty), else for the slots
    /// whose contents changed since (`changed`).
    slot_tags: Vec<Tag>,
    changed: Vec<usize>,
    /// How many entries (the first, in iteration order) the last rebuild
    /// put into new slots: a dict grows before it takes the new key, a set
    /// after.
    moved: usize,
    pub(super) gc: GcHead,
}

/// What a strict probe meets: the slots it visits in order (up to the key
/// it finds, or the empty slot where it misses), the entries on the way
/// whose hash equals the key's (each compared with it), and the one found.
pub struct ProbePath {
    pub slots: Vec<usize>,
    pub compared: Vec<EntryId>,
    pub found: Option<EntryId>,
}

/// CPython's probe sequence over a table of `mask + 1` slots: slot
/// `hash & mask`, then `5 i + 1 + perturb` with the hash's higher bits
/// shifted into `perturb`; sets also visit the `LINEAR_PROBES` slots after
/// each base slot when they fit.
struct Probe {
    mask: usize,
    perturb: usize,
    base: usize,
    offset: usize,
    run: usize,
    linear: bool,
    visited: u32,
}

impl Probe {
    fn new(hash: Hash, mask: usize, linear: bool) -> Probe {
        let base = hash as usize & mask;
        let mut probe = Probe { mask, perturb: hash as usize, base, offset: 0, run: 0, linear, visited: 0 };
        probe.run = probe.run_at(base);
        probe
    }

    fn run_at(&self, base: usize) -> usize {
        if self.linear && base + LINEAR_PROBES <= self.mask {
            LINEAR_PROBES
        } else {
            0
        }
    }
}

impl Probe {
    /// The next slot. Keys with one hash share one path, and a program can
    /// make many: a long walk is steps of the program, so the limits and
    /// Ctrl-C reach it.
    fn next(&mut self) -> RtResult<usize> {
        self.visited = self.visited.wrapping_add(1);
        if self.visited.is_multiple_of(WALK_POLL) {
            crate::sandbox::poll()?;
        }
        let slot = self.base + self.offset;
        if self.offset < self.run {
            self.offset += 1;
        } else {
            self.perturb >>= PERTURB_SHIFT;
            self.base = self.base.wrapping_mul(5).wrapping_add(1).wrapping_add(self.perturb) & self.mask;
            self.offset = 0;
            self.run = self.run_at(self.base);
        }
        Ok(slot)
    }

    /// The first slot on the path that `free` accepts.
    fn first(&mut self, free: impl Fn(usize) -> bool) -> RtResult<usize> {
        loop {
            let slot = self.next()?;
            if free(slot) {
                return Ok(slot);
            }
        }
    }
}

/// `USABLE_FRACTION`: a dict index table holds at most 2/3 entries.
fn usable_fraction(size: usize) -> usize {
    (size << 1) / 3
}

/// `calculate_log2_keysize` as 64-bit CPython 3.11 computes it: the bit
/// length of `((min | 8) - 1) | 7`. That is the smallest power of two of at
/// least `min` slots but for `min` from 1 to 7, which get 16, not 8: a
/// merge of one to four entries into an empty dict (`dict(d)` of a dict
/// with holes), or a small dict's regrowth after deletions, makes 16 slots,
/// and the probes over them (which colliding keys compare) follow.
fn dict_size_for(min: usize) -> usize {
    let bits = (((min | MIN_SIZE) - 1) | (MIN_SIZE - 1)).ilog2() + 1;
    1usize.checked_shl(bits).unwrap_or(1 << (usize::BITS - 1))
}

/// `estimate_log2_keysize`: a table that holds `n` entries.
fn dict_size_holding(n: usize) -> usize {
    dict_size_for(n.saturating_mul(3).div_ceil(2))
}

impl Dict {
    pub fn new_dict(header: Header) -> Dict {
        Dict::of(Layout::Dict { indices: Vec::new(), entries: Vec::new(), usable: 0 }, 0, header)
    }

    fn of(layout: Layout, used: usize, header: Header) -> Dict {
        Dict { layout, used, header, slot_tags: Vec::new(), changed: Vec::new(), moved: 0, gc: GcHead::default() }
    }

    // ----- the slots' blocks (strict) -----

    /// The number of slots of the hash table.
    pub fn table_size(&self) -> usize {
        match &self.layout {
            Layout::Dict { indices, .. } => indices.len(),
            Layout::Set { slots, .. } => slots.len(),
        }
    }

    /// The slots whose blocks are to be made anew, taken, and how many
    /// entries a rebuild since moved (then every slot is new): the
    /// interpreter stores a block for each slot and gives the tags back
    /// (`set_slot_tag`).
    pub fn take_changed_slots(&mut self) -> (Vec<usize>, usize) {
        let moved = std::mem::take(&mut self.moved);
        if self.slot_tags.len() != self.table_size() {
            self.changed.clear();
            self.slot_tags = vec![Tag::UNTRACKED; self.table_size()];
            return ((0..self.table_size()).collect(), moved);
        }
        let mut changed = std::mem::take(&mut self.changed);
        changed.sort_unstable();
        changed.dedup();
        (changed, 0)
    }

    pub fn set_slot_tag(&mut self, slot: usize, tag: Tag) {
        if let Some(t) = self.slot_tags.get_mut(slot) {
            *t = tag;
        }
    }

    /// The block of slot `slot`, once made.
    pub fn slot_block(&self, slot: usize) -> Option<Block> {
        self.slot_tags.get(slot).map(|tag| Block::new(*tag, 1))
    }

    /// The table was rebuilt with `moved` entries: every slot gets a new
    /// block.
    fn rebuilt(&mut self, moved: usize) {
        self.slot_tags.clear();
        self.changed.clear();
        self.moved = moved;
    }

    /// What a probe for `key` (hashed `hash`) meets (`ProbePath`).
    pub fn probe_path(&self, key: &DictKey, hash: Hash) -> RtResult<ProbePath> {
        let mut path = ProbePath { slots: Vec::new(), compared: Vec::new(), found: None };
        let mut probe = self.probe(hash);
        match &self.layout {
            Layout::Dict { indices, entries, .. } => {
                if indices.is_empty() {
                    return Ok(path);
                }
                loop {
                    let slot = probe.next()?;
                    path.slots.push(slot);
                    match indices[slot] {
                        EMPTY => break,
                        DUMMY => {}
                        ix => {
                            let Some(e) = entries[ix].as_ref().filter(|e| e.hash == hash) else { continue };
                            path.compared.push(ix);
                            if e.key == *key {
                                path.found = Some(ix);
                                break;
                            }
                        }
                    }
                }
            }
            Layout::Set { slots, .. } => loop {
                let slot = probe.next()?;
                path.slots.push(slot);
                match &slots[slot] {
                    Slot::Empty => break,
                    Slot::Dummy => {}
                    Slot::Full(e) if e.hash == hash => {
                        path.compared.push(slot);
                        if e.key == *key {
                            path.found = Some(slot);
                            break;
                        }
                    }
                    Slot::Full(_) => {}
                }
            },
        }
        Ok(path)
    }

    /// `dict_new_presized`: the dict a display of `n` pairs is built in.
    pub fn presized_dict(n: usize, header: Header) -> RtResult<Dict> {
        let mut dict = Dict::new_dict(header);
        if n > usable_fraction(MIN_SIZE) {
            // CPython caps the presize at 2**17 slots.
            let size = if n > usable_fraction(1 << 17) { 1 << 17 } else { dict_size_holding(n) };
            dict.resize_dict(size)?;
        }
        Ok(dict)
    }

    pub fn new_set(header: Header) -> Dict {
        let layout = Layout::Set { slots: vec![Slot::Empty; MIN_SIZE], fill: 0, finger: 0 };
        Dict::of(layout, 0, header)
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    fn probe(&self, hash: Hash) -> Probe {
        match &self.layout {
            Layout::Dict { indices, .. } => Probe::new(hash, indices.len().wrapping_sub(1), false),
            Layout::Set { slots, .. } => Probe::new(hash, slots.len() - 1, true),
        }
    }

    /// The entries with hash `hash` that CPython's probe meets, in order,
    /// until it reaches an empty slot; an entry met twice is listed twice
    /// (each meeting is a comparison in CPython).
    pub fn candidates(&self, hash: Hash) -> RtResult<Vec<EntryId>> {
        let mut met = Vec::new();
        let mut probe = self.probe(hash);
        match &self.layout {
            Layout::Dict { indices, entries, .. } => {
                if indices.is_empty() {
                    return Ok(met);
                }
                loop {
                    match indices[probe.next()?] {
                        EMPTY => break,
                        DUMMY => {}
                        ix => {
                            if entries[ix].as_ref().is_some_and(|e| e.hash == hash) {
                                met.push(ix);
                            }
                        }
                    }
                }
            }
            Layout::Set { slots, .. } => loop {
                let slot = probe.next()?;
                match &slots[slot] {
                    Slot::Empty => break,
                    Slot::Dummy => {}
                    Slot::Full(e) => {
                        if e.hash == hash {
                            met.push(slot);
                        }
                    }
                }
            },
        }
        Ok(met)
    }

    /// The entry with id `id`, if one is there (not a hole). An id is a
    /// position of the iteration order: a walk can stop and resume where
    /// it left off without a snapshot of the table.
    pub fn entry(&self, id: EntryId) -> Option<&Entry> {
        match &self.layout {
            Layout::Dict { entries, .. } => entries.get(id)?.as_ref(),
            Layout::Set { slots, .. } => match slots.get(id)? {
                Slot::Full(e) => Some(e),
                _ => None,
            },
        }
    }

    /// The entry equal to `key`, by `DictKey` equality.
    pub fn find(&self, key: &DictKey) -> RtResult<Option<EntryId>> {
        self.find_hashed(key, hash_of(key)?)
    }

    /// `find` with the key's hash already known.
    pub fn find_hashed(&self, key: &DictKey, hash: Hash) -> RtResult<Option<EntryId>> {
        Ok(self.candidates(hash)?.into_iter().find(|&id| self.entry(id).is_some_and(|e| e.key == *key)))
    }

    /// The stored key object and value for `key`.
    pub fn get(&self, key: &DictKey) -> RtResult<Option<&(Value, Value)>> {
        Ok(self.find(key)?.and_then(|id| self.entry(id)).map(|e| &e.pair))
    }

    /// Inserts or updates; an update keeps the original key object, as
    /// CPython does.
    pub fn insert(&mut self, key: DictKey, key_value: Value, value: Value) -> RtResult<()> {
        let hash = hash_of(&key)?;
        match self.find_hashed(&key, hash)? {
            Some(id) => {
                self.set_value(id, value);
                Ok(())
            }
            None => self.insert_new(Entry { hash, key, pair: (key_value, value) }),
        }
    }

    pub fn set_value(&mut self, id: EntryId, value: Value) {
        let entry = match &mut self.layout {
            Layout::Dict { entries, .. } => entries.get_mut(id).and_then(Option::as_mut),
            Layout::Set { slots, .. } => match slots.get_mut(id) {
                Some(Slot::Full(e)) => Some(e),
                _ => None,
            },
        };
        if let Some(entry) = entry {
            entry.pair.1 = value;
        }
    }

    /// Adds an entry known to be absent, where CPython would put it.
    pub fn insert_new(&mut self, entry: Entry) -> RtResult<()> {
        match &self.layout {
            Layout::Dict { .. } => self.insert_new_dict(entry),
            Layout::Set { .. } => self.insert_new_set(entry),
        }
    }

    /// `insertdict` after a missed lookup: grow when no entry is usable
    /// (a fresh dict gets 8 slots), then take the first empty or dummy
    /// index slot on the probe.
    fn insert_new_dict(&mut self, entry: Entry) -> RtResult<()> {
        let needs_room =
            matches!(&self.layout, Layout::Dict { indices, usable, .. } if indices.is_empty() || *usable == 0);
        if needs_room {
            let size = if self.is_fresh_dict() { MIN_SIZE } else { dict_size_for(self.used * 3) };
            self.resize_dict(size)?;
        }
        let slot = {
            let Layout::Dict { indices, .. } = &self.layout else { return Ok(()) };
            let mut probe = self.probe(entry.hash);
            probe.first(|s| indices[s] == EMPTY || indices[s] == DUMMY)?
        };
        self.changed.push(slot);
        let Layout::Dict { indices, entries, usable } = &mut self.layout else { return Ok(()) };
        indices[slot] = entries.len();
        crate::sandbox::memory::grow_within_budget(entries, 1);
        entries.push(Some(entry));
        *usable -= 1;
        self.used += 1;
        Ok(())
    }

    fn is_fresh_dict(&self) -> bool {
        matches!(&self.layout, Layout::Dict { indices, .. } if indices.is_empty())
    }

    /// `dictresize`: compacts the entries and rebuilds the index table.
    fn resize_dict(&mut self, size: usize) -> RtResult<()> {
        let fresh = table_slots(EMPTY, size)?;
        self.rebuilt(self.used);
        let Layout::Dict { indices, entries, usable } = &mut self.layout else { return Ok(()) };
        *indices = fresh;
        let live: Vec<Option<Entry>> = std::mem::take(entries).into_iter().filter(Option::is_some).collect();
        let mask = size - 1;
        for (ix, entry) in live.iter().enumerate() {
            let hash = entry.as_ref().map_or(0, |e| e.hash);
            let slot = Probe::new(hash, mask, false).first(|s| indices[s] == EMPTY)?;
            indices[slot] = ix;
        }
        *usable = usable_fraction(size) - live.len();
        *entries = live;
        Ok(())
    }

    /// `set_add_entry` after a missed lookup: the last dummy before the
    /// first empty slot, else that empty slot; a table 60% filled grows.
    fn insert_new_set(&mut self, entry: Entry) -> RtResult<()> {
        let mut probe = self.probe(entry.hash);
        let Layout::Set { slots, fill, .. } = &mut self.layout else { return Ok(()) };
        let mut free = None;
        let empty = loop {
            let slot = probe.next()?;
            match slots[slot] {
                Slot::Empty => break slot,
                Slot::Dummy => free = Some(slot),
                Slot::Full(_) => {}
            }
        };
        self.used += 1;
        if let Some(slot) = free {
            slots[slot] = Slot::Full(entry);
            self.changed.push(slot);
            return Ok(());
        }
        slots[empty] = Slot::Full(entry);
        self.changed.push(empty);
        *fill += 1;
        let mask = slots.len() - 1;
        if *fill * 5 >= mask * 3 {
            let used = self.used;
            self.resize_set(if used > 50_000 { used * 2 } else { used * 4 })?;
        }
        Ok(())
    }

    /// `set_table_resize`: the smallest table larger than `min_used`,
    /// filled by re-inserting the keys in slot order.
    fn resize_set(&mut self, min_used: usize) -> RtResult<()> {
        let used = self.used;
        let Layout::Set { slots, fill, .. } = &mut self.layout else { return Ok(()) };
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        if size == MIN_SIZE && slots.len() == MIN_SIZE && *fill == used {
            return Ok(());
        }
        let old = std::mem::replace(slots, table_slots(Slot::Empty, size)?);
        *fill = used;
        for slot in old {
            if let Slot::Full(entry) = slot {
                insert_clean(slots, entry)?;
            }
        }
        self.rebuilt(used);
        Ok(())
    }

    /// Removes the entry `id` (a dict leaves a dummy index and a hole, a
    /// set a dummy slot) and returns its key object and value.
    pub fn remove_at(&mut self, id: EntryId) -> RtResult<Option<(Value, Value)>> {
        let Some(hash) = self.entry(id).map(|e| e.hash) else { return Ok(None) };
        let mut probe = self.probe(hash);
        let entry = match &mut self.layout {
            Layout::Dict { indices, entries, .. } => {
                let slot = probe.first(|s| indices[s] == id || indices[s] == EMPTY)?;
                if indices[slot] == EMPTY {
                    return Ok(None);
                }
                indices[slot] = DUMMY;
                self.changed.push(slot);
                let Some(entry) = entries[id].take() else { return Ok(None) };
                entry
            }
            Layout::Set { slots, .. } => match std::mem::replace(&mut slots[id], Slot::Dummy) {
                Slot::Full(e) => {
                    self.changed.push(id);
                    e
                }
                other => {
                    slots[id] = other;
                    return Ok(None);
                }
            },
        };
        self.used -= 1;
        Ok(Some(entry.pair))
    }

    pub fn remove(&mut self, key: &DictKey) -> RtResult<Option<(Value, Value)>> {
        match self.find(key)? {
            Some(id) => self.remove_at(id),
            None => Ok(None),
        }
    }

    /// `dict.clear()` gives back the shared empty keys; `set.clear()` a
    /// fresh 8-slot table (the pop finger stays).
    pub fn clear(&mut self) {
        let old =
            std::mem::replace(&mut self.layout, Layout::Dict { indices: Vec::new(), entries: Vec::new(), usable: 0 });
        self.layout = match old {
            Layout::Dict { .. } => Layout::Dict { indices: Vec::new(), entries: Vec::new(), usable: 0 },
            Layout::Set { finger, .. } => Layout::Set { slots: vec![Slot::Empty; MIN_SIZE], fill: 0, finger },
        };
        self.used = 0;
        self.rebuilt(0);
        release::release(old);
    }

    /// How many positions `entry` looks at (holes included).
    pub fn positions(&self) -> usize {
        match &self.layout {
            Layout::Dict { entries, .. } => entries.len(),
            Layout::Set { slots, .. } => slots.len(),
        }
    }

    /// Entries in iteration order: a dict's insertion order, a set's slot
    /// order.
    pub fn entries(&self) -> Box<dyn Iterator<Item = &Entry> + '_> {
        match &self.layout {
            Layout::Dict { entries, .. } => Box::new(entries.iter().flatten()),
            Layout::Set { slots, .. } => Box::new(slots.iter().filter_map(|s| match s {
                Slot::Full(e) => Some(e),
                _ => None,
            })),
        }
    }

    /// The values in places of the table, for putting a copied table's
    /// into places of its own: a dict's keys and values, a set's keys.
    pub fn places_mut(&mut self) -> Vec<&mut Value> {
        match &mut self.layout {
            Layout::Dict { entries, .. } => {
                entries.iter_mut().flatten().flat_map(|e| [&mut e.pair.0, &mut e.pair.1]).collect()
            }
            Layout::Set { slots, .. } => slots
                .iter_mut()
                .filter_map(|s| match s {
                    Slot::Full(e) => Some(&mut e.pair.0),
                    _ => None,
                })
                .collect(),
        }
    }

    /// Key objects and values in iteration order.
    pub fn iter(&self) -> impl Iterator<Item = &(Value, Value)> {
        self.entries().map(|e| &e.pair)
    }

    /// Snapshots of the keys, the values and the entries (with their stored
    /// hashes: what CPython copies without hashing again), in iteration
    /// order, each asked of the budget first: a walk over a table the
    /// program may change walks a copy.
    pub fn keys(&self) -> RtResult<Vec<Value>> {
        memory::collect_exact(self.len(), self.iter().map(|(k, _)| k.clone()))
    }

    pub fn values(&self) -> RtResult<Vec<Value>> {
        memory::collect_exact(self.len(), self.iter().map(|(_, v)| v.clone()))
    }

    pub fn keyed(&self) -> RtResult<Vec<Entry>> {
        memory::collect_exact(self.len(), self.entries().cloned())
    }

    /// `set.pop()`: the first full slot from the finger on, wrapping.
    pub fn pop_set(&mut self) -> RtResult<Option<Value>> {
        if self.used == 0 {
            return Ok(None);
        }
        let Layout::Set { slots, finger, .. } = &mut self.layout else { return Ok(None) };
        let mask = slots.len() - 1;
        let mut slot = *finger & mask;
        while !matches!(slots[slot], Slot::Full(_)) {
            slot = (slot + 1) & mask;
        }
        *finger = slot + 1;
        Ok(self.remove_at(slot)?.map(|(k, _)| k))
    }

    // ----- the bulk paths of CPython's copies and merges -----

    /// The number of full and dummy slots (a set) or entries ever placed
    /// since the last resize (a dict).
    pub fn fill(&self) -> usize {
        match &self.layout {
            Layout::Dict { entries, .. } => entries.len(),
            Layout::Set { fill, .. } => *fill,
        }
    }

    /// `set_merge`'s one resize before adding `incoming` keys.
    pub fn set_reserve(&mut self, incoming: usize) -> RtResult<()> {
        let Layout::Set { slots, fill, .. } = &self.layout else { return Ok(()) };
        if (fill + incoming) * 5 >= (slots.len() - 1) * 3 {
            let used = self.used;
            self.resize_set((used + incoming) * 2)?;
        }
        Ok(())
    }

    /// `set_merge` into an empty set (no comparison can happen): a copy of
    /// the slots when the tables match in size and `other` has no dummies,
    /// else a clean insertion of `other`'s keys in its slot order.
    pub fn set_fill_from(&mut self, other: &Dict) -> RtResult<()> {
        let Layout::Set { slots: theirs, fill: their_fill, .. } = &other.layout else { return Ok(()) };
        let used = other.used;
        let Layout::Set { slots, fill, .. } = &mut self.layout else { return Ok(()) };
        self.slot_tags.clear();
        self.changed.clear();
        if slots.len() == theirs.len() && *their_fill == used {
            slots.clone_from(theirs);
        } else {
            for slot in theirs {
                if let Slot::Full(entry) = slot {
                    insert_clean(slots, entry.clone())?;
                }
            }
        }
        *fill = used;
        self.used = used;
        Ok(())
    }

    /// The set a display of constants makes. The compiler folds the items
    /// into a frozenset (this table, built by adding them in order), and
    /// its constant cache rebuilds that frozenset by adding its keys in
    /// slot order (`merge_consts_recursive`); `SET_UPDATE` then merges the
    /// result into a new set.
    pub fn refolded(&self) -> RtResult<Dict> {
        let mut frozen = Dict::new_set(self.header);
        for entry in self.entries() {
            frozen.insert(entry.key.clone(), entry.pair.0.clone(), entry.pair.1.clone())?;
        }
        let mut set = Dict::new_set(self.header);
        set.set_reserve(frozen.used)?;
        set.set_fill_from(&frozen)?;
        Ok(set)
    }

    /// `PyDict_Copy`'s table: a clone unless a third or more of the
    /// entries are holes, else the compact table a merge into a new dict
    /// builds.
    pub fn dict_copied(&self, header: Header) -> RtResult<Dict> {
        if self.used == 0 {
            return Ok(Dict::new_dict(header));
        }
        let mut copy = self.cloned_with(header);
        if !self.dict_copy_clones() {
            copy.resize_dict(dict_size_holding(self.used))?;
        }
        Ok(copy)
    }

    /// `dict_merge`'s one resize before merging `incoming` entries into a
    /// dict that cannot hold them.
    pub fn dict_reserve(&mut self, incoming: usize) -> RtResult<()> {
        let Layout::Dict { indices, .. } = &self.layout else { return Ok(()) };
        if usable_fraction(indices.len().max(1)) < incoming {
            let size = dict_size_holding(self.used + incoming);
            self.resize_dict(size)?;
        }
        Ok(())
    }

    /// Whether `dict(other)` / `{}.update(other)` clones `other`'s table
    /// (`dict_merge`: no holes, and freshly sized).
    pub fn dict_clones(&self) -> bool {
        let Layout::Dict { indices, entries, .. } = &self.layout else { return false };
        self.used == entries.len() && (indices.len() == MIN_SIZE || usable_fraction(indices.len() / 2) < self.used)
    }

    /// Whether `d.copy()` clones the table (`PyDict_Copy`: at most a third
    /// of the entries are holes).
    pub fn dict_copy_clones(&self) -> bool {
        let Layout::Dict { entries, .. } = &self.layout else { return false };
        self.used >= entries.len() * 2 / 3
    }

    /// After a bulk removal (`set_difference_update`): more than a quarter
    /// of dummies are cleared away.
    pub fn set_purge_dummies(&mut self) -> RtResult<()> {
        let Layout::Set { slots, fill, .. } = &self.layout else { return Ok(()) };
        if fill - self.used > (slots.len() - 1) / 4 {
            let used = self.used;
            self.resize_set(if used > 50_000 { used * 2 } else { used * 4 })?;
        }
        Ok(())
    }

    /// The heap the table takes: what a copy of it asks the budget for.
    pub fn heap_bytes(&self) -> usize {
        match &self.layout {
            Layout::Dict { indices, entries, .. } => {
                indices.len() * std::mem::size_of::<usize>() + entries.len() * std::mem::size_of::<Option<Entry>>()
            }
            Layout::Set { slots, .. } => slots.len() * std::mem::size_of::<Slot>(),
        }
    }

    /// A dict's table with a new header (CPython's `clone_combined_dict_keys`).
    pub fn cloned_with(&self, header: Header) -> Dict {
        Dict::of(self.layout.clone(), self.used, header)
    }

    /// Swaps contents, keeping each header (`set_swap_bodies`); the slots'
    /// blocks go with them.
    pub fn swap_contents(&mut self, other: &mut Dict) {
        std::mem::swap(&mut self.layout, &mut other.layout);
        std::mem::swap(&mut self.used, &mut other.used);
        std::mem::swap(&mut self.slot_tags, &mut other.slot_tags);
        std::mem::swap(&mut self.changed, &mut other.changed);
        std::mem::swap(&mut self.moved, &mut other.moved);
    }
}

/// `set_insert_clean`: the first empty slot on the probe (no dummies, no
/// equal key: the table is being rebuilt).
/// A new hash table of `size` slots, asked of the heap budget with the
/// blocks strict keeps for its slots (`take_changed_slots`) before it is
/// made: a rebuild holds the old table and the new one at once.
fn table_slots<T: Clone>(empty: T, size: usize) -> RtResult<Vec<T>> {
    let strict_bytes = std::mem::size_of::<Tag>() + std::mem::size_of::<usize>();
    crate::sandbox::memory::reserve(size.saturating_mul(strict_bytes))?;
    crate::sandbox::memory::vec_filled(empty, size)
}

fn insert_clean(slots: &mut [Slot], entry: Entry) -> RtResult<()> {
    let mut probe = Probe::new(entry.hash, slots.len() - 1, true);
    let slot = probe.first(|s| matches!(slots[s], Slot::Empty))?;
    slots[slot] = Slot::Full(entry);
    Ok(())
}

impl Drop for Dict {
    fn drop(&mut self) {
        self.gc.dying();
        let layout =
            std::mem::replace(&mut self.layout, Layout::Dict { indices: Vec::new(), entries: Vec::new(), usable: 0 });
        release::release(layout);
    }
}
