# PlanesForge explanations (RULES.md §2, §4, §5), Japanese. Terms: マッチ
# (match, best of three) and ゲーム (one game of it), ラウンド, スイスドロー,
# 不戦勝 (bye), 同点グループ (score group), マッチポイント, タイブレーカー,
# OMW% / GW% / OGW%, ドロップ; see book/ja/src/glossary.md.

score-groups = { $a }（{ $apoints } マッチポイント）と { $b }（{ $bpoints } マッチポイント）の対戦です。
floated-odd-group = { $player } は { $from } 点の同点グループから { $to } 点の対戦相手へ降りました。そのグループは { $size } 人と奇数で、{ $player } がその中で最も順位が低かったためです。
floated-rematch = 理想の組み合わせでは同点グループに残るはずでしたが、{ $player } は { $from } マッチポイントから { $to } マッチポイントの相手へ降りました。再戦を避ける方法がほかになかったためです。
slide-kept = この卓は同点グループの理想の組み合わせ（スライド）のままです。
rematch-avoided = スライドを変更しました：{ $player } はラウンド { $round } ですでに { $opponent } と対戦しています。
seating-shifted = このラウンドの別の卓での再戦を避けるため、スライドを変更しました：{ $pairs }。
seating-shifted-pair = { $player } と { $opponent }（ラウンド { $round }）
forced-rematch = { $a } と { $b } はラウンド { $round } ですでに対戦しています。このラウンドには再戦なしの組み合わせが存在しませんでした。
bye = { $player } が不戦勝です。不戦勝の回数が最も少ない（{ $byes } 回）アクティブなプレイヤー { $candidates } 人のうち、{ $player } が最も順位が低いためです（{ $field } 人中 { $rank } 位）。
manual-change = この卓は主催者が変更しました。組み合わせエンジンなら別の組み合わせにしていました。
corrected-after-pairing = このラウンドの組み合わせ後に、主催者が{ $count ->
   *[other] 以前のラウンドの結果を { $count } 件
 }訂正しました：{ $corrections }。訂正があっても、組み合わせ済みのラウンドは組み直されないため、この組み合わせはそのままです。各卓の説明は、組み合わせた時点の結果に基づいています。
corrected-after-pairing-item = ラウンド { $round }、{ $table } 番卓（{ $at }）
missed-rounds = { $player } は{ $count ->
   *[other] { $count } ラウンド
 }を欠席しました（途中参加または復帰）。欠席したラウンドはそれぞれ、MW% では 0 マッチポイントのラウンドとして数えます。対戦相手もゲームもなく、不戦勝でもありません。
rank-omw = { $upper }（{ $rank } 位）はマッチポイントが同じ（{ $points }）{ $lower } より上位です。OMW% で決まりました：{ $uppervalue }（{ $upperfraction }）対 { $lowervalue }（{ $lowerfraction }）。
rank-gw = { $upper }（{ $rank } 位）はマッチポイント（{ $points }）も OMW% も同じ { $lower } より上位です。GW% で決まりました：{ $uppervalue }（{ $upperfraction }）対 { $lowervalue }（{ $lowerfraction }）。
rank-ogw = { $upper }（{ $rank } 位）はマッチポイント（{ $points }）、OMW%、GW% が同じ { $lower } より上位です。OGW% で決まりました：{ $uppervalue }（{ $upperfraction }）対 { $lowervalue }（{ $lowerfraction }）。
rank-fixed-name = { $upper }（{ $rank } 位）は { $lower } より上位です。マッチポイント（{ $points }）、OMW%、GW%、OGW% がすべて同じなので、固定順で決まりました（名前を 1 文字ずつ Unicode のコードポイントで比べ、大文字・小文字は区別しません。五十音順やアルファベット順ではありません）。
rank-fixed-id = { $upper }（{ $rank } 位）は { $lower } より上位です。マッチポイント（{ $points }）、OMW%、GW%、OGW% がすべて同じで、名前も大文字・小文字しか違わないため、固定順はプレイヤー ID で決まりました：{ $upperid } が { $lowerid } より先です。

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = 不正なリクエスト
title-401 = 認証が必要です
title-403 = 禁止されています
title-404 = 見つかりません
title-405 = 許可されていないメソッド
title-409 = 競合
title-410 = 削除済み
title-413 = ペイロードが大きすぎます
title-415 = サポートされていないメディアタイプ
title-422 = 処理できないエンティティ
title-429 = リクエストが多すぎます
title-500 = サーバー内部エラー
title-503 = サービス利用不可

error-internal = 内部エラーが発生しました
error-database-unavailable = 現在データベースを利用できません。しばらくしてから再試行してください
error-storage-unavailable = データベースが現在この変更を保存できません（ディスクがいっぱいの可能性があります）。何も変更されていません。後で再試行してください
error-not-json = リクエスト本文は JSON でなければなりません（Content-Type: application/json）
error-not-form = リクエスト本文はフォームでなければなりません（Content-Type: application/x-www-form-urlencoded）
error-body-too-large = リクエスト本文が { $limit } バイトを超えています
error-invalid-body = 不正なリクエスト本文：{ $error }
error-body-not-object = リクエスト本文は JSON オブジェクト（{ "{" } … { "}" }）でなければなりません
error-malformed-json = JSON の形式が正しくありません：{ $error }
error-unreadable-body = 本文を読み取れません：{ $error }
error-body-not-utf8 = 本文が UTF-8 ではありません
error-invalid-path-parameter = 不正なパスパラメーター：{ $error }
error-invalid-path = 不正なパス：{ $error }
error-invalid-query-parameter = 不正なクエリパラメーター：{ $error }
error-invalid-query = 不正なクエリ：{ $error }
error-no-resource = { $path } にリソースはありません
error-limit-too-small = limit は 1 以上でなければなりません
error-unknown-cursor = 不明なカーソル { $cursor }

error-auth-header-not-text = Authorization ヘッダーが有効なテキストではありません
error-auth-expected-bearer = `Authorization: Bearer <api_key>` が必要です
error-auth-required = このリクエストには `Authorization: Bearer <api_key>` が必要です
error-unknown-api-key = 不明な API キーです
error-sign-up-closed = 新規登録は締め切られています：管理者トークンを Bearer として送ってください
error-wrong-admin-token = 管理者トークンが違います
error-forbidden-tournament = 大会 { $id } は別の主催者のものです
error-rate-limited = リクエストが多すぎます：1 分あたり最大 { $per_minute } 件（連続 { $burst } 件まで）。{ $retry_after } 秒後に再試行してください
error-idempotency-key-invalid = Idempotency-Key は表示可能な ASCII 文字 { $min }～{ $max } 文字でなければなりません（UUID を送ってください）
error-too-many-streams = このアドレスから開かれているイベントストリームが多すぎます：同時に最大 { $limit } 本です。どれかを閉じるか、{ $retry_after } 秒後に再試行してください
error-idempotency-key-reused = この Idempotency-Key は別のリクエスト（メソッド、パス、本文のいずれかが異なる）ですでに使われています。新しいリクエストには新しいキーを使ってください
error-idempotency-in-progress = この Idempotency-Key のリクエストはまだ処理中です。しばらくしてから再試行してください

error-name-empty = { $what ->
    [tournament] 大会
    [player] プレイヤー
    [organizer] 主催者
    [key] キー
   *[other] （{ $what }）
}の名前が空です
error-name-too-long = { $what ->
    [tournament] 大会
    [player] プレイヤー
    [organizer] 主催者
    [key] キー
   *[other] （{ $what }）
}の名前が 200 文字を超えています
error-name-control = { $what ->
    [tournament] 大会
    [player] プレイヤー
    [organizer] 主催者
    [key] キー
   *[other] （{ $what }）
}の名前に制御文字が含まれています
error-name-bidi = { $what ->
    [tournament] 大会
    [player] プレイヤー
    [organizer] 主催者
    [key] キー
   *[other] （{ $what }）
}の名前の { $position } 文字目に文字方向の制御文字（{ $character }）が含まれています。削除してください
error-name-invisible = { $what ->
    [tournament] 大会
    [player] プレイヤー
    [organizer] 主催者
    [key] キー
   *[other] （{ $what }）
}の名前に見える文字がありません：空白、不可視の書式文字、結合記号だけです
error-in-players-entry = players[{ $index }]：{ $error }
error-bulk-size = players の要素数は 1～{ $max } でなければなりません（{ $count } ではなく）
error-planned-rounds = planned_rounds は 1～{ $max } でなければなりません（{ $value } ではなく）
error-tournament-not-found = 大会 { $id } はありません
error-player-not-found = プレイヤー { $id } はいません
error-round-not-found = ラウンド { $round } はありません
error-no-round = 表示できるラウンドがまだありません：公開されたラウンドがありません
error-table-not-found = ラウンド { $round } に { $table } 番卓はありません
error-webhook-not-found = Webhook { $id } はありません
error-player-already-dropped = { $player } はすでにラウンド { $round } の後にドロップしています

error-round-still-pairing = ラウンド { $round } はまだ組み合わせ中です：先に公開して結果を入力してください
error-round-results-missing = ラウンド { $round } の結果が { $missing } 件未入力です：ラウンド { $next } の組み合わせの前に入力してください
error-not-enough-players = アクティブなプレイヤーは { $active } 人です：ラウンドには 2 人以上必要です
error-round-published = ラウンド { $round } は{ $state ->
    [completed] すでに終了しています
   *[other] すでに公開されています
}：組み合わせは確定しています
error-round-not-latest = ラウンド { $round } は最新のラウンドではありません
error-round-not-published = ラウンド { $round } はまだ公開されていません：結果を入力する前に公開してください
error-round-frozen = ラウンド { $round } はもう最新のラウンドではありません：結果は確定しています
error-playoff-pairings-fixed = ラウンド { $round } は決勝トーナメントのラウンドです：組み合わせはトーナメント表に従います（/book/ja/pairings-and-standings.html#bracket）
error-playoff-round-has-results = 決勝トーナメントのラウンド { $round } にはすでに不戦勝が記録されています：削除できません
error-same-player = player_a と player_b が同じプレイヤーです
error-player-not-in-round = プレイヤー { $player } はラウンド { $round } で組み合わされていません
error-same-players-table = 2 人は同じ卓にいます：入れ替えても何も変わりません
error-same-table = table_a と table_b が同じ卓です
error-bye-table-swap = { $table } 番卓は不戦勝で、最後の卓の後ろに置かれたままです
error-bye-has-no-result = { $table } 番卓は不戦勝です：結果は不要です
error-next-round-not-completed = ラウンド { $round } に未入力の結果があります：次のラウンドを組み合わせる前にすべて入力してください
error-next-playoff-started = ラウンド { $round } で決勝トーナメントが始まりました：スイスドローのラウンドはもう組み合わせられません
error-not-swiss-round = ラウンド { $round } は決勝トーナメントのラウンドです：スイスドローの組み合わせはありません

error-result-too-many-wins = 不正な結果 { $result }：ゲームの勝ちは最大 2 です
error-result-too-many-losses = 不正な結果 { $result }：ゲームの負けは最大 2 です
error-result-both-won-two = 不正な結果 { $result }：両方のプレイヤーが 2 ゲーム勝つことはできません
error-result-too-many-draws = 不正な結果 { $result }：引き分けのゲームは最大 3 です
error-result-no-games = 不正な結果 0-0-0：最低 1 ゲームが必要です（ID は 0-0-3）
error-result-playoff-draw = 不正な結果 { $result }：決勝トーナメントのマッチは引き分けで終われません
error-result-playoff-double-loss = 不正な結果：決勝トーナメントのマッチは両者敗北で終われません。勝者が必要です
error-result-double-loss-games = 不正な結果 { $result }：両者敗北は各プレイヤー 0-2-0 です

error-standings-round-not-found = after_round { $requested }：そのラウンドはありません（最後のラウンドは { $last }）
error-standings-round-not-completed = after_round { $round }：ラウンド { $round } は終了していません
error-standings-overflow = タイブレーカーの分数が大きすぎて正確に表せません

error-cut-size = トップ { $size } の決勝トーナメントは作れません：人数は 2 以上の 2 の累乗でなければなりません
error-cut-not-enough-players = アクティブなプレイヤーが { $active } 人では、トップ { $size } の決勝トーナメントは作れません
error-cut-swiss-unfinished = 決勝トーナメントはスイスドローの最終ラウンドが終了してから始まります
error-top-cut-exists = この大会にはすでに決勝トーナメントがあります
error-top-cut-not-found = この大会にはまだ決勝トーナメントがありません
error-tournament-finished = 大会は終了しています：もう変更できません
error-round-has-results = ラウンド { $round } を組み合わせ中に戻せません：入力済みの結果 { $results }、プレイヤーの報告または承認がある卓 { $reports }。先にそれらの結果を削除するか（結果を削除するとその卓の報告も消えます）、代わりに訂正してください
error-round-completed = ラウンド { $round } は終了しています：結果の訂正はできますが削除はできず、公開の取り消しもできません
error-player-has-played = このプレイヤーは公開済みのラウンドですでに着席しています：登録を削除せず、ドロップさせてください
error-tournament-not-finished = 大会は終了していません（状態は { $status }）：再開できるのは終了した大会だけです
error-top-cut-planned = この大会はトップ { $size } の決勝トーナメントを予定しています：それを作成するか、終了前に top_cut を 0 にしてください
error-top-cut-not-wanted = この大会は決勝トーナメントなし（top_cut 0）に設定されています：先に設定を変更してください
error-top-cut-started = 決勝トーナメントが始まっています：もう変更できません
error-invalid-top-cut = top_cut は null（後で決める）、0（なし）、または 2 以上の 2 の累乗でなければなりません（{ $value } ではなく）
error-planned-rounds-below-paired = planned_rounds を { $value } にはできません：スイスドローのラウンドがすでに { $paired } ラウンド組み合わされています
error-planned-rounds-reached = 予定されたスイスドロー { $planned } ラウンドはすべて組み合わせ済みです：さらに組み合わせるには planned_rounds を増やすか、決勝トーナメントを始めてください
error-cut-line-top-cut-started = 決勝トーナメントが始まっています：助言するスイスドローのラウンドはありません
error-no-round-to-advise = これから行われるラウンドがありません：先に次のラウンドを組み合わせて（公開して）ください
error-playoff-not-a-bracket = 決勝トーナメントのラウンドがトーナメント表（/book/ja/pairings-and-standings.html#bracket）に従っていません：{ $problem }

error-document-json = 大会ドキュメントの形式が正しくありません：{ $error }
error-document-format = format：{ $expected } が必要ですが、{ $found } でした
error-table-number-too-large = ラウンド { $round }：卓番号 { $table } が大きすぎます
error-at-table = ラウンド { $round } の { $table } 番卓（rounds[{ $round_pos }].pairings[{ $pairing_pos }]）：{ $error }
error-history-empty-id = players[{ $index }]：ID が空です
error-history-duplicate-id = players[{ $index }]：プレイヤー ID { $id } が重複しています（players[{ $first }] が使用済み）
error-history-too-many-players = players：{ $count } 人はサポートされる人数を超えています
error-history-drop-after-last = プレイヤー { $player }：dropped_after_round { $dropped } が最後のラウンド（{ $last }）より後です
error-history-round-order = rounds[{ $index }]：ラウンド番号 { $found } の順番が違います。{ $expected } が必要です
error-history-swiss-after-playoff = ラウンド { $round }：決勝トーナメントのラウンドの後にスイスドローのラウンドがあります
error-history-incomplete = 結果がありませんが、ラウンド { $later } がすでに存在します
error-history-table-zero = 卓番号は 1 から始まります
error-history-duplicate-table = { $table } 番卓がラウンド内に 2 回現れます
error-history-unknown-player = 不明なプレイヤー { $player }
error-history-player-twice = プレイヤー { $player } はこのラウンドですでに { $table } 番卓に組み合わされています
error-history-paired-after-drop = プレイヤー { $player } がドロップ後に組み合わされています（ラウンド { $round } の後にドロップ）
error-history-bye-in-playoff = 決勝トーナメントのラウンドに不戦勝はありません
error-history-bye-result = 不戦勝は 2-0-0 です（{ $result } ではなく）
error-history-bye-mismatch = "bye" は player_b が null のときに限り true でなければなりません

error-url-too-long = URL が 2000 文字を超えています
error-url-invalid = { $url } は URL ではありません：{ $error }
error-url-scheme = URL のスキームは http か https でなければなりません（{ $scheme } ではなく）
error-url-no-host = URL にホストがありません
error-url-private = URL がローカルまたはプライベートなアドレスを指しています。このサーバーはそこへは送信しません
error-events-empty = events が空です：少なくとも 1 つのイベントを購読してください
error-event-unknown = 不明なイベント { $event }：次のいずれかが必要です：{ $expected }
error-idempotency-replay-unavailable = この Idempotency-Key の最初のレスポンスは再送できません。新しいキーで再試行する前にリソースを確認してください
error-idempotency-replay-withheld = この Idempotency-Key のリクエストはすでに実行済みです。そのレスポンスには新しい API キーが含まれており、一度しか表示されないため再送しません
error-too-many-players = 1 つの大会は最大 { $max } 人です：すでに { $existing } 人いるため、あと { $adding } 人は入りません
error-too-many-rounds = 1 つの大会のスイスドローは最大 { $max } ラウンドです。代わりに決勝トーナメントを始めてください
error-document-too-many-rounds = ドキュメントにはスイスドローのラウンドが { $swiss } ありますが、受け付けるのは最大 { $max } です
error-in-round = ラウンド { $round }（rounds[{ $round_pos }]）：{ $error }
error-document-planned-rounds = planned_rounds：{ $planned } は不可能です：1～{ $max } で、かつドキュメントのスイスドロー { $swiss } ラウンド以上でなければなりません
error-document-top-cut = top_cut：{ $top_cut } は 0（決勝トーナメントなし）でも 2 以上の 2 の累乗でもありません
error-document-top-cut-mismatch = top_cut { $top_cut } が決勝トーナメント（トップ { $size }）と矛盾しています
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]：プレイヤー { $player } がラウンド { $round } を欠席したことはありえません（ドキュメントのスイスドローのラウンドでない、ドロップ後である、または昇順でない）
error-document-round-state = 状態 "{ $state }" はありえません：{ $error }
error-document-state-not-latest = "pairing" または "published" にできるのは最新のラウンドだけです
error-document-state-result-in-pairing = 組み合わせ中のラウンドにはまだ結果がありません
error-document-state-published-complete = すべての結果が入力済みなので、ラウンドは "completed" です
error-document-state-completed-incomplete = 結果が 1 つ足りません
error-document-empty-round = ラウンドに卓がありません
error-document-too-many-byes = 2 つ目の不戦勝です（{ $table } 番卓がすでに不戦勝）。1 ラウンドの不戦勝は最大 1 つです
error-document-paired-in-missed-round = プレイヤー { $player } が、missed_rounds に記載されたラウンドで着席しています
error-document-player-missing = プレイヤー { $player }（players[{ $index }]）はこのラウンドでアクティブですが組み合わされていません：その前にドロップしておらず、ラウンドも missed_rounds にありません
error-document-not-enough-players = 着席したプレイヤーは { $seated } 人です。スイスドローのラウンドには 2 人以上必要です
error-document-playoff-without-swiss = 決勝トーナメントのラウンドの前にはスイスドローのラウンドが必要です：シードはスイスドローの順位で決まります
error-document-bracket-size = { $tables } 卓の決勝トーナメントはトーナメント表になりません：人数は 2 以上の 2 の累乗でなければなりません
error-document-bracket-tables = このラウンドのトーナメント表のマッチは { $expected } 件ですが、ドキュメントには { $found } 件あります
error-document-bracket-mismatch = トーナメント表ではここでシード { $seed_a }（{ $player_a }）とシード { $seed_b }（{ $player_b }）が対戦し、上位シードが player_a です
error-document-playoff-after-final = 決勝戦の後に決勝トーナメントのラウンドがあります
error-too-many-webhooks = 主催者が登録できる Webhook は最大 { $max } 件です：追加する前に 1 件削除してください
error-method-not-allowed = ここでは { $method } は許可されていません。許可されているもの：{ $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } はドロップしていません：復帰できるのはドロップしたプレイヤーだけです
error-history-missed-round = プレイヤー { $player }：欠席ラウンド { $round } は、そのプレイヤーが着席していない大会のスイスドローのラウンドで、ドロップより後でなく、昇順に 1 回だけ記載されていなければなりません
error-forbidden-organizer = 主催者 { $id } はこの API キーの主催者ではありません
error-insufficient-scope = このキーのスコープは { $scope } です。これにはスコープ { $need } のキーが必要です（ドキュメント：キーとスコープ）
error-key-not-found = API キー { $id } はありません
error-last-full-key = { $id } は最後の full キーです：これがないと誰もキーを管理したり大会を変更したりできません。先に別の full キーを作ってから、これを無効にしてください
error-filter-status = status は registration、swiss、top_cut、finished のいずれかでなければなりません（{ $value } ではなく）
error-filter-order = order は asc か desc でなければなりません（{ $value } ではなく）
error-filter-since = since はオフセット付きの日時（2026-12-03T10:00:00Z）でなければなりません（{ $value } ではなく）
error-filter-action = action は監査ログの操作のいずれか（例: result_corrected）でなければなりません（{ $value } ではなく）
error-filter-via = via は api か console でなければなりません（{ $value } ではなく）
error-unsupported-content-encoding = リクエスト本文の Content-Encoding { $encoding } はサポートされていません。エンコードせずに送るか、次のいずれかを使ってください：{ $supported }
error-body-not-decodable = リクエスト本文が、Content-Encoding の示す有効な { $encoding } データではありません
error-book-path = { $path } は PlanesForge のドキュメントのページではありません
error-cors-origin = CORS プリフライトを拒否しました：オリジン { $origin } はこの API を呼び出せません（PLANESFORGE_CORS_ORIGINS）
error-cors-method = CORS プリフライトを拒否しました：要求されたメソッドはクロスオリジンのリクエストでは許可されていません
error-cors-headers = CORS プリフライトを拒否しました：要求されたヘッダーはクロスオリジンのリクエストでは許可されていません
error-cors-preflight = CORS プリフライトを拒否しました：プリフライトリクエストの形式が正しくありません（Origin または Access-Control-Request-Method がないか不正です）
warning-duplicate-name = { $name } は先に登録された { $other } と同じ名前です：受け付けました。印刷物では登録順に (#1)、(#2)… と番号が付きます

# Tournament settings.
error-invalid-language = language は { $codes } のいずれか（または null）でなければなりません（"{ $value }" ではなく）
error-invalid-starts-at = "{ $value }" はオフセット付きの RFC 3339 日時（2026-12-04T19:00:00+01:00 や 2026-12-04T18:00:00Z など）ではありません
error-invalid-time-zone = "{ $value }" は IANA タイムゾーンデータベースにあるタイムゾーン（Asia/Tokyo など）ではありません
error-text-too-long = 最大 { $max } 文字です
error-text-control = 制御文字と双方向制御文字は使えません（{ $character } が見つかりました）
error-metadata-not-object = 値が文字列のオブジェクトでなければなりません。例：{"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = キーは最大 { $max } 個です（{ $count } 個ではなく）
error-metadata-key = キー "{ $key }" は 1～{ $max } 文字で、制御文字を含んではいけません
error-metadata-value-not-string = 値は文字列でなければなりません

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = ラウンド { $round }
print-kind-swiss = スイスドロー
print-kind-playoff = 決勝トーナメント
print-state-pairing = 組み合わせ中
print-state-published = 公開済み
print-state-completed = 終了
print-by-table = 卓順の組み合わせ表
print-by-name = 名前順の組み合わせ表
print-standings = ラウンド { $round } 終了時の順位表
print-final-standings = 最終順位（トップ { $cut }、スイスドローの順位はラウンド { $round } 終了時）
print-starts = 開始 { $time }
print-printed = 印刷 { $time }
print-time = { $year }年{ $month ->
    [1] 1月
    [2] 2月
    [3] 3月
    [4] 4月
    [5] 5月
    [6] 6月
    [7] 7月
    [8] 8月
    [9] 9月
    [10] 10月
    [11] 11月
   *[12] 12月
 }{ $day }日 { $hour }:{ $minute } { $zone }
print-table = 卓
print-player = プレイヤー
print-opponent = 対戦相手
print-result = 結果
print-record = 戦績
print-record-note = 戦績：このラウンド前の勝ち-負け-引き分け。
print-place = 順位
print-swiss-rank = スイスドロー順位
print-rank = 順位
print-points = ポイント
print-wld = 勝-敗-分
print-missed = 欠席
print-bye = 不戦勝
print-bye-result = 不戦勝
print-double-loss = 両者敗北
print-dropped = ドロップ
print-slips = マッチ結果用紙
print-games-won = 勝ったゲーム
print-games-lost = 負けたゲーム
print-games-drawn = 引き分けたゲーム
print-signature = 署名
print-slip-note = 両プレイヤーがゲーム数を記入して署名し、用紙を主催者に渡してください。
print-slip-online = またはプレイヤーページで報告できます：{ $url }（コード用紙のリンク）。
print-bracket = トップ { $cut } トーナメント表
bracket-final = 決勝
bracket-semifinal = 準決勝
bracket-quarterfinal = 準々決勝
bracket-round-of = ベスト{ $players }
bracket-champion = 優勝
bracket-seed = シード { $seed }
bracket-vs = vs
bracket-won = { $name } が { $wins }–{ $losses } で勝利
bracket-forfeit = 不戦勝
bracket-to-come = 未定
bracket-playing = 対戦中

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = このコードはプレイヤーコードではありません（確認するか、主催者に新しいコードを頼んでください）
error-player-code-forbidden = プレイヤーコードは /api/v1/me でしか使えません。それ以外には主催者のキーが必要です
error-player-code-required = このリクエストには `Authorization: Player <code>` が必要です
error-player-code-guesses = このアドレスから、またはこのコードに対して間違ったコードが多すぎます。{ $retry_after } 秒後に再試行してください
player-round = ラウンド { $round }
player-bye = このラウンドは不戦勝です：対戦するマッチはありません。
player-not-seated = このラウンドでは組み合わされていません。
player-result-double-loss = 結果：両者敗北（両プレイヤーがマッチの負け。あなたのゲームは 0-2 として数えます）
player-record = 戦績 { $wins }-{ $losses }-{ $draws }、{ $points } マッチポイント
player-rank = ラウンド { $round } 終了時 { $of } 人中 { $rank } 位
player-final-place = 最終順位：{ $place } 位
player-dropped = ドロップ
player-no-round = まだ公開されたラウンドはありません。公開されるとこのページが更新されます。
player-finished = 大会は終了しました。
player-champion = 優勝：{ $name }
player-out-of-playoff = あなたは決勝トーナメントに進んでいない（または敗退した）ため、このラウンドのマッチはありません。順位は下のとおりです。
player-guide-link = このページと大会のしくみ（プレイヤーガイド）
player-unknown-title = コードが認識されません
player-unknown-text = このリンクまたはコードは、開催中の大会のプレイヤーのものではありません。用紙と照らし合わせるか、主催者に新しいコードを頼んでください。
player-wait-title = 試行回数が多すぎます
player-wait-text = このリンクは認識されず、あなたのネットワークから間違ったリンクが多く届いています。{ $seconds ->
   *[other] { $seconds } 秒
}待ってから、用紙のリンクを確認してください。
player-code-gone = このリンクではもうあなたのページを開けません（主催者が新しいコードを発行した可能性があります）。そのためこのページの更新は止まりました。最新の用紙のリンクを使ってください。
slips-title = プレイヤーコード
slips-scan = 読み取って卓と順位を確認：
slips-code = コード：
slips-type = カメラがない場合は、このアドレスを開いてコードを入力してください：
player-enter-title = プレイヤーページを開く
player-enter-intro = 用紙のコードを入力すると、卓、結果、順位を確認できます。
player-enter-label = プレイヤーコード
player-enter-hint = 用紙にある英数字 20 文字。大文字・小文字、空白、ハイフンは区別しません。
player-enter-send = 自分のページを開く
player-enter-again = コードを入力
slips-secret = この用紙は人に見せないでください：コードがあなたのアクセス権です。
slips-no-code = コードがまだありません：このプレイヤーのコードを再発行してから、もう一度印刷してください。
slips-other-key = このコードは別のサーバーキーで作られました：再発行してから、もう一度印刷してください。

# Player self-reporting (RULES.md §12)
error-self-reporting-off = この大会ではプレイヤーによる結果報告を受け付けていません：結果は主催者に伝えてください
error-no-open-match = 公開済みのラウンドに報告するマッチがありません
error-result-already-entered = このマッチの結果はすでに入力されています：訂正できるのは主催者だけです
error-report-disputed = 2 人の報告が食い違っています：主催者が結果を入力します
error-nothing-to-confirm = 対戦相手はまだ結果を報告していません
error-own-report = 自分の報告は承認できません：承認するのは対戦相手です
error-form-fields = フォームが不完全です：ページを再読み込みしてやり直してください
player-form-refused-title = フォームが受け付けられませんでした
player-form-refused = フォームが受け付けられませんでした（別のサイトから送られたか、期限切れです）：ページを再読み込みしてやり直してください
player-self-reporting-off = この大会では結果は主催者が入力します。
player-confirm-send = この結果を承認する
player-report-title = 結果を報告する
player-report-wins = 勝ったゲーム
player-report-losses = 負けたゲーム
player-report-draws = 引き分けたゲーム
player-report-send = 報告する
player-drop-send = 大会からドロップする
player-done-reported = 報告を保存しました。
player-done-confirmed = 結果が承認され、入力されました。
player-done-dropped = ドロップしました：次のラウンドからは組み合わされません。
player-refused = うまくいきませんでした。ページを再読み込みするか、主催者に聞いてください。
player-refused-finished = 大会は終了しています：もう報告はできません。
player-refused-dropped = すでにドロップしています。
player-refused-playoff-draw = 決勝トーナメントのマッチは引き分けで終われません。
player-drop-ask = 次のラウンドからは組み合わされません。現在のラウンドのマッチは有効なままです。今ドロップしますか？
player-drop-yes = はい、ドロップします
player-drop-no = いいえ、ページに戻ります
number-percent = { $value }%
player-table = { $table } 番卓
player-against = 対戦相手：{ $opponent }
player-bye-title = 不戦勝
player-clock-label = 残り時間
player-extension = あなたの卓：+{ $time }、{ $ends } に終了
player-extension-stopped = あなたの卓：+{ $time }
player-score-won = { $score } で勝ち
player-score-lost = { $score } で負け
player-score-draw = 引き分け、{ $score }
player-result-entered = 入力済みの結果：{ $result }
player-reported = あなたの報告：{ $result }。{ $opponent } の承認待ちです。
player-their-report = { $opponent } の報告：{ $outcome ->
        [win] 相手が { $theirs } で勝ち（あなたは { $mine } で負け）
        [loss] 相手が { $theirs } で負け（あなたは { $mine } で勝ち）
       *[draw] マッチは引き分け、{ $mine }
    }。合っていますか？
player-not-right = いいえ、違います
player-change-report = 報告を変更する
player-won-2-0 = 2–0 で勝ち
player-won-2-1 = 2–1 で勝ち
player-lost-1-2 = 1–2 で負け
player-lost-0-2 = 0–2 で負け
player-draw-1-1 = 1–1 で引き分け
player-other-result = その他の結果…
player-choose = 選択
player-disputed-title = 主催者に声をかけてください
player-disputed-text = 2 人の報告が食い違っているため、主催者が結果を入力します。
player-you-reported = あなたの報告
player-they-reported = { $opponent } の報告
player-standing-title = あなたの順位
player-why-opponent = この対戦相手になった理由
player-why-rank = この順位になった理由
player-opponents-mw = 対戦相手のマッチ勝率（MW%）。その平均があなたの OMW% です：
player-opponent-mw = ラウンド { $round }：{ $opponent }、{ $mw }
player-cut-locked = このラウンドの結果にかかわらず、マッチポイントでトップ { $size } 入りが確定しています。
player-cut-draw_is_safe = このラウンドは引き分けでトップ { $size } に入れます。
player-cut-win_and_in = このラウンドに勝てばトップ { $size } に入れます。引き分けでは入れない可能性があります。
player-cut-tiebreakers_decide = 勝ってもトップ { $size } に入れるとは限りません：タイブレーカーと他の卓の結果しだいです。
player-cut-out = マッチポイントでトップ { $size } に入る可能性はもうありません。
player-refresh = 更新
player-new-info = 新しい情報があります：タップして更新
player-live-paired = ラウンド { $round } の組み合わせ：{ $table } 番卓で { $opponent } と対戦
player-live-updated = ページが更新されました。
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = ラウンド { $round } はまだ組み合わせ中です：時計は公開されてから動きます
error-clock-round-completed = ラウンド { $round } は終了しています：時計は終わっています
error-clock-already-started = ラウンド { $round } の時計はすでに始まっています
error-clock-not-running = ラウンド { $round } の時計は動いていません
error-clock-not-paused = ラウンド { $round } の時計は一時停止していません
error-clock-started = ラウンド { $round } の時計は始まっています：制限時間を変えるのではなく、ラウンドを延長してください
error-no-time-limit = ラウンド { $round } には制限時間がありません：先に設定してください
error-invalid-extension = 延長は 1～{ $max } 秒でなければなりません（{ $value } ではなく）
error-invalid-time-limit = 制限時間は 1～{ $max } 秒でなければなりません（{ $value } ではなく）
error-clock-time-went-back = サーバーの時計がラウンド { $round } の時計の最後の時点より遅れています：もう一度試してください
error-bye-table-extension = { $table } 番卓は不戦勝です：延長する時間はありません
screen-clock-not-started = 時計は未開始
screen-clock-paused = 時計は一時停止中
screen-time-up = 時間切れ
screen-round-completed = 全結果が入力されました
screen-waiting = 組み合わせ待ち

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = イベント { $id } はまだ存在しません：この大会の最新のイベントは { $latest } です
error-events-expired = { $id } より後のイベントはもう保持されていません（保持されている最古のものは { $oldest }）：大会を読み直し、ID なしでストリームを開いてください
error-last-event-id = イベント ID { $id } が整数ではありません

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }：{ $error }
error-document-instant = { $value } は RFC 3339 の時刻（2026-11-27T19:05:00.000Z など）ではありません
error-document-clock-round-state = ラウンド { $round } は "{ $state }" です：時計が動くのは公開済みのラウンドだけです。組み合わせ中のラウンドは自分の制限時間だけを持てます。終了したラウンドは何も持てません
error-document-clock-no-limit = 制限時間のないラウンドは、開始、一時停止、延長のいずれもできません
error-document-clock-order = 時計の時刻の順序が正しくありません：一時停止は開始の後、終わった一時停止は開始と進行中の一時停止（または現在）の間に収まり、延長は古い順に並べます
error-document-clock-future = その時刻はサーバーの現在時刻より後です

## The organizer's console (/console/)

console-title = PlanesForge コンソール
console-signed-in-as = ログイン中：
console-scope-note = { $scope } キー：できることだけを表示しています
console-keys = API キー
console-keys-scopes = キーにはそれぞれスコープがあります：read（読み取りのみ、Web サイト用）、results（結果とラウンドの時計：ジャッジのタブレット用）、full（キーを含むすべて）。キーは作成時に一度だけ表示されます。
console-key-scope = スコープ
console-key-last-used = 最終使用
console-key-never = 未使用
console-key-revoke = 無効にする
console-key-revoked = キーを無効にしました：今後は拒否され、このキーでログインしたコンソールはログアウトされます。
console-key-new = 新しいキー
console-key-create = キーを作成
console-key-made = 新しいキーです。表示は今回だけです：今すぐコピーしてください。
console-key-scope-unknown = スコープを選んでください：read、results、full。
console-sign-out = ログアウト
console-sign-out-everywhere = すべての端末でログアウト
console-sign-in-title = コンソールにログイン
console-with-key = API キーでログイン
console-key-label = API キー
console-key-hint = 店舗の作成時に受け取ったキー（pf_ で始まります）。送信は一度だけで、二度と表示されません。このブラウザーが保持するのはセッションだけです。
console-sign-in = ログイン
console-new-store = 新しい店舗
console-store-name = 店舗またはクラブの名前
console-create-store = 店舗を作成してログイン
console-key-unknown = この API キーは登録されていません。全体が貼り付けられているか確認してください。
console-refused-title = このフォームは受け付けられません
console-refused-text = フォームが別のページから送られたか、期限切れです。ページを開き直して、もう一度操作してください。
console-not-found-title = 見つかりません
console-not-found-text = あなたの大会にそのような大会はありません。
console-error-title = 問題が発生しました
console-error-text = サーバーがこの処理を実行できませんでした（エラー { $status }）。何も変更されていません。もう一度お試しください。繰り返し起こる場合は、このサービスの運営者に知らせてください。
console-bad-request-title = この操作はできません
console-bad-request-text = アドレスまたはフォームがコンソールの想定と異なります（エラー { $status }）。何も変更されていません。一覧に戻って、そこからもう一度お試しください。
console-back-to-list = 大会一覧に戻る
console-tournaments = あなたの大会
console-new-tournament = 新しい大会
console-filter = 状態で絞り込む
console-all = すべて
console-status-registration = 受付中
console-status-swiss = スイスドロー
console-status-top_cut = 決勝トーナメント
console-status-finished = 終了
console-none-yet = 大会はまだありません。最初の大会を作成しましょう。
console-col-name = 名前
console-col-status = 状態
console-col-players = プレイヤー
console-col-round = ラウンド
console-col-created = 作成日
console-older = 以前の大会
console-deleted = 大会を削除しました。
console-format = フォーマット
console-format-hint = 例：パウパー、モダン、ドラフト。
console-starts-at = 開始日時
console-time-zone = タイムゾーン
console-time-zone-hint = Asia/Tokyo のようなゾーン名。印刷物の時刻はこのゾーンで表示されます。
console-location = 会場
console-rounds = スイスドローのラウンド数
console-rounds-hint = 空欄にすると、人数に応じた推奨値になります。
console-top-cut = 決勝トーナメント
console-no-top-cut = 決勝トーナメントなし
console-language = 印刷物の言語
console-language-default = 読む人それぞれの言語
console-create = 作成
console-cancel = キャンセル
console-not-a-number = ラウンド数と決勝トーナメントの人数は整数で入力してください。
console-created = 大会を作成しました。
console-players-added = { $count ->
   *[other] { $count } 人のプレイヤーを登録しました。
}
console-no-names = 名前を 1 つ以上入力してください。
console-too-many-names = 一度に登録できるのは { $max } 人までです。
console-players = プレイヤー
console-no-players = プレイヤーはまだいません。
console-dropped-after = ラウンド { $round } の後にドロップ
console-playing = 参加中
console-register = プレイヤーを登録
console-names-label = 名前（1 行に 1 人）
console-names-hint = リストを貼り付けるか名前を入力してください。1 行が 1 人です。同じ名前があると警告が出ます。
console-add-players = 登録
console-open = 開く
console-open-standings = 印刷用の順位表
console-round = ラウンド { $round }
console-round-deleted = ラウンド { $round } を削除しました。
console-result-entered = { $table } 番卓：結果を入力しました。
console-round-paired = ラウンドを組み合わせました。確認してから公開してください。
console-round-published = ラウンドを公開しました：プレイヤーは自分の卓を確認できます。
console-round-unpublished = ラウンドを組み合わせ中に戻しました：プレイヤーからは見えなくなりました。
console-round-repaired = ラウンドを組み直しました。
console-result-unreadable = 卓番号と、2-1、1-2、2-0-1、0-0-3、dl（両者敗北）のような結果を入力してください。
console-state-pairing = 組み合わせ中
console-state-published = 公開済み
console-state-completed = 終了
console-pair-next = 次のラウンドを組み合わせる
console-rounds-heading = ラウンド
console-no-rounds = ラウンドはまだありません。
console-publish = 公開
console-unpublish = 公開を取り消す
console-repair = 組み直す
console-delete-round = ラウンドを削除
console-result-box = 結果を入力
console-result-hint = 1 人目のプレイヤーから見た結果：2-1、1-2、2-0-1、0-0-3、両者敗北は dl。Enter で保存し、まだ対戦中の次の卓へ移ります。
console-enter = 保存
console-still-playing = 対戦中
console-col-time-left = 残り時間
console-time-up = 時間切れ
console-finished-tables = 結果入力済みの卓
console-tables = 卓
console-all-results-in = すべての結果が入力されました。
console-col-table = 卓
console-col-player-a = プレイヤー
console-col-player-b = 対戦相手
console-col-result = 結果
console-col-reports = プレイヤーの報告
console-bye = 不戦勝
console-report-reported = 報告済み
console-report-confirmed = 承認済み
console-report-disputed = 食い違い
console-report-settled = 解決済み
console-warnings = 警告
console-table-n = { $table } 番卓
console-actions = 操作
console-print-pairings = 印刷用の組み合わせ表（卓順）
console-print-by-name = 印刷用の組み合わせ表（名前順）
console-screen = 掲示用スクリーン
console-open-slips = プレイヤーコード用紙（全員分）
console-col-slip = コード用紙
console-slip = 印刷

console-clock = 時計
console-clock-not-started = 未開始 · 対戦時間 { $time }
console-clock-running = 進行中 · 残り { $time }
console-clock-paused = 一時停止中 · 残り { $time }
console-clock-finished = 終了 · 残り { $time } でした
console-clock-done = 時計を変更しました。
console-clock-start = 時計を開始
console-clock-pause = 一時停止
console-clock-resume = 再開
console-extend-minutes = 追加の分数
console-extend-table = この卓だけ（任意）
console-extend-table-hint = 空欄ならラウンド全体を延長します。卓番号を入れるとその卓だけを延長します（ジャッジによる時間延長）。
console-extend = 延長
console-settle-with = 確定：{ $player } の報告 { $result }
console-correct-box = 結果を訂正
console-correction-title = { $table } 番卓の結果を訂正しますか？
console-correction-line = { $table } 番卓：{ $old } を { $new } にします。
console-correction-later = { $span ->
    [one] ラウンド { $first } は訂正前の結果で組み合わされており、組み直されません。
   *[several] ラウンド { $first }～{ $last } は訂正前の結果で組み合わされており、組み直されません。
}
console-correction-audit = 順位表はすぐに変わります。監査ログには訂正前後の結果が残ります。
console-correction-save = 訂正を保存
console-remove-title = { $player } を大会から削除しますか？
console-remove-line = すべての一覧、人数、印刷物、順位表から消え、登録しなかったのと同じ扱いになります。削除できるのは公開済みのラウンドでまだ対戦していないプレイヤーだけです。それ以外はドロップさせてください。
console-remove-repair = 組み合わせ中のラウンドに含まれている場合は、そのプレイヤーを除いて組み直します。
console-remove = 削除
console-player-drop = { $player } をドロップさせました。
console-player-readmit = { $player } を復帰させました。
console-player-rename = プレイヤー名を { $player } に変更しました。
console-player-remove = { $player } を削除しました。
console-change = 変更
console-new-name = 新しい名前
console-rename = 名前を変更
console-readmit = 復帰させる
console-drop = ドロップ
console-the-end = 大会の終了
console-finish = 大会を終了する
console-finish-title = { $name } を終了しますか？
console-finish-line = 最終順位が確定し、プレイヤーには大会が終了したと表示されます。結果を訂正するために再開することもできます。
console-finished = 大会を終了しました。
console-reopen = 大会を再開する
console-reopened = 大会を再開しました。
console-delete = 大会を削除する
console-delete-title = { $name } を削除しますか？
console-delete-line = 大会とそのプレイヤー、ラウンド、結果、監査ログは完全に削除されます。コピーを残すには、先にドキュメントをエクスポートしてください。
console-standings = 順位表
console-after-round = ラウンド { $round } 終了時
console-champion = 優勝
console-col-rank = 順位
console-col-points = ポイント
console-col-record = 戦績
console-col-why = 理由
console-dropped = ドロップ
console-cut-line = 決勝トーナメント進出ライン（トップ { $size }）
console-cut-line-hint = 進出が決まるラウンドの前に：他の卓の結果にかかわらず、各プレイヤーにマッチポイントで何が必要か。
console-col-advice = 必要な結果
console-cut-locked = 結果にかかわらず進出
console-cut-draw_is_safe = 引き分けで進出
console-cut-win_and_in = 勝てば進出
console-cut-tiebreakers_decide = タイブレーカーしだい
console-cut-out = 進出の可能性なし
console-top-cut-size = 決勝トーナメントの人数
console-top-cut-create = 決勝トーナメントを作成
console-print-bracket = 印刷用のトーナメント表
console-swiss-rank = スイスドロー：{ $rank } 位
console-live-changed = このページは別の端末で変更されました。フォームを離れると更新されます。
console-live-updated = 別の端末での変更を反映しました。
console-stale = このページの表示後に、このラウンドが別の端末で変更されました。何も実行していません。現在の状態はこちらです：必要ならもう一度操作してください。
console-audit = 監査ログ
console-audit-action = 操作
console-audit-via = 経由
console-via-console = コンソール
console-via-api = API
console-filter-apply = 絞り込む
console-audit-empty = 該当する記録はありません。
console-audit-when = 日時（UTC）
console-audit-who = 誰が
console-audit-detail = 変更内容
console-audit-next = 以降の記録
console-swap = 入れ替え
console-swap-first-player = 1 人目のプレイヤー
console-swap-second-player = 2 人目のプレイヤー
console-swap-players = プレイヤーを入れ替える
console-swap-first-table = 1 つ目の卓
console-swap-second-table = 2 つ目の卓
console-swap-tables = 卓を入れ替える
console-swapped = 入れ替えました。ラウンドはまだ組み合わせ中です。
console-seat = { $player }、{ $table } 番卓
console-interface-language = コンソールの言語
console-interface-language-set = 変更
console-edit = 大会を編集
console-recommended = { $players } 人の推奨：スイスドロー { $rounds } ラウンド、決勝トーナメント { $cut }。
console-top-cut-later = 後で決める
console-self-reporting = プレイヤーが自分で結果を報告する
console-save = 保存
console-export = ドキュメントをエクスポート（保存用ファイル）
console-edited = 大会を保存しました。
console-late-entry = ラウンド { $round } はすでに組み合わされています：登録前に組み合わされた各ラウンドは、新しいプレイヤーにとって欠席ラウンドになります（マッチポイントなし、自分のマッチ勝率では負け扱い、対戦相手なし、ゲームなし）。次のラウンドから組み合わされます。
console-repaired-for-late = 組み合わせ中のラウンド { $round } を、新しいプレイヤーを含めて組み直しました。

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = はい
console-no = いいえ
audit-action-tournament-imported = 大会のインポート
audit-action-tournament-updated = 大会の編集
audit-action-tournament-finished = 大会の終了
audit-action-tournament-reopened = 大会の再開
audit-action-player-added = プレイヤーの登録
audit-action-player-updated = プレイヤーの編集
audit-action-player-renamed = プレイヤー名の変更
audit-action-player-dropped = プレイヤーのドロップ
audit-action-player-readmitted = プレイヤーの復帰
audit-action-player-removed = プレイヤーの削除
audit-action-player-code-rotated = プレイヤーコードの再発行
audit-action-round-created = ラウンドの組み合わせ
audit-action-round-repaired = ラウンドの組み直し
audit-action-round-deleted = ラウンドの削除
audit-action-players-swapped = プレイヤーの入れ替え
audit-action-tables-swapped = 卓の入れ替え
audit-action-round-published = ラウンドの公開
audit-action-round-unpublished = ラウンドの公開取り消し
audit-action-round-completed = ラウンドの完了
audit-action-result-entered = 結果の入力
audit-action-result-corrected = 結果の訂正
audit-action-result-removed = 結果の削除
audit-action-result-reported = プレイヤーによる結果報告
audit-action-result-confirmed = 対戦相手による結果承認
audit-action-result-disputed = 結果の食い違い
audit-action-top-cut-created = 決勝トーナメントの作成
audit-action-playoff-forfeit = 決勝トーナメントでの不戦勝
audit-action-clock-started = 時計の開始
audit-action-clock-paused = 時計の一時停止
audit-action-clock-resumed = 時計の再開
audit-action-clock-extended = 時計の延長
audit-action-table-extended = 1 卓のみの時間延長
audit-action-clock-limit-set = 制限時間の設定
audit-action-clock-settings-changed = 時計の設定変更
audit-field-after = 変更後
audit-field-before = 変更前
audit-field-bye = 不戦勝
audit-field-dropped = ドロップ
audit-field-name = 名前
audit-field-planned-rounds = 予定ラウンド数
audit-field-player = プレイヤー
audit-field-player-a = プレイヤー
audit-field-player-b = 対戦相手
audit-field-players = プレイヤー
audit-field-reason = 理由
audit-field-reports-removed = プレイヤーの報告の削除
audit-field-result = 結果
audit-field-rounds = ラウンド
audit-field-seconds = 秒数
audit-field-size = 人数
audit-field-table = 卓
audit-field-tables = 卓
audit-field-time-limit-s = 制限時間（秒）
audit-field-top-cut = 決勝トーナメント
audit-field-warnings = 警告

## The console's import (on the new-tournament page).
console-import = 大会をインポート
console-import-file = 大会ドキュメント（以前にエクスポートしたファイル）
console-import-hint = 大会の「ドキュメントをエクスポート」リンクで保存したファイル、または API から取得したファイルです。まず全体がチェックされ、あなたの新しい大会になります。プレイヤー全員に新しいコードが発行されます。
console-import-button = インポート
console-import-empty = ファイルが空です：「ドキュメントをエクスポート」で保存したドキュメントを選んでください。
console-import-unreadable = フォームを読み取れませんでした（{ $reason }）。
console-imported = 大会をインポートしました。プレイヤー全員に新しいコードが発行されたので、コード用紙を印刷し直してください。
