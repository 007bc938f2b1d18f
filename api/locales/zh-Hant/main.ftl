# PlanesForge explanations (RULES.md §2, §4, §5), Traditional Chinese (Taiwan usage).
# Terms (book/zh-Hant/src/glossary.md): match = 對戰, game = 局,
# match points = 對戰積分, bye = 輪空, score group = 同分組; the numbers
# counted by game keep the Chinese MTR's names (盤分, GW% = 盤勝率,
# OGW% = 對手盤勝率), the numbers counted by match say 對戰 (MW% = 對戰勝率,
# OMW% = 對手對戰勝率): the MTR's 局分/局勝率/對手局勝率 are match numbers.

score-groups = { $a }（{ $apoints } 對戰積分）對上 { $b }（{ $bpoints } 對戰積分）。
floated-odd-group = { $player } 從 { $from } 分組降組，對手有 { $to } 分：該組有 { $size } 名玩家，為奇數，而 { $player } 是組內排名最低的玩家。
floated-rematch = { $player } 從 { $from } 對戰積分降組到 { $to } 對戰積分，雖然理想配對原本可讓他留在同分組內：只有這樣才能避免重複對戰。
slide-kept = 本桌是該同分組的理想配對（上下半區配對）。
rematch-avoided = 上下半區配對已調整：{ $player } 已在第 { $round } 輪與 { $opponent } 交過手。
seating-shifted = 為避免本輪其他桌出現重複對戰，上下半區配對已調整：{ $pairs }。
seating-shifted-pair = { $player } 與 { $opponent }（第 { $round } 輪）
forced-rematch = { $a } 與 { $b } 已在第 { $round } 輪交過手：本輪不存在沒有重複對戰的配對。
bye = { $player } 獲得輪空：在輪空次數最少（{ $byes } 次）的 { $candidates } 名在賽玩家中，{ $player } 排名最低（{ $field } 人中第 { $rank } 名）。
manual-change = 主辦單位調整了這一桌；配對引擎原本會做出不同的安排。
corrected-after-pairing = 本輪配對之後，主辦單位更正了{ $count ->
    [one] 之前某一輪的一個結果
   *[other] 之前各輪的 { $count } 個結果
 }：{ $corrections }。已配對的輪次不會因更正而重新配對，因此本輪配對保持不變；每一桌都依配對當時的結果來解釋。
corrected-after-pairing-item = 第 { $round } 輪第 { $table } 桌（{ $at }）
missed-rounds = { $player } 缺席了{ $count ->
    [one] 一輪
   *[other] { $count } 輪
 }（遲到報名或重新入賽）：每一輪在其 MW% 中都計為一輪零分，沒有對手，也沒有局數，且不算輪空。
rank-omw = { $upper }（第 { $rank } 名）排在 { $lower } 之前：對戰積分相同（{ $points }），由 OMW% 決定：{ $uppervalue }（{ $upperfraction }）對 { $lowervalue }（{ $lowerfraction }）。
rank-gw = { $upper }（第 { $rank } 名）排在 { $lower } 之前：對戰積分相同（{ $points }），OMW% 也相同，由 GW% 決定：{ $uppervalue }（{ $upperfraction }）對 { $lowervalue }（{ $lowerfraction }）。
rank-ogw = { $upper }（第 { $rank } 名）排在 { $lower } 之前：對戰積分（{ $points }）、OMW% 和 GW% 都相同，由 OGW% 決定：{ $uppervalue }（{ $upperfraction }）對 { $lowervalue }（{ $lowerfraction }）。
rank-fixed-name = { $upper }（第 { $rank } 名）排在 { $lower } 之前：對戰積分（{ $points }）、OMW%、GW% 和 OGW% 全部相同，因此由固定順序決定（逐一字元比較名字的 Unicode 碼位，不區分大小寫——不是依注音或筆畫排序）。
rank-fixed-id = { $upper }（第 { $rank } 名）排在 { $lower } 之前：對戰積分（{ $points }）、OMW%、GW% 和 OGW% 全部相同，名字也只有大小寫不同，因此由玩家 id 依固定順序決定：{ $upperid } 在 { $lowerid } 之前。

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = 請求錯誤
title-401 = 未認證
title-403 = 禁止訪問
title-404 = 找不到
title-405 = 方法不允許
title-409 = 衝突
title-410 = 已不存在
title-413 = 請求本文過大
title-415 = 不支援的媒體型別
title-422 = 無法處理的實體
title-429 = 請求過多
title-500 = 伺服器內部錯誤
title-503 = 服務不可用

error-internal = 發生了內部錯誤
error-database-unavailable = 資料庫暫時不可用；請稍後重試
error-storage-unavailable = 資料庫現在無法儲存這項更改（儲存空間可能已滿）；沒有任何改動，請稍後重試
error-not-json = 請求本文必須是 JSON（Content-Type: application/json）
error-not-form = 請求本文必須是表單（Content-Type: application/x-www-form-urlencoded）
error-body-too-large = 請求本文超過 { $limit } 位元組
error-invalid-body = 請求本文無效：{ $error }
error-body-not-object = 請求本文必須是 JSON 物件（{ "{" } … { "}" }）
error-malformed-json = JSON 格式錯誤：{ $error }
error-unreadable-body = 無法讀取請求本文：{ $error }
error-body-not-utf8 = 請求本文不是 UTF-8
error-invalid-path-parameter = 路徑參數無效：{ $error }
error-invalid-path = 路徑無效：{ $error }
error-invalid-query-parameter = 查詢參數無效：{ $error }
error-invalid-query = 查詢無效：{ $error }
error-no-resource = { $path } 處沒有資源
error-limit-too-small = limit 至少為 1
error-unknown-cursor = 未知的游標 { $cursor }

error-auth-header-not-text = Authorization 標頭不是有效的文字
error-auth-expected-bearer = 應為 `Authorization: Bearer <api_key>`
error-auth-required = 此請求需要 `Authorization: Bearer <api_key>`
error-unknown-api-key = 未知的 API 金鑰
error-sign-up-closed = 註冊已關閉：請以 Bearer 方式傳送管理員令牌
error-wrong-admin-token = 管理員令牌錯誤
error-forbidden-tournament = 比賽 { $id } 屬於另一個主辦單位
error-rate-limited = 請求過多：每分鐘最多 { $per_minute } 次（突發 { $burst } 次）；請在 { $retry_after } 秒後重試
error-idempotency-key-invalid = Idempotency-Key 必須由 { $min } 到 { $max } 個可見 ASCII 字元組成（請傳送 UUID）
error-too-many-streams = 此位址開啟的事件流過多：同時最多 { $limit } 個；請關閉一個，或在 { $retry_after } 秒後重試
error-idempotency-key-reused = 此 Idempotency-Key 已用於另一個請求（方法、路徑或請求本文不同）；新請求請使用新的 key
error-idempotency-in-progress = 使用此 Idempotency-Key 的請求仍在處理中；請稍後重試

error-name-empty = { $what ->
    [tournament] 比賽
    [player] 玩家
    [organizer] 主辦單位
    [key] 金鑰
   *[other] （{ $what }）
}名稱為空
error-name-too-long = { $what ->
    [tournament] 比賽
    [player] 玩家
    [organizer] 主辦單位
    [key] 金鑰
   *[other] （{ $what }）
}名稱超過 200 個字元
error-name-control = { $what ->
    [tournament] 比賽
    [player] 玩家
    [organizer] 主辦單位
    [key] 金鑰
   *[other] （{ $what }）
}名稱包含控制字元
error-name-bidi = { $what ->
    [tournament] 比賽
    [player] 玩家
    [organizer] 主辦單位
    [key] 金鑰
   *[other] （{ $what }）
}名稱在第 { $position } 位包含文字方向控制字元（{ $character }）；請將其刪除
error-name-invisible = { $what ->
    [tournament] 比賽
    [player] 玩家
    [organizer] 主辦單位
    [key] 金鑰
   *[other] （{ $what }）
}名稱沒有任何可見內容：只有空格、不可見的格式字元或組合符號
error-in-players-entry = players[{ $index }]：{ $error }
error-bulk-size = players 必須包含 1 到 { $max } 項，而不是 { $count } 項
error-planned-rounds = planned_rounds 必須在 1 到 { $max } 之間，而不是 { $value }
error-tournament-not-found = 沒有比賽 { $id }
error-player-not-found = 沒有玩家 { $id }
error-round-not-found = 沒有第 { $round } 輪
error-no-round = 暫無可顯示的輪次：還沒有公布任何一輪
error-table-not-found = 第 { $round } 輪沒有第 { $table } 桌
error-webhook-not-found = 沒有 webhook { $id }
error-player-already-dropped = { $player } 已在第 { $round } 輪後退賽

error-round-still-pairing = 第 { $round } 輪仍在配對中：請先公布並輸入其結果
error-round-results-missing = 第 { $round } 輪缺少 { $missing } 個結果：請先輸入，再為第 { $next } 輪配對
error-not-enough-players = 在賽玩家 { $active } 名：一輪至少需要 2 名
error-round-published = 第 { $round } 輪{ $state ->
    [completed] 已結束
   *[published] 已公布
}：其配對已固定
error-round-not-latest = 第 { $round } 輪不是最新一輪
error-round-not-published = 第 { $round } 輪尚未公布：請先公布再輸入結果
error-round-frozen = 第 { $round } 輪已不是最新一輪：其結果已凍結
error-playoff-pairings-fixed = 第 { $round } 輪是淘汰賽輪次：其配對依對戰表進行（/book/zh-Hant/pairings-and-standings.html#bracket）
error-playoff-round-has-results = 淘汰賽第 { $round } 輪已記錄了一場不戰而勝：無法刪除
error-same-player = player_a 和 player_b 是同一名玩家
error-player-not-in-round = 玩家 { $player } 在第 { $round } 輪沒有被配對
error-same-players-table = 兩名玩家坐在同一桌：交換他們沒有任何變化
error-same-table = table_a 和 table_b 是同一桌
error-bye-table-swap = 第 { $table } 桌是輪空，始終排在最後一桌之後
error-bye-has-no-result = 第 { $table } 桌是輪空：不需要結果
error-next-round-not-completed = 第 { $round } 輪還缺少結果：請先完成該輪，再為下一輪配對
error-next-playoff-started = 淘汰賽已在第 { $round } 輪開始：不能再進行瑞士輪配對
error-not-swiss-round = 第 { $round } 輪是淘汰賽輪次：沒有瑞士輪配對

error-result-too-many-wins = 結果 { $result } 不合法：最多贏 2 局
error-result-too-many-losses = 結果 { $result } 不合法：最多輸 2 局
error-result-both-won-two = 結果 { $result } 不合法：雙方不可能都贏 2 局
error-result-too-many-draws = 結果 { $result } 不合法：最多 3 局平手
error-result-no-games = 結果 0-0-0 不合法：至少要有一局（協議平手記為 0-0-3）
error-result-playoff-draw = 結果 { $result } 不合法：淘汰賽對戰不能以平手結束
error-result-playoff-double-loss = 結果不合法：淘汰賽對戰不能以雙負結束，必須有勝者
error-result-double-loss-games = 結果 { $result } 不合法：雙負對每名玩家都記為 0-2-0

error-standings-round-not-found = after_round { $requested }：沒有這一輪（最後一輪是第 { $last } 輪）
error-standings-round-not-completed = after_round { $round }：第 { $round } 輪尚未結束
error-standings-overflow = 某個小分的分數太大，無法精確表示

error-cut-size = 不可能進行 { $size } 人淘汰賽：人數必須是 2 的次方（至少為 2）
error-cut-not-enough-players = 在賽玩家只有 { $active } 名，不可能進行 { $size } 人淘汰賽
error-cut-swiss-unfinished = 淘汰賽只能在最後一輪瑞士輪結束後開始
error-top-cut-exists = 本比賽已經有淘汰賽
error-top-cut-not-found = 本比賽還沒有淘汰賽
error-tournament-finished = 比賽已結束：不能再更改
error-round-has-results = 第 { $round } 輪無法退回配對狀態：已輸入的結果：{ $results }，有玩家回報或確認的桌：{ $reports }。請先刪除這些結果（刪除結果也會清除該桌的回報），或改為更正它們
error-round-completed = 第 { $round } 輪已結束：其結果可以更正但不能刪除，也不能再取消公布
error-player-has-played = 該玩家已在已公布的輪次中入座：請讓其退賽，而不是刪除報名
error-tournament-not-finished = 比賽尚未結束（目前狀態為 { $status }）：只有已結束的比賽才能重新開放
error-top-cut-planned = 本比賽計劃進行 { $size } 人淘汰賽：請建立淘汰賽，或在結束前將 top_cut 設為 0
error-top-cut-not-wanted = 本比賽設定為不進行淘汰賽（top_cut 0）：請先更改設定
error-top-cut-started = 淘汰賽已開始：無法再更改
error-invalid-top-cut = top_cut 必須是 null（以後再定）、0（不進行）或 2 的次方（至少為 2），而不是 { $value }
error-planned-rounds-below-paired = planned_rounds 不能為 { $value }：已有 { $paired } 輪瑞士輪完成配對
error-planned-rounds-reached = 計劃的 { $planned } 輪瑞士輪已全部配對：如需再配一輪，請提高 planned_rounds，或開始淘汰賽
error-cut-line-top-cut-started = 淘汰賽已開始：沒有可供建議的瑞士輪
error-no-round-to-advise = 沒有即將進行的輪次：請先為下一輪配對（並公布）
error-playoff-not-a-bracket = 淘汰賽輪次不符合對戰表（/book/zh-Hant/pairings-and-standings.html#bracket）：{ $problem }

error-document-json = 比賽文件格式錯誤：{ $error }
error-document-format = format：應為 { $expected }，實際為 { $found }
error-table-number-too-large = 第 { $round } 輪：桌號 { $table } 過大
error-at-table = 第 { $round } 輪第 { $table } 桌（rounds[{ $round_pos }].pairings[{ $pairing_pos }]）：{ $error }
error-history-empty-id = players[{ $index }]：id 為空
error-history-duplicate-id = players[{ $index }]：玩家 id { $id } 重複（已由 players[{ $first }] 使用）
error-history-too-many-players = players：{ $count } 名玩家超出支援範圍
error-history-drop-after-last = 玩家 { $player }：dropped_after_round { $dropped } 在最後一輪（{ $last }）之後
error-history-round-order = rounds[{ $index }]：輪次編號 { $found } 順序錯誤，應為 { $expected }
error-history-swiss-after-playoff = 第 { $round } 輪：淘汰賽輪次之後出現了瑞士輪
error-history-incomplete = 沒有結果，但第 { $later } 輪已經存在
error-history-table-zero = 桌號從 1 開始
error-history-duplicate-table = 第 { $table } 桌在本輪中出現了兩次
error-history-unknown-player = 未知玩家 { $player }
error-history-player-twice = 玩家 { $player } 已在本輪第 { $table } 桌配對
error-history-paired-after-drop = 玩家 { $player } 在退賽後仍被配對（在第 { $round } 輪後退賽）
error-history-bye-in-playoff = 淘汰賽輪次不能有輪空
error-history-bye-result = 輪空記為 2-0-0，而不是 { $result }
error-history-bye-mismatch = 只有在 player_b 為 null 時 "bye" 才為 true，反之亦然

error-url-too-long = URL 超過 2000 個字元
error-url-invalid = { $url } 不是 URL：{ $error }
error-url-scheme = URL 協定必須是 http 或 https，而不是 { $scheme }
error-url-no-host = URL 沒有主機
error-url-private = URL 指向本機或私有位址，本伺服器不會呼叫
error-events-empty = events 為空：請至少訂閱一個事件
error-event-unknown = 未知事件 { $event }：應為以下之一：{ $expected }
error-idempotency-replay-unavailable = 此 Idempotency-Key 的首次回應無法重放；請先檢查資源，再用新的 key 重試
error-idempotency-replay-withheld = 使用此 Idempotency-Key 的請求已經完成；其回應包含一個新的 API 金鑰，該金鑰只顯示一次，不會重放
error-too-many-players = 一場比賽最多 { $max } 名玩家：已有 { $existing } 名，再加 { $adding } 名就超出了
error-too-many-rounds = 一場比賽最多 { $max } 輪瑞士輪；請改為開始淘汰賽
error-document-too-many-rounds = 文件有 { $swiss } 輪瑞士輪；最多接受 { $max } 輪
error-in-round = 第 { $round } 輪（rounds[{ $round_pos }]）：{ $error }
error-document-planned-rounds = planned_rounds：{ $planned } 不可能：必須在 1 到 { $max } 之間，且不少於文件中的 { $swiss } 輪瑞士輪
error-document-top-cut = top_cut：{ $top_cut } 既不是 0（不進行淘汰賽），也不是 2 的次方（至少為 2）
error-document-top-cut-mismatch = top_cut { $top_cut } 與淘汰賽不符，後者為 { $size } 人淘汰賽
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]：玩家 { $player } 不可能缺席第 { $round } 輪（不是文件中的瑞士輪、在玩家退賽之後，或不是遞增順序）
error-document-round-state = 狀態 "{ $state }" 不可能：{ $error }
error-document-state-not-latest = 只有最新一輪才能是 "pairing" 或 "published"
error-document-state-result-in-pairing = 配對中的輪次還沒有結果
error-document-state-published-complete = 所有結果都已輸入，因此該輪應為 "completed"
error-document-state-completed-incomplete = 缺少一個結果
error-document-empty-round = 該輪沒有任何桌
error-document-too-many-byes = 出現第二個輪空（第 { $table } 桌已有一個）；一輪最多只有一個輪空
error-document-paired-in-missed-round = 玩家 { $player } 在其 missed_rounds 所列的輪次中入座了
error-document-player-missing = 玩家 { $player }（players[{ $index }]）在本輪仍在賽但未被配對：既沒有在本輪之前退賽，本輪也不在其 missed_rounds 中
error-document-not-enough-players = 入座玩家 { $seated } 名；瑞士輪至少需要 2 名
error-document-playoff-without-swiss = 淘汰賽輪次之前必須有瑞士輪：淘汰賽的種子來自瑞士輪排名
error-document-bracket-size = { $tables } 桌的淘汰賽不構成對戰表：淘汰賽人數必須是 2 的次方（至少為 2）
error-document-bracket-tables = 對戰表本輪有 { $expected } 場對戰，文件中有 { $found } 場
error-document-bracket-mismatch = 對戰表在此處是 { $seed_a } 號種子（{ $player_a }）對戰 { $seed_b } 號種子（{ $player_b }），種子較高者為 player_a
error-document-playoff-after-final = 決賽之後還有淘汰賽輪次
error-too-many-webhooks = 每個主辦單位最多註冊 { $max } 個 webhook：請先刪除一個再新增
error-method-not-allowed = 此處不允許 { $method }；允許的方法：{ $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } 沒有退賽：只有已退賽的玩家才能重新入賽
error-history-missed-round = 玩家 { $player }：缺席的第 { $round } 輪必須是該玩家未入座的瑞士輪，不能在其退賽之後，且依遞增順序只列一次
error-forbidden-organizer = 主辦單位 { $id } 不是此 API 金鑰的主辦單位
error-insufficient-scope = 此金鑰的權限範圍為 { $scope }；此操作需要權限範圍為 { $need } 的金鑰（見本書：金鑰與權限範圍）
error-key-not-found = 沒有 API 金鑰 { $id }
error-last-full-key = { $id } 是最後一個 full 金鑰：沒有它就無人能管理金鑰或更改比賽；請先建立另一個 full 金鑰，再撤銷這個
error-filter-status = status 必須是 registration、swiss、top_cut 或 finished，而不是 { $value }
error-filter-order = order 必須是 asc 或 desc，而不是 { $value }
error-filter-since = since 必須是帶時區偏移的日期時間（2026-12-03T10:00:00Z），而不是 { $value }
error-filter-action = action 必須是稽核紀錄中的操作之一（例如 result_corrected），而不是 { $value }
error-filter-via = via 必須是 api 或 console，而不是 { $value }
error-unsupported-content-encoding = 不支援請求本文的 Content-Encoding { $encoding }；請不編碼傳送，或使用以下之一：{ $supported }
error-body-not-decodable = 請求本文不是其 Content-Encoding 所宣告的有效 { $encoding } 資料
error-book-path = { $path } 不是本書的頁面
error-cors-origin = CORS 預檢被拒絕：來源 { $origin } 不允許呼叫此 API（PLANESFORGE_CORS_ORIGINS）
error-cors-method = CORS 預檢被拒絕：跨域請求不允許使用所請求的方法
error-cors-headers = CORS 預檢被拒絕：跨域請求不允許使用所請求的某個標頭
error-cors-preflight = CORS 預檢被拒絕：預檢請求格式錯誤（Origin 或 Access-Control-Request-Method 缺失或無效）
warning-duplicate-name = { $name } 與之前報名的 { $other } 同名：已接受；列印的表格會依報名順序為他們編號 (#1)、(#2)……

# Tournament settings.
error-invalid-language = language 必須是 { $codes } 之一（或 null），而不是 "{ $value }"
error-invalid-starts-at = "{ $value }" 不是帶時區偏移的 RFC 3339 日期時間（例如 2026-12-04T19:00:00+01:00 或 2026-12-04T18:00:00Z）
error-invalid-time-zone = "{ $value }" 不是 IANA 時區資料庫中的時區（例如 Asia/Taipei）
error-text-too-long = 最多 { $max } 個字元
error-text-control = 不允許控制字元和雙向文字控制符（發現了 { $character }）
error-metadata-not-object = 必須是值均為字串的物件，例如 {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = 最多 { $max } 個鍵，而不是 { $count } 個
error-metadata-key = 鍵 "{ $key }" 必須有 1 到 { $max } 個字元，且不含控制字元
error-metadata-value-not-string = 值必須是字串

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = 第 { $round } 輪
print-kind-swiss = 瑞士輪
print-kind-playoff = 淘汰賽
print-state-pairing = 配對中
print-state-published = 已公布
print-state-completed = 已結束
print-by-table = 配對表（依桌號）
print-by-name = 配對表（依姓名）
print-standings = 第 { $round } 輪後排名
print-final-standings = 最終排名（前 { $cut } 名；第 { $round } 輪後的瑞士輪排名）
print-starts = 開始時間 { $time }
print-printed = 列印時間 { $time }
print-time = { $year }年{ $month }月{ $day }日 { $hour }:{ $minute } { $zone }
print-table = 桌號
print-player = 玩家
print-opponent = 對手
print-result = 結果
print-record = 戰績
print-record-note = 戰績：本輪之前的對戰 勝-負-平。
print-place = 名次
print-swiss-rank = 瑞士輪名次
print-rank = 名次
print-points = 對戰積分
print-wld = 勝-負-平
print-missed = 缺席
print-bye = 輪空
print-bye-result = 輪空
print-double-loss = 雙負
print-dropped = 已退賽
print-slips = 對戰成績單
print-games-won = 勝局數
print-games-lost = 負局數
print-games-drawn = 平手局數
print-signature = 簽名
print-slip-note = 雙方玩家填寫各局結果並簽名；將成績單交給主辦單位。
print-slip-online = 也可以在你的玩家頁面回報：{ $url }（即你的代碼紙條上的連結）。
print-bracket = 前 { $cut } 名對戰表
bracket-final = 決賽
bracket-semifinal = 四強賽
bracket-quarterfinal = 八強賽
bracket-round-of = { $players } 強賽
bracket-champion = 冠軍
bracket-seed = { $seed } 號種子
bracket-vs = 對
bracket-won = { $name } { $wins }–{ $losses } 獲勝
bracket-forfeit = 不戰而勝
bracket-to-come = 待定
bracket-playing = 進行中

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = 這不是玩家代碼（請檢查，或向主辦單位索取新的代碼）
error-player-code-forbidden = 玩家代碼只能用於 /api/v1/me；其他操作都需要主辦單位的金鑰
error-player-code-required = 此請求需要 `Authorization: Player <code>`
error-player-code-guesses = 來自此位址或針對此代碼的錯誤嘗試過多；請在 { $retry_after } 秒後重試
player-round = 第 { $round } 輪
player-bye = 你本輪輪空：無需進行對戰。
player-not-seated = 你本輪沒有被配對。
player-result-double-loss = 結果：雙負（雙方都輸掉了這場對戰；對你而言以 0-2 局計）
player-record = 戰績 { $wins }-{ $losses }-{ $draws }，{ $points } 對戰積分
player-rank = 第 { $round } 輪後排名：{ $of } 人中第 { $rank } 名
player-final-place = 最終名次：第 { $place } 名
player-dropped = 已退賽
player-no-round = 還沒有公布任何一輪。公布後本頁會自動更新。
player-finished = 比賽已結束。
player-champion = 冠軍：{ $name }
player-out-of-playoff = 你沒有（或已不再）進入淘汰賽：本輪你沒有對戰。你的名次見下方。
player-guide-link = 本頁面和比賽如何運作（玩家指南）
player-unknown-title = 無法識別的代碼
player-unknown-text = 此連結或代碼不屬於正在進行的比賽中的玩家。請對照你的代碼紙條檢查，或向主辦單位索取新的代碼。
player-wait-title = 嘗試次數過多
player-wait-text = 無法識別此連結，且你所在的網路傳來了太多錯誤的連結。請等待{ $seconds ->
    [one] 一秒
   *[other] { $seconds } 秒
}，並檢查代碼紙條上的連結。
player-code-gone = 此連結已無法開啟你的頁面（主辦單位可能給了你新的代碼），因此本頁已停止更新。請使用你最新代碼紙條上的連結。
slips-title = 玩家代碼
slips-scan = 掃描 QR Code，查看你的桌號和排名：
slips-code = 代碼：
slips-type = 沒有相機？開啟此網址並輸入代碼：
player-enter-title = 開啟你的玩家頁面
player-enter-intro = 輸入代碼紙條上的代碼，檢視你的桌號、結果和排名。
player-enter-label = 你的玩家代碼
player-enter-hint = 20 個字母和數字，與代碼紙條上的一致。大小寫、空格和連字元都無所謂。
player-enter-send = 開啟我的頁面
player-enter-again = 輸入代碼
slips-secret = 請自己保管此代碼紙條：代碼就是你的存取憑證。
slips-no-code = 尚無代碼：請重新產生該玩家的代碼，然後再次列印。
slips-other-key = 此代碼是用另一個伺服器金鑰產生的：請重新產生，然後再次列印。

# Player self-reporting (RULES.md §12)
error-self-reporting-off = 本比賽已關閉玩家自行回報：請將結果告訴主辦單位
error-no-open-match = 你在已公布的輪次中沒有需要回報的對戰
error-result-already-entered = 這場對戰已有結果：只有主辦單位能更正
error-report-disputed = 雙方的回報不一致：將由主辦單位輸入結果
error-nothing-to-confirm = 你的對手還沒有回報結果
error-own-report = 你不能確認自己的回報：需由對手確認
error-form-fields = 表單不完整：請重新整理頁面後重試
player-form-refused-title = 表單未被接受
player-form-refused = 表單未被接受（它來自其他網站或已過期）：請重新整理頁面後重試
player-self-reporting-off = 本比賽的結果由主辦單位輸入。
player-confirm-send = 確認此結果
player-report-title = 回報你的結果
player-report-wins = 你贏的局數
player-report-losses = 你輸的局數
player-report-draws = 平手局數
player-report-send = 回報
player-drop-send = 退出比賽
player-done-reported = 你回報的結果已儲存。
player-done-confirmed = 結果已確認並輸入。
player-done-dropped = 你已退賽：從下一輪起不會再為你配對。
player-refused = 操作未成功。請重新整理頁面，或詢問主辦單位。
player-refused-finished = 比賽已結束：無法再回報任何內容。
player-refused-dropped = 你已經退賽了。
player-refused-playoff-draw = 淘汰賽對戰不能以平手結束。
player-drop-ask = 從下一輪起不會再為你配對。你本輪的對戰仍然計分。現在退賽嗎？
player-drop-yes = 是的，我要退賽
player-drop-no = 不，回到我的頁面
number-percent = { $value }%
player-table = 第 { $table } 桌
player-against = 對手：{ $opponent }
player-bye-title = 輪空
player-clock-label = 剩餘時間
player-extension = 你這桌：+{ $time }，{ $ends } 結束
player-extension-stopped = 你這桌：+{ $time }
player-score-won = 你以 { $score } 獲勝
player-score-lost = 你以 { $score } 落敗
player-score-draw = 平手，{ $score }
player-result-entered = 已輸入結果：{ $result }
player-reported = 你回報了：{ $result }。等待 { $opponent } 確認。
player-their-report = { $opponent } 回報：{ $outcome ->
        [win] 你以 { $mine } 落敗（對方 { $theirs } 獲勝）
        [loss] 你以 { $mine } 獲勝（對方 { $theirs } 落敗）
       *[draw] 這場對戰打平，{ $mine }
    }。對嗎？
player-not-right = 不對，結果不是這樣
player-change-report = 修改我回報的結果
player-won-2-0 = 我 2–0 獲勝
player-won-2-1 = 我 2–1 獲勝
player-lost-1-2 = 我 1–2 落敗
player-lost-0-2 = 我 0–2 落敗
player-draw-1-1 = 平手 1–1
player-other-result = 其他結果…
player-choose = 選擇
player-disputed-title = 請找主辦單位
player-disputed-text = 你們的回報不一致，因此由主辦單位輸入結果。
player-you-reported = 你回報的結果
player-they-reported = { $opponent } 回報的結果
player-standing-title = 你的排名
player-why-opponent = 為什麼是這個對手
player-why-rank = 為什麼是這個名次
player-opponents-mw = 你各個對手的對戰勝率（MW%）；它們的平均值就是你的 OMW%：
player-opponent-mw = 第 { $round } 輪：{ $opponent }，{ $mw }
player-cut-locked = 無論本輪結果如何，你憑對戰積分都能進入前 { $size } 名。
player-cut-draw_is_safe = 本輪打平就足以進入前 { $size } 名。
player-cut-win_and_in = 本輪獲勝就能進入前 { $size } 名；打平則未必。
player-cut-tiebreakers_decide = 即使獲勝也未必能進入前 { $size } 名：要看小分和其他桌的結果。
player-cut-out = 你憑對戰積分已無法進入前 { $size } 名。
player-refresh = 重新整理
player-new-info = 有新訊息：點一下更新
player-live-paired = 第 { $round } 輪已配對：第 { $table } 桌，對手 { $opponent }
player-live-updated = 你的頁面已更新。
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = 第 { $round } 輪仍在配對中：公布後計時器才會開始計時
error-clock-round-completed = 第 { $round } 輪已結束：其計時已結束
error-clock-already-started = 第 { $round } 輪的計時器已經開始
error-clock-not-running = 第 { $round } 輪的計時器沒有在計時
error-clock-not-paused = 第 { $round } 輪的計時器沒有暫停
error-clock-started = 第 { $round } 輪的計時器已經開始：請延長本輪時間，而不是更改時限
error-no-time-limit = 第 { $round } 輪沒有時限：請先設定
error-invalid-extension = 延時必須為 1 到 { $max } 秒，而不是 { $value }
error-invalid-time-limit = 時限必須為 1 到 { $max } 秒，而不是 { $value }
error-clock-time-went-back = 伺服器時鐘早於第 { $round } 輪計時器的最後時刻：請重試
error-bye-table-extension = 第 { $table } 桌是輪空：沒有時間可延長
screen-clock-not-started = 計時未開始
screen-clock-paused = 計時已暫停
screen-time-up = 時間到
screen-round-completed = 所有結果均已輸入
screen-waiting = 等待配對

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = 事件 { $id } 尚不存在：本比賽的最新事件是 { $latest }
error-events-expired = { $id } 之後的事件已不再保留（保留的最早事件是 { $oldest }）：請重新讀取比賽，並不帶 id 開啟事件流
error-last-event-id = 事件 id { $id } 不是整數

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }：{ $error }
error-document-instant = { $value } 不是 RFC 3339 時刻（例如 2026-11-27T19:05:00.000Z）
error-document-clock-round-state = 第 { $round } 輪狀態為 "{ $state }"：只有已公布的輪次才有正在計時的計時器；配對中的輪次只能帶有自己的時限，已結束的輪次則不能帶有
error-document-clock-no-limit = 沒有時限的輪次不能已開始、已暫停或已延時
error-document-clock-order = 計時器的時刻順序錯誤：暫停在開始之後，已結束的暫停位於開始與目前暫停（或現在）之間，延時依從早到晚列出
error-document-clock-future = 該時刻晚於伺服器目前時間

## The organizer's console (/console/)

console-title = PlanesForge 控制台
console-signed-in-as = 已登入：
console-scope-note = { $scope } 金鑰：只顯示它有權執行的操作
console-keys = API 金鑰
console-keys-scopes = 每個金鑰都有權限範圍：read（唯讀，用於網站）、results（結果和本輪計時器：裁判的平板）或 full（全部，包括金鑰管理）。金鑰只在建立時顯示一次。
console-key-scope = 權限範圍
console-key-last-used = 最後使用
console-key-never = 從未
console-key-revoke = 撤銷
console-key-revoked = 金鑰已撤銷：從現在起會被拒絕，用它登入的控制台也會被登出。
console-key-new = 新金鑰
console-key-create = 建立金鑰
console-key-made = 新金鑰僅顯示這一次：請立即複製。
console-key-scope-unknown = 請選擇權限範圍：read、results 或 full。
console-sign-out = 登出
console-sign-out-everywhere = 在所有裝置上登出
console-sign-in-title = 登入控制台
console-with-key = 使用你的 API 金鑰
console-key-label = API 金鑰
console-key-hint = 你的店家建立時收到的金鑰（以 pf_ 開頭）。它只傳送一次，之後不再顯示；本瀏覽器只保留一個工作階段。
console-sign-in = 登入
console-new-store = 新店家
console-store-name = 店家或俱樂部名稱
console-create-store = 建立店家並登入
console-key-unknown = 無法識別此 API 金鑰。請檢查是否完整貼上。
console-refused-title = 無法接受此表單
console-refused-text = 此表單來自另一個頁面或已過期。請重新開啟頁面，再操作一次。
console-not-found-title = 未找到
console-not-found-text = 你的比賽中沒有這場比賽。
console-error-title = 發生錯誤
console-error-text = 伺服器無法完成這項操作（錯誤 { $status }）。沒有任何變更。請再試一次；如果一再發生，請告知本服務的管理者。
console-bad-request-title = 無法執行這項操作
console-bad-request-text = 網址或表單不符合控制台的預期（錯誤 { $status }）。沒有任何變更。請回到列表，從那裡再試一次。
console-back-to-list = 回到你的比賽清單
console-tournaments = 你的比賽
console-new-tournament = 新比賽
console-filter = 依狀態篩選
console-all = 全部
console-status-registration = 報名中
console-status-swiss = 瑞士輪
console-status-top_cut = 淘汰賽
console-status-finished = 已結束
console-none-yet = 還沒有比賽。建立第一場吧。
console-col-name = 名稱
console-col-status = 狀態
console-col-players = 玩家
console-col-round = 輪次
console-col-created = 建立時間
console-older = 更早的比賽
console-deleted = 比賽已刪除。
console-format = 賽制
console-format-hint = 例如 標準賽、近代賽、輪抽、現開賽。
console-starts-at = 開始時間
console-time-zone = 時區
console-time-zone-hint = 時區名稱，例如 Asia/Taipei；列印表格上的時間依此時區顯示。
console-location = 地點
console-rounds = 瑞士輪輪數
console-rounds-hint = 留空則依人數採用推薦輪數。
console-top-cut = 淘汰賽
console-no-top-cut = 不進行淘汰賽
console-language = 列印表格的語言
console-language-default = 依每位讀者自己的語言
console-create = 建立
console-cancel = 取消
console-not-a-number = 輪數和淘汰賽人數必須是整數。
console-created = 比賽已建立。
console-players-added = { $count ->
    [one] 已報名一名玩家。
   *[other] 已報名 { $count } 名玩家。
}
console-no-names = 請至少輸入一個名字。
console-too-many-names = 一次最多 { $max } 個名字。
console-players = 玩家
console-no-players = 還沒有玩家。
console-dropped-after = 第 { $round } 輪後退賽
console-playing = 參賽中
console-register = 報名玩家
console-names-label = 名字，每行一個
console-names-hint = 貼上名單或逐一輸入；每行為一名玩家。同名會有提示。
console-add-players = 報名
console-open = 開啟
console-open-standings = 列印排名
console-round = 第 { $round } 輪
console-round-deleted = 第 { $round } 輪已刪除。
console-result-entered = 第 { $table } 桌：結果已輸入。
console-round-paired = 本輪已配對。請檢查後公布。
console-round-published = 本輪已公布：玩家可以看到自己的桌號。
console-round-unpublished = 本輪已退回配對狀態：玩家不再能看到它。
console-round-repaired = 本輪已重新配對。
console-result-unreadable = 請輸入桌號和結果，例如 2-1、1-2、2-0-1、0-0-3 或 dl（雙負）。
console-state-pairing = 配對中
console-state-published = 已公布
console-state-completed = 已結束
console-pair-next = 為下一輪配對
console-rounds-heading = 輪次
console-no-rounds = 還沒有輪次。
console-publish = 公布
console-unpublish = 取消公布
console-repair = 重新配對
console-delete-round = 刪除本輪
console-result-box = 輸入結果
console-result-hint = 從第一位玩家的角度：2-1、1-2、2-0-1、0-0-3，雙負則輸入 dl。按 Enter 儲存，並跳到下一個仍在進行的桌。
console-enter = 儲存
console-still-playing = 仍在進行
console-col-time-left = 剩餘時間
console-time-up = 時間到
console-finished-tables = 已有結果的桌
console-tables = 各桌
console-all-results-in = 所有結果均已輸入。
console-col-table = 桌號
console-col-player-a = 玩家
console-col-player-b = 對手
console-col-result = 結果
console-col-reports = 玩家回報
console-bye = 輪空
console-report-reported = 已回報
console-report-confirmed = 已確認
console-report-disputed = 有爭議
console-report-settled = 已裁定
console-warnings = 警告
console-table-n = 第 { $table } 桌
console-actions = 操作
console-print-pairings = 列印配對表（依桌號）
console-print-by-name = 列印配對表（依姓名）
console-screen = 大螢幕
console-open-slips = 玩家代碼紙條（全部）
console-col-slip = 代碼紙條
console-slip = 列印

console-clock = 計時器
console-clock-not-started = 未開始 · 本輪時限 { $time }
console-clock-running = 計時中 · 剩餘 { $time }
console-clock-paused = 已暫停 · 剩餘 { $time }
console-clock-finished = 已結束 · 當時剩餘 { $time }
console-clock-done = 計時器已更改。
console-clock-start = 開始計時
console-clock-pause = 暫停
console-clock-resume = 繼續
console-extend-minutes = 延長分鐘數
console-extend-table = 僅此桌（選填）
console-extend-table-hint = 留空則延長整輪；填寫桌號則只延長該桌（裁判給予的延時）。
console-extend = 延長
console-settle-with = 裁定：採用 { $player } 的 { $result }
console-correct-box = 更正結果
console-correction-title = 更正第 { $table } 桌的結果？
console-correction-line = 第 { $table } 桌：{ $old } 改為 { $new }。
console-correction-later = { $span ->
    [one] 第 { $first } 輪是依舊結果配對的，不會重新配對。
   *[several] 第 { $first } 輪至第 { $last } 輪是依舊結果配對的，不會重新配對。
}
console-correction-audit = 排名立即改變；稽核紀錄會保留更正前後的結果。
console-correction-save = 儲存更正
console-remove-title = 將 { $player } 從比賽中移除？
console-remove-line = 該玩家會從所有名單、人數統計、列印表格和排名中消失，如同從未報名。只有尚未在已公布輪次中比賽的玩家才能移除；其他玩家請讓其退賽。
console-remove-repair = 如果配對中的輪次安排了該玩家，會在沒有該玩家的情況下重新配對。
console-remove = 移除
console-player-drop = { $player } 已退賽。
console-player-readmit = { $player } 已重新入賽。
console-player-rename = 該玩家現在名為 { $player }。
console-player-remove = { $player } 已被移除。
console-change = 修改
console-new-name = 新名字
console-rename = 改名
console-readmit = 重新入賽
console-drop = 退賽
console-the-end = 比賽結束
console-finish = 結束比賽
console-finish-title = 結束 { $name }？
console-finish-line = 最終排名將固定，玩家會看到比賽已結束。之後仍可重新開放以更正結果。
console-finished = 比賽已結束。
console-reopen = 重新開放比賽
console-reopened = 比賽已重新開放。
console-delete = 刪除比賽
console-delete-title = 刪除 { $name }？
console-delete-line = 比賽及其玩家、輪次、結果和稽核紀錄將被永久刪除。如需保留副本，請先匯出其文件。
console-standings = 排名
console-after-round = 第 { $round } 輪後
console-champion = 冠軍
console-col-rank = 名次
console-col-points = 積分
console-col-record = 戰績
console-col-why = 為什麼在這裡
console-dropped = 已退賽
console-cut-line = 晉級線（前 { $size } 名）
console-cut-line-hint = 在決定晉級的那一輪之前：無論其他桌結果如何，每位玩家憑對戰積分需要什麼結果。
console-col-advice = 需要
console-cut-locked = 無論如何都能晉級
console-cut-draw_is_safe = 打平即可
console-cut-win_and_in = 獲勝即可
console-cut-tiebreakers_decide = 看小分
console-cut-out = 無法晉級
console-top-cut-size = 淘汰賽人數
console-top-cut-create = 建立淘汰賽
console-print-bracket = 列印對戰表
console-swiss-rank = 瑞士輪：第 { $rank } 名
console-live-changed = 此頁面已在另一台裝置上更改；離開表單後會重新整理。
console-live-updated = 已同步另一台裝置上的更改。
console-stale = 自本頁面顯示以來，本輪已在另一台裝置上更改；此次操作未執行。以下是目前狀態：如仍需要，請再操作一次。
console-audit = 稽核紀錄
console-audit-action = 操作
console-audit-via = 途徑
console-via-console = 控制台
console-via-api = API
console-filter-apply = 篩選
console-audit-empty = 沒有符合條件的紀錄。
console-audit-when = 時間（UTC）
console-audit-who = 操作者
console-audit-detail = 更改內容
console-audit-next = 後面的紀錄
console-swap = 交換
console-swap-first-player = 第一位玩家
console-swap-second-player = 第二位玩家
console-swap-players = 交換玩家
console-swap-first-table = 第一桌
console-swap-second-table = 第二桌
console-swap-tables = 交換桌
console-swapped = 已交換；本輪仍在配對中。
console-seat = { $player }，第 { $table } 桌
console-interface-language = 控制台語言
console-interface-language-set = 更改
console-edit = 編輯比賽
console-recommended = { $players } 名玩家的推薦設定：{ $rounds } 輪瑞士輪，淘汰賽 { $cut } 人。
console-top-cut-later = 以後再定
console-self-reporting = 玩家自行回報結果
console-save = 儲存
console-export = 匯出文件（儲存為檔案）
console-edited = 比賽已儲存。
console-late-entry = 第 { $round } 輪已經配對：對於新報名的玩家，其報名前已配對的每一輪都計為缺席（沒有對戰積分，在其自身對戰勝率中計為一負，沒有對手，也沒有局數）；他們從下一輪開始參與配對。
console-repaired-for-late = 仍在配對中的第 { $round } 輪已加入他們重新配對。

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = 是
console-no = 否
audit-action-tournament-imported = 比賽已匯入
audit-action-tournament-updated = 比賽已編輯
audit-action-tournament-finished = 比賽已結束
audit-action-tournament-reopened = 比賽已重新開放
audit-action-player-added = 玩家已報名
audit-action-player-updated = 玩家已編輯
audit-action-player-renamed = 玩家已改名
audit-action-player-dropped = 玩家已退賽
audit-action-player-readmitted = 玩家已重新入賽
audit-action-player-removed = 玩家已移除
audit-action-player-code-rotated = 玩家代碼已重新產生
audit-action-round-created = 輪次已配對
audit-action-round-repaired = 輪次已重新配對
audit-action-round-deleted = 輪次已刪除
audit-action-players-swapped = 兩名玩家已交換
audit-action-tables-swapped = 兩桌已交換
audit-action-round-published = 輪次已公布
audit-action-round-unpublished = 輪次已取消公布
audit-action-round-completed = 輪次已完成
audit-action-result-entered = 結果已輸入
audit-action-result-corrected = 結果已更正
audit-action-result-removed = 結果已刪除
audit-action-result-reported = 結果已由玩家回報
audit-action-result-confirmed = 結果已由對手確認
audit-action-result-disputed = 結果有爭議
audit-action-top-cut-created = 淘汰賽已產生
audit-action-playoff-forfeit = 淘汰賽對戰不戰而勝
audit-action-clock-started = 計時已開始
audit-action-clock-paused = 計時已暫停
audit-action-clock-resumed = 計時已繼續
audit-action-clock-extended = 計時已延長
audit-action-table-extended = 單桌延長時間
audit-action-clock-limit-set = 輪次時限已設定
audit-action-clock-settings-changed = 計時器設定已變更
audit-field-after = 變更後
audit-field-before = 變更前
audit-field-bye = 輪空
audit-field-dropped = 退賽
audit-field-name = 名稱
audit-field-planned-rounds = 預定輪數
audit-field-player = 玩家
audit-field-player-a = 玩家
audit-field-player-b = 對手
audit-field-players = 玩家
audit-field-reason = 原因
audit-field-reports-removed = 玩家回報已刪除
audit-field-result = 結果
audit-field-rounds = 輪次
audit-field-seconds = 秒數
audit-field-size = 人數
audit-field-table = 桌號
audit-field-tables = 桌號
audit-field-time-limit-s = 輪次時限（秒）
audit-field-top-cut = 淘汰賽
audit-field-warnings = 警告

## The console's import (on the new-tournament page).
console-import = 匯入比賽
console-import-file = 比賽文件（先前匯出的檔案）
console-import-hint = 比賽的「匯出文件」連結所儲存的檔案，或從 API 取得的檔案。它會先經過完整檢查，再成為你的一場新比賽；每位玩家都會拿到新的代碼。
console-import-button = 匯入
console-import-empty = 檔案是空的：請選擇用「匯出文件」儲存的文件。
console-import-unreadable = 無法讀取表單（{ $reason }）。
console-imported = 比賽已匯入。每位玩家都有了新的代碼：請重新列印代碼紙條。
