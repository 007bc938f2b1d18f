# Spiegazioni di PlanesForge (rules.md §2, §4, §5), italiano.

score-groups = { $a } ({ $apoints } punti partita) gioca contro { $b } ({ $bpoints } punti partita).
floated-odd-group = { $player } è sceso dal gruppo di punteggio con { $from } punti contro un avversario con { $to }: quel gruppo aveva { $size } giocatori, un numero dispari, e { $player } era il peggio classificato.
floated-rematch = { $player } è sceso da { $from } a { $to } punti partita anche se l'abbinamento ideale lo teneva nel suo gruppo di punteggio: solo così si evitava un rematch.
slide-kept = Questo tavolo è l'abbinamento ideale del gruppo di punteggio (lo slide).
rematch-avoided = Lo slide è stato modificato: { $player } aveva già giocato contro { $opponent } nel turno { $round }.
seating-shifted = Lo slide è stato modificato per evitare rematch ad altri tavoli del turno: { $pairs }.
seating-shifted-pair = { $player } e { $opponent } (turno { $round })
forced-rematch = { $a } e { $b } hanno già giocato l'uno contro l'altro nel turno { $round }: non esisteva un abbinamento di questo turno senza rematch.
bye = { $player } riceve il bye: tra i { $candidates } giocatori attivi con meno bye ({ $byes }), { $player } è il peggio classificato (posizione { $rank } su { $field }).
manual-change = L'organizzatore ha modificato questo tavolo; il motore di abbinamento lo avrebbe composto diversamente.
rank-omw = { $upper } (posizione { $rank }) precede { $lower } a parità di punti partita ({ $points }), deciso dalla OMW%: { $uppervalue } ({ $upperfraction }) contro { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (posizione { $rank }) precede { $lower } a parità di punti partita ({ $points }) e di OMW%, deciso dalla GW%: { $uppervalue } ({ $upperfraction }) contro { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (posizione { $rank }) precede { $lower } a parità di punti partita ({ $points }), OMW% e GW%, deciso dalla OGW%: { $uppervalue } ({ $upperfraction }) contro { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (posizione { $rank }) precede { $lower }: punti partita ({ $points }), OMW%, GW% e OGW% sono tutti uguali, quindi ha deciso l'ordine fisso (nomi in ordine alfabetico, senza distinguere maiuscole e minuscole).
rank-fixed-id = { $upper } (posizione { $rank }) precede { $lower }: punti partita ({ $points }), OMW%, GW% e OGW% sono tutti uguali e i nomi differiscono solo per maiuscole e minuscole, quindi l'ordine fisso ha deciso con l'id del giocatore: { $upperid } prima di { $lowerid }.
