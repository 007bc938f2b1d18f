# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = 第 { $n } 轮：同分组与降组
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0 分组
    [1] 1 分组
   *[other] { $mp } 分组
}
figure-floats-down = 降组
# $t: a table number.
figure-table = 第 { $t } 桌
figure-bye = 轮空
# $n: the round of the standings the ranks come from.
figure-rank-note = 数字：第 { $n } 轮后的排名名次。
figure-ghost-note = 虚线框：降组的牌手排在下一组的最前面。
figure-slide-title = 8 人同分组的上下半区配对
figure-top-half = 上半区
figure-bottom-half = 下半区
# $r: a rank inside the group.
figure-player = 牌手 { $r }
figure-bracket-title = 八强：对阵图
figure-quarterfinals = 八强赛
figure-semifinals = 半决赛
figure-final = 决赛
# $s: a seed.
figure-seed = { $s } 号种子
figure-bracket-note = 1 号和 2 号种子只可能在决赛相遇。
# $name: a player's name; $n: the round.
figure-row-title = { $name } 在第 { $n } 轮后的排名
# Column headings of the page's standings table.
figure-rank-term = 名次
figure-player-term = 牌手
figure-mp-term = 积分
# What each figure of the row is; $n: the round.
figure-rank-text = 第 { $n } 轮后的排名名次
figure-player-text = 名字：所有数字都相同时，固定顺序按它排序
figure-mp-text = 对局积分：每赢一场对局得 3 分，平局 1 分，输 0 分
figure-omw-text = 对手对局胜率，第 1 项小分
figure-gw-text = 盘胜率，第 2 项小分
figure-ogw-text = 对手盘胜率，第 3 项小分
