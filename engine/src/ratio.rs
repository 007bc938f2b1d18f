//! Exact non-negative-denominator fractions and the two percentage floors.
//!
//! RULES.md (preamble and §3): every figure is an exact fraction; only the
//! API rounds, for display, to 4 decimals. Two figures equal as fractions are
//! tied, whatever their decimal expansion.
//!
//! [`Ratio`] keeps an `i128` numerator over a positive `i128` denominator,
//! always reduced. Arithmetic is checked (it returns `None` instead of
//! overflowing); comparison never overflows (it falls back to a
//! continued-fraction comparison when the cross products do not fit).

use std::cmp::Ordering;
use std::fmt;

/// An exact fraction `numer / denom`, reduced, with `denom > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    numer: i128,
    denom: i128,
}

/// The floor printed in the MTR: `33/100` (RULES.md §3).
pub const FLOOR_MTR: Ratio = Ratio {
    numer: 33,
    denom: 100,
};

/// The exact one-third floor shown for comparison (RULES.md §9).
pub const ONE_THIRD: Ratio = Ratio { numer: 1, denom: 3 };

/// Binary GCD on `u64` (no division: the hot path of every reduction).
fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// Binary GCD on `u128`.
fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// `gcd(|a|, |b|)` (0 only when both are 0). Uses 64-bit arithmetic when the
/// values fit, which is the common case and much faster than 128-bit.
fn gcd(a: i128, b: i128) -> i128 {
    let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
    let g = match (u64::try_from(a), u64::try_from(b)) {
        (Ok(a), Ok(b)) => u128::from(gcd_u64(a, b)),
        _ => gcd_u128(a, b),
    };
    // Callers never pass i128::MIN, so g ≤ i128::MAX; 1 is a safe divisor
    // should that ever change.
    i128::try_from(g).unwrap_or(1)
}

/// `a / b` exactly (b divides a), in 64 bits when possible.
fn exact_div(a: i128, b: i128) -> i128 {
    match (i64::try_from(a), i64::try_from(b)) {
        (Ok(a), Ok(b)) => i128::from(a / b),
        _ => a / b,
    }
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio { numer: 0, denom: 1 };
    /// One.
    pub const ONE: Ratio = Ratio { numer: 1, denom: 1 };

    /// `numer / denom`, reduced; `None` when `denom == 0` (or either is
    /// `i128::MIN`, which has no positive counterpart).
    pub fn new(numer: i128, denom: i128) -> Option<Ratio> {
        if denom == 0 || numer == i128::MIN || denom == i128::MIN {
            return None;
        }
        let g = gcd(numer, denom);
        let (mut n, mut d) = (exact_div(numer, g), exact_div(denom, g));
        if d < 0 {
            n = n.checked_neg()?;
            d = d.checked_neg()?;
        }
        Some(Ratio { numer: n, denom: d })
    }

    /// The integer `n` as a fraction.
    pub const fn from_int(n: i128) -> Ratio {
        Ratio { numer: n, denom: 1 }
    }

    /// The reduced numerator.
    pub const fn numer(self) -> i128 {
        self.numer
    }

    /// The reduced denominator (always positive).
    pub const fn denom(self) -> i128 {
        self.denom
    }

    /// `self + other`, or `None` on overflow.
    pub fn checked_add(self, other: Ratio) -> Option<Ratio> {
        let g = gcd(self.denom, other.denom);
        let (sd, od) = (exact_div(self.denom, g), exact_div(other.denom, g));
        let left = self.numer.checked_mul(od)?;
        let right = other.numer.checked_mul(sd)?;
        let denom = sd.checked_mul(other.denom)?;
        Ratio::new(left.checked_add(right)?, denom)
    }

    /// `self × k`, or `None` on overflow.
    pub fn checked_mul_int(self, k: i128) -> Option<Ratio> {
        if k == i128::MIN {
            return None;
        }
        let g = gcd(k, self.denom);
        Ratio::new(
            self.numer.checked_mul(exact_div(k, g))?,
            exact_div(self.denom, g),
        )
    }

    /// `self / k`, or `None` when `k == 0` or on overflow.
    pub fn checked_div_int(self, k: i128) -> Option<Ratio> {
        if k == 0 || k == i128::MIN {
            return None;
        }
        let g = gcd(self.numer, k);
        Ratio::new(
            exact_div(self.numer, g),
            self.denom.checked_mul(exact_div(k, g))?,
        )
    }

    /// The exact mean of `values`; `None` when empty or on overflow.
    pub fn mean<I: IntoIterator<Item = Ratio>>(values: I) -> Option<Ratio> {
        let mut sum = Ratio::ZERO;
        let mut count: i128 = 0;
        for v in values {
            sum = sum.checked_add(v)?;
            count += 1;
        }
        if count == 0 {
            None
        } else {
            sum.checked_div_int(count)
        }
    }

    /// The value as the nearest `f64` (display only).
    pub fn to_f64(self) -> f64 {
        self.numer as f64 / self.denom as f64
    }

    /// The value rounded half away from zero to `decimals` places, as an
    /// `f64` that prints as that decimal (display only: RULES.md preamble).
    pub fn round_to(self, decimals: u32) -> f64 {
        let Some(scale) = 10i128.checked_pow(decimals) else {
            return self.to_f64();
        };
        let negative = self.numer < 0;
        let n = self.numer.unsigned_abs();
        let d = self.denom.unsigned_abs();
        let (q, r) = (n / d, n % d);
        let scale_u = scale.unsigned_abs();
        // q·scale + round_half_up(r·scale / d), when it fits (it does for
        // every realistic figure); otherwise the plain f64 quotient.
        let exact = r.checked_mul(scale_u).and_then(|rs| {
            let (frac, rem) = (rs / d, rs % d);
            let frac = if rem >= d - rem { frac + 1 } else { frac };
            q.checked_mul(scale_u)?.checked_add(frac)
        });
        let value = match exact {
            Some(total) => total as f64 / scale as f64,
            None => return self.to_f64(),
        };
        if negative { -value } else { value }
    }
}

/// A list of fractions rewritten over one common denominator, so that exact
/// means of many subsets (OMW%, OGW%: one per player) cost one reduction
/// each instead of one per term. Falls back to plain [`Ratio`] arithmetic
/// when the common denominator would not fit.
#[derive(Clone, Debug)]
pub struct CommonDenominator<'a> {
    values: &'a [Ratio],
    /// `(D, numerators over D)`, when `D` fits.
    common: Option<(i128, Vec<i128>)>,
}

impl<'a> CommonDenominator<'a> {
    /// Prepares `values` (work: `O(n log n)` for the distinct denominators).
    pub fn new(values: &'a [Ratio]) -> CommonDenominator<'a> {
        let mut denoms: Vec<i128> = values.iter().map(|v| v.denom).collect();
        denoms.sort_unstable();
        denoms.dedup();
        let common = denoms
            .iter()
            .try_fold(1i128, |acc, &d| {
                let g = gcd(acc, d);
                exact_div(acc, g).checked_mul(d)
            })
            .and_then(|big| {
                let numers = values
                    .iter()
                    .map(|v| v.numer.checked_mul(exact_div(big, v.denom)))
                    .collect::<Option<Vec<i128>>>()?;
                Some((big, numers))
            });
        CommonDenominator { values, common }
    }

    /// The exact mean of the values at `positions`; `None` when there are
    /// none or on overflow.
    pub fn mean<I>(&self, positions: I) -> Option<Ratio>
    where
        I: Iterator<Item = usize> + Clone,
    {
        if let Some((big, numers)) = &self.common {
            let mut sum: i128 = 0;
            let mut count: i128 = 0;
            let mut fits = true;
            for i in positions.clone() {
                match sum.checked_add(numers[i]) {
                    Some(v) => sum = v,
                    None => {
                        fits = false;
                        break;
                    }
                }
                count += 1;
            }
            if count == 0 && fits {
                return None;
            }
            if fits && let Some(denom) = big.checked_mul(count) {
                return Ratio::new(sum, denom);
            }
        }
        Ratio::mean(positions.map(|i| self.values[i]))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denom == 1 {
            write!(f, "{}", self.numer)
        } else {
            write!(f, "{}/{}", self.numer, self.denom)
        }
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> Ordering {
        if let (Some(l), Some(r)) = (
            self.numer.checked_mul(other.denom),
            other.numer.checked_mul(self.denom),
        ) {
            return l.cmp(&r);
        }
        cmp_fractions(self.numer, self.denom, other.numer, other.denom)
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Compares `a/b` with `c/d` (`b, d > 0`) without overflow: compare the
/// integer parts, then the reciprocals of the fractional parts.
fn cmp_fractions(a: i128, b: i128, c: i128, d: i128) -> Ordering {
    let (qa, ra) = (a.div_euclid(b), a.rem_euclid(b));
    let (qc, rc) = (c.div_euclid(d), c.rem_euclid(d));
    match qa.cmp(&qc) {
        Ordering::Equal => {}
        other => return other,
    }
    match (ra == 0, rc == 0) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        // ra/b vs rc/d, both in (0, 1): compare d/rc vs b/ra.
        (false, false) => cmp_fractions(d, rc, b, ra),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i128, d: i128) -> Ratio {
        Ratio::new(n, d).unwrap()
    }

    #[test]
    fn reduces_and_normalises_sign() {
        assert_eq!(r(6, 8), r(3, 4));
        assert_eq!(r(3, -4).numer(), -3);
        assert_eq!(r(3, -4).denom(), 4);
        assert!(Ratio::new(1, 0).is_none());
    }

    #[test]
    fn gcd_paths() {
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(-12, 18), 6);
        assert_eq!(gcd(0, 7), 7);
        assert_eq!(gcd(7, 0), 7);
        let big = 1i128 << 100;
        assert_eq!(gcd(big * 3, big * 5), big);
        assert_eq!(gcd(i128::MAX, 1), 1);
        assert!(Ratio::new(i128::MIN, 1).is_none());
        assert_eq!(Ratio::new(big * 3, big * 6), Some(r(1, 2)));
    }

    #[test]
    fn common_denominator_means() {
        let values = [r(1, 2), r(2, 3), FLOOR_MTR, r(5, 7), Ratio::ONE];
        let c = CommonDenominator::new(&values);
        assert!(c.common.is_some());
        for subset in [
            vec![0],
            vec![0, 1],
            vec![2, 3, 4],
            vec![0, 1, 2, 3, 4],
            vec![1, 1],
        ] {
            assert_eq!(
                c.mean(subset.iter().copied()),
                Ratio::mean(subset.iter().map(|&i| values[i])),
                "{subset:?}"
            );
        }
        assert_eq!(c.mean(std::iter::empty()), None);
        // Denominators whose lcm overflows: the fallback still answers.
        let primes = [
            r(1, 1_000_000_007),
            r(1, 998_244_353),
            r(1, 1_000_000_009),
            r(1, 999_999_937),
            r(1, 2_147_483_647),
        ];
        let c = CommonDenominator::new(&primes);
        assert!(c.common.is_none());
        assert_eq!(c.mean(0..2), Ratio::mean(primes[..2].iter().copied()));
    }

    #[test]
    fn floors_differ() {
        assert!(FLOOR_MTR < ONE_THIRD);
        assert_eq!(ONE_THIRD, r(3, 9));
    }

    #[test]
    fn arithmetic() {
        assert_eq!(r(1, 3).checked_add(r(1, 6)), Some(r(1, 2)));
        assert_eq!(r(2, 3).checked_mul_int(3), Some(Ratio::from_int(2)));
        assert_eq!(r(2, 3).checked_div_int(4), Some(r(1, 6)));
        assert_eq!(Ratio::mean([r(1, 2), r(1, 4)]), Some(r(3, 8)));
        assert_eq!(Ratio::mean(Vec::new()), None);
        assert_eq!(Ratio::from_int(i128::MAX).checked_add(Ratio::ONE), None);
    }

    #[test]
    fn comparison_without_overflow() {
        let big = i128::MAX / 3;
        let a = r(big - 1, big);
        let b = r(big - 2, big - 1);
        // (big-1)/big > (big-2)/(big-1), cross products overflow.
        assert!(a.numer().checked_mul(b.denom()).is_none());
        assert_eq!(a.cmp(&b), Ordering::Greater);
        assert_eq!(b.cmp(&a), Ordering::Less);
        assert_eq!(a.cmp(&a), Ordering::Equal);
        assert_eq!(cmp_fractions(1, 3, 2, 6), Ordering::Equal);
        assert_eq!(cmp_fractions(-1, 3, 1, 3), Ordering::Less);
    }

    #[test]
    fn rounding_to_four_places() {
        assert_eq!(r(1, 3).round_to(4), 0.3333);
        assert_eq!(r(2, 3).round_to(4), 0.6667);
        assert_eq!(r(33, 100).round_to(4), 0.33);
        assert_eq!(r(1, 20000).round_to(4), 0.0001);
        assert_eq!(r(1, 20001).round_to(4), 0.0);
        assert_eq!(Ratio::ONE.round_to(4), 1.0);
        assert_eq!(r(4, 9).round_to(4), 0.4444);
        assert_eq!(format!("{}", r(4, 9)), "4/9");
    }
}
