//! PlanesForge engine: standings, tiebreakers and Swiss pairing for Magic:
//! The Gathering tournaments.
//!
//! The crate is pure: no I/O, no clock, no randomness. Every figure is an
//! exact fraction; the rules it implements are in `shared/spec/rules.md`
//! (cited below as "rules.md §N").

pub mod matching;
