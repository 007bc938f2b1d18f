# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Turno { $n }: gruppi di punti e chi scende
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] Gruppo a 0 punti
    [1] Gruppo a 1 punto
   *[other] Gruppo a { $mp } punti
}
figure-floats-down = scende
# $t: a table number.
figure-table = Tavolo { $t }
figure-bye = bye
# $n: the round of the standings the ranks come from.
figure-rank-note = Numeri: posizioni in classifica dopo il turno { $n }.
figure-ghost-note = Riquadro tratteggiato: chi scende entra in cima al gruppo successivo.
figure-slide-title = Lo slide in un gruppo di 8
figure-top-half = Metà alta
figure-bottom-half = Metà bassa
# $r: a rank inside the group.
figure-player = Giocatore { $r }
figure-bracket-title = Top 8: il tabellone
figure-quarterfinals = Quarti di finale
figure-semifinals = Semifinali
figure-final = Finale
# $s: a seed.
figure-seed = Testa di serie { $s }
figure-bracket-note = Le teste di serie 1 e 2 possono incontrarsi solo in finale.
# $name: a player's name; $n: the round.
figure-row-title = { $name } nella classifica dopo il turno { $n }
# Column headings of the page's standings table.
figure-rank-term = Pos.
figure-player-term = Giocatore
figure-mp-term = Punti
# What each figure of the row is; $n: the round.
figure-rank-text = posizione in classifica dopo il turno { $n }
figure-player-text = il nome: l'ordine fisso lo usa quando tutti i valori sono uguali
figure-mp-text = punti match: 3 per un match vinto, 1 per un pareggio, 0 per una sconfitta
figure-omw-text = percentuale di match vinti dagli avversari, il 1° spareggio
figure-gw-text = percentuale di partite vinte, il 2° spareggio
figure-ogw-text = percentuale di partite vinte dagli avversari, il 3° spareggio
