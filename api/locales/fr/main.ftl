# Explications de PlanesForge (RULES.md §2, §4, §5), français.

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
corrected-after-pairing = Après l'appariement de cette ronde, l'organisateur a corrigé { $count ->
    [one] un résultat d'une ronde précédente
   *[other] { $count } résultats de rondes précédentes
 } : { $corrections }. Une ronde déjà appariée n'est pas appariée à nouveau après une correction : ces appariements restent donc ; chaque table est expliquée avec les résultats tels qu'ils étaient au moment de l'appariement.
corrected-after-pairing-item = ronde { $round }, table { $table } ({ $at })
missed-rounds = { $player } a manqué { $count ->
    [one] une ronde
   *[other] { $count } rondes
 } (inscription tardive ou réintégration) : chacune compte dans son MW% comme une ronde sans point, sans adversaire ni partie, et n’est pas un bye.
rank-omw = { $upper } (place { $rank }) devance { $lower } à égalité de points de match ({ $points }), départagé par l’OMW% : { $uppervalue } ({ $upperfraction }) contre { $lowervalue } ({ $lowerfraction }).
rank-gw = { $upper } (place { $rank }) devance { $lower } à égalité de points de match ({ $points }) et d’OMW%, départagé par le GW% : { $uppervalue } ({ $upperfraction }) contre { $lowervalue } ({ $lowerfraction }).
rank-ogw = { $upper } (place { $rank }) devance { $lower } à égalité de points de match ({ $points }), d’OMW% et de GW%, départagé par l’OGW% : { $uppervalue } ({ $upperfraction }) contre { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = { $upper } (place { $rank }) devance { $lower } : points de match ({ $points }), OMW%, GW% et OGW% sont tous égaux, c’est donc l’ordre fixe qui a décidé (noms comparés caractère par caractère selon leur point de code Unicode, sans tenir compte des majuscules ; ce n’est pas l’ordre alphabétique).
rank-fixed-id = { $upper } (place { $rank }) devance { $lower } : points de match ({ $points }), OMW%, GW% et OGW% sont tous égaux et les noms ne diffèrent que par les majuscules, c’est donc l’ordre fixe qui a décidé par l’identifiant du joueur : { $upperid } avant { $lowerid }.

## Erreurs : `title` (par statut HTTP) et `detail` des réponses
## problem+json. Les noms techniques (`player_a`, `after_round`,
## `Idempotency-Key`) restent ceux de l’API.

title-400 = Requête incorrecte
title-401 = Non autorisé
title-403 = Interdit
title-404 = Introuvable
title-405 = Méthode non autorisée
title-409 = Conflit
title-410 = Disparu
title-413 = Requête trop volumineuse
title-415 = Type de contenu non pris en charge
title-422 = Requête impossible à traiter
title-429 = Trop de requêtes
title-500 = Erreur interne du serveur
title-503 = Service indisponible

error-internal = une erreur interne s’est produite
error-database-unavailable = la base de données est indisponible pour le moment ; réessayez dans un instant
error-storage-unavailable = la base de données ne peut pas enregistrer cette modification pour le moment (son disque est peut-être plein) ; rien n’a été modifié, réessayez plus tard
error-not-json = le corps de la requête doit être du JSON (Content-Type: application/json)
error-not-form = le corps de la requête doit être un formulaire (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = le corps de la requête dépasse { $limit } octets
error-invalid-body = corps de requête invalide : { $error }
error-body-not-object = le corps de la requête doit être un objet JSON ({ "{" } … { "}" })
error-malformed-json = JSON mal formé : { $error }
error-unreadable-body = impossible de lire le corps de la requête : { $error }
error-body-not-utf8 = le corps n’est pas en UTF-8
error-invalid-path-parameter = paramètre de chemin invalide : { $error }
error-invalid-path = chemin invalide : { $error }
error-invalid-query-parameter = paramètre de requête invalide : { $error }
error-invalid-query = requête invalide : { $error }
error-no-resource = aucune ressource à l’adresse { $path }
error-limit-too-small = limit doit valoir au moins 1
error-unknown-cursor = curseur inconnu { $cursor }

error-auth-header-not-text = l’en-tête Authorization n’est pas un texte valide
error-auth-expected-bearer = `Authorization: Bearer <api_key>` attendu
error-auth-required = cette requête nécessite `Authorization: Bearer <api_key>`
error-unknown-api-key = clé d’API inconnue
error-sign-up-closed = l’inscription est fermée : envoyez le jeton d’administration comme Bearer
error-wrong-admin-token = jeton d’administration incorrect
error-forbidden-tournament = le tournoi { $id } appartient à un autre organisateur
error-rate-limited = trop de requêtes : au plus { $per_minute } par minute (rafales de { $burst }) ; réessayez dans { $retry_after } s
error-idempotency-key-invalid = l'Idempotency-Key doit compter de { $min } à { $max } caractères ASCII visibles (envoyez un UUID)
error-too-many-streams = trop de flux d’événements ouverts depuis cette adresse : au plus { $limit } à la fois ; fermez-en un ou réessayez dans { $retry_after } s
error-idempotency-key-reused = cette Idempotency-Key a déjà servi pour une autre requête (méthode, chemin ou corps) ; utilisez une nouvelle clé pour une nouvelle requête
error-idempotency-in-progress = une requête avec cette Idempotency-Key est encore en cours de traitement ; réessayez dans un instant

error-name-empty = le nom { $what ->
    [tournament] du tournoi
    [player] du joueur
    [organizer] de l’organisateur
    [key] de la clé
   *[other] ({ $what })
} est vide
error-name-too-long = le nom { $what ->
    [tournament] du tournoi
    [player] du joueur
    [organizer] de l’organisateur
    [key] de la clé
   *[other] ({ $what })
} dépasse 200 caractères
error-name-control = le nom { $what ->
    [tournament] du tournoi
    [player] du joueur
    [organizer] de l’organisateur
    [key] de la clé
   *[other] ({ $what })
} contient des caractères de contrôle
error-name-bidi = le nom { $what ->
    [tournament] du tournoi
    [player] du joueur
    [organizer] de l’organisateur
    [key] de la clé
   *[other] ({ $what })
} contient un caractère de contrôle du sens d’écriture ({ $character }) en position { $position } ; retirez-le
error-name-invisible = le nom { $what ->
    [tournament] du tournoi
    [player] du joueur
    [organizer] de l’organisateur
    [key] de la clé
   *[other] ({ $what })
} n’a rien de visible : seulement des espaces, des caractères de formatage invisibles ou des signes combinants
error-in-players-entry = players[{ $index }] : { $error }
error-bulk-size = players doit contenir de 1 à { $max } entrées, pas { $count }
error-planned-rounds = planned_rounds doit être compris entre 1 et { $max }, pas { $value }
error-tournament-not-found = aucun tournoi { $id }
error-player-not-found = aucun joueur { $id }
error-round-not-found = aucune ronde { $round }
error-no-round = aucune ronde à afficher pour l’instant : aucune n’a été publiée
error-table-not-found = la ronde { $round } n’a pas de table { $table }
error-webhook-not-found = aucun webhook { $id }
error-player-already-dropped = { $player } a déjà droppé après la ronde { $round }

error-round-still-pairing = la ronde { $round } est encore en cours d’appariement : publiez-la et saisissez d’abord ses résultats
error-round-results-missing = { $missing ->
    [one] il manque 1 résultat à la ronde { $round }
   *[other] il manque { $missing } résultats à la ronde { $round }
} : saisissez-les avant d’apparier la ronde { $next }
error-not-enough-players = { $active ->
    [one] 1 joueur actif
   *[other] { $active } joueurs actifs
} : une ronde en demande au moins 2
error-round-published = la ronde { $round } est { $state ->
    [completed] terminée
   *[published] publiée
} : ses appariements sont figés
error-round-not-latest = la ronde { $round } n’est pas la dernière ronde
error-round-not-published = la ronde { $round } n’est pas encore publiée : publiez-la avant de saisir les résultats
error-round-frozen = la ronde { $round } n’est plus la dernière ronde : ses résultats sont figés
error-playoff-pairings-fixed = la ronde { $round } appartient à la phase finale : ses appariements suivent le tableau (/book/fr/pairings-and-standings.html#bracket)
error-playoff-round-has-results = la ronde { $round }, un tour de la phase finale, enregistre déjà une victoire par forfait : elle ne peut pas être supprimée
error-same-player = player_a et player_b sont le même joueur
error-player-not-in-round = le joueur { $player } n’est pas apparié à la ronde { $round }
error-same-players-table = les deux joueurs sont à la même table : les échanger ne change rien
error-same-table = table_a et table_b sont la même table
error-bye-table-swap = la table { $table } est le bye, qui reste après la dernière table
error-bye-has-no-result = la table { $table } est le bye : elle n’a pas besoin de résultat
error-next-round-not-completed = il manque des résultats à la ronde { $round } : terminez-la avant d’apparier la ronde suivante
error-next-playoff-started = le Top a commencé à la ronde { $round } : plus aucune ronde suisse ne peut être appariée
error-not-swiss-round = la ronde { $round } appartient à la phase finale : elle n’a pas d’appariement suisse

error-result-too-many-wins = résultat impossible { $result } : au plus 2 parties gagnées
error-result-too-many-losses = résultat impossible { $result } : au plus 2 parties perdues
error-result-both-won-two = résultat impossible { $result } : les deux joueurs ne peuvent pas gagner 2 parties
error-result-too-many-draws = résultat impossible { $result } : au plus 3 parties nulles
error-result-no-games = résultat impossible 0-0-0 : au moins une partie (un nul intentionnel s’écrit 0-0-3)
error-result-playoff-draw = résultat impossible { $result } : un match de la phase finale ne peut pas se terminer par un nul
error-result-playoff-double-loss = résultat impossible : un match de la phase finale ne peut pas se terminer par une double défaite, il lui faut un vainqueur
error-result-double-loss-games = résultat impossible { $result } : une double défaite vaut 0-2-0 pour chaque joueur

error-standings-round-not-found = after_round { $requested } : cette ronde n’existe pas (la dernière ronde est la { $last })
error-standings-round-not-completed = after_round { $round } : la ronde { $round } n’est pas terminée
error-standings-overflow = une fraction de départage est trop grande pour être représentée exactement

error-cut-size = un Top { $size } est impossible : la taille doit être une puissance de deux d’au moins 2
error-cut-not-enough-players = un Top { $size } est impossible avec { $active } joueurs actifs
error-cut-swiss-unfinished = le Top ne commence qu’une fois la dernière ronde suisse terminée
error-top-cut-exists = ce tournoi a déjà son Top
error-top-cut-not-found = ce tournoi n’a pas encore de Top
error-tournament-finished = le tournoi est terminé : il ne peut plus être modifié
error-round-has-results = la ronde { $round } ne peut pas revenir à l’appariement : résultats saisis : { $results }, tables avec une déclaration ou une confirmation de joueur : { $reports }. Retirez d’abord ces résultats (retirer un résultat efface aussi les déclarations de la table) ou corrigez-les
error-round-completed = la ronde { $round } est terminée : ses résultats peuvent être corrigés mais pas retirés, et sa publication ne peut plus être annulée
error-player-has-played = ce joueur a déjà été assis à une table d’une ronde publiée : faites-le dropper au lieu de retirer son inscription
error-tournament-not-finished = le tournoi n’est pas terminé (son état est { $status }) : seul un tournoi terminé peut être rouvert
error-top-cut-planned = ce tournoi prévoit un Top { $size } : créez-le, ou mettez top_cut à 0 avant de le terminer
error-top-cut-not-wanted = ce tournoi est réglé sans Top (top_cut 0) : changez d'abord ce réglage
error-top-cut-started = le Top a commencé : ceci ne peut plus être modifié
error-invalid-top-cut = top_cut doit être null (décider plus tard), 0 (aucun) ou une puissance de deux d'au moins 2, pas { $value }
error-planned-rounds-below-paired = planned_rounds ne peut pas valoir { $value } : { $paired } rondes suisses sont déjà appariées
error-planned-rounds-reached = les { $planned } rondes suisses prévues sont toutes appariées : augmentez planned_rounds pour en apparier une autre, ou lancez le Top
error-cut-line-top-cut-started = le Top a commencé : il n’y a plus de ronde suisse pour une analyse du cut
error-no-round-to-advise = aucune ronde n’est sur le point d’être jouée : appariez (et publiez) d’abord la ronde suivante
error-playoff-not-a-bracket = les tours de la phase finale ne suivent pas le tableau (/book/fr/pairings-and-standings.html#bracket) : { $problem }

error-document-json = document de tournoi mal formé : { $error }
error-document-format = format : { $expected } attendu, { $found } trouvé
error-table-number-too-large = ronde { $round } : le numéro de table { $table } est trop grand
error-at-table = ronde { $round }, table { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]) : { $error }
error-history-empty-id = players[{ $index }] : l’identifiant est vide
error-history-duplicate-id = players[{ $index }] : identifiant de joueur en double { $id } (déjà utilisé par players[{ $first }])
error-history-too-many-players = players : { $count } joueurs, c’est plus que ce qui est pris en charge
error-history-drop-after-last = joueur { $player } : dropped_after_round { $dropped } est après la dernière ronde ({ $last })
error-history-round-order = rounds[{ $index }] : numéro de ronde { $found } hors d’ordre, { $expected } attendu
error-history-swiss-after-playoff = ronde { $round } : une ronde suisse après un tour de la phase finale
error-history-incomplete = pas de résultat, mais la ronde { $later } existe déjà
error-history-table-zero = les numéros de table commencent à 1
error-history-duplicate-table = la table { $table } apparaît deux fois dans la ronde
error-history-unknown-player = joueur inconnu { $player }
error-history-player-twice = le joueur { $player } est déjà apparié à la table { $table } de cette ronde
error-history-paired-after-drop = le joueur { $player } est apparié après son drop (drop après la ronde { $round })
error-history-bye-in-playoff = un tour de la phase finale ne peut pas avoir de bye
error-history-bye-result = un bye vaut 2-0-0, pas { $result }
error-history-bye-mismatch = "bye" doit valoir true exactement quand player_b est null

error-url-too-long = l’URL dépasse 2000 caractères
error-url-invalid = { $url } n’est pas une URL : { $error }
error-url-scheme = le schéma de l’URL doit être http ou https, pas { $scheme }
error-url-no-host = l’URL n’a pas d’hôte
error-url-private = l’URL désigne une adresse locale ou privée, que ce serveur n’appelle pas
error-events-empty = events est vide : abonnez-vous à au moins un événement
error-event-unknown = événement inconnu { $event } : attendu l’un de { $expected }
error-idempotency-replay-unavailable = la première réponse de cette Idempotency-Key ne peut pas être rejouée ; vérifiez la ressource avant de réessayer avec une nouvelle clé
error-idempotency-replay-withheld = la requête avec cette Idempotency-Key a déjà été exécutée ; sa réponse contenait une nouvelle clé d’API, montrée une seule fois et jamais rejouée
error-too-many-players = un tournoi accueille au plus { $max } joueurs : il en a { $existing }, et { $adding } de plus n'y tiennent pas
error-too-many-rounds = un tournoi compte au plus { $max } rondes suisses ; lancez plutôt la phase finale
error-document-too-many-rounds = le document contient { $swiss } rondes suisses ; au plus { $max } sont acceptées
error-in-round = ronde { $round } (rounds[{ $round_pos }]) : { $error }
error-document-planned-rounds = planned_rounds : { $planned } est impossible : de 1 à { $max }, et pas moins que les { $swiss } rondes suisses du document
error-document-top-cut = top_cut : { $top_cut } n'est ni 0 (pas de Top) ni une puissance de deux d'au moins 2
error-document-top-cut-mismatch = top_cut { $top_cut } contredit la phase finale, qui est un Top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }] : le joueur { $player } ne peut pas avoir manqué la ronde { $round } (pas une ronde suisse du document, après son drop, ou liste pas en ordre croissant)
error-document-round-state = l'état "{ $state }" est impossible : { $error }
error-document-state-not-latest = seule la dernière ronde peut être "pairing" ou "published"
error-document-state-result-in-pairing = une ronde en cours d'appariement n'a pas encore de résultats
error-document-state-published-complete = tous les résultats sont saisis, la ronde est donc "completed"
error-document-state-completed-incomplete = un résultat manque
error-document-empty-round = la ronde n'a aucune table
error-document-too-many-byes = un second bye (la table { $table } en a déjà un) ; une ronde a au plus un bye
error-document-paired-in-missed-round = le joueur { $player } est assis dans une ronde listée dans ses missed_rounds
error-document-player-missing = le joueur { $player } (players[{ $index }]) est actif dans cette ronde mais n'est pas apparié : pas de drop avant elle, et la ronde n'est pas dans ses missed_rounds
error-document-not-enough-players = { $seated } joueur(s) assis ; une ronde suisse en demande au moins 2
error-document-playoff-without-swiss = un tour de la phase finale demande des rondes suisses avant lui : les têtes de série du Top suivent le classement suisse
error-document-bracket-size = une phase finale de { $tables } tables ne forme pas un tableau : le Top doit compter une puissance de deux d'au moins 2 joueurs
error-document-bracket-tables = le tableau a { $expected } match(s) dans ce tour, le document { $found }
error-document-bracket-mismatch = ici le tableau oppose la tête de série { $seed_a } ({ $player_a }) à la tête de série { $seed_b } ({ $player_b }), la mieux classée en player_a
error-document-playoff-after-final = un tour de la phase finale après la finale
error-too-many-webhooks = un organisateur peut enregistrer au plus { $max } webhooks : supprimez-en un avant d'en ajouter un autre
error-method-not-allowed = { $method } n'est pas autorisée ici ; autorisées : { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = { $player } n’a pas droppé : seul un joueur qui a droppé peut être réintégré
error-history-missed-round = joueur { $player } : la ronde manquée { $round } doit être une ronde suisse du tournoi où le joueur n’est pas apparié, pas après son drop, indiquée une seule fois et dans l’ordre croissant
error-forbidden-organizer = l’organisateur { $id } n’est pas celui de cette clé d’API
error-insufficient-scope = cette clé a la portée { $scope } ; il faut ici une clé de portée { $need } (le livre : Clés et portées)
error-key-not-found = aucune clé d’API { $id }
error-last-full-key = { $id } est la dernière clé full : sans elle, plus personne ne pourrait gérer les clés ni modifier les tournois ; créez d’abord une autre clé full, puis révoquez celle-ci
error-filter-status = status doit valoir registration, swiss, top_cut ou finished, pas { $value }
error-filter-order = order doit valoir asc ou desc, pas { $value }
error-filter-since = since doit être une date et une heure avec leur décalage (2026-12-03T10:00:00Z), pas { $value }
error-filter-action = action doit être l'une des actions du journal d'audit (par ex. result_corrected), pas { $value }
error-filter-via = via doit être api ou console, pas { $value }
error-unsupported-content-encoding = le Content-Encoding { $encoding } du corps de la requête n’est pas pris en charge ; envoyez-le sans encodage ou dans l’un de : { $supported }
error-body-not-decodable = le corps de la requête n’est pas une donnée { $encoding } valide, contrairement à ce qu’annonce son Content-Encoding
error-book-path = { $path } n’est pas une page des guides
error-cors-origin = pré-vérification CORS refusée : l’origine { $origin } ne peut pas appeler cette API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = pré-vérification CORS refusée : la méthode demandée n’est pas autorisée pour les requêtes d’une autre origine
error-cors-headers = pré-vérification CORS refusée : un en-tête demandé n’est pas autorisé pour les requêtes d’une autre origine
error-cors-preflight = pré-vérification CORS refusée : la requête de pré-vérification est invalide (Origin ou Access-Control-Request-Method absent ou invalide)
warning-duplicate-name = { $name } porte le même nom que { $other }, inscrit avant : accepté ; les feuilles imprimées les numérotent (#1), (#2), … dans l’ordre d’inscription

# Réglages du tournoi.
error-invalid-language = language doit valoir { $codes } (ou null), pas « { $value } »
error-invalid-starts-at = « { $value } » n’est pas une date et heure RFC 3339 avec décalage (par exemple 2026-12-04T19:00:00+01:00 ou 2026-12-04T18:00:00Z)
error-invalid-time-zone = « { $value } » n’est pas un fuseau horaire connu de la base IANA (par exemple Europe/Berlin)
error-text-too-long = { $max } caractères au plus
error-text-control = les caractères de contrôle et les contrôles bidirectionnels ne sont pas admis (trouvé : { $character })
error-metadata-not-object = doit être un objet dont les valeurs sont des chaînes, par exemple {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = { $max } clés au plus, pas { $count }
error-metadata-key = la clé « { $key } » doit compter de 1 à { $max } caractères, sans caractère de contrôle
error-metadata-value-not-string = la valeur doit être une chaîne

## Les feuilles à imprimer (api/templates/print/). L'heure est celle du serveur, en UTC.
print-round = Ronde { $round }
print-kind-swiss = rondes suisses
print-kind-playoff = phase finale
print-state-pairing = en appariement
print-state-published = publiée
print-state-completed = terminée
print-by-table = Appariements par table
print-by-name = Appariements par nom
print-standings = Classement après la ronde { $round }
print-final-standings = Classement final (top { $cut } ; classement suisse après la ronde { $round })
print-starts = Début : { $time }
print-printed = Imprimé le { $time }
print-time = { $day }/{ $month }/{ $year } à { $hour } h { $minute } { $zone }
print-table = Table
print-player = Joueur
print-opponent = Adversaire
print-result = Résultat
print-record = Bilan
print-record-note = Bilan : victoires-défaites-nuls avant cette ronde.
print-place = Place
print-swiss-rank = Rang suisse
print-rank = Rang
print-points = Points de match
print-wld = V-D-N
print-missed = Manquées
print-bye = BYE
print-bye-result = bye
print-double-loss = double défaite
print-dropped = abandon
print-slips = Feuilles de résultat
print-games-won = Parties gagnées
print-games-lost = Parties perdues
print-games-drawn = Parties nulles
print-signature = Signature
print-slip-note = Les deux joueurs inscrivent les parties et signent ; remettez la feuille à l'organisateur.
print-slip-online = Ou déclarez-le sur votre page de joueur : { $url } (le lien de votre fiche de code).
print-bracket = Tableau du top { $cut }
bracket-final = Finale
bracket-semifinal = Demi-finales
bracket-quarterfinal = Quarts de finale
bracket-round-of = Tour à { $players } joueurs
bracket-champion = Vainqueur
bracket-seed = Tête de série { $seed }
bracket-vs = contre
bracket-won = { $name } a gagné { $wins }–{ $losses }
bracket-forfeit = par forfait
bracket-to-come = à venir
bracket-playing = en cours

# Codes des joueurs et page du joueur (RULES.md §12).
error-unknown-player-code = ce code n'est pas celui d'un joueur (vérifiez-le ou demandez-en un nouveau à l'organisateur)
error-player-code-forbidden = un code de joueur ne sert que pour /api/v1/me ; tout le reste demande la clé de l'organisateur
error-player-code-required = cette requête demande `Authorization: Player <code>`
error-player-code-guesses = trop de codes erronés depuis cette adresse ou pour ce code ; réessayez dans { $retry_after } s
player-round = Ronde { $round }
player-bye = Vous avez le bye pour cette ronde : pas de match à jouer.
player-not-seated = Vous n'êtes pas apparié pour cette ronde.
player-result-double-loss = Résultat : double défaite (les deux joueurs ont perdu le match ; pour vous, elle compte 0-2 en parties)
player-record = Bilan { $wins }-{ $losses }-{ $draws }, { $points } points de match
player-rank = Rang { $rank } sur { $of } après la ronde { $round }
player-final-place = Place finale : { $place }
player-dropped = drop
player-no-round = Aucune ronde n'est encore publiée. Cette page se met à jour dès que c'est le cas.
player-finished = Le tournoi est terminé.
player-champion = Vainqueur : { $name }
player-out-of-playoff = Vous n'êtes pas (ou plus) dans le top : pas de match pour vous dans cette ronde. Votre place est indiquée ci-dessous.
player-guide-link = Comment fonctionnent cette page et le tournoi (guide du joueur)
player-unknown-title = Code non reconnu
player-unknown-text = Ce lien ou ce code n'appartient à aucun joueur d'un tournoi en cours. Comparez-le à votre ticket ou demandez-en un nouveau à l'organisateur.
player-wait-title = Trop de tentatives
player-wait-text = Ce lien n'a pas été reconnu, et trop de liens erronés sont venus de votre réseau. Attendez { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}, puis vérifiez le lien sur votre ticket.
player-code-gone = Ce lien n'ouvre plus votre page (l'organisateur vous a peut-être donné un nouveau code) : cette page n'est plus mise à jour. Utilisez le lien de votre ticket le plus récent.
slips-title = codes des joueurs
slips-scan = Scannez pour voir votre table et votre classement :
slips-code = Code :
slips-type = Pas d'appareil photo ? Ouvrez cette adresse et saisissez le code :
player-enter-title = Ouvrir votre page de joueur
player-enter-intro = Saisissez le code de votre ticket pour voir votre table, votre résultat et votre classement.
player-enter-label = Votre code de joueur
player-enter-hint = 20 lettres et chiffres, comme sur votre ticket. Majuscules, espaces et tirets n'ont pas d'importance.
player-enter-send = Ouvrir ma page
player-enter-again = Saisir un code
slips-secret = Gardez ce ticket pour vous : le code est votre accès.
slips-no-code = Pas encore de code : renouvelez le code de ce joueur, puis imprimez à nouveau.
slips-other-key = Ce code a été créé avec une autre clé du serveur : renouvelez-le, puis imprimez à nouveau.

# Résultats déclarés par les joueurs (RULES.md §12)
error-self-reporting-off = les joueurs ne peuvent pas déclarer leurs résultats dans ce tournoi : donnez votre résultat à l'organisateur
error-no-open-match = vous n'avez aucun match à déclarer dans une ronde publiée
error-result-already-entered = le résultat de ce match est déjà saisi : seul l'organisateur peut le corriger
error-report-disputed = les deux déclarations diffèrent : l'organisateur saisira le résultat
error-nothing-to-confirm = votre adversaire n'a pas encore déclaré de résultat
error-own-report = vous ne pouvez pas confirmer votre propre déclaration : c'est à votre adversaire de le faire
error-form-fields = le formulaire est incomplet : rechargez la page et réessayez
player-form-refused-title = Formulaire refusé
player-form-refused = le formulaire a été refusé (il vient d'un autre site ou a expiré) : rechargez la page et réessayez
player-self-reporting-off = Dans ce tournoi, c'est l'organisateur qui saisit les résultats.
player-confirm-send = Confirmer ce résultat
player-report-title = Déclarer votre résultat
player-report-wins = Parties gagnées
player-report-losses = Parties perdues
player-report-draws = Parties nulles
player-report-send = Déclarer
player-drop-send = Quitter le tournoi (drop)
player-done-reported = Votre déclaration est enregistrée.
player-done-confirmed = Le résultat est confirmé et saisi.
player-done-dropped = Vous avez droppé : vous ne serez plus apparié à partir de la ronde suivante.
player-refused = Cela n'a pas fonctionné. Rechargez la page ou demandez à l'organisateur.
player-refused-finished = Le tournoi est terminé : plus rien ne peut être déclaré.
player-refused-dropped = Vous avez déjà droppé.
player-refused-playoff-draw = Un match de la phase finale ne peut pas se terminer par un nul.
player-drop-ask = Vous ne serez plus apparié à partir de la ronde suivante. Votre match de la ronde en cours compte toujours. Dropper maintenant ?
player-drop-yes = Oui, je droppe
player-drop-no = Non, retour à ma page
number-percent = { $value } %
player-table = Table { $table }
player-against = contre { $opponent }
player-bye-title = Bye
player-clock-label = Temps restant
player-extension = Votre table : +{ $time }, fin à { $ends }
player-extension-stopped = Votre table : +{ $time }
player-score-won = vous avez gagné { $score }
player-score-lost = vous avez perdu { $score }
player-score-draw = match nul, { $score }
player-result-entered = Résultat saisi : { $result }
player-reported = Vous avez déclaré : { $result }. En attente de la confirmation de { $opponent }.
player-their-report = { $opponent } déclare { $outcome ->
        [win] une victoire { $theirs } pour { $opponent } (pour vous : défaite { $mine })
        [loss] une défaite { $theirs } pour { $opponent } (pour vous : victoire { $mine })
       *[draw] un match nul, { $mine }
    }. Est-ce exact ?
player-not-right = Non, c'était différent
player-change-report = Modifier ma déclaration
player-won-2-0 = J'ai gagné 2–0
player-won-2-1 = J'ai gagné 2–1
player-lost-1-2 = J'ai perdu 1–2
player-lost-0-2 = J'ai perdu 0–2
player-draw-1-1 = Match nul 1–1
player-other-result = Autre résultat…
player-choose = choisir
player-disputed-title = Allez voir l'organisateur
player-disputed-text = Vos déclarations diffèrent : c'est donc l'organisateur qui saisit le résultat.
player-you-reported = Votre déclaration
player-they-reported = Déclaration de { $opponent }
player-standing-title = Votre classement
player-why-opponent = Pourquoi cet adversaire
player-why-rank = Pourquoi ce rang
player-opponents-mw = Les pourcentages de victoires en match (MW%) de vos adversaires ; leur moyenne est votre OMW% :
player-opponent-mw = Ronde { $round } : { $opponent }, { $mw }
player-cut-locked = Vous êtes dans le top { $size } aux points de match, quoi qu'il arrive dans cette ronde.
player-cut-draw_is_safe = Un match nul dans cette ronde suffit pour le top { $size }.
player-cut-win_and_in = Une victoire dans cette ronde vous place dans le top { $size } ; un match nul peut ne pas suffire.
player-cut-tiebreakers_decide = Même une victoire peut ne pas suffire pour le top { $size } : les départages et les autres tables décident.
player-cut-out = Aux points de match, vous ne pouvez plus entrer dans le top { $size }.
player-refresh = Actualiser
player-new-info = Nouvelles informations : touchez pour mettre à jour
player-live-paired = Ronde { $round } appariée : table { $table } contre { $opponent }
player-live-updated = Votre page a été mise à jour.
# L’horloge de la ronde (RULES.md §13) et l’écran mural.
error-clock-round-pairing = la ronde { $round } est encore en cours d’appariement : son horloge ne tourne qu’une fois la ronde publiée
error-clock-round-completed = la ronde { $round } est terminée : son horloge est arrêtée
error-clock-already-started = l’horloge de la ronde { $round } est déjà lancée
error-clock-not-running = l’horloge de la ronde { $round } ne tourne pas
error-clock-not-paused = l’horloge de la ronde { $round } n’est pas en pause
error-clock-started = l’horloge de la ronde { $round } a déjà été lancée : prolongez la ronde au lieu de modifier sa limite de temps
error-no-time-limit = la ronde { $round } n’a pas de limite de temps : fixez-en d’abord une
error-invalid-extension = une prolongation doit durer de 1 à { $max } secondes, pas { $value }
error-invalid-time-limit = une limite de temps doit être de 1 à { $max } secondes, pas { $value }
error-clock-time-went-back = l’horloge du serveur est en retard sur le dernier instant de l’horloge de la ronde { $round } : réessayez
error-bye-table-extension = la table { $table } est celle du bye : il n’y a pas de temps à prolonger
screen-clock-not-started = Horloge pas encore lancée
screen-clock-paused = Horloge en pause
screen-time-up = Temps écoulé
screen-round-completed = Tous les résultats sont là
screen-waiting = En attente des appariements

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = l'événement { $id } n'existe pas encore : le dernier événement de ce tournoi est { $latest }
error-events-expired = les événements après { $id } ne sont plus conservés (le plus ancien est { $oldest }) : rechargez le tournoi et rouvrez le flux sans id
error-last-event-id = l'id d'événement { $id } n'est pas un nombre entier

# Les réglages et les horloges de ronde du document de tournoi (format /3).
error-in-field = { $field } : { $error }
error-document-instant = { $value } n’est pas un instant RFC 3339 (par exemple 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = la ronde { $round } est « { $state } » : seule une ronde publiée a une horloge qui tourne ; une ronde en cours d’appariement ne peut porter que sa propre limite de temps, une ronde terminée aucune horloge
error-document-clock-no-limit = une ronde sans limite de temps ne peut pas avoir été lancée, mise en pause ni prolongée
error-document-clock-order = les instants de l’horloge ne sont pas dans l’ordre : une pause vient après le départ, les pauses terminées tiennent entre le départ et la pause en cours (ou maintenant), et les prolongations sont listées de la plus ancienne à la plus récente
error-document-clock-future = l’instant est postérieur à l’heure actuelle du serveur

## The organizer's console (/console/)

console-title = Console PlanesForge
console-signed-in-as = Connecté en tant que
console-scope-note = clé { $scope } : seul ce qu’elle permet est montré
console-keys = Clés d’API
console-keys-scopes = Chaque clé a une portée : read (lectures seulement, pour un site web), results (résultats et horloge de la ronde : la tablette d’un arbitre) ou full (tout, clés comprises). Une clé n’est montrée qu’une fois, à sa création.
console-key-scope = Portée
console-key-last-used = Dernier usage
console-key-never = jamais
console-key-revoke = Révoquer
console-key-revoked = Clé révoquée : elle est refusée désormais, et les consoles ouvertes avec elle sont fermées.
console-key-new = Une nouvelle clé
console-key-create = Créer la clé
console-key-made = La nouvelle clé, montrée cette seule fois : copiez-la maintenant.
console-key-scope-unknown = Choisissez une portée : read, results ou full.
console-sign-out = Se déconnecter
console-sign-out-everywhere = Se déconnecter partout
console-sign-in-title = Se connecter à la console
console-with-key = Avec votre clé d'API
console-key-label = Clé d'API
console-key-hint = La clé reçue par votre boutique à sa création (elle commence par pf_). Elle est envoyée une fois et jamais réaffichée ; ce navigateur ne garde qu'une session.
console-sign-in = Se connecter
console-new-store = Nouvelle boutique
console-store-name = Nom de la boutique ou du club
console-create-store = Créer la boutique et se connecter
console-key-unknown = Cette clé d'API est inconnue. Vérifiez qu'elle a été collée en entier.
console-refused-title = Ce formulaire ne peut pas être accepté
console-refused-text = Le formulaire vient d'une autre page ou a expiré. Rouvrez la page et refaites l'opération.
console-not-found-title = Introuvable
console-not-found-text = Ce tournoi ne fait pas partie des vôtres.
console-error-title = Un problème est survenu
console-error-text = Le serveur n’a pas pu le faire (erreur { $status }). Rien n’a été modifié. Réessayez ; si cela se reproduit, prévenez la personne qui gère ce service.
console-bad-request-title = Impossible de faire cela
console-bad-request-text = L’adresse ou le formulaire ne correspond pas à ce qu’attend la console (erreur { $status }). Rien n’a été modifié. Revenez à la liste et réessayez depuis là.
console-back-to-list = Retour à vos tournois
console-tournaments = Vos tournois
console-new-tournament = Nouveau tournoi
console-filter = Filtrer par état
console-all = Tous
console-status-registration = Inscriptions
console-status-swiss = Rondes suisses
console-status-top_cut = Top cut
console-status-finished = Terminé
console-none-yet = Aucun tournoi pour l'instant. Créez le premier.
console-col-name = Nom
console-col-status = État
console-col-players = Joueurs
console-col-round = Ronde
console-col-created = Créé
console-older = Tournois plus anciens
console-deleted = Le tournoi a été supprimé.
console-format = Format
console-format-hint = Par exemple Pauper, Modern, Draft.
console-starts-at = Début
console-time-zone = Fuseau horaire
console-time-zone-hint = Un nom de fuseau comme Europe/Paris ; les heures des feuilles y sont données.
console-location = Lieu
console-rounds = Rondes suisses
console-rounds-hint = Laisser vide pour la recommandation selon le nombre de joueurs.
console-top-cut = Top cut
console-no-top-cut = Pas de top cut
console-language = Langue des feuilles
console-language-default = Celle de chaque lecteur
console-create = Créer
console-cancel = Annuler
console-not-a-number = Les rondes et le top cut doivent être des nombres entiers.
console-created = Le tournoi est créé.
console-players-added = { $count ->
    [one] Un joueur inscrit.
   *[other] { $count } joueurs inscrits.
}
console-no-names = Saisissez au moins un nom.
console-too-many-names = Au plus { $max } noms à la fois.
console-players = Joueurs
console-no-players = Aucun joueur pour l'instant.
console-dropped-after = Abandon après la ronde { $round }
console-playing = En jeu
console-register = Inscrire des joueurs
console-names-label = Noms, un par ligne
console-names-hint = Collez une liste ou tapez les noms ; chaque ligne est un joueur. Les noms en double sont signalés.
console-add-players = Inscrire
console-open = Ouvrir
console-open-standings = Classement à imprimer
console-round = Ronde { $round }
console-round-deleted = La ronde { $round } a été supprimée.
console-result-entered = Table { $table } : résultat saisi.
console-round-paired = La ronde est appariée. Vérifiez-la, puis publiez-la.
console-round-published = La ronde est publiée : les joueurs voient leurs tables.
console-round-unpublished = La ronde est revenue en appariement : les joueurs ne la voient plus.
console-round-repaired = La ronde est appariée à nouveau.
console-result-unreadable = Saisissez un numéro de table et un résultat comme 2-1, 1-2, 2-0-1, 0-0-3 ou dl (double défaite).
console-state-pairing = en appariement
console-state-published = publiée
console-state-completed = terminée
console-pair-next = Apparier la ronde suivante
console-rounds-heading = Rondes
console-no-rounds = Aucune ronde pour l'instant.
console-publish = Publier
console-unpublish = Dépublier
console-repair = Apparier à nouveau
console-delete-round = Supprimer la ronde
console-result-box = Saisir un résultat
console-result-hint = Du point de vue du premier joueur : 2-1, 1-2, 2-0-1, 0-0-3, ou dl pour une double défaite. Entrée enregistre et passe à la table suivante encore en jeu.
console-enter = Enregistrer
console-still-playing = Encore en jeu
console-col-time-left = Temps restant
console-time-up = Temps écoulé
console-finished-tables = Tables avec un résultat
console-tables = Tables
console-all-results-in = Tous les résultats sont saisis.
console-col-table = Table
console-col-player-a = Joueur
console-col-player-b = Adversaire
console-col-result = Résultat
console-col-reports = Déclarations des joueurs
console-bye = Bye
console-report-reported = déclaré
console-report-confirmed = confirmé
console-report-disputed = contesté
console-report-settled = réglé
console-warnings = Avertissements
console-table-n = Table { $table }
console-actions = Actions
console-print-pairings = Appariements à imprimer (par table)
console-print-by-name = Appariements à imprimer (par nom)
console-screen = L'écran mural
console-open-slips = Fiches de code des joueurs (toutes)
console-col-slip = Fiche de code
console-slip = Imprimer

console-clock = Chronomètre
console-clock-not-started = Pas démarré · { $time } à jouer
console-clock-running = En cours · { $time } restantes
console-clock-paused = En pause · { $time } restantes
console-clock-finished = Terminé · il restait { $time }
console-clock-done = Le chronomètre a été modifié.
console-clock-start = Démarrer le chronomètre
console-clock-pause = Pause
console-clock-resume = Reprendre
console-extend-minutes = Minutes en plus
console-extend-table = Seulement cette table (facultatif)
console-extend-table-hint = Laissez vide pour prolonger toute la ronde ; un numéro de table ne prolonge que cette table (prolongation accordée par un arbitre).
console-extend = Prolonger
console-settle-with = Trancher : { $result } selon { $player }
console-correct-box = Corriger un résultat
console-correction-title = Corriger le résultat de la table { $table } ?
console-correction-line = Table { $table } : { $old } devient { $new }.
console-correction-later = { $span ->
    [one] La ronde { $first } a été appariée d'après l'ancien résultat et ne sera pas réappariée.
   *[several] Les rondes { $first } à { $last } ont été appariées d'après l'ancien résultat et ne seront pas réappariées.
}
console-correction-audit = Le classement change aussitôt ; le journal d'audit garde le résultat avant et après.
console-correction-save = Enregistrer la correction
console-remove-title = Retirer { $player } de l'événement ?
console-remove-line = Le joueur disparaît de toutes les listes, de tous les comptes, feuilles et classements, comme s'il ne s'était jamais inscrit. Seul un joueur qui n'a joué aucune ronde publiée peut être retiré ; les autres sont à faire abandonner.
console-remove-repair = Si la ronde en cours d'appariement le place à une table, elle est réappariée sans lui.
console-remove = Retirer
console-player-drop = { $player } a abandonné.
console-player-readmit = { $player } a été réadmis.
console-player-rename = Le joueur s'appelle maintenant { $player }.
console-player-remove = { $player } a été retiré.
console-change = Modifier
console-new-name = Nouveau nom
console-rename = Renommer
console-readmit = Réadmettre
console-drop = Abandon
console-the-end = La fin de l'événement
console-finish = Terminer l'événement
console-finish-title = Terminer { $name } ?
console-finish-line = Le classement final est arrêté et les joueurs voient l'événement comme terminé. Il peut être rouvert pour corriger un résultat.
console-finished = L'événement est terminé.
console-reopen = Rouvrir l'événement
console-reopened = L'événement est de nouveau ouvert.
console-delete = Supprimer l'événement
console-delete-title = Supprimer { $name } ?
console-delete-line = L'événement, ses joueurs, rondes, résultats et son journal d'audit sont supprimés définitivement. Exportez d'abord son document pour en garder une copie.
console-standings = Classement
console-after-round = après la ronde { $round }
console-champion = Vainqueur
console-col-rank = Rang
console-col-points = Points
console-col-record = Bilan
console-col-why = Pourquoi ici
console-dropped = abandon
console-cut-line = La ligne de qualification (top { $size })
console-cut-line-hint = Avant la ronde qui décide de la qualification : ce qu'il faut à chaque joueur, en points de match, quels que soient les résultats des autres tables.
console-col-advice = Il faut
console-cut-locked = Qualifié quoi qu'il arrive
console-cut-draw_is_safe = Un nul suffit
console-cut-win_and_in = Une victoire suffit
console-cut-tiebreakers_decide = Les départages décident
console-cut-out = Ne peut plus se qualifier
console-top-cut-size = Joueurs dans le top
console-top-cut-create = Créer le top
console-print-bracket = Le tableau à imprimer
console-swiss-rank = suisse : { $rank }
console-live-changed = Cette page a changé sur un autre appareil ; elle sera actualisée quand vous quitterez le formulaire.
console-live-updated = Mise à jour avec les changements d'un autre appareil.
console-stale = Cette ronde a changé sur un autre appareil depuis l'affichage de cette page ; rien n'a été fait. La voici telle qu'elle est : recommencez si vous le souhaitez toujours.
console-audit = Journal d'audit
console-audit-action = Action
console-audit-via = Par
console-via-console = Console
console-via-api = API
console-filter-apply = Filtrer
console-audit-empty = Aucune entrée ne correspond.
console-audit-when = Quand (UTC)
console-audit-who = Qui
console-audit-detail = Ce qui a changé
console-audit-next = Entrées suivantes
console-swap = Échanger
console-swap-first-player = Premier joueur
console-swap-second-player = Second joueur
console-swap-players = Échanger les joueurs
console-swap-first-table = Première table
console-swap-second-table = Seconde table
console-swap-tables = Échanger les tables
console-swapped = L'échange est fait ; la ronde est toujours en cours d'appariement.
console-seat = { $player }, table { $table }
console-interface-language = Langue de la console
console-interface-language-set = Changer
console-edit = Modifier l'événement
console-recommended = Recommandé pour { $players } joueurs : { $rounds } rondes suisses, top { $cut }.
console-top-cut-later = Décider plus tard
console-self-reporting = Les joueurs déclarent eux-mêmes leurs résultats
console-save = Enregistrer
console-export = Exporter le document (un fichier à garder)
console-edited = L'événement est enregistré.
console-late-entry = La ronde { $round } est déjà appariée : chaque ronde appariée avant leur arrivée compte pour les nouveaux joueurs comme une ronde manquée (aucun point de match, une défaite dans leur propre pourcentage de victoires, pas d'adversaire, pas de parties) ; ils sont appariés à partir de la ronde suivante.
console-repaired-for-late = La ronde { $round }, encore en cours d'appariement, a été réappariée avec eux.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = oui
console-no = non
audit-action-tournament-imported = Tournoi importé
audit-action-tournament-updated = Tournoi modifié
audit-action-tournament-finished = Tournoi terminé
audit-action-tournament-reopened = Tournoi rouvert
audit-action-player-added = Joueur inscrit
audit-action-player-updated = Joueur modifié
audit-action-player-renamed = Joueur renommé
audit-action-player-dropped = Abandon d'un joueur
audit-action-player-readmitted = Joueur réadmis
audit-action-player-removed = Joueur retiré
audit-action-player-code-rotated = Code du joueur renouvelé
audit-action-round-created = Ronde appariée
audit-action-round-repaired = Ronde appariée à nouveau
audit-action-round-deleted = Ronde supprimée
audit-action-players-swapped = Joueurs échangés
audit-action-tables-swapped = Tables échangées
audit-action-round-published = Ronde publiée
audit-action-round-unpublished = Ronde dépubliée
audit-action-round-completed = Ronde terminée
audit-action-result-entered = Résultat saisi
audit-action-result-corrected = Résultat corrigé
audit-action-result-removed = Résultat supprimé
audit-action-result-reported = Résultat déclaré par un joueur
audit-action-result-confirmed = Résultat confirmé par l'adversaire
audit-action-result-disputed = Résultat contesté
audit-action-top-cut-created = Top cut créé
audit-action-playoff-forfeit = Forfait en phase finale
audit-action-clock-started = Chronomètre démarré
audit-action-clock-paused = Chronomètre mis en pause
audit-action-clock-resumed = Chronomètre relancé
audit-action-clock-extended = Chronomètre prolongé
audit-action-table-extended = Temps en plus pour une table
audit-action-clock-limit-set = Durée de la ronde fixée
audit-action-clock-settings-changed = Réglages du chronomètre modifiés
audit-field-after = après
audit-field-before = avant
audit-field-bye = bye
audit-field-dropped = drop
audit-field-name = nom
audit-field-planned-rounds = rondes prévues
audit-field-player = joueur
audit-field-player-a = joueur
audit-field-player-b = adversaire
audit-field-players = joueurs
audit-field-reason = motif
audit-field-reports-removed = déclarations des joueurs supprimées
audit-field-result = résultat
audit-field-rounds = rondes
audit-field-seconds = secondes
audit-field-size = taille
audit-field-table = table
audit-field-tables = tables
audit-field-time-limit-s = durée de la ronde (secondes)
audit-field-top-cut = top cut
audit-field-warnings = avertissements

## The console's import (on the new-tournament page).
console-import = Importer un tournoi
console-import-file = Document de tournoi (un fichier exporté auparavant)
console-import-hint = Le fichier enregistré par le lien « Exporter le document » d'un tournoi, ou un fichier venu de l'API. Il est d'abord vérifié en entier, puis devient un nouveau tournoi à votre nom ; chaque joueur reçoit un nouveau code.
console-import-button = Importer
console-import-empty = Le fichier est vide : choisissez le document enregistré par « Exporter le document ».
console-import-unreadable = Le formulaire n'a pas pu être lu ({ $reason }).
console-imported = Le tournoi est importé. Chaque joueur a un nouveau code : imprimez à nouveau les fiches de code.
