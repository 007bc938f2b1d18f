# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Round { $n }: score groups and who floats down
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0-point group
    [1] 1-point group
   *[other] { $mp }-point group
}
figure-floats-down = floats down
# $t: a table number.
figure-table = Table { $t }
figure-bye = bye
# $n: the round of the standings the ranks come from.
figure-rank-note = Numbers: places in the standings after round { $n }.
figure-ghost-note = Dashed box: a player who floats down joins the next group at its top.
figure-slide-title = The slide in a group of 8
figure-top-half = Top half
figure-bottom-half = Bottom half
# $r: a rank inside the group.
figure-player = Player { $r }
figure-bracket-title = Top 8: the bracket
figure-quarterfinals = Quarterfinals
figure-semifinals = Semifinals
figure-final = Final
# $s: a seed.
figure-seed = Seed { $s }
figure-bracket-note = Seeds 1 and 2 can meet only in the final.
# $name: a player's name; $n: the round.
figure-row-title = { $name } in the standings after round { $n }
# Column headings of the page's standings table.
figure-rank-term = Rank
figure-player-term = Player
figure-mp-term = MP
# What each figure of the row is; $n: the round.
figure-rank-text = place in the standings after round { $n }
figure-player-text = the name: the fixed order sorts by it when every figure is equal
figure-mp-text = match points: 3 per match won, 1 per draw, 0 per loss
figure-omw-text = opponents' match-win percentage, the 1st tiebreaker
figure-gw-text = game-win percentage, the 2nd tiebreaker
figure-ogw-text = opponents' game-win percentage, the 3rd tiebreaker
