//! The event log: what a run records for pricing, and nothing else. A
//! `Trace` holds a measurement's events (stores, imports, read batches,
//! op brackets for the IR, calls and returns) compactly encoded; `uses`
//! keeps each key's last use while the log is written (on another core for
//! long logs: `indexer`), so that pricing need not pass over it first;
//! `keymap` maps sparse keys to dense slots.
//!
//! The contract between the layers: `machine` writes logs and `cost`
//! reads them; the log knows neither, nor values, nor the model that
//! decided which uses are reads.

pub mod indexer;
pub mod keymap;
pub mod trace;
pub mod uses;
