// Checks the integration guide's webhook verification in Node (webhook.ts,
// the same text as the guide's code block) against the server's signing
// (api/src/worker/signing.rs): the server's own test vector, and a real
// delivery from the server under test to a receiver on the loopback, then
// the refusals (another body, another secret, an old or a future
// timestamp, a malformed signature).
//
// Usage: node out/webhook-check.js <base url>   (run by scripts/checks/client.sh;
// the server must deliver webhooks to loopback addresses)

import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import createClient from "openapi-fetch";
import type { paths } from "./api.js";
import { isGenuine } from "./webhook.js";

const base = process.argv[2];
if (!base) {
  console.error("usage: node webhook-check.js <base url>");
  process.exit(2);
}

let checks = 0;
function check(cond: boolean, what: string): asserts cond {
  checks += 1;
  if (!cond) {
    throw new Error(`check failed: ${what}`);
  }
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return typeof value === "string" ? value : "";
}

const MINUTE = 60 * 1000;

// 1. The vector of signing.rs's unit test (the digest the server computes).
{
  const ts = "2026-11-29T13:00:00.000Z";
  const body = Buffer.from('{"id":"x","event":"round.published"}');
  const sig = "sha256=624f1bb7384f6db94b7f11bceba3edea4eab7f2978465645325be254b1aa18e5";
  const at = Date.parse(ts);
  check(isGenuine("whsec_k", ts, body, sig, at + 1000), "vector: accepted a second later");
  check(!isGenuine("whsec_k", ts, body, sig, at + 6 * MINUTE), "vector: refused six minutes later");
  check(!isGenuine("whsec_l", ts, body, sig, at), "vector: refused with another secret");
  check(!isGenuine("whsec_k", "2026-11-29T13:00:01.000Z", body, sig, at), "vector: refused with another timestamp");
}

// 2. A real delivery.
type Received = { headers: IncomingHttpHeaders; body: Buffer };
let secret = "";
const received: Received[] = [];
let arrived: () => void = () => {};
const delivered = new Promise<void>((resolve) => (arrived = resolve));
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const genuine = isGenuine(
      secret,
      header(req.headers, "x-planesforge-timestamp"),
      body,
      header(req.headers, "x-planesforge-signature"),
    );
    received.push({ headers: req.headers, body });
    res.writeHead(genuine ? 204 : 401).end();
    arrived();
  });
});
await new Promise<void>((listening) => receiver.listen(0, "127.0.0.1", listening));
const port = (receiver.address() as AddressInfo).port;

try {
  const api = createClient<paths>({ baseUrl: base });
  const organizer = (await api.POST("/api/v1/organizers", { body: { name: "Webhook Check" } })).data;
  check(organizer !== undefined, "sign-up");
  const owner = createClient<paths>({ baseUrl: base, headers: { Authorization: `Bearer ${organizer.api_key}` } });
  const hook = (
    await owner.POST("/api/v1/webhooks", {
      body: { url: `http://127.0.0.1:${port}/hook`, events: ["tournament.updated"], tournament_id: null },
    })
  ).data;
  check(hook !== undefined && typeof hook.secret === "string" && hook.secret.length > 0, "webhook: its secret");
  secret = hook.secret;
  const tournament = (await owner.POST("/api/v1/tournaments", { body: { name: "Signed" } })).data;
  check(tournament !== undefined, "tournament");
  const renamed = await owner.PATCH("/api/v1/tournaments/{tid}", {
    params: { path: { tid: tournament.id } },
    body: { name: "Signed and renamed" },
  });
  check(renamed.response.status === 200, `rename: ${renamed.response.status}`);

  const timeout = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error("no delivery within 30 s")), 30_000).unref(),
  );
  await Promise.race([delivered, timeout]);
  const first = received[0];
  check(first !== undefined, "a delivery");
  const ts = header(first.headers, "x-planesforge-timestamp");
  const sig = header(first.headers, "x-planesforge-signature");
  const event = JSON.parse(first.body.toString("utf8")) as { event: string; tournament_id: string };
  check(event.event === "tournament.updated" && event.tournament_id === tournament.id, `the event (${event.event})`);
  check(/^sha256=[0-9a-f]{64}$/.test(sig), `signature header: ${sig}`);
  const sent = Date.parse(ts);
  check(Number.isFinite(sent) && Math.abs(Date.now() - sent) < MINUTE, `timestamp header: ${ts}`);

  check(isGenuine(secret, ts, first.body, sig), "the delivery is genuine");
  const changed = Buffer.from(first.body.toString("utf8").replace("Signed and renamed", "Signed and renamee"));
  check(changed.length === first.body.length && !changed.equals(first.body), "a changed body of the same length");
  check(!isGenuine(secret, ts, changed, sig), "refused: a changed body");
  check(!isGenuine(secret, ts, Buffer.concat([first.body, Buffer.from(" ")]), sig), "refused: a longer body");
  check(!isGenuine(secret + "x", ts, first.body, sig), "refused: another secret");
  check(!isGenuine("", ts, first.body, sig), "refused: an empty secret");
  check(isGenuine(secret, ts, first.body, sig, sent + 4 * MINUTE), "accepted: four minutes later");
  check(!isGenuine(secret, ts, first.body, sig, sent + 6 * MINUTE), "refused: an old timestamp (six minutes)");
  check(!isGenuine(secret, ts, first.body, sig, sent - 6 * MINUTE), "refused: a timestamp six minutes ahead");
  check(!isGenuine(secret, ts, first.body, sig.slice(0, -1)), "refused: a short signature (no exception)");
  check(!isGenuine(secret, ts, first.body, sig.toUpperCase()), "refused: another spelling of the hex");
  check(!isGenuine(secret, "yesterday", first.body, sig), "refused: another timestamp text");

  // The receiver answered 204 (genuine): the server recorded a success.
  let attempts: { success: boolean; status_code?: number | null }[] = [];
  for (let i = 0; i < 50 && attempts.length === 0; i++) {
    const page = await owner.GET("/api/v1/webhooks/{id}/deliveries", { params: { path: { id: hook.id } } });
    attempts = page.data?.items ?? [];
    if (attempts.length === 0) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const attempt = attempts[0];
  check(
    attempt !== undefined && attempt.success && attempt.status_code === 204,
    `the server's record of the attempt: ${JSON.stringify(attempt)}`,
  );
  check(received.length === 1, `one delivery (${received.length})`);
  console.log(`webhook check: ${checks} checks passed`);
} finally {
  receiver.close();
}
