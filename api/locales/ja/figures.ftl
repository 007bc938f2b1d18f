# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = ラウンド { $n }：同点グループと下に降りるプレイヤー
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0 点グループ
    [1] 1 点グループ
   *[other] { $mp } 点グループ
}
figure-floats-down = 下に降りる
# $t: a table number.
figure-table = { $t } 番卓
figure-bye = 不戦勝
# $n: the round of the standings the ranks come from.
figure-rank-note = 数字：ラウンド { $n } 終了時の順位。
figure-ghost-note = 破線の枠：下に降りたプレイヤーは次のグループの一番上に入ります。
figure-slide-title = 8 人のグループでのスライド
figure-top-half = 上半分
figure-bottom-half = 下半分
# $r: a rank inside the group.
figure-player = プレイヤー { $r }
figure-bracket-title = トップ 8：トーナメント表
figure-quarterfinals = 準々決勝
figure-semifinals = 準決勝
figure-final = 決勝
# $s: a seed.
figure-seed = シード { $s }
figure-bracket-note = シード 1 と 2 が当たるのは決勝だけです。
# $name: a player's name; $n: the round.
figure-row-title = ラウンド { $n } 終了時の順位表での { $name }
# Column headings of the page's standings table.
figure-rank-term = 順位
figure-player-term = プレイヤー
figure-mp-term = MP
# What each figure of the row is; $n: the round.
figure-rank-text = ラウンド { $n } 終了時の順位
figure-player-text = 名前：すべての数値が同じとき、固定順はこれを比べて並べます
figure-mp-text = マッチポイント：マッチの勝ち 3、引き分け 1、負け 0
figure-omw-text = 対戦相手のマッチ勝率、第 1 タイブレーカー
figure-gw-text = ゲーム勝率、第 2 タイブレーカー
figure-ogw-text = 対戦相手のゲーム勝率、第 3 タイブレーカー
