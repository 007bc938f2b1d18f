# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Runde { $n }: Punktgruppen und wer nach unten gepaart wird
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0-Punkte-Gruppe
    [1] 1-Punkt-Gruppe
   *[other] { $mp }-Punkte-Gruppe
}
figure-floats-down = nach unten gepaart
# $t: a table number.
figure-table = Tisch { $t }
figure-bye = Freilos
# $n: the round of the standings the ranks come from.
figure-rank-note = Zahlen: Plätze in der Wertung nach Runde { $n }.
figure-ghost-note = Gestrichelter Kasten: Wer nach unten gepaart wird, kommt in der nächsten Gruppe ganz nach oben.
figure-slide-title = Der Slide in einer Gruppe von 8
figure-top-half = Obere Hälfte
figure-bottom-half = Untere Hälfte
# $r: a rank inside the group.
figure-player = Spieler { $r }
figure-bracket-title = Top 8: der Turnierbaum
figure-quarterfinals = Viertelfinale
figure-semifinals = Halbfinale
figure-final = Finale
# $s: a seed.
figure-seed = Setzplatz { $s }
figure-bracket-note = Setzplatz 1 und 2 können sich erst im Finale treffen.
# $name: a player's name; $n: the round.
figure-row-title = { $name } in der Wertung nach Runde { $n }
# Column headings of the page's standings table.
figure-rank-term = Platz
figure-player-term = Spieler
figure-mp-term = MP
# What each figure of the row is; $n: the round.
figure-rank-text = Platz in der Wertung nach Runde { $n }
figure-player-text = der Name: Nach ihm sortiert die feste Reihenfolge, wenn alle Werte gleich sind
figure-mp-text = Matchpunkte: 3 pro gewonnenem Match, 1 pro Unentschieden, 0 pro Niederlage
figure-omw-text = Match-Siegquote der Gegner, der 1. Tiebreaker
figure-gw-text = Spielsiegquote, der 2. Tiebreaker
figure-ogw-text = Spielsiegquote der Gegner, der 3. Tiebreaker
