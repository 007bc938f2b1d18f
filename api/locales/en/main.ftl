# PlanesForge explanations (rules.md §2, §4, §5), English: the reference
# catalogue. Every message here exists in every language, with the same
# placeholders.

score-groups = { $a } ({ $apoints } match points) plays { $b } ({ $bpoints } match points).
floated-odd-group = { $player } floated down from the { $from }-point score group to an opponent with { $to }: that group had { $size } players, an odd number, and { $player } was its lowest-ranked player.
floated-rematch = { $player } floated down from { $from } to { $to } match points although the ideal seating kept them in their score group: only so could a rematch be avoided.
slide-kept = This table is the ideal seating of the score group (the slide).
rematch-avoided = The slide was changed: { $player } had already played { $opponent } in round { $round }.
seating-shifted = The slide was changed to avoid rematches elsewhere in the round: { $pairs }.
seating-shifted-pair = { $player } and { $opponent } (round { $round })
forced-rematch = { $a } and { $b } already played each other in round { $round }: no pairing of this round without a rematch existed.
bye = { $player } gets the bye: of the { $candidates } active players with the fewest byes ({ $byes }), { $player } is the lowest-ranked (rank { $rank } of { $field }).
manual-change = The organizer changed this table; the pairing engine would have seated it differently.
rank-omw = { $upper } (rank { $rank }) is ahead of { $lower } with equal match points ({ $points }), decided by OMW%: { $uppervalue } ({ $upperfraction }) against { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (rank { $rank }) is ahead of { $lower } with equal match points ({ $points }) and equal OMW%, decided by GW%: { $uppervalue } ({ $upperfraction }) against { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (rank { $rank }) is ahead of { $lower } with equal match points ({ $points }), OMW% and GW%, decided by OGW%: { $uppervalue } ({ $upperfraction }) against { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (rank { $rank }) is ahead of { $lower }: match points ({ $points }), OMW%, GW% and OGW% are all equal, so the fixed order decided (names in alphabetical order, ignoring case).
rank-fixed-id = { $upper } (rank { $rank }) is ahead of { $lower }: match points ({ $points }), OMW%, GW% and OGW% are all equal and the names differ only in case, so the fixed order decided by player id: { $upperid } before { $lowerid }.
