//! Measures `standings::compute` on a large generated tournament.
//!
//! `cargo run --release -p planesforge-engine --example standings_scale -- [PLAYERS] [ROUNDS]`
//! (default 16384 players, 14 rounds). Each round pairs neighbours in the
//! current standings (a rough Swiss), results come from a fixed
//! pseudo-random sequence, every 50th player drops after round 3.
//! Prints the time of the final standings, with and without the §9 figures.

use std::time::Instant;

use planesforge_engine::standings::{self, StandingsOptions};
use planesforge_engine::{History, MatchResult, Pairing, Player, PlayerIdx, Round, RoundKind};

const RESULTS: [(u32, u32, u32); 8] = [
    (2, 0, 0),
    (2, 1, 0),
    (0, 2, 0),
    (1, 2, 0),
    (1, 1, 1),
    (0, 0, 3),
    (2, 0, 1),
    (1, 0, 0),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let n: u32 = args
        .next()
        .map(|a| a.parse())
        .transpose()?
        .unwrap_or(16_384);
    let rounds: u32 = args.next().map(|a| a.parse()).transpose()?.unwrap_or(14);
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut players: Vec<Player> = (0..n)
        .map(|i| Player {
            id: format!("{i:08}"),
            name: format!("Player {}", next() % 100_000),
            dropped_after_round: None,
            missed_rounds: Vec::new(),
        })
        .collect();
    let mut played: Vec<Round> = Vec::new();
    let mut per_round = Vec::new();
    for number in 1..=rounds {
        if number == 4 {
            for (i, p) in players.iter_mut().enumerate() {
                if i % 50 == 0 {
                    p.dropped_after_round = Some(3);
                }
            }
        }
        let history = History::new(players.clone(), played.clone())?;
        let start = Instant::now();
        let s = standings::compute(&history, &StandingsOptions::default())?;
        per_round.push(start.elapsed());
        let active: Vec<PlayerIdx> = s
            .rows
            .iter()
            .filter(|r| !r.dropped)
            .map(|r| r.player)
            .collect();
        let mut pairings = Vec::new();
        for (table, pair) in (1..).zip(active.chunks(2)) {
            let result = RESULTS[(next() % RESULTS.len() as u64) as usize];
            pairings.push(Pairing {
                table,
                player_a: pair[0],
                player_b: pair.get(1).copied(),
                result: match pair.get(1) {
                    Some(_) => Some(MatchResult::new(result.0, result.1, result.2)?),
                    None => None,
                },
            });
        }
        played.push(Round {
            number,
            kind: RoundKind::Swiss,
            pairings,
        });
    }
    let start = Instant::now();
    let history = History::new(players, played)?;
    let validate = start.elapsed();
    let start = Instant::now();
    let s = standings::compute(&history, &StandingsOptions::default())?;
    let plain = start.elapsed();
    let start = Instant::now();
    let e = standings::compute(
        &history,
        &StandingsOptions {
            extended: true,
            ..Default::default()
        },
    )?;
    let extended = start.elapsed();
    let max_per_round = per_round.iter().max().copied().unwrap_or_default();
    println!(
        "{n} players, {rounds} rounds: History::new {validate:?}; standings {plain:?}; \
         with extended {extended:?}; slowest per-round standings {max_per_round:?}"
    );
    println!(
        "leader: {} with {} MP, OMW {}",
        history.player(s.rows[0].player).id,
        s.rows[0].match_points,
        s.rows[0].omw
    );
    assert_eq!(s.rows.len(), e.rows.len());
    Ok(())
}
