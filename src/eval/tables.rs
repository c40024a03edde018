//! Metered dict and set operations: hashing keys, probing tables, and the
//! bulk paths CPython 3.11 takes for copies, merges and set algebra. The
//! layout is `value::Dict`'s (CPython's, slot for slot); this file decides
//! what each step reads.
//!
//! Reference (the tracer sees what CPython does): hashing a tracked key
//! reads it; every stored key with the same hash that the probe meets is
//! compared, `stored == key` plus a truth test, unless it is the very key;
//! copies and merges reuse the stored hashes (no read).
//! Strict: hashing reads the key; a probe reads the stored key it lands on
//! or, on a miss, the table's header; a key taken from another table is
//! hashed again, as if placed by hand.

use std::rc::Rc;

use crate::error::{Exception, RtResult};
use crate::eval::Interpreter;
use crate::machine::{Header, Model};
use crate::ops;
use crate::sandbox;
use crate::syntax::ast::CmpOp;
use crate::value::{hash_of, Dict, DictKey, Entry, EntryId, Hash, Value};

pub use crate::value::Table;

/// A copy of a table to walk while the original may change, asked of the
/// memory budget first (set algebra copies whole tables).
pub fn snapshot(table: &Table) -> RtResult<Dict> {
    let t = table.borrow();
    crate::sandbox::memory::reserve(t.heap_bytes())?;
    Ok(t.clone())
}

/// How strict meters a bulk operation's walk over its source table.
#[derive(Clone, Copy)]
pub enum Walk {
    /// As a `for` loop would: the header at every step and at the end.
    Stepped(Header),
    /// The caller read the source once as a whole.
    Whole,
}

impl Interpreter {
    fn strict(&self) -> bool {
        self.machine.model() == Model::Strict
    }

    /// The dict key of a value; hashing a metered scalar reads it.
    pub fn hash_key(&mut self, value: &Value) -> RtResult<DictKey> {
        match value {
            Value::Scalar(op) => {
                let site = self.site;
                Ok(DictKey::Scalar(self.machine.escape(site, op, ops::hash_key)))
            }
            Value::Tuple(items) => {
                // Tuples nest without limit; CPython hashes them in C
                // (unchecked), .dmd meets the depth limit.
                let _depth = sandbox::enter()?;
                // A tuple key's shape (its length) is part of the key.
                self.read_structure(&[value]);
                let mut keys = Vec::with_capacity(items.len());
                for item in items.iter() {
                    keys.push(self.hash_key(item)?);
                }
                Ok(DictKey::Tuple(keys.into()))
            }
            other => Err(Exception::type_error(format!("unhashable type: '{}'", other.type_name()))),
        }
    }

    /// Reference: CPython moves entries between tables with their stored
    /// hashes. Strict reads each key as it is placed.
    pub fn reuses_hashes(&self) -> bool {
        self.machine.model() == Model::Reference
    }

    /// The hash key to place an entry taken from another table with.
    pub(crate) fn rehash(&mut self, entry: &Entry) -> RtResult<DictKey> {
        if self.reuses_hashes() {
            Ok(entry.key.clone())
        } else {
            self.hash_key(&entry.pair.0)
        }
    }

    /// Finds the key hashed as `hk` in `table`. Reference: CPython's probe,
    /// comparing each stored key with the same hash it meets (stored key
    /// on the left) unless it is the very same object. Strict: a hit reads
    /// the stored key it matched, a miss the table's header.
    pub fn lookup(&mut self, table: &Dict, hk: &DictKey, key: &Value) -> RtResult<Option<EntryId>> {
        self.lookup_hashed(table, hk, hash_of(hk)?, key)
    }

    /// `lookup` with the key's hash already computed.
    fn lookup_hashed(&mut self, table: &Dict, hk: &DictKey, hash: Hash, key: &Value) -> RtResult<Option<EntryId>> {
        if self.strict() {
            // The slot of every step of the probe, and each stored key
            // compared on the way (those with the key's hash); a table
            // with no slots yet (a new or cleared dict) is found empty by
            // its header.
            let path = table.probe_path(hk, hash)?;
            let mut blocks: Vec<crate::machine::Block> =
                path.slots.iter().filter_map(|&slot| table.slot_block(slot)).collect();
            if path.slots.is_empty() {
                blocks.push(table.header.block());
            }
            for &id in &path.compared {
                if let Some(entry) = table.entry(id) {
                    blocks.extend(key_blocks(&entry.pair.0));
                }
            }
            self.machine.read(self.site, &blocks);
            if let Some(stored) = path.found.and_then(|id| table.entry(id)).map(|e| e.pair.0.clone()) {
                // The identity shortcut reads both when it applies.
                self.identical(&stored, key);
            }
            return Ok(path.found);
        }
        for id in table.candidates(hash)? {
            // Equal hashes can be forced in bulk: each meeting is a step.
            sandbox::poll()?;
            let Some(entry) = table.entry(id) else { continue };
            let (stored, same_key) = (entry.pair.0.clone(), entry.key == *hk);
            if self.identical(&stored, key) {
                return Ok(Some(id));
            }
            if !(self.has_proxy(&stored) || self.has_proxy(key)) {
                if same_key {
                    return Ok(Some(id));
                }
                continue;
            }
            let eq = self.compare(CmpOp::Eq, &stored, key)?;
            if self.truth(&eq)? {
                return Ok(Some(id));
            }
        }
        Ok(None)
    }

    /// Finds `key` in a dict or set. Returns the stored key and value.
    pub fn dict_lookup(&mut self, dict: &Dict, key: &Value) -> RtResult<Option<(Value, Value)>> {
        let hk = self.hash_key(key)?;
        let found = self.lookup(dict, &hk, key)?;
        Ok(found.and_then(|id| dict.entry(id)).map(|e| e.pair.clone()))
    }

    /// Like `dict_lookup`, also returning the key's hash key (for a
    /// removal or insertion that must not hash again).
    pub fn dict_find(&mut self, dict: &Dict, key: &Value) -> RtResult<(DictKey, Option<(Value, Value)>)> {
        let hk = self.hash_key(key)?;
        let found = self.lookup(dict, &hk, key)?;
        Ok((hk, found.and_then(|id| dict.entry(id)).map(|e| e.pair.clone())))
    }

    /// `dict[key] = value`; an existing equal key keeps its original object.
    pub fn dict_set(&mut self, dict: &mut Dict, key: Value, value: Value) -> RtResult<()> {
        let hk = self.hash_key(&key)?;
        self.dict_set_hashed(dict, hk, key, value)
    }

    /// `dict_set` with a hash already taken (no hash read).
    pub fn dict_set_hashed(&mut self, dict: &mut Dict, hk: DictKey, key: Value, value: Value) -> RtResult<()> {
        let hash = hash_of(&hk)?;
        match self.lookup_hashed(dict, &hk, hash, &key)? {
            Some(id) => dict.set_value(id, self.place(value)),
            None => {
                // The key was read as it was hashed, by this instruction.
                let key = self.place_hashed(key);
                let value = self.place(value);
                dict.insert_new(Entry { hash, key: hk, pair: (key, value) })?;
                self.resized_table(dict);
            }
        }
        Ok(())
    }

    pub fn set_add(&mut self, set: &mut Dict, item: Value) -> RtResult<()> {
        let hk = self.hash_key(&item)?;
        self.set_add_hashed(set, hk, item)
    }

    /// `set_add` with a hash already taken (no hash read).
    pub fn set_add_hashed(&mut self, set: &mut Dict, hk: DictKey, item: Value) -> RtResult<()> {
        let hash = hash_of(&hk)?;
        if self.lookup_hashed(set, &hk, hash, &item)?.is_none() {
            let (item, none) = (self.place_hashed(item), self.none());
            set.insert_new(Entry { hash, key: hk, pair: (item, none) })?;
            self.resized_table(set);
        }
        Ok(())
    }

    /// Removes the key hashed as `hk`; whether it was there.
    pub fn table_discard_hashed(&mut self, table: &mut Dict, hk: &DictKey, key: &Value) -> RtResult<bool> {
        match self.lookup(table, hk, key)? {
            Some(id) => {
                table.remove_at(id)?;
                self.resized_table(table);
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Strict's price for placing `key` into `target` where CPython
    /// copies without a lookup: the reads a lookup that misses would make.
    fn strict_place(&mut self, target: &mut Dict, entry: &Entry, walk: Walk) -> RtResult<()> {
        self.walk_step(walk);
        let hk = self.hash_key(&entry.pair.0)?;
        self.lookup(target, &hk, &entry.pair.0)?;
        self.resized_table(target);
        Ok(())
    }

    /// One step of a walk over a source table (also the step that finds
    /// its end).
    fn walk_step(&mut self, walk: Walk) {
        if let Walk::Stepped(header) = walk {
            self.read_header(header);
        }
    }

    // ----- sets -----

    /// `set_merge`: one resize, then a plain copy into an empty set (no
    /// comparisons), else an insertion of each key with its stored hash in
    /// `other`'s slot order.
    pub fn set_merge(&mut self, target: &mut Dict, other: &Dict, walk: Walk) -> RtResult<()> {
        if other.is_empty() {
            self.walk_step(walk);
            return Ok(());
        }
        target.set_reserve(other.len())?;
        if target.fill() == 0 {
            if self.strict() {
                let mut scratch = Dict::new_set(target.header);
                for entry in other.entries() {
                    self.strict_place(&mut scratch, entry, walk)?;
                }
                target.header = scratch.header;
            }
            self.walk_step(walk);
            target.set_fill_from(other)?;
            self.place_table(target)?;
            if !self.strict() {
                self.resized_table(target);
            }
            return Ok(());
        }
        for entry in other.keyed()? {
            self.walk_step(walk);
            let hk = self.rehash(&entry)?;
            self.set_add_hashed(target, hk, entry.pair.0)?;
        }
        self.walk_step(walk);
        Ok(())
    }

    /// `set_update_internal`: a set merges, a dict's keys are added with
    /// their stored hashes after one resize, anything else is iterated.
    pub fn set_update(&mut self, target: &Table, source: Value) -> RtResult<()> {
        match &source {
            Value::Set(other) => {
                if Rc::ptr_eq(target, other) {
                    return Ok(());
                }
                let other = snapshot(other)?;
                let walk = Walk::Stepped(other.header);
                self.set_merge(&mut target.borrow_mut(), &other, walk)
            }
            Value::Dict(d) => {
                let d = snapshot(d)?;
                let mut set = target.borrow_mut();
                set.set_reserve(d.len())?;
                for entry in d.keyed()? {
                    self.read_header(d.header);
                    let hk = self.rehash(&entry)?;
                    self.set_add_hashed(&mut set, hk, entry.pair.0)?;
                }
                self.read_header(d.header);
                Ok(())
            }
            _ => {
                let mut it = self.make_iter(source)?;
                while let Some(item) = self.iter_next(&mut it)? {
                    let mut set = target.borrow_mut();
                    self.set_add(&mut set, item)?;
                }
                Ok(())
            }
        }
    }

    /// A new set holding `source`'s keys (`set(x)`, `make_new_set`).
    pub fn new_set_from(&mut self, source: Option<Value>) -> RtResult<Table> {
        let set = crate::value::new_table(self.new_set());
        if let Some(source) = source {
            self.set_update(&set, source)?;
        }
        Ok(set)
    }

    /// Looks up another table's entry with its stored hash (reference) or
    /// hashing its key again (strict): the stored key and value found.
    pub fn lookup_entry(&mut self, table: &Dict, entry: &Entry) -> RtResult<Option<(Value, Value)>> {
        let found = self.find_entry(table, entry)?;
        Ok(found.and_then(|id| table.entry(id)).map(|e| e.pair.clone()))
    }

    fn find_entry(&mut self, table: &Dict, entry: &Entry) -> RtResult<Option<EntryId>> {
        let hk = self.rehash(entry)?;
        self.lookup(table, &hk, &entry.pair.0)
    }

    /// `set_contains_entry` with a stored hash: the membership tests of
    /// set algebra.
    fn contains_entry(&mut self, table: &Dict, entry: &Entry) -> RtResult<bool> {
        Ok(self.find_entry(table, entry)?.is_some())
    }

    /// `a & b` / `a.intersection(b)`: the smaller set's keys (in its slot
    /// order) that the larger holds; any other iterable is hashed item by
    /// item until the result is as large as `a`.
    pub fn set_intersection(&mut self, a: &Table, other: Value) -> RtResult<Table> {
        if let Value::Set(b) = &other {
            if Rc::ptr_eq(a, b) {
                return self.new_set_from(Some(Value::inner_set(a.clone())));
            }
        }
        let mut result = self.new_set();
        match &other {
            Value::Set(b) => {
                let (mut big, mut small) = (snapshot(a)?, snapshot(b)?);
                if small.len() > big.len() {
                    std::mem::swap(&mut big, &mut small);
                }
                self.read_header(big.header);
                for entry in small.keyed()? {
                    self.read_header(small.header);
                    if self.contains_entry(&big, &entry)? {
                        let hk = self.rehash(&entry)?;
                        self.set_add_hashed(&mut result, hk, entry.pair.0)?;
                    }
                }
                self.read_header(small.header);
            }
            _ => {
                let set = snapshot(a)?;
                let mut it = self.make_iter(other)?;
                while let Some(item) = self.iter_next(&mut it)? {
                    let hk = self.hash_key(&item)?;
                    if self.lookup(&set, &hk, &item)?.is_some() {
                        self.set_add_hashed(&mut result, hk, item)?;
                        // Nothing more can be found: CPython stops iterating.
                        if result.len() >= set.len() {
                            break;
                        }
                    }
                }
            }
        }
        Ok(crate::value::new_table(result))
    }

    /// `a - b` / `a.difference(b)`.
    pub fn set_difference(&mut self, a: &Table, other: Value) -> RtResult<Table> {
        let other_len = match &other {
            Value::Set(b) | Value::Dict(b) => Some(b.borrow().len()),
            _ => None,
        };
        let a_len = a.borrow().len();
        match other_len {
            // A much larger `a` is copied, then `other`'s keys removed.
            Some(n) if (a_len >> 2) <= n => {}
            _ => {
                let result = self.new_set_from(Some(Value::inner_set(a.clone())))?;
                self.set_difference_update(&result, other)?;
                return Ok(result);
            }
        }
        let set = snapshot(a)?;
        let (Value::Set(b) | Value::Dict(b)) = &other else { unreachable!("sized above") };
        let b = snapshot(b)?;
        let mut result = self.new_set();
        self.read_header(b.header);
        for entry in set.keyed()? {
            self.read_header(set.header);
            if !self.contains_entry(&b, &entry)? {
                let hk = self.rehash(&entry)?;
                self.set_add_hashed(&mut result, hk, entry.pair.0)?;
            }
        }
        self.read_header(set.header);
        Ok(crate::value::new_table(result))
    }

    /// `a -= b` / `a.difference_update(b)`; a set more than 8 times larger
    /// than `a` is first cut down to the intersection, as CPython does.
    pub fn set_difference_update(&mut self, a: &Table, other: Value) -> RtResult<()> {
        if let Value::Set(b) = &other {
            if Rc::ptr_eq(a, b) {
                let mut set = a.borrow_mut();
                set.clear();
                self.resized_table(&mut set);
                return Ok(());
            }
            let b = if (b.borrow().len() >> 3) > a.borrow().len() {
                self.set_intersection(a, other.clone())?
            } else {
                b.obj.clone()
            };
            let b = snapshot(&b)?;
            let mut set = a.borrow_mut();
            for entry in b.keyed()? {
                self.read_header(b.header);
                let hk = self.rehash(&entry)?;
                self.table_discard_hashed(&mut set, &hk, &entry.pair.0)?;
            }
            self.read_header(b.header);
            set.set_purge_dummies()?;
            return Ok(());
        }
        let mut it = self.make_iter(other)?;
        while let Some(item) = self.iter_next(&mut it)? {
            let hk = self.hash_key(&item)?;
            self.table_discard_hashed(&mut a.borrow_mut(), &hk, &item)?;
        }
        a.borrow_mut().set_purge_dummies()?;
        Ok(())
    }

    /// `a ^ b`: a copy of `b` updated symmetrically with `a`.
    pub fn set_symmetric_difference(&mut self, a: &Table, other: Value) -> RtResult<Table> {
        let result = self.new_set_from(Some(other))?;
        self.set_symmetric_difference_update(&result, Value::inner_set(a.clone()))?;
        Ok(result)
    }

    /// `a ^= b`: each of `other`'s keys is removed from `a` if there, else
    /// added (a dict's with their stored hashes, an iterable first made
    /// into a set).
    pub fn set_symmetric_difference_update(&mut self, a: &Table, other: Value) -> RtResult<()> {
        let other = match other {
            Value::Set(b) if Rc::ptr_eq(a, &b) => {
                let mut set = a.borrow_mut();
                set.clear();
                self.resized_table(&mut set);
                return Ok(());
            }
            Value::Set(b) | Value::Dict(b) => b.obj,
            iterable => self.new_set_from(Some(iterable))?,
        };
        let other = snapshot(&other)?;
        let mut set = a.borrow_mut();
        for entry in other.keyed()? {
            self.read_header(other.header);
            let hk = self.rehash(&entry)?;
            if !self.table_discard_hashed(&mut set, &hk, &entry.pair.0)? {
                self.set_add_hashed(&mut set, hk, entry.pair.0)?;
            }
        }
        self.read_header(other.header);
        Ok(())
    }

    /// `a <= b` / `a.issubset(b)`: every key of `a`, in slot order, with
    /// its stored hash, is in `b`.
    pub fn set_is_subset(&mut self, a: &Dict, b: &Dict) -> RtResult<bool> {
        if a.len() > b.len() {
            return Ok(false);
        }
        for entry in a.keyed()? {
            self.read_header(a.header);
            if !self.contains_entry(b, &entry)? {
                return Ok(false);
            }
        }
        self.read_header(a.header);
        Ok(true)
    }

    /// `a.isdisjoint(b)`: the smaller set's keys are looked up in the
    /// larger; any other iterable's items are hashed and looked up.
    pub fn set_is_disjoint(&mut self, a: &Table, other: Value) -> RtResult<bool> {
        if let Value::Set(b) = &other {
            if Rc::ptr_eq(a, b) {
                return Ok(a.borrow().is_empty());
            }
            let (mut big, mut small) = (snapshot(a)?, snapshot(b)?);
            if small.len() > big.len() {
                std::mem::swap(&mut big, &mut small);
            }
            for entry in small.keyed()? {
                self.read_header(small.header);
                if self.contains_entry(&big, &entry)? {
                    return Ok(false);
                }
            }
            self.read_header(small.header);
            return Ok(true);
        }
        let set = snapshot(a)?;
        let mut it = self.make_iter(other)?;
        while let Some(item) = self.iter_next(&mut it)? {
            let hk = self.hash_key(&item)?;
            if self.lookup(&set, &hk, &item)?.is_some() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The keys (and a dict's values) of a table just copied from
    /// another, put into places of its own by one instruction.
    fn place_table(&self, table: &mut Dict) -> RtResult<()> {
        self.place_each(table.places_mut())?;
        self.refresh_slots(table, false);
        Ok(())
    }

    // ----- dicts -----

    /// `dict_merge(target, other)` (`dict(d)`, `d.update(e)`): an empty
    /// target clones a compact, freshly sized `other`; otherwise one resize,
    /// then each entry is inserted with its stored hash.
    pub fn dict_merge(&mut self, target: &mut Dict, other: &Dict) -> RtResult<()> {
        if other.is_empty() {
            return Ok(());
        }
        if target.is_empty() && other.dict_clones() {
            if self.strict() {
                let mut scratch = Dict::new_dict(target.header);
                for entry in other.entries() {
                    self.strict_place(&mut scratch, entry, Walk::Whole)?;
                }
                *target = other.cloned_with(scratch.header);
                self.place_table(target)?;
            } else {
                *target = other.cloned_with(self.machine.header());
            }
            return Ok(());
        }
        target.dict_reserve(other.len())?;
        for entry in other.keyed()? {
            let hk = self.rehash(&entry)?;
            let (key, value) = entry.pair;
            self.dict_set_hashed(target, hk, key, value)?;
        }
        Ok(())
    }

    /// `d.copy()` (`PyDict_Copy`): a clone of the table unless a third or
    /// more of its entries are holes, then a merge into a new dict (which
    /// compares keys with equal hashes). Strict prices any copy as reads of
    /// the original's header.
    pub fn dict_copy(&mut self, dict: &Dict) -> RtResult<Dict> {
        if self.strict() {
            self.read_header(dict.header);
            let mut copy = dict.dict_copied(dict.header)?;
            self.place_table(&mut copy)?;
            self.resized_table(&mut copy);
            return Ok(copy);
        }
        if dict.is_empty() || dict.dict_copy_clones() {
            return dict.dict_copied(self.machine.header());
        }
        let mut copy = self.new_dict();
        self.dict_merge(&mut copy, dict)?;
        Ok(copy)
    }
}

/// What a strict probe that lands on `key` reads: a scalar's block, a
/// tuple's header and items.
pub fn key_blocks(key: &Value) -> Vec<crate::machine::Block> {
    match key {
        Value::Tuple(items) => {
            [items.block(), items.header.block()].into_iter().chain(items.iter().flat_map(key_blocks)).collect()
        }
        other => other.identity_block().into_iter().collect(),
    }
}
