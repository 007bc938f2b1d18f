# PlanesForge-Erklärungen (rules.md §2, §4, §5), Deutsch.

score-groups = { $a } ({ $apoints } Match-Punkte) spielt gegen { $b } ({ $bpoints } Match-Punkte).
floated-odd-group = { $player } wurde aus der Punktgruppe mit { $from } Punkten gegen einen Gegner mit { $to } nach unten gepaart: Die Gruppe hatte { $size } Spieler, eine ungerade Zahl, und { $player } war darin am schlechtesten platziert.
floated-rematch = { $player } wurde von { $from } auf { $to } Match-Punkte nach unten gepaart, obwohl die ideale Paarung in der eigenen Punktgruppe geblieben wäre: Nur so ließ sich ein Rematch vermeiden.
slide-kept = Dieser Tisch ist die ideale Paarung der Punktgruppe (der Slide).
rematch-avoided = Der Slide wurde geändert: { $player } hatte in Runde { $round } bereits gegen { $opponent } gespielt.
seating-shifted = Der Slide wurde geändert, um Rematches an anderen Tischen der Runde zu vermeiden: { $pairs }.
seating-shifted-pair = { $player } und { $opponent } (Runde { $round })
forced-rematch = { $a } und { $b } haben in Runde { $round } schon gegeneinander gespielt: Es gab keine Paarung dieser Runde ohne Rematch.
bye = { $player } erhält das Freilos: Von den { $candidates } aktiven Spielern mit den wenigsten Freilosen ({ $byes }) ist { $player } am schlechtesten platziert (Platz { $rank } von { $field }).
manual-change = Der Veranstalter hat diesen Tisch geändert; die Paarungs-Engine hätte ihn anders besetzt.
rank-omw = { $upper } (Platz { $rank }) liegt bei gleichen Match-Punkten ({ $points }) vor { $lower }, entschieden durch OMW%: { $uppervalue } ({ $upperfraction }) gegen { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (Platz { $rank }) liegt bei gleichen Match-Punkten ({ $points }) und gleicher OMW% vor { $lower }, entschieden durch GW%: { $uppervalue } ({ $upperfraction }) gegen { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (Platz { $rank }) liegt bei gleichen Match-Punkten ({ $points }), gleicher OMW% und GW% vor { $lower }, entschieden durch OGW%: { $uppervalue } ({ $upperfraction }) gegen { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (Platz { $rank }) liegt vor { $lower }: Match-Punkte ({ $points }), OMW%, GW% und OGW% sind alle gleich, also entschied die feste Reihenfolge (Namen alphabetisch, ohne Groß- und Kleinschreibung).
rank-fixed-id = { $upper } (Platz { $rank }) liegt vor { $lower }: Match-Punkte ({ $points }), OMW%, GW% und OGW% sind alle gleich und die Namen unterscheiden sich nur in der Groß- und Kleinschreibung, also entschied die feste Reihenfolge nach Spieler-ID: { $upperid } vor { $lowerid }.
