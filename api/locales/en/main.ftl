# PlanesForge explanations (RULES.md §2, §4, §5), English: the reference
# catalogue. Every message here exists in every language, with the same
# placeholders.

score-groups = { $a } ({ $apoints } match points) plays { $b } ({ $bpoints } match points).
floated-odd-group = { $player } floated down from the { $from }-point score group to an opponent with { $to }: that group had { $size } players, an odd number, and { $player } was its lowest-ranked player.
floated-rematch = { $player } floated down from { $from } to { $to } match points although the ideal seating kept them in their score group: only so could a rematch be avoided.
slide-kept = This table is the ideal seating of the score group (the slide).
rematch-avoided = The slide was changed: { $player } had already played { $opponent } in round { $round }.
seating-shifted = The slide was changed to avoid rematches elsewhere in the round: { $pairs }.
seating-shifted-pair = { $player } and { $opponent } (round { $round })
forced-rematch = { $a } and { $b } already played each other in round { $round }: no pairing of this round without a rematch existed.
bye = { $player } gets the bye: of the { $candidates } active players with the fewest byes ({ $byes }), { $player } is the lowest-ranked (rank { $rank } of { $field }).
manual-change = The organizer changed this table; the pairing engine would have seated it differently.
corrected-after-pairing = After this round was paired, the organizer corrected { $count ->
    [one] a result of an earlier round
   *[other] { $count } results of earlier rounds
 }: { $corrections }. A round already paired is not paired again after a correction, so these pairings stand; each table is explained from the results as they were when the round was paired.
corrected-after-pairing-item = round { $round }, table { $table } ({ $at })
missed-rounds = { $player } missed { $count ->
    [one] one round
   *[other] { $count } rounds
 } (late entry or re-admission): each counts as a round without points in their MW%, with no opponent and no games, and is not a bye.
rank-omw = { $upper } (rank { $rank }) is ahead of { $lower } with equal match points ({ $points }), decided by OMW%: { $uppervalue } ({ $upperfraction }) against { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (rank { $rank }) is ahead of { $lower } with equal match points ({ $points }) and equal OMW%, decided by GW%: { $uppervalue } ({ $upperfraction }) against { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (rank { $rank }) is ahead of { $lower } with equal match points ({ $points }), OMW% and GW%, decided by OGW%: { $uppervalue } ({ $upperfraction }) against { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (rank { $rank }) is ahead of { $lower }: match points ({ $points }), OMW%, GW% and OGW% are all equal, so the fixed order decided (names compared character by character by Unicode code point, ignoring case — not alphabetical).
rank-fixed-id = { $upper } (rank { $rank }) is ahead of { $lower }: match points ({ $points }), OMW%, GW% and OGW% are all equal and the names differ only in case, so the fixed order decided by player id: { $upperid } before { $lowerid }.

## Errors: the `title` (per HTTP status) and `detail` of problem+json
## responses (api/src/error.rs explains how to add one). Technical names
## (`player_a`, `after_round`, `Idempotency-Key`) stay as in the API.

title-400 = Bad Request
title-401 = Unauthorized
title-403 = Forbidden
title-404 = Not Found
title-405 = Method Not Allowed
title-409 = Conflict
title-410 = Gone
title-413 = Payload Too Large
title-415 = Unsupported Media Type
title-422 = Unprocessable Entity
title-429 = Too Many Requests
title-500 = Internal Server Error
title-503 = Service Unavailable

error-internal = an internal error occurred
error-database-unavailable = the database is unavailable at the moment; retry shortly
error-storage-unavailable = the database cannot store this change now (its disk may be full); nothing was changed, retry later
error-not-json = the request body must be JSON (Content-Type: application/json)
error-not-form = the request body must be a form (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = the request body is larger than { $limit } bytes
error-invalid-body = invalid request body: { $error }
error-body-not-object = the request body must be a JSON object ({ "{" } … { "}" })
error-malformed-json = malformed JSON: { $error }
error-unreadable-body = cannot read the body: { $error }
error-body-not-utf8 = the body is not UTF-8
error-invalid-path-parameter = invalid path parameter: { $error }
error-invalid-path = invalid path: { $error }
error-invalid-query-parameter = invalid query parameter: { $error }
error-invalid-query = invalid query: { $error }
error-no-resource = no resource at { $path }
error-limit-too-small = limit must be at least 1
error-unknown-cursor = unknown cursor { $cursor }

error-auth-header-not-text = the Authorization header is not valid text
error-auth-expected-bearer = expected `Authorization: Bearer <api_key>`
error-auth-required = this request needs `Authorization: Bearer <api_key>`
error-unknown-api-key = unknown API key
error-sign-up-closed = sign-up is closed: send the admin token as Bearer
error-wrong-admin-token = wrong admin token
error-forbidden-tournament = tournament { $id } belongs to another organizer
error-rate-limited = too many requests: at most { $per_minute } a minute (bursts of { $burst }); retry in { $retry_after } s
error-idempotency-key-invalid = Idempotency-Key must be { $min } to { $max } visible ASCII characters (send a UUID)
error-too-many-streams = too many open event streams from this address: at most { $limit } at once; close one or retry in { $retry_after } s
error-idempotency-key-reused = this Idempotency-Key was already used with a different request (method, path or body); use a new key for a new request
error-idempotency-in-progress = a request with this Idempotency-Key is still being processed; retry shortly

error-name-empty = the { $what } name is empty
error-name-too-long = the { $what } name is longer than 200 characters
error-name-control = the { $what } name contains control characters
error-name-bidi = the { $what } name contains a text-direction control character ({ $character }) at position { $position }; remove it
error-name-invisible = the { $what } name has nothing visible: only spaces, invisible formatting characters or combining marks
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players must hold 1 to { $max } entries, not { $count }
error-planned-rounds = planned_rounds must be between 1 and { $max }, not { $value }
error-tournament-not-found = no tournament { $id }
error-player-not-found = no player { $id }
error-round-not-found = no round { $round }
error-no-round = no round to show yet: none has been published
error-table-not-found = round { $round } has no table { $table }
error-webhook-not-found = no webhook { $id }
error-player-already-dropped = { $player } already dropped after round { $round }

error-round-still-pairing = round { $round } is still being paired: publish it and enter its results first
error-round-results-missing = round { $round } has { $missing } result(s) missing: enter them before pairing round { $next }
error-not-enough-players = { $active } active player(s): a round needs at least 2
error-round-published = round { $round } is { $state }: its pairings are fixed
error-round-not-latest = round { $round } is not the latest round
error-round-not-published = round { $round } is not published yet: publish it before entering results
error-round-frozen = round { $round } is no longer the latest round: its results are frozen
error-playoff-pairings-fixed = round { $round } is a playoff round: its pairings follow the bracket (/book/en/pairings-and-standings.html#bracket)
error-playoff-round-has-results = playoff round { $round } already records a forfeit: it cannot be deleted
error-same-player = player_a and player_b are the same player
error-player-not-in-round = player { $player } is not paired in round { $round }
error-same-players-table = the two players sit at the same table: swapping them changes nothing
error-same-table = table_a and table_b are the same table
error-bye-table-swap = table { $table } is the bye, which stays after the last table
error-bye-has-no-result = table { $table } is the bye: it needs no result
error-next-round-not-completed = round { $round } has results missing: complete it before pairing the next round
error-next-playoff-started = the top cut started in round { $round }: no more Swiss rounds can be paired
error-not-swiss-round = round { $round } is a playoff round: it has no Swiss pairing

error-result-too-many-wins = illegal result { $result }: at most 2 game wins
error-result-too-many-losses = illegal result { $result }: at most 2 game losses
error-result-both-won-two = illegal result { $result }: both players cannot win 2 games
error-result-too-many-draws = illegal result { $result }: at most 3 drawn games
error-result-no-games = illegal result 0-0-0: at least one game (an intentional draw is 0-0-3)
error-result-playoff-draw = illegal result { $result }: a playoff match cannot end in a draw
error-result-playoff-double-loss = illegal result: a playoff match cannot end in a double loss; it needs a winner
error-result-double-loss-games = illegal result { $result }: a double loss is 0-2-0 for each player

error-standings-round-not-found = after_round { $requested }: no such round (the last round is { $last })
error-standings-round-not-completed = after_round { $round }: round { $round } is not completed
error-standings-overflow = a tiebreaker fraction is too large to represent exactly

error-cut-size = a top cut of { $size } is impossible: the size must be a power of two of at least 2
error-cut-not-enough-players = a top cut of { $size } is impossible with { $active } active players
error-cut-swiss-unfinished = the top cut starts only after the last Swiss round is complete
error-top-cut-exists = this tournament already has its top cut
error-top-cut-not-found = this tournament has no top cut yet
error-tournament-finished = the tournament is finished: it can no longer be changed
error-round-has-results = round { $round } cannot go back to pairing: results entered: { $results }, tables with a player's report or confirmation: { $reports }. Remove those results first (removing a result also clears that table's reports), or correct them instead
error-round-completed = round { $round } is completed: its results can be corrected but not removed, and it can no longer be unpublished
error-player-has-played = this player has already been seated in a published round: drop them instead of removing the registration
error-tournament-not-finished = the tournament is not finished (its state is { $status }): only a finished tournament can be reopened
error-top-cut-planned = this tournament plans a top cut of { $size }: create it, or set top_cut to 0 before finishing
error-top-cut-not-wanted = this tournament is set to have no top cut (top_cut 0): change the setting first
error-top-cut-started = the top cut has started: this can no longer be changed
error-invalid-top-cut = top_cut must be null (decide later), 0 (none) or a power of two of at least 2, not { $value }
error-planned-rounds-below-paired = planned_rounds cannot be { $value }: { $paired } Swiss rounds are already paired
error-planned-rounds-reached = all { $planned } planned Swiss rounds are paired: raise planned_rounds to pair another, or start the top cut
error-cut-line-top-cut-started = the top cut has started: there is no Swiss round to advise on
error-no-round-to-advise = no round is about to be played: pair (and publish) the next round first
error-playoff-not-a-bracket = the playoff rounds do not follow the bracket (/book/en/pairings-and-standings.html#bracket): { $problem }

error-document-json = malformed tournament document: { $error }
error-document-format = format: expected { $expected }, found { $found }
error-table-number-too-large = round { $round }: table number { $table } is too large
error-at-table = round { $round } table { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: the id is empty
error-history-duplicate-id = players[{ $index }]: duplicate player id { $id } (already used by players[{ $first }])
error-history-too-many-players = players: { $count } players is more than supported
error-history-drop-after-last = player { $player }: dropped_after_round { $dropped } is after the last round ({ $last })
error-history-round-order = rounds[{ $index }]: round number { $found } out of order, expected { $expected }
error-history-swiss-after-playoff = round { $round }: a Swiss round after a playoff round
error-history-incomplete = no result, but round { $later } already exists
error-history-table-zero = table numbers start at 1
error-history-duplicate-table = table { $table } appears twice in the round
error-history-unknown-player = unknown player { $player }
error-history-player-twice = player { $player } is already paired at table { $table } of this round
error-history-paired-after-drop = player { $player } is paired after dropping (dropped after round { $round })
error-history-bye-in-playoff = a playoff round cannot have a bye
error-history-bye-result = a bye is worth 2-0-0, not { $result }
error-history-bye-mismatch = "bye" must be true exactly when player_b is null

error-url-too-long = the URL is longer than 2000 characters
error-url-invalid = { $url } is not a URL: { $error }
error-url-scheme = the URL scheme must be http or https, not { $scheme }
error-url-no-host = the URL has no host
error-url-private = the URL points to a local or private address, which this server does not call
error-events-empty = events is empty: subscribe to at least one event
error-event-unknown = unknown event { $event }: expected one of { $expected }
error-idempotency-replay-unavailable = the first response of this Idempotency-Key cannot be replayed; check the resource before retrying with a new key
error-idempotency-replay-withheld = the request with this Idempotency-Key was already done; its response held a new API key, which is shown only once and is not replayed
error-too-many-players = a tournament holds at most { $max } players: it has { $existing }, and { $adding } more do not fit
error-too-many-rounds = a tournament has at most { $max } Swiss rounds; start the top cut instead
error-document-too-many-rounds = the document has { $swiss } Swiss rounds; at most { $max } are accepted
error-in-round = round { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } is impossible: from 1 to { $max }, and not fewer than the { $swiss } Swiss rounds of the document
error-document-top-cut = top_cut: { $top_cut } is neither 0 (no top cut) nor a power of two of at least 2
error-document-top-cut-mismatch = top_cut { $top_cut } contradicts the playoff, which is a top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: player { $player } cannot have missed round { $round } (not a Swiss round of the document, after the player's drop, or out of increasing order)
error-document-round-state = state "{ $state }" is impossible: { $error }
error-document-state-not-latest = only the latest round can be "pairing" or "published"
error-document-state-result-in-pairing = a round being paired has no results yet
error-document-state-published-complete = every result is in, so the round is "completed"
error-document-state-completed-incomplete = a result is missing
error-document-empty-round = the round has no tables
error-document-too-many-byes = a second bye (table { $table } already has one); a round has at most one bye
error-document-paired-in-missed-round = player { $player } is seated in a round listed in their missed_rounds
error-document-player-missing = player { $player } (players[{ $index }]) is active in this round but not paired: not dropped before it, and the round is not in their missed_rounds
error-document-not-enough-players = { $seated } player(s) seated; a Swiss round needs at least 2
error-document-playoff-without-swiss = a playoff round needs Swiss rounds before it: the top cut is seeded from the Swiss standings
error-document-bracket-size = a playoff of { $tables } tables is not a bracket: the top cut must be a power of two of at least 2 players
error-document-bracket-tables = the bracket has { $expected } match(es) in this round, the document { $found }
error-document-bracket-mismatch = the bracket pairs seed { $seed_a } ({ $player_a }) against seed { $seed_b } ({ $player_b }) here, the higher seed as player_a
error-document-playoff-after-final = a playoff round after the final
error-too-many-webhooks = an organizer may register at most { $max } webhooks: delete one before adding another
error-method-not-allowed = { $method } is not allowed here; allowed: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } is not dropped: only a dropped player can be re-admitted
error-history-missed-round = player { $player }: missed round { $round } must be a Swiss round of the tournament in which the player is not seated, not after their drop, listed once in ascending order
error-forbidden-organizer = organizer { $id } is not the organizer of this API key
error-insufficient-scope = this key has scope { $scope }; this needs a key of scope { $need } (the book: Keys and scopes)
error-key-not-found = no API key { $id }
error-last-full-key = { $id } is the last full key: without one nobody could manage the keys or change the events; create another full key first, then revoke this one
error-filter-status = status must be registration, swiss, top_cut or finished, not { $value }
error-filter-order = order must be asc or desc, not { $value }
error-filter-since = since must be a date and time with its offset (2026-12-03T10:00:00Z), not { $value }
error-filter-action = action must be one of the audit log's actions (e.g. result_corrected), not { $value }
error-filter-via = via must be api or console, not { $value }
error-unsupported-content-encoding = the request body's Content-Encoding { $encoding } is not supported; send it unencoded or in one of: { $supported }
error-body-not-decodable = the request body is not valid { $encoding } data, as its Content-Encoding says it is
error-book-path = { $path } is not a page of the book
error-cors-origin = CORS preflight refused: the origin { $origin } may not call this API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = CORS preflight refused: the requested method is not allowed for cross-origin requests
error-cors-headers = CORS preflight refused: a requested header is not allowed for cross-origin requests
error-cors-preflight = CORS preflight refused: the preflight request is malformed (Origin or Access-Control-Request-Method missing or invalid)
warning-duplicate-name = { $name } has the same name as { $other }, registered before: accepted; the printed sheets number them (#1), (#2), … in registration order

# Tournament settings.
error-invalid-language = language must be one of { $codes } (or null), not "{ $value }"
error-invalid-starts-at = "{ $value }" is not an RFC 3339 date and time with an offset (such as 2026-12-04T19:00:00+01:00 or 2026-12-04T18:00:00Z)
error-invalid-time-zone = "{ $value }" is not a time zone the IANA time zone database knows (such as Europe/Berlin)
error-text-too-long = at most { $max } characters
error-text-control = control characters and bidirectional controls are not allowed (found { $character })
error-metadata-not-object = must be an object whose values are strings, such as {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = at most { $max } keys, not { $count }
error-metadata-key = the key "{ $key }" must have 1 to { $max } characters and no control characters
error-metadata-value-not-string = the value must be a string

## The printed sheets (api/templates/print/): every word on them. The
## time is the server's clock, in UTC.
print-round = Round { $round }
print-kind-swiss = Swiss
print-kind-playoff = Top cut
print-state-pairing = being paired
print-state-published = published
print-state-completed = completed
print-by-table = Pairings by table
print-by-name = Pairings by name
print-standings = Standings after round { $round }
print-final-standings = Final standings (top { $cut }; Swiss standings after round { $round })
print-starts = Starts { $time }
print-printed = Printed { $time }
print-time = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
 } { $year }, { $hour }:{ $minute } { $zone }
print-table = Table
print-player = Player
print-opponent = Opponent
print-result = Result
print-record = Record
print-record-note = Record: wins-losses-draws before this round.
print-place = Place
print-swiss-rank = Swiss rank
print-rank = Rank
print-points = Points
print-wld = W-L-D
print-missed = Missed
print-bye = BYE
print-bye-result = bye
print-double-loss = double loss
print-dropped = dropped
print-slips = Match result slips
print-games-won = Games won
print-games-lost = Games lost
print-games-drawn = Games drawn
print-signature = Signature
print-slip-note = Both players fill in the games and sign; hand the slip to the organizer.
print-slip-online = Or report it on your player's page: { $url } (the link on your code slip).
print-bracket = Top { $cut } bracket
bracket-final = Final
bracket-semifinal = Semifinals
bracket-quarterfinal = Quarterfinals
bracket-round-of = Round of { $players }
bracket-champion = Champion
bracket-seed = Seed { $seed }
bracket-vs = vs
bracket-won = { $name } won { $wins }–{ $losses }
bracket-forfeit = by forfeit
bracket-to-come = to be decided
bracket-playing = being played

# Player codes and the player's page (RULES.md §12).
error-unknown-player-code = this code is not a player's code (check it, or ask the organizer for a new one)
error-player-code-forbidden = a player's code can only be used on /api/v1/me; everything else needs the organizer's key
error-player-code-required = this request needs `Authorization: Player <code>`
error-player-code-guesses = too many wrong codes from this address or for this code; retry in { $retry_after } s
player-round = Round { $round }
player-bye = You have the bye this round: no match to play.
player-not-seated = You are not paired in this round.
player-result-double-loss = Result: double loss (both players lost the match; for you it counts as 0-2 in games)
player-record = Record { $wins }-{ $losses }-{ $draws }, { $points } match points
player-rank = Rank { $rank } of { $of } after round { $round }
player-final-place = Final place: { $place }
player-dropped = dropped
player-no-round = No round has been published yet. This page updates when it is.
player-finished = The tournament is over.
player-champion = Champion: { $name }
player-out-of-playoff = You are not (or no longer) in the top cut: there is no match for you this round. Your place is below.
player-guide-link = How this page and the tournament work (player guide)
player-unknown-title = Code not recognised
player-unknown-text = This link or code does not belong to a player of a running tournament. Check it against your slip, or ask the organizer for a new one.
player-wait-title = Too many attempts
player-wait-text = This link was not recognised, and too many wrong links have come from your network. Wait { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
} and check the link on your slip.
player-code-gone = This link no longer opens your page (the organizer may have given you a new code), so this page has stopped updating. Use the link on your newest slip.
slips-title = player codes
slips-scan = Scan to see your table and your standing:
slips-code = Code:
slips-type = No camera? Open this address and type the code:
player-enter-title = Open your player page
player-enter-intro = Type the code from your slip to see your table, your result and your standing.
player-enter-label = Your player code
player-enter-hint = 20 letters and digits, as on your slip. Capitals, spaces and hyphens do not matter.
player-enter-send = Open my page
player-enter-again = Type a code
slips-secret = Keep this slip to yourself: the code is your access.
slips-no-code = No code yet: rotate this player's code, then print again.
slips-other-key = This code was made with another server key: rotate it, then print again.

# Player self-reporting (RULES.md §12)
error-self-reporting-off = self-reporting is switched off for this tournament: tell the organizer your result
error-no-open-match = you have no match to report in a published round
error-result-already-entered = this match already has its result: only the organizer can correct it
error-report-disputed = the two reports differ: the organizer will enter the result
error-nothing-to-confirm = your opponent has not reported a result yet
error-own-report = you cannot confirm your own report: your opponent confirms it
error-form-fields = the form is incomplete: reload the page and try again
player-form-refused-title = Form not accepted
player-form-refused = the form was not accepted (it came from another site or has expired): reload the page and try again
player-self-reporting-off = Results are entered by the organizer in this tournament.
player-confirm-send = Confirm this result
player-report-title = Report your result
player-report-wins = Games you won
player-report-losses = Games you lost
player-report-draws = Drawn games
player-report-send = Report
player-drop-send = Drop from the tournament
player-done-reported = Your report is saved.
player-done-confirmed = The result is confirmed and entered.
player-done-dropped = You are dropped: you will not be paired from the next round on.
player-refused = That did not work. Reload the page, or ask the organizer.
player-refused-finished = The tournament is finished: nothing can be reported any more.
player-refused-dropped = You have already dropped.
player-refused-playoff-draw = A playoff match cannot end in a draw.
player-drop-ask = You will not be paired from the next round on. Your match in the current round still counts. Drop now?
player-drop-yes = Yes, drop me
player-drop-no = No, back to my page
number-percent = { $value }%
player-table = Table { $table }
player-against = against { $opponent }
player-bye-title = Bye
player-clock-label = Time left
player-extension = Your table: +{ $time }, ends { $ends }
player-extension-stopped = Your table: +{ $time }
player-score-won = you won { $score }
player-score-lost = you lost { $score }
player-score-draw = a draw, { $score }
player-result-entered = Result entered: { $result }
player-reported = You reported: { $result }. Waiting for { $opponent } to confirm.
player-their-report = { $opponent } says { $outcome ->
        [win] they won { $theirs } (you lost { $mine })
        [loss] they lost { $theirs } (you won { $mine })
       *[draw] the match was a draw, { $mine }
    }. Is that right?
player-not-right = No, it was different
player-change-report = Change my report
player-won-2-0 = I won 2–0
player-won-2-1 = I won 2–1
player-lost-1-2 = I lost 1–2
player-lost-0-2 = I lost 0–2
player-draw-1-1 = Draw 1–1
player-other-result = Other result…
player-choose = choose
player-disputed-title = Go to the organizer
player-disputed-text = Your reports differ, so the organizer enters the result.
player-you-reported = You reported
player-they-reported = { $opponent } reported
player-standing-title = Your standing
player-why-opponent = Why this opponent
player-why-rank = Why this rank
player-opponents-mw = Your opponents' match-win percentages (MW%); their average is your OMW%:
player-opponent-mw = Round { $round }: { $opponent }, { $mw }
player-cut-locked = You make the top { $size } on match points whatever happens this round.
player-cut-draw_is_safe = A draw this round is enough for the top { $size }.
player-cut-win_and_in = A win this round puts you in the top { $size }; a draw may not.
player-cut-tiebreakers_decide = Even a win may not be enough for the top { $size }: tiebreakers and the other tables decide.
player-cut-out = You can no longer make the top { $size } on match points.
player-refresh = Refresh
player-new-info = New information: tap to update
player-live-paired = Round { $round } paired: table { $table } against { $opponent }
player-live-updated = Your page was updated.
# The round clock (RULES.md §13) and the screen on the wall.
error-clock-round-pairing = round { $round } is still being paired: its clock runs once it is published
error-clock-round-completed = round { $round } is completed: its clock is over
error-clock-already-started = the clock of round { $round } has already started
error-clock-not-running = the clock of round { $round } is not running
error-clock-not-paused = the clock of round { $round } is not paused
error-clock-started = the clock of round { $round } has started: extend the round instead of changing its limit
error-no-time-limit = round { $round } has no time limit: set one first
error-invalid-extension = an extension must be 1 to { $max } seconds, not { $value }
error-invalid-time-limit = a time limit must be 1 to { $max } seconds, not { $value }
error-clock-time-went-back = the server's clock is behind the last instant of the clock of round { $round }: try again
error-bye-table-extension = table { $table } is the bye: it has no time to extend
screen-clock-not-started = Clock not started
screen-clock-paused = Clock paused
screen-time-up = Time is up
screen-round-completed = All results are in
screen-waiting = Waiting for pairings

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = event { $id } does not exist yet: the latest event of this tournament is { $latest }
error-events-expired = events after { $id } are no longer kept (the oldest kept is { $oldest }): read the tournament again and open the stream without an id
error-last-event-id = the event id { $id } is not a whole number

# The tournament document's settings and round clocks (format /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } is not an RFC 3339 instant (such as 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = round { $round } is "{ $state }": only a published round has a clock that runs; a round being paired can carry only its own time limit, a completed round none
error-document-clock-no-limit = a round without a time limit cannot have started, paused or been extended
error-document-clock-order = the clock's instants are out of order: a pause comes after the start, the pauses over fit between the start and the running pause (or now), and extensions are listed oldest first
error-document-clock-future = the instant is later than the server's current time

## The organizer's console (/console/)

console-title = PlanesForge console
console-signed-in-as = Signed in as
console-scope-note = a { $scope } key: only what it may do is shown
console-keys = API keys
console-keys-scopes = Each key has a scope: read (reads only, for a website), results (results and the round clock: a judge's tablet) or full (everything, keys included). A key is shown once, when it is made.
console-key-scope = Scope
console-key-last-used = Last used
console-key-never = never
console-key-revoke = Revoke
console-key-revoked = Key revoked: it is refused from now on, and the consoles signed in with it are signed out.
console-key-new = A new key
console-key-create = Make the key
console-key-made = The new key, shown this once: copy it now.
console-key-scope-unknown = Choose a scope: read, results or full.
console-sign-out = Sign out
console-sign-out-everywhere = Sign out everywhere
console-sign-in-title = Sign in to the console
console-with-key = With your API key
console-key-label = API key
console-key-hint = The key your store received when it was created (it starts with pf_). It is sent once and never shown again; this browser keeps only a session.
console-sign-in = Sign in
console-new-store = New store
console-store-name = Name of the store or club
console-create-store = Create the store and sign in
console-key-unknown = This API key is not known. Check that it was pasted whole.
console-refused-title = This form cannot be accepted
console-refused-text = The form came from another page or has expired. Open the page again and repeat what you did.
console-not-found-title = Not found
console-not-found-text = There is no such tournament among yours.
console-error-title = Something went wrong
console-error-text = The server could not do this (error { $status }). Nothing was changed. Try again; if it keeps happening, tell whoever runs this service.
console-bad-request-title = This cannot be done
console-bad-request-text = The address or the form was not what the console expects (error { $status }). Nothing was changed. Go back to the list and try again from there.
console-back-to-list = Back to your tournaments
console-tournaments = Your tournaments
console-new-tournament = New tournament
console-filter = Filter by status
console-all = All
console-status-registration = Registration
console-status-swiss = Swiss rounds
console-status-top_cut = Top cut
console-status-finished = Finished
console-none-yet = No tournaments yet. Create the first one.
console-col-name = Name
console-col-status = Status
console-col-players = Players
console-col-round = Round
console-col-created = Created
console-older = Older tournaments
console-deleted = The tournament was deleted.
console-format = Format
console-format-hint = For example Pauper, Modern, Draft.
console-starts-at = Starts at
console-time-zone = Time zone
console-time-zone-hint = A zone name such as Europe/Berlin; times on the sheets are shown in it.
console-location = Location
console-rounds = Swiss rounds
console-rounds-hint = Leave empty for the recommendation by the number of players.
console-top-cut = Top cut
console-no-top-cut = No top cut
console-language = Language of the sheets
console-language-default = Each reader's own
console-create = Create
console-cancel = Cancel
console-not-a-number = Rounds and top cut must be whole numbers.
console-created = The tournament is created.
console-players-added = { $count ->
    [one] One player registered.
   *[other] { $count } players registered.
}
console-no-names = Type at least one name.
console-too-many-names = At most { $max } names at once.
console-players = Players
console-no-players = No players yet.
console-dropped-after = Dropped after round { $round }
console-playing = Playing
console-register = Register players
console-names-label = Names, one per line
console-names-hint = Paste a list or type the names; each line is one player. Duplicate names get a warning.
console-add-players = Register
console-open = Open
console-open-standings = Standings to print
console-round = Round { $round }
console-round-deleted = Round { $round } was deleted.
console-result-entered = Table { $table }: result entered.
console-round-paired = The round is paired. Check it, then publish it.
console-round-published = The round is published: players see their tables.
console-round-unpublished = The round is back in pairing: players no longer see it.
console-round-repaired = The round is paired again.
console-result-unreadable = Type a table number and a result such as 2-1, 1-2, 2-0-1, 0-0-3 or dl (double loss).
console-state-pairing = being paired
console-state-published = published
console-state-completed = completed
console-pair-next = Pair the next round
console-rounds-heading = Rounds
console-no-rounds = No rounds yet.
console-publish = Publish
console-unpublish = Unpublish
console-repair = Pair again
console-delete-round = Delete the round
console-result-box = Enter a result
console-result-hint = From the first player's side: 2-1, 1-2, 2-0-1, 0-0-3, or dl for a double loss. Enter saves it and moves to the next table still playing.
console-enter = Save
console-still-playing = Still playing
console-col-time-left = Time left
console-time-up = Time is up
console-finished-tables = Tables with a result
console-tables = Tables
console-all-results-in = Every result is in.
console-col-table = Table
console-col-player-a = Player
console-col-player-b = Opponent
console-col-result = Result
console-col-reports = Players' reports
console-bye = Bye
console-report-reported = reported
console-report-confirmed = confirmed
console-report-disputed = disputed
console-report-settled = settled
console-warnings = Warnings
console-table-n = Table { $table }
console-actions = Actions
console-print-pairings = Pairings to print (by table)
console-print-by-name = Pairings to print (by name)
console-screen = The wall screen
console-open-slips = Player code slips (all)
console-col-slip = Code slip
console-slip = Print

console-clock = Clock
console-clock-not-started = Not started · { $time } to play
console-clock-running = Running · { $time } left
console-clock-paused = Paused · { $time } left
console-clock-finished = Over · { $time } was left
console-clock-done = The clock was changed.
console-clock-start = Start the clock
console-clock-pause = Pause
console-clock-resume = Resume
console-extend-minutes = Extra minutes
console-extend-table = Only this table (optional)
console-extend-table-hint = Leave it empty to extend the whole round; a table number extends that table only (a judge's time extension).
console-extend = Extend
console-settle-with = Settle: { $player }'s { $result }
console-correct-box = Correct a result
console-correction-title = Correct the result of table { $table }?
console-correction-line = Table { $table }: { $old } becomes { $new }.
console-correction-later = { $span ->
    [one] Round { $first } was paired from the old result and will not be paired again.
   *[several] Rounds { $first } to { $last } were paired from the old result and will not be paired again.
}
console-correction-audit = The standings change at once; the audit log keeps the result before and after.
console-correction-save = Save the correction
console-remove-title = Remove { $player } from the event?
console-remove-line = They disappear from every list, count, sheet and the standings, as if never registered. Only a player who has not played in a published round can be removed; drop the others.
console-remove-repair = If the round being paired seats them, it is paired again without them.
console-remove = Remove
console-player-drop = { $player } was dropped.
console-player-readmit = { $player } was re-admitted.
console-player-rename = The player is now called { $player }.
console-player-remove = { $player } was removed.
console-change = Change
console-new-name = New name
console-rename = Rename
console-readmit = Re-admit
console-drop = Drop
console-the-end = The end of the event
console-finish = Finish the event
console-finish-title = Finish { $name }?
console-finish-line = The final standings are fixed and players see the event as over. It can be reopened to correct a result.
console-finished = The event is finished.
console-reopen = Reopen the event
console-reopened = The event is open again.
console-delete = Delete the event
console-delete-title = Delete { $name }?
console-delete-line = The event, its players, rounds, results and audit log are deleted for good. Export its document first to keep a copy.
console-standings = Standings
console-after-round = after round { $round }
console-champion = Champion
console-col-rank = Rank
console-col-points = Points
console-col-record = Record
console-col-why = Why here
console-dropped = dropped
console-cut-line = The cut line (top { $size })
console-cut-line-hint = Before the round that decides the cut: what each player needs, on match points, whatever the other tables do.
console-col-advice = Needs
console-cut-locked = In whatever happens
console-cut-draw_is_safe = A draw is enough
console-cut-win_and_in = A win is enough
console-cut-tiebreakers_decide = Tiebreakers decide
console-cut-out = Cannot make the cut
console-top-cut-size = Players in the top cut
console-top-cut-create = Create the top cut
console-print-bracket = The bracket to print
console-swiss-rank = Swiss: { $rank }
console-live-changed = This page changed on another device; it will refresh when you leave the form.
console-live-updated = Updated with changes from another device.
console-stale = This round changed on another device since this page was shown; nothing was done. Here it is now: do it again if you still want to.
console-audit = Audit log
console-audit-action = Action
console-audit-via = Through
console-via-console = Console
console-via-api = API
console-filter-apply = Filter
console-audit-empty = No entry matches.
console-audit-when = When (UTC)
console-audit-who = Who
console-audit-detail = What changed
console-audit-next = Later entries
console-swap = Swap
console-swap-first-player = First player
console-swap-second-player = Second player
console-swap-players = Swap the players
console-swap-first-table = First table
console-swap-second-table = Second table
console-swap-tables = Swap the tables
console-swapped = The swap is made; the round is still being paired.
console-seat = { $player }, table { $table }
console-interface-language = Language of the console
console-interface-language-set = Change
console-edit = Edit the event
console-recommended = Recommended for { $players } players: { $rounds } Swiss rounds, top cut { $cut }.
console-top-cut-later = Decide later
console-self-reporting = Players report their own results
console-save = Save
console-export = Export the document (a file to keep)
console-edited = The event was saved.
console-late-entry = Round { $round } is already paired: each round paired before their entry counts for the new players as a missed round (no match points, a loss in their own match-win percentage, no opponent, no games); they are paired from the next round on.
console-repaired-for-late = Round { $round }, still being paired, was paired again with them.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = yes
console-no = no
audit-action-tournament-imported = Tournament imported
audit-action-tournament-updated = Tournament edited
audit-action-tournament-finished = Tournament finished
audit-action-tournament-reopened = Tournament reopened
audit-action-player-added = Player added
audit-action-player-updated = Player edited
audit-action-player-renamed = Player renamed
audit-action-player-dropped = Player dropped
audit-action-player-readmitted = Player re-admitted
audit-action-player-removed = Player removed
audit-action-player-code-rotated = Player code replaced
audit-action-round-created = Round paired
audit-action-round-repaired = Round paired again
audit-action-round-deleted = Round deleted
audit-action-players-swapped = Players swapped
audit-action-tables-swapped = Tables swapped
audit-action-round-published = Round published
audit-action-round-unpublished = Round unpublished
audit-action-round-completed = Round completed
audit-action-result-entered = Result entered
audit-action-result-corrected = Result corrected
audit-action-result-removed = Result removed
audit-action-result-reported = Result reported by a player
audit-action-result-confirmed = Result confirmed by the opponent
audit-action-result-disputed = Result disputed
audit-action-top-cut-created = Top cut created
audit-action-playoff-forfeit = Playoff match forfeited
audit-action-clock-started = Clock started
audit-action-clock-paused = Clock paused
audit-action-clock-resumed = Clock resumed
audit-action-clock-extended = Clock extended
audit-action-table-extended = Extra time for one table
audit-action-clock-limit-set = Round time set
audit-action-clock-settings-changed = Clock settings changed
audit-field-after = after
audit-field-before = before
audit-field-bye = bye
audit-field-dropped = dropped
audit-field-name = name
audit-field-planned-rounds = planned rounds
audit-field-player = player
audit-field-player-a = player
audit-field-player-b = opponent
audit-field-players = players
audit-field-reason = reason
audit-field-reports-removed = players' reports removed
audit-field-result = result
audit-field-rounds = rounds
audit-field-seconds = seconds
audit-field-size = size
audit-field-table = table
audit-field-tables = tables
audit-field-time-limit-s = round time (seconds)
audit-field-top-cut = top cut
audit-field-warnings = warnings

## The console's import (on the new-tournament page).
console-import = Import a tournament
console-import-file = Tournament document (a file exported before)
console-import-hint = The file the tournament's Export link saved, or one from the API. It becomes a new tournament of yours, checked whole first; every player gets a new code.
console-import-button = Import
console-import-empty = The file is empty: choose the document that Export saved.
console-import-unreadable = The form could not be read ({ $reason }).
console-imported = The tournament is imported. Every player has a new code: print the code slips again.
