//! Exact non-negative-denominator fractions and the two percentage floors.
//!
//! rules.md (preamble and §3): every figure is an exact fraction; only the
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

/// The floor printed in the MTR: `33/100` (rules.md §3).
pub const FLOOR_MTR: Ratio = Ratio {
    numer: 33,
    denom: 100,
};

/// The exact one-third floor shown for comparison (rules.md §9).
pub const ONE_THIRD: Ratio = Ratio { numer: 1, denom: 3 };

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio { numer: 0, denom: 1 };
    /// One.
    pub const ONE: Ratio = Ratio { numer: 1, denom: 1 };

    /// `numer / denom`, reduced; `None` when `denom == 0`.
    pub fn new(numer: i128, denom: i128) -> Option<Ratio> {
        if denom == 0 {
            return None;
        }
        let g = gcd(numer, denom);
        let (mut n, mut d) = (numer / g, denom / g);
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
        let left = self.numer.checked_mul(other.denom / g)?;
        let right = other.numer.checked_mul(self.denom / g)?;
        let denom = (self.denom / g).checked_mul(other.denom)?;
        Ratio::new(left.checked_add(right)?, denom)
    }

    /// `self × k`, or `None` on overflow.
    pub fn checked_mul_int(self, k: i128) -> Option<Ratio> {
        let g = gcd(k, self.denom);
        if g == 0 {
            return Some(Ratio::ZERO);
        }
        Ratio::new(self.numer.checked_mul(k / g)?, self.denom / g)
    }

    /// `self / k`, or `None` when `k == 0` or on overflow.
    pub fn checked_div_int(self, k: i128) -> Option<Ratio> {
        if k == 0 {
            return None;
        }
        let g = gcd(self.numer, k);
        let g = if g == 0 { 1 } else { g };
        Ratio::new(self.numer / g, self.denom.checked_mul(k / g)?)
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
    /// `f64` that prints as that decimal (display only: rules.md preamble).
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
