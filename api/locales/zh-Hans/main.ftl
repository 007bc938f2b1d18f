# PlanesForge explanations (RULES.md §2, §4, §5), Simplified Chinese.
# Terms (book/zh-Hans/src/glossary.md): match = 对局, game = 盘,
# match points = 对局积分, bye = 轮空, score group = 同分组.

score-groups = { $a }（{ $apoints } 对局积分）对阵 { $b }（{ $bpoints } 对局积分）。
floated-odd-group = { $player } 从 { $from } 分组降组，对手有 { $to } 分：该组有 { $size } 名牌手，为奇数，而 { $player } 是组内排名最低的牌手。
floated-rematch = { $player } 从 { $from } 对局积分降组到 { $to } 对局积分，尽管理想配对本可让其留在同分组内：只有这样才能避免重复对阵。
slide-kept = 本桌是该同分组的理想配对（上下半区配对）。
rematch-avoided = 上下半区配对已调整：{ $player } 已在第 { $round } 轮与 { $opponent } 交过手。
seating-shifted = 为避免本轮其他桌出现重复对阵，上下半区配对已调整：{ $pairs }。
seating-shifted-pair = { $player } 与 { $opponent }（第 { $round } 轮）
forced-rematch = { $a } 与 { $b } 已在第 { $round } 轮交过手：本轮不存在没有重复对阵的配对。
bye = { $player } 获得轮空：在轮空次数最少（{ $byes } 次）的 { $candidates } 名在赛牌手中，{ $player } 排名最低（{ $field } 人中第 { $rank } 名）。
manual-change = 主办方调整了这一桌；配对引擎原本会作出不同的安排。
corrected-after-pairing = 本轮配对之后，主办方更正了{ $count ->
    [one] 之前某一轮的一个结果
   *[other] 之前各轮的 { $count } 个结果
 }：{ $corrections }。已配对的轮次不会因更正而重新配对，因此本轮配对保持不变；每一桌都按配对当时的结果来解释。
corrected-after-pairing-item = 第 { $round } 轮第 { $table } 桌（{ $at }）
missed-rounds = { $player } 缺席了{ $count ->
    [one] 一轮
   *[other] { $count } 轮
 }（迟到报名或重新入赛）：每一轮在其 MW% 中都计为一轮零分，没有对手，也没有盘数，且不算轮空。
rank-omw = { $upper }（第 { $rank } 名）排在 { $lower } 之前：对局积分相同（{ $points }），由 OMW% 决定：{ $uppervalue }（{ $upperfraction }）对 { $lowervalue }（{ $lowerfraction }）。
rank-gw = { $upper }（第 { $rank } 名）排在 { $lower } 之前：对局积分相同（{ $points }），OMW% 也相同，由 GW% 决定：{ $uppervalue }（{ $upperfraction }）对 { $lowervalue }（{ $lowerfraction }）。
rank-ogw = { $upper }（第 { $rank } 名）排在 { $lower } 之前：对局积分（{ $points }）、OMW% 和 GW% 都相同，由 OGW% 决定：{ $uppervalue }（{ $upperfraction }）对 { $lowervalue }（{ $lowerfraction }）。
rank-fixed-name = { $upper }（第 { $rank } 名）排在 { $lower } 之前：对局积分（{ $points }）、OMW%、GW% 和 OGW% 全部相同，因此由固定顺序决定（逐个字符比较名字的 Unicode 码位，不区分大小写——不是按拼音或笔画排序）。
rank-fixed-id = { $upper }（第 { $rank } 名）排在 { $lower } 之前：对局积分（{ $points }）、OMW%、GW% 和 OGW% 全部相同，名字也只有大小写不同，因此由牌手 id 按固定顺序决定：{ $upperid } 在 { $lowerid } 之前。

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = 请求错误
title-401 = 未认证
title-403 = 禁止访问
title-404 = 未找到
title-405 = 方法不允许
title-409 = 冲突
title-410 = 已不存在
title-413 = 请求体过大
title-415 = 不支持的媒体类型
title-422 = 无法处理的实体
title-429 = 请求过多
title-500 = 服务器内部错误
title-503 = 服务不可用

error-internal = 发生了内部错误
error-database-unavailable = 数据库暂时不可用；请稍后重试
error-storage-unavailable = 数据库现在无法保存这项更改（存储空间可能已满）；没有任何改动，请稍后重试
error-not-json = 请求体必须是 JSON（Content-Type: application/json）
error-not-form = 请求体必须是表单（Content-Type: application/x-www-form-urlencoded）
error-body-too-large = 请求体超过 { $limit } 字节
error-invalid-body = 请求体无效：{ $error }
error-body-not-object = 请求体必须是 JSON 对象（{ "{" } … { "}" }）
error-malformed-json = JSON 格式错误：{ $error }
error-unreadable-body = 无法读取请求体：{ $error }
error-body-not-utf8 = 请求体不是 UTF-8
error-invalid-path-parameter = 路径参数无效：{ $error }
error-invalid-path = 路径无效：{ $error }
error-invalid-query-parameter = 查询参数无效：{ $error }
error-invalid-query = 查询无效：{ $error }
error-no-resource = { $path } 处没有资源
error-limit-too-small = limit 至少为 1
error-unknown-cursor = 未知的游标 { $cursor }

error-auth-header-not-text = Authorization 请求头不是有效的文本
error-auth-expected-bearer = 应为 `Authorization: Bearer <api_key>`
error-auth-required = 此请求需要 `Authorization: Bearer <api_key>`
error-unknown-api-key = 未知的 API 密钥
error-sign-up-closed = 注册已关闭：请以 Bearer 方式发送管理员令牌
error-wrong-admin-token = 管理员令牌错误
error-forbidden-tournament = 比赛 { $id } 属于另一个主办方
error-rate-limited = 请求过多：每分钟最多 { $per_minute } 次（突发 { $burst } 次）；请在 { $retry_after } 秒后重试
error-idempotency-key-invalid = Idempotency-Key 必须由 { $min } 到 { $max } 个可见 ASCII 字符组成（请发送 UUID）
error-too-many-streams = 此地址打开的事件流过多：同时最多 { $limit } 个；请关闭一个，或在 { $retry_after } 秒后重试
error-idempotency-key-reused = 此 Idempotency-Key 已用于另一个请求（方法、路径或请求体不同）；新请求请使用新的 key
error-idempotency-in-progress = 使用此 Idempotency-Key 的请求仍在处理中；请稍后重试

error-name-empty = { $what ->
    [tournament] 比赛
    [player] 牌手
    [organizer] 主办方
    [key] 密钥
   *[other] （{ $what }）
}名称为空
error-name-too-long = { $what ->
    [tournament] 比赛
    [player] 牌手
    [organizer] 主办方
    [key] 密钥
   *[other] （{ $what }）
}名称超过 200 个字符
error-name-control = { $what ->
    [tournament] 比赛
    [player] 牌手
    [organizer] 主办方
    [key] 密钥
   *[other] （{ $what }）
}名称包含控制字符
error-name-bidi = { $what ->
    [tournament] 比赛
    [player] 牌手
    [organizer] 主办方
    [key] 密钥
   *[other] （{ $what }）
}名称在第 { $position } 位包含文字方向控制字符（{ $character }）；请将其删除
error-name-invisible = { $what ->
    [tournament] 比赛
    [player] 牌手
    [organizer] 主办方
    [key] 密钥
   *[other] （{ $what }）
}名称没有任何可见内容：只有空格、不可见的格式字符或组合符号
error-in-players-entry = players[{ $index }]：{ $error }
error-bulk-size = players 必须包含 1 到 { $max } 项，而不是 { $count } 项
error-planned-rounds = planned_rounds 必须在 1 到 { $max } 之间，而不是 { $value }
error-tournament-not-found = 没有比赛 { $id }
error-player-not-found = 没有牌手 { $id }
error-round-not-found = 没有第 { $round } 轮
error-no-round = 暂无可显示的轮次：还没有发布任何一轮
error-table-not-found = 第 { $round } 轮没有第 { $table } 桌
error-webhook-not-found = 没有 webhook { $id }
error-player-already-dropped = { $player } 已在第 { $round } 轮后退赛

error-round-still-pairing = 第 { $round } 轮仍在配对中：请先发布并录入其结果
error-round-results-missing = 第 { $round } 轮缺少 { $missing } 个结果：请先录入，再为第 { $next } 轮配对
error-not-enough-players = 在赛牌手 { $active } 名：一轮至少需要 2 名
error-round-published = 第 { $round } 轮{ $state ->
    [completed] 已结束
   *[published] 已发布
}：其配对已固定
error-round-not-latest = 第 { $round } 轮不是最新一轮
error-round-not-published = 第 { $round } 轮尚未发布：请先发布再录入结果
error-round-frozen = 第 { $round } 轮已不是最新一轮：其结果已冻结
error-playoff-pairings-fixed = 第 { $round } 轮是淘汰赛轮次：其配对按对阵图进行（/book/zh-Hans/pairings-and-standings.html#bracket）
error-playoff-round-has-results = 淘汰赛第 { $round } 轮已记录了一场不战而胜：无法删除
error-same-player = player_a 和 player_b 是同一名牌手
error-player-not-in-round = 牌手 { $player } 在第 { $round } 轮没有被配对
error-same-players-table = 两名牌手坐在同一桌：交换他们没有任何变化
error-same-table = table_a 和 table_b 是同一桌
error-bye-table-swap = 第 { $table } 桌是轮空，始终排在最后一桌之后
error-bye-has-no-result = 第 { $table } 桌是轮空：不需要结果
error-next-round-not-completed = 第 { $round } 轮还缺少结果：请先完成该轮，再为下一轮配对
error-next-playoff-started = 淘汰赛已在第 { $round } 轮开始：不能再进行瑞士轮配对
error-not-swiss-round = 第 { $round } 轮是淘汰赛轮次：没有瑞士轮配对

error-result-too-many-wins = 结果 { $result } 不合法：最多赢 2 盘
error-result-too-many-losses = 结果 { $result } 不合法：最多输 2 盘
error-result-both-won-two = 结果 { $result } 不合法：双方不可能都赢 2 盘
error-result-too-many-draws = 结果 { $result } 不合法：最多 3 盘平局
error-result-no-games = 结果 0-0-0 不合法：至少要有一盘（协议平局记为 0-0-3）
error-result-playoff-draw = 结果 { $result } 不合法：淘汰赛对局不能以平局结束
error-result-playoff-double-loss = 结果不合法：淘汰赛对局不能以双负结束，必须有胜者
error-result-double-loss-games = 结果 { $result } 不合法：双负对每名牌手都记为 0-2-0

error-standings-round-not-found = after_round { $requested }：没有这一轮（最后一轮是第 { $last } 轮）
error-standings-round-not-completed = after_round { $round }：第 { $round } 轮尚未结束
error-standings-overflow = 某个小分的分数太大，无法精确表示

error-cut-size = 不可能进行 { $size } 人淘汰赛：人数必须是 2 的幂（至少为 2）
error-cut-not-enough-players = 在赛牌手只有 { $active } 名，不可能进行 { $size } 人淘汰赛
error-cut-swiss-unfinished = 淘汰赛只能在最后一轮瑞士轮结束后开始
error-top-cut-exists = 本比赛已经有淘汰赛
error-top-cut-not-found = 本比赛还没有淘汰赛
error-tournament-finished = 比赛已结束：不能再更改
error-round-has-results = 第 { $round } 轮无法退回配对状态：已录入的结果：{ $results }，有牌手上报或确认的桌：{ $reports }。请先删除这些结果（删除结果也会清除该桌的上报），或改为更正它们
error-round-completed = 第 { $round } 轮已结束：其结果可以更正但不能删除，也不能再取消发布
error-player-has-played = 该牌手已在已发布的轮次中入座：请让其退赛，而不是删除报名
error-tournament-not-finished = 比赛尚未结束（当前状态为 { $status }）：只有已结束的比赛才能重新开放
error-top-cut-planned = 本比赛计划进行 { $size } 人淘汰赛：请创建淘汰赛，或在结束前将 top_cut 设为 0
error-top-cut-not-wanted = 本比赛设置为不进行淘汰赛（top_cut 0）：请先更改设置
error-top-cut-started = 淘汰赛已开始：无法再更改
error-invalid-top-cut = top_cut 必须是 null（以后再定）、0（不进行）或 2 的幂（至少为 2），而不是 { $value }
error-planned-rounds-below-paired = planned_rounds 不能为 { $value }：已有 { $paired } 轮瑞士轮完成配对
error-planned-rounds-reached = 计划的 { $planned } 轮瑞士轮已全部配对：如需再配一轮，请提高 planned_rounds，或开始淘汰赛
error-cut-line-top-cut-started = 淘汰赛已开始：没有可供建议的瑞士轮
error-no-round-to-advise = 没有即将进行的轮次：请先为下一轮配对（并发布）
error-playoff-not-a-bracket = 淘汰赛轮次不符合对阵图（/book/zh-Hans/pairings-and-standings.html#bracket）：{ $problem }

error-document-json = 比赛文档格式错误：{ $error }
error-document-format = format：应为 { $expected }，实际为 { $found }
error-table-number-too-large = 第 { $round } 轮：桌号 { $table } 过大
error-at-table = 第 { $round } 轮第 { $table } 桌（rounds[{ $round_pos }].pairings[{ $pairing_pos }]）：{ $error }
error-history-empty-id = players[{ $index }]：id 为空
error-history-duplicate-id = players[{ $index }]：牌手 id { $id } 重复（已由 players[{ $first }] 使用）
error-history-too-many-players = players：{ $count } 名牌手超出支持范围
error-history-drop-after-last = 牌手 { $player }：dropped_after_round { $dropped } 在最后一轮（{ $last }）之后
error-history-round-order = rounds[{ $index }]：轮次编号 { $found } 顺序错误，应为 { $expected }
error-history-swiss-after-playoff = 第 { $round } 轮：淘汰赛轮次之后出现了瑞士轮
error-history-incomplete = 没有结果，但第 { $later } 轮已经存在
error-history-table-zero = 桌号从 1 开始
error-history-duplicate-table = 第 { $table } 桌在本轮中出现了两次
error-history-unknown-player = 未知牌手 { $player }
error-history-player-twice = 牌手 { $player } 已在本轮第 { $table } 桌配对
error-history-paired-after-drop = 牌手 { $player } 在退赛后仍被配对（在第 { $round } 轮后退赛）
error-history-bye-in-playoff = 淘汰赛轮次不能有轮空
error-history-bye-result = 轮空记为 2-0-0，而不是 { $result }
error-history-bye-mismatch = "bye" 当且仅当 player_b 为 null 时才为 true

error-url-too-long = URL 超过 2000 个字符
error-url-invalid = { $url } 不是 URL：{ $error }
error-url-scheme = URL 协议必须是 http 或 https，而不是 { $scheme }
error-url-no-host = URL 没有主机
error-url-private = URL 指向本地或私有地址，本服务器不会调用
error-events-empty = events 为空：请至少订阅一个事件
error-event-unknown = 未知事件 { $event }：应为以下之一：{ $expected }
error-idempotency-replay-unavailable = 此 Idempotency-Key 的首次响应无法重放；请先检查资源，再用新的 key 重试
error-idempotency-replay-withheld = 使用此 Idempotency-Key 的请求已经完成；其响应包含一个新的 API 密钥，该密钥只显示一次，不会重放
error-too-many-players = 一场比赛最多 { $max } 名牌手：已有 { $existing } 名，再加 { $adding } 名就超出了
error-too-many-rounds = 一场比赛最多 { $max } 轮瑞士轮；请改为开始淘汰赛
error-document-too-many-rounds = 文档有 { $swiss } 轮瑞士轮；最多接受 { $max } 轮
error-in-round = 第 { $round } 轮（rounds[{ $round_pos }]）：{ $error }
error-document-planned-rounds = planned_rounds：{ $planned } 不可能：必须在 1 到 { $max } 之间，且不少于文档中的 { $swiss } 轮瑞士轮
error-document-top-cut = top_cut：{ $top_cut } 既不是 0（不进行淘汰赛），也不是 2 的幂（至少为 2）
error-document-top-cut-mismatch = top_cut { $top_cut } 与淘汰赛不符，后者为 { $size } 人淘汰赛
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]：牌手 { $player } 不可能缺席第 { $round } 轮（不是文档中的瑞士轮、在牌手退赛之后，或不是递增顺序）
error-document-round-state = 状态 "{ $state }" 不可能：{ $error }
error-document-state-not-latest = 只有最新一轮才能是 "pairing" 或 "published"
error-document-state-result-in-pairing = 配对中的轮次还没有结果
error-document-state-published-complete = 所有结果都已录入，因此该轮应为 "completed"
error-document-state-completed-incomplete = 缺少一个结果
error-document-empty-round = 该轮没有任何桌
error-document-too-many-byes = 出现第二个轮空（第 { $table } 桌已有一个）；一轮最多只有一个轮空
error-document-paired-in-missed-round = 牌手 { $player } 在其 missed_rounds 所列的轮次中入座了
error-document-player-missing = 牌手 { $player }（players[{ $index }]）在本轮仍在赛但未被配对：既没有在本轮之前退赛，本轮也不在其 missed_rounds 中
error-document-not-enough-players = 入座牌手 { $seated } 名；瑞士轮至少需要 2 名
error-document-playoff-without-swiss = 淘汰赛轮次之前必须有瑞士轮：淘汰赛的种子来自瑞士轮排名
error-document-bracket-size = { $tables } 桌的淘汰赛不构成对阵图：淘汰赛人数必须是 2 的幂（至少为 2）
error-document-bracket-tables = 对阵图本轮有 { $expected } 场对局，文档中有 { $found } 场
error-document-bracket-mismatch = 对阵图在此处是 { $seed_a } 号种子（{ $player_a }）对阵 { $seed_b } 号种子（{ $player_b }），种子较高者为 player_a
error-document-playoff-after-final = 决赛之后还有淘汰赛轮次
error-too-many-webhooks = 每个主办方最多注册 { $max } 个 webhook：请先删除一个再添加
error-method-not-allowed = 此处不允许 { $method }；允许的方法：{ $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } 没有退赛：只有已退赛的牌手才能重新入赛
error-history-missed-round = 牌手 { $player }：缺席的第 { $round } 轮必须是该牌手未入座的瑞士轮，不能在其退赛之后，且按升序只列一次
error-forbidden-organizer = 主办方 { $id } 不是此 API 密钥的主办方
error-insufficient-scope = 此密钥的权限范围为 { $scope }；此操作需要权限范围为 { $need } 的密钥（见本书：密钥与权限范围）
error-key-not-found = 没有 API 密钥 { $id }
error-last-full-key = { $id } 是最后一个 full 密钥：没有它就无人能管理密钥或更改比赛；请先创建另一个 full 密钥，再吊销这个
error-filter-status = status 必须是 registration、swiss、top_cut 或 finished，而不是 { $value }
error-filter-order = order 必须是 asc 或 desc，而不是 { $value }
error-filter-since = since 必须是带时区偏移的日期时间（2026-12-03T10:00:00Z），而不是 { $value }
error-filter-action = action 必须是审计日志中的操作之一（例如 result_corrected），而不是 { $value }
error-filter-via = via 必须是 api 或 console，而不是 { $value }
error-unsupported-content-encoding = 不支持请求体的 Content-Encoding { $encoding }；请不编码发送，或使用以下之一：{ $supported }
error-body-not-decodable = 请求体不是其 Content-Encoding 所声明的有效 { $encoding } 数据
error-book-path = { $path } 不是本书的页面
error-cors-origin = CORS 预检被拒绝：来源 { $origin } 不允许调用此 API（PLANESFORGE_CORS_ORIGINS）
error-cors-method = CORS 预检被拒绝：跨域请求不允许使用所请求的方法
error-cors-headers = CORS 预检被拒绝：跨域请求不允许使用所请求的某个请求头
error-cors-preflight = CORS 预检被拒绝：预检请求格式错误（Origin 或 Access-Control-Request-Method 缺失或无效）
warning-duplicate-name = { $name } 与之前报名的 { $other } 同名：已接受；打印的表格会按报名顺序为他们编号 (#1)、(#2)……

# Tournament settings.
error-invalid-language = language 必须是 { $codes } 之一（或 null），而不是 "{ $value }"
error-invalid-starts-at = "{ $value }" 不是带时区偏移的 RFC 3339 日期时间（例如 2026-12-04T19:00:00+01:00 或 2026-12-04T18:00:00Z）
error-invalid-time-zone = "{ $value }" 不是 IANA 时区数据库中的时区（例如 Asia/Shanghai）
error-text-too-long = 最多 { $max } 个字符
error-text-control = 不允许控制字符和双向文字控制符（发现了 { $character }）
error-metadata-not-object = 必须是值均为字符串的对象，例如 {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = 最多 { $max } 个键，而不是 { $count } 个
error-metadata-key = 键 "{ $key }" 必须有 1 到 { $max } 个字符，且不含控制字符
error-metadata-value-not-string = 值必须是字符串

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = 第 { $round } 轮
print-kind-swiss = 瑞士轮
print-kind-playoff = 淘汰赛
print-state-pairing = 配对中
print-state-published = 已发布
print-state-completed = 已结束
print-by-table = 配对表（按桌号）
print-by-name = 配对表（按姓名）
print-standings = 第 { $round } 轮后排名
print-final-standings = 最终排名（前 { $cut } 名；第 { $round } 轮后的瑞士轮排名）
print-starts = 开始时间 { $time }
print-printed = 打印时间 { $time }
print-time = { $year }年{ $month }月{ $day }日 { $hour }:{ $minute } { $zone }
print-table = 桌号
print-player = 牌手
print-opponent = 对手
print-result = 结果
print-record = 战绩
print-record-note = 战绩：本轮之前的对局 胜-负-平。
print-place = 名次
print-swiss-rank = 瑞士轮名次
print-rank = 名次
print-points = 对局积分
print-wld = 胜-负-平
print-missed = 缺席
print-bye = 轮空
print-bye-result = 轮空
print-double-loss = 双负
print-dropped = 已退赛
print-slips = 对局结果单
print-games-won = 胜盘数
print-games-lost = 负盘数
print-games-drawn = 平盘数
print-signature = 签名
print-slip-note = 双方牌手填写各盘结果并签名；将结果单交给主办方。
print-slip-online = 也可以在你的牌手页面上报：{ $url }（即你的代码纸条上的链接）。
print-bracket = 前 { $cut } 名对阵图
bracket-final = 决赛
bracket-semifinal = 半决赛
bracket-quarterfinal = 八强赛
bracket-round-of = { $players } 强赛
bracket-champion = 冠军
bracket-seed = { $seed } 号种子
bracket-vs = 对
bracket-won = { $name } { $wins }–{ $losses } 获胜
bracket-forfeit = 不战而胜
bracket-to-come = 待定
bracket-playing = 进行中

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = 这不是牌手代码（请检查，或向主办方索取新的代码）
error-player-code-forbidden = 牌手代码只能用于 /api/v1/me；其他操作都需要主办方的密钥
error-player-code-required = 此请求需要 `Authorization: Player <code>`
error-player-code-guesses = 来自此地址或针对此代码的错误尝试过多；请在 { $retry_after } 秒后重试
player-round = 第 { $round } 轮
player-bye = 你本轮轮空：无需进行对局。
player-not-seated = 你本轮没有被配对。
player-result-double-loss = 结果：双负（双方都输掉了这场对局；对你而言按 0-2 盘计）
player-record = 战绩 { $wins }-{ $losses }-{ $draws }，{ $points } 对局积分
player-rank = 第 { $round } 轮后排名：{ $of } 人中第 { $rank } 名
player-final-place = 最终名次：第 { $place } 名
player-dropped = 已退赛
player-no-round = 还没有发布任何一轮。发布后本页会自动更新。
player-finished = 比赛已结束。
player-champion = 冠军：{ $name }
player-out-of-playoff = 你没有（或已不再）进入淘汰赛：本轮你没有对局。你的名次见下方。
player-guide-link = 本页面和比赛如何运作（牌手指南）
player-unknown-title = 无法识别的代码
player-unknown-text = 此链接或代码不属于正在进行的比赛中的牌手。请对照你的代码纸条检查，或向主办方索取新的代码。
player-wait-title = 尝试次数过多
player-wait-text = 无法识别此链接，且你所在的网络发来了太多错误的链接。请等待{ $seconds ->
    [one] 一秒
   *[other] { $seconds } 秒
}，并检查代码纸条上的链接。
player-code-gone = 此链接已无法打开你的页面（主办方可能给了你新的代码），因此本页已停止更新。请使用你最新代码纸条上的链接。
slips-title = 牌手代码
slips-scan = 扫码查看你的桌号和排名：
slips-code = 代码：
slips-type = 没有摄像头？打开此地址并输入代码：
player-enter-title = 打开你的牌手页面
player-enter-intro = 输入代码纸条上的代码，查看你的桌号、结果和排名。
player-enter-label = 你的牌手代码
player-enter-hint = 20 个字母和数字，与代码纸条上的一致。大小写、空格和连字符都无所谓。
player-enter-send = 打开我的页面
player-enter-again = 输入代码
slips-secret = 请自己保管此代码纸条：代码就是你的访问凭证。
slips-no-code = 尚无代码：请重新生成该牌手的代码，然后再次打印。
slips-other-key = 此代码是用另一个服务器密钥生成的：请重新生成，然后再次打印。

# Player self-reporting (RULES.md §12)
error-self-reporting-off = 本比赛已关闭牌手自行上报：请将结果告诉主办方
error-no-open-match = 你在已发布的轮次中没有需要上报的对局
error-result-already-entered = 这场对局已有结果：只有主办方能更正
error-report-disputed = 双方的上报不一致：将由主办方录入结果
error-nothing-to-confirm = 你的对手还没有上报结果
error-own-report = 你不能确认自己的上报：需由对手确认
error-form-fields = 表单不完整：请刷新页面后重试
player-form-refused-title = 表单未被接受
player-form-refused = 表单未被接受（它来自其他网站或已过期）：请刷新页面后重试
player-self-reporting-off = 本比赛的结果由主办方录入。
player-confirm-send = 确认此结果
player-report-title = 上报你的结果
player-report-wins = 你赢的盘数
player-report-losses = 你输的盘数
player-report-draws = 平局盘数
player-report-send = 上报
player-drop-send = 退出比赛
player-done-reported = 你上报的结果已保存。
player-done-confirmed = 结果已确认并录入。
player-done-dropped = 你已退赛：从下一轮起不会再为你配对。
player-refused = 操作未成功。请刷新页面，或询问主办方。
player-refused-finished = 比赛已结束：无法再上报任何内容。
player-refused-dropped = 你已经退赛了。
player-refused-playoff-draw = 淘汰赛对局不能以平局结束。
player-drop-ask = 从下一轮起不会再为你配对。你本轮的对局仍然计分。现在退赛吗？
player-drop-yes = 是的，我要退赛
player-drop-no = 不，返回我的页面
number-percent = { $value }%
player-table = 第 { $table } 桌
player-against = 对手：{ $opponent }
player-bye-title = 轮空
player-clock-label = 剩余时间
player-extension = 你这桌：+{ $time }，{ $ends } 结束
player-extension-stopped = 你这桌：+{ $time }
player-score-won = 你以 { $score } 获胜
player-score-lost = 你以 { $score } 落败
player-score-draw = 平局，{ $score }
player-result-entered = 已录入结果：{ $result }
player-reported = 你上报了：{ $result }。等待 { $opponent } 确认。
player-their-report = { $opponent } 上报：{ $outcome ->
        [win] 你以 { $mine } 落败（对方 { $theirs } 获胜）
        [loss] 你以 { $mine } 获胜（对方 { $theirs } 落败）
       *[draw] 这场对局打平，{ $mine }
    }。对吗？
player-not-right = 不对，结果不是这样
player-change-report = 修改我上报的结果
player-won-2-0 = 我 2–0 获胜
player-won-2-1 = 我 2–1 获胜
player-lost-1-2 = 我 1–2 落败
player-lost-0-2 = 我 0–2 落败
player-draw-1-1 = 平局 1–1
player-other-result = 其他结果…
player-choose = 选择
player-disputed-title = 请找主办方
player-disputed-text = 你们的上报不一致，因此由主办方录入结果。
player-you-reported = 你上报的结果
player-they-reported = { $opponent } 上报的结果
player-standing-title = 你的排名
player-why-opponent = 为什么是这个对手
player-why-rank = 为什么是这个名次
player-opponents-mw = 你各个对手的对局胜率（MW%）；它们的平均值就是你的 OMW%：
player-opponent-mw = 第 { $round } 轮：{ $opponent }，{ $mw }
player-cut-locked = 无论本轮结果如何，你凭对局积分都能进入前 { $size } 名。
player-cut-draw_is_safe = 本轮打平就足以进入前 { $size } 名。
player-cut-win_and_in = 本轮获胜就能进入前 { $size } 名；打平则未必。
player-cut-tiebreakers_decide = 即使获胜也未必能进入前 { $size } 名：要看小分和其他桌的结果。
player-cut-out = 你凭对局积分已无法进入前 { $size } 名。
player-refresh = 刷新
player-new-info = 有新信息：点击更新
player-live-paired = 第 { $round } 轮已配对：第 { $table } 桌，对手 { $opponent }
player-live-updated = 你的页面已更新。
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = 第 { $round } 轮仍在配对中：发布后计时器才会运行
error-clock-round-completed = 第 { $round } 轮已结束：其计时已结束
error-clock-already-started = 第 { $round } 轮的计时器已经开始
error-clock-not-running = 第 { $round } 轮的计时器没有在运行
error-clock-not-paused = 第 { $round } 轮的计时器没有暂停
error-clock-started = 第 { $round } 轮的计时器已经开始：请延长本轮时间，而不是更改时限
error-no-time-limit = 第 { $round } 轮没有时限：请先设置
error-invalid-extension = 延时必须为 1 到 { $max } 秒，而不是 { $value }
error-invalid-time-limit = 时限必须为 1 到 { $max } 秒，而不是 { $value }
error-clock-time-went-back = 服务器时钟早于第 { $round } 轮计时器的最后时刻：请重试
error-bye-table-extension = 第 { $table } 桌是轮空：没有时间可延长
screen-clock-not-started = 计时未开始
screen-clock-paused = 计时已暂停
screen-time-up = 时间到
screen-round-completed = 所有结果均已录入
screen-waiting = 等待配对

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = 事件 { $id } 尚不存在：本比赛的最新事件是 { $latest }
error-events-expired = { $id } 之后的事件已不再保留（保留的最早事件是 { $oldest }）：请重新读取比赛，并不带 id 打开事件流
error-last-event-id = 事件 id { $id } 不是整数

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }：{ $error }
error-document-instant = { $value } 不是 RFC 3339 时刻（例如 2026-11-27T19:05:00.000Z）
error-document-clock-round-state = 第 { $round } 轮状态为 "{ $state }"：只有已发布的轮次才有运行的计时器；配对中的轮次只能带有自己的时限，已结束的轮次则不能带有
error-document-clock-no-limit = 没有时限的轮次不能已开始、已暂停或已延时
error-document-clock-order = 计时器的时刻顺序错误：暂停在开始之后，已结束的暂停位于开始与当前暂停（或现在）之间，延时按从早到晚列出
error-document-clock-future = 该时刻晚于服务器当前时间

## The organizer's console (/console/)

console-title = PlanesForge 控制台
console-signed-in-as = 已登录：
console-scope-note = { $scope } 密钥：只显示它有权执行的操作
console-keys = API 密钥
console-keys-scopes = 每个密钥都有权限范围：read（只读，用于网站）、results（结果和本轮计时器：裁判的平板）或 full（全部，包括密钥管理）。密钥只在创建时显示一次。
console-key-scope = 权限范围
console-key-last-used = 最后使用
console-key-never = 从未
console-key-revoke = 吊销
console-key-revoked = 密钥已吊销：从现在起会被拒绝，用它登录的控制台也会被登出。
console-key-new = 新密钥
console-key-create = 创建密钥
console-key-made = 新密钥仅显示这一次：请立即复制。
console-key-scope-unknown = 请选择权限范围：read、results 或 full。
console-sign-out = 登出
console-sign-out-everywhere = 在所有设备上登出
console-sign-in-title = 登录控制台
console-with-key = 使用你的 API 密钥
console-key-label = API 密钥
console-key-hint = 你的店铺创建时收到的密钥（以 pf_ 开头）。它只发送一次，之后不再显示；本浏览器只保留一个会话。
console-sign-in = 登录
console-new-store = 新店铺
console-store-name = 店铺或俱乐部名称
console-create-store = 创建店铺并登录
console-key-unknown = 无法识别此 API 密钥。请检查是否完整粘贴。
console-refused-title = 无法接受此表单
console-refused-text = 此表单来自另一个页面或已过期。请重新打开页面，再操作一次。
console-not-found-title = 未找到
console-not-found-text = 你的比赛中没有这场比赛。
console-error-title = 出错了
console-error-text = 服务器无法完成此操作（错误 { $status }）。没有任何更改。请重试；如果一再出现，请告知本服务的管理者。
console-bad-request-title = 无法执行此操作
console-bad-request-text = 地址或表单不符合控制台的要求（错误 { $status }）。没有任何更改。请返回列表，从那里重试。
console-back-to-list = 返回你的比赛
console-tournaments = 你的比赛
console-new-tournament = 新比赛
console-filter = 按状态筛选
console-all = 全部
console-status-registration = 报名中
console-status-swiss = 瑞士轮
console-status-top_cut = 淘汰赛
console-status-finished = 已结束
console-none-yet = 还没有比赛。创建第一场吧。
console-col-name = 名称
console-col-status = 状态
console-col-players = 牌手
console-col-round = 轮次
console-col-created = 创建时间
console-older = 更早的比赛
console-deleted = 比赛已删除。
console-format = 赛制
console-format-hint = 例如 标准赛、近代赛、轮抽、现开赛。
console-starts-at = 开始时间
console-time-zone = 时区
console-time-zone-hint = 时区名称，例如 Asia/Shanghai；打印表格上的时间按此时区显示。
console-location = 地点
console-rounds = 瑞士轮轮数
console-rounds-hint = 留空则按人数采用推荐轮数。
console-top-cut = 淘汰赛
console-no-top-cut = 不进行淘汰赛
console-language = 打印表格的语言
console-language-default = 按每位读者自己的语言
console-create = 创建
console-cancel = 取消
console-not-a-number = 轮数和淘汰赛人数必须是整数。
console-created = 比赛已创建。
console-players-added = { $count ->
    [one] 已报名一名牌手。
   *[other] 已报名 { $count } 名牌手。
}
console-no-names = 请至少输入一个名字。
console-too-many-names = 一次最多 { $max } 个名字。
console-players = 牌手
console-no-players = 还没有牌手。
console-dropped-after = 第 { $round } 轮后退赛
console-playing = 参赛中
console-register = 报名牌手
console-names-label = 名字，每行一个
console-names-hint = 粘贴名单或逐个输入；每行为一名牌手。重名会有提示。
console-add-players = 报名
console-open = 打开
console-open-standings = 打印排名
console-round = 第 { $round } 轮
console-round-deleted = 第 { $round } 轮已删除。
console-result-entered = 第 { $table } 桌：结果已录入。
console-round-paired = 本轮已配对。请检查后发布。
console-round-published = 本轮已发布：牌手可以看到自己的桌号。
console-round-unpublished = 本轮已退回配对状态：牌手不再能看到它。
console-round-repaired = 本轮已重新配对。
console-result-unreadable = 请输入桌号和结果，例如 2-1、1-2、2-0-1、0-0-3 或 dl（双负）。
console-state-pairing = 配对中
console-state-published = 已发布
console-state-completed = 已结束
console-pair-next = 为下一轮配对
console-rounds-heading = 轮次
console-no-rounds = 还没有轮次。
console-publish = 发布
console-unpublish = 取消发布
console-repair = 重新配对
console-delete-round = 删除本轮
console-result-box = 录入结果
console-result-hint = 从第一位牌手的角度：2-1、1-2、2-0-1、0-0-3，双负则输入 dl。按 Enter 保存，并跳到下一个仍在进行的桌。
console-enter = 保存
console-still-playing = 仍在进行
console-col-time-left = 剩余时间
console-time-up = 时间到
console-finished-tables = 已有结果的桌
console-tables = 各桌
console-all-results-in = 所有结果均已录入。
console-col-table = 桌号
console-col-player-a = 牌手
console-col-player-b = 对手
console-col-result = 结果
console-col-reports = 牌手上报
console-bye = 轮空
console-report-reported = 已上报
console-report-confirmed = 已确认
console-report-disputed = 有争议
console-report-settled = 已裁定
console-warnings = 警告
console-table-n = 第 { $table } 桌
console-actions = 操作
console-print-pairings = 打印配对表（按桌号）
console-print-by-name = 打印配对表（按姓名）
console-screen = 大屏幕
console-open-slips = 牌手代码纸条（全部）
console-col-slip = 代码纸条
console-slip = 打印

console-clock = 计时器
console-clock-not-started = 未开始 · 本轮时限 { $time }
console-clock-running = 运行中 · 剩余 { $time }
console-clock-paused = 已暂停 · 剩余 { $time }
console-clock-finished = 已结束 · 当时剩余 { $time }
console-clock-done = 计时器已更改。
console-clock-start = 开始计时
console-clock-pause = 暂停
console-clock-resume = 继续
console-extend-minutes = 延长分钟数
console-extend-table = 仅此桌（选填）
console-extend-table-hint = 留空则延长整轮；填写桌号则只延长该桌（裁判给予的延时）。
console-extend = 延长
console-settle-with = 裁定：采用 { $player } 的 { $result }
console-correct-box = 更正结果
console-correction-title = 更正第 { $table } 桌的结果？
console-correction-line = 第 { $table } 桌：{ $old } 改为 { $new }。
console-correction-later = { $span ->
    [one] 第 { $first } 轮是按旧结果配对的，不会重新配对。
   *[several] 第 { $first } 轮至第 { $last } 轮是按旧结果配对的，不会重新配对。
}
console-correction-audit = 排名立即改变；审计日志会保留更正前后的结果。
console-correction-save = 保存更正
console-remove-title = 将 { $player } 从比赛中移除？
console-remove-line = 该牌手会从所有名单、人数统计、打印表格和排名中消失，如同从未报名。只有尚未在已发布轮次中比赛的牌手才能移除；其他牌手请让其退赛。
console-remove-repair = 如果配对中的轮次安排了该牌手，会在没有该牌手的情况下重新配对。
console-remove = 移除
console-player-drop = { $player } 已退赛。
console-player-readmit = { $player } 已重新入赛。
console-player-rename = 该牌手现在名为 { $player }。
console-player-remove = { $player } 已被移除。
console-change = 修改
console-new-name = 新名字
console-rename = 改名
console-readmit = 重新入赛
console-drop = 退赛
console-the-end = 比赛结束
console-finish = 结束比赛
console-finish-title = 结束 { $name }？
console-finish-line = 最终排名将固定，牌手会看到比赛已结束。之后仍可重新开放以更正结果。
console-finished = 比赛已结束。
console-reopen = 重新开放比赛
console-reopened = 比赛已重新开放。
console-delete = 删除比赛
console-delete-title = 删除 { $name }？
console-delete-line = 比赛及其牌手、轮次、结果和审计日志将被永久删除。如需保留副本，请先导出其文档。
console-standings = 排名
console-after-round = 第 { $round } 轮后
console-champion = 冠军
console-col-rank = 名次
console-col-points = 积分
console-col-record = 战绩
console-col-why = 为什么在这里
console-dropped = 已退赛
console-cut-line = 晋级线（前 { $size } 名）
console-cut-line-hint = 在决定晋级的那一轮之前：无论其他桌结果如何，每位牌手凭对局积分需要什么结果。
console-col-advice = 需要
console-cut-locked = 无论如何都能晋级
console-cut-draw_is_safe = 打平即可
console-cut-win_and_in = 获胜即可
console-cut-tiebreakers_decide = 看小分
console-cut-out = 无法晋级
console-top-cut-size = 淘汰赛人数
console-top-cut-create = 创建淘汰赛
console-print-bracket = 打印对阵图
console-swiss-rank = 瑞士轮：第 { $rank } 名
console-live-changed = 此页面已在另一台设备上更改；离开表单后会刷新。
console-live-updated = 已同步另一台设备上的更改。
console-stale = 自本页面显示以来，本轮已在另一台设备上更改；此次操作未执行。以下是当前状态：如仍需要，请再操作一次。
console-audit = 审计日志
console-audit-action = 操作
console-audit-via = 途径
console-via-console = 控制台
console-via-api = API
console-filter-apply = 筛选
console-audit-empty = 没有符合条件的记录。
console-audit-when = 时间（UTC）
console-audit-who = 操作者
console-audit-detail = 更改内容
console-audit-next = 后面的记录
console-swap = 交换
console-swap-first-player = 第一位牌手
console-swap-second-player = 第二位牌手
console-swap-players = 交换牌手
console-swap-first-table = 第一桌
console-swap-second-table = 第二桌
console-swap-tables = 交换桌
console-swapped = 已交换；本轮仍在配对中。
console-seat = { $player }，第 { $table } 桌
console-interface-language = 控制台语言
console-interface-language-set = 更改
console-edit = 编辑比赛
console-recommended = { $players } 名牌手的推荐设置：{ $rounds } 轮瑞士轮，淘汰赛 { $cut } 人。
console-top-cut-later = 以后再定
console-self-reporting = 牌手自行上报结果
console-save = 保存
console-export = 导出文档（保存为文件）
console-edited = 比赛已保存。
console-late-entry = 第 { $round } 轮已经配对：对于新报名的牌手，其报名前已配对的每一轮都计为缺席（没有对局积分，在其自身对局胜率中计为一负，没有对手，也没有盘数）；他们从下一轮开始参与配对。
console-repaired-for-late = 仍在配对中的第 { $round } 轮已加入他们重新配对。

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = 是
console-no = 否
audit-action-tournament-imported = 比赛已导入
audit-action-tournament-updated = 比赛已编辑
audit-action-tournament-finished = 比赛已结束
audit-action-tournament-reopened = 比赛已重新开放
audit-action-player-added = 牌手已报名
audit-action-player-updated = 牌手已编辑
audit-action-player-renamed = 牌手已改名
audit-action-player-dropped = 牌手已退赛
audit-action-player-readmitted = 牌手已重新入赛
audit-action-player-removed = 牌手已移除
audit-action-player-code-rotated = 牌手代码已重新生成
audit-action-round-created = 轮次已配对
audit-action-round-repaired = 轮次已重新配对
audit-action-round-deleted = 轮次已删除
audit-action-players-swapped = 两名牌手已交换
audit-action-tables-swapped = 两桌已交换
audit-action-round-published = 轮次已发布
audit-action-round-unpublished = 轮次已取消发布
audit-action-round-completed = 轮次已完成
audit-action-result-entered = 结果已录入
audit-action-result-corrected = 结果已更正
audit-action-result-removed = 结果已删除
audit-action-result-reported = 结果已由牌手上报
audit-action-result-confirmed = 结果已由对手确认
audit-action-result-disputed = 结果有争议
audit-action-top-cut-created = 淘汰赛已生成
audit-action-playoff-forfeit = 淘汰赛对局不战而胜
audit-action-clock-started = 计时已开始
audit-action-clock-paused = 计时已暂停
audit-action-clock-resumed = 计时已继续
audit-action-clock-extended = 计时已延长
audit-action-table-extended = 单桌延长时间
audit-action-clock-limit-set = 轮次时限已设置
audit-action-clock-settings-changed = 计时器设置已更改
audit-field-after = 更改后
audit-field-before = 更改前
audit-field-bye = 轮空
audit-field-dropped = 退赛
audit-field-name = 名称
audit-field-planned-rounds = 计划轮数
audit-field-player = 牌手
audit-field-player-a = 牌手
audit-field-player-b = 对手
audit-field-players = 牌手
audit-field-reason = 原因
audit-field-reports-removed = 牌手上报已删除
audit-field-result = 结果
audit-field-rounds = 轮次
audit-field-seconds = 秒数
audit-field-size = 人数
audit-field-table = 桌号
audit-field-tables = 桌号
audit-field-time-limit-s = 轮次时限（秒）
audit-field-top-cut = 淘汰赛
audit-field-warnings = 警告

## The console's import (on the new-tournament page).
console-import = 导入比赛
console-import-file = 比赛文档（之前导出的文件）
console-import-hint = 比赛的“导出文档”链接保存的文件，或从 API 获取的文件。它会先经过完整检查，再成为你的一场新比赛；每位牌手都会获得新的代码。
console-import-button = 导入
console-import-empty = 文件是空的：请选择用“导出文档”保存的文档。
console-import-unreadable = 无法读取表单（{ $reason }）。
console-imported = 比赛已导入。每位牌手都有了新的代码：请重新打印代码纸条。
