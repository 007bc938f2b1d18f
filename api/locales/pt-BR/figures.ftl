# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Rodada { $n }: grupos de pontuação e quem desce
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] grupo de 0 pontos
    [1] grupo de 1 ponto
   *[other] grupo de { $mp } pontos
}
figure-floats-down = desce
# $t: a table number.
figure-table = Mesa { $t }
figure-bye = bye
# $n: the round of the standings the ranks come from.
figure-rank-note = Números: posições na classificação após a rodada { $n }.
figure-ghost-note = Caixa tracejada: um jogador que desce entra no topo do grupo seguinte.
figure-slide-title = O deslizamento num grupo de 8
figure-top-half = Metade de cima
figure-bottom-half = Metade de baixo
# $r: a rank inside the group.
figure-player = Jogador { $r }
figure-bracket-title = Top 8: a chave
figure-quarterfinals = Quartas de final
figure-semifinals = Semifinais
figure-final = Final
# $s: a seed.
figure-seed = { $s }º do suíço
figure-bracket-note = O 1º e o 2º do suíço só podem se enfrentar na final.
# $name: a player's name; $n: the round.
figure-row-title = { $name } na classificação após a rodada { $n }
# Column headings of the page's standings table.
figure-rank-term = Posição
figure-player-term = Jogador
figure-mp-term = PP
# What each figure of the row is; $n: the round.
figure-rank-text = posição na classificação após a rodada { $n }
figure-player-text = o nome: a ordem fixa usa o nome quando todos os números são iguais
figure-mp-text = pontos de partida: 3 por partida vencida, 1 por empate, 0 por derrota
figure-omw-text = porcentagem de vitórias em partidas dos oponentes, o 1º desempate
figure-gw-text = porcentagem de vitórias em jogos, o 2º desempate
figure-ogw-text = porcentagem de vitórias em jogos dos oponentes, o 3º desempate
