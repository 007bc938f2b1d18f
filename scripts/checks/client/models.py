"""Python clients generated from openapi/openapi.json keep what the server
may add later (the integration guide, "Compatibility"): run by
scripts/checks/client.sh after it generated, into GEN_DIR, a client with
openapi-python-client (the package `opc`) and the models of
datamodel-code-generator (the module `dcg`, pydantic v2).

Each generated model parses JSON bodies that carry an unknown
`Problem.code`, an unknown event name and an unknown audit action, and must
keep the value instead of raising (openapi-python-client gives a known
value as the generated enum member, datamodel-code-generator as the
string), and a closed enum (`TournamentStatus`) must still
refuse a value it does not list.

An audit log read from the real server (BASE_URL) goes through both
clients' models with an entry of an action added later, and an event
envelope of a known and of an unknown name through them: each known one
must arrive as its own typed model, the later one as the generic member
(`OtherAuditEntry`, `OtherEvent`) with its name kept.

Usage: python models.py GEN_DIR BASE_URL
"""

import enum
import json
import sys

checks = 0


def check(cond, what):
    global checks
    checks += 1
    if not cond:
        sys.exit(f"python client check failed: {what}")


def refuses(parse, what):
    """`parse()` raises (a closed enum, a wrong body)."""
    try:
        parse()
    except (ValueError, TypeError, KeyError):
        check(True, what)
        return
    check(False, f"{what}: accepted")


def value(v):
    """The string of a generated enum member, or the string itself."""
    return v.value if isinstance(v, enum.Enum) else v


PROBLEM = {
    "type": "urn:planesforge:problem:a_code_from_the_future",
    "title": "Conflict",
    "status": 409,
    "detail": "a refusal of a later version",
    "code": "a_code_from_the_future",
}
KNOWN_PROBLEM = dict(PROBLEM, code="round_not_completed", type="urn:planesforge:problem:round_not_completed")
WEBHOOK = {
    "id": "3c0d7d5e-0a51-4d8e-9a55-5c8b1f0e7a11",
    "url": "https://example.com/hooks/planesforge",
    "events": ["round.published", "tournament.moved"],
    "tournament_id": None,
    "created_at": "2026-11-29T13:00:00.000Z",
}


def check_openapi_python_client():
    from opc.models.problem import Problem
    from opc.models.tournament_status import TournamentStatus
    from opc.models.webhook import Webhook

    p = Problem.from_dict(PROBLEM)
    check(p.code == "a_code_from_the_future", f"opc: an unknown Problem.code is kept ({p.code!r})")
    k = Problem.from_dict(KNOWN_PROBLEM)
    check(isinstance(k.code, enum.Enum), f"opc: a known Problem.code is the enum ({k.code!r})")
    check(value(k.code) == "round_not_completed", "opc: the known code's value")
    w = Webhook.from_dict(WEBHOOK)
    events = [value(e) for e in w.events]
    check(events == ["round.published", "tournament.moved"], f"opc: an unknown event name is kept ({events})")
    check(isinstance(w.events[0], enum.Enum), "opc: a known event name is the enum")
    refuses(lambda: TournamentStatus("postponed"), "opc: the closed TournamentStatus refuses an unknown value")


def check_datamodel_code_generator():
    import dcg

    p = dcg.Problem.model_validate_json(json.dumps(PROBLEM))
    check(value(p.code) == "a_code_from_the_future", f"dcg: an unknown Problem.code is kept ({p.code!r})")
    # pydantic's union prefers the exact match, so a known value arrives as
    # the string too; the generated enum lists it.
    k = dcg.Problem.model_validate_json(json.dumps(KNOWN_PROBLEM))
    check(value(k.code) == "round_not_completed", f"dcg: a known Problem.code ({k.code!r})")
    check(dcg.Code("round_not_completed").value == "round_not_completed", "dcg: the enum of the codes")
    w = dcg.Webhook.model_validate_json(json.dumps(WEBHOOK))
    events = [value(e.root) for e in w.events]
    check(events == ["round.published", "tournament.moved"], f"dcg: an unknown event name is kept ({events})")
    a = dcg.AuditAction.model_validate_json('"table_moved"')
    check(value(a.root) == "table_moved", f"dcg: an unknown audit action is kept ({a.root!r})")
    refuses(lambda: dcg.TournamentStatus("postponed"), "dcg: the closed TournamentStatus refuses an unknown value")


def envelope(event, data):
    return {
        "id": f"e-{event}",
        "event": event,
        "created_at": "2026-12-01T20:15:00.000Z",
        "tournament_id": "t",
        "data": data,
    }


KNOWN_EVENT = envelope("round.deleted", {"round": 2, "kind": "swiss"})
LATER_EVENT = envelope("tournament.moved", {"to": "the back room"})


def audit_log(base):
    """The audit log of a small tournament played through the server at
    `base` (a round paired, published and a result), and
    the same entries with one of an action added later."""
    sys.path.insert(0, "scripts/lib")
    from api_call import caller

    call = caller(base + "/api/v1")
    key = call("POST", "/organizers", {"name": "Python Client Store"})["api_key"]
    tid = call("POST", "/tournaments", {"name": "Python Client Open"}, key)["id"]
    call("POST", f"/tournaments/{tid}/players/bulk", {"players": [{"name": n} for n in "ABCDE"]}, key)
    call("POST", f"/tournaments/{tid}/rounds", None, key)
    call("POST", f"/tournaments/{tid}/rounds/1/publish", None, key)
    call("PUT", f"/tournaments/{tid}/rounds/1/tables/1/result", {"wins": 2, "losses": 1, "draws": 0}, key)
    items = call("GET", f"/tournaments/{tid}/audit-log", None, key)["items"]
    actions = [e["action"] for e in items]
    for a in ("round_created", "round_published", "result_entered"):
        check(a in actions, f"the audit log has {a} ({actions})")
    later = dict(items[0], action="table_moved", detail={"table": 3})
    return {"items": items + [later], "next_cursor": None}


def check_open_envelopes(page):
    """`EventEnvelope` and `AuditEntry` take an event or an entry of a kind
    added later (`OtherEvent`, `OtherAuditEntry`) while every known one is
    parsed into its own model (typed data)."""
    import dcg
    from opc.models.audit_page import AuditPage
    from opc.models.other_audit_entry import OtherAuditEntry
    from opc.models.other_event import OtherEvent
    from opc.models.round_deleted_event import RoundDeletedEvent

    *known, later = AuditPage.from_dict(page).items
    typed = [type(e).__name__ for e in known]
    check(all(t.endswith("Audit") for t in typed), f"opc: every known audit entry is typed ({typed})")
    check(typed[:3] == ["RoundCreatedAudit", "RoundPublishedAudit", "ResultEnteredAudit"], f"opc: by its action ({typed})")
    check(isinstance(later, OtherAuditEntry) and later.action == "table_moved", f"opc: an unknown action is kept ({later!r})")
    # openapi-python-client makes no type of a union no operation answers
    # with (the stream's and the webhooks' bodies): a client picks the
    # event's model by its `event`, and the generic one takes the rest.
    check(RoundDeletedEvent.from_dict(KNOWN_EVENT).data.round_ == 2, "opc: a known event's typed data")
    refuses(lambda: RoundDeletedEvent.from_dict(LATER_EVENT), "opc: a typed event refuses another name")
    check(OtherEvent.from_dict(LATER_EVENT).event == "tournament.moved", "opc: an unknown event is kept")

    *known, later = dcg.AuditPage.model_validate_json(json.dumps(page)).items
    typed = [type(e.root.root).__name__ if isinstance(e.root, dcg.KnownAuditEntry) else "other" for e in known]
    check(all(t.endswith("Audit") for t in typed), f"dcg: every known audit entry is typed ({typed})")
    check(typed[:3] == ["RoundCreatedAudit", "RoundPublishedAudit", "ResultEnteredAudit"], f"dcg: by its action ({typed})")
    check(isinstance(later.root, dcg.OtherAuditEntry), f"dcg: an unknown action is an OtherAuditEntry ({later!r})")
    check(later.root.action == "table_moved", "dcg: the unknown action is kept")
    known_event = dcg.EventEnvelope.model_validate_json(json.dumps(KNOWN_EVENT)).root
    check(isinstance(known_event, dcg.KnownEvent), f"dcg: a known event is a KnownEvent ({known_event!r})")
    check(isinstance(known_event.root, dcg.RoundDeletedEvent), "dcg: of its own model")
    check(known_event.root.data.round == 2, "dcg: a known event's typed data")
    later_event = dcg.EventEnvelope.model_validate_json(json.dumps(LATER_EVENT)).root
    check(isinstance(later_event, dcg.OtherEvent), f"dcg: an unknown event is an OtherEvent ({later_event!r})")
    check(later_event.event == "tournament.moved", "dcg: the unknown event's name is kept")


def main():
    sys.path.insert(0, sys.argv[1])
    check_openapi_python_client()
    check_datamodel_code_generator()
    check_open_envelopes(audit_log(sys.argv[2]))
    print(f"python clients: {checks} checks passed")


if __name__ == "__main__":
    main()
