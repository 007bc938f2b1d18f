# Spiegazioni di PlanesForge (RULES.md §2, §4, §5), italiano.

score-groups = { $a } ({ $apoints } punti match) gioca contro { $b } ({ $bpoints } punti match).
floated-odd-group = { $player } è sceso dal gruppo di punti con { $from } punti contro un avversario con { $to }: quel gruppo aveva { $size } giocatori, un numero dispari, e { $player } era il peggio classificato.
floated-rematch = { $player } è sceso da { $from } a { $to } punti match anche se l'accoppiamento ideale lo teneva nel suo gruppo di punti: solo così si evitava una rivincita.
slide-kept = Questo tavolo è l'accoppiamento ideale del gruppo di punti (lo slide).
rematch-avoided = Lo slide è stato modificato: { $player } aveva già giocato contro { $opponent } nel turno { $round }.
seating-shifted = Lo slide è stato modificato per evitare rivincite ad altri tavoli del turno: { $pairs }.
seating-shifted-pair = { $player } e { $opponent } (turno { $round })
forced-rematch = { $a } e { $b } hanno già giocato l'uno contro l'altro nel turno { $round }: non esisteva un accoppiamento di questo turno senza rivincite.
bye = { $player } riceve il bye: tra i { $candidates } giocatori attivi con meno bye ({ $byes }), { $player } è il peggio classificato (posizione { $rank } su { $field }).
manual-change = L'organizzatore ha modificato questo tavolo; il motore degli accoppiamenti lo avrebbe composto diversamente.
corrected-after-pairing = Dopo che questo turno è stato accoppiato, l'organizzatore ha corretto { $count ->
    [one] un risultato di un turno precedente
   *[other] { $count } risultati di turni precedenti
 }: { $corrections }. Un turno già accoppiato non viene riaccoppiato dopo una correzione, quindi questi accoppiamenti restano; ogni tavolo è spiegato con i risultati com'erano quando il turno è stato accoppiato.
corrected-after-pairing-item = turno { $round }, tavolo { $table } ({ $at })
missed-rounds = { $player } ha saltato { $count ->
    [one] un turno
   *[other] { $count } turni
 } (iscrizione tardiva o riammissione): ognuno conta nella sua MW% come un turno senza punti, senza avversario né partite, e non è un bye.
rank-omw = { $upper } (posizione { $rank }) precede { $lower } a parità di punti match ({ $points }), deciso dalla OMW%: { $uppervalue } ({ $upperfraction }) contro { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (posizione { $rank }) precede { $lower } a parità di punti match ({ $points }) e di OMW%, deciso dalla GW%: { $uppervalue } ({ $upperfraction }) contro { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (posizione { $rank }) precede { $lower } a parità di punti match ({ $points }), OMW% e GW%, deciso dalla OGW%: { $uppervalue } ({ $upperfraction }) contro { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (posizione { $rank }) precede { $lower }: punti match ({ $points }), OMW%, GW% e OGW% sono tutti uguali, quindi ha deciso l'ordine fisso (nomi confrontati carattere per carattere secondo il punto di codice Unicode, senza distinguere maiuscole e minuscole; non è l'ordine alfabetico).
rank-fixed-id = { $upper } (posizione { $rank }) precede { $lower }: punti match ({ $points }), OMW%, GW% e OGW% sono tutti uguali e i nomi differiscono solo per maiuscole e minuscole, quindi l'ordine fisso ha deciso con l'id del giocatore: { $upperid } prima di { $lowerid }.

## Errori: `title` (per stato HTTP) e `detail` delle risposte problem+json.
## I nomi tecnici (`player_a`, `after_round`, `Idempotency-Key`) restano
## come nell'API.

title-400 = Richiesta non valida
title-401 = Non autorizzato
title-403 = Vietato
title-404 = Non trovato
title-405 = Metodo non consentito
title-409 = Conflitto
title-410 = Non più disponibile
title-413 = Richiesta troppo grande
title-415 = Tipo di contenuto non supportato
title-422 = Richiesta non elaborabile
title-429 = Troppe richieste
title-500 = Errore interno del server
title-503 = Servizio non disponibile

error-internal = si è verificato un errore interno
error-database-unavailable = il database non è raggiungibile in questo momento; riprova tra poco
error-storage-unavailable = il database non riesce a salvare questa modifica ora (forse il suo disco è pieno); non è cambiato nulla, riprova più tardi
error-not-json = il corpo della richiesta deve essere JSON (Content-Type: application/json)
error-not-form = il corpo della richiesta deve essere un modulo (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = il corpo della richiesta supera { $limit } byte
error-invalid-body = corpo della richiesta non valido: { $error }
error-body-not-object = il corpo della richiesta deve essere un oggetto JSON ({ "{" } … { "}" })
error-malformed-json = JSON malformato: { $error }
error-unreadable-body = impossibile leggere il corpo della richiesta: { $error }
error-body-not-utf8 = il corpo della richiesta non è UTF-8
error-invalid-path-parameter = parametro di percorso non valido: { $error }
error-invalid-path = percorso non valido: { $error }
error-invalid-query-parameter = parametro di query non valido: { $error }
error-invalid-query = query non valida: { $error }
error-no-resource = nessuna risorsa in { $path }
error-limit-too-small = limit deve essere almeno 1
error-unknown-cursor = cursore sconosciuto { $cursor }

error-auth-header-not-text = l'header Authorization non è testo valido
error-auth-expected-bearer = era atteso `Authorization: Bearer <api_key>`
error-auth-required = questa richiesta richiede `Authorization: Bearer <api_key>`
error-unknown-api-key = chiave API sconosciuta
error-sign-up-closed = la registrazione è chiusa: invia il token di amministrazione come Bearer
error-wrong-admin-token = token di amministrazione errato
error-forbidden-tournament = il torneo { $id } appartiene a un altro organizzatore
error-rate-limited = troppe richieste: al massimo { $per_minute } al minuto (raffiche di { $burst }); riprova tra { $retry_after } s
error-idempotency-key-invalid = l'Idempotency-Key deve avere da { $min } a { $max } caratteri ASCII visibili (invia un UUID)
error-too-many-streams = troppi flussi di eventi aperti da questo indirizzo: al massimo { $limit } insieme; chiudine uno o riprova tra { $retry_after } s
error-idempotency-key-reused = questa Idempotency-Key è già stata usata con una richiesta diversa (metodo, percorso o corpo); usa una nuova chiave per una nuova richiesta
error-idempotency-in-progress = una richiesta con questa Idempotency-Key è ancora in elaborazione; riprova tra poco

error-name-empty = il nome { $what ->
    [tournament] del torneo
    [player] del giocatore
    [organizer] dell'organizzatore
    [key] della chiave
   *[other] ({ $what })
} è vuoto
error-name-too-long = il nome { $what ->
    [tournament] del torneo
    [player] del giocatore
    [organizer] dell'organizzatore
    [key] della chiave
   *[other] ({ $what })
} supera i 200 caratteri
error-name-control = il nome { $what ->
    [tournament] del torneo
    [player] del giocatore
    [organizer] dell'organizzatore
    [key] della chiave
   *[other] ({ $what })
} contiene caratteri di controllo
error-name-bidi = il nome { $what ->
    [tournament] del torneo
    [player] del giocatore
    [organizer] dell'organizzatore
    [key] della chiave
   *[other] ({ $what })
} contiene un carattere di controllo della direzione del testo ({ $character }) in posizione { $position }; toglilo
error-name-invisible = il nome { $what ->
    [tournament] del torneo
    [player] del giocatore
    [organizer] dell'organizzatore
    [key] della chiave
   *[other] ({ $what })
} non ha nulla di visibile: solo spazi, caratteri di formattazione invisibili o segni combinanti
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players deve contenere da 1 a { $max } voci, non { $count }
error-planned-rounds = planned_rounds deve essere tra 1 e { $max }, non { $value }
error-tournament-not-found = nessun torneo { $id }
error-player-not-found = nessun giocatore { $id }
error-round-not-found = nessun turno { $round }
error-no-round = ancora nessun turno da mostrare: nessuno è stato pubblicato
error-table-not-found = il turno { $round } non ha un tavolo { $table }
error-webhook-not-found = nessun webhook { $id }
error-player-already-dropped = { $player } si è già ritirato dopo il turno { $round }

error-round-still-pairing = il turno { $round } è ancora in fase di accoppiamento: pubblicalo e inserisci prima i suoi risultati
error-round-results-missing = { $missing ->
    [one] al turno { $round } manca 1 risultato
   *[other] al turno { $round } mancano { $missing } risultati
}: inseriscili prima di accoppiare il turno { $next }
error-not-enough-players = { $active ->
    [one] 1 giocatore attivo
   *[other] { $active } giocatori attivi
}: un turno ne richiede almeno 2
error-round-published = il turno { $round } è { $state ->
    [completed] concluso
   *[published] pubblicato
}: i suoi accoppiamenti sono fissati
error-round-not-latest = il turno { $round } non è l'ultimo turno
error-round-not-published = il turno { $round } non è ancora pubblicato: pubblicalo prima di inserire i risultati
error-round-frozen = il turno { $round } non è più l'ultimo turno: i suoi risultati sono congelati
error-playoff-pairings-fixed = il turno { $round } è un turno dei playoff: i suoi accoppiamenti seguono il tabellone (/book/it/pairings-and-standings.html#bracket)
error-playoff-round-has-results = il turno di playoff { $round } registra già una vittoria a tavolino: non può essere eliminato
error-same-player = player_a e player_b sono lo stesso giocatore
error-player-not-in-round = il giocatore { $player } non è accoppiato nel turno { $round }
error-same-players-table = i due giocatori siedono allo stesso tavolo: scambiarli non cambia nulla
error-same-table = table_a e table_b sono lo stesso tavolo
error-bye-table-swap = il tavolo { $table } è il bye, che resta dopo l'ultimo tavolo
error-bye-has-no-result = il tavolo { $table } è il bye: non serve un risultato
error-next-round-not-completed = al turno { $round } mancano dei risultati: completalo prima di accoppiare il turno successivo
error-next-playoff-started = il top cut è iniziato al turno { $round }: non si possono più accoppiare turni svizzeri
error-not-swiss-round = il turno { $round } è un turno dei playoff: non ha un accoppiamento svizzero

error-result-too-many-wins = risultato non ammesso { $result }: al massimo 2 partite vinte
error-result-too-many-losses = risultato non ammesso { $result }: al massimo 2 partite perse
error-result-both-won-two = risultato non ammesso { $result }: i due giocatori non possono vincere entrambi 2 partite
error-result-too-many-draws = risultato non ammesso { $result }: al massimo 3 partite pareggiate
error-result-no-games = risultato non ammesso 0-0-0: serve almeno una partita (un pareggio intenzionale è 0-0-3)
error-result-playoff-draw = risultato non ammesso { $result }: un match di playoff non può finire in pareggio
error-result-playoff-double-loss = risultato non ammesso: un match di playoff non può finire con una doppia sconfitta, serve un vincitore
error-result-double-loss-games = risultato non ammesso { $result }: una doppia sconfitta è 0-2-0 per entrambi i giocatori

error-standings-round-not-found = after_round { $requested }: questo turno non esiste (l'ultimo turno è { $last })
error-standings-round-not-completed = after_round { $round }: il turno { $round } non è concluso
error-standings-overflow = una frazione di spareggio è troppo grande per essere rappresentata esattamente

error-cut-size = un top cut di { $size } è impossibile: la dimensione deve essere una potenza di due, almeno 2
error-cut-not-enough-players = un top cut di { $size } è impossibile con { $active } giocatori attivi
error-cut-swiss-unfinished = il top cut inizia solo dopo che l'ultimo turno svizzero è concluso
error-top-cut-exists = questo torneo ha già il suo top cut
error-top-cut-not-found = questo torneo non ha ancora un top cut
error-tournament-finished = il torneo è concluso: non può più essere modificato
error-round-has-results = il turno { $round } non può tornare all'accoppiamento: risultati inseriti: { $results }, tavoli con una segnalazione o una conferma di un giocatore: { $reports }. Rimuovi prima quei risultati (rimuovere un risultato cancella anche le segnalazioni del tavolo) oppure correggili
error-round-completed = il turno { $round } è completato: i suoi risultati si possono correggere ma non rimuovere, e la pubblicazione non si può più annullare
error-player-has-played = questo giocatore si è già seduto a un tavolo di un turno pubblicato: ritiralo (drop) invece di rimuovere l'iscrizione
error-tournament-not-finished = il torneo non è concluso (stato { $status }): si può riaprire solo un torneo concluso
error-top-cut-planned = questo torneo prevede un top cut di { $size }: crealo, o imposta top_cut a 0 prima di concluderlo
error-top-cut-not-wanted = questo torneo è impostato senza top cut (top_cut 0): cambia prima l'impostazione
error-top-cut-started = il top cut è iniziato: questo non può più essere modificato
error-invalid-top-cut = top_cut deve essere null (decidere dopo), 0 (nessuno) o una potenza di due di almeno 2, non { $value }
error-planned-rounds-below-paired = planned_rounds non può essere { $value }: { $paired } turni svizzeri sono già accoppiati
error-planned-rounds-reached = tutti i { $planned } turni svizzeri previsti sono accoppiati: aumenta planned_rounds per accoppiarne un altro, o avvia il top cut
error-cut-line-top-cut-started = il top cut è iniziato: non c'è più un turno svizzero per cui indicare la soglia del top cut
error-no-round-to-advise = nessun turno sta per essere giocato: accoppia (e pubblica) prima il turno successivo
error-playoff-not-a-bracket = i turni di playoff non seguono il tabellone (/book/it/pairings-and-standings.html#bracket): { $problem }

error-document-json = documento del torneo malformato: { $error }
error-document-format = format: atteso { $expected }, trovato { $found }
error-table-number-too-large = turno { $round }: il numero di tavolo { $table } è troppo grande
error-at-table = turno { $round }, tavolo { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: l'id è vuoto
error-history-duplicate-id = players[{ $index }]: id giocatore duplicato { $id } (già usato da players[{ $first }])
error-history-too-many-players = players: { $count } giocatori sono più di quelli supportati
error-history-drop-after-last = giocatore { $player }: dropped_after_round { $dropped } è dopo l'ultimo turno ({ $last })
error-history-round-order = rounds[{ $index }]: numero di turno { $found } fuori ordine, atteso { $expected }
error-history-swiss-after-playoff = turno { $round }: un turno svizzero dopo un turno di playoff
error-history-incomplete = nessun risultato, ma il turno { $later } esiste già
error-history-table-zero = i numeri di tavolo partono da 1
error-history-duplicate-table = il tavolo { $table } compare due volte nel turno
error-history-unknown-player = giocatore sconosciuto { $player }
error-history-player-twice = il giocatore { $player } è già accoppiato al tavolo { $table } di questo turno
error-history-paired-after-drop = il giocatore { $player } è accoppiato dopo essersi ritirato (ritiro dopo il turno { $round })
error-history-bye-in-playoff = un turno di playoff non può avere un bye
error-history-bye-result = un bye vale 2-0-0, non { $result }
error-history-bye-mismatch = "bye" deve essere true esattamente quando player_b è null

error-url-too-long = l'URL supera i 2000 caratteri
error-url-invalid = { $url } non è un URL: { $error }
error-url-scheme = lo schema dell'URL deve essere http o https, non { $scheme }
error-url-no-host = l'URL non ha un host
error-url-private = l'URL punta a un indirizzo locale o privato, che questo server non contatta
error-events-empty = events è vuoto: iscriviti ad almeno un evento
error-event-unknown = evento sconosciuto { $event }: atteso uno tra { $expected }
error-idempotency-replay-unavailable = la prima risposta di questa Idempotency-Key non può essere ripetuta; controlla la risorsa prima di riprovare con una nuova chiave
error-idempotency-replay-withheld = la richiesta con questa Idempotency-Key è già stata eseguita; la sua risposta conteneva una nuova chiave API, che si mostra una volta sola e non viene ripetuta
error-too-many-players = un torneo accoglie al massimo { $max } giocatori: ne ha { $existing } e altri { $adding } non ci stanno
error-too-many-rounds = un torneo ha al massimo { $max } turni svizzeri; avvia invece il top cut
error-document-too-many-rounds = il documento ha { $swiss } turni svizzeri; se ne accettano al massimo { $max }
error-in-round = turno { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } non è possibile: da 1 a { $max }, e non meno dei { $swiss } turni svizzeri del documento
error-document-top-cut = top_cut: { $top_cut } non è né 0 (nessun top cut) né una potenza di due di almeno 2
error-document-top-cut-mismatch = top_cut { $top_cut } contraddice i playoff, che sono un Top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: il giocatore { $player } non può aver saltato il turno { $round } (non è un turno svizzero del documento, è dopo il suo ritiro, oppure l'elenco non è in ordine crescente)
error-document-round-state = lo stato "{ $state }" non è possibile: { $error }
error-document-state-not-latest = solo l'ultimo turno può essere "pairing" o "published"
error-document-state-result-in-pairing = un turno ancora in fase di accoppiamento non ha risultati
error-document-state-published-complete = tutti i risultati sono inseriti, quindi il turno è "completed"
error-document-state-completed-incomplete = manca un risultato
error-document-empty-round = il turno non ha tavoli
error-document-too-many-byes = un secondo bye (il tavolo { $table } ne ha già uno); un turno ha al massimo un bye
error-document-paired-in-missed-round = il giocatore { $player } siede in un turno elencato nei suoi missed_rounds
error-document-player-missing = il giocatore { $player } (players[{ $index }]) è attivo in questo turno ma non è accoppiato: non si è ritirato prima e il turno non è nei suoi missed_rounds
error-document-not-enough-players = { $seated } giocatore/i seduti; un turno svizzero ne richiede almeno 2
error-document-playoff-without-swiss = un turno di playoff richiede turni svizzeri prima: il top cut è ordinato secondo la classifica svizzera
error-document-bracket-size = un playoff di { $tables } tavoli non è un tabellone: il top cut deve essere una potenza di due di almeno 2 giocatori
error-document-bracket-tables = il tabellone ha { $expected } match in questo turno, il documento { $found }
error-document-bracket-mismatch = qui il tabellone accoppia la testa di serie { $seed_a } ({ $player_a }) alla testa di serie { $seed_b } ({ $player_b }), la testa di serie migliore come player_a
error-document-playoff-after-final = un turno di playoff dopo la finale
error-too-many-webhooks = un organizzatore può registrare al massimo { $max } webhook: eliminane uno prima di aggiungerne un altro
error-method-not-allowed = { $method } non è consentito qui; consentiti: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } non si è ritirato: si può riammettere solo un giocatore che si è ritirato
error-history-missed-round = giocatore { $player }: il turno saltato { $round } deve essere un turno svizzero del torneo in cui il giocatore non è accoppiato, non successivo al suo ritiro, indicato una sola volta in ordine crescente
error-forbidden-organizer = l'organizzatore { $id } non è l'organizzatore di questa chiave API
error-insufficient-scope = questa chiave ha ambito { $scope }; per questo serve una chiave di ambito { $need } (il libro: Chiavi e ambiti)
error-key-not-found = nessuna chiave API { $id }
error-last-full-key = { $id } è l'ultima chiave full: senza nessuna nessuno potrebbe più gestire le chiavi né modificare i tornei; crea prima un'altra chiave full, poi revoca questa
error-filter-status = status deve essere registration, swiss, top_cut o finished, non { $value }
error-filter-order = order deve essere asc o desc, non { $value }
error-filter-since = since deve essere una data e ora con il suo scostamento (2026-12-03T10:00:00Z), non { $value }
error-filter-action = action deve essere una delle azioni del registro di controllo (ad es. result_corrected), non { $value }
error-filter-via = via deve essere api o console, non { $value }
error-unsupported-content-encoding = il Content-Encoding { $encoding } del corpo della richiesta non è supportato; invialo senza codifica o in uno di: { $supported }
error-body-not-decodable = il corpo della richiesta non è un dato { $encoding } valido, come dichiara il suo Content-Encoding
error-book-path = { $path } non è una pagina delle guide
error-cors-origin = preflight CORS rifiutato: l'origine { $origin } non può chiamare questa API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = preflight CORS rifiutato: il metodo richiesto non è consentito per le richieste da un'altra origine
error-cors-headers = preflight CORS rifiutato: un'intestazione richiesta non è consentita per le richieste da un'altra origine
error-cors-preflight = preflight CORS rifiutato: la richiesta di preflight non è valida (Origin o Access-Control-Request-Method mancante o non valido)
warning-duplicate-name = { $name } ha lo stesso nome di { $other }, iscritto prima: accettato; i fogli stampati li numerano (#1), (#2), … in ordine di iscrizione

# Impostazioni del torneo.
error-invalid-language = language deve essere uno tra { $codes } (o null), non "{ $value }"
error-invalid-starts-at = "{ $value }" non è una data e ora RFC 3339 con fuso (per esempio 2026-12-04T19:00:00+01:00 o 2026-12-04T18:00:00Z)
error-invalid-time-zone = "{ $value }" non è un fuso orario noto al database IANA (per esempio Europe/Berlin)
error-text-too-long = al massimo { $max } caratteri
error-text-control = caratteri di controllo e controlli bidirezionali non sono ammessi (trovato { $character })
error-metadata-not-object = deve essere un oggetto i cui valori sono stringhe, per esempio {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = al massimo { $max } chiavi, non { $count }
error-metadata-key = la chiave "{ $key }" deve avere da 1 a { $max } caratteri e nessun carattere di controllo
error-metadata-value-not-string = il valore deve essere una stringa

## I fogli da stampare (api/templates/print/). L'ora è quella del server, in UTC.
print-round = Turno { $round }
print-kind-swiss = svizzera
print-kind-playoff = top cut
print-state-pairing = in abbinamento
print-state-published = pubblicato
print-state-completed = concluso
print-by-table = Abbinamenti per tavolo
print-by-name = Abbinamenti per nome
print-standings = Classifica dopo il turno { $round }
print-final-standings = Classifica finale (top { $cut }; classifica svizzera dopo il turno { $round })
print-starts = Inizio: { $time }
print-printed = Stampato il { $time }
print-time = { $day }/{ $month }/{ $year }, ore { $hour }:{ $minute } { $zone }
print-table = Tavolo
print-player = Giocatore
print-opponent = Avversario
print-result = Risultato
print-record = Record
print-record-note = Record: vittorie-sconfitte-pareggi prima di questo turno.
print-place = Posto
print-swiss-rank = Posizione svizzera
print-rank = Pos.
print-points = Punti match
print-wld = V-S-P
print-missed = Saltati
print-bye = BYE
print-bye-result = bye
print-double-loss = doppia sconfitta
print-dropped = ritirato
print-slips = Foglietti dei risultati
print-games-won = Partite vinte
print-games-lost = Partite perse
print-games-drawn = Partite pareggiate
print-signature = Firma
print-slip-note = Entrambi i giocatori scrivono le partite e firmano; consegnate il foglietto all'organizzatore.
print-slip-online = Oppure segnalalo sulla tua pagina giocatore: { $url } (il link sul tuo foglietto del codice).
print-bracket = Tabellone del top { $cut }
bracket-final = Finale
bracket-semifinal = Semifinali
bracket-quarterfinal = Quarti di finale
bracket-round-of = Turno a { $players } giocatori
bracket-champion = Campione
bracket-seed = Testa di serie { $seed }
bracket-vs = contro
bracket-won = { $name } ha vinto { $wins }–{ $losses }
bracket-forfeit = a tavolino
bracket-to-come = da decidere
bracket-playing = in corso

# Codici dei giocatori e pagina del giocatore (RULES.md §12).
error-unknown-player-code = questo codice non è il codice di un giocatore (controllalo o chiedine uno nuovo all'organizzatore)
error-player-code-forbidden = il codice di un giocatore vale solo per /api/v1/me; tutto il resto richiede la chiave dell'organizzatore
error-player-code-required = questa richiesta richiede `Authorization: Player <code>`
error-player-code-guesses = troppi codici sbagliati da questo indirizzo o per questo codice; riprova tra { $retry_after } s
player-round = Turno { $round }
player-bye = In questo turno hai il bye: nessun match da giocare.
player-not-seated = Non sei accoppiato in questo turno.
player-result-double-loss = Risultato: doppia sconfitta (il match è perso da entrambi; per te conta come 0-2 nelle partite)
player-record = Record { $wins }-{ $losses }-{ $draws }, { $points } punti match
player-rank = Posizione { $rank } su { $of } dopo il turno { $round }
player-final-place = Posizione finale: { $place }
player-dropped = ritirato
player-no-round = Nessun turno è stato ancora pubblicato. Questa pagina si aggiorna quando succede.
player-finished = Il torneo è finito.
player-champion = Vincitore del torneo: { $name }
player-out-of-playoff = Non sei (o non sei più) nel top cut: in questo turno non hai un match. La tua posizione è qui sotto.
player-guide-link = Come funzionano questa pagina e il torneo (guida per i giocatori)
player-unknown-title = Codice non riconosciuto
player-unknown-text = Questo link o codice non appartiene a un giocatore di un torneo in corso. Confrontalo con il tuo foglietto o chiedine uno nuovo all'organizzatore.
player-wait-title = Troppi tentativi
player-wait-text = Questo link non è stato riconosciuto e dalla tua rete sono arrivati troppi link errati. Aspetta { $seconds ->
    [one] un secondo
   *[other] { $seconds } secondi
}, poi controlla il link sul tuo foglietto.
player-code-gone = Questo link non apre più la tua pagina (forse l'organizzatore ti ha dato un codice nuovo), quindi la pagina non si aggiorna più. Usa il link del tuo foglietto più recente.
slips-title = codici dei giocatori
slips-scan = Inquadra per vedere il tuo tavolo e la tua posizione:
slips-code = Codice:
slips-type = Niente fotocamera? Apri questo indirizzo e digita il codice:
player-enter-title = Apri la tua pagina da giocatore
player-enter-intro = Digita il codice del tuo foglietto per vedere il tuo tavolo, il tuo risultato e la tua posizione.
player-enter-label = Il tuo codice giocatore
player-enter-hint = 20 lettere e cifre, come sul foglietto. Maiuscole, spazi e trattini non contano.
player-enter-send = Apri la mia pagina
player-enter-again = Digita un codice
slips-secret = Tieni questo foglietto per te: il codice è il tuo accesso.
slips-no-code = Ancora nessun codice: rinnova il codice di questo giocatore e ristampa.
slips-other-key = Questo codice è stato creato con un'altra chiave del server: rinnovalo e ristampa.

# Risultati comunicati dai giocatori (RULES.md §12)
error-self-reporting-off = per questo torneo i giocatori non possono comunicare i risultati: comunica il tuo risultato all'organizzatore
error-no-open-match = non hai nessun match da comunicare in un turno pubblicato
error-result-already-entered = il risultato di questo match è già stato inserito: solo l'organizzatore può correggerlo
error-report-disputed = i due risultati comunicati non coincidono: lo inserirà l'organizzatore
error-nothing-to-confirm = il tuo avversario non ha ancora comunicato un risultato
error-own-report = non puoi confermare il risultato che hai comunicato tu: lo conferma il tuo avversario
error-form-fields = il modulo è incompleto: ricarica la pagina e riprova
player-form-refused-title = Modulo non accettato
player-form-refused = il modulo non è stato accettato (arriva da un altro sito o è scaduto): ricarica la pagina e riprova
player-self-reporting-off = In questo torneo i risultati li inserisce l'organizzatore.
player-confirm-send = Conferma questo risultato
player-report-title = Comunica il tuo risultato
player-report-wins = Partite vinte
player-report-losses = Partite perse
player-report-draws = Partite pareggiate
player-report-send = Comunica
player-drop-send = Ritirati dal torneo
player-done-reported = Il tuo risultato è stato salvato.
player-done-confirmed = Il risultato è confermato e inserito.
player-done-dropped = Ti sei ritirato: dal prossimo turno non verrai più accoppiato.
player-refused = Non ha funzionato. Ricarica la pagina o chiedi all'organizzatore.
player-refused-finished = Il torneo è finito: non si può più comunicare nulla.
player-refused-dropped = Ti sei già ritirato.
player-refused-playoff-draw = Un match di playoff non può finire in pareggio.
player-drop-ask = Dal prossimo turno non verrai più accoppiato. Il tuo match del turno in corso conta ancora. Vuoi ritirarti ora?
player-drop-yes = Sì, mi ritiro
player-drop-no = No, torna alla mia pagina
number-percent = { $value }%
player-table = Tavolo { $table }
player-against = contro { $opponent }
player-bye-title = Bye
player-clock-label = Tempo rimasto
player-extension = Il tuo tavolo: +{ $time }, termina alle { $ends }
player-extension-stopped = Il tuo tavolo: +{ $time }
player-score-won = hai vinto { $score }
player-score-lost = hai perso { $score }
player-score-draw = pareggio, { $score }
player-result-entered = Risultato inserito: { $result }
player-reported = Hai comunicato: { $result }. In attesa della conferma di { $opponent }.
player-their-report = { $opponent } comunica { $outcome ->
        [win] una vittoria { $theirs } per { $opponent } (per te: sconfitta { $mine })
        [loss] una sconfitta { $theirs } per { $opponent } (per te: vittoria { $mine })
       *[draw] un pareggio, { $mine }
    }. È corretto?
player-not-right = No, è andata diversamente
player-change-report = Modifica il mio risultato
player-won-2-0 = Ho vinto 2–0
player-won-2-1 = Ho vinto 2–1
player-lost-1-2 = Ho perso 1–2
player-lost-0-2 = Ho perso 0–2
player-draw-1-1 = Pareggio 1–1
player-other-result = Altro risultato…
player-choose = scegli
player-disputed-title = Vai dall'organizzatore
player-disputed-text = I vostri risultati non coincidono, quindi lo inserirà l'organizzatore.
player-you-reported = Hai comunicato
player-they-reported = { $opponent } ha comunicato
player-standing-title = La tua posizione
player-why-opponent = Perché questo avversario
player-why-rank = Perché questa posizione
player-opponents-mw = Le percentuali di vittoria dei match (MW%) dei tuoi avversari; la loro media è la tua OMW%:
player-opponent-mw = Turno { $round }: { $opponent }, { $mw }
player-cut-locked = Sei nella top { $size } per punti match, qualunque cosa accada in questo turno.
player-cut-draw_is_safe = In questo turno ti basta un pareggio per la top { $size }.
player-cut-win_and_in = Una vittoria in questo turno ti porta nella top { $size }; un pareggio potrebbe non bastare.
player-cut-tiebreakers_decide = Anche una vittoria potrebbe non bastare per la top { $size }: decidono gli spareggi e gli altri tavoli.
player-cut-out = Per punti match non puoi più entrare nella top { $size }.
player-refresh = Aggiorna
player-new-info = Nuove informazioni: tocca per aggiornare
player-live-paired = Turno { $round } accoppiato: tavolo { $table } contro { $opponent }
player-live-updated = La tua pagina è stata aggiornata.
# L'orologio del turno (RULES.md §13) e lo schermo a parete.
error-clock-round-pairing = il turno { $round } è ancora in fase di accoppiamento: il suo orologio parte solo dopo la pubblicazione
error-clock-round-completed = il turno { $round } è concluso: il suo orologio è fermo
error-clock-already-started = l'orologio del turno { $round } è già partito
error-clock-not-running = l'orologio del turno { $round } non sta scorrendo
error-clock-not-paused = l'orologio del turno { $round } non è in pausa
error-clock-started = l'orologio del turno { $round } è già partito: estendi il turno invece di cambiarne il limite di tempo
error-no-time-limit = il turno { $round } non ha un limite di tempo: impostane prima uno
error-invalid-extension = un'estensione deve durare da 1 a { $max } secondi, non { $value }
error-invalid-time-limit = un limite di tempo deve essere da 1 a { $max } secondi, non { $value }
error-clock-time-went-back = l'orologio del server è indietro rispetto all'ultimo istante dell'orologio del turno { $round }: riprova
error-bye-table-extension = il tavolo { $table } è il bye: non c'è tempo da estendere
screen-clock-not-started = Orologio non ancora partito
screen-clock-paused = Orologio in pausa
screen-time-up = Tempo scaduto
screen-round-completed = Tutti i risultati sono arrivati
screen-waiting = In attesa degli accoppiamenti

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = l'evento { $id } non esiste ancora: l'ultimo evento di questo torneo è { $latest }
error-events-expired = gli eventi dopo { $id } non sono più conservati (il più vecchio è { $oldest }): ricarica il torneo e riapri il flusso senza id
error-last-event-id = l'id evento { $id } non è un numero intero

# Impostazioni e orologi dei turni del documento del torneo (formato /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } non è un istante RFC 3339 (per esempio 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = il turno { $round } è "{ $state }": l'orologio scorre solo in un turno pubblicato; un turno ancora in fase di accoppiamento può avere solo il proprio limite di tempo, un turno concluso nessun orologio
error-document-clock-no-limit = un turno senza limite di tempo non può essere stato avviato, messo in pausa o esteso
error-document-clock-order = gli istanti dell'orologio non sono in ordine: una pausa viene dopo l'avvio, le pause concluse stanno tra l'avvio e la pausa in corso (o adesso) e le estensioni sono elencate dalla più vecchia
error-document-clock-future = l'istante è successivo all'ora attuale del server

## The organizer's console (/console/)

console-title = Console di PlanesForge
console-signed-in-as = Accesso come
console-scope-note = chiave { $scope }: si vede solo ciò che può fare
console-keys = Chiavi API
console-keys-scopes = Ogni chiave ha un ambito: read (solo letture, per un sito), results (risultati e orologio del turno: il tablet di un giudice) o full (tutto, chiavi comprese). Una chiave viene mostrata una volta, quando nasce.
console-key-scope = Ambito
console-key-last-used = Ultimo uso
console-key-never = mai
console-key-revoke = Revoca
console-key-revoked = Chiave revocata: da ora viene respinta, e le console aperte con essa sono chiuse.
console-key-new = Una nuova chiave
console-key-create = Crea la chiave
console-key-made = La nuova chiave, mostrata solo questa volta: copiala ora.
console-key-scope-unknown = Scegli un ambito: read, results o full.
console-sign-out = Esci
console-sign-out-everywhere = Esci ovunque
console-sign-in-title = Accedi alla console
console-with-key = Con la chiave API
console-key-label = Chiave API
console-key-hint = La chiave ricevuta dal tuo negozio alla creazione (inizia con pf_). Viene inviata una volta e mai più mostrata; questo browser conserva solo una sessione.
console-sign-in = Accedi
console-new-store = Nuovo negozio
console-store-name = Nome del negozio o del club
console-create-store = Crea il negozio e accedi
console-key-unknown = Questa chiave API non è nota. Controlla di averla incollata per intero.
console-refused-title = Questo modulo non può essere accettato
console-refused-text = Il modulo viene da un'altra pagina o è scaduto. Riapri la pagina e ripeti l'operazione.
console-not-found-title = Non trovato
console-not-found-text = Tra i tuoi tornei non c'è questo.
console-error-title = Qualcosa è andato storto
console-error-text = Il server non è riuscito a farlo (errore { $status }). Non è stato cambiato nulla. Riprova; se succede ancora, avvisa chi gestisce questo servizio.
console-bad-request-title = Non si può fare
console-bad-request-text = L'indirizzo o il modulo non era quello che la console si aspetta (errore { $status }). Non è stato cambiato nulla. Torna all'elenco e riprova da lì.
console-back-to-list = Torna ai tuoi tornei
console-tournaments = I tuoi tornei
console-new-tournament = Nuovo torneo
console-filter = Filtra per stato
console-all = Tutti
console-status-registration = Iscrizioni
console-status-swiss = Turni svizzeri
console-status-top_cut = Top cut
console-status-finished = Concluso
console-none-yet = Nessun torneo ancora. Crea il primo.
console-col-name = Nome
console-col-status = Stato
console-col-players = Giocatori
console-col-round = Turno
console-col-created = Creato
console-older = Tornei meno recenti
console-deleted = Il torneo è stato eliminato.
console-format = Formato
console-format-hint = Per esempio Pauper, Modern, Draft.
console-starts-at = Inizio
console-time-zone = Fuso orario
console-time-zone-hint = Un nome di fuso come Europe/Rome; gli orari sui fogli sono indicati in questo fuso.
console-location = Luogo
console-rounds = Turni svizzeri
console-rounds-hint = Lascia vuoto per la raccomandazione in base al numero di giocatori.
console-top-cut = Top cut
console-no-top-cut = Nessun top cut
console-language = Lingua dei fogli
console-language-default = Quella di ogni lettore
console-create = Crea
console-cancel = Annulla
console-not-a-number = Turni e top cut devono essere numeri interi.
console-created = Il torneo è stato creato.
console-players-added = { $count ->
    [one] Un giocatore iscritto.
   *[other] { $count } giocatori iscritti.
}
console-no-names = Scrivi almeno un nome.
console-too-many-names = Al massimo { $max } nomi alla volta.
console-players = Giocatori
console-no-players = Nessun giocatore ancora.
console-dropped-after = Ritirato dopo il turno { $round }
console-playing = In gioco
console-register = Iscrivi giocatori
console-names-label = Nomi, uno per riga
console-names-hint = Incolla un elenco o scrivi i nomi; ogni riga è un giocatore. I nomi doppi vengono segnalati.
console-add-players = Iscrivi
console-open = Apri
console-open-standings = Classifica da stampare
console-round = Turno { $round }
console-round-deleted = Il turno { $round } è stato eliminato.
console-result-entered = Tavolo { $table }: risultato inserito.
console-round-paired = Il turno è abbinato. Controllalo, poi pubblicalo.
console-round-published = Il turno è pubblicato: i giocatori vedono i loro tavoli.
console-round-unpublished = Il turno è tornato in abbinamento: i giocatori non lo vedono più.
console-round-repaired = Il turno è stato abbinato di nuovo.
console-result-unreadable = Scrivi un numero di tavolo e un risultato come 2-1, 1-2, 2-0-1, 0-0-3 o dl (doppia sconfitta).
console-state-pairing = in abbinamento
console-state-published = pubblicato
console-state-completed = concluso
console-pair-next = Abbina il turno successivo
console-rounds-heading = Turni
console-no-rounds = Nessun turno ancora.
console-publish = Pubblica
console-unpublish = Ritira la pubblicazione
console-repair = Abbina di nuovo
console-delete-round = Elimina il turno
console-result-box = Inserisci un risultato
console-result-hint = Dal punto di vista del primo giocatore: 2-1, 1-2, 2-0-1, 0-0-3, o dl per una doppia sconfitta. Invio salva e passa al tavolo successivo ancora in gioco.
console-enter = Salva
console-still-playing = Ancora in gioco
console-col-time-left = Tempo rimasto
console-time-up = Tempo scaduto
console-finished-tables = Tavoli con un risultato
console-tables = Tavoli
console-all-results-in = Tutti i risultati sono inseriti.
console-col-table = Tavolo
console-col-player-a = Giocatore
console-col-player-b = Avversario
console-col-result = Risultato
console-col-reports = Segnalazioni dei giocatori
console-bye = Bye
console-report-reported = segnalato
console-report-confirmed = confermato
console-report-disputed = contestato
console-report-settled = risolto
console-warnings = Avvisi
console-table-n = Tavolo { $table }
console-actions = Azioni
console-print-pairings = Abbinamenti da stampare (per tavolo)
console-print-by-name = Abbinamenti da stampare (per nome)
console-screen = Lo schermo a parete
console-open-slips = Foglietti con i codici dei giocatori (tutti)
console-col-slip = Foglietto del codice
console-slip = Stampa

console-clock = Orologio
console-clock-not-started = Non avviato · { $time } di gioco
console-clock-running = In corso · restano { $time }
console-clock-paused = In pausa · restano { $time }
console-clock-finished = Finito · restavano { $time }
console-clock-done = L'orologio è stato modificato.
console-clock-start = Avvia l'orologio
console-clock-pause = Pausa
console-clock-resume = Riprendi
console-extend-minutes = Minuti in più
console-extend-table = Solo questo tavolo (facoltativo)
console-extend-table-hint = Lascia vuoto per prolungare tutto il turno; un numero di tavolo prolunga solo quel tavolo (un'estensione di tempo di un giudice).
console-extend = Prolunga
console-settle-with = Decidi: { $result } secondo { $player }
console-correct-box = Correggi un risultato
console-correction-title = Correggere il risultato del tavolo { $table }?
console-correction-line = Tavolo { $table }: { $old } diventa { $new }.
console-correction-later = { $span ->
    [one] Il turno { $first } è stato abbinato dal risultato precedente e non sarà abbinato di nuovo.
   *[several] I turni da { $first } a { $last } sono stati abbinati dal risultato precedente e non saranno abbinati di nuovo.
}
console-correction-audit = La classifica cambia subito; il registro di controllo conserva il risultato prima e dopo.
console-correction-save = Salva la correzione
console-remove-title = Togliere { $player } dall'evento?
console-remove-line = Scompare da ogni elenco, conteggio, foglio e dalla classifica, come se non si fosse mai iscritto. Si può togliere solo chi non ha giocato in un turno pubblicato; gli altri si ritirano (drop).
console-remove-repair = Se il turno in abbinamento lo mette a un tavolo, viene abbinato di nuovo senza di lui.
console-remove = Togli
console-player-drop = { $player } si è ritirato.
console-player-readmit = { $player } è stato riammesso.
console-player-rename = Il giocatore ora si chiama { $player }.
console-player-remove = { $player } è stato tolto.
console-change = Modifica
console-new-name = Nuovo nome
console-rename = Rinomina
console-readmit = Riammetti
console-drop = Ritira
console-the-end = La fine dell'evento
console-finish = Concludi l'evento
console-finish-title = Concludere { $name }?
console-finish-line = La classifica finale è fissata e i giocatori vedono l'evento come concluso. Si può riaprire per correggere un risultato.
console-finished = L'evento è concluso.
console-reopen = Riapri l'evento
console-reopened = L'evento è di nuovo aperto.
console-delete = Elimina l'evento
console-delete-title = Eliminare { $name }?
console-delete-line = L'evento, i suoi giocatori, turni, risultati e il registro di controllo vengono eliminati per sempre. Esporta prima il suo documento per tenerne una copia.
console-standings = Classifica
console-after-round = dopo il turno { $round }
console-champion = Campione
console-col-rank = Posizione
console-col-points = Punti
console-col-record = Bilancio
console-col-why = Perché qui
console-dropped = ritirato
console-cut-line = La linea del taglio (top { $size })
console-cut-line-hint = Prima del turno che decide il taglio: cosa serve a ogni giocatore, in punti partita, qualunque cosa facciano gli altri tavoli.
console-col-advice = Serve
console-cut-locked = Dentro comunque vada
console-cut-draw_is_safe = Basta un pareggio
console-cut-win_and_in = Basta una vittoria
console-cut-tiebreakers_decide = Decidono gli spareggi
console-cut-out = Non può più entrare nel taglio
console-top-cut-size = Giocatori nel top
console-top-cut-create = Crea il top
console-print-bracket = Il tabellone da stampare
console-swiss-rank = svizzero: { $rank }
console-live-changed = Questa pagina è cambiata su un altro dispositivo; si aggiornerà quando lasci il modulo.
console-live-updated = Aggiornata con le modifiche di un altro dispositivo.
console-stale = Questo turno è cambiato su un altro dispositivo da quando questa pagina è stata mostrata; non è stato fatto nulla. Eccolo com'è ora: ripeti l'azione se la vuoi ancora.
console-audit = Registro di controllo
console-audit-action = Azione
console-audit-via = Tramite
console-via-console = Console
console-via-api = API
console-filter-apply = Filtra
console-audit-empty = Nessuna voce corrisponde.
console-audit-when = Quando (UTC)
console-audit-who = Chi
console-audit-detail = Cosa è cambiato
console-audit-next = Voci successive
console-swap = Scambia
console-swap-first-player = Primo giocatore
console-swap-second-player = Secondo giocatore
console-swap-players = Scambia i giocatori
console-swap-first-table = Primo tavolo
console-swap-second-table = Secondo tavolo
console-swap-tables = Scambia i tavoli
console-swapped = Lo scambio è fatto; il turno è ancora in abbinamento.
console-seat = { $player }, tavolo { $table }
console-interface-language = Lingua della console
console-interface-language-set = Cambia
console-edit = Modifica l'evento
console-recommended = Consigliato per { $players } giocatori: { $rounds } turni svizzeri, top { $cut }.
console-top-cut-later = Decidi più tardi
console-self-reporting = I giocatori segnalano da sé i propri risultati
console-save = Salva
console-export = Esporta il documento (un file da conservare)
console-edited = L'evento è stato salvato.
console-late-entry = Il turno { $round } è già abbinato: ogni turno abbinato prima della loro iscrizione conta per i nuovi giocatori come un turno mancato (nessun punto partita, una sconfitta nella loro percentuale di vittorie, nessun avversario, nessuna partita); vengono abbinati dal turno successivo.
console-repaired-for-late = Il turno { $round }, ancora in abbinamento, è stato abbinato di nuovo con loro.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = sì
console-no = no
audit-action-tournament-imported = Torneo importato
audit-action-tournament-updated = Torneo modificato
audit-action-tournament-finished = Torneo concluso
audit-action-tournament-reopened = Torneo riaperto
audit-action-player-added = Giocatore iscritto
audit-action-player-updated = Giocatore modificato
audit-action-player-renamed = Giocatore rinominato
audit-action-player-dropped = Giocatore ritirato
audit-action-player-readmitted = Giocatore riammesso
audit-action-player-removed = Giocatore tolto
audit-action-player-code-rotated = Codice del giocatore rinnovato
audit-action-round-created = Turno abbinato
audit-action-round-repaired = Turno abbinato di nuovo
audit-action-round-deleted = Turno eliminato
audit-action-players-swapped = Giocatori scambiati
audit-action-tables-swapped = Tavoli scambiati
audit-action-round-published = Turno pubblicato
audit-action-round-unpublished = Pubblicazione del turno ritirata
audit-action-round-completed = Turno completato
audit-action-result-entered = Risultato inserito
audit-action-result-corrected = Risultato corretto
audit-action-result-removed = Risultato tolto
audit-action-result-reported = Risultato segnalato da un giocatore
audit-action-result-confirmed = Risultato confermato dall'avversario
audit-action-result-disputed = Risultato contestato
audit-action-top-cut-created = Top cut creato
audit-action-playoff-forfeit = Match di playoff assegnato a tavolino
audit-action-clock-started = Orologio avviato
audit-action-clock-paused = Orologio messo in pausa
audit-action-clock-resumed = Orologio ripreso
audit-action-clock-extended = Tempo del turno prolungato
audit-action-table-extended = Tempo in più per un tavolo
audit-action-clock-limit-set = Durata del turno impostata
audit-action-clock-settings-changed = Impostazioni dell'orologio modificate
audit-field-after = dopo
audit-field-before = prima
audit-field-bye = bye
audit-field-dropped = ritirato
audit-field-name = nome
audit-field-planned-rounds = turni previsti
audit-field-player = giocatore
audit-field-player-a = giocatore
audit-field-player-b = avversario
audit-field-players = giocatori
audit-field-reason = motivo
audit-field-reports-removed = segnalazioni dei giocatori tolte
audit-field-result = risultato
audit-field-rounds = turni
audit-field-seconds = secondi
audit-field-size = dimensione
audit-field-table = tavolo
audit-field-tables = tavoli
audit-field-time-limit-s = durata del turno (secondi)
audit-field-top-cut = top cut
audit-field-warnings = avvisi

## The console's import (on the new-tournament page).
console-import = Importa un torneo
console-import-file = Documento del torneo (un file esportato in precedenza)
console-import-hint = Il file salvato dal link «Esporta il documento» di un torneo, oppure uno ottenuto dall'API. Viene prima controllato per intero e poi diventa un tuo nuovo torneo; ogni giocatore riceve un codice nuovo.
console-import-button = Importa
console-import-empty = Il file è vuoto: scegli il documento salvato con «Esporta il documento».
console-import-unreadable = Impossibile leggere il modulo ({ $reason }).
console-imported = Il torneo è stato importato. Ogni giocatore ha un codice nuovo: ristampa i foglietti con i codici.
