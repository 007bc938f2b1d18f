//! Black-box HTTP tests live in `tests/api/main.rs` (the `api` test binary); this library is empty.
