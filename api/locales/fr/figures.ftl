# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Ronde { $n } : groupes de points et qui descend
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] Groupe à 0 point
    [1] Groupe à 1 point
   *[other] Groupe à { $mp } points
}
figure-floats-down = descend
# $t: a table number.
figure-table = Table { $t }
figure-bye = bye
# $n: the round of the standings the ranks come from.
figure-rank-note = Nombres : rangs au classement après la ronde { $n }.
figure-ghost-note = Cadre en pointillés : le joueur qui descend rejoint le groupe suivant tout en haut.
figure-slide-title = Le glissement dans un groupe de 8
figure-top-half = Moitié haute
figure-bottom-half = Moitié basse
# $r: a rank inside the group.
figure-player = Joueur { $r }
figure-bracket-title = Top 8 : le tableau
figure-quarterfinals = Quarts de finale
figure-semifinals = Demi-finales
figure-final = Finale
# $s: a seed.
figure-seed = Tête de série { $s }
figure-bracket-note = Les têtes de série 1 et 2 ne peuvent se rencontrer qu’en finale.
# $name: a player's name; $n: the round.
figure-row-title = { $name } au classement après la ronde { $n }
# Column headings of the page's standings table.
figure-rank-term = Rang
figure-player-term = Joueur
figure-mp-term = PM
# What each figure of the row is; $n: the round.
figure-rank-text = rang au classement après la ronde { $n }
figure-player-text = le nom : l’ordre fixe s’en sert quand tous les chiffres sont égaux
figure-mp-text = points de match : 3 par match gagné, 1 par nul, 0 par défaite
figure-omw-text = pourcentage de matchs gagnés des adversaires, 1er départage
figure-gw-text = pourcentage de parties gagnées, 2e départage
figure-ogw-text = pourcentage de parties gagnées des adversaires, 3e départage
