//! Black-box HTTP tests live in `tests/api.rs`; this library is empty.
