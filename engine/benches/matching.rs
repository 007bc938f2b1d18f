//! Benchmark of the exact maximum-weight matching (RULES.md §5) on Swiss-like
//! structured sparse graphs: players sorted by score group, edges to the
//! same and neighbouring groups near in rank, weights that favour small score
//! gaps and the slide seating (many equal weights), a few rematches removed.

use criterion::{Criterion, criterion_group, criterion_main};
use planesforge_engine::matching::{Weight, max_weight_matching};
use std::hint::black_box;

/// Deterministic xorshift64* for the instance generator.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// A mid-event state: `n` players after 5 rounds of random results
/// (3 / 1 / 0 match points, ~5 % draws), sorted by match points.
/// Returns the candidate graph: for each player, edges to the nearest 16
/// players by rank and to every player of the same or a neighbouring score
/// group within 40 ranks.
fn swiss_graph(n: usize, seed: u64) -> (usize, Vec<(usize, usize, Weight)>) {
    let mut rng = Rng(seed);
    let mut points: Vec<u32> = (0..n)
        .map(|_| {
            (0..5)
                .map(|_| match rng.next() % 100 {
                    0..=46 => 3,
                    47..=51 => 1,
                    _ => 0,
                })
                .sum()
        })
        .collect();
    points.sort_unstable_by(|a, b| b.cmp(a));
    // Group boundaries and rank within group.
    let mut group = vec![0usize; n];
    let mut group_start = vec![0usize; n];
    let mut group_len = vec![0usize; n];
    let mut g = 0;
    let mut start = 0;
    for i in 0..n {
        if i > 0 && points[i] != points[i - 1] {
            group_len[start..i].fill(i - start);
            g += 1;
            start = i;
        }
        group[i] = g;
        group_start[i] = start;
    }
    group_len[start..n].fill(n - start);
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n.min(i + 41) {
            let near = j - i <= 16;
            let close_group = group[j] <= group[i] + 1;
            if !(near || close_group) {
                continue;
            }
            // ~2 % of candidate pairs already met: left out (rematch-free).
            if rng.next().is_multiple_of(50) {
                continue;
            }
            let gap = Weight::from(points[i].abs_diff(points[j]));
            // Slide distance inside a group: 0 for the ideal partner.
            let slide = if group[i] == group[j] {
                let a = i - group_start[i];
                let b = j - group_start[j];
                let half = group_len[i] / 2;
                (b as Weight - a as Weight - half as Weight).abs()
            } else {
                0
            };
            let w: Weight = 1_000_000_000 - gap * gap * 1_000_000 - slide.min(999);
            edges.push((i, j, w));
        }
    }
    (n, edges)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("max_weight_matching_swiss");
    group.sample_size(10);
    for &n in &[1000usize, 4000] {
        let (n, edges) = swiss_graph(n, 0xC0FF_EE00 + n as u64);
        group.bench_function(format!("n={n} m={}", edges.len()), |b| {
            b.iter(|| {
                let m = max_weight_matching(black_box(n), black_box(&edges)).expect("valid graph");
                black_box(m.total_weight())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
