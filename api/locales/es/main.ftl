# Explicaciones de PlanesForge (rules.md §2, §4, §5), español.

score-groups = { $a } ({ $apoints } puntos de partida) juega contra { $b } ({ $bpoints } puntos de partida).
floated-odd-group = { $player } bajó del grupo de puntuación de { $from } puntos contra un oponente con { $to }: ese grupo tenía { $size } jugadores, un número impar, y { $player } era el peor clasificado del grupo.
floated-rematch = { $player } bajó de { $from } a { $to } puntos de partida aunque el emparejamiento ideal lo mantenía en su grupo de puntuación: solo así se evitaba una revancha.
slide-kept = Esta mesa es el emparejamiento ideal del grupo de puntuación (el deslizamiento).
rematch-avoided = Se cambió el deslizamiento: { $player } ya había jugado contra { $opponent } en la ronda { $round }.
seating-shifted = Se cambió el deslizamiento para evitar revanchas en otras mesas de la ronda: { $pairs }.
seating-shifted-pair = { $player } y { $opponent } (ronda { $round })
forced-rematch = { $a } y { $b } ya jugaron entre sí en la ronda { $round }: no existía ningún emparejamiento de esta ronda sin revancha.
bye = { $player } recibe el bye: de los { $candidates } jugadores activos con menos byes ({ $byes }), { $player } es el peor clasificado (puesto { $rank } de { $field }).
manual-change = El organizador cambió esta mesa; el motor de emparejamientos la habría formado de otra manera.
rank-omw = { $upper } (puesto { $rank }) va por delante de { $lower } con los mismos puntos de partida ({ $points }), decidido por el OMW%: { $uppervalue } ({ $upperfraction }) frente a { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (puesto { $rank }) va por delante de { $lower } con los mismos puntos de partida ({ $points }) y el mismo OMW%, decidido por el GW%: { $uppervalue } ({ $upperfraction }) frente a { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (puesto { $rank }) va por delante de { $lower } con los mismos puntos de partida ({ $points }), OMW% y GW%, decidido por el OGW%: { $uppervalue } ({ $upperfraction }) frente a { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (puesto { $rank }) va por delante de { $lower }: puntos de partida ({ $points }), OMW%, GW% y OGW% son iguales, así que decidió el orden fijo (nombres por orden alfabético, sin distinguir mayúsculas).
rank-fixed-id = { $upper } (puesto { $rank }) va por delante de { $lower }: puntos de partida ({ $points }), OMW%, GW% y OGW% son iguales y los nombres solo difieren en mayúsculas, así que el orden fijo decidió por el id del jugador: { $upperid } antes de { $lowerid }.
