# Explicaciones de PlanesForge (RULES.md §2, §4, §5), español.

score-groups = { $a } ({ $apoints } puntos de partida) juega contra { $b } ({ $bpoints } puntos de partida).
floated-odd-group = { $player } bajó del grupo de puntuación de { $from } puntos contra un rival con { $to }: ese grupo tenía { $size } jugadores, un número impar, y { $player } era el peor clasificado del grupo.
floated-rematch = { $player } bajó de { $from } a { $to } puntos de partida aunque el emparejamiento ideal lo mantenía en su grupo de puntuación: solo así se evitaba una revancha.
slide-kept = Esta mesa es el emparejamiento ideal del grupo de puntuación (el deslizamiento).
rematch-avoided = Se cambió el deslizamiento: { $player } ya había jugado contra { $opponent } en la ronda { $round }.
seating-shifted = Se cambió el deslizamiento para evitar revanchas en otras mesas de la ronda: { $pairs }.
seating-shifted-pair = { $player } y { $opponent } (ronda { $round })
forced-rematch = { $a } y { $b } ya jugaron entre sí en la ronda { $round }: no existía ningún emparejamiento de esta ronda sin revancha.
bye = { $player } recibe el bye: de los { $candidates } jugadores activos con menos byes ({ $byes }), { $player } es el peor clasificado (puesto { $rank } de { $field }).
manual-change = El organizador cambió esta mesa; el motor de emparejamientos la habría formado de otra manera.
corrected-after-pairing = Después de emparejar esta ronda, el organizador corrigió { $count ->
    [one] un resultado de una ronda anterior
   *[other] { $count } resultados de rondas anteriores
 }: { $corrections }. Una ronda ya emparejada no se vuelve a emparejar tras una corrección, así que estos emparejamientos se mantienen; cada mesa se explica con los resultados tal como estaban al emparejar la ronda.
corrected-after-pairing-item = ronda { $round }, mesa { $table } ({ $at })
missed-rounds = { $player } se perdió { $count ->
    [one] una ronda
   *[other] { $count } rondas
 } (inscripción tardía o readmisión): cada una cuenta en su MW% como una ronda sin puntos, sin rival ni juegos, y no es un bye.
rank-omw = { $upper } (puesto { $rank }) va por delante de { $lower } con los mismos puntos de partida ({ $points }), decidido por el OMW%: { $uppervalue } ({ $upperfraction }) frente a { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (puesto { $rank }) va por delante de { $lower } con los mismos puntos de partida ({ $points }) y el mismo OMW%, decidido por el GW%: { $uppervalue } ({ $upperfraction }) frente a { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (puesto { $rank }) va por delante de { $lower } con los mismos puntos de partida ({ $points }), OMW% y GW%, decidido por el OGW%: { $uppervalue } ({ $upperfraction }) frente a { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (puesto { $rank }) va por delante de { $lower }: puntos de partida ({ $points }), OMW%, GW% y OGW% son iguales, así que decidió el orden fijo (nombres comparados carácter a carácter por su punto de código Unicode, sin distinguir mayúsculas; no es orden alfabético).
rank-fixed-id = { $upper } (puesto { $rank }) va por delante de { $lower }: puntos de partida ({ $points }), OMW%, GW% y OGW% son iguales y los nombres solo difieren en mayúsculas, así que el orden fijo decidió por el id del jugador: { $upperid } antes de { $lowerid }.

## Errores: `title` (por estado HTTP) y `detail` de las respuestas
## problem+json. Los nombres técnicos (`player_a`, `after_round`,
## `Idempotency-Key`) quedan como en la API.

title-400 = Solicitud incorrecta
title-401 = No autorizado
title-403 = Prohibido
title-404 = No encontrado
title-405 = Método no permitido
title-409 = Conflicto
title-410 = Ya no disponible
title-413 = Solicitud demasiado grande
title-415 = Tipo de contenido no admitido
title-422 = Solicitud no procesable
title-429 = Demasiadas solicitudes
title-500 = Error interno del servidor
title-503 = Servicio no disponible

error-internal = se produjo un error interno
error-database-unavailable = la base de datos no está disponible en este momento; vuelve a intentarlo en breve
error-storage-unavailable = la base de datos no puede guardar este cambio ahora (puede que su disco esté lleno); no se ha cambiado nada, vuelve a intentarlo más tarde
error-not-json = el cuerpo de la solicitud debe ser JSON (Content-Type: application/json)
error-not-form = el cuerpo de la solicitud debe ser un formulario (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = el cuerpo de la solicitud supera los { $limit } bytes
error-invalid-body = cuerpo de la solicitud no válido: { $error }
error-body-not-object = el cuerpo de la solicitud debe ser un objeto JSON ({ "{" } … { "}" })
error-malformed-json = JSON mal formado: { $error }
error-unreadable-body = no se puede leer el cuerpo de la solicitud: { $error }
error-body-not-utf8 = el cuerpo no está en UTF-8
error-invalid-path-parameter = parámetro de ruta no válido: { $error }
error-invalid-path = ruta no válida: { $error }
error-invalid-query-parameter = parámetro de consulta no válido: { $error }
error-invalid-query = consulta no válida: { $error }
error-no-resource = no hay ningún recurso en { $path }
error-limit-too-small = limit debe ser al menos 1
error-unknown-cursor = cursor desconocido { $cursor }

error-auth-header-not-text = la cabecera Authorization no es texto válido
error-auth-expected-bearer = se esperaba `Authorization: Bearer <api_key>`
error-auth-required = esta solicitud necesita `Authorization: Bearer <api_key>`
error-unknown-api-key = clave de API desconocida
error-sign-up-closed = el registro está cerrado: envía el token de administración como Bearer
error-wrong-admin-token = token de administración incorrecto
error-forbidden-tournament = el torneo { $id } pertenece a otro organizador
error-rate-limited = demasiadas solicitudes: como máximo { $per_minute } por minuto (ráfagas de { $burst }); vuelve a intentarlo en { $retry_after } s
error-idempotency-key-invalid = la Idempotency-Key debe tener de { $min } a { $max } caracteres ASCII visibles (envía un UUID)
error-too-many-streams = demasiados flujos de eventos abiertos desde esta dirección: como máximo { $limit } a la vez; cierra uno o vuelve a intentarlo en { $retry_after } s
error-idempotency-key-reused = esta Idempotency-Key ya se usó con otra solicitud (método, ruta o cuerpo); usa una clave nueva para una solicitud nueva
error-idempotency-in-progress = una solicitud con esta Idempotency-Key todavía se está procesando; vuelve a intentarlo en breve

error-name-empty = el nombre { $what ->
    [tournament] del torneo
    [player] del jugador
    [organizer] del organizador
    [key] de la clave
   *[other] ({ $what })
} está vacío
error-name-too-long = el nombre { $what ->
    [tournament] del torneo
    [player] del jugador
    [organizer] del organizador
    [key] de la clave
   *[other] ({ $what })
} tiene más de 200 caracteres
error-name-control = el nombre { $what ->
    [tournament] del torneo
    [player] del jugador
    [organizer] del organizador
    [key] de la clave
   *[other] ({ $what })
} contiene caracteres de control
error-name-bidi = el nombre { $what ->
    [tournament] del torneo
    [player] del jugador
    [organizer] del organizador
    [key] de la clave
   *[other] ({ $what })
} contiene un carácter de control de la dirección del texto ({ $character }) en la posición { $position }; quítalo
error-name-invisible = el nombre { $what ->
    [tournament] del torneo
    [player] del jugador
    [organizer] del organizador
    [key] de la clave
   *[other] ({ $what })
} no tiene nada visible: solo espacios, caracteres de formato invisibles o marcas combinantes
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = players debe tener de 1 a { $max } entradas, no { $count }
error-planned-rounds = planned_rounds debe estar entre 1 y { $max }, no { $value }
error-tournament-not-found = no existe el torneo { $id }
error-player-not-found = no existe el jugador { $id }
error-round-not-found = no existe la ronda { $round }
error-no-round = todavía no hay ninguna ronda que mostrar: no se ha publicado ninguna
error-table-not-found = la ronda { $round } no tiene mesa { $table }
error-webhook-not-found = no existe el webhook { $id }
error-player-already-dropped = { $player } ya se retiró después de la ronda { $round }

error-round-still-pairing = la ronda { $round } todavía se está emparejando: publícala e introduce primero sus resultados
error-round-results-missing = { $missing ->
    [one] a la ronda { $round } le falta 1 resultado
   *[other] a la ronda { $round } le faltan { $missing } resultados
}: introdúcelos antes de emparejar la ronda { $next }
error-not-enough-players = { $active ->
    [one] 1 jugador activo
   *[other] { $active } jugadores activos
}: una ronda necesita al menos 2
error-round-published = la ronda { $round } está { $state ->
    [completed] completada
   *[published] publicada
}: sus emparejamientos son definitivos
error-round-not-latest = la ronda { $round } no es la última ronda
error-round-not-published = la ronda { $round } aún no está publicada: publícala antes de introducir resultados
error-round-frozen = la ronda { $round } ya no es la última ronda: sus resultados están congelados
error-playoff-pairings-fixed = la ronda { $round } es una ronda de la fase final: sus emparejamientos siguen el cuadro (/book/es/pairings-and-standings.html#bracket)
error-playoff-round-has-results = la ronda de la fase final { $round } ya registra una victoria por incomparecencia: no se puede borrar
error-same-player = player_a y player_b son el mismo jugador
error-player-not-in-round = el jugador { $player } no está emparejado en la ronda { $round }
error-same-players-table = los dos jugadores están en la misma mesa: intercambiarlos no cambia nada
error-same-table = table_a y table_b son la misma mesa
error-bye-table-swap = la mesa { $table } es el bye, que se queda después de la última mesa
error-bye-has-no-result = la mesa { $table } es el bye: no necesita resultado
error-next-round-not-completed = a la ronda { $round } le faltan resultados: complétala antes de emparejar la siguiente ronda
error-next-playoff-started = el Top empezó en la ronda { $round }: ya no se pueden emparejar rondas suizas
error-not-swiss-round = la ronda { $round } es una ronda de la fase final: no tiene emparejamiento suizo

error-result-too-many-wins = resultado no válido { $result }: como máximo 2 juegos ganados
error-result-too-many-losses = resultado no válido { $result }: como máximo 2 juegos perdidos
error-result-both-won-two = resultado no válido { $result }: los dos jugadores no pueden ganar 2 juegos
error-result-too-many-draws = resultado no válido { $result }: como máximo 3 juegos empatados
error-result-no-games = resultado no válido 0-0-0: al menos un juego (un empate intencionado es 0-0-3)
error-result-playoff-draw = resultado no válido { $result }: una partida de la fase final no puede terminar en empate
error-result-playoff-double-loss = resultado no válido: una partida de la fase final no puede terminar en doble derrota; necesita un ganador
error-result-double-loss-games = resultado no válido { $result }: una doble derrota es 0-2-0 para cada jugador

error-standings-round-not-found = after_round { $requested }: esa ronda no existe (la última ronda es la { $last })
error-standings-round-not-completed = after_round { $round }: la ronda { $round } no está completada
error-standings-overflow = una fracción de desempate es demasiado grande para representarla exactamente

error-cut-size = un Top { $size } es imposible: el tamaño debe ser una potencia de dos de al menos 2
error-cut-not-enough-players = un Top { $size } es imposible con { $active } jugadores activos
error-cut-swiss-unfinished = el Top empieza solo cuando la última ronda suiza está completada
error-top-cut-exists = este torneo ya tiene su Top
error-top-cut-not-found = este torneo aún no tiene Top
error-tournament-finished = el torneo ha terminado: ya no se puede cambiar
error-round-has-results = la ronda { $round } no puede volver al emparejamiento: resultados introducidos: { $results }, mesas con un reporte o una confirmación de un jugador: { $reports }. Quita primero esos resultados (quitar un resultado también borra los reportes de esa mesa) o corrígelos
error-round-completed = la ronda { $round } está completada: sus resultados se pueden corregir pero no quitar, y ya no se puede despublicar
error-player-has-played = este jugador ya se ha sentado en una ronda publicada: retíralo (drop) en lugar de quitar su inscripción
error-tournament-not-finished = el torneo no ha terminado (su estado es { $status }): solo se puede reabrir un torneo terminado
error-top-cut-planned = este torneo prevé un Top { $size }: créalo, o pon top_cut a 0 antes de terminarlo
error-top-cut-not-wanted = este torneo está configurado sin Top (top_cut 0): cambia primero la configuración
error-top-cut-started = el Top ha empezado: esto ya no se puede cambiar
error-invalid-top-cut = top_cut debe ser null (decidir más tarde), 0 (ninguno) o una potencia de dos de al menos 2, no { $value }
error-planned-rounds-below-paired = planned_rounds no puede ser { $value }: ya hay { $paired } rondas suizas emparejadas
error-planned-rounds-reached = las { $planned } rondas suizas previstas ya están emparejadas: aumenta planned_rounds para emparejar otra, o empieza el Top
error-cut-line-top-cut-started = el Top ha empezado: no queda ninguna ronda suiza para la que calcular la línea de corte
error-no-round-to-advise = no hay ninguna ronda a punto de jugarse: empareja (y publica) primero la siguiente ronda
error-playoff-not-a-bracket = las rondas de la fase final no siguen el cuadro (/book/es/pairings-and-standings.html#bracket): { $problem }

error-document-json = documento de torneo mal formado: { $error }
error-document-format = format: se esperaba { $expected }, se encontró { $found }
error-table-number-too-large = ronda { $round }: el número de mesa { $table } es demasiado grande
error-at-table = ronda { $round }, mesa { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: el id está vacío
error-history-duplicate-id = players[{ $index }]: id de jugador repetido { $id } (ya lo usa players[{ $first }])
error-history-too-many-players = players: { $count } jugadores son más de los admitidos
error-history-drop-after-last = jugador { $player }: dropped_after_round { $dropped } es posterior a la última ronda ({ $last })
error-history-round-order = rounds[{ $index }]: número de ronda { $found } fuera de orden, se esperaba { $expected }
error-history-swiss-after-playoff = ronda { $round }: una ronda suiza después de una ronda de la fase final
error-history-incomplete = sin resultado, pero la ronda { $later } ya existe
error-history-table-zero = los números de mesa empiezan en 1
error-history-duplicate-table = la mesa { $table } aparece dos veces en la ronda
error-history-unknown-player = jugador desconocido { $player }
error-history-player-twice = el jugador { $player } ya está emparejado en la mesa { $table } de esta ronda
error-history-paired-after-drop = el jugador { $player } está emparejado después de retirarse (se retiró después de la ronda { $round })
error-history-bye-in-playoff = una ronda de la fase final no puede tener bye
error-history-bye-result = un bye vale 2-0-0, no { $result }
error-history-bye-mismatch = "bye" debe ser true exactamente cuando player_b es null

error-url-too-long = la URL tiene más de 2000 caracteres
error-url-invalid = { $url } no es una URL: { $error }
error-url-scheme = el esquema de la URL debe ser http o https, no { $scheme }
error-url-no-host = la URL no tiene host
error-url-private = la URL apunta a una dirección local o privada, a la que este servidor no llama
error-events-empty = events está vacío: suscríbete al menos a un evento
error-event-unknown = evento desconocido { $event }: se esperaba uno de { $expected }
error-idempotency-replay-unavailable = la primera respuesta de esta Idempotency-Key no se puede repetir; comprueba el recurso antes de reintentar con una clave nueva
error-idempotency-replay-withheld = la petición con esta Idempotency-Key ya se hizo; su respuesta contenía una clave de API nueva, que se muestra una sola vez y no se repite
error-too-many-players = un torneo admite como máximo { $max } jugadores: tiene { $existing } y { $adding } más no caben
error-too-many-rounds = un torneo tiene como máximo { $max } rondas suizas; inicia el Top en su lugar
error-document-too-many-rounds = el documento tiene { $swiss } rondas suizas; se aceptan como máximo { $max }
error-in-round = ronda { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: { $planned } no es posible: de 1 a { $max }, y no menos que las { $swiss } rondas suizas del documento
error-document-top-cut = top_cut: { $top_cut } no es ni 0 (sin Top) ni una potencia de dos de al menos 2
error-document-top-cut-mismatch = top_cut { $top_cut } contradice la fase final, que es un Top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: el jugador { $player } no puede haberse perdido la ronda { $round } (no es una ronda suiza del documento, es posterior a su retirada o la lista no está en orden creciente)
error-document-round-state = el estado "{ $state }" no es posible: { $error }
error-document-state-not-latest = solo la última ronda puede estar en "pairing" o "published"
error-document-state-result-in-pairing = una ronda que aún se está emparejando no tiene resultados
error-document-state-published-complete = todos los resultados están anotados, así que la ronda está "completed"
error-document-state-completed-incomplete = falta un resultado
error-document-empty-round = la ronda no tiene mesas
error-document-too-many-byes = un segundo bye (la mesa { $table } ya tiene uno); una ronda tiene como máximo un bye
error-document-paired-in-missed-round = el jugador { $player } está sentado en una ronda que figura en sus missed_rounds
error-document-player-missing = el jugador { $player } (players[{ $index }]) está activo en esta ronda pero no está emparejado: no se retiró antes y la ronda no está en sus missed_rounds
error-document-not-enough-players = { $seated } jugador(es) sentados; una ronda suiza necesita al menos 2
error-document-playoff-without-swiss = una ronda de la fase final necesita rondas suizas antes: los cabezas de serie del Top salen de la clasificación suiza
error-document-bracket-size = una fase final de { $tables } mesas no forma un cuadro: el Top debe tener una potencia de dos de al menos 2 jugadores
error-document-bracket-tables = el cuadro tiene { $expected } partida(s) en esta ronda, el documento { $found }
error-document-bracket-mismatch = aquí el cuadro empareja al cabeza de serie { $seed_a } ({ $player_a }) con el cabeza de serie { $seed_b } ({ $player_b }), el mejor cabeza de serie como player_a
error-document-playoff-after-final = una ronda de la fase final después de la final
error-too-many-webhooks = un organizador puede registrar como máximo { $max } webhooks: borra uno antes de añadir otro
error-method-not-allowed = { $method } no está permitido aquí; permitidos: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } no se ha retirado: solo se puede readmitir a un jugador que se retiró
error-history-missed-round = jugador { $player }: la ronda perdida { $round } debe ser una ronda suiza del torneo en la que el jugador no esté emparejado, no posterior a su retirada, indicada una sola vez en orden ascendente
error-forbidden-organizer = el organizador { $id } no es el de esta clave de API
error-insufficient-scope = esta clave tiene alcance { $scope }; esto necesita una clave de alcance { $need } (el libro: Claves y alcances)
error-key-not-found = no hay ninguna clave de API { $id }
error-last-full-key = { $id } es la última clave full: sin ella nadie podría gestionar las claves ni cambiar los torneos; cree primero otra clave full y luego revoque esta
error-filter-status = status debe ser registration, swiss, top_cut o finished, no { $value }
error-filter-order = order debe ser asc o desc, no { $value }
error-filter-since = since debe ser una fecha y hora con su desfase (2026-12-03T10:00:00Z), no { $value }
error-filter-action = action debe ser una de las acciones del registro de auditoría (p. ej. result_corrected), no { $value }
error-filter-via = via debe ser api o console, no { $value }
error-unsupported-content-encoding = el Content-Encoding { $encoding } del cuerpo de la solicitud no se admite; envíalo sin codificar o en uno de: { $supported }
error-body-not-decodable = el cuerpo de la solicitud no son datos { $encoding } válidos, como indica su Content-Encoding
error-book-path = { $path } no es una página de las guías
error-cors-origin = verificación previa CORS rechazada: el origen { $origin } no puede llamar a esta API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = verificación previa CORS rechazada: el método solicitado no está permitido para solicitudes de otro origen
error-cors-headers = verificación previa CORS rechazada: una cabecera solicitada no está permitida para solicitudes de otro origen
error-cors-preflight = verificación previa CORS rechazada: la solicitud de verificación previa no es válida (falta Origin o Access-Control-Request-Method, o no es válido)
warning-duplicate-name = { $name } tiene el mismo nombre que { $other }, inscrito antes: aceptado; las hojas impresas los numeran (#1), (#2), … por orden de inscripción

# Ajustes del torneo.
error-invalid-language = language debe ser uno de { $codes } (o null), no «{ $value }»
error-invalid-starts-at = «{ $value }» no es una fecha y hora RFC 3339 con desfase (por ejemplo 2026-12-04T19:00:00+01:00 o 2026-12-04T18:00:00Z)
error-invalid-time-zone = «{ $value }» no es una zona horaria que conozca la base de datos IANA (por ejemplo Europe/Berlin)
error-text-too-long = como máximo { $max } caracteres
error-text-control = no se admiten caracteres de control ni controles bidireccionales (encontrado { $character })
error-metadata-not-object = debe ser un objeto cuyos valores sean cadenas, por ejemplo {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = como máximo { $max } claves, no { $count }
error-metadata-key = la clave «{ $key }» debe tener de 1 a { $max } caracteres y ningún carácter de control
error-metadata-value-not-string = el valor debe ser una cadena

## Las hojas para imprimir (api/templates/print/). La hora es la del servidor, en UTC.
print-round = Ronda { $round }
print-kind-swiss = suizo
print-kind-playoff = fase final
print-state-pairing = en emparejamiento
print-state-published = publicada
print-state-completed = terminada
print-by-table = Emparejamientos por mesa
print-by-name = Emparejamientos por nombre
print-standings = Clasificación tras la ronda { $round }
print-final-standings = Clasificación final (top { $cut }; clasificación suiza tras la ronda { $round })
print-starts = Comienzo: { $time }
print-printed = Impreso el { $time }
print-time = { $day }/{ $month }/{ $year }, { $hour }:{ $minute } { $zone }
print-table = Mesa
print-player = Jugador
print-opponent = Rival
print-result = Resultado
print-record = Balance
print-record-note = Balance: victorias-derrotas-empates antes de esta ronda.
print-place = Puesto
print-swiss-rank = Puesto suizo
print-rank = Puesto
print-points = Puntos de partida
print-wld = V-D-E
print-missed = Perdidas
print-bye = BYE
print-bye-result = bye
print-double-loss = doble derrota
print-dropped = retirado
print-slips = Hojas de resultado
print-games-won = Partidas ganadas
print-games-lost = Partidas perdidas
print-games-drawn = Partidas empatadas
print-signature = Firma
print-slip-note = Los dos jugadores anotan las partidas y firman; entregad la hoja al organizador.
print-slip-online = O infórmalo en tu página de jugador: { $url } (el enlace de tu hoja de código).
print-bracket = Cuadro del top { $cut }
bracket-final = Final
bracket-semifinal = Semifinales
bracket-quarterfinal = Cuartos de final
bracket-round-of = Ronda de { $players } jugadores
bracket-champion = Campeón
bracket-seed = Cabeza de serie { $seed }
bracket-vs = contra
bracket-won = { $name } ganó { $wins }–{ $losses }
bracket-forfeit = por incomparecencia
bracket-to-come = por decidir
bracket-playing = en juego

# Códigos de jugador y la página del jugador (RULES.md §12).
error-unknown-player-code = este código no es el de ningún jugador (compruébalo o pide uno nuevo al organizador)
error-player-code-forbidden = el código de un jugador solo sirve para /api/v1/me; todo lo demás necesita la clave del organizador
error-player-code-required = esta solicitud necesita `Authorization: Player <code>`
error-player-code-guesses = demasiados códigos erróneos desde esta dirección o para este código; vuelve a intentarlo en { $retry_after } s
player-round = Ronda { $round }
player-bye = Esta ronda tienes bye: no hay partida que jugar.
player-not-seated = No estás emparejado en esta ronda.
player-result-double-loss = Resultado: doble derrota (los dos jugadores pierden la partida; para ti cuenta como 0-2 en juegos)
player-record = Balance { $wins }-{ $losses }-{ $draws }, { $points } puntos de partida
player-rank = Puesto { $rank } de { $of } tras la ronda { $round }
player-final-place = Puesto final: { $place }
player-dropped = retirado
player-no-round = Todavía no se ha publicado ninguna ronda. Esta página se actualizará cuando se publique.
player-finished = El torneo ha terminado.
player-champion = Campeón: { $name }
player-out-of-playoff = No estás (o ya no estás) en el top cut: esta ronda no tienes partida. Tu puesto aparece abajo.
player-guide-link = Cómo funcionan esta página y el torneo (guía del jugador)
player-unknown-title = Código no reconocido
player-unknown-text = Este enlace o código no pertenece a ningún jugador de un torneo en curso. Compáralo con tu papeleta o pide uno nuevo al organizador.
player-wait-title = Demasiados intentos
player-wait-text = Este enlace no se ha reconocido y han llegado demasiados enlaces erróneos desde tu red. Espera { $seconds ->
    [one] un segundo
   *[other] { $seconds } segundos
} y comprueba el enlace de tu papeleta.
player-code-gone = Este enlace ya no abre tu página (puede que el organizador te haya dado un código nuevo), así que la página ha dejado de actualizarse. Usa el enlace de tu papeleta más reciente.
slips-title = códigos de jugador
slips-scan = Escanea para ver tu mesa y tu clasificación:
slips-code = Código:
slips-type = ¿Sin cámara? Abre esta dirección y escribe el código:
player-enter-title = Abre tu página de jugador
player-enter-intro = Escribe el código de tu papeleta para ver tu mesa, tu resultado y tu clasificación.
player-enter-label = Tu código de jugador
player-enter-hint = 20 letras y cifras, como en tu papeleta. Las mayúsculas, los espacios y los guiones dan igual.
player-enter-send = Abrir mi página
player-enter-again = Escribir un código
slips-secret = Guarda esta papeleta para ti: el código es tu acceso.
slips-no-code = Aún no hay código: renueva el código de este jugador y vuelve a imprimir.
slips-other-key = Este código se creó con otra clave del servidor: renuévalo y vuelve a imprimir.

# Resultados comunicados por los jugadores (RULES.md §12)
error-self-reporting-off = en este torneo los jugadores no pueden comunicar sus resultados: dile tu resultado al organizador
error-no-open-match = no tienes ninguna partida que comunicar en una ronda publicada
error-result-already-entered = esta partida ya tiene resultado: solo el organizador puede corregirlo
error-report-disputed = los dos resultados comunicados no coinciden: el organizador introducirá el resultado
error-nothing-to-confirm = tu rival aún no ha comunicado un resultado
error-own-report = no puedes confirmar tu propio resultado: lo confirma tu rival
error-form-fields = el formulario está incompleto: recarga la página y vuelve a intentarlo
player-form-refused-title = Formulario no aceptado
player-form-refused = el formulario no se aceptó (viene de otro sitio o ha caducado): recarga la página y vuelve a intentarlo
player-self-reporting-off = En este torneo los resultados los introduce el organizador.
player-confirm-send = Confirmar este resultado
player-report-title = Comunica tu resultado
player-report-wins = Juegos ganados
player-report-losses = Juegos perdidos
player-report-draws = Juegos empatados
player-report-send = Comunicar
player-drop-send = Retirarme del torneo
player-done-reported = Tu resultado se ha guardado.
player-done-confirmed = El resultado está confirmado e introducido.
player-done-dropped = Te has retirado: no se te emparejará a partir de la próxima ronda.
player-refused = No ha funcionado. Recarga la página o pregunta al organizador.
player-refused-finished = El torneo ha terminado: ya no se puede comunicar nada.
player-refused-dropped = Ya te has retirado.
player-refused-playoff-draw = Una partida de la fase final no puede terminar en empate.
player-drop-ask = No se te emparejará a partir de la próxima ronda. Tu partida de la ronda actual sigue contando. ¿Retirarte ahora?
player-drop-yes = Sí, me retiro
player-drop-no = No, volver a mi página
number-percent = { $value } %
player-table = Mesa { $table }
player-against = contra { $opponent }
player-bye-title = Bye
player-clock-label = Tiempo restante
player-extension = Tu mesa: +{ $time }, termina a las { $ends }
player-extension-stopped = Tu mesa: +{ $time }
player-score-won = has ganado { $score }
player-score-lost = has perdido { $score }
player-score-draw = empate, { $score }
player-result-entered = Resultado introducido: { $result }
player-reported = Has comunicado: { $result }. Falta que { $opponent } lo confirme.
player-their-report = { $opponent } comunica { $outcome ->
        [win] una victoria { $theirs } para { $opponent } (para ti: derrota { $mine })
        [loss] una derrota { $theirs } para { $opponent } (para ti: victoria { $mine })
       *[draw] un empate, { $mine }
    }. ¿Es correcto?
player-not-right = No, fue distinto
player-change-report = Cambiar mi resultado
player-won-2-0 = He ganado 2–0
player-won-2-1 = He ganado 2–1
player-lost-1-2 = He perdido 1–2
player-lost-0-2 = He perdido 0–2
player-draw-1-1 = Empate 1–1
player-other-result = Otro resultado…
player-choose = elige
player-disputed-title = Ve a hablar con el organizador
player-disputed-text = Vuestros resultados no coinciden, así que el organizador introducirá el resultado.
player-you-reported = Tu resultado
player-they-reported = Resultado de { $opponent }
player-standing-title = Tu clasificación
player-why-opponent = Por qué este rival
player-why-rank = Por qué esta posición
player-opponents-mw = Los porcentajes de partidas ganadas (MW%) de tus rivales; su media es tu OMW%:
player-opponent-mw = Ronda { $round }: { $opponent }, { $mw }
player-cut-locked = Estás en el top { $size } por puntos de partida pase lo que pase en esta ronda.
player-cut-draw_is_safe = Un empate en esta ronda te basta para el top { $size }.
player-cut-win_and_in = Una victoria en esta ronda te mete en el top { $size }; un empate puede no bastar.
player-cut-tiebreakers_decide = Incluso una victoria puede no bastar para el top { $size }: deciden los desempates y las demás mesas.
player-cut-out = Por puntos de partida ya no puedes entrar en el top { $size }.
player-refresh = Actualizar
player-new-info = Información nueva: toca para actualizar
player-live-paired = Ronda { $round } emparejada: mesa { $table } contra { $opponent }
player-live-updated = Tu página se ha actualizado.
# El reloj de la ronda (RULES.md §13) y la pantalla de la pared.
error-clock-round-pairing = la ronda { $round } todavía se está emparejando: su reloj corre solo cuando se publica
error-clock-round-completed = la ronda { $round } está completada: su reloj ya se ha detenido
error-clock-already-started = el reloj de la ronda { $round } ya se ha puesto en marcha
error-clock-not-running = el reloj de la ronda { $round } no está en marcha
error-clock-not-paused = el reloj de la ronda { $round } no está en pausa
error-clock-started = el reloj de la ronda { $round } ya se ha puesto en marcha: extiende la ronda en lugar de cambiar su límite de tiempo
error-no-time-limit = la ronda { $round } no tiene límite de tiempo: fija uno primero
error-invalid-extension = una extensión debe ser de 1 a { $max } segundos, no { $value }
error-invalid-time-limit = un límite de tiempo debe ser de 1 a { $max } segundos, no { $value }
error-clock-time-went-back = el reloj del servidor va por detrás del último instante del reloj de la ronda { $round }: inténtalo de nuevo
error-bye-table-extension = la mesa { $table } es el bye: no hay tiempo que extender
screen-clock-not-started = Reloj sin arrancar
screen-clock-paused = Reloj en pausa
screen-time-up = Se acabó el tiempo
screen-round-completed = Ya están todos los resultados
screen-waiting = Esperando los emparejamientos

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = el evento { $id } aún no existe: el último evento de este torneo es { $latest }
error-events-expired = los eventos posteriores a { $id } ya no se conservan (el más antiguo es { $oldest }): vuelve a leer el torneo y abre el flujo sin id
error-last-event-id = el id de evento { $id } no es un número entero

# Los ajustes y los relojes de ronda del documento del torneo (formato /3).
error-in-field = { $field }: { $error }
error-document-instant = { $value } no es un instante RFC 3339 (por ejemplo 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = la ronda { $round } está en «{ $state }»: solo una ronda publicada tiene un reloj en marcha; una ronda en emparejamiento solo puede llevar su propio límite de tiempo, una ronda completada ningún reloj
error-document-clock-no-limit = una ronda sin límite de tiempo no puede haberse iniciado, pausado ni extendido
error-document-clock-order = los instantes del reloj no están en orden: una pausa llega después del inicio, las pausas terminadas caben entre el inicio y la pausa en curso (o ahora) y las extensiones van de la más antigua a la más reciente
error-document-clock-future = el instante es posterior a la hora actual del servidor

## The organizer's console (/console/)

console-title = Consola de PlanesForge
console-signed-in-as = Sesión iniciada como
console-scope-note = clave { $scope }: solo se muestra lo que puede hacer
console-keys = Claves de API
console-keys-scopes = Cada clave tiene un alcance: read (solo lecturas, para una web), results (resultados y reloj de la ronda: la tableta de un juez) o full (todo, incluidas las claves). Una clave se muestra una vez, al crearla.
console-key-scope = Alcance
console-key-last-used = Último uso
console-key-never = nunca
console-key-revoke = Revocar
console-key-revoked = Clave revocada: se rechaza desde ahora, y las consolas abiertas con ella se han cerrado.
console-key-new = Una clave nueva
console-key-create = Crear la clave
console-key-made = La clave nueva, que se muestra solo esta vez: cópiela ahora.
console-key-scope-unknown = Elija un alcance: read, results o full.
console-sign-out = Cerrar sesión
console-sign-out-everywhere = Cerrar sesión en todas partes
console-sign-in-title = Iniciar sesión en la consola
console-with-key = Con tu clave de API
console-key-label = Clave de API
console-key-hint = La clave que recibió tu tienda al crearse (empieza por pf_). Se envía una vez y no se vuelve a mostrar; este navegador solo guarda una sesión.
console-sign-in = Iniciar sesión
console-new-store = Tienda nueva
console-store-name = Nombre de la tienda o del club
console-create-store = Crear la tienda e iniciar sesión
console-key-unknown = Esta clave de API no es conocida. Comprueba que la pegaste entera.
console-refused-title = No se puede aceptar este formulario
console-refused-text = El formulario viene de otra página o ha caducado. Abre la página de nuevo y repite lo que hiciste.
console-not-found-title = No encontrado
console-not-found-text = Ese torneo no está entre los tuyos.
console-error-title = Algo salió mal
console-error-text = El servidor no pudo hacerlo (error { $status }). No se cambió nada. Inténtalo de nuevo; si vuelve a pasar, avisa a quien gestiona este servicio.
console-bad-request-title = Esto no se puede hacer
console-bad-request-text = La dirección o el formulario no era lo que la consola espera (error { $status }). No se cambió nada. Vuelve a la lista e inténtalo de nuevo desde allí.
console-back-to-list = Volver a tus torneos
console-tournaments = Tus torneos
console-new-tournament = Torneo nuevo
console-filter = Filtrar por estado
console-all = Todos
console-status-registration = Inscripción
console-status-swiss = Rondas suizas
console-status-top_cut = Top cut
console-status-finished = Terminado
console-none-yet = Aún no hay torneos. Crea el primero.
console-col-name = Nombre
console-col-status = Estado
console-col-players = Jugadores
console-col-round = Ronda
console-col-created = Creado
console-older = Torneos anteriores
console-deleted = El torneo se ha eliminado.
console-format = Formato
console-format-hint = Por ejemplo Pauper, Modern, Draft.
console-starts-at = Empieza
console-time-zone = Zona horaria
console-time-zone-hint = Un nombre de zona como Europe/Madrid; las horas de las hojas se muestran en ella.
console-location = Lugar
console-rounds = Rondas suizas
console-rounds-hint = Déjalo vacío para la recomendación según el número de jugadores.
console-top-cut = Top cut
console-no-top-cut = Sin top cut
console-language = Idioma de las hojas
console-language-default = El de cada lector
console-create = Crear
console-cancel = Cancelar
console-not-a-number = Las rondas y el top cut deben ser números enteros.
console-created = El torneo está creado.
console-players-added = { $count ->
    [one] Un jugador inscrito.
   *[other] { $count } jugadores inscritos.
}
console-no-names = Escribe al menos un nombre.
console-too-many-names = Como mucho { $max } nombres a la vez.
console-players = Jugadores
console-no-players = Aún no hay jugadores.
console-dropped-after = Se retiró tras la ronda { $round }
console-playing = Jugando
console-register = Inscribir jugadores
console-names-label = Nombres, uno por línea
console-names-hint = Pega una lista o escribe los nombres; cada línea es un jugador. Los nombres repetidos se señalan.
console-add-players = Inscribir
console-open = Abrir
console-open-standings = Clasificación para imprimir
console-round = Ronda { $round }
console-round-deleted = Se ha eliminado la ronda { $round }.
console-result-entered = Mesa { $table }: resultado introducido.
console-round-paired = La ronda está emparejada. Revísala y luego publícala.
console-round-published = La ronda está publicada: los jugadores ven sus mesas.
console-round-unpublished = La ronda ha vuelto a emparejamiento: los jugadores ya no la ven.
console-round-repaired = La ronda se ha emparejado de nuevo.
console-result-unreadable = Escribe un número de mesa y un resultado como 2-1, 1-2, 2-0-1, 0-0-3 o dl (doble derrota).
console-state-pairing = en emparejamiento
console-state-published = publicada
console-state-completed = completada
console-pair-next = Emparejar la ronda siguiente
console-rounds-heading = Rondas
console-no-rounds = Aún no hay rondas.
console-publish = Publicar
console-unpublish = Retirar la publicación
console-repair = Emparejar de nuevo
console-delete-round = Eliminar la ronda
console-result-box = Introducir un resultado
console-result-hint = Desde el lado del primer jugador: 2-1, 1-2, 2-0-1, 0-0-3, o dl para una doble derrota. Intro lo guarda y pasa a la siguiente mesa que sigue jugando.
console-enter = Guardar
console-still-playing = Siguen jugando
console-col-time-left = Tiempo restante
console-time-up = Se acabó el tiempo
console-finished-tables = Mesas con resultado
console-tables = Mesas
console-all-results-in = Están todos los resultados.
console-col-table = Mesa
console-col-player-a = Jugador
console-col-player-b = Rival
console-col-result = Resultado
console-col-reports = Informes de los jugadores
console-bye = Bye
console-report-reported = informado
console-report-confirmed = confirmado
console-report-disputed = en disputa
console-report-settled = resuelto
console-warnings = Avisos
console-table-n = Mesa { $table }
console-actions = Acciones
console-print-pairings = Emparejamientos para imprimir (por mesa)
console-print-by-name = Emparejamientos para imprimir (por nombre)
console-screen = La pantalla de pared
console-open-slips = Papeletas con los códigos de los jugadores (todas)
console-col-slip = Papeleta del código
console-slip = Imprimir

console-clock = Reloj
console-clock-not-started = Sin empezar · { $time } de juego
console-clock-running = En marcha · quedan { $time }
console-clock-paused = En pausa · quedan { $time }
console-clock-finished = Terminado · quedaban { $time }
console-clock-done = Se cambió el reloj.
console-clock-start = Poner en marcha el reloj
console-clock-pause = Pausar
console-clock-resume = Reanudar
console-extend-minutes = Minutos extra
console-extend-table = Solo esta mesa (opcional)
console-extend-table-hint = Déjelo vacío para alargar toda la ronda; un número de mesa alarga solo esa mesa (una extensión de tiempo de un juez).
console-extend = Alargar
console-settle-with = Resolver: { $result } según { $player }
console-correct-box = Corregir un resultado
console-correction-title = ¿Corregir el resultado de la mesa { $table }?
console-correction-line = Mesa { $table }: { $old } pasa a { $new }.
console-correction-later = { $span ->
    [one] La ronda { $first } se emparejó con el resultado anterior y no se volverá a emparejar.
   *[several] Las rondas { $first } a { $last } se emparejaron con el resultado anterior y no se volverán a emparejar.
}
console-correction-audit = La clasificación cambia enseguida; el registro de auditoría guarda el resultado de antes y el de después.
console-correction-save = Guardar la corrección
console-remove-title = ¿Quitar a { $player } del evento?
console-remove-line = Desaparece de todas las listas, cuentas, hojas y de la clasificación, como si nunca se hubiera inscrito. Solo se puede quitar a quien no ha jugado ninguna ronda publicada; a los demás, retírelos (drop).
console-remove-repair = Si la ronda que se está emparejando lo sienta en una mesa, se empareja de nuevo sin él.
console-remove = Quitar
console-player-drop = { $player } se ha retirado.
console-player-readmit = { $player } ha sido readmitido.
console-player-rename = El jugador se llama ahora { $player }.
console-player-remove = { $player } ha sido quitado.
console-change = Cambiar
console-new-name = Nuevo nombre
console-rename = Cambiar el nombre
console-readmit = Readmitir
console-drop = Retirar
console-the-end = El final del evento
console-finish = Terminar el evento
console-finish-title = ¿Terminar { $name }?
console-finish-line = La clasificación final queda fijada y los jugadores ven el evento como terminado. Se puede reabrir para corregir un resultado.
console-finished = El evento ha terminado.
console-reopen = Reabrir el evento
console-reopened = El evento vuelve a estar abierto.
console-delete = Borrar el evento
console-delete-title = ¿Borrar { $name }?
console-delete-line = El evento, sus jugadores, rondas, resultados y su registro de auditoría se borran para siempre. Exporte antes su documento para guardar una copia.
console-standings = Clasificación
console-after-round = tras la ronda { $round }
console-champion = Campeón
console-col-rank = Puesto
console-col-points = Puntos
console-col-record = Balance
console-col-why = Por qué aquí
console-dropped = retirado
console-cut-line = La línea de corte (top { $size })
console-cut-line-hint = Antes de la ronda que decide el corte: lo que necesita cada jugador, en puntos de partida, pase lo que pase en las demás mesas.
console-col-advice = Necesita
console-cut-locked = Dentro pase lo que pase
console-cut-draw_is_safe = Le basta un empate
console-cut-win_and_in = Le basta una victoria
console-cut-tiebreakers_decide = Deciden los desempates
console-cut-out = Ya no puede entrar en el corte
console-top-cut-size = Jugadores en el top
console-top-cut-create = Crear el top
console-print-bracket = El cuadro para imprimir
console-swiss-rank = suizo: { $rank }
console-live-changed = Esta página cambió en otro dispositivo; se actualizará cuando salgas del formulario.
console-live-updated = Actualizada con cambios de otro dispositivo.
console-stale = Esta ronda cambió en otro dispositivo desde que se mostró esta página; no se hizo nada. Aquí está ahora: vuelve a hacerlo si aún lo quieres.
console-audit = Registro de auditoría
console-audit-action = Acción
console-audit-via = Por
console-via-console = Consola
console-via-api = API
console-filter-apply = Filtrar
console-audit-empty = Ninguna entrada coincide.
console-audit-when = Cuándo (UTC)
console-audit-who = Quién
console-audit-detail = Qué cambió
console-audit-next = Entradas posteriores
console-swap = Intercambiar
console-swap-first-player = Primer jugador
console-swap-second-player = Segundo jugador
console-swap-players = Intercambiar los jugadores
console-swap-first-table = Primera mesa
console-swap-second-table = Segunda mesa
console-swap-tables = Intercambiar las mesas
console-swapped = El intercambio está hecho; la ronda sigue emparejándose.
console-seat = { $player }, mesa { $table }
console-interface-language = Idioma de la consola
console-interface-language-set = Cambiar
console-edit = Editar el evento
console-recommended = Recomendado para { $players } jugadores: { $rounds } rondas suizas, top { $cut }.
console-top-cut-later = Decidir después
console-self-reporting = Los jugadores reportan sus propios resultados
console-save = Guardar
console-export = Exportar el documento (un archivo para guardar)
console-edited = El evento se guardó.
console-late-entry = La ronda { $round } ya está emparejada: cada ronda emparejada antes de su llegada cuenta para los nuevos jugadores como una ronda perdida (sin puntos de partida, una derrota en su propio porcentaje de victorias, sin rival, sin juegos); se emparejan a partir de la ronda siguiente.
console-repaired-for-late = La ronda { $round }, que aún se estaba emparejando, se emparejó de nuevo con ellos.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = sí
console-no = no
audit-action-tournament-imported = Torneo importado
audit-action-tournament-updated = Torneo editado
audit-action-tournament-finished = Torneo terminado
audit-action-tournament-reopened = Torneo reabierto
audit-action-player-added = Jugador inscrito
audit-action-player-updated = Jugador editado
audit-action-player-renamed = Nombre del jugador cambiado
audit-action-player-dropped = Jugador retirado
audit-action-player-readmitted = Jugador readmitido
audit-action-player-removed = Jugador quitado
audit-action-player-code-rotated = Código del jugador renovado
audit-action-round-created = Ronda emparejada
audit-action-round-repaired = Ronda emparejada de nuevo
audit-action-round-deleted = Ronda eliminada
audit-action-players-swapped = Jugadores intercambiados
audit-action-tables-swapped = Mesas intercambiadas
audit-action-round-published = Ronda publicada
audit-action-round-unpublished = Publicación de la ronda retirada
audit-action-round-completed = Ronda completada
audit-action-result-entered = Resultado introducido
audit-action-result-corrected = Resultado corregido
audit-action-result-removed = Resultado quitado
audit-action-result-reported = Resultado informado por un jugador
audit-action-result-confirmed = Resultado confirmado por el rival
audit-action-result-disputed = Resultado en disputa
audit-action-top-cut-created = Top cut creado
audit-action-playoff-forfeit = Incomparecencia en la fase final
audit-action-clock-started = Reloj puesto en marcha
audit-action-clock-paused = Reloj pausado
audit-action-clock-resumed = Reloj reanudado
audit-action-clock-extended = Tiempo de la ronda alargado
audit-action-table-extended = Tiempo extra para una mesa
audit-action-clock-limit-set = Tiempo de ronda fijado
audit-action-clock-settings-changed = Ajustes del reloj cambiados
audit-field-after = después
audit-field-before = antes
audit-field-bye = bye
audit-field-dropped = retirado
audit-field-name = nombre
audit-field-planned-rounds = rondas previstas
audit-field-player = jugador
audit-field-player-a = jugador
audit-field-player-b = rival
audit-field-players = jugadores
audit-field-reason = motivo
audit-field-reports-removed = informes de los jugadores quitados
audit-field-result = resultado
audit-field-rounds = rondas
audit-field-seconds = segundos
audit-field-size = tamaño
audit-field-table = mesa
audit-field-tables = mesas
audit-field-time-limit-s = tiempo de ronda (segundos)
audit-field-top-cut = top cut
audit-field-warnings = avisos

## The console's import (on the new-tournament page).
console-import = Importar un torneo
console-import-file = Documento de torneo (un archivo exportado antes)
console-import-hint = El archivo que guardó el enlace «Exportar el documento» de un torneo, o uno obtenido de la API. Primero se comprueba entero y luego pasa a ser un torneo nuevo tuyo; cada jugador recibe un código nuevo.
console-import-button = Importar
console-import-empty = El archivo está vacío: elige el documento que guardó «Exportar el documento».
console-import-unreadable = No se pudo leer el formulario ({ $reason }).
console-imported = El torneo se ha importado. Cada jugador tiene un código nuevo: vuelve a imprimir las papeletas con los códigos.
