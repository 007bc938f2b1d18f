# PlanesForge-forklaringer (rules.md §2, §4, §5), norsk bokmål.

score-groups = { $a } ({ $apoints } matchpoeng) møter { $b } ({ $bpoints } matchpoeng).
floated-odd-group = { $player } ble flyttet ned fra poenggruppen med { $from } poeng mot en motstander med { $to }: gruppen hadde { $size } spillere, et odde antall, og { $player } var den lavest plasserte i gruppen.
floated-rematch = { $player } ble flyttet ned fra { $from } til { $to } matchpoeng selv om den ideelle paringen holdt hen i sin egen poenggruppe: bare slik kunne en rematch unngås.
slide-kept = Dette bordet er den ideelle paringen i poenggruppen (slide).
rematch-avoided = Slide ble endret: { $player } hadde allerede møtt { $opponent } i runde { $round }.
seating-shifted = Slide ble endret for å unngå rematcher ved andre bord i runden: { $pairs }.
seating-shifted-pair = { $player } og { $opponent } (runde { $round })
forced-rematch = { $a } og { $b } har allerede møtt hverandre i runde { $round }: det fantes ingen paring av denne runden uten rematch.
bye = { $player } får bye: av de { $candidates } aktive spillerne med færrest byer ({ $byes }) er { $player } den lavest plasserte (plass { $rank } av { $field }).
manual-change = Arrangøren har endret dette bordet; paringsmotoren ville ha satt det opp annerledes.
rank-omw = { $upper } (plass { $rank }) ligger foran { $lower } med like mange matchpoeng ({ $points }), avgjort av OMW%: { $uppervalue } ({ $upperfraction }) mot { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (plass { $rank }) ligger foran { $lower } med like mange matchpoeng ({ $points }) og lik OMW%, avgjort av GW%: { $uppervalue } ({ $upperfraction }) mot { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (plass { $rank }) ligger foran { $lower } med like mange matchpoeng ({ $points }), lik OMW% og GW%, avgjort av OGW%: { $uppervalue } ({ $upperfraction }) mot { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (plass { $rank }) ligger foran { $lower }: matchpoeng ({ $points }), OMW%, GW% og OGW% er like, så den faste rekkefølgen avgjorde (navn i alfabetisk rekkefølge, uten hensyn til store og små bokstaver).
rank-fixed-id = { $upper } (plass { $rank }) ligger foran { $lower }: matchpoeng ({ $points }), OMW%, GW% og OGW% er like, og navnene skiller seg bare i store og små bokstaver, så den faste rekkefølgen avgjorde etter spiller-ID: { $upperid } før { $lowerid }.
