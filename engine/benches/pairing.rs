//! Pairing a mid-event Swiss round (RULES.md §5): 5 rounds of random MTG
//! results (fixed seed), then the benchmark pairs round 6.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use planesforge_engine::pair_round;

#[path = "support/workload.rs"]
mod workload;
use std::hint::black_box;
use workload::mid_event;

fn bench_pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair_round_6");
    group.sample_size(10);
    for n in [1024, 4096] {
        let players = mid_event(n, 5, 42).expect("workload");
        group.bench_with_input(BenchmarkId::from_parameter(n), &players, |b, p| {
            b.iter(|| pair_round(black_box(p)).expect("pairs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_pairing);
criterion_main!(benches);
