//! Who gets the bye (RULES.md §2).

/// The player who gets the bye, as an index into `byes_in_rank_order`.
///
/// `byes_in_rank_order[i]` is the number of byes of the active player ranked
/// `i` (0 = first) in the current standings (RULES.md §4). When the number of
/// active players is odd, the bye goes to the lowest-ranked player among those
/// with the fewest byes so far, so nobody gets a second bye before every
/// active player had one (RULES.md §2). Even count: `None`.
pub fn choose_bye(byes_in_rank_order: &[u32]) -> Option<usize> {
    if byes_in_rank_order.len().is_multiple_of(2) {
        return None;
    }
    let fewest = byes_in_rank_order.iter().copied().min()?;
    byes_in_rank_order.iter().rposition(|&b| b == fewest)
}

#[cfg(test)]
mod tests {
    use super::choose_bye;

    #[test]
    fn even_field_has_no_bye() {
        assert_eq!(choose_bye(&[]), None);
        assert_eq!(choose_bye(&[0, 0]), None);
        assert_eq!(choose_bye(&[1, 0, 0, 1]), None);
    }

    #[test]
    fn lowest_ranked_among_fewest_byes() {
        assert_eq!(choose_bye(&[0]), Some(0));
        assert_eq!(choose_bye(&[0, 0, 0]), Some(2));
        assert_eq!(choose_bye(&[0, 0, 1]), Some(1));
        assert_eq!(choose_bye(&[0, 1, 1]), Some(0));
        assert_eq!(choose_bye(&[2, 1, 1, 2, 2]), Some(2));
    }
}
