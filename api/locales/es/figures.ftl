# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Ronda { $n }: grupos de puntuación y quién baja
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] Grupo de 0 puntos
    [1] Grupo de 1 punto
   *[other] Grupo de { $mp } puntos
}
figure-floats-down = baja
# $t: a table number.
figure-table = Mesa { $t }
figure-bye = bye
# $n: the round of the standings the ranks come from.
figure-rank-note = Números: puestos en la clasificación tras la ronda { $n }.
figure-ghost-note = Recuadro discontinuo: el jugador que baja se une al grupo siguiente en lo más alto.
figure-slide-title = El deslizamiento en un grupo de 8
figure-top-half = Mitad de arriba
figure-bottom-half = Mitad de abajo
# $r: a rank inside the group.
figure-player = Jugador { $r }
figure-bracket-title = Top 8: el cuadro
figure-quarterfinals = Cuartos de final
figure-semifinals = Semifinales
figure-final = Final
# $s: a seed.
figure-seed = Cabeza de serie { $s }
figure-bracket-note = Los cabezas de serie 1 y 2 solo pueden cruzarse en la final.
# $name: a player's name; $n: the round.
figure-row-title = { $name } en la clasificación tras la ronda { $n }
# Column headings of the page's standings table.
figure-rank-term = Puesto
figure-player-term = Jugador
figure-mp-term = PP
# What each figure of the row is; $n: the round.
figure-rank-text = puesto en la clasificación tras la ronda { $n }
figure-player-text = el nombre: el orden fijo lo usa cuando todas las cifras son iguales
figure-mp-text = puntos de partida: 3 por partida ganada, 1 por empate, 0 por derrota
figure-omw-text = porcentaje de partidas ganadas de los oponentes, 1.er desempate
figure-gw-text = porcentaje de juegos ganados, 2.º desempate
figure-ogw-text = porcentaje de juegos ganados de los oponentes, 3.er desempate
