# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Раунд { $n }: очковые группы и кто опускается
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] очковая группа 0
    [1] очковая группа 1
   *[other] очковая группа { $mp }
}
figure-floats-down = опускается
# $t: a table number.
figure-table = Стол { $t }
figure-bye = бай
# $n: the round of the standings the ranks come from.
figure-rank-note = Числа: места в таблице после раунда { $n }.
figure-ghost-note = Пунктирная рамка: опустившийся игрок встаёт в следующую группу первым.
figure-slide-title = Сдвиг в группе из 8 игроков
figure-top-half = Верхняя половина
figure-bottom-half = Нижняя половина
# $r: a rank inside the group.
figure-player = Игрок { $r }
figure-bracket-title = Топ-8: сетка
figure-quarterfinals = Четвертьфиналы
figure-semifinals = Полуфиналы
figure-final = Финал
# $s: a seed.
figure-seed = { $s }-е место
figure-bracket-note = 1-е и 2-е места могут встретиться только в финале.
# $name: a player's name; $n: the round.
figure-row-title = { $name } в таблице после раунда { $n }
# Column headings of the page's standings table.
figure-rank-term = Место
figure-player-term = Игрок
figure-mp-term = Очки
# What each figure of the row is; $n: the round.
figure-rank-text = место в таблице после раунда { $n }
figure-player-text = имя: по нему сортирует фиксированный порядок, когда все числа равны
figure-mp-text = очки за матчи: 3 за выигранный матч, 1 за ничью, 0 за поражение
figure-omw-text = процент побед в матчах у соперников, 1-й тайбрейкер
figure-gw-text = процент выигранных игр, 2-й тайбрейкер
figure-ogw-text = процент выигранных игр у соперников, 3-й тайбрейкер
