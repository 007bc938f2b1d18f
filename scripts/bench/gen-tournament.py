#!/usr/bin/env python3
"""Write a mid-event PlanesForge tournament document (the format of the integration guide's "The tournament document", book/en/src/integration.md).

Usage: gen-tournament.py PLANESFORGE_BIN PLAYERS ROUNDS SEED > doc.json

Every round is paired by `planesforge pair` itself (so the history is a real
Swiss event), then given random Magic results from a fixed-seed generator:
about 4% draws (1-1-1), otherwise 2-0 or 2-1 to either side. A few players
drop along the way. The output is deterministic for the same arguments.
"""

import json
import random
import subprocess
import sys


def main() -> None:
    binary, n, rounds, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    players = [
        {"id": f"p{i:05}", "name": f"Player {rng.randrange(10**6):06} {i:05}", "dropped_after_round": None}
        for i in range(1, n + 1)
    ]
    doc = {"format": "planesforge-tournament/1", "name": f"Bench {n}", "players": players, "rounds": []}
    for number in range(1, rounds + 1):
        out = subprocess.run([binary, "pair", "-"], input=json.dumps(doc), capture_output=True, text=True, check=True)
        paired = json.loads(out.stdout)
        pairings = []
        for p in paired["pairings"]:
            entry = {"table": p["table"], "player_a": p["player_a"], "player_b": p["player_b"]}
            if p["bye"]:
                entry["bye"] = True
            else:
                r = rng.randrange(100)
                if r < 4:
                    entry["result"] = {"wins": 1, "losses": 1, "draws": 1}
                else:
                    wins, losses = rng.choice([(2, 0), (2, 1), (0, 2), (1, 2)])
                    entry["result"] = {"wins": wins, "losses": losses, "draws": 0}
            pairings.append(entry)
        doc["rounds"].append({"number": number, "kind": "swiss", "pairings": pairings})
        # About 1% of the players drop after each round.
        for p in players:
            if p["dropped_after_round"] is None and rng.randrange(100) == 0:
                p["dropped_after_round"] = number
    json.dump(doc, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
