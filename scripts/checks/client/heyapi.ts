// The open enums and envelopes through a second TypeScript generator,
// @hey-api/openapi-ts (its plain types), which the issue names beside the
// Python ones: `tsc --strict` compiles this file only if the generated
// types keep an error code, event name and audit action added later, take
// an event and an audit entry of a later kind, keep a known event's data
// typed, and still refuse a value a closed enum does not list.
// Run by scripts/checks/client.sh (compiled, never run).

import type {
  AuditAction,
  AuditEntry,
  EventEnvelope,
  KnownEvent,
  OtherAuditEntry,
  OtherEvent,
  Problem,
  TournamentStatus,
  WebhookEvent,
} from "./hey/types.gen.js";

export const laterCode: Problem["code"] = "a_code_from_the_future";
export const laterEvent: WebhookEvent = "tournament.moved";
export const laterAction: AuditAction = "table_moved";

const other: OtherEvent = {
  id: "e-1",
  event: "tournament.moved",
  created_at: "2026-12-01T20:15:00.000Z",
  tournament_id: "t",
  data: { to: "the back room" },
};
export const envelope: EventEnvelope = other;

const entry: OtherAuditEntry = {
  action: "table_moved",
  actor: "o",
  actor_kind: "organizer",
  actor_name: "Store",
  at: "2026-11-29T13:06:00.000Z",
  detail: { table: 3 },
  round: 1,
  via: "api",
};
export const audit: AuditEntry = entry;

/** A known event keeps its typed data. */
export function deletedRound(e: EventEnvelope): number | undefined {
  const isDeleted = (x: EventEnvelope): x is Extract<KnownEvent, { event: "round.deleted" }> =>
    x.event === "round.deleted";
  return isDeleted(e) ? e.data.round : undefined;
}

// @ts-expect-error: a closed enum refuses a value it does not list.
export const notAStatus: TournamentStatus = "postponed";
