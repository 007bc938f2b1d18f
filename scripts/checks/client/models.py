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

Usage: python models.py GEN_DIR
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


def main():
    sys.path.insert(0, sys.argv[1])
    check_openapi_python_client()
    check_datamodel_code_generator()
    print(f"python clients: {checks} checks passed")


if __name__ == "__main__":
    main()
