# PlanesForge-Erklärungen (RULES.md §2, §4, §5), Deutsch.

score-groups = { $a } ({ $apoints } Matchpunkte) spielt gegen { $b } ({ $bpoints } Matchpunkte).
floated-odd-group = { $player } wurde aus der Punktgruppe mit { $from } Punkten gegen einen Gegner mit { $to } nach unten gepaart: Die Gruppe hatte { $size } Spieler, eine ungerade Zahl, und { $player } war darin am schlechtesten platziert.
floated-rematch = { $player } wurde von { $from } auf { $to } Matchpunkte nach unten gepaart, obwohl die ideale Paarung in der eigenen Punktgruppe geblieben wäre: Nur so ließ sich ein Rematch vermeiden.
slide-kept = Dieser Tisch ist die ideale Paarung der Punktgruppe (der Slide).
rematch-avoided = Der Slide wurde geändert: { $player } hatte in Runde { $round } bereits gegen { $opponent } gespielt.
seating-shifted = Der Slide wurde geändert, um Rematches an anderen Tischen der Runde zu vermeiden: { $pairs }.
seating-shifted-pair = { $player } und { $opponent } (Runde { $round })
forced-rematch = { $a } und { $b } haben in Runde { $round } schon gegeneinander gespielt: Es gab keine Paarung dieser Runde ohne Rematch.
bye = { $player } erhält das Freilos: Von den { $candidates } aktiven Spielern mit den wenigsten Freilosen ({ $byes }) ist { $player } am schlechtesten platziert (Platz { $rank } von { $field }).
manual-change = Der Veranstalter hat diesen Tisch geändert; die Paarungs-Engine hätte ihn anders besetzt.
corrected-after-pairing = Nachdem diese Runde gepaart war, hat der Veranstalter { $count ->
    [one] ein Ergebnis einer früheren Runde
   *[other] { $count } Ergebnisse früherer Runden
 } korrigiert: { $corrections }. Eine bereits gepaarte Runde wird nach einer Korrektur nicht neu gepaart, diese Paarungen bleiben also; jeder Tisch wird mit den Ergebnissen erklärt, die beim Paaren der Runde galten.
corrected-after-pairing-item = Runde { $round }, Tisch { $table } ({ $at })
missed-rounds = { $player } hat { $count ->
    [one] eine Runde
   *[other] { $count } Runden
 } verpasst (späte Anmeldung oder Wiederaufnahme): jede zählt in der MW% als Runde ohne Punkte, ohne Gegner und ohne Spiele, und ist kein Freilos.
rank-omw = { $upper } (Platz { $rank }) liegt bei gleichen Matchpunkten ({ $points }) vor { $lower }, entschieden durch OMW%: { $uppervalue } ({ $upperfraction }) gegen { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (Platz { $rank }) liegt bei gleichen Matchpunkten ({ $points }) und gleicher OMW% vor { $lower }, entschieden durch GW%: { $uppervalue } ({ $upperfraction }) gegen { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (Platz { $rank }) liegt bei gleichen Matchpunkten ({ $points }), gleicher OMW% und GW% vor { $lower }, entschieden durch OGW%: { $uppervalue } ({ $upperfraction }) gegen { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (Platz { $rank }) liegt vor { $lower }: Matchpunkte ({ $points }), OMW%, GW% und OGW% sind alle gleich, also entschied die feste Reihenfolge (Namen Zeichen für Zeichen nach Unicode-Codepunkt verglichen, ohne Groß- und Kleinschreibung – nicht alphabetisch).
rank-fixed-id = { $upper } (Platz { $rank }) liegt vor { $lower }: Matchpunkte ({ $points }), OMW%, GW% und OGW% sind alle gleich und die Namen unterscheiden sich nur in der Groß- und Kleinschreibung, also entschied die feste Reihenfolge nach Spieler-ID: { $upperid } vor { $lowerid }.

## Fehler: `title` (je HTTP-Status) und `detail` der problem+json-Antworten.
## Technische Namen (`player_a`, `after_round`, `Idempotency-Key`) bleiben
## wie in der API.

title-400 = Ungültige Anfrage
title-401 = Nicht autorisiert
title-403 = Verboten
title-404 = Nicht gefunden
title-405 = Methode nicht erlaubt
title-409 = Konflikt
title-410 = Nicht mehr vorhanden
title-413 = Anfrage zu groß
title-415 = Nicht unterstützter Medientyp
title-422 = Nicht verarbeitbare Anfrage
title-429 = Zu viele Anfragen
title-500 = Interner Serverfehler
title-503 = Dienst nicht verfügbar

error-internal = Ein interner Fehler ist aufgetreten.
error-database-unavailable = Die Datenbank ist gerade nicht erreichbar; bitte gleich noch einmal versuchen.
error-storage-unavailable = Die Datenbank kann diese Änderung gerade nicht speichern (vielleicht ist ihr Datenträger voll); nichts wurde geändert, später erneut versuchen.
error-not-json = Der Anfragekörper muss JSON sein (Content-Type: application/json).
error-not-form = Der Anfragekörper muss ein Formular sein (Content-Type: application/x-www-form-urlencoded).
error-body-too-large = Der Anfragekörper ist größer als { $limit } Bytes.
error-invalid-body = Ungültiger Anfragekörper: { $error }
error-body-not-object = Der Anfragekörper muss ein JSON-Objekt sein ({ "{" } … { "}" }).
error-malformed-json = Fehlerhaftes JSON: { $error }
error-unreadable-body = Der Anfragekörper kann nicht gelesen werden: { $error }
error-body-not-utf8 = Der Anfragekörper ist kein UTF-8.
error-invalid-path-parameter = Ungültiger Pfadparameter: { $error }
error-invalid-path = Ungültiger Pfad: { $error }
error-invalid-query-parameter = Ungültiger Abfrageparameter: { $error }
error-invalid-query = Ungültige Abfrage: { $error }
error-no-resource = Unter { $path } gibt es keine Ressource.
error-limit-too-small = limit muss mindestens 1 sein.
error-unknown-cursor = Unbekannter Cursor { $cursor }.

error-auth-header-not-text = Der Authorization-Header ist kein gültiger Text.
error-auth-expected-bearer = Erwartet wird `Authorization: Bearer <api_key>`.
error-auth-required = Diese Anfrage braucht `Authorization: Bearer <api_key>`.
error-unknown-api-key = Unbekannter API-Schlüssel.
error-sign-up-closed = Die Registrierung ist geschlossen: Sende das Admin-Token als Bearer.
error-wrong-admin-token = Falsches Admin-Token.
error-forbidden-tournament = Das Turnier { $id } gehört einem anderen Veranstalter.
error-rate-limited = Zu viele Anfragen: höchstens { $per_minute } pro Minute (Bursts von { $burst }); erneut versuchen in { $retry_after } s.
error-idempotency-key-invalid = Idempotency-Key muss aus { $min } bis { $max } sichtbaren ASCII-Zeichen bestehen (am besten eine UUID).
error-too-many-streams = Zu viele offene Ereignis-Streams von dieser Adresse: höchstens { $limit } gleichzeitig; einen schließen oder in { $retry_after } s erneut versuchen.
error-idempotency-key-reused = Dieser Idempotency-Key wurde schon für eine andere Anfrage (Methode, Pfad oder Körper) verwendet; für eine neue Anfrage einen neuen Schlüssel nehmen.
error-idempotency-in-progress = Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet; bitte gleich noch einmal versuchen.

error-name-empty = Der Name { $what ->
    [tournament] des Turniers
    [player] des Spielers
    [organizer] des Veranstalters
    [key] des Schlüssels
   *[other] ({ $what })
} ist leer.
error-name-too-long = Der Name { $what ->
    [tournament] des Turniers
    [player] des Spielers
    [organizer] des Veranstalters
    [key] des Schlüssels
   *[other] ({ $what })
} ist länger als 200 Zeichen.
error-name-control = Der Name { $what ->
    [tournament] des Turniers
    [player] des Spielers
    [organizer] des Veranstalters
    [key] des Schlüssels
   *[other] ({ $what })
} enthält Steuerzeichen.
error-name-bidi = Der Name { $what ->
    [tournament] des Turniers
    [player] des Spielers
    [organizer] des Veranstalters
    [key] des Schlüssels
   *[other] ({ $what })
} enthält an Position { $position } ein Steuerzeichen für die Schreibrichtung ({ $character }); bitte entfernen.
error-name-invisible = Der Name { $what ->
    [tournament] des Turniers
    [player] des Spielers
    [organizer] des Veranstalters
    [key] des Schlüssels
   *[other] ({ $what })
} enthält nichts Sichtbares: nur Leerzeichen, unsichtbare Formatzeichen oder Kombinationszeichen.
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players muss 1 bis { $max } Einträge enthalten, nicht { $count }.
error-planned-rounds = planned_rounds muss zwischen 1 und { $max } liegen, nicht { $value }.
error-tournament-not-found = Kein Turnier { $id }.
error-player-not-found = Kein Spieler { $id }.
error-round-not-found = Keine Runde { $round }.
error-no-round = Noch keine Runde anzuzeigen: Es wurde noch keine veröffentlicht.
error-table-not-found = Runde { $round } hat keinen Tisch { $table }.
error-webhook-not-found = Kein Webhook { $id }.
error-player-already-dropped = { $player } hat bereits nach Runde { $round } gedroppt.

error-round-still-pairing = Runde { $round } wird noch gepaart: erst veröffentlichen und ihre Ergebnisse eintragen.
error-round-results-missing = In Runde { $round } { $missing ->
    [one] fehlt noch 1 Ergebnis
   *[other] fehlen noch { $missing } Ergebnisse
}: erst eintragen, dann Runde { $next } paaren.
error-not-enough-players = { $active ->
    [one] 1 aktiver Spieler
   *[other] { $active } aktive Spieler
}: Eine Runde braucht mindestens 2.
error-round-published = Runde { $round } ist { $state ->
    [completed] abgeschlossen
   *[published] veröffentlicht
}: Ihre Paarungen stehen fest.
error-round-not-latest = Runde { $round } ist nicht die letzte Runde.
error-round-not-published = Runde { $round } ist noch nicht veröffentlicht: erst veröffentlichen, dann Ergebnisse eintragen.
error-round-frozen = Runde { $round } ist nicht mehr die letzte Runde: Ihre Ergebnisse sind eingefroren.
error-playoff-pairings-fixed = Runde { $round } ist eine Playoff-Runde: Ihre Paarungen folgen dem Turnierbaum (/book/de/pairings-and-standings.html#bracket).
error-playoff-round-has-results = In der Playoff-Runde { $round } ist schon ein kampfloser Sieg eingetragen: Sie kann nicht gelöscht werden.
error-same-player = player_a und player_b sind derselbe Spieler.
error-player-not-in-round = Spieler { $player } ist in Runde { $round } nicht gepaart.
error-same-players-table = Die beiden Spieler sitzen am selben Tisch: Ein Tausch ändert nichts.
error-same-table = table_a und table_b sind derselbe Tisch.
error-bye-table-swap = Tisch { $table } ist das Freilos, das hinter dem letzten Tisch bleibt.
error-bye-has-no-result = Tisch { $table } ist das Freilos: Es braucht kein Ergebnis.
error-next-round-not-completed = In Runde { $round } fehlen Ergebnisse: erst abschließen, dann die nächste Runde paaren.
error-next-playoff-started = Der Top Cut hat in Runde { $round } begonnen: Es können keine Schweizer Runden mehr gepaart werden.
error-not-swiss-round = Runde { $round } ist eine Playoff-Runde: Sie hat keine Schweizer Paarung.

error-result-too-many-wins = Unzulässiges Ergebnis { $result }: höchstens 2 gewonnene Spiele.
error-result-too-many-losses = Unzulässiges Ergebnis { $result }: höchstens 2 verlorene Spiele.
error-result-both-won-two = Unzulässiges Ergebnis { $result }: Es können nicht beide Spieler 2 Spiele gewinnen.
error-result-too-many-draws = Unzulässiges Ergebnis { $result }: höchstens 3 unentschiedene Spiele.
error-result-no-games = Unzulässiges Ergebnis 0-0-0: mindestens ein Spiel (ein vereinbartes Unentschieden ist 0-0-3).
error-result-playoff-draw = Unzulässiges Ergebnis { $result }: Ein Playoff-Match kann nicht unentschieden enden.
error-result-playoff-double-loss = Unzulässiges Ergebnis: Ein Playoff-Match kann nicht mit einer doppelten Niederlage enden, es braucht einen Sieger.
error-result-double-loss-games = Unzulässiges Ergebnis { $result }: Eine doppelte Niederlage steht für beide Spieler 0-2-0.

error-standings-round-not-found = after_round { $requested }: Diese Runde gibt es nicht (die letzte Runde ist { $last }).
error-standings-round-not-completed = after_round { $round }: Runde { $round } ist nicht abgeschlossen.
error-standings-overflow = Ein Tiebreaker-Bruch ist zu groß, um ihn exakt darzustellen.

error-cut-size = Ein Top Cut von { $size } ist unmöglich: Die Größe muss eine Zweierpotenz von mindestens 2 sein.
error-cut-not-enough-players = Ein Top Cut von { $size } ist mit { $active } aktiven Spielern unmöglich.
error-cut-swiss-unfinished = Der Top Cut beginnt erst, wenn die letzte Schweizer Runde abgeschlossen ist.
error-top-cut-exists = Dieses Turnier hat seinen Top Cut schon.
error-top-cut-not-found = Dieses Turnier hat noch keinen Top Cut.
error-tournament-finished = Das Turnier ist beendet: Es kann nicht mehr geändert werden.
error-round-has-results = Runde { $round } kann nicht zurück in die Paarung: eingetragene Ergebnisse: { $results }, Tische mit Meldung oder Bestätigung eines Spielers: { $reports }. Entfernen Sie diese Ergebnisse zuerst (das Entfernen eines Ergebnisses löscht auch die Meldungen des Tisches) oder korrigieren Sie sie stattdessen.
error-round-completed = Runde { $round } ist abgeschlossen: Ihre Ergebnisse können korrigiert, aber nicht entfernt werden, und die Veröffentlichung lässt sich nicht mehr zurücknehmen.
error-player-has-played = Dieser Spieler saß bereits in einer veröffentlichten Runde an einem Tisch: Lassen Sie ihn droppen, statt die Anmeldung zu entfernen.
error-tournament-not-finished = Das Turnier ist nicht beendet (Zustand { $status }): Nur ein beendetes Turnier kann wieder geöffnet werden.
error-top-cut-planned = Dieses Turnier plant einen Top Cut von { $size }: Erstelle ihn, oder setze top_cut auf 0, bevor du es beendest.
error-top-cut-not-wanted = Dieses Turnier ist ohne Top Cut eingestellt (top_cut 0): Ändere zuerst die Einstellung.
error-top-cut-started = Der Top Cut hat begonnen: Das lässt sich nicht mehr ändern.
error-invalid-top-cut = top_cut muss null (später entscheiden), 0 (keiner) oder eine Zweierpotenz von mindestens 2 sein, nicht { $value }.
error-planned-rounds-below-paired = planned_rounds kann nicht { $value } sein: { $paired } Schweizer Runden sind schon gepaart.
error-planned-rounds-reached = Alle { $planned } geplanten Schweizer Runden sind gepaart: Erhöhe planned_rounds, um eine weitere zu paaren, oder starte den Top Cut.
error-cut-line-top-cut-started = Der Top Cut hat begonnen: Es gibt keine Schweizer Runde mehr für eine Cut-Auskunft.
error-no-round-to-advise = Gerade steht keine Runde an: erst die nächste Runde paaren (und veröffentlichen).
error-playoff-not-a-bracket = Die Playoff-Runden folgen nicht dem Turnierbaum (/book/de/pairings-and-standings.html#bracket): { $problem }

error-document-json = Fehlerhaftes Turnierdokument: { $error }
error-document-format = format: erwartet { $expected }, gefunden { $found }.
error-table-number-too-large = Runde { $round }: Die Tischnummer { $table } ist zu groß.
error-at-table = Runde { $round }, Tisch { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: Die ID ist leer.
error-history-duplicate-id = players[{ $index }]: doppelte Spieler-ID { $id } (schon vergeben an players[{ $first }]).
error-history-too-many-players = players: { $count } Spieler sind mehr als unterstützt.
error-history-drop-after-last = Spieler { $player }: dropped_after_round { $dropped } liegt nach der letzten Runde ({ $last }).
error-history-round-order = rounds[{ $index }]: Rundennummer { $found } außer der Reihe, erwartet { $expected }.
error-history-swiss-after-playoff = Runde { $round }: eine Schweizer Runde nach einer Playoff-Runde.
error-history-incomplete = kein Ergebnis, aber Runde { $later } gibt es schon.
error-history-table-zero = Tischnummern beginnen bei 1.
error-history-duplicate-table = Tisch { $table } kommt in der Runde zweimal vor.
error-history-unknown-player = unbekannter Spieler { $player }.
error-history-player-twice = Spieler { $player } ist in dieser Runde schon an Tisch { $table } gepaart.
error-history-paired-after-drop = Spieler { $player } ist nach seinem Drop gepaart (gedroppt nach Runde { $round }).
error-history-bye-in-playoff = Eine Playoff-Runde kann kein Freilos haben.
error-history-bye-result = Ein Freilos zählt 2-0-0, nicht { $result }.
error-history-bye-mismatch = "bye" muss genau dann true sein, wenn player_b null ist.

error-url-too-long = Die URL ist länger als 2000 Zeichen.
error-url-invalid = { $url } ist keine URL: { $error }
error-url-scheme = Das URL-Schema muss http oder https sein, nicht { $scheme }.
error-url-no-host = Die URL hat keinen Host.
error-url-private = Die URL zeigt auf eine lokale oder private Adresse, die dieser Server nicht aufruft.
error-events-empty = events ist leer: Abonniere mindestens ein Ereignis.
error-event-unknown = Unbekanntes Ereignis { $event }: erwartet wird eines von { $expected }.
error-idempotency-replay-unavailable = Die erste Antwort zu diesem Idempotency-Key kann nicht wiederholt werden. Prüfe die Ressource, bevor du es mit einem neuen Schlüssel erneut versuchst.
error-idempotency-replay-withheld = Die Anfrage mit diesem Idempotency-Key wurde schon ausgeführt. Ihre Antwort enthielt einen neuen API-Schlüssel, der nur einmal gezeigt und nicht wiederholt wird.
error-too-many-players = Ein Turnier fasst höchstens { $max } Spieler: Es hat { $existing }, und { $adding } weitere passen nicht mehr hinein.
error-too-many-rounds = Ein Turnier hat höchstens { $max } Schweizer Runden. Starte stattdessen den Top Cut.
error-document-too-many-rounds = Das Dokument enthält { $swiss } Schweizer Runden; angenommen werden höchstens { $max }.
error-in-round = Runde { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } ist nicht möglich: erlaubt sind 1 bis { $max }, und nicht weniger als die { $swiss } Schweizer Runden des Dokuments.
error-document-top-cut = top_cut: { $top_cut } ist weder 0 (kein Top Cut) noch eine Zweierpotenz ab 2.
error-document-top-cut-mismatch = top_cut { $top_cut } widerspricht dem Playoff, einem Top { $size }.
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: Spieler { $player } kann Runde { $round } nicht verpasst haben (keine Schweizer Runde des Dokuments, nach seinem Drop oder nicht aufsteigend sortiert).
error-document-round-state = Der Zustand "{ $state }" ist nicht möglich: { $error }
error-document-state-not-latest = Nur die letzte Runde kann "pairing" oder "published" sein.
error-document-state-result-in-pairing = Eine Runde, die noch gepaart wird, hat keine Ergebnisse.
error-document-state-published-complete = Alle Ergebnisse sind eingetragen, die Runde ist also "completed".
error-document-state-completed-incomplete = Ein Ergebnis fehlt.
error-document-empty-round = Die Runde hat keine Tische.
error-document-too-many-byes = ein zweites Freilos (Tisch { $table } hat schon eines); eine Runde hat höchstens ein Freilos.
error-document-paired-in-missed-round = Spieler { $player } sitzt in einer Runde, die in seinen missed_rounds steht.
error-document-player-missing = Spieler { $player } (players[{ $index }]) ist in dieser Runde aktiv, aber nicht gepaart: nicht vorher gedroppt, und die Runde steht nicht in seinen missed_rounds.
error-document-not-enough-players = { $seated } Spieler gesetzt; eine Schweizer Runde braucht mindestens 2.
error-document-playoff-without-swiss = Eine Playoff-Runde braucht Schweizer Runden davor: Der Top Cut wird nach der Schweizer Wertung gesetzt.
error-document-bracket-size = Ein Playoff mit { $tables } Tischen ist kein Turnierbaum: Der Top Cut muss eine Zweierpotenz von mindestens 2 Spielern sein.
error-document-bracket-tables = Der Turnierbaum hat in dieser Runde { $expected } Match(es), das Dokument { $found }.
error-document-bracket-mismatch = Der Turnierbaum paart hier Setzplatz { $seed_a } ({ $player_a }) gegen Setzplatz { $seed_b } ({ $player_b }), der besser Gesetzte als player_a.
error-document-playoff-after-final = eine Playoff-Runde nach dem Finale.
error-too-many-webhooks = Ein Veranstalter kann höchstens { $max } Webhooks registrieren: Lösche einen, bevor du einen neuen anlegst.
error-method-not-allowed = { $method } ist hier nicht erlaubt; erlaubt sind: { $allow }.

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } hat nicht gedroppt: Nur gedroppte Spieler können wieder aufgenommen werden.
error-history-missed-round = Spieler { $player }: die verpasste Runde { $round } muss eine Schweizer Runde des Turniers sein, in der der Spieler nicht gepaart ist und die nicht nach seinem Drop liegt, einmal und aufsteigend angegeben.
error-forbidden-organizer = Der Veranstalter { $id } ist nicht der Veranstalter dieses API-Schlüssels.
error-insufficient-scope = Dieser Schlüssel hat den Umfang { $scope }; dafür braucht es einen Schlüssel mit Umfang { $need } (siehe Buch: Schlüssel und Umfänge).
error-key-not-found = Kein API-Schlüssel { $id }.
error-last-full-key = { $id } ist der letzte Schlüssel mit Umfang full: ohne ihn könnte niemand mehr die Schlüssel verwalten oder die Turniere ändern. Erst einen anderen full-Schlüssel anlegen, dann diesen widerrufen.
error-filter-status = status muss registration, swiss, top_cut oder finished sein, nicht { $value }.
error-filter-order = order muss asc oder desc sein, nicht { $value }.
error-filter-since = since muss Datum und Uhrzeit mit Zeitzonen-Versatz sein (2026-12-03T10:00:00Z), nicht { $value }.
error-filter-action = action muss eine der Aktionen des Audit-Logs sein (z. B. result_corrected), nicht { $value }
error-filter-via = via muss api oder console sein, nicht { $value }
error-unsupported-content-encoding = Das Content-Encoding { $encoding } des Anfragekörpers wird nicht unterstützt; den Körper unkodiert oder in einer dieser Kodierungen senden: { $supported }.
error-body-not-decodable = Der Anfragekörper ist keine gültige { $encoding }-Kodierung, wie sein Content-Encoding angibt.
error-book-path = { $path } ist keine Seite der Anleitungen.
error-cors-origin = CORS-Preflight abgelehnt: Der Origin { $origin } darf diese API nicht aufrufen (PLANESFORGE_CORS_ORIGINS).
error-cors-method = CORS-Preflight abgelehnt: Die angefragte Methode ist für Anfragen von anderen Origins nicht erlaubt.
error-cors-headers = CORS-Preflight abgelehnt: Ein angefragter Header ist für Anfragen von anderen Origins nicht erlaubt.
error-cors-preflight = CORS-Preflight abgelehnt: Die Preflight-Anfrage ist fehlerhaft (Origin oder Access-Control-Request-Method fehlt oder ist ungültig).
warning-duplicate-name = { $name } heißt wie { $other }, der sich vorher angemeldet hat: angenommen; die Aushänge nummerieren beide in Anmeldereihenfolge mit (#1), (#2), …

# Turniereinstellungen.
error-invalid-language = language muss einer der Werte { $codes } (oder null) sein, nicht „{ $value }“.
error-invalid-starts-at = „{ $value }“ ist kein RFC-3339-Zeitpunkt mit Zeitzonenversatz (etwa 2026-12-04T19:00:00+01:00 oder 2026-12-04T18:00:00Z).
error-invalid-time-zone = „{ $value }“ ist keine Zeitzone der IANA-Zeitzonendatenbank (etwa Europe/Berlin).
error-text-too-long = höchstens { $max } Zeichen
error-text-control = Steuerzeichen und Steuerzeichen der Schreibrichtung sind nicht erlaubt (gefunden: { $character })
error-metadata-not-object = muss ein Objekt mit Zeichenketten als Werten sein, etwa {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = höchstens { $max } Schlüssel, nicht { $count }
error-metadata-key = der Schlüssel „{ $key }“ muss 1 bis { $max } Zeichen haben und darf keine Steuerzeichen enthalten
error-metadata-value-not-string = der Wert muss eine Zeichenkette sein

## Die Aushänge (api/templates/print/). Die Uhrzeit ist die Serverzeit in UTC.
print-round = Runde { $round }
print-kind-swiss = Schweizer System
print-kind-playoff = Top Cut
print-state-pairing = wird gepaart
print-state-published = veröffentlicht
print-state-completed = abgeschlossen
print-by-table = Paarungen nach Tisch
print-by-name = Paarungen nach Name
print-standings = Rangliste nach Runde { $round }
print-final-standings = Endstand (Top { $cut }; Schweizer Rangliste nach Runde { $round })
print-starts = Beginn: { $time }
print-printed = Gedruckt am { $time }
print-time = { $day }.{ $month }.{ $year }, { $hour }:{ $minute } Uhr { $zone }
print-table = Tisch
print-player = Spieler
print-opponent = Gegner
print-result = Ergebnis
print-record = Bilanz
print-record-note = Bilanz: Siege-Niederlagen-Unentschieden vor dieser Runde.
print-place = Platz
print-swiss-rank = Rang (Schweizer System)
print-rank = Rang
print-points = Matchpunkte
print-wld = S-N-U
print-missed = Verpasst
print-bye = FREILOS
print-bye-result = Freilos
print-double-loss = doppelte Niederlage
print-dropped = ausgestiegen
print-slips = Ergebniszettel
print-games-won = Gewonnene Spiele
print-games-lost = Verlorene Spiele
print-games-drawn = Unentschiedene Spiele
print-signature = Unterschrift
print-slip-note = Beide tragen die Spiele ein und unterschreiben; den Zettel bei der Turnierleitung abgeben.
print-slip-online = Oder auf der eigenen Spielerseite melden: { $url } (der Link auf dem Code-Zettel).
print-bracket = Turnierbaum Top { $cut }
bracket-final = Finale
bracket-semifinal = Halbfinale
bracket-quarterfinal = Viertelfinale
bracket-round-of = Runde der letzten { $players }
bracket-champion = Sieger
bracket-seed = Setzplatz { $seed }
bracket-vs = gegen
bracket-won = { $name } hat { $wins }–{ $losses } gewonnen
bracket-forfeit = kampflos
bracket-to-come = steht noch aus
bracket-playing = wird gespielt

# Spielercodes und die Seite der Spieler (RULES.md §12).
error-unknown-player-code = Dieser Code gehört zu keinem Spieler (bitte prüfen oder beim Veranstalter einen neuen erfragen).
error-player-code-forbidden = Ein Spielercode gilt nur für /api/v1/me; alles andere braucht den Schlüssel des Veranstalters.
error-player-code-required = Diese Anfrage braucht `Authorization: Player <code>`.
error-player-code-guesses = Zu viele falsche Codes von dieser Adresse oder für diesen Code; erneut versuchen in { $retry_after } s.
player-round = Runde { $round }
player-bye = Du hast in dieser Runde ein Freilos und spielst kein Match.
player-not-seated = Du bist in dieser Runde nicht gepaart.
player-result-double-loss = Ergebnis: doppelte Niederlage (beide haben das Match verloren; für dich zählt es als 0-2 in Spielen)
player-record = Bilanz { $wins }-{ $losses }-{ $draws }, { $points } Matchpunkte
player-rank = Rang { $rank } von { $of } nach Runde { $round }
player-final-place = Endplatzierung: { $place }
player-dropped = gedroppt
player-no-round = Es ist noch keine Runde veröffentlicht. Diese Seite aktualisiert sich, sobald es so weit ist.
player-finished = Das Turnier ist beendet.
player-champion = Turniersieg: { $name }
player-out-of-playoff = Du bist nicht (mehr) im Top Cut: In dieser Runde hast du kein Match. Deine Platzierung steht unten.
player-guide-link = Wie diese Seite und das Turnier funktionieren (Spielerleitfaden)
player-unknown-title = Code nicht erkannt
player-unknown-text = Dieser Link oder Code gehört zu keinem Spieler eines laufenden Turniers. Vergleiche ihn mit deinem Zettel oder bitte den Veranstalter um einen neuen.
player-wait-title = Zu viele Versuche
player-wait-text = Dieser Link wurde nicht erkannt, und aus deinem Netzwerk kamen zu viele falsche Links. Warte { $seconds ->
    [one] eine Sekunde
   *[other] { $seconds } Sekunden
} und prüfe dann den Link auf deinem Zettel.
player-code-gone = Dieser Link öffnet deine Seite nicht mehr (vielleicht hat dir der Veranstalter einen neuen Code gegeben), deshalb wird die Seite nicht mehr aktualisiert. Nimm den Link auf deinem neuesten Zettel.
slips-title = Spielercodes
slips-scan = Scannen, um deinen Tisch und deine Platzierung zu sehen:
slips-code = Code:
slips-type = Keine Kamera? Öffne diese Adresse und gib den Code ein:
player-enter-title = Deine Spielerseite öffnen
player-enter-intro = Gib den Code von deinem Zettel ein, um deinen Tisch, dein Ergebnis und deine Platzierung zu sehen.
player-enter-label = Dein Spielercode
player-enter-hint = 20 Buchstaben und Ziffern, wie auf deinem Zettel. Groß- und Kleinschreibung, Leerzeichen und Bindestriche spielen keine Rolle.
player-enter-send = Meine Seite öffnen
player-enter-again = Code eingeben
slips-secret = Behalte diesen Zettel für dich: Der Code ist dein Zugang.
slips-no-code = Noch kein Code: Code dieses Spielers erneuern, dann neu drucken.
slips-other-key = Dieser Code wurde mit einem anderen Serverschlüssel erzeugt: erneuern, dann neu drucken.

# Ergebnismeldung durch Spieler (RULES.md §12)
error-self-reporting-off = Die Ergebnismeldung durch Spieler ist für dieses Turnier ausgeschaltet: Sag dem Veranstalter dein Ergebnis.
error-no-open-match = Du hast in keiner veröffentlichten Runde ein Match zu melden.
error-result-already-entered = Für dieses Match ist schon ein Ergebnis eingetragen: Nur der Veranstalter kann es korrigieren.
error-report-disputed = Die beiden Meldungen weichen voneinander ab: Der Veranstalter trägt das Ergebnis ein.
error-nothing-to-confirm = Dein Gegner hat noch kein Ergebnis gemeldet.
error-own-report = Deine eigene Meldung kannst du nicht bestätigen: Das macht dein Gegner.
error-form-fields = Das Formular ist unvollständig: Lade die Seite neu und versuche es noch einmal.
player-form-refused-title = Formular nicht angenommen
player-form-refused = Das Formular wurde nicht angenommen (es kam von einer anderen Seite oder ist abgelaufen): Lade die Seite neu und versuche es noch einmal.
player-self-reporting-off = In diesem Turnier trägt der Veranstalter die Ergebnisse ein.
player-confirm-send = Dieses Ergebnis bestätigen
player-report-title = Ergebnis melden
player-report-wins = Deine gewonnenen Spiele
player-report-losses = Deine verlorenen Spiele
player-report-draws = Unentschiedene Spiele
player-report-send = Melden
player-drop-send = Aus dem Turnier droppen
player-done-reported = Deine Meldung ist gespeichert.
player-done-confirmed = Das Ergebnis ist bestätigt und eingetragen.
player-done-dropped = Du hast gedroppt: Ab der nächsten Runde wirst du nicht mehr gepaart.
player-refused = Das hat nicht geklappt. Lade die Seite neu oder frag den Veranstalter.
player-refused-finished = Das Turnier ist beendet: Es kann nichts mehr gemeldet werden.
player-refused-dropped = Du hast bereits gedroppt.
player-refused-playoff-draw = Ein Playoff-Match kann nicht unentschieden enden.
player-drop-ask = Ab der nächsten Runde wirst du nicht mehr gepaart. Dein Match in der laufenden Runde zählt noch. Jetzt droppen?
player-drop-yes = Ja, ich droppe
player-drop-no = Nein, zurück zu meiner Seite
number-percent = { $value } %
player-table = Tisch { $table }
player-against = gegen { $opponent }
player-bye-title = Freilos
player-clock-label = Restzeit
player-extension = Dein Tisch: +{ $time }, endet um { $ends }
player-extension-stopped = Dein Tisch: +{ $time }
player-score-won = du hast { $score } gewonnen
player-score-lost = du hast { $score } verloren
player-score-draw = Unentschieden, { $score }
player-result-entered = Ergebnis eingetragen: { $result }
player-reported = Deine Meldung: { $result }. { $opponent } muss noch bestätigen.
player-their-report = { $opponent } meldet { $outcome ->
        [win] einen Sieg { $theirs } für { $opponent } (für dich: Niederlage { $mine })
        [loss] eine Niederlage { $theirs } für { $opponent } (für dich: Sieg { $mine })
       *[draw] ein Unentschieden, { $mine }
    }. Stimmt das?
player-not-right = Nein, es war anders
player-change-report = Meine Meldung ändern
player-won-2-0 = Ich habe 2–0 gewonnen
player-won-2-1 = Ich habe 2–1 gewonnen
player-lost-1-2 = Ich habe 1–2 verloren
player-lost-0-2 = Ich habe 0–2 verloren
player-draw-1-1 = Unentschieden 1–1
player-other-result = Anderes Ergebnis…
player-choose = wählen
player-disputed-title = Geh zum Veranstalter
player-disputed-text = Eure Meldungen weichen voneinander ab, deshalb trägt der Veranstalter das Ergebnis ein.
player-you-reported = Deine Meldung
player-they-reported = Meldung von { $opponent }
player-standing-title = Dein Stand
player-why-opponent = Warum dieser Gegner
player-why-rank = Warum dieser Platz
player-opponents-mw = Die Match-Gewinnquoten (MW%) deiner Gegner; ihr Durchschnitt ist deine OMW%:
player-opponent-mw = Runde { $round }: { $opponent }, { $mw }
player-cut-locked = Du bist nach Matchpunkten in den Top { $size }, egal wie diese Runde ausgeht.
player-cut-draw_is_safe = Ein Unentschieden in dieser Runde reicht für die Top { $size }.
player-cut-win_and_in = Ein Sieg in dieser Runde bringt dich in die Top { $size }; ein Unentschieden vielleicht nicht.
player-cut-tiebreakers_decide = Selbst ein Sieg reicht vielleicht nicht für die Top { $size }: Die Tiebreaker und die anderen Tische entscheiden.
player-cut-out = Nach Matchpunkten kannst du die Top { $size } nicht mehr erreichen.
player-refresh = Aktualisieren
player-new-info = Neue Informationen: zum Aktualisieren tippen
player-live-paired = Runde { $round } gepaart: Tisch { $table } gegen { $opponent }
player-live-updated = Deine Seite wurde aktualisiert.
# Die Rundenuhr (RULES.md §13) und der Bildschirm an der Wand.
error-clock-round-pairing = Runde { $round } wird noch gepaart: Ihre Uhr läuft erst, wenn sie veröffentlicht ist.
error-clock-round-completed = Runde { $round } ist abgeschlossen: Ihre Uhr ist abgelaufen.
error-clock-already-started = Die Uhr von Runde { $round } wurde bereits gestartet.
error-clock-not-running = Die Uhr von Runde { $round } läuft nicht.
error-clock-not-paused = Die Uhr von Runde { $round } ist nicht angehalten.
error-clock-started = Die Uhr von Runde { $round } wurde bereits gestartet: Verlängere die Runde, statt ihr Zeitlimit zu ändern.
error-no-time-limit = Runde { $round } hat kein Zeitlimit: Lege zuerst eines fest.
error-invalid-extension = Eine Verlängerung muss 1 bis { $max } Sekunden dauern, nicht { $value }.
error-invalid-time-limit = Ein Zeitlimit muss 1 bis { $max } Sekunden betragen, nicht { $value }.
error-clock-time-went-back = Die Serveruhr zeigt eine frühere Zeit als der letzte Zeitpunkt der Uhr von Runde { $round }: bitte erneut versuchen.
error-bye-table-extension = Tisch { $table } ist das Freilos: Dort gibt es keine Zeit zu verlängern.
screen-clock-not-started = Uhr noch nicht gestartet
screen-clock-paused = Uhr angehalten
screen-time-up = Die Zeit ist um
screen-round-completed = Alle Ergebnisse sind da
screen-waiting = Warten auf die Paarungen

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = Ereignis { $id } gibt es noch nicht: Das letzte Ereignis dieses Turniers ist { $latest }.
error-events-expired = Ereignisse nach { $id } werden nicht mehr aufbewahrt (das älteste ist { $oldest }): Lies das Turnier neu und öffne den Stream ohne ID.
error-last-event-id = Die Ereignis-ID { $id } ist keine ganze Zahl.

# Einstellungen und Rundenuhren des Turnierdokuments (Format /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } ist kein Zeitpunkt nach RFC 3339 (etwa 2026-11-27T19:05:00.000Z).
error-document-clock-round-state = Runde { $round } ist „{ $state }“: Nur in einer veröffentlichten Runde läuft eine Uhr; eine Runde, die noch gepaart wird, trägt nur ihr eigenes Zeitlimit, eine abgeschlossene gar keine Uhr.
error-document-clock-no-limit = Eine Runde ohne Zeitlimit kann weder gestartet noch pausiert noch verlängert worden sein.
error-document-clock-order = Die Zeitpunkte der Uhr stehen nicht in der richtigen Reihenfolge: Eine Pause beginnt nach dem Start, die beendeten Pausen liegen zwischen dem Start und der laufenden Pause (oder jetzt), und Verlängerungen stehen in zeitlicher Reihenfolge.
error-document-clock-future = Der Zeitpunkt liegt nach der aktuellen Zeit des Servers.

## The organizer's console (/console/)

console-title = PlanesForge-Konsole
console-signed-in-as = Angemeldet als
console-scope-note = Schlüssel mit Umfang { $scope }: nur, was er darf, wird gezeigt
console-keys = API-Schlüssel
console-keys-scopes = Jeder Schlüssel hat einen Umfang: read (nur lesen, für eine Website), results (Ergebnisse und Rundenuhr: ein Schiedsrichter-Tablet) oder full (alles, auch die Schlüssel). Ein Schlüssel wird einmal gezeigt, wenn er entsteht.
console-key-scope = Umfang
console-key-last-used = Zuletzt benutzt
console-key-never = nie
console-key-revoke = Widerrufen
console-key-revoked = Schlüssel widerrufen: Er wird ab jetzt abgewiesen, und die mit ihm angemeldeten Konsolen sind abgemeldet.
console-key-new = Ein neuer Schlüssel
console-key-create = Schlüssel anlegen
console-key-made = Der neue Schlüssel, nur dieses eine Mal gezeigt: jetzt kopieren.
console-key-scope-unknown = Bitte einen Umfang wählen: read, results oder full.
console-sign-out = Abmelden
console-sign-out-everywhere = Überall abmelden
console-sign-in-title = Bei der Konsole anmelden
console-with-key = Mit dem API-Schlüssel
console-key-label = API-Schlüssel
console-key-hint = Der Schlüssel, den dein Laden beim Anlegen erhalten hat (er beginnt mit pf_). Er wird einmal gesendet und nie wieder angezeigt; dieser Browser behält nur eine Sitzung.
console-sign-in = Anmelden
console-new-store = Neuer Laden
console-store-name = Name des Ladens oder Vereins
console-create-store = Laden anlegen und anmelden
console-key-unknown = Dieser API-Schlüssel ist unbekannt. Prüfe, ob er vollständig eingefügt wurde.
console-refused-title = Dieses Formular kann nicht angenommen werden
console-refused-text = Das Formular kam von einer anderen Seite oder ist abgelaufen. Öffne die Seite neu und wiederhole den Schritt.
console-not-found-title = Nicht gefunden
console-not-found-text = Unter deinen Turnieren gibt es dieses nicht.
console-error-title = Etwas ist schiefgegangen
console-error-text = Der Server konnte das nicht ausführen (Fehler { $status }). Es wurde nichts geändert. Versuche es noch einmal; wenn es wieder passiert, sag es dem Betreiber dieses Dienstes.
console-bad-request-title = Das geht so nicht
console-bad-request-text = Die Adresse oder das Formular war nicht, was die Konsole erwartet (Fehler { $status }). Es wurde nichts geändert. Geh zurück zur Liste und versuche es von dort aus noch einmal.
console-back-to-list = Zurück zu deinen Turnieren
console-tournaments = Deine Turniere
console-new-tournament = Neues Turnier
console-filter = Nach Status filtern
console-all = Alle
console-status-registration = Anmeldung
console-status-swiss = Schweizer Runden
console-status-top_cut = Top Cut
console-status-finished = Beendet
console-none-yet = Noch keine Turniere. Lege das erste an.
console-col-name = Name
console-col-status = Status
console-col-players = Spieler
console-col-round = Runde
console-col-created = Angelegt
console-older = Ältere Turniere
console-deleted = Das Turnier wurde gelöscht.
console-format = Format
console-format-hint = Zum Beispiel Pauper, Modern, Draft.
console-starts-at = Beginn
console-time-zone = Zeitzone
console-time-zone-hint = Ein Zonenname wie Europe/Berlin; die Zeiten auf den Aushängen stehen in dieser Zone.
console-location = Ort
console-rounds = Schweizer Runden
console-rounds-hint = Leer lassen für die Empfehlung nach Spielerzahl.
console-top-cut = Top Cut
console-no-top-cut = Kein Top Cut
console-language = Sprache der Aushänge
console-language-default = Die jedes Lesers
console-create = Anlegen
console-cancel = Abbrechen
console-not-a-number = Runden und Top Cut müssen ganze Zahlen sein.
console-created = Das Turnier ist angelegt.
console-players-added = { $count ->
    [one] Ein Spieler angemeldet.
   *[other] { $count } Spieler angemeldet.
}
console-no-names = Gib mindestens einen Namen ein.
console-too-many-names = Höchstens { $max } Namen auf einmal.
console-players = Spieler
console-no-players = Noch keine Spieler.
console-dropped-after = Nach Runde { $round } ausgestiegen
console-playing = Spielt
console-register = Spieler anmelden
console-names-label = Namen, einer pro Zeile
console-names-hint = Füge eine Liste ein oder tippe die Namen; jede Zeile ist ein Spieler. Doppelte Namen ergeben einen Hinweis.
console-add-players = Anmelden
console-open = Öffnen
console-open-standings = Wertung zum Drucken
console-round = Runde { $round }
console-round-deleted = Runde { $round } wurde gelöscht.
console-result-entered = Tisch { $table }: Ergebnis eingetragen.
console-round-paired = Die Runde ist gepaart. Prüfe sie und veröffentliche sie dann.
console-round-published = Die Runde ist veröffentlicht: Die Spieler sehen ihre Tische.
console-round-unpublished = Die Runde ist wieder in Paarung: Die Spieler sehen sie nicht mehr.
console-round-repaired = Die Runde ist neu gepaart.
console-result-unreadable = Gib eine Tischnummer und ein Ergebnis ein, etwa 2-1, 1-2, 2-0-1, 0-0-3 oder dl (doppelte Niederlage).
console-state-pairing = wird gepaart
console-state-published = veröffentlicht
console-state-completed = abgeschlossen
console-pair-next = Nächste Runde paaren
console-rounds-heading = Runden
console-no-rounds = Noch keine Runden.
console-publish = Veröffentlichen
console-unpublish = Zurückziehen
console-repair = Neu paaren
console-delete-round = Runde löschen
console-result-box = Ergebnis eintragen
console-result-hint = Aus Sicht des ersten Spielers: 2-1, 1-2, 2-0-1, 0-0-3 oder dl für eine doppelte Niederlage. Enter speichert und springt zum nächsten Tisch, der noch spielt.
console-enter = Speichern
console-still-playing = Spielen noch
console-col-time-left = Restzeit
console-time-up = Die Zeit ist um
console-finished-tables = Tische mit Ergebnis
console-tables = Tische
console-all-results-in = Alle Ergebnisse sind da.
console-col-table = Tisch
console-col-player-a = Spieler
console-col-player-b = Gegner
console-col-result = Ergebnis
console-col-reports = Meldungen der Spieler
console-bye = Freilos
console-report-reported = gemeldet
console-report-confirmed = bestätigt
console-report-disputed = strittig
console-report-settled = geklärt
console-warnings = Hinweise
console-table-n = Tisch { $table }
console-actions = Aktionen
console-print-pairings = Paarungen zum Drucken (nach Tisch)
console-print-by-name = Paarungen zum Drucken (nach Name)
console-screen = Der Bildschirm an der Wand
console-open-slips = Code-Zettel der Spieler (alle)
console-col-slip = Code-Zettel
console-slip = Drucken

console-clock = Uhr
console-clock-not-started = Nicht gestartet · { $time } Spielzeit
console-clock-running = Läuft · noch { $time }
console-clock-paused = Pausiert · noch { $time }
console-clock-finished = Vorbei · es blieben { $time }
console-clock-done = Die Uhr wurde geändert.
console-clock-start = Uhr starten
console-clock-pause = Pausieren
console-clock-resume = Fortsetzen
console-extend-minutes = Zusätzliche Minuten
console-extend-table = Nur dieser Tisch (optional)
console-extend-table-hint = Leer lassen, um die ganze Runde zu verlängern; eine Tischnummer verlängert nur diesen Tisch (Zeitverlängerung durch einen Judge).
console-extend = Verlängern
console-settle-with = Entscheiden: { $result } laut { $player }
console-correct-box = Ein Ergebnis korrigieren
console-correction-title = Das Ergebnis von Tisch { $table } korrigieren?
console-correction-line = Tisch { $table }: aus { $old } wird { $new }.
console-correction-later = { $span ->
    [one] Runde { $first } wurde nach dem alten Ergebnis gepaart und wird nicht neu gepaart.
   *[several] Die Runden { $first } bis { $last } wurden nach dem alten Ergebnis gepaart und werden nicht neu gepaart.
}
console-correction-audit = Die Tabelle ändert sich sofort; das Prüfprotokoll hält das Ergebnis vorher und nachher fest.
console-correction-save = Korrektur speichern
console-remove-title = { $player } aus dem Turnier entfernen?
console-remove-line = Der Eintrag verschwindet aus allen Listen, Zählungen, Aushängen und der Tabelle, als hätte es ihn nie gegeben. Nur wer noch in keiner veröffentlichten Runde gespielt hat, kann entfernt werden; alle anderen steigen aus (Drop).
console-remove-repair = Sitzt der Spieler in der Runde, die gerade gepaart wird, wird sie ohne ihn neu gepaart.
console-remove = Entfernen
console-player-drop = { $player } ist ausgestiegen.
console-player-readmit = { $player } ist wieder dabei.
console-player-rename = Der Spieler heißt jetzt { $player }.
console-player-remove = { $player } wurde entfernt.
console-change = Ändern
console-new-name = Neuer Name
console-rename = Umbenennen
console-readmit = Wieder aufnehmen
console-drop = Drop
console-the-end = Das Ende des Turniers
console-finish = Turnier beenden
console-finish-title = { $name } beenden?
console-finish-line = Die Endtabelle steht fest, und die Spieler sehen das Turnier als beendet. Es kann wieder geöffnet werden, um ein Ergebnis zu korrigieren.
console-finished = Das Turnier ist beendet.
console-reopen = Turnier wieder öffnen
console-reopened = Das Turnier ist wieder offen.
console-delete = Turnier löschen
console-delete-title = { $name } löschen?
console-delete-line = Das Turnier, seine Spieler, Runden, Ergebnisse und sein Prüfprotokoll werden endgültig gelöscht. Exportieren Sie vorher sein Dokument, um eine Kopie zu behalten.
console-standings = Tabelle
console-after-round = nach Runde { $round }
console-champion = Sieger
console-col-rank = Platz
console-col-points = Punkte
console-col-record = Bilanz
console-col-why = Warum hier
console-dropped = ausgestiegen
console-cut-line = Die Cut-Linie (Top { $size })
console-cut-line-hint = Vor der Runde, die über den Cut entscheidet: was jeder Spieler nach Matchpunkten braucht, egal wie die anderen Tische ausgehen.
console-col-advice = Braucht
console-cut-locked = Sicher dabei
console-cut-draw_is_safe = Ein Unentschieden reicht
console-cut-win_and_in = Ein Sieg reicht
console-cut-tiebreakers_decide = Die Tiebreaker entscheiden
console-cut-out = Kann den Cut nicht mehr schaffen
console-top-cut-size = Spieler im Top Cut
console-top-cut-create = Top Cut anlegen
console-print-bracket = Der Turnierbaum zum Drucken
console-swiss-rank = Swiss: { $rank }
console-live-changed = Diese Seite wurde auf einem anderen Gerät geändert; sie wird aktualisiert, sobald du das Formular verlässt.
console-live-updated = Mit Änderungen von einem anderen Gerät aktualisiert.
console-stale = Diese Runde wurde auf einem anderen Gerät geändert, seit diese Seite angezeigt wurde; nichts wurde getan. Hier ist sie jetzt: wiederhole es, wenn du es noch willst.
console-audit = Prüfprotokoll
console-audit-action = Aktion
console-audit-via = Über
console-via-console = Konsole
console-via-api = API
console-filter-apply = Filtern
console-audit-empty = Kein Eintrag passt.
console-audit-when = Wann (UTC)
console-audit-who = Wer
console-audit-detail = Was sich änderte
console-audit-next = Spätere Einträge
console-swap = Tauschen
console-swap-first-player = Erster Spieler
console-swap-second-player = Zweiter Spieler
console-swap-players = Spieler tauschen
console-swap-first-table = Erster Tisch
console-swap-second-table = Zweiter Tisch
console-swap-tables = Tische tauschen
console-swapped = Der Tausch ist gemacht; die Runde wird weiter gepaart.
console-seat = { $player }, Tisch { $table }
console-interface-language = Sprache der Konsole
console-interface-language-set = Ändern
console-edit = Turnier bearbeiten
console-recommended = Empfohlen für { $players } Spieler: { $rounds } Schweizer Runden, Top Cut { $cut }.
console-top-cut-later = Später entscheiden
console-self-reporting = Spieler melden ihre Ergebnisse selbst
console-save = Speichern
console-export = Dokument exportieren (eine Datei zum Aufbewahren)
console-edited = Das Turnier wurde gespeichert.
console-late-entry = Runde { $round } ist schon gepaart: Jede vor ihrer Anmeldung gepaarte Runde zählt für die neuen Spieler als verpasste Runde (keine Matchpunkte, eine Niederlage in ihrer eigenen Match-Gewinnquote, kein Gegner, keine Spiele); sie werden ab der nächsten Runde gepaart.
console-repaired-for-late = Runde { $round }, die noch gepaart wurde, wurde mit ihnen neu gepaart.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = ja
console-no = nein
audit-action-tournament-imported = Turnier importiert
audit-action-tournament-updated = Turnier bearbeitet
audit-action-tournament-finished = Turnier beendet
audit-action-tournament-reopened = Turnier wieder geöffnet
audit-action-player-added = Spieler angemeldet
audit-action-player-updated = Spieler bearbeitet
audit-action-player-renamed = Spieler umbenannt
audit-action-player-dropped = Spieler gedroppt
audit-action-player-readmitted = Spieler wieder aufgenommen
audit-action-player-removed = Spieler entfernt
audit-action-player-code-rotated = Spielercode erneuert
audit-action-round-created = Runde gepaart
audit-action-round-repaired = Runde neu gepaart
audit-action-round-deleted = Runde gelöscht
audit-action-players-swapped = Spieler getauscht
audit-action-tables-swapped = Tische getauscht
audit-action-round-published = Runde veröffentlicht
audit-action-round-unpublished = Runde zurückgezogen
audit-action-round-completed = Runde abgeschlossen
audit-action-result-entered = Ergebnis eingetragen
audit-action-result-corrected = Ergebnis korrigiert
audit-action-result-removed = Ergebnis entfernt
audit-action-result-reported = Ergebnis von einem Spieler gemeldet
audit-action-result-confirmed = Ergebnis vom Gegner bestätigt
audit-action-result-disputed = Ergebnis strittig
audit-action-top-cut-created = Top Cut erstellt
audit-action-playoff-forfeit = Playoff-Match kampflos entschieden
audit-action-clock-started = Uhr gestartet
audit-action-clock-paused = Uhr pausiert
audit-action-clock-resumed = Uhr fortgesetzt
audit-action-clock-extended = Uhr verlängert
audit-action-table-extended = Zusatzzeit für einen Tisch
audit-action-clock-limit-set = Rundenzeit festgelegt
audit-action-clock-settings-changed = Uhreinstellungen geändert
audit-field-after = nachher
audit-field-before = vorher
audit-field-bye = Freilos
audit-field-dropped = gedroppt
audit-field-name = Name
audit-field-planned-rounds = geplante Runden
audit-field-player = Spieler
audit-field-player-a = Spieler
audit-field-player-b = Gegner
audit-field-players = Spieler
audit-field-reason = Grund
audit-field-reports-removed = Meldungen der Spieler entfernt
audit-field-result = Ergebnis
audit-field-rounds = Runden
audit-field-seconds = Sekunden
audit-field-size = Größe
audit-field-table = Tisch
audit-field-tables = Tische
audit-field-time-limit-s = Rundenzeit (Sekunden)
audit-field-top-cut = Top Cut
audit-field-warnings = Hinweise

## The console's import (on the new-tournament page).
console-import = Turnier importieren
console-import-file = Turnierdokument (eine früher exportierte Datei)
console-import-hint = Die Datei, die der Link „Dokument exportieren“ eines Turniers gespeichert hat, oder eine aus der API. Sie wird zuerst als Ganzes geprüft und dann zu einem neuen Turnier von dir; jeder Spieler bekommt einen neuen Code.
console-import-button = Importieren
console-import-empty = Die Datei ist leer: Wähle das Dokument, das „Dokument exportieren“ gespeichert hat.
console-import-unreadable = Das Formular konnte nicht gelesen werden ({ $reason }).
console-imported = Das Turnier ist importiert. Jeder Spieler hat einen neuen Code: Druck die Code-Zettel neu aus.
