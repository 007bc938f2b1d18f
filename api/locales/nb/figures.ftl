# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Runde { $n }: poenggrupper og hvem som flyttes ned
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0-poengsgruppe
    [1] 1-poengsgruppe
   *[other] { $mp }-poengsgruppe
}
figure-floats-down = flyttes ned
# $t: a table number.
figure-table = Bord { $t }
figure-bye = bye
# $n: the round of the standings the ranks come from.
figure-rank-note = Tall: plasser på resultatlisten etter runde { $n }.
figure-ghost-note = Stiplet boks: en spiller som flyttes ned, kommer inn øverst i neste gruppe.
figure-slide-title = Slide i en gruppe på 8
figure-top-half = Øvre halvdel
figure-bottom-half = Nedre halvdel
# $r: a rank inside the group.
figure-player = Spiller { $r }
figure-bracket-title = Top 8: sluttspilloppsettet
figure-quarterfinals = Kvartfinaler
figure-semifinals = Semifinaler
figure-final = Finale
# $s: a seed.
figure-seed = Seed { $s }
figure-bracket-note = Seed 1 og 2 kan bare møtes i finalen.
# $name: a player's name; $n: the round.
figure-row-title = { $name } på resultatlisten etter runde { $n }
# Column headings of the page's standings table.
figure-rank-term = Plass
figure-player-term = Spiller
figure-mp-term = MP
# What each figure of the row is; $n: the round.
figure-rank-text = plass på resultatlisten etter runde { $n }
figure-player-text = navnet: den faste rekkefølgen sorterer etter det når alle tall er like
figure-mp-text = match points: 3 per vunnet runde, 1 for uavgjort, 0 for tap
figure-omw-text = opponents' match-win percentage, 1. tiebreaker
figure-gw-text = game-win percentage, 2. tiebreaker
figure-ogw-text = opponents' game-win percentage, 3. tiebreaker
