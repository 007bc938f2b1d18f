# PlanesForge explanations (RULES.md §2, §4, §5), Korean. Terms: 매치
# (match, best of three) and 게임 (one game of it), 라운드, 스위스, 대진
# (pairings), 부전승 (bye), 점수 그룹 (score group), 매치 포인트,
# 타이브레이커, OMW% / GW% / OGW%, 드롭, 탑 컷; see book/ko/src/glossary.md.

score-groups = { $a }({ $apoints } 매치 포인트) 대 { $b }({ $bpoints } 매치 포인트)의 대진입니다.
floated-odd-group = { $player } 님은 { $from }점 점수 그룹에서 내려가 { $to }점 상대와 대전합니다. 그 그룹은 { $size }명으로 홀수였고, { $player } 님이 그룹에서 순위가 가장 낮았기 때문입니다.
floated-rematch = 이상적인 배치에서는 점수 그룹에 남았어야 하지만, { $player } 님은 { $from } 매치 포인트에서 { $to } 매치 포인트 상대에게로 내려갔습니다. 재대전을 피할 방법이 그것뿐이었습니다.
slide-kept = 이 테이블은 점수 그룹의 이상적인 배치(슬라이드) 그대로입니다.
rematch-avoided = 슬라이드를 변경했습니다: { $player } 님은 { $round }라운드에서 이미 { $opponent } 님과 대전했습니다.
seating-shifted = 이 라운드의 다른 테이블에서 재대전을 피하기 위해 슬라이드를 변경했습니다: { $pairs }.
seating-shifted-pair = { $player } 님과 { $opponent } 님({ $round }라운드)
forced-rematch = { $a } 님과 { $b } 님은 { $round }라운드에서 이미 대전했습니다: 이 라운드에는 재대전 없는 대진이 존재하지 않았습니다.
bye = { $player } 님이 부전승입니다: 부전승 횟수가 가장 적은({ $byes }회) 활성 플레이어 { $candidates }명 중 { $player } 님의 순위가 가장 낮습니다({ $field }명 중 { $rank }위).
manual-change = 이 테이블은 주최자가 변경했습니다. 대진 엔진이었다면 다르게 배치했을 것입니다.
corrected-after-pairing = 이 라운드의 대진이 나온 뒤 주최자가 { $count ->
   *[other] 이전 라운드의 결과 { $count }건을
 } 정정했습니다: { $corrections }. 이미 대진이 나온 라운드는 정정이 있어도 다시 대진을 짜지 않으므로 이 대진은 그대로 유지됩니다. 각 테이블은 대진을 짤 당시의 결과로 설명합니다.
corrected-after-pairing-item = { $round }라운드, { $table }번 테이블({ $at })
missed-rounds = { $player } 님은 { $count ->
   *[other] { $count }개 라운드
 }에 불참했습니다(늦은 참가 또는 재참가). 불참한 라운드는 각각 MW%에서 점수 없는 라운드로 계산되며, 상대도 게임도 없고 부전승도 아닙니다.
rank-omw = { $upper } 님({ $rank }위)은 매치 포인트가 같은({ $points }) { $lower } 님보다 앞섭니다. OMW%로 결정되었습니다: { $uppervalue }({ $upperfraction }) 대 { $lowervalue }({ $lowerfraction }).
rank-gw = { $upper } 님({ $rank }위)은 매치 포인트({ $points })와 OMW%가 같은 { $lower } 님보다 앞섭니다. GW%로 결정되었습니다: { $uppervalue }({ $upperfraction }) 대 { $lowervalue }({ $lowerfraction }).
rank-ogw = { $upper } 님({ $rank }위)은 매치 포인트({ $points }), OMW%, GW%가 같은 { $lower } 님보다 앞섭니다. OGW%로 결정되었습니다: { $uppervalue }({ $upperfraction }) 대 { $lowervalue }({ $lowerfraction }).
rank-fixed-name = { $upper } 님({ $rank }위)은 { $lower } 님보다 앞섭니다. 매치 포인트({ $points }), OMW%, GW%, OGW%가 모두 같아 고정 순서로 결정되었습니다(이름을 한 글자씩 유니코드 코드 포인트로 비교하며 대소문자는 무시합니다. 알파벳순과 같지 않습니다).
rank-fixed-id = { $upper } 님({ $rank }위)은 { $lower } 님보다 앞섭니다. 매치 포인트({ $points }), OMW%, GW%, OGW%가 모두 같고 이름도 대소문자만 달라서, 고정 순서는 플레이어 ID로 결정되었습니다: { $upperid }가 { $lowerid }보다 앞입니다.

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = 잘못된 요청
title-401 = 인증 필요
title-403 = 금지됨
title-404 = 찾을 수 없음
title-405 = 허용되지 않는 메서드
title-409 = 충돌
title-410 = 더 이상 없음
title-413 = 페이로드가 너무 큼
title-415 = 지원하지 않는 미디어 유형
title-422 = 처리할 수 없는 엔터티
title-429 = 요청이 너무 많음
title-500 = 내부 서버 오류
title-503 = 서비스를 사용할 수 없음

error-internal = 내부 오류가 발생했습니다
error-database-unavailable = 지금은 데이터베이스를 사용할 수 없습니다. 잠시 후 다시 시도하세요
error-storage-unavailable = 데이터베이스가 지금 이 변경을 저장할 수 없습니다(디스크가 가득 찼을 수 있습니다). 아무것도 변경되지 않았습니다. 나중에 다시 시도하세요
error-not-json = 요청 본문은 JSON이어야 합니다(Content-Type: application/json)
error-not-form = 요청 본문은 폼이어야 합니다(Content-Type: application/x-www-form-urlencoded)
error-body-too-large = 요청 본문이 { $limit }바이트보다 큽니다
error-invalid-body = 잘못된 요청 본문: { $error }
error-body-not-object = 요청 본문은 JSON 객체({ "{" } … { "}" })여야 합니다
error-malformed-json = 형식이 잘못된 JSON: { $error }
error-unreadable-body = 본문을 읽을 수 없습니다: { $error }
error-body-not-utf8 = 본문이 UTF-8이 아닙니다
error-invalid-path-parameter = 잘못된 경로 매개변수: { $error }
error-invalid-path = 잘못된 경로: { $error }
error-invalid-query-parameter = 잘못된 쿼리 매개변수: { $error }
error-invalid-query = 잘못된 쿼리: { $error }
error-no-resource = { $path }에 리소스가 없습니다
error-limit-too-small = limit은 1 이상이어야 합니다
error-unknown-cursor = 알 수 없는 커서 { $cursor }

error-auth-header-not-text = Authorization 헤더가 올바른 텍스트가 아닙니다
error-auth-expected-bearer = `Authorization: Bearer <api_key>`가 필요합니다
error-auth-required = 이 요청에는 `Authorization: Bearer <api_key>`가 필요합니다
error-unknown-api-key = 알 수 없는 API 키입니다
error-sign-up-closed = 가입이 닫혀 있습니다: 관리자 토큰을 Bearer로 보내세요
error-wrong-admin-token = 관리자 토큰이 틀립니다
error-forbidden-tournament = 대회 { $id }은(는) 다른 주최자의 대회입니다
error-rate-limited = 요청이 너무 많습니다: 1분에 최대 { $per_minute }건(연속 { $burst }건까지). { $retry_after }초 후 다시 시도하세요
error-idempotency-key-invalid = Idempotency-Key는 화면에 보이는 ASCII 문자 { $min }~{ $max }자여야 합니다(UUID를 보내세요)
error-too-many-streams = 이 주소에서 열린 이벤트 스트림이 너무 많습니다: 동시에 최대 { $limit }개입니다. 하나를 닫거나 { $retry_after }초 후 다시 시도하세요
error-idempotency-key-reused = 이 Idempotency-Key는 다른 요청(메서드, 경로 또는 본문이 다름)에 이미 사용되었습니다. 새 요청에는 새 키를 사용하세요
error-idempotency-in-progress = 이 Idempotency-Key의 요청이 아직 처리 중입니다. 잠시 후 다시 시도하세요

error-name-empty = { $what ->
    [tournament] 대회
    [player] 플레이어
    [organizer] 주최자
    [key] 키
   *[other] ({ $what })
} 이름이 비어 있습니다
error-name-too-long = { $what ->
    [tournament] 대회
    [player] 플레이어
    [organizer] 주최자
    [key] 키
   *[other] ({ $what })
} 이름이 200자를 넘습니다
error-name-control = { $what ->
    [tournament] 대회
    [player] 플레이어
    [organizer] 주최자
    [key] 키
   *[other] ({ $what })
} 이름에 제어 문자가 있습니다
error-name-bidi = { $what ->
    [tournament] 대회
    [player] 플레이어
    [organizer] 주최자
    [key] 키
   *[other] ({ $what })
} 이름의 { $position }번째 위치에 텍스트 방향 제어 문자({ $character })가 있습니다. 제거하세요
error-name-invisible = { $what ->
    [tournament] 대회
    [player] 플레이어
    [organizer] 주최자
    [key] 키
   *[other] ({ $what })
} 이름에 보이는 글자가 없습니다: 공백, 보이지 않는 서식 문자, 결합 부호뿐입니다
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players에는 1~{ $max }개의 항목이 있어야 합니다({ $count }개가 아니라)
error-planned-rounds = planned_rounds는 1~{ $max } 사이여야 합니다({ $value }이(가) 아니라)
error-tournament-not-found = 대회 { $id }이(가) 없습니다
error-player-not-found = 플레이어 { $id }이(가) 없습니다
error-round-not-found = { $round }라운드가 없습니다
error-no-round = 아직 보여 줄 라운드가 없습니다: 공개된 라운드가 없습니다
error-table-not-found = { $round }라운드에 { $table }번 테이블이 없습니다
error-webhook-not-found = 웹훅 { $id }이(가) 없습니다
error-player-already-dropped = { $player } 님은 이미 { $round }라운드 후에 드롭했습니다

error-round-still-pairing = { $round }라운드는 아직 대진 작성 중입니다: 먼저 공개하고 결과를 입력하세요
error-round-results-missing = { $round }라운드에 입력되지 않은 결과가 { $missing }건 있습니다: { $next }라운드의 대진을 짜기 전에 입력하세요
error-not-enough-players = 활성 플레이어가 { $active }명입니다: 라운드에는 2명 이상 필요합니다
error-round-published = { $round }라운드는 { $state ->
    [completed] 이미 끝났습니다
   *[published] 이미 공개되었습니다
}: 대진이 확정되었습니다
error-round-not-latest = { $round }라운드는 최신 라운드가 아닙니다
error-round-not-published = { $round }라운드는 아직 공개되지 않았습니다: 결과를 입력하기 전에 공개하세요
error-round-frozen = { $round }라운드는 더 이상 최신 라운드가 아닙니다: 결과가 확정되었습니다
error-playoff-pairings-fixed = { $round }라운드는 탑 컷 라운드입니다: 대진은 토너먼트 표를 따릅니다(/book/ko/pairings-and-standings.html#bracket)
error-playoff-round-has-results = 탑 컷 { $round }라운드에는 이미 몰수 결과가 기록되어 있습니다: 삭제할 수 없습니다
error-same-player = player_a와 player_b가 같은 플레이어입니다
error-player-not-in-round = 플레이어 { $player }은(는) { $round }라운드의 대진에 없습니다
error-same-players-table = 두 플레이어가 같은 테이블에 있습니다: 바꿔도 달라지는 것이 없습니다
error-same-table = table_a와 table_b가 같은 테이블입니다
error-bye-table-swap = { $table }번 테이블은 부전승이며 항상 마지막 테이블 뒤에 있습니다
error-bye-has-no-result = { $table }번 테이블은 부전승입니다: 결과가 필요 없습니다
error-next-round-not-completed = { $round }라운드에 입력되지 않은 결과가 있습니다: 다음 라운드의 대진을 짜기 전에 완료하세요
error-next-playoff-started = { $round }라운드에서 탑 컷이 시작되었습니다: 더 이상 스위스 라운드의 대진을 짤 수 없습니다
error-not-swiss-round = { $round }라운드는 탑 컷 라운드입니다: 스위스 대진이 없습니다

error-result-too-many-wins = 잘못된 결과 { $result }: 게임 승리는 최대 2입니다
error-result-too-many-losses = 잘못된 결과 { $result }: 게임 패배는 최대 2입니다
error-result-both-won-two = 잘못된 결과 { $result }: 두 플레이어가 모두 2게임을 이길 수는 없습니다
error-result-too-many-draws = 잘못된 결과 { $result }: 무승부 게임은 최대 3입니다
error-result-no-games = 잘못된 결과 0-0-0: 최소 한 게임이 필요합니다(합의 무승부는 0-0-3)
error-result-playoff-draw = 잘못된 결과 { $result }: 탑 컷 매치는 무승부로 끝날 수 없습니다
error-result-playoff-double-loss = 잘못된 결과: 탑 컷 매치는 양패로 끝날 수 없습니다. 승자가 필요합니다
error-result-double-loss-games = 잘못된 결과 { $result }: 양패는 두 플레이어 모두 0-2-0입니다

error-standings-round-not-found = after_round { $requested }: 그런 라운드가 없습니다(마지막 라운드는 { $last })
error-standings-round-not-completed = after_round { $round }: { $round }라운드가 끝나지 않았습니다
error-standings-overflow = 타이브레이커 분수가 너무 커서 정확히 나타낼 수 없습니다

error-cut-size = 탑 { $size } 컷은 불가능합니다: 인원은 2 이상인 2의 거듭제곱이어야 합니다
error-cut-not-enough-players = 활성 플레이어 { $active }명으로는 탑 { $size } 컷이 불가능합니다
error-cut-swiss-unfinished = 탑 컷은 마지막 스위스 라운드가 끝난 뒤에만 시작합니다
error-top-cut-exists = 이 대회에는 이미 탑 컷이 있습니다
error-top-cut-not-found = 이 대회에는 아직 탑 컷이 없습니다
error-tournament-finished = 대회가 종료되었습니다: 더 이상 변경할 수 없습니다
error-round-has-results = { $round }라운드를 대진 작성 중으로 되돌릴 수 없습니다: 입력된 결과 { $results }, 플레이어 보고나 확인이 있는 테이블 { $reports }. 먼저 그 결과를 삭제하거나(결과를 삭제하면 그 테이블의 보고도 지워집니다) 대신 정정하세요
error-round-completed = { $round }라운드는 끝났습니다: 결과를 정정할 수는 있지만 삭제할 수는 없고, 공개 취소도 더 이상 할 수 없습니다
error-player-has-played = 이 플레이어는 이미 공개된 라운드에 배치되었습니다: 등록을 삭제하지 말고 드롭시키세요
error-tournament-not-finished = 대회가 종료되지 않았습니다(상태: { $status }): 종료된 대회만 다시 열 수 있습니다
error-top-cut-planned = 이 대회는 탑 { $size } 컷을 계획하고 있습니다: 탑 컷을 만들거나, 종료하기 전에 top_cut을 0으로 설정하세요
error-top-cut-not-wanted = 이 대회는 탑 컷 없음(top_cut 0)으로 설정되어 있습니다: 먼저 설정을 바꾸세요
error-top-cut-started = 탑 컷이 시작되었습니다: 더 이상 변경할 수 없습니다
error-invalid-top-cut = top_cut은 null(나중에 결정), 0(없음) 또는 2 이상인 2의 거듭제곱이어야 합니다({ $value }이(가) 아니라)
error-planned-rounds-below-paired = planned_rounds를 { $value }(으)로 할 수 없습니다: 이미 스위스 { $paired }라운드의 대진이 나왔습니다
error-planned-rounds-reached = 계획한 스위스 { $planned }라운드의 대진이 모두 나왔습니다: 더 짜려면 planned_rounds를 늘리거나 탑 컷을 시작하세요
error-cut-line-top-cut-started = 탑 컷이 시작되었습니다: 조언할 스위스 라운드가 없습니다
error-no-round-to-advise = 곧 진행될 라운드가 없습니다: 먼저 다음 라운드의 대진을 짜고 공개하세요
error-playoff-not-a-bracket = 탑 컷 라운드가 토너먼트 표(/book/ko/pairings-and-standings.html#bracket)를 따르지 않습니다: { $problem }

error-document-json = 대회 문서의 형식이 잘못되었습니다: { $error }
error-document-format = format: { $expected }이(가) 필요하지만 { $found }입니다
error-table-number-too-large = { $round }라운드: 테이블 번호 { $table }이(가) 너무 큽니다
error-at-table = { $round }라운드 { $table }번 테이블(rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: ID가 비어 있습니다
error-history-duplicate-id = players[{ $index }]: 플레이어 ID { $id }이(가) 중복됩니다(players[{ $first }]에서 이미 사용)
error-history-too-many-players = players: { $count }명은 지원되는 인원을 넘습니다
error-history-drop-after-last = 플레이어 { $player }: dropped_after_round { $dropped }이(가) 마지막 라운드({ $last })보다 뒤입니다
error-history-round-order = rounds[{ $index }]: 라운드 번호 { $found }의 순서가 맞지 않습니다. { $expected }이(가) 와야 합니다
error-history-swiss-after-playoff = { $round }라운드: 탑 컷 라운드 뒤에 스위스 라운드가 있습니다
error-history-incomplete = 결과가 없는데 { $later }라운드가 이미 있습니다
error-history-table-zero = 테이블 번호는 1부터 시작합니다
error-history-duplicate-table = { $table }번 테이블이 라운드에 두 번 나옵니다
error-history-unknown-player = 알 수 없는 플레이어 { $player }
error-history-player-twice = 플레이어 { $player }은(는) 이 라운드의 { $table }번 테이블에 이미 배치되어 있습니다
error-history-paired-after-drop = 플레이어 { $player }이(가) 드롭 후에 대진에 들어가 있습니다({ $round }라운드 후 드롭)
error-history-bye-in-playoff = 탑 컷 라운드에는 부전승이 있을 수 없습니다
error-history-bye-result = 부전승은 2-0-0입니다({ $result }이(가) 아니라)
error-history-bye-mismatch = "bye"는 player_b가 null일 때에만 true여야 합니다

error-url-too-long = URL이 2000자를 넘습니다
error-url-invalid = { $url }은(는) URL이 아닙니다: { $error }
error-url-scheme = URL 스킴은 http 또는 https여야 합니다({ $scheme }이(가) 아니라)
error-url-no-host = URL에 호스트가 없습니다
error-url-private = URL이 로컬 또는 사설 주소를 가리킵니다. 이 서버는 그런 주소를 호출하지 않습니다
error-events-empty = events가 비어 있습니다: 이벤트를 하나 이상 구독하세요
error-event-unknown = 알 수 없는 이벤트 { $event }: 다음 중 하나여야 합니다: { $expected }
error-idempotency-replay-unavailable = 이 Idempotency-Key의 첫 응답은 다시 보낼 수 없습니다. 새 키로 다시 시도하기 전에 리소스를 확인하세요
error-idempotency-replay-withheld = 이 Idempotency-Key의 요청은 이미 처리되었습니다. 그 응답에는 한 번만 표시되는 새 API 키가 있었으므로 다시 보내지 않습니다
error-too-many-players = 한 대회의 플레이어는 최대 { $max }명입니다: 이미 { $existing }명이 있어 { $adding }명을 더 넣을 수 없습니다
error-too-many-rounds = 한 대회의 스위스 라운드는 최대 { $max }개입니다. 대신 탑 컷을 시작하세요
error-document-too-many-rounds = 문서에 스위스 라운드가 { $swiss }개 있습니다. 최대 { $max }개까지 받습니다
error-in-round = { $round }라운드(rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned }은(는) 불가능합니다: 1~{ $max }이고, 문서의 스위스 { $swiss }라운드보다 적지 않아야 합니다
error-document-top-cut = top_cut: { $top_cut }은(는) 0(탑 컷 없음)도 아니고 2 이상인 2의 거듭제곱도 아닙니다
error-document-top-cut-mismatch = top_cut { $top_cut }이(가) 탑 { $size }인 탑 컷과 맞지 않습니다
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: 플레이어 { $player }이(가) { $round }라운드에 불참했을 수 없습니다(문서의 스위스 라운드가 아니거나, 드롭 이후이거나, 오름차순이 아님)
error-document-round-state = 상태 "{ $state }"은(는) 불가능합니다: { $error }
error-document-state-not-latest = "pairing" 또는 "published"일 수 있는 것은 최신 라운드뿐입니다
error-document-state-result-in-pairing = 대진 작성 중인 라운드에는 아직 결과가 없습니다
error-document-state-published-complete = 모든 결과가 입력되었으므로 라운드는 "completed"입니다
error-document-state-completed-incomplete = 결과가 하나 빠져 있습니다
error-document-empty-round = 라운드에 테이블이 없습니다
error-document-too-many-byes = 두 번째 부전승입니다({ $table }번 테이블이 이미 부전승). 한 라운드의 부전승은 최대 하나입니다
error-document-paired-in-missed-round = 플레이어 { $player }이(가) missed_rounds에 있는 라운드에 배치되어 있습니다
error-document-player-missing = 플레이어 { $player }(players[{ $index }])은(는) 이 라운드에서 활성이지만 대진에 없습니다: 그 전에 드롭하지 않았고, 라운드가 missed_rounds에도 없습니다
error-document-not-enough-players = 배치된 플레이어가 { $seated }명입니다. 스위스 라운드에는 2명 이상 필요합니다
error-document-playoff-without-swiss = 탑 컷 라운드 앞에는 스위스 라운드가 있어야 합니다: 시드는 스위스 순위로 정해집니다
error-document-bracket-size = { $tables }개 테이블의 탑 컷은 토너먼트 표가 될 수 없습니다: 인원은 2 이상인 2의 거듭제곱이어야 합니다
error-document-bracket-tables = 이 라운드의 토너먼트 표에는 매치가 { $expected }개 있지만 문서에는 { $found }개 있습니다
error-document-bracket-mismatch = 토너먼트 표에서는 여기서 시드 { $seed_a }({ $player_a })와 시드 { $seed_b }({ $player_b })가 대전하며, 높은 시드가 player_a입니다
error-document-playoff-after-final = 결승 뒤에 탑 컷 라운드가 있습니다
error-too-many-webhooks = 주최자는 웹훅을 최대 { $max }개 등록할 수 있습니다: 추가하기 전에 하나를 삭제하세요
error-method-not-allowed = 여기서는 { $method }이(가) 허용되지 않습니다. 허용: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } 님은 드롭하지 않았습니다: 드롭한 플레이어만 재참가할 수 있습니다
error-history-missed-round = 플레이어 { $player }: 불참한 { $round }라운드는 플레이어가 배치되지 않은 대회의 스위스 라운드여야 하고, 드롭 이후가 아니어야 하며, 오름차순으로 한 번만 나와야 합니다
error-forbidden-organizer = 주최자 { $id }은(는) 이 API 키의 주최자가 아닙니다
error-insufficient-scope = 이 키의 범위는 { $scope }입니다. 이 작업에는 범위가 { $need }인 키가 필요합니다(안내서: 키와 범위)
error-key-not-found = API 키 { $id }이(가) 없습니다
error-last-full-key = { $id }은(는) 마지막 full 키입니다: 이것이 없으면 아무도 키를 관리하거나 대회를 바꿀 수 없습니다. 먼저 다른 full 키를 만든 뒤 이 키를 폐기하세요
error-filter-status = status는 registration, swiss, top_cut, finished 중 하나여야 합니다({ $value }이(가) 아니라)
error-filter-order = order는 asc 또는 desc여야 합니다({ $value }이(가) 아니라)
error-filter-since = since는 오프셋이 있는 날짜와 시각(2026-12-03T10:00:00Z)이어야 합니다({ $value }이(가) 아니라)
error-filter-action = action은 감사 로그의 작업 중 하나(예: result_corrected)여야 합니다({ $value }이(가) 아니라)
error-filter-via = via는 api 또는 console이어야 합니다({ $value }이(가) 아니라)
error-unsupported-content-encoding = 요청 본문의 Content-Encoding { $encoding }은(는) 지원하지 않습니다. 인코딩 없이 보내거나 다음 중 하나를 사용하세요: { $supported }
error-body-not-decodable = 요청 본문이 Content-Encoding에 적힌 올바른 { $encoding } 데이터가 아닙니다
error-book-path = { $path }은(는) 안내서의 페이지가 아닙니다
error-cors-origin = CORS 사전 요청 거부: 출처 { $origin }은(는) 이 API를 호출할 수 없습니다(PLANESFORGE_CORS_ORIGINS)
error-cors-method = CORS 사전 요청 거부: 요청한 메서드는 교차 출처 요청에 허용되지 않습니다
error-cors-headers = CORS 사전 요청 거부: 요청한 헤더는 교차 출처 요청에 허용되지 않습니다
error-cors-preflight = CORS 사전 요청 거부: 사전 요청의 형식이 잘못되었습니다(Origin 또는 Access-Control-Request-Method가 없거나 잘못됨)
warning-duplicate-name = { $name } 님은 먼저 등록된 { $other } 님과 이름이 같습니다: 등록했습니다. 인쇄물에는 등록 순서대로 (#1), (#2), … 번호가 붙습니다

# Tournament settings.
error-invalid-language = language는 { $codes } 중 하나(또는 null)여야 합니다("{ $value }"이(가) 아니라)
error-invalid-starts-at = "{ $value }"은(는) 오프셋이 있는 RFC 3339 날짜와 시각(2026-12-04T19:00:00+01:00 또는 2026-12-04T18:00:00Z 등)이 아닙니다
error-invalid-time-zone = "{ $value }"은(는) IANA 시간대 데이터베이스에 있는 시간대(Asia/Seoul 등)가 아닙니다
error-text-too-long = 최대 { $max }자입니다
error-text-control = 제어 문자와 양방향 제어 문자는 쓸 수 없습니다({ $character } 발견)
error-metadata-not-object = 값이 문자열인 객체여야 합니다. 예: {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = 키는 최대 { $max }개입니다({ $count }개가 아니라)
error-metadata-key = 키 "{ $key }"은(는) 1~{ $max }자여야 하며 제어 문자가 없어야 합니다
error-metadata-value-not-string = 값은 문자열이어야 합니다

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = { $round }라운드
print-kind-swiss = 스위스
print-kind-playoff = 탑 컷
print-state-pairing = 대진 작성 중
print-state-published = 공개됨
print-state-completed = 완료
print-by-table = 테이블순 대진표
print-by-name = 이름순 대진표
print-standings = { $round }라운드 후 순위
print-final-standings = 최종 순위(탑 { $cut }, 스위스 순위는 { $round }라운드 후)
print-starts = 시작 { $time }
print-printed = 인쇄 { $time }
print-time = { $year }년 { $month ->
    [1] 1월
    [2] 2월
    [3] 3월
    [4] 4월
    [5] 5월
    [6] 6월
    [7] 7월
    [8] 8월
    [9] 9월
    [10] 10월
    [11] 11월
   *[12] 12월
 } { $day }일 { $hour }:{ $minute } { $zone }
print-table = 테이블
print-player = 플레이어
print-opponent = 상대
print-result = 결과
print-record = 전적
print-record-note = 전적: 이번 라운드 전의 승-패-무.
print-place = 순위
print-swiss-rank = 스위스 순위
print-rank = 순위
print-points = 승점
print-wld = 승-패-무
print-missed = 불참
print-bye = 부전승
print-bye-result = 부전승
print-double-loss = 양패
print-dropped = 드롭
print-slips = 매치 결과지
print-games-won = 이긴 게임
print-games-lost = 진 게임
print-games-drawn = 비긴 게임
print-signature = 서명
print-slip-note = 두 플레이어가 게임 수를 적고 서명한 뒤 결과지를 주최자에게 제출하세요.
print-slip-online = 또는 플레이어 페이지에서 보고하세요: { $url }(코드 용지의 링크).
print-bracket = 탑 { $cut } 토너먼트 표
bracket-final = 결승
bracket-semifinal = 준결승
bracket-quarterfinal = 8강
bracket-round-of = { $players }강
bracket-champion = 우승
bracket-seed = { $seed }번 시드
bracket-vs = vs
bracket-won = { $name } 님 { $wins }–{ $losses } 승리
bracket-forfeit = 기권승
bracket-to-come = 미정
bracket-playing = 진행 중

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = 이 코드는 플레이어 코드가 아닙니다(확인하거나 주최자에게 새 코드를 요청하세요)
error-player-code-forbidden = 플레이어 코드는 /api/v1/me에서만 쓸 수 있습니다. 그 밖의 모든 요청에는 주최자의 키가 필요합니다
error-player-code-required = 이 요청에는 `Authorization: Player <code>`가 필요합니다
error-player-code-guesses = 이 주소에서 또는 이 코드에 대해 틀린 코드가 너무 많습니다. { $retry_after }초 후 다시 시도하세요
player-round = { $round }라운드
player-bye = 이번 라운드는 부전승입니다: 치를 매치가 없습니다.
player-not-seated = 이번 라운드의 대진에 없습니다.
player-result-double-loss = 결과: 양패(두 플레이어 모두 매치 패배. 게임은 0-2로 계산됩니다)
player-record = 전적 { $wins }-{ $losses }-{ $draws }, { $points } 매치 포인트
player-rank = { $round }라운드 후 { $of }명 중 { $rank }위
player-final-place = 최종 순위: { $place }
player-dropped = 드롭
player-no-round = 아직 공개된 라운드가 없습니다. 공개되면 이 페이지가 업데이트됩니다.
player-finished = 대회가 끝났습니다.
player-champion = 우승: { $name }
player-out-of-playoff = 탑 컷에 들지 못했거나 탈락했습니다: 이번 라운드에 치를 매치가 없습니다. 순위는 아래와 같습니다.
player-guide-link = 이 페이지와 대회 진행 방식(플레이어 가이드)
player-unknown-title = 코드를 인식할 수 없습니다
player-unknown-text = 이 링크나 코드는 진행 중인 대회의 플레이어 것이 아닙니다. 용지와 비교해 보거나 주최자에게 새 코드를 요청하세요.
player-wait-title = 시도 횟수가 너무 많습니다
player-wait-text = 이 링크는 인식되지 않았고, 사용 중인 네트워크에서 틀린 링크가 너무 많이 들어왔습니다. { $seconds ->
   *[other] { $seconds }초
} 기다린 뒤 용지의 링크를 확인하세요.
player-code-gone = 이 링크로는 더 이상 내 페이지가 열리지 않아(주최자가 새 코드를 발급했을 수 있습니다) 이 페이지의 업데이트가 멈췄습니다. 가장 최근 용지의 링크를 사용하세요.
slips-title = 플레이어 코드
slips-scan = 스캔하면 테이블과 순위를 볼 수 있습니다:
slips-code = 코드:
slips-type = 카메라가 없다면 이 주소를 열고 코드를 입력하세요:
player-enter-title = 플레이어 페이지 열기
player-enter-intro = 용지의 코드를 입력하면 테이블, 결과, 순위를 볼 수 있습니다.
player-enter-label = 플레이어 코드
player-enter-hint = 용지에 있는 영문자와 숫자 20자. 대소문자, 공백, 하이픈은 상관없습니다.
player-enter-send = 내 페이지 열기
player-enter-again = 코드 입력
slips-secret = 이 용지는 남에게 보여 주지 마세요: 코드가 곧 접속 권한입니다.
slips-no-code = 아직 코드가 없습니다: 이 플레이어의 코드를 새로 발급한 뒤 다시 인쇄하세요.
slips-other-key = 이 코드는 다른 서버 키로 만들어졌습니다: 새로 발급한 뒤 다시 인쇄하세요.

# Player self-reporting (RULES.md §12)
error-self-reporting-off = 이 대회에서는 직접 보고가 꺼져 있습니다: 주최자에게 결과를 알려 주세요
error-no-open-match = 공개된 라운드에 보고할 매치가 없습니다
error-result-already-entered = 이 매치는 이미 결과가 입력되었습니다: 정정은 주최자만 할 수 있습니다
error-report-disputed = 두 보고가 다릅니다: 주최자가 결과를 입력합니다
error-nothing-to-confirm = 상대가 아직 결과를 보고하지 않았습니다
error-own-report = 자신의 보고는 확인할 수 없습니다: 상대가 확인합니다
error-form-fields = 폼이 완전하지 않습니다: 페이지를 새로 고친 뒤 다시 시도하세요
player-form-refused-title = 폼이 접수되지 않았습니다
player-form-refused = 폼이 접수되지 않았습니다(다른 사이트에서 왔거나 만료되었습니다): 페이지를 새로 고친 뒤 다시 시도하세요
player-self-reporting-off = 이 대회에서는 주최자가 결과를 입력합니다.
player-confirm-send = 이 결과 확인
player-report-title = 결과 보고
player-report-wins = 이긴 게임
player-report-losses = 진 게임
player-report-draws = 비긴 게임
player-report-send = 보고
player-drop-send = 대회에서 드롭
player-done-reported = 보고가 저장되었습니다.
player-done-confirmed = 결과가 확인되어 입력되었습니다.
player-done-dropped = 드롭했습니다: 다음 라운드부터 대진에 들어가지 않습니다.
player-refused = 처리되지 않았습니다. 페이지를 새로 고치거나 주최자에게 문의하세요.
player-refused-finished = 대회가 끝났습니다: 더 이상 보고할 수 없습니다.
player-refused-dropped = 이미 드롭했습니다.
player-refused-playoff-draw = 탑 컷 매치는 무승부로 끝날 수 없습니다.
player-drop-ask = 다음 라운드부터 대진에 들어가지 않습니다. 현재 라운드의 매치는 그대로 인정됩니다. 지금 드롭할까요?
player-drop-yes = 네, 드롭합니다
player-drop-no = 아니요, 내 페이지로
number-percent = { $value }%
player-table = { $table }번 테이블
player-against = 상대: { $opponent }
player-bye-title = 부전승
player-clock-label = 남은 시간
player-extension = 내 테이블: +{ $time }, { $ends }에 종료
player-extension-stopped = 내 테이블: +{ $time }
player-score-won = 승리 { $score }
player-score-lost = 패배 { $score }
player-score-draw = 무승부 { $score }
player-result-entered = 입력된 결과: { $result }
player-reported = 내 보고: { $result }. { $opponent } 님의 확인을 기다리는 중입니다.
player-their-report = { $opponent } 님의 보고: { $outcome ->
        [win] 나는 { $mine } 패배(상대 { $theirs } 승리)
        [loss] 나는 { $mine } 승리(상대 { $theirs } 패배)
       *[draw] 매치 무승부 { $mine }
    }. 맞습니까?
player-not-right = 아니요, 다릅니다
player-change-report = 내 보고 변경
player-won-2-0 = 2–0 승리
player-won-2-1 = 2–1 승리
player-lost-1-2 = 1–2 패배
player-lost-0-2 = 0–2 패배
player-draw-1-1 = 1–1 무승부
player-other-result = 다른 결과…
player-choose = 선택
player-disputed-title = 주최자에게 가세요
player-disputed-text = 두 사람의 보고가 달라서 주최자가 결과를 입력합니다.
player-you-reported = 내 보고
player-they-reported = { $opponent } 님의 보고
player-standing-title = 내 순위
player-why-opponent = 이 상대와 붙은 이유
player-why-rank = 이 순위인 이유
player-opponents-mw = 상대들의 매치 승률(MW%). 그 평균이 나의 OMW%입니다:
player-opponent-mw = { $round }라운드: { $opponent }, { $mw }
player-cut-locked = 이번 라운드 결과와 관계없이 매치 포인트로 탑 { $size } 진출이 확정입니다.
player-cut-draw_is_safe = 이번 라운드는 무승부만 해도 탑 { $size }에 들어갑니다.
player-cut-win_and_in = 이번 라운드에 이기면 탑 { $size }에 들어갑니다. 무승부로는 부족할 수 있습니다.
player-cut-tiebreakers_decide = 이겨도 탑 { $size }에 들지 못할 수 있습니다: 타이브레이커와 다른 테이블의 결과에 달려 있습니다.
player-cut-out = 매치 포인트로는 더 이상 탑 { $size }에 들 수 없습니다.
player-refresh = 새로 고침
player-new-info = 새 정보가 있습니다: 탭해서 업데이트
player-live-paired = { $round }라운드 대진: { $table }번 테이블에서 { $opponent } 님과 대전
player-live-updated = 페이지가 업데이트되었습니다.
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = { $round }라운드는 아직 대진 작성 중입니다: 시계는 공개된 뒤에 작동합니다
error-clock-round-completed = { $round }라운드는 끝났습니다: 시계도 끝났습니다
error-clock-already-started = { $round }라운드의 시계는 이미 시작되었습니다
error-clock-not-running = { $round }라운드의 시계가 작동하고 있지 않습니다
error-clock-not-paused = { $round }라운드의 시계가 일시 정지 상태가 아닙니다
error-clock-started = { $round }라운드의 시계가 시작되었습니다: 제한 시간을 바꾸지 말고 라운드를 연장하세요
error-no-time-limit = { $round }라운드에는 제한 시간이 없습니다: 먼저 설정하세요
error-invalid-extension = 연장은 1~{ $max }초여야 합니다({ $value }이(가) 아니라)
error-invalid-time-limit = 제한 시간은 1~{ $max }초여야 합니다({ $value }이(가) 아니라)
error-clock-time-went-back = 서버 시계가 { $round }라운드 시계의 마지막 시점보다 늦습니다: 다시 시도하세요
error-bye-table-extension = { $table }번 테이블은 부전승입니다: 연장할 시간이 없습니다
screen-clock-not-started = 시계 시작 전
screen-clock-paused = 시계 일시 정지
screen-time-up = 시간 종료
screen-round-completed = 모든 결과 입력 완료
screen-waiting = 대진 대기 중

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = 이벤트 { $id }은(는) 아직 없습니다: 이 대회의 최신 이벤트는 { $latest }입니다
error-events-expired = { $id } 이후의 이벤트는 더 이상 보관되지 않습니다(보관 중인 가장 오래된 이벤트는 { $oldest }): 대회를 다시 읽고 ID 없이 스트림을 여세요
error-last-event-id = 이벤트 ID { $id }이(가) 정수가 아닙니다

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value }은(는) RFC 3339 시각(2026-11-27T19:05:00.000Z 등)이 아닙니다
error-document-clock-round-state = { $round }라운드는 "{ $state }"입니다: 시계가 작동하는 것은 공개된 라운드뿐입니다. 대진 작성 중인 라운드는 자신의 제한 시간만 가질 수 있고, 완료된 라운드는 아무것도 가질 수 없습니다
error-document-clock-no-limit = 제한 시간이 없는 라운드는 시작, 일시 정지, 연장될 수 없습니다
error-document-clock-order = 시계의 시각 순서가 맞지 않습니다: 일시 정지는 시작 뒤에 오고, 끝난 일시 정지는 시작과 진행 중인 일시 정지(또는 현재) 사이에 들어가며, 연장은 오래된 것부터 나열합니다
error-document-clock-future = 그 시각은 서버의 현재 시각보다 뒤입니다

## The organizer's console (/console/)

console-title = PlanesForge 콘솔
console-signed-in-as = 로그인 계정
console-scope-note = { $scope } 키: 이 키로 할 수 있는 것만 표시합니다
console-keys = API 키
console-keys-scopes = 키마다 범위가 있습니다: read(읽기 전용, 웹사이트용), results(결과와 라운드 시계: 저지의 태블릿용), full(키를 포함한 모든 것). 키는 만들 때 한 번만 표시됩니다.
console-key-scope = 범위
console-key-last-used = 마지막 사용
console-key-never = 사용한 적 없음
console-key-revoke = 폐기
console-key-revoked = 키를 폐기했습니다: 지금부터 거부되며, 이 키로 로그인한 콘솔은 로그아웃됩니다.
console-key-new = 새 키
console-key-create = 키 만들기
console-key-made = 새 키입니다. 이번 한 번만 표시됩니다: 지금 복사하세요.
console-key-scope-unknown = 범위를 선택하세요: read, results, full.
console-sign-out = 로그아웃
console-sign-out-everywhere = 모든 기기에서 로그아웃
console-sign-in-title = 콘솔 로그인
console-with-key = API 키로 로그인
console-key-label = API 키
console-key-hint = 매장을 만들 때 받은 키(pf_로 시작). 한 번만 보내지고 다시는 표시되지 않습니다. 이 브라우저는 세션만 보관합니다.
console-sign-in = 로그인
console-new-store = 새 매장
console-store-name = 매장 또는 클럽 이름
console-create-store = 매장을 만들고 로그인
console-key-unknown = 알 수 없는 API 키입니다. 전체가 붙여 넣어졌는지 확인하세요.
console-refused-title = 이 폼은 접수할 수 없습니다
console-refused-text = 폼이 다른 페이지에서 왔거나 만료되었습니다. 페이지를 다시 열고 같은 작업을 반복하세요.
console-not-found-title = 찾을 수 없음
console-not-found-text = 내 대회 중에 그런 대회가 없습니다.
console-error-title = 문제가 발생했습니다
console-error-text = 서버가 이 작업을 처리하지 못했습니다(오류 { $status }). 아무것도 바뀌지 않았습니다. 다시 시도해 보세요. 계속 발생하면 이 서비스 운영자에게 알려 주세요.
console-bad-request-title = 이 작업은 할 수 없습니다
console-bad-request-text = 주소나 양식이 콘솔이 예상한 것과 다릅니다(오류 { $status }). 아무것도 바뀌지 않았습니다. 목록으로 돌아가 거기서 다시 시도해 보세요.
console-back-to-list = 내 대회 목록으로
console-tournaments = 내 대회
console-new-tournament = 새 대회
console-filter = 상태로 필터
console-all = 전체
console-status-registration = 등록 중
console-status-swiss = 스위스 라운드
console-status-top_cut = 탑 컷
console-status-finished = 종료
console-none-yet = 아직 대회가 없습니다. 첫 대회를 만드세요.
console-col-name = 이름
console-col-status = 상태
console-col-players = 플레이어
console-col-round = 라운드
console-col-created = 생성일
console-older = 이전 대회
console-deleted = 대회를 삭제했습니다.
console-format = 포맷
console-format-hint = 예: 파우퍼, 모던, 드래프트.
console-starts-at = 시작 시각
console-time-zone = 시간대
console-time-zone-hint = Asia/Seoul 같은 시간대 이름. 인쇄물의 시각이 이 시간대로 표시됩니다.
console-location = 장소
console-rounds = 스위스 라운드 수
console-rounds-hint = 비워 두면 인원에 따른 권장값을 씁니다.
console-top-cut = 탑 컷
console-no-top-cut = 탑 컷 없음
console-language = 인쇄물 언어
console-language-default = 읽는 사람 각자의 언어
console-create = 만들기
console-cancel = 취소
console-not-a-number = 라운드 수와 탑 컷은 정수여야 합니다.
console-created = 대회를 만들었습니다.
console-players-added = { $count ->
   *[other] 플레이어 { $count }명을 등록했습니다.
}
console-no-names = 이름을 하나 이상 입력하세요.
console-too-many-names = 한 번에 최대 { $max }명까지입니다.
console-players = 플레이어
console-no-players = 아직 플레이어가 없습니다.
console-dropped-after = { $round }라운드 후 드롭
console-playing = 참가 중
console-register = 플레이어 등록
console-names-label = 이름(한 줄에 한 명)
console-names-hint = 목록을 붙여 넣거나 이름을 입력하세요. 한 줄이 한 명입니다. 같은 이름이 있으면 경고가 표시됩니다.
console-add-players = 등록
console-open = 열기
console-open-standings = 인쇄용 순위표
console-round = { $round }라운드
console-round-deleted = { $round }라운드를 삭제했습니다.
console-result-entered = { $table }번 테이블: 결과를 입력했습니다.
console-round-paired = 대진을 짰습니다. 확인한 뒤 공개하세요.
console-round-published = 라운드를 공개했습니다: 플레이어가 자기 테이블을 볼 수 있습니다.
console-round-unpublished = 라운드를 대진 작성 중으로 되돌렸습니다: 플레이어에게 더 이상 보이지 않습니다.
console-round-repaired = 대진을 다시 짰습니다.
console-result-unreadable = 테이블 번호와 2-1, 1-2, 2-0-1, 0-0-3, dl(양패) 같은 결과를 입력하세요.
console-state-pairing = 대진 작성 중
console-state-published = 공개됨
console-state-completed = 완료
console-pair-next = 다음 라운드 대진 짜기
console-rounds-heading = 라운드
console-no-rounds = 아직 라운드가 없습니다.
console-publish = 공개
console-unpublish = 공개 취소
console-repair = 대진 다시 짜기
console-delete-round = 라운드 삭제
console-result-box = 결과 입력
console-result-hint = 첫 번째 플레이어 기준: 2-1, 1-2, 2-0-1, 0-0-3, 양패는 dl. Enter를 누르면 저장하고 아직 진행 중인 다음 테이블로 이동합니다.
console-enter = 저장
console-still-playing = 진행 중
console-col-time-left = 남은 시간
console-time-up = 시간 종료
console-finished-tables = 결과가 있는 테이블
console-tables = 테이블
console-all-results-in = 모든 결과가 입력되었습니다.
console-col-table = 테이블
console-col-player-a = 플레이어
console-col-player-b = 상대
console-col-result = 결과
console-col-reports = 플레이어 보고
console-bye = 부전승
console-report-reported = 보고됨
console-report-confirmed = 확인됨
console-report-disputed = 불일치
console-report-settled = 해결됨
console-warnings = 경고
console-table-n = { $table }번 테이블
console-actions = 작업
console-print-pairings = 인쇄용 대진표(테이블순)
console-print-by-name = 인쇄용 대진표(이름순)
console-screen = 게시 화면
console-open-slips = 플레이어 코드 용지(전체)
console-col-slip = 코드 용지
console-slip = 인쇄

console-clock = 시계
console-clock-not-started = 시작 전 · 제한 시간 { $time }
console-clock-running = 진행 중 · { $time } 남음
console-clock-paused = 일시 정지 · { $time } 남음
console-clock-finished = 종료 · { $time } 남아 있었음
console-clock-done = 시계를 변경했습니다.
console-clock-start = 시계 시작
console-clock-pause = 일시 정지
console-clock-resume = 재개
console-extend-minutes = 추가 시간(분)
console-extend-table = 이 테이블만(선택)
console-extend-table-hint = 비워 두면 라운드 전체를 연장합니다. 테이블 번호를 넣으면 그 테이블만 연장합니다(저지가 주는 시간 연장).
console-extend = 연장
console-settle-with = 확정: { $player } 님의 { $result }
console-correct-box = 결과 정정
console-correction-title = { $table }번 테이블의 결과를 정정할까요?
console-correction-line = { $table }번 테이블: { $old } → { $new }.
console-correction-later = { $span ->
    [one] { $first }라운드는 이전 결과로 대진을 짰으며 다시 짜지 않습니다.
   *[several] { $first }~{ $last }라운드는 이전 결과로 대진을 짰으며 다시 짜지 않습니다.
}
console-correction-audit = 순위는 바로 바뀝니다. 감사 로그에는 정정 전후의 결과가 남습니다.
console-correction-save = 정정 저장
console-remove-title = { $player } 님을 대회에서 삭제할까요?
console-remove-line = 모든 목록, 인원 수, 인쇄물, 순위에서 사라지며 등록한 적이 없는 것처럼 됩니다. 공개된 라운드에 아직 배치된 적이 없는 플레이어만 삭제할 수 있습니다. 다른 플레이어는 드롭시키세요.
console-remove-repair = 대진 작성 중인 라운드에 배치되어 있다면 그 플레이어를 빼고 대진을 다시 짭니다.
console-remove = 삭제
console-player-drop = { $player } 님을 드롭시켰습니다.
console-player-readmit = { $player } 님을 재참가시켰습니다.
console-player-rename = 플레이어 이름이 { $player }(으)로 바뀌었습니다.
console-player-remove = { $player } 님을 삭제했습니다.
console-change = 변경
console-new-name = 새 이름
console-rename = 이름 변경
console-readmit = 재참가
console-drop = 드롭
console-the-end = 대회 종료
console-finish = 대회 종료하기
console-finish-title = { $name }을(를) 종료할까요?
console-finish-line = 최종 순위가 확정되고 플레이어에게는 대회가 끝난 것으로 보입니다. 결과를 정정하려면 다시 열 수 있습니다.
console-finished = 대회가 종료되었습니다.
console-reopen = 대회 다시 열기
console-reopened = 대회를 다시 열었습니다.
console-delete = 대회 삭제
console-delete-title = { $name }을(를) 삭제할까요?
console-delete-line = 대회와 그 플레이어, 라운드, 결과, 감사 로그가 영구히 삭제됩니다. 사본을 남기려면 먼저 문서를 내보내세요.
console-standings = 순위
console-after-round = { $round }라운드 후
console-champion = 우승
console-col-rank = 순위
console-col-points = 승점
console-col-record = 전적
console-col-why = 이유
console-dropped = 드롭
console-cut-line = 컷 라인(탑 { $size })
console-cut-line-hint = 컷을 결정하는 라운드 전에: 다른 테이블 결과와 관계없이 각 플레이어에게 매치 포인트로 무엇이 필요한지.
console-col-advice = 필요한 결과
console-cut-locked = 무조건 진출
console-cut-draw_is_safe = 무승부면 충분
console-cut-win_and_in = 승리면 충분
console-cut-tiebreakers_decide = 타이브레이커가 결정
console-cut-out = 진출 불가
console-top-cut-size = 탑 컷 인원
console-top-cut-create = 탑 컷 만들기
console-print-bracket = 인쇄용 토너먼트 표
console-swiss-rank = 스위스: { $rank }위
console-live-changed = 이 페이지가 다른 기기에서 변경되었습니다. 폼에서 나가면 새로 고쳐집니다.
console-live-updated = 다른 기기에서의 변경을 반영했습니다.
console-stale = 이 페이지가 표시된 뒤 다른 기기에서 이 라운드가 변경되었습니다. 아무것도 실행하지 않았습니다. 현재 상태는 이렇습니다: 원하면 다시 실행하세요.
console-audit = 감사 로그
console-audit-action = 작업
console-audit-via = 경로
console-via-console = 콘솔
console-via-api = API
console-filter-apply = 필터
console-audit-empty = 일치하는 항목이 없습니다.
console-audit-when = 시각(UTC)
console-audit-who = 누가
console-audit-detail = 변경 내용
console-audit-next = 이후 항목
console-swap = 바꾸기
console-swap-first-player = 첫 번째 플레이어
console-swap-second-player = 두 번째 플레이어
console-swap-players = 플레이어 바꾸기
console-swap-first-table = 첫 번째 테이블
console-swap-second-table = 두 번째 테이블
console-swap-tables = 테이블 바꾸기
console-swapped = 바꿨습니다. 라운드는 아직 대진 작성 중입니다.
console-seat = { $player }, { $table }번 테이블
console-interface-language = 콘솔 언어
console-interface-language-set = 변경
console-edit = 대회 편집
console-recommended = { $players }명 권장: 스위스 { $rounds }라운드, 탑 컷 { $cut }.
console-top-cut-later = 나중에 결정
console-self-reporting = 플레이어가 직접 결과 보고
console-save = 저장
console-export = 문서 내보내기(보관용 파일)
console-edited = 대회를 저장했습니다.
console-late-entry = { $round }라운드의 대진이 이미 나왔습니다: 등록 전에 대진이 나온 각 라운드는 새 플레이어에게 불참 라운드가 됩니다(매치 포인트 없음, 자신의 매치 승률에서는 패배, 상대 없음, 게임 없음). 다음 라운드부터 대진에 들어갑니다.
console-repaired-for-late = 대진 작성 중이던 { $round }라운드를 새 플레이어를 넣어 다시 짰습니다.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = 예
console-no = 아니요
audit-action-tournament-imported = 대회 가져오기
audit-action-tournament-updated = 대회 수정
audit-action-tournament-finished = 대회 종료
audit-action-tournament-reopened = 대회 다시 열기
audit-action-player-added = 플레이어 등록
audit-action-player-updated = 플레이어 수정
audit-action-player-renamed = 플레이어 이름 변경
audit-action-player-dropped = 플레이어 드롭
audit-action-player-readmitted = 플레이어 재참가
audit-action-player-removed = 플레이어 삭제
audit-action-player-code-rotated = 플레이어 코드 새로 발급
audit-action-round-created = 대진 짜기
audit-action-round-repaired = 대진 다시 짜기
audit-action-round-deleted = 라운드 삭제
audit-action-players-swapped = 플레이어 바꾸기
audit-action-tables-swapped = 테이블 바꾸기
audit-action-round-published = 라운드 공개
audit-action-round-unpublished = 라운드 공개 취소
audit-action-round-completed = 라운드 완료
audit-action-result-entered = 결과 입력
audit-action-result-corrected = 결과 정정
audit-action-result-removed = 결과 삭제
audit-action-result-reported = 플레이어의 결과 보고
audit-action-result-confirmed = 상대의 결과 확인
audit-action-result-disputed = 결과 불일치
audit-action-top-cut-created = 탑 컷 생성
audit-action-playoff-forfeit = 탑 컷 매치 기권승
audit-action-clock-started = 시계 시작
audit-action-clock-paused = 시계 일시 정지
audit-action-clock-resumed = 시계 재개
audit-action-clock-extended = 시계 연장
audit-action-table-extended = 한 테이블만 시간 추가
audit-action-clock-limit-set = 라운드 제한 시간 설정
audit-action-clock-settings-changed = 시계 설정 변경
audit-field-after = 변경 후
audit-field-before = 변경 전
audit-field-bye = 부전승
audit-field-dropped = 드롭
audit-field-name = 이름
audit-field-planned-rounds = 예정 라운드 수
audit-field-player = 플레이어
audit-field-player-a = 플레이어
audit-field-player-b = 상대
audit-field-players = 플레이어
audit-field-reason = 사유
audit-field-reports-removed = 플레이어 보고 삭제
audit-field-result = 결과
audit-field-rounds = 라운드
audit-field-seconds = 초
audit-field-size = 인원
audit-field-table = 테이블
audit-field-tables = 테이블
audit-field-time-limit-s = 라운드 제한 시간(초)
audit-field-top-cut = 탑 컷
audit-field-warnings = 경고

## The console's import (on the new-tournament page).
console-import = 대회 가져오기
console-import-file = 대회 문서(이전에 내보낸 파일)
console-import-hint = 대회의 ‘문서 내보내기’ 링크로 저장한 파일 또는 API에서 받은 파일입니다. 먼저 전체를 검사한 뒤 내 새 대회가 되며, 모든 플레이어에게 새 코드가 발급됩니다.
console-import-button = 가져오기
console-import-empty = 파일이 비어 있습니다: ‘문서 내보내기’로 저장한 문서를 선택하세요.
console-import-unreadable = 폼을 읽을 수 없습니다({ $reason }).
console-imported = 대회를 가져왔습니다. 모든 플레이어에게 새 코드가 발급되었으니 코드 용지를 다시 인쇄하세요.
