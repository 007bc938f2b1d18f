//! Pairs round 6 (or another) of a simulated Swiss event once: the workload of the
//! pairing benchmark (`benches/pairing.rs`) as a plain program, for
//! instruction counts under callgrind (RULES.md §5).
//!
//! `cargo run --release -p planesforge-engine --example pair_round6 -- [PLAYERS] [ROUNDS]`
//! (default 1024 players, 5 rounds). ROUNDS rounds of results from a fixed
//! seed (about 4% draws, otherwise a coin flip) are paired with
//! `pair_round`; the program then pairs the next round and prints the number of tables and a checksum of the
//! pairs, so two builds can be compared for identical output.

use planesforge_engine::pair_round;

#[path = "../benches/support/workload.rs"]
mod workload;
use workload::mid_event;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(1024);
    let rounds: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(5);
    let players = mid_event(n, rounds, 42)?;
    let paired = pair_round(&players)?;
    let mut checksum: u64 = 0;
    for (a, b) in paired.pairs() {
        checksum = checksum
            .wrapping_mul(1_000_003)
            .wrapping_add((a * n + b) as u64);
    }
    println!(
        "{n} players: {} tables, bye {:?}, checksum {checksum:016x}",
        paired.pairs().count(),
        paired.bye()
    );
    Ok(())
}
