// Pairs the next round of a PlanesForge tournament document with the npm
// package `tournament-pairings` (Swiss), fed the same state as
// `planesforge pair`: active players, their match points, byes and previous
// opponents (plus whether they were ever paired up or down).
// Usage: node tournament-pairings-driver.mjs DOC.json  (run from a folder
// where `tournament-pairings` is installed). Prints the number of matches.
import { readFileSync } from 'node:fs';
import { Swiss } from 'tournament-pairings';

const doc = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const points = new Map();
const avoid = new Map();
const bye = new Map();
const upDown = new Map();
for (const p of doc.players) {
  points.set(p.id, 0);
  avoid.set(p.id, []);
  bye.set(p.id, false);
  upDown.set(p.id, false);
}
for (const round of doc.rounds) {
  const before = new Map(points);
  for (const t of round.pairings) {
    if (t.player_b === null || t.bye) {
      points.set(t.player_a, points.get(t.player_a) + 3);
      bye.set(t.player_a, true);
      continue;
    }
    const a = t.player_a;
    const b = t.player_b;
    avoid.get(a).push(b);
    avoid.get(b).push(a);
    if (before.get(a) !== before.get(b)) {
      upDown.set(a, true);
      upDown.set(b, true);
    }
    const r = t.result;
    if (r.wins > r.losses) points.set(a, points.get(a) + 3);
    else if (r.wins < r.losses) points.set(b, points.get(b) + 3);
    else {
      points.set(a, points.get(a) + 1);
      points.set(b, points.get(b) + 1);
    }
  }
}
const last = doc.rounds.length;
const players = doc.players
  .filter((p) => p.dropped_after_round === null || p.dropped_after_round > last)
  .map((p) => ({
    id: p.id,
    score: points.get(p.id),
    pairedUpDown: upDown.get(p.id),
    receivedBye: bye.get(p.id),
    avoid: avoid.get(p.id),
  }));
const matches = Swiss(players, last + 1);
console.log(matches.length);
