# PlanesForge-forklaringer (RULES.md §2, §4, §5), norsk bokmål.

score-groups = { $a } ({ $apoints } match points) møter { $b } ({ $bpoints } match points).
floated-odd-group = { $player } ble flyttet ned fra poenggruppen med { $from } poeng mot en motstander med { $to }: gruppen hadde { $size } spillere, et odde antall, og { $player } var den lavest plasserte i gruppen.
floated-rematch = { $player } ble flyttet ned fra { $from } til { $to } match points selv om den ideelle paringen holdt hen i sin egen poenggruppe: bare slik kunne en rematch unngås.
slide-kept = Dette bordet er den ideelle paringen i poenggruppen (slide).
rematch-avoided = Slide ble endret: { $player } hadde allerede møtt { $opponent } i runde { $round }.
seating-shifted = Slide ble endret for å unngå rematcher ved andre bord i runden: { $pairs }.
seating-shifted-pair = { $player } og { $opponent } (runde { $round })
forced-rematch = { $a } og { $b } har allerede møtt hverandre i runde { $round }: det fantes ingen paring av denne runden uten rematch.
bye = { $player } får bye: av de { $candidates } aktive spillerne med færrest byer ({ $byes }) er { $player } den lavest plasserte (plass { $rank } av { $field }).
manual-change = Arrangøren har endret dette bordet; paringsmotoren ville ha satt det opp annerledes.
corrected-after-pairing = Etter at denne runden ble paret, rettet arrangøren { $count ->
    [one] et resultat fra en tidligere runde
   *[other] { $count } resultater fra tidligere runder
 }: { $corrections }. En runde som allerede er paret, pares ikke på nytt etter en retting, så disse paringene står; hvert bord forklares ut fra resultatene slik de var da runden ble paret.
corrected-after-pairing-item = runde { $round }, bord { $table } ({ $at })
missed-rounds = { $player } gikk glipp av { $count ->
    [one] én runde
   *[other] { $count } runder
 } (sen påmelding eller gjenopptak): hver teller i MW% som en runde uten poeng, uten motstander og uten kamper, og er ikke en bye.
rank-omw = { $upper } (plass { $rank }) ligger foran { $lower } med like mange match points ({ $points }), avgjort av OMW%: { $uppervalue } ({ $upperfraction }) mot { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (plass { $rank }) ligger foran { $lower } med like mange match points ({ $points }) og lik OMW%, avgjort av GW%: { $uppervalue } ({ $upperfraction }) mot { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (plass { $rank }) ligger foran { $lower } med like mange match points ({ $points }), lik OMW% og GW%, avgjort av OGW%: { $uppervalue } ({ $upperfraction }) mot { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (plass { $rank }) ligger foran { $lower }: match points ({ $points }), OMW%, GW% og OGW% er like, så den faste rekkefølgen avgjorde (navn sammenlignet tegn for tegn etter Unicode-kodepunkt, uten hensyn til store og små bokstaver – ikke alfabetisk).
rank-fixed-id = { $upper } (plass { $rank }) ligger foran { $lower }: match points ({ $points }), OMW%, GW% og OGW% er like, og navnene skiller seg bare i store og små bokstaver, så den faste rekkefølgen avgjorde etter spiller-ID: { $upperid } før { $lowerid }.

## Feil: `title` (per HTTP-status) og `detail` i problem+json-svar.
## Tekniske navn (`player_a`, `after_round`, `Idempotency-Key`) står som i
## API-et.

title-400 = Ugyldig forespørsel
title-401 = Ikke autorisert
title-403 = Forbudt
title-404 = Ikke funnet
title-405 = Metoden er ikke tillatt
title-409 = Konflikt
title-410 = Borte
title-413 = For stor forespørsel
title-415 = Medietypen støttes ikke
title-422 = Forespørselen kan ikke behandles
title-429 = For mange forespørsler
title-500 = Intern serverfeil
title-503 = Tjenesten er utilgjengelig

error-internal = det oppstod en intern feil
error-database-unavailable = databasen er ikke tilgjengelig akkurat nå; prøv igjen om litt
error-storage-unavailable = databasen kan ikke lagre denne endringen nå (disken kan være full); ingenting ble endret, prøv igjen senere
error-not-json = innholdet i forespørselen må være JSON (Content-Type: application/json)
error-not-form = innholdet i forespørselen må være et skjema (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = innholdet i forespørselen er større enn { $limit } byte
error-invalid-body = ugyldig innhold i forespørselen: { $error }
error-body-not-object = innholdet i forespørselen må være et JSON-objekt ({ "{" } … { "}" })
error-malformed-json = ugyldig JSON: { $error }
error-unreadable-body = kan ikke lese innholdet i forespørselen: { $error }
error-body-not-utf8 = innholdet er ikke UTF-8
error-invalid-path-parameter = ugyldig stiparameter: { $error }
error-invalid-path = ugyldig sti: { $error }
error-invalid-query-parameter = ugyldig spørreparameter: { $error }
error-invalid-query = ugyldig spørring: { $error }
error-no-resource = ingen ressurs på { $path }
error-limit-too-small = limit må være minst 1
error-unknown-cursor = ukjent markør { $cursor }

error-auth-header-not-text = Authorization-headeren er ikke gyldig tekst
error-auth-expected-bearer = forventet `Authorization: Bearer <api_key>`
error-auth-required = denne forespørselen krever `Authorization: Bearer <api_key>`
error-unknown-api-key = ukjent API-nøkkel
error-sign-up-closed = registreringen er stengt: send admin-tokenet som Bearer
error-wrong-admin-token = feil admin-token
error-forbidden-tournament = turneringen { $id } tilhører en annen arrangør
error-rate-limited = for mange forespørsler: høyst { $per_minute } i minuttet (støt på { $burst }); prøv igjen om { $retry_after } s
error-idempotency-key-invalid = Idempotency-Key må være { $min } til { $max } synlige ASCII-tegn (send en UUID)
error-too-many-streams = for mange åpne hendelsesstrømmer fra denne adressen: høyst { $limit } samtidig; lukk én eller prøv igjen om { $retry_after } s
error-idempotency-key-reused = denne Idempotency-Key er allerede brukt med en annen forespørsel (metode, sti eller innhold); bruk en ny nøkkel for en ny forespørsel
error-idempotency-in-progress = en forespørsel med denne Idempotency-Key behandles fortsatt; prøv igjen om litt

error-name-empty = navnet { $what ->
    [tournament] på turneringen
    [player] på spilleren
    [organizer] på arrangøren
    [key] på nøkkelen
   *[other] ({ $what })
} er tomt
error-name-too-long = navnet { $what ->
    [tournament] på turneringen
    [player] på spilleren
    [organizer] på arrangøren
    [key] på nøkkelen
   *[other] ({ $what })
} er lengre enn 200 tegn
error-name-control = navnet { $what ->
    [tournament] på turneringen
    [player] på spilleren
    [organizer] på arrangøren
    [key] på nøkkelen
   *[other] ({ $what })
} inneholder kontrolltegn
error-name-bidi = navnet { $what ->
    [tournament] på turneringen
    [player] på spilleren
    [organizer] på arrangøren
    [key] på nøkkelen
   *[other] ({ $what })
} inneholder et tegn som styrer skriveretningen ({ $character }) på plass { $position }; fjern det
error-name-invisible = navnet { $what ->
    [tournament] på turneringen
    [player] på spilleren
    [organizer] på arrangøren
    [key] på nøkkelen
   *[other] ({ $what })
} har ingenting synlig: bare mellomrom, usynlige formateringstegn eller kombinerende tegn
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players må ha 1 til { $max } oppføringer, ikke { $count }
error-planned-rounds = planned_rounds må være mellom 1 og { $max }, ikke { $value }
error-tournament-not-found = ingen turnering { $id }
error-player-not-found = ingen spiller { $id }
error-round-not-found = ingen runde { $round }
error-no-round = ingen runde å vise ennå: ingen er publisert
error-table-not-found = runde { $round } har ikke bord { $table }
error-webhook-not-found = ingen webhook { $id }
error-player-already-dropped = { $player } droppet allerede etter runde { $round }

error-round-still-pairing = runde { $round } pares fortsatt: publiser den og registrer resultatene først
error-round-results-missing = runde { $round } mangler { $missing ->
    [one] 1 resultat
   *[other] { $missing } resultater
}: registrer dem før runde { $next } pares
error-not-enough-players = { $active ->
    [one] 1 aktiv spiller
   *[other] { $active } aktive spillere
}: en runde trenger minst 2
error-round-published = runde { $round } er { $state ->
    [completed] fullført
   *[published] publisert
}: paringene ligger fast
error-round-not-latest = runde { $round } er ikke den siste runden
error-round-not-published = runde { $round } er ikke publisert ennå: publiser den før du registrerer resultater
error-round-frozen = runde { $round } er ikke lenger den siste runden: resultatene er låst
error-playoff-pairings-fixed = runde { $round } er en sluttspillrunde: paringene følger sluttspilloppsettet (/book/nb/pairings-and-standings.html#bracket)
error-playoff-round-has-results = sluttspillrunde { $round } har allerede en walkover: den kan ikke slettes
error-same-player = player_a og player_b er samme spiller
error-player-not-in-round = spiller { $player } er ikke paret i runde { $round }
error-same-players-table = de to spillerne sitter ved samme bord: å bytte dem endrer ingenting
error-same-table = table_a og table_b er samme bord
error-bye-table-swap = bord { $table } er byen, som blir stående etter det siste bordet
error-bye-has-no-result = bord { $table } er byen: det trenger ikke noe resultat
error-next-round-not-completed = runde { $round } mangler resultater: fullfør den før neste runde pares
error-next-playoff-started = top cut startet i runde { $round }: ingen flere Swiss-runder kan pares
error-not-swiss-round = runde { $round } er en sluttspillrunde: den har ingen Swiss-paring

error-result-too-many-wins = ugyldig resultat { $result }: høyst 2 vunne kamper
error-result-too-many-losses = ugyldig resultat { $result }: høyst 2 tapte kamper
error-result-both-won-two = ugyldig resultat { $result }: begge spillerne kan ikke vinne 2 kamper
error-result-too-many-draws = ugyldig resultat { $result }: høyst 3 uavgjorte kamper
error-result-no-games = ugyldig resultat 0-0-0: minst én kamp (avtalt uavgjort er 0-0-3)
error-result-playoff-draw = ugyldig resultat { $result }: en runde i sluttspillet kan ikke ende uavgjort
error-result-playoff-double-loss = ugyldig resultat: en runde i sluttspillet kan ikke ende med dobbelt tap, den må ha en vinner
error-result-double-loss-games = ugyldig resultat { $result }: et dobbelt tap er 0-2-0 for begge spillerne

error-standings-round-not-found = after_round { $requested }: runden finnes ikke (den siste runden er { $last })
error-standings-round-not-completed = after_round { $round }: runde { $round } er ikke fullført
error-standings-overflow = en tiebreaker-brøk er for stor til å representeres nøyaktig

error-cut-size = en top cut på { $size } er umulig: størrelsen må være en toerpotens på minst 2
error-cut-not-enough-players = en top cut på { $size } er umulig med { $active } aktive spillere
error-cut-swiss-unfinished = top cut starter først når den siste Swiss-runden er fullført
error-top-cut-exists = denne turneringen har allerede sin top cut
error-top-cut-not-found = denne turneringen har ingen top cut ennå
error-tournament-finished = turneringen er ferdig: den kan ikke lenger endres
error-round-has-results = runde { $round } kan ikke gå tilbake til paring: registrerte resultater: { $results }, bord med en spillers rapport eller bekreftelse: { $reports }. Fjern de resultatene først (å fjerne et resultat sletter også bordets rapporter), eller rett dem i stedet
error-round-completed = runde { $round } er fullført: resultatene kan rettes, men ikke fjernes, og publiseringen kan ikke lenger trekkes tilbake
error-player-has-played = denne spilleren har allerede sittet ved et bord i en publisert runde: la spilleren droppe i stedet for å fjerne påmeldingen
error-tournament-not-finished = turneringen er ikke ferdig (tilstand { $status }): bare en ferdig turnering kan åpnes igjen
error-top-cut-planned = denne turneringen planlegger en top cut på { $size }: opprett den, eller sett top_cut til 0 før du avslutter
error-top-cut-not-wanted = denne turneringen er satt til å ikke ha top cut (top_cut 0): endre innstillingen først
error-top-cut-started = top cut har startet: dette kan ikke lenger endres
error-invalid-top-cut = top_cut må være null (bestem senere), 0 (ingen) eller en toerpotens på minst 2, ikke { $value }
error-planned-rounds-below-paired = planned_rounds kan ikke være { $value }: { $paired } Swiss-runder er allerede paret
error-planned-rounds-reached = alle { $planned } planlagte Swiss-runder er paret: øk planned_rounds for å pare en til, eller start top cut
error-cut-line-top-cut-started = top cut har startet: det finnes ingen Swiss-runde å gi cut-line-råd om
error-no-round-to-advise = ingen runde skal spilles nå: par (og publiser) neste runde først
error-playoff-not-a-bracket = sluttspillrundene følger ikke sluttspilloppsettet (/book/nb/pairings-and-standings.html#bracket): { $problem }

error-document-json = ugyldig turneringsdokument: { $error }
error-document-format = format: forventet { $expected }, fant { $found }
error-table-number-too-large = runde { $round }: bordnummer { $table } er for stort
error-at-table = runde { $round }, bord { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: ID-en er tom
error-history-duplicate-id = players[{ $index }]: dobbel spiller-ID { $id } (allerede brukt av players[{ $first }])
error-history-too-many-players = players: { $count } spillere er flere enn det som støttes
error-history-drop-after-last = spiller { $player }: dropped_after_round { $dropped } er etter den siste runden ({ $last })
error-history-round-order = rounds[{ $index }]: rundenummer { $found } i feil rekkefølge, forventet { $expected }
error-history-swiss-after-playoff = runde { $round }: en Swiss-runde etter en sluttspillrunde
error-history-incomplete = ikke noe resultat, men runde { $later } finnes allerede
error-history-table-zero = bordnumre starter på 1
error-history-duplicate-table = bord { $table } forekommer to ganger i runden
error-history-unknown-player = ukjent spiller { $player }
error-history-player-twice = spiller { $player } er allerede paret ved bord { $table } i denne runden
error-history-paired-after-drop = spiller { $player } er paret etter å ha droppet (droppet etter runde { $round })
error-history-bye-in-playoff = en sluttspillrunde kan ikke ha bye
error-history-bye-result = en bye er verdt 2-0-0, ikke { $result }
error-history-bye-mismatch = "bye" må være true nøyaktig når player_b er null

error-url-too-long = URL-en er lengre enn 2000 tegn
error-url-invalid = { $url } er ikke en URL: { $error }
error-url-scheme = URL-skjemaet må være http eller https, ikke { $scheme }
error-url-no-host = URL-en har ingen vert
error-url-private = URL-en peker til en lokal eller privat adresse, som denne serveren ikke kaller
error-events-empty = events er tom: abonner på minst én hendelse
error-event-unknown = ukjent hendelse { $event }: forventet en av { $expected }
error-idempotency-replay-unavailable = det første svaret for denne Idempotency-Key kan ikke spilles av på nytt; sjekk ressursen før du prøver igjen med en ny nøkkel
error-idempotency-replay-withheld = forespørselen med denne Idempotency-Key er allerede utført; svaret inneholdt en ny API-nøkkel, som bare vises én gang og ikke spilles av på nytt
error-too-many-players = en turnering har plass til høyst { $max } spillere: den har { $existing }, og { $adding } til får ikke plass
error-too-many-rounds = en turnering har høyst { $max } Swiss-runder; start top cut i stedet
error-document-too-many-rounds = dokumentet har { $swiss } Swiss-runder; høyst { $max } godtas
error-in-round = runde { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } er ikke mulig: fra 1 til { $max }, og ikke færre enn de { $swiss } Swiss-rundene i dokumentet
error-document-top-cut = top_cut: { $top_cut } er verken 0 (ingen top cut) eller en toerpotens på minst 2
error-document-top-cut-mismatch = top_cut { $top_cut } stemmer ikke med sluttspillet, som er en Top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: spiller { $player } kan ikke ha runde { $round } som fraværsrunde (ikke en Swiss-runde i dokumentet, etter at spilleren droppet, eller ikke i stigende rekkefølge)
error-document-round-state = tilstanden "{ $state }" er ikke mulig: { $error }
error-document-state-not-latest = bare den siste runden kan være "pairing" eller "published"
error-document-state-result-in-pairing = en runde som pares, har ingen resultater ennå
error-document-state-published-complete = alle resultater er registrert, så runden er "completed"
error-document-state-completed-incomplete = et resultat mangler
error-document-empty-round = runden har ingen bord
error-document-too-many-byes = en ny bye (bord { $table } har allerede en); en runde har høyst én bye
error-document-paired-in-missed-round = spiller { $player } sitter i en runde som står i spillerens missed_rounds
error-document-player-missing = spiller { $player } (players[{ $index }]) er aktiv i denne runden, men ikke paret: har ikke droppet før den, og runden står ikke i spillerens missed_rounds
error-document-not-enough-players = { $seated } spiller(e) plassert; en Swiss-runde trenger minst 2
error-document-playoff-without-swiss = en sluttspillrunde trenger Swiss-runder før seg: top cut seedes etter Swiss-resultatlisten
error-document-bracket-size = et sluttspill med { $tables } bord følger ikke noe sluttspilloppsett: top cut må være en toerpotens på minst 2 spillere
error-document-bracket-tables = sluttspilloppsettet har { $expected } bord i denne runden, dokumentet { $found }
error-document-bracket-mismatch = sluttspilloppsettet parer her seed { $seed_a } ({ $player_a }) mot seed { $seed_b } ({ $player_b }), den høyest seedede som player_a
error-document-playoff-after-final = en sluttspillrunde etter finalen
error-too-many-webhooks = en arrangør kan registrere høyst { $max } webhooker: slett en før du legger til en ny
error-method-not-allowed = { $method } er ikke tillatt her; tillatt: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } har ikke droppet: bare en spiller som har droppet kan tas inn igjen
error-history-missed-round = spiller { $player }: fraværsrunden { $round } må være en Swiss-runde i turneringen der spilleren ikke er paret, ikke etter droppet, oppgitt én gang i stigende rekkefølge
error-forbidden-organizer = arrangøren { $id } er ikke arrangøren til denne API-nøkkelen
error-insufficient-scope = denne nøkkelen har omfang { $scope }; dette krever en nøkkel med omfang { $need } (boka: Nøkler og omfang)
error-key-not-found = ingen API-nøkkel { $id }
error-last-full-key = { $id } er den siste full-nøkkelen: uten en kan ingen lenger styre nøklene eller endre turneringene; lag en ny full-nøkkel først, trekk så tilbake denne
error-filter-status = status må være registration, swiss, top_cut eller finished, ikke { $value }
error-filter-order = order må være asc eller desc, ikke { $value }
error-filter-since = since må være dato og klokkeslett med forskyvning (2026-12-03T10:00:00Z), ikke { $value }
error-filter-action = action må være en av handlingene i revisjonsloggen (f.eks. result_corrected), ikke { $value }
error-filter-via = via må være api eller console, ikke { $value }
error-unsupported-content-encoding = Content-Encoding { $encoding } for innholdet i forespørselen støttes ikke; send det ukodet eller i en av: { $supported }
error-body-not-decodable = innholdet i forespørselen er ikke gyldige { $encoding }-data, slik Content-Encoding sier
error-book-path = { $path } er ikke en side i veiledningene
error-cors-origin = CORS-preflight avvist: opprinnelsen { $origin } har ikke lov til å kalle dette API-et (PLANESFORGE_CORS_ORIGINS)
error-cors-method = CORS-preflight avvist: den forespurte metoden er ikke tillatt for forespørsler fra andre opprinnelser
error-cors-headers = CORS-preflight avvist: en forespurt header er ikke tillatt for forespørsler fra andre opprinnelser
error-cors-preflight = CORS-preflight avvist: preflight-forespørselen er ugyldig (Origin eller Access-Control-Request-Method mangler eller er ugyldig)
warning-duplicate-name = { $name } har samme navn som { $other }, som ble påmeldt før: godtatt; de utskrevne arkene nummererer dem (#1), (#2), … i påmeldingsrekkefølge

# Turneringsinnstillinger.
error-invalid-language = language må være en av { $codes } (eller null), ikke «{ $value }»
error-invalid-starts-at = «{ $value }» er ikke et RFC 3339-tidspunkt med tidsforskyvning (for eksempel 2026-12-04T19:00:00+01:00 eller 2026-12-04T18:00:00Z)
error-invalid-time-zone = «{ $value }» er ikke en tidssone IANA-databasen kjenner (for eksempel Europe/Berlin)
error-text-too-long = høyst { $max } tegn
error-text-control = kontrolltegn og retningskontrolltegn er ikke tillatt (fant { $character })
error-metadata-not-object = må være et objekt med strenger som verdier, for eksempel {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = høyst { $max } nøkler, ikke { $count }
error-metadata-key = nøkkelen «{ $key }» må ha 1 til { $max } tegn og ingen kontrolltegn
error-metadata-value-not-string = verdien må være en streng

## Arkene som skrives ut (api/templates/print/). Klokkeslettet er serverens, i UTC.
print-round = Runde { $round }
print-kind-swiss = sveitsisk
print-kind-playoff = sluttspill
print-state-pairing = pares
print-state-published = publisert
print-state-completed = ferdig
print-by-table = Paringer etter bord
print-by-name = Paringer etter navn
print-standings = Resultatliste etter runde { $round }
print-final-standings = Endelig resultatliste (topp { $cut }; sveitsisk resultatliste etter runde { $round })
print-starts = Start: { $time }
print-printed = Skrevet ut { $time }
print-time = { $day }.{ $month }.{ $year } kl. { $hour }:{ $minute } { $zone }
print-table = Bord
print-player = Spiller
print-opponent = Motstander
print-result = Resultat
print-record = Bilans
print-record-note = Bilans: seire-tap-uavgjort før denne runden.
print-place = Plass
print-swiss-rank = Sveitsisk plassering
print-rank = Plass
print-points = Match points
print-wld = S-T-U
print-missed = Stått over
print-bye = BYE
print-bye-result = bye
print-double-loss = dobbelt tap
print-dropped = trukket seg
print-slips = Resultatlapper
print-games-won = Vunne spill
print-games-lost = Tapte spill
print-games-drawn = Uavgjorte spill
print-signature = Signatur
print-slip-note = Begge spillerne fyller inn spillene og signerer; lever lappen til arrangøren.
print-slip-online = Eller meld det på spillersiden din: { $url } (lenken på kodelappen din).
print-bracket = Sluttspilltre, topp { $cut }
bracket-final = Finale
bracket-semifinal = Semifinaler
bracket-quarterfinal = Kvartfinaler
bracket-round-of = Runden med { $players } spillere
bracket-champion = Vinner
bracket-seed = Seedet som nr. { $seed }
bracket-vs = mot
bracket-won = { $name } vant { $wins }–{ $losses }
bracket-forfeit = på walkover
bracket-to-come = ikke avgjort ennå
bracket-playing = pågår

# Spillerkoder og spillerens side (RULES.md §12).
error-unknown-player-code = denne koden er ikke en spillers kode (sjekk den, eller be arrangøren om en ny)
error-player-code-forbidden = en spillerkode gjelder bare /api/v1/me; alt annet krever arrangørens nøkkel
error-player-code-required = denne forespørselen krever `Authorization: Player <code>`
error-player-code-guesses = for mange feil koder fra denne adressen eller for denne koden; prøv igjen om { $retry_after } s
player-round = Runde { $round }
player-bye = Du har bye denne runden og skal ikke spille.
player-not-seated = Du er ikke paret i denne runden.
player-result-double-loss = Resultat: dobbelt tap (begge spillerne tapte runden; for deg teller det som 0-2 i kamper)
player-record = Bilans { $wins }-{ $losses }-{ $draws }, { $points } match points
player-rank = Plass { $rank } av { $of } etter runde { $round }
player-final-place = Endelig plassering: { $place }
player-dropped = trukket seg
player-no-round = Ingen runde er publisert ennå. Siden oppdateres når det skjer.
player-finished = Turneringen er ferdig.
player-champion = Vinner: { $name }
player-out-of-playoff = Du er ikke (lenger) med i topp-kuttet: du har ingen kamp denne runden. Plasseringen din står nedenfor.
player-guide-link = Slik fungerer denne siden og turneringen (spillerveiledning)
player-unknown-title = Ukjent kode
player-unknown-text = Denne lenken eller koden hører ikke til en spiller i en pågående turnering. Sammenlign den med lappen din, eller be arrangøren om en ny.
player-wait-title = For mange forsøk
player-wait-text = Denne lenken ble ikke gjenkjent, og det har kommet for mange feil lenker fra nettverket ditt. Vent { $seconds ->
    [one] ett sekund
   *[other] { $seconds } sekunder
}, og sjekk så lenken på lappen din.
player-code-gone = Denne lenken åpner ikke lenger siden din (kanskje arrangøren har gitt deg en ny kode), så siden oppdateres ikke lenger. Bruk lenken på den nyeste lappen din.
slips-title = spillerkoder
slips-scan = Skann for å se bordet ditt og plasseringen din:
slips-code = Kode:
slips-type = Ingen kamera? Åpne denne adressen og skriv inn koden:
player-enter-title = Åpne spillersiden din
player-enter-intro = Skriv inn koden fra lappen din for å se bordet ditt, resultatet ditt og plasseringen din.
player-enter-label = Spillerkoden din
player-enter-hint = 20 bokstaver og sifre, som på lappen. Store og små bokstaver, mellomrom og bindestreker spiller ingen rolle.
player-enter-send = Åpne siden min
player-enter-again = Skriv inn en kode
slips-secret = Hold denne lappen for deg selv: koden er tilgangen din.
slips-no-code = Ingen kode ennå: lag en ny kode for denne spilleren og skriv ut på nytt.
slips-other-key = Denne koden ble laget med en annen servernøkkel: lag en ny og skriv ut på nytt.

# Spillerne rapporterer resultater (RULES.md §12)
error-self-reporting-off = spillerrapportering er slått av for denne turneringen: gi resultatet ditt til arrangøren
error-no-open-match = du har ikke noe resultat å rapportere i en publisert runde
error-result-already-entered = bordet ditt har allerede et resultat: bare arrangøren kan rette det
error-report-disputed = de to rapportene er ulike: arrangøren fører inn resultatet
error-nothing-to-confirm = motstanderen din har ikke rapportert et resultat ennå
error-own-report = du kan ikke bekrefte din egen rapport: det gjør motstanderen din
error-form-fields = skjemaet er ufullstendig: last inn siden på nytt og prøv igjen
player-form-refused-title = Skjemaet ble ikke godtatt
player-form-refused = skjemaet ble ikke godtatt (det kom fra et annet nettsted eller er utløpt): last inn siden på nytt og prøv igjen
player-self-reporting-off = I denne turneringen fører arrangøren inn resultatene.
player-confirm-send = Bekreft dette resultatet
player-report-title = Rapporter resultatet ditt
player-report-wins = Kamper du vant
player-report-losses = Kamper du tapte
player-report-draws = Uavgjorte kamper
player-report-send = Rapporter
player-drop-send = Dropp ut av turneringen
player-done-reported = Rapporten din er lagret.
player-done-confirmed = Resultatet er bekreftet og ført inn.
player-done-dropped = Du har droppet: fra og med neste runde blir du ikke paret.
player-refused = Det gikk ikke. Last inn siden på nytt, eller spør arrangøren.
player-refused-finished = Turneringen er ferdig: ingenting kan rapporteres lenger.
player-refused-dropped = Du har allerede droppet.
player-refused-playoff-draw = En runde i sluttspillet kan ikke ende uavgjort.
player-drop-ask = Fra og med neste runde blir du ikke paret. Runden du spiller nå, teller fortsatt. Droppe nå?
player-drop-yes = Ja, dropp meg
player-drop-no = Nei, tilbake til siden min
number-percent = { $value } %
player-table = Bord { $table }
player-against = mot { $opponent }
player-bye-title = Bye
player-clock-label = Tid igjen
player-extension = Bordet ditt: +{ $time }, slutter { $ends }
player-extension-stopped = Bordet ditt: +{ $time }
player-score-won = du vant { $score }
player-score-lost = du tapte { $score }
player-score-draw = uavgjort, { $score }
player-result-entered = Resultat ført inn: { $result }
player-reported = Du rapporterte: { $result }. Venter på at { $opponent } bekrefter.
player-their-report = { $opponent } rapporterer { $outcome ->
        [win] seier { $theirs } til { $opponent } (for deg: tap { $mine })
        [loss] tap { $theirs } for { $opponent } (for deg: seier { $mine })
       *[draw] uavgjort, { $mine }
    }. Stemmer det?
player-not-right = Nei, det var annerledes
player-change-report = Endre rapporten min
player-won-2-0 = Jeg vant 2–0
player-won-2-1 = Jeg vant 2–1
player-lost-1-2 = Jeg tapte 1–2
player-lost-0-2 = Jeg tapte 0–2
player-draw-1-1 = Uavgjort 1–1
player-other-result = Annet resultat…
player-choose = velg
player-disputed-title = Gå til arrangøren
player-disputed-text = Rapportene deres er ulike, så arrangøren fører inn resultatet.
player-you-reported = Du rapporterte
player-they-reported = { $opponent } rapporterte
player-standing-title = Plasseringen din
player-why-opponent = Hvorfor denne motstanderen
player-why-rank = Hvorfor denne plasseringen
player-opponents-mw = Motstandernes match-win-prosent (MW%); snittet er din OMW%:
player-opponent-mw = Runde { $round }: { $opponent }, { $mw }
player-cut-locked = Du er i topp { $size } på match points uansett hva som skjer denne runden.
player-cut-draw_is_safe = Uavgjort denne runden holder til topp { $size }.
player-cut-win_and_in = En seier denne runden gir deg topp { $size }; uavgjort holder kanskje ikke.
player-cut-tiebreakers_decide = Selv en seier holder kanskje ikke til topp { $size }: tiebreakerne og de andre bordene avgjør.
player-cut-out = På match points kan du ikke lenger nå topp { $size }.
player-refresh = Oppdater
player-new-info = Ny informasjon: trykk for å oppdatere
player-live-paired = Runde { $round } er paret: bord { $table } mot { $opponent }
player-live-updated = Siden din er oppdatert.
# Rundeklokka (RULES.md §13) og skjermen på veggen.
error-clock-round-pairing = runde { $round } pares fortsatt: klokka går først når runden er publisert
error-clock-round-completed = runde { $round } er ferdig: klokka er stoppet
error-clock-already-started = klokka for runde { $round } er allerede startet
error-clock-not-running = klokka for runde { $round } går ikke
error-clock-not-paused = klokka for runde { $round } står ikke på pause
error-clock-started = klokka for runde { $round } er allerede startet: forleng runden i stedet for å endre tidsgrensen
error-no-time-limit = runde { $round } har ingen tidsgrense: sett en først
error-invalid-extension = en forlengelse må være 1 til { $max } sekunder, ikke { $value }
error-invalid-time-limit = en tidsgrense må være 1 til { $max } sekunder, ikke { $value }
error-clock-time-went-back = serverens klokke viser et tidligere tidspunkt enn det siste på klokka for runde { $round }: prøv igjen
error-bye-table-extension = bord { $table } er bye: der er det ingen tid å forlenge
screen-clock-not-started = Klokka er ikke startet
screen-clock-paused = Klokka står på pause
screen-time-up = Tiden er ute
screen-round-completed = Alle resultater er inne
screen-waiting = Venter på paringer

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = hendelse { $id } finnes ikke ennå: den siste hendelsen i denne turneringen er { $latest }
error-events-expired = hendelser etter { $id } er ikke lenger lagret (den eldste er { $oldest }): les turneringen på nytt og åpne strømmen uten id
error-last-event-id = hendelses-id-en { $id } er ikke et heltall

# Innstillingene og rundeklokkene i turneringsdokumentet (format /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } er ikke et tidspunkt etter RFC 3339 (for eksempel 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = runde { $round } er «{ $state }»: bare en publisert runde har en klokke som går; en runde som pares, kan bare ha sin egen tidsgrense, en fullført runde ingen klokke
error-document-clock-no-limit = en runde uten tidsgrense kan ikke ha blitt startet, satt på pause eller forlenget
error-document-clock-order = klokkens tidspunkter henger ikke sammen: en pause kommer etter starten, de avsluttede pausene ligger mellom starten og den pågående pausen (eller nå), og forlengelsene står eldste først
error-document-clock-future = tidspunktet ligger etter serverens nåværende tid

## The organizer's console (/console/)

console-title = PlanesForge-konsoll
console-signed-in-as = Logget inn som
console-scope-note = { $scope }-nøkkel: bare det den kan gjøre, vises
console-keys = API-nøkler
console-keys-scopes = Hver nøkkel har et omfang: read (bare lesing, for et nettsted), results (resultater og rundeklokken: et dommernettbrett) eller full (alt, også nøklene). En nøkkel vises én gang, når den lages.
console-key-scope = Omfang
console-key-last-used = Sist brukt
console-key-never = aldri
console-key-revoke = Trekk tilbake
console-key-revoked = Nøkkelen er trukket tilbake: den avvises fra nå av, og konsollene som ble logget inn med den, er logget ut.
console-key-new = En ny nøkkel
console-key-create = Lag nøkkelen
console-key-made = Den nye nøkkelen, vist bare denne ene gangen: kopier den nå.
console-key-scope-unknown = Velg et omfang: read, results eller full.
console-sign-out = Logg ut
console-sign-out-everywhere = Logg ut overalt
console-sign-in-title = Logg inn i konsollen
console-with-key = Med API-nøkkelen
console-key-label = API-nøkkel
console-key-hint = Nøkkelen butikken fikk da den ble opprettet (den begynner med pf_). Den sendes én gang og vises aldri igjen; denne nettleseren beholder bare en økt.
console-sign-in = Logg inn
console-new-store = Ny butikk
console-store-name = Navn på butikken eller klubben
console-create-store = Opprett butikken og logg inn
console-key-unknown = Denne API-nøkkelen er ukjent. Sjekk at hele nøkkelen ble limt inn.
console-refused-title = Dette skjemaet kan ikke tas imot
console-refused-text = Skjemaet kom fra en annen side eller er utløpt. Åpne siden på nytt og gjenta det du gjorde.
console-not-found-title = Ikke funnet
console-not-found-text = Denne turneringen er ikke blant dine.
console-error-title = Noe gikk galt
console-error-text = Serveren klarte ikke å gjøre dette (feil { $status }). Ingenting ble endret. Prøv igjen; skjer det igjen, si fra til den som driver denne tjenesten.
console-bad-request-title = Dette kan ikke gjøres
console-bad-request-text = Adressen eller skjemaet var ikke det konsollen venter (feil { $status }). Ingenting ble endret. Gå tilbake til listen og prøv igjen derfra.
console-back-to-list = Tilbake til turneringene dine
console-tournaments = Turneringene dine
console-new-tournament = Ny turnering
console-filter = Filtrer etter status
console-all = Alle
console-status-registration = Påmelding
console-status-swiss = Sveitsiske runder
console-status-top_cut = Topp-kutt
console-status-finished = Ferdig
console-none-yet = Ingen turneringer ennå. Opprett den første.
console-col-name = Navn
console-col-status = Status
console-col-players = Spillere
console-col-round = Runde
console-col-created = Opprettet
console-older = Eldre turneringer
console-deleted = Turneringen ble slettet.
console-format = Format
console-format-hint = For eksempel Pauper, Modern, Draft.
console-starts-at = Starter
console-time-zone = Tidssone
console-time-zone-hint = Et sonenavn som Europe/Oslo; tidene på arkene vises i den.
console-location = Sted
console-rounds = Sveitsiske runder
console-rounds-hint = La stå tomt for anbefalingen etter antall spillere.
console-top-cut = Topp-kutt
console-no-top-cut = Ingen topp-kutt
console-language = Språk på arkene
console-language-default = Hver lesers eget
console-create = Opprett
console-cancel = Avbryt
console-not-a-number = Runder og topp-kutt må være hele tall.
console-created = Turneringen er opprettet.
console-players-added = { $count ->
    [one] Én spiller påmeldt.
   *[other] { $count } spillere påmeldt.
}
console-no-names = Skriv minst ett navn.
console-too-many-names = Høyst { $max } navn om gangen.
console-players = Spillere
console-no-players = Ingen spillere ennå.
console-dropped-after = Trakk seg etter runde { $round }
console-playing = Spiller
console-register = Meld på spillere
console-names-label = Navn, ett per linje
console-names-hint = Lim inn en liste eller skriv navnene; hver linje er én spiller. Like navn gir en advarsel.
console-add-players = Meld på
console-open = Åpne
console-open-standings = Stilling til utskrift
console-round = Runde { $round }
console-round-deleted = Runde { $round } ble slettet.
console-result-entered = Bord { $table }: resultat registrert.
console-round-paired = Runden er paret. Sjekk den, og publiser den så.
console-round-published = Runden er publisert: spillerne ser bordene sine.
console-round-unpublished = Runden er tilbake til paring: spillerne ser den ikke lenger.
console-round-repaired = Runden er paret på nytt.
console-result-unreadable = Skriv et bordnummer og et resultat som 2-1, 1-2, 2-0-1, 0-0-3 eller dl (dobbelt tap).
console-state-pairing = pares
console-state-published = publisert
console-state-completed = ferdig
console-pair-next = Par neste runde
console-rounds-heading = Runder
console-no-rounds = Ingen runder ennå.
console-publish = Publiser
console-unpublish = Trekk tilbake
console-repair = Par på nytt
console-delete-round = Slett runden
console-result-box = Registrer et resultat
console-result-hint = Fra første spillers side: 2-1, 1-2, 2-0-1, 0-0-3, eller dl for dobbelt tap. Enter lagrer og går til neste bord som fortsatt spiller.
console-enter = Lagre
console-still-playing = Spiller fortsatt
console-col-time-left = Tid igjen
console-time-up = Tiden er ute
console-finished-tables = Bord med resultat
console-tables = Bord
console-all-results-in = Alle resultatene er inne.
console-col-table = Bord
console-col-player-a = Spiller
console-col-player-b = Motstander
console-col-result = Resultat
console-col-reports = Spillernes rapporter
console-bye = Bye
console-report-reported = rapportert
console-report-confirmed = bekreftet
console-report-disputed = omstridt
console-report-settled = avgjort
console-warnings = Advarsler
console-table-n = Bord { $table }
console-actions = Handlinger
console-print-pairings = Paringer til utskrift (etter bord)
console-print-by-name = Paringer til utskrift (etter navn)
console-screen = Veggskjermen
console-open-slips = Kodelapper for spillerne (alle)
console-col-slip = Kodelapp
console-slip = Skriv ut

console-clock = Klokke
console-clock-not-started = Ikke startet · { $time } å spille
console-clock-running = Går · { $time } igjen
console-clock-paused = På pause · { $time } igjen
console-clock-finished = Over · det var { $time } igjen
console-clock-done = Klokken ble endret.
console-clock-start = Start klokken
console-clock-pause = Pause
console-clock-resume = Fortsett
console-extend-minutes = Ekstra minutter
console-extend-table = Bare dette bordet (valgfritt)
console-extend-table-hint = La feltet stå tomt for å forlenge hele runden; et bordnummer forlenger bare det bordet (en tidsforlengelse fra en dommer).
console-extend = Forleng
console-settle-with = Avgjør: { $result } ifølge { $player }
console-correct-box = Rett et resultat
console-correction-title = Rette resultatet på bord { $table }?
console-correction-line = Bord { $table }: { $old } blir { $new }.
console-correction-later = { $span ->
    [one] Runde { $first } ble paret etter det gamle resultatet og pares ikke på nytt.
   *[several] Rundene { $first } til { $last } ble paret etter det gamle resultatet og pares ikke på nytt.
}
console-correction-audit = Stillingen endres med en gang; revisjonsloggen tar vare på resultatet før og etter.
console-correction-save = Lagre rettelsen
console-remove-title = Fjerne { $player } fra turneringen?
console-remove-line = Spilleren forsvinner fra alle lister, tellinger, ark og stillingen, som om påmeldingen aldri fantes. Bare en spiller som ikke har spilt i en publisert runde, kan fjernes; de andre trekker seg (drop).
console-remove-repair = Hvis runden som pares nå, setter spilleren ved et bord, pares den på nytt uten spilleren.
console-remove = Fjern
console-player-drop = { $player } har trukket seg.
console-player-readmit = { $player } er tatt inn igjen.
console-player-rename = Spilleren heter nå { $player }.
console-player-remove = { $player } ble fjernet.
console-change = Endre
console-new-name = Nytt navn
console-rename = Gi nytt navn
console-readmit = Ta inn igjen
console-drop = Trekk
console-the-end = Slutten på turneringen
console-finish = Avslutt turneringen
console-finish-title = Avslutte { $name }?
console-finish-line = Sluttstillingen ligger fast, og spillerne ser turneringen som ferdig. Den kan åpnes igjen for å rette et resultat.
console-finished = Turneringen er avsluttet.
console-reopen = Åpne turneringen igjen
console-reopened = Turneringen er åpen igjen.
console-delete = Slett turneringen
console-delete-title = Slette { $name }?
console-delete-line = Turneringen, spillerne, rundene, resultatene og revisjonsloggen slettes for godt. Eksporter dokumentet først for å ta vare på en kopi.
console-standings = Stilling
console-after-round = etter runde { $round }
console-champion = Vinner
console-col-rank = Plass
console-col-points = Poeng
console-col-record = Resultater
console-col-why = Hvorfor her
console-dropped = trukket
console-cut-line = Cut-linjen (topp { $size })
console-cut-line-hint = Før runden som avgjør cuten: hva hver spiller trenger, i kamppoeng, uansett hva de andre bordene gjør.
console-col-advice = Trenger
console-cut-locked = Inne uansett
console-cut-draw_is_safe = Uavgjort holder
console-cut-win_and_in = En seier holder
console-cut-tiebreakers_decide = Tiebreakerne avgjør
console-cut-out = Kan ikke nå cuten
console-top-cut-size = Spillere i topp-cuten
console-top-cut-create = Opprett topp-cuten
console-print-bracket = Sluttspilltreet til utskrift
console-swiss-rank = sveitsisk: { $rank }
console-live-changed = Denne siden ble endret på en annen enhet; den oppdateres når du forlater skjemaet.
console-live-updated = Oppdatert med endringer fra en annen enhet.
console-stale = Denne runden ble endret på en annen enhet etter at siden ble vist; ingenting ble gjort. Her er den nå: gjør det igjen hvis du fortsatt vil.
console-audit = Revisjonslogg
console-audit-action = Handling
console-audit-via = Via
console-via-console = Konsoll
console-via-api = API
console-filter-apply = Filtrer
console-audit-empty = Ingen oppføring passer.
console-audit-when = Når (UTC)
console-audit-who = Hvem
console-audit-detail = Hva som endret seg
console-audit-next = Senere oppføringer
console-swap = Bytt
console-swap-first-player = Første spiller
console-swap-second-player = Andre spiller
console-swap-players = Bytt spillerne
console-swap-first-table = Første bord
console-swap-second-table = Andre bord
console-swap-tables = Bytt bordene
console-swapped = Byttet er gjort; runden pares fortsatt.
console-seat = { $player }, bord { $table }
console-interface-language = Konsollens språk
console-interface-language-set = Bytt
console-edit = Rediger turneringen
console-recommended = Anbefalt for { $players } spillere: { $rounds } sveitsiske runder, topp-cut { $cut }.
console-top-cut-later = Bestem senere
console-self-reporting = Spillerne rapporterer egne resultater
console-save = Lagre
console-export = Eksporter dokumentet (en fil å ta vare på)
console-edited = Turneringen er lagret.
console-late-entry = Runde { $round } er allerede paret: hver runde som ble paret før de meldte seg på, teller for de nye spillerne som en tapt runde (ingen kamppoeng, et tap i egen vinnerprosent, ingen motstander, ingen partier); de pares fra neste runde.
console-repaired-for-late = Runde { $round }, som fortsatt ble paret, ble paret på nytt med dem.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = ja
console-no = nei
audit-action-tournament-imported = Turnering importert
audit-action-tournament-updated = Turnering endret
audit-action-tournament-finished = Turnering avsluttet
audit-action-tournament-reopened = Turnering åpnet igjen
audit-action-player-added = Spiller påmeldt
audit-action-player-updated = Spiller endret
audit-action-player-renamed = Spiller har fått nytt navn
audit-action-player-dropped = Spiller har trukket seg
audit-action-player-readmitted = Spiller tatt inn igjen
audit-action-player-removed = Spiller fjernet
audit-action-player-code-rotated = Ny spillerkode
audit-action-round-created = Runde paret
audit-action-round-repaired = Runde paret på nytt
audit-action-round-deleted = Runde slettet
audit-action-players-swapped = Spillere byttet
audit-action-tables-swapped = Bord byttet
audit-action-round-published = Runde publisert
audit-action-round-unpublished = Runde trukket tilbake
audit-action-round-completed = Runde fullført
audit-action-result-entered = Resultat registrert
audit-action-result-corrected = Resultat rettet
audit-action-result-removed = Resultat fjernet
audit-action-result-reported = Resultat rapportert av en spiller
audit-action-result-confirmed = Resultat bekreftet av motstanderen
audit-action-result-disputed = Resultat omstridt
audit-action-top-cut-created = Topp-kutt opprettet
audit-action-playoff-forfeit = Walkover i sluttspillet
audit-action-clock-started = Klokken startet
audit-action-clock-paused = Klokken satt på pause
audit-action-clock-resumed = Klokken startet igjen
audit-action-clock-extended = Klokken forlenget
audit-action-table-extended = Ekstra tid for ett bord
audit-action-clock-limit-set = Rundetid satt
audit-action-clock-settings-changed = Klokkeinnstillinger endret
audit-field-after = etter
audit-field-before = før
audit-field-bye = bye
audit-field-dropped = trukket seg
audit-field-name = navn
audit-field-planned-rounds = planlagte runder
audit-field-player = spiller
audit-field-player-a = spiller
audit-field-player-b = motstander
audit-field-players = spillere
audit-field-reason = årsak
audit-field-reports-removed = spillernes rapporter fjernet
audit-field-result = resultat
audit-field-rounds = runder
audit-field-seconds = sekunder
audit-field-size = størrelse
audit-field-table = bord
audit-field-tables = bordene
audit-field-time-limit-s = rundetid (sekunder)
audit-field-top-cut = topp-kutt
audit-field-warnings = advarsler

## The console's import (on the new-tournament page).
console-import = Importer en turnering
console-import-file = Turneringsdokument (en fil som er eksportert tidligere)
console-import-hint = Filen som lenken «Eksporter dokumentet» i en turnering lagret, eller en fil fra API-et. Den sjekkes først i sin helhet og blir så en ny turnering hos deg; hver spiller får en ny kode.
console-import-button = Importer
console-import-empty = Filen er tom: velg dokumentet som «Eksporter dokumentet» lagret.
console-import-unreadable = Skjemaet kunne ikke leses ({ $reason }).
console-imported = Turneringen er importert. Hver spiller har en ny kode: skriv ut kodelappene på nytt.
