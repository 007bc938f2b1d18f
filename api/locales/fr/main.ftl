# Explications de PlanesForge (rules.md §2, §4, §5), français.

score-groups = { $a } ({ $apoints } points de match) joue contre { $b } ({ $bpoints } points de match).
floated-odd-group = { $player } est descendu du groupe de points à { $from } points contre un adversaire à { $to } : ce groupe comptait { $size } joueurs, un nombre impair, et { $player } en était le moins bien classé.
floated-rematch = { $player } est descendu de { $from } à { $to } points de match alors que l’appariement idéal le gardait dans son groupe de points : c’était le seul moyen d’éviter une revanche.
slide-kept = Cette table est l’appariement idéal du groupe de points (le glissement).
rematch-avoided = Le glissement a été modifié : { $player } avait déjà joué contre { $opponent } à la ronde { $round }.
seating-shifted = Le glissement a été modifié pour éviter des revanches à d’autres tables de la ronde : { $pairs }.
seating-shifted-pair = { $player } et { $opponent } (ronde { $round })
forced-rematch = { $a } et { $b } se sont déjà affrontés à la ronde { $round } : aucun appariement de cette ronde sans revanche n’existait.
bye = { $player } reçoit le bye : parmi les { $candidates } joueurs actifs ayant eu le moins de byes ({ $byes }), { $player } est le moins bien classé (place { $rank } sur { $field }).
manual-change = L’organisateur a modifié cette table ; le moteur d’appariement l’aurait composée autrement.
rank-omw = { $upper } (place { $rank }) devance { $lower } à égalité de points de match ({ $points }), départagé par l’OMW% : { $uppervalue } ({ $upperfraction }) contre { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (place { $rank }) devance { $lower } à égalité de points de match ({ $points }) et d’OMW%, départagé par le GW% : { $uppervalue } ({ $upperfraction }) contre { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (place { $rank }) devance { $lower } à égalité de points de match ({ $points }), d’OMW% et de GW%, départagé par l’OGW% : { $uppervalue } ({ $upperfraction }) contre { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (place { $rank }) devance { $lower } : points de match ({ $points }), OMW%, GW% et OGW% sont tous égaux, c’est donc l’ordre fixe qui a décidé (noms par ordre alphabétique, sans tenir compte des majuscules).
rank-fixed-id = { $upper } (place { $rank }) devance { $lower } : points de match ({ $points }), OMW%, GW% et OGW% sont tous égaux et les noms ne diffèrent que par les majuscules, c’est donc l’ordre fixe qui a décidé par l’identifiant du joueur : { $upperid } avant { $lowerid }.
