//! PLACEHOLDER maximum-weight matching by exhaustive search (n ≤ 14).
//!
//! The real implementation (Edmonds' blossom algorithm with an optimal dual)
//! comes from the `matching` branch and replaces this file at merge. The API
//! below is the one agreed with it. `slack` here is NOT a dual certificate:
//! it returns 0, which is why the pairing code only uses its priced sparse
//! mode once the real module is in.

/// Edge weights and dual values.
pub type Weight = i128;

/// A maximum-weight matching.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matching {
    mates: Vec<Option<usize>>,
    total: Weight,
}

impl Matching {
    /// The partner of `v`, if matched.
    pub fn mate(&self, v: usize) -> Option<usize> {
        self.mates.get(v).copied().flatten()
    }

    /// Partner of every vertex.
    pub fn mates(&self) -> &[Option<usize>] {
        &self.mates
    }

    /// Sum of the weights of the matched edges.
    pub fn total_weight(&self) -> Weight {
        self.total
    }

    /// Reduced cost of the pair `(u, v)` with weight `w` (placeholder: 0).
    pub fn slack(&self, _u: usize, _v: usize, _w: Weight) -> Weight {
        0
    }
}

/// Maximum-weight matching of the graph with `n` vertices and `edges`
/// (exhaustive search; placeholder for n ≤ 14).
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, Weight)]) -> Matching {
    let mut adj: Vec<Vec<(usize, Weight)>> = vec![Vec::new(); n];
    for &(u, v, w) in edges {
        if u != v && u < n && v < n {
            adj[u].push((v, w));
            adj[v].push((u, w));
        }
    }
    let mut cur = vec![None; n];
    let mut best = (Weight::MIN, vec![None; n]);
    search(0, 0, &adj, &mut cur, &mut best);
    Matching {
        mates: best.1,
        total: best.0.max(0),
    }
}

fn search(
    v: usize,
    acc: Weight,
    adj: &[Vec<(usize, Weight)>],
    cur: &mut Vec<Option<usize>>,
    best: &mut (Weight, Vec<Option<usize>>),
) {
    if v == adj.len() {
        if acc > best.0 {
            *best = (acc, cur.clone());
        }
        return;
    }
    if cur[v].is_some() {
        search(v + 1, acc, adj, cur, best);
        return;
    }
    search(v + 1, acc, adj, cur, best);
    for &(u, w) in &adj[v] {
        if u > v && cur[u].is_none() {
            cur[v] = Some(u);
            cur[u] = Some(v);
            search(v + 1, acc + w, adj, cur, best);
            cur[v] = None;
            cur[u] = None;
        }
    }
}
