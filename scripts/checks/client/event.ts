// Drives a client generated from openapi/openapi.json (openapi-typescript
// types, openapi-fetch calls) through a whole event against a real server:
// sign-up, a tournament of 9 players over three Swiss rounds, standings, the
// export, and a handful of documented errors. `tsc --strict` checks every
// call and answer against the generated types; the checks below check what
// the server actually sent at run time (status codes, fields, enums), so the
// committed document cannot drift from what a generated client experiences.
//
// Usage: node out/event.js <base url>   (run by scripts/checks/client.sh)

import createClient from "openapi-fetch";
import type { components, paths } from "./api.js";

type Schemas = components["schemas"];
type Problem = Schemas["Problem"];

const base = process.argv[2];
if (!base) {
  console.error("usage: node event.js <base url>");
  process.exit(2);
}

let checks = 0;
function check(cond: boolean, what: string): asserts cond {
  checks += 1;
  if (!cond) {
    throw new Error(`check failed: ${what}`);
  }
}

/** The body of a 2xx answer, after checking its status. */
function ok<T>(
  answer: { data?: T; error?: unknown; response: Response },
  status: number,
  what: string,
): T {
  check(
    answer.response.status === status,
    `${what}: status ${answer.response.status} (expected ${status}): ${JSON.stringify(answer.error)}`,
  );
  check(answer.data !== undefined, `${what}: a body`);
  return answer.data;
}

/** A documented error: its status, the problem+json media type and the
 * Problem fields (RFC 9457 with a stable `code`). */
function problem(
  answer: { data?: unknown; error?: Problem; response: Response },
  status: number,
  code: string,
  what: string,
): Problem {
  const { error, response } = answer;
  check(response.status === status, `${what}: status ${response.status} (expected ${status})`);
  check(
    (response.headers.get("content-type") ?? "").startsWith("application/problem+json"),
    `${what}: application/problem+json`,
  );
  check(error !== undefined, `${what}: a problem body`);
  check(error.status === status, `${what}: problem.status ${error.status}`);
  check(error.code === code, `${what}: code ${error.code} (expected ${code})`);
  check(error.type === `urn:planesforge:problem:${code}`, `${what}: type ${error.type}`);
  check(typeof error.title === "string" && typeof error.detail === "string", `${what}: title and detail`);
  return error;
}

/** The JSON alternative of an answer that is also offered as text/csv
 * (the generated type is the union; openapi-fetch parses JSON by default). */
function json<T extends object>(body: T | string, what: string): T {
  check(typeof body !== "string", `${what}: a JSON body`);
  return body;
}

const ROUND_STATES: readonly Schemas["RoundStateName"][] = ["pairing", "published", "completed"];
const STATUSES: readonly Schemas["TournamentStatus"][] = ["registration", "swiss", "top_cut", "finished"];

function checkRound(round: Schemas["Round"], number: number, state: Schemas["RoundStateName"], what: string) {
  check(round.number === number, `${what}: number ${round.number}`);
  check(round.kind === "swiss", `${what}: kind ${round.kind}`);
  check(ROUND_STATES.includes(round.state), `${what}: a documented state (${round.state})`);
  check(round.state === state, `${what}: state ${round.state} (expected ${state})`);
  check(Array.isArray(round.warnings), `${what}: warnings`);
  // 9 players: four tables and a bye, the bye last.
  check(round.pairings.length === 5, `${what}: 5 pairings (${round.pairings.length})`);
  const last = round.pairings[4];
  check(last !== undefined && last.bye && (last.player_b ?? null) === null, `${what}: the bye last`);
  // Every seat is {id, name}: a frontend shows the table without a second call.
  for (const p of round.pairings) {
    const seats = p.player_b ? [p.player_a, p.player_b] : [p.player_a];
    for (const s of seats) {
      check(typeof s.id === "string" && typeof s.name === "string" && s.name.length > 0, `${what}: {id, name} seats`);
    }
  }
  for (const w of round.warnings) {
    check(w.code === "rematch" || w.code === "second_bye", `${what}: a documented warning code (${w.code})`);
  }
}

async function main() {
  const api = createClient<paths>({ baseUrl: base });

  // Operations.
  const health = ok(await api.GET("/healthz"), 200, "healthz");
  check(health.status === "ok", "healthz: ok");
  const ready = ok(await api.GET("/readyz"), 200, "readyz");
  check(ready.status === "ready", "readyz: ready");

  // Sign-up (public: `security: []`).
  const organizer = ok(
    await api.POST("/api/v1/organizers", { body: { name: "Client Check Games" } }),
    201,
    "sign-up",
  );
  check(organizer.api_key.length > 0 && organizer.name === "Client Check Games", "sign-up: key and name");
  const headers = { Authorization: `Bearer ${organizer.api_key}` };
  const owner = createClient<paths>({ baseUrl: base, headers });

  // 401 without a key.
  problem(
    await api.POST("/api/v1/tournaments", { body: { name: "No key" } }),
    401,
    "unauthorized",
    "create without a key",
  );

  // A tournament of three Swiss rounds and no top cut.
  const created = await owner.POST("/api/v1/tournaments", {
    body: { name: "Client Check Open", planned_rounds: 3, top_cut: 0 },
  });
  const tournament = ok(created, 201, "create tournament");
  check(
    created.response.headers.get("location") === `/api/v1/tournaments/${tournament.id}`,
    `create tournament: Location ${created.response.headers.get("location")}`,
  );
  check(tournament.status === "registration", `new tournament: registration (${tournament.status})`);
  check(tournament.organizer_id === organizer.id, "new tournament: its organizer");
  const tid = tournament.id;
  const path = { tid };

  // 404 for an unknown tournament (a public read).
  problem(
    await api.GET("/api/v1/tournaments/{tid}", {
      params: { path: { tid: "00000000-0000-4000-8000-000000000000" } },
    }),
    404,
    "tournament_not_found",
    "unknown tournament",
  );

  // Nine players in one request.
  const names = ["Ada", "Brigid", "Chandra", "Dakkon", "Elspeth", "Feather", "Gideon", "Hazezon", "Isamaru"];
  const bulk = ok(
    await owner.POST("/api/v1/tournaments/{tid}/players/bulk", {
      params: { path },
      body: { players: names.map((name) => ({ name })) },
    }),
    201,
    "bulk registration",
  );
  check(bulk.items.length === 9, `bulk: 9 players (${bulk.items.length})`);
  check(bulk.next_cursor === null, "bulk: the list envelope");
  check(bulk.warnings.length === 0, "bulk: no warnings");
  const players = ok(await api.GET("/api/v1/tournaments/{tid}/players", { params: { path } }), 200, "players");
  check(players.items.length === 9, "players: 9");

  for (let n = 1; n <= 3; n++) {
    const paired = ok(await owner.POST("/api/v1/tournaments/{tid}/rounds", { params: { path } }), 201, `pair ${n}`);
    checkRound(paired, n, "pairing", `round ${n} paired`);
    const roundPath = { tid, n };
    const published = ok(
      await owner.POST("/api/v1/tournaments/{tid}/rounds/{n}/publish", { params: { path: roundPath } }),
      200,
      `publish ${n}`,
    );
    checkRound(published, n, "published", `round ${n} published`);
    // What every phone fetches when a round is published.
    const current = ok(
      await api.GET("/api/v1/tournaments/{tid}/rounds/current", { params: { path } }),
      200,
      `current round ${n}`,
    );
    checkRound(current, n, "published", `current round ${n}`);

    if (n === 1) {
      // 409: the next round waits for every result of this one.
      problem(
        await owner.POST("/api/v1/tournaments/{tid}/rounds", { params: { path } }),
        409,
        "round_not_completed",
        "pair with results missing",
      );
      // 422: two games won each is not a match result.
      problem(
        await owner.PUT("/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result", {
          params: { path: { tid, n, table: 1 } },
          body: { wins: 2, losses: 2, draws: 0 },
        }),
        422,
        "invalid_result",
        "an invalid result",
      );
    }

    let round: Schemas["Round"] = published;
    for (const pairing of published.pairings) {
      if (pairing.bye) {
        continue;
      }
      // Mostly 2–1 for the first seat; one intentional draw per round.
      const body: Schemas["MatchResult"] =
        pairing.table === 2 ? { wins: 1, losses: 1, draws: 1 } : { wins: 2, losses: 1, draws: 0 };
      round = ok(
        await owner.PUT("/api/v1/tournaments/{tid}/rounds/{n}/tables/{table}/result", {
          params: { path: { tid, n, table: pairing.table } },
          body,
        }),
        200,
        `result ${n}.${pairing.table}`,
      );
    }
    checkRound(round, n, "completed", `round ${n} after its results`);
    const read = json(
      ok(await api.GET("/api/v1/tournaments/{tid}/rounds/{n}", { params: { path: roundPath } }), 200, `read round ${n}`),
      `read round ${n}`,
    );
    checkRound(read, n, "completed", `round ${n} read back`);
    for (const p of read.pairings.filter((p) => !p.bye)) {
      check(p.result !== null && p.result !== undefined, `round ${n} table ${p.table}: its result`);
    }
  }

  // One player's matches, from their side, with the record so far.
  const someone = players.items[0];
  check(someone !== undefined, "a player");
  if (someone !== undefined) {
    const detail = ok(
      await api.GET("/api/v1/tournaments/{tid}/players/{pid}", { params: { path: { tid, pid: someone.id } } }),
      200,
      "player detail",
    );
    check(detail.id === someone.id && detail.matches.length === 3, `player detail: 3 matches (${detail.matches.length})`);
    const last = detail.matches[2];
    check(
      last !== undefined && last.record.wins + last.record.losses + last.record.draws === 3,
      "player detail: the record after round 3",
    );
    check(
      detail.matches.every((m) => m.bye === (m.opponent === null || m.opponent === undefined)),
      "player detail: an opponent unless a bye",
    );
  }
  const rounds = ok(await api.GET("/api/v1/tournaments/{tid}/rounds", { params: { path } }), 200, "rounds");
  check(rounds.items.length === 3 && rounds.next_cursor === null, "rounds: the list envelope");

  // The last planned round completed with `top_cut: 0`: finished.
  const finished = ok(await api.GET("/api/v1/tournaments/{tid}", { params: { path } }), 200, "tournament");
  check(STATUSES.includes(finished.status), `a documented status (${finished.status})`);
  check(finished.status === "finished", `finished after round 3 (${finished.status})`);
  check(finished.current_round === 3, `current round 3 (${finished.current_round})`);
  problem(
    await owner.POST("/api/v1/tournaments/{tid}/rounds", { params: { path } }),
    409,
    "tournament_finished",
    "pair after the end",
  );

  // Standings: every player ranked once, 1..9, points from the results.
  const standings = json(
    ok(await api.GET("/api/v1/tournaments/{tid}/standings", { params: { path } }), 200, "standings"),
    "standings",
  );
  check(standings.after_round === 3, `standings after round 3 (${standings.after_round})`);
  check(standings.standings.length === 9, "standings: 9 rows");
  const ranks = standings.standings.map((s) => s.rank).sort((a, b) => a - b);
  check(ranks[0] === 1 && ranks.every((r, i) => r >= i + 1 && r <= 9), `standings: ranks 1..9 (${ranks})`);
  let points = 0;
  for (const row of standings.standings) {
    // Byes are counted apart from the wins, and score as one.
    check(row.wins + row.losses + row.draws + row.byes === 3, `${row.name}: three rounds`);
    check(row.match_points === 3 * (row.wins + row.byes) + row.draws, `${row.name}: match points`);
    check(typeof row.omw === "number" && typeof row.gw === "number" && typeof row.ogw === "number", `${row.name}: tiebreakers`);
    check(names.includes(row.name), `${row.name}: a registered name`);
    points += row.match_points;
  }
  // Per round: four tables (three 3-point wins and one draw worth 2), the bye 3.
  check(points === 3 * (3 * 3 + 2 + 3), `standings: ${points} match points in all`);

  // The same standings as CSV: the media type the document lists.
  const csv = await api.GET("/api/v1/tournaments/{tid}/standings", {
    params: { path },
    headers: { Accept: "text/csv" },
    parseAs: "text",
  });
  check(csv.response.status === 200, `standings CSV: status ${csv.response.status}`);
  check(
    (csv.response.headers.get("content-type") ?? "").startsWith("text/csv"),
    `standings CSV: text/csv (${csv.response.headers.get("content-type")})`,
  );
  const csvLines = String(csv.data ?? "").split("\r\n");
  check(csvLines[0]?.startsWith("rank,player_id,name,match_points") === true, "standings CSV: header row");
  check(csvLines.filter((l) => l !== "").length === 10, "standings CSV: a header and 9 rows");

  // A conditional read: the ETag back as If-None-Match is 304 (documented).
  const etag = (await api.GET("/api/v1/tournaments/{tid}", { params: { path } })).response.headers.get("etag");
  check(etag !== null, "tournament: an ETag");
  const again = await api.GET("/api/v1/tournaments/{tid}", { params: { path }, headers: { "If-None-Match": etag } });
  check(again.response.status === 304, `If-None-Match: 304 (${again.response.status})`);

  // The export: the tournament document, format /2.
  const doc = ok(await owner.GET("/api/v1/tournaments/{tid}/export", { params: { path } }), 200, "export");
  check(doc.format === "planesforge-tournament/4", `export format ${doc.format}`);
  check(doc.name === "Client Check Open", "export: name");
  check(doc.players.length === 9, "export: 9 players");
  check(doc.rounds.length === 3, "export: 3 rounds");
  for (const r of doc.rounds) {
    check(r.kind === "swiss", `export round ${r.number}: swiss`);
    check((r.state ?? "completed") === "completed", `export round ${r.number}: completed`);
  }

  // 403: another organizer may read but not write.
  const other = ok(await api.POST("/api/v1/organizers", { body: { name: "Someone Else" } }), 201, "second sign-up");
  const stranger = createClient<paths>({ baseUrl: base, headers: { Authorization: `Bearer ${other.api_key}` } });
  problem(
    await stranger.PATCH("/api/v1/tournaments/{tid}", { params: { path }, body: { name: "Mine now" } }),
    403,
    "forbidden",
    "another organizer's write",
  );

  // Open enums (the integration guide, "Compatibility"): a value the
  // server adds later is still of the generated type, so a client built
  // today keeps it rather than failing on it: tsc --strict compiles these
  // lines only if the document marks the enums open, and the values
  // survive a parse through the types. Closed enums stay closed.
  const later = JSON.parse(
    '{"code": "a_code_from_the_future", "event": "tournament.moved", "action": "table_moved"}',
  ) as { code: Problem["code"]; event: Schemas["WebhookEvent"]; action: Schemas["AuditAction"] };
  const laterCode: Problem["code"] = "a_code_from_the_future";
  const laterEvent: Schemas["WebhookEvent"] = "tournament.moved";
  const laterAction: Schemas["AuditAction"] = "table_moved";
  check(later.code === laterCode, "an unknown Problem.code is kept");
  check(later.event === laterEvent, "an unknown event name is kept");
  check(later.action === laterAction, "an unknown audit action is kept");
  // Open envelopes: an event or an audit entry of a kind added later is an
  // OtherEvent or OtherAuditEntry of the generated union rather than a body
  // the types refuse, while a known kind narrows to its own schema, its
  // data typed (tsc checks the typed reads below).
  type Envelope = Schemas["EventEnvelope"];
  type KnownEvent = Schemas["KnownEvent"];
  const isEvent = <N extends KnownEvent["event"]>(e: Envelope, name: N): e is Extract<KnownEvent, { event: N }> =>
    e.event === name;
  const envelope = (event: string, data: object) =>
    `{"id": "e-${event}", "event": "${event}", "created_at": "2026-12-01T20:15:00.000Z", ` +
    `"tournament_id": "${tid}", "data": ${JSON.stringify(data)}}`;
  const [deleted, moved] = JSON.parse(
    `[${envelope("round.deleted", { round: 2, kind: "swiss" })}, ${envelope("tournament.moved", { to: "back room" })}]`,
  ) as Envelope[];
  check(deleted !== undefined && isEvent(deleted, "round.deleted"), "a known event narrows to its schema");
  const deletedRound: number = deleted.data.round;
  check(deletedRound === 2, "a known event's data is typed");
  check(moved !== undefined && moved.event === "tournament.moved", "an unknown event is kept");
  const skipped: Schemas["OtherEvent"] | undefined = isEvent(moved, "round.deleted") ? undefined : moved;
  check(skipped !== undefined, "an unknown event is not taken for a known one");
  type Entry = Schemas["AuditEntry"];
  type KnownEntry = Schemas["KnownAuditEntry"];
  const isAction = <A extends KnownEntry["action"]>(e: Entry, action: A): e is Extract<KnownEntry, { action: A }> =>
    e.action === action;
  const log = ok(await owner.GET("/api/v1/tournaments/{tid}/audit-log", { params: { path } }), 200, "audit log");
  const laterEntry: Entry = {
    ...(log.items[0] as Entry),
    action: "table_moved",
    detail: { table: 3 },
  };
  const entries: Entry[] = [...log.items, laterEntry];
  const unknownActions = entries.filter((e) => e.action === "table_moved");
  check(unknownActions.length === 1, "an unknown audit action is kept in the list");
  const paired = entries.find((e) => e.action === "round_created");
  check(paired !== undefined && isAction(paired, "round_created"), "a known audit entry narrows to its schema");
  const tables: number = paired.detail.after.length;
  check(tables === 5, `a known audit entry's detail is typed (${tables} tables)`);
  // @ts-expect-error: a closed enum refuses a value it does not list.
  const notAStatus: Schemas["TournamentStatus"] = "postponed";
  check(String(notAStatus) === "postponed", "the closed enum was checked by tsc, not at run time");

  console.log(`client check: ${checks} checks passed`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
