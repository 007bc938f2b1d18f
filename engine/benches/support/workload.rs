//! The workload of the pairing benchmark (`benches/pairing.rs`) and of the
//! `pair_round6` example, which counts its instructions: a simulated Swiss
//! event from a fixed seed. One copy, so both measure the same thing.

use planesforge_engine::{PairingPlayer, pair_round};

/// splitmix64: a fixed-seed generator for the simulated results.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The pairing input after `rounds` rounds for `n` players, in standings
/// order (match points, then a fixed random order for the tiebreakers).
pub fn mid_event(
    n: usize,
    rounds: usize,
    seed: u64,
) -> Result<Vec<PairingPlayer>, Box<dyn std::error::Error>> {
    let mut rng = Rng(seed);
    let mut mp = vec![0u32; n];
    let mut byes = vec![0u32; n];
    let mut opponents: Vec<Vec<usize>> = vec![Vec::new(); n];
    let tiebreak: Vec<u64> = (0..n).map(|_| rng.next()).collect();
    let mut players = Vec::new();
    for round in 0..=rounds {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(mp[i]), tiebreak[i], i));
        let mut index = vec![0; n];
        for (k, &i) in order.iter().enumerate() {
            index[i] = k;
        }
        players = order
            .iter()
            .map(|&i| PairingPlayer {
                match_points: mp[i],
                byes: byes[i],
                opponents: opponents[i].iter().map(|&o| index[o]).collect(),
            })
            .collect();
        if round == rounds {
            break;
        }
        let paired = pair_round(&players)?;
        if let Some(b) = paired.bye() {
            byes[order[b]] += 1;
            mp[order[b]] += 3;
        }
        for (a, b) in paired.pairs() {
            let (a, b) = (order[a], order[b]);
            opponents[a].push(b);
            opponents[b].push(a);
            // About 4% draws, otherwise a coin flip.
            match rng.next() % 100 {
                0..4 => {
                    mp[a] += 1;
                    mp[b] += 1;
                }
                x if x % 2 == 0 => mp[a] += 3,
                _ => mp[b] += 3,
            }
        }
    }
    Ok(players)
}
