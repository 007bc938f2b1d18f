//! PLACEHOLDER maximum-weight matching by exhaustive search (n ≤ 14).
//!
//! The real implementation (Edmonds' blossom algorithm with an optimal dual)
//! comes from the `matching` branch and replaces this file at merge. The API
//! below is the one agreed with it. `slack` here is NOT a dual certificate:
//! it returns 0, which is why the pairing code only uses its priced sparse
//! mode once the real module is in.

/// Edge weights and dual values.
pub type Weight = i128;

/// Largest accepted absolute edge weight.
pub const MAX_ABS_WEIGHT: Weight = 1 << 120;

/// Why an input graph was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchingError {
    /// An endpoint is not below the vertex count.
    VertexOutOfRange {
        /// Index of the offending edge.
        edge: usize,
        /// The vertex count.
        n: usize,
    },
    /// An edge joins a vertex to itself.
    SelfLoop {
        /// Index of the offending edge.
        edge: usize,
    },
    /// `|w| > MAX_ABS_WEIGHT`.
    WeightOutOfRange {
        /// Index of the offending edge.
        edge: usize,
    },
}

impl std::fmt::Display for MatchingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for MatchingError {}

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
pub fn max_weight_matching(
    n: usize,
    edges: &[(usize, usize, Weight)],
) -> Result<Matching, MatchingError> {
    for (edge, &(u, v, w)) in edges.iter().enumerate() {
        if u >= n || v >= n {
            return Err(MatchingError::VertexOutOfRange { edge, n });
        }
        if u == v {
            return Err(MatchingError::SelfLoop { edge });
        }
        if !(-MAX_ABS_WEIGHT..=MAX_ABS_WEIGHT).contains(&w) {
            return Err(MatchingError::WeightOutOfRange { edge });
        }
    }
    let mut adj: Vec<Vec<(usize, Weight)>> = vec![Vec::new(); n];
    for &(u, v, w) in edges {
        if w > 0 {
            adj[u].push((v, w));
            adj[v].push((u, w));
        }
    }
    let mut cur = vec![None; n];
    let mut best = (Weight::MIN, vec![None; n]);
    search(0, 0, &adj, &mut cur, &mut best);
    Ok(Matching {
        mates: best.1,
        total: best.0.max(0),
    })
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
