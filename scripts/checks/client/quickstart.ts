// A tournament from sign-up to its first published round, and a page that
// follows it live. Types: npx openapi-typescript openapi.json -o api.d.ts
// Run with Node 20 or later: node quickstart.js http://127.0.0.1:8080
import createClient from "openapi-fetch";
import { EventSource } from "eventsource"; // a browser has its own: drop this line
import type { components, paths } from "./api.js";

type Round = components["schemas"]["Round"];
type RoundPublished = components["schemas"]["RoundPublishedEvent"];

const base = process.argv[2] ?? "http://127.0.0.1:8080";

/** The body of a successful answer; an error (problem+json) is thrown. */
function body<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) {
    const { status, url } = answer.response;
    throw new Error(`${status} from ${url}: ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

// The organizer's program (a server or a script, never a web page: it holds
// a `full` key).
const signUp = createClient<paths>({ baseUrl: base });
const organizer = body(await signUp.POST("/api/v1/organizers", { body: { name: "Corner Store" } }));
const owner = createClient<paths>({
  baseUrl: base,
  headers: { Authorization: `Bearer ${organizer.api_key}` },
});
const tournament = body(
  await owner.POST("/api/v1/tournaments", {
    body: { name: "Friday Modern", planned_rounds: 3, top_cut: 0 },
  }),
);
const tid = tournament.id;
body(
  await owner.POST("/api/v1/tournaments/{tid}/players/bulk", {
    params: { path: { tid } },
    body: { players: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }, { name: "Dee" }, { name: "Eve" }] },
  }),
);

// The page: reads are public, so it sends no key.
const page = createClient<paths>({ baseUrl: base });

function show(round: Round): void {
  console.log(`round ${round.number}: ${round.state}`);
  for (const p of round.pairings) {
    console.log(`table ${p.table}: ${p.player_a.name} – ${p.player_b?.name ?? "bye"}`);
  }
}

/** Reads what the page shows again (404 `no_round`: nothing published yet). */
async function refresh(): Promise<void> {
  const answer = await page.GET("/api/v1/tournaments/{tid}/rounds/current", {
    params: { path: { tid } },
  });
  if (answer.response.status === 404) {
    console.log("waiting for pairings");
  } else {
    show(body(answer));
  }
}

/** Follows the tournament's events. After a dropped connection the
 * EventSource reconnects by itself with `Last-Event-ID` and the server
 * replays what was missed; once it has given up (`CLOSED`: an answer such
 * as 410 `events_expired`), start again: read, then a new stream. */
function follow(onPublished: (round: Round) => void): EventSource {
  const source = new EventSource(`${base}/api/v1/tournaments/${tid}/events`);
  source.onopen = () => void refresh(); // first load and every reconnection
  source.addEventListener("round.published", (message) => {
    const event = JSON.parse(message.data) as RoundPublished;
    if ("round" in event.data) {
      onPublished(event.data.round);
    }
  });
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) {
      setTimeout(() => follow(onPublished), 5000);
    }
  };
  return source;
}

// Wait for round 1 (a page would just keep showing what arrives).
let roundPublished: (round: Round) => void = () => {};
const published = new Promise<Round>((resolve) => (roundPublished = resolve));
const stream = follow((round) => roundPublished(round));
await new Promise((opened) => stream.addEventListener("open", opened, { once: true }));

// The organizer pairs round 1 and publishes it...
const paired = body(await owner.POST("/api/v1/tournaments/{tid}/rounds", { params: { path: { tid } } }));
body(
  await owner.POST("/api/v1/tournaments/{tid}/rounds/{n}/publish", {
    params: { path: { tid, n: paired.number } },
  }),
);

// ...and the page learns it from the stream, with the round in the event.
const round = await published;
console.log(`round.published: round ${round.number}`);
show(round);
await refresh(); // the same round, read with GET …/rounds/current
stream.close();
