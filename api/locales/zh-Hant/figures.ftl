# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = 第 { $n } 輪：同分組與降組
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0 分組
    [1] 1 分組
   *[other] { $mp } 分組
}
figure-floats-down = 降組
# $t: a table number.
figure-table = 第 { $t } 桌
figure-bye = 輪空
# $n: the round of the standings the ranks come from.
figure-rank-note = 數字：第 { $n } 輪後的排名名次。
figure-ghost-note = 虛線框：降組的玩家排在下一組的最前面。
figure-slide-title = 8 人同分組的上下半區配對
figure-top-half = 上半區
figure-bottom-half = 下半區
# $r: a rank inside the group.
figure-player = 玩家 { $r }
figure-bracket-title = 八強：對戰表
figure-quarterfinals = 八強賽
figure-semifinals = 四強賽
figure-final = 決賽
# $s: a seed.
figure-seed = { $s } 號種子
figure-bracket-note = 1 號和 2 號種子只可能在決賽相遇。
# $name: a player's name; $n: the round.
figure-row-title = { $name } 在第 { $n } 輪後的排名
# Column headings of the page's standings table.
figure-rank-term = 名次
figure-player-term = 玩家
figure-mp-term = 積分
# What each figure of the row is; $n: the round.
figure-rank-text = 第 { $n } 輪後的排名名次
figure-player-text = 名字：所有數字都相同時，固定順序依它排序
figure-mp-text = 對戰積分：每贏一場對戰得 3 分，平手 1 分，輸 0 分
figure-omw-text = 對手對戰勝率，第 1 項小分
figure-gw-text = 盤勝率，第 2 項小分
figure-ogw-text = 對手盤勝率，第 3 項小分
