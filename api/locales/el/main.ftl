# Εξηγήσεις του PlanesForge (RULES.md §2, §4, §5), ελληνικά.

score-groups = Ο/Η { $a } ({ $apoints } πόντοι αγώνα) παίζει με τον/την { $b } ({ $bpoints } πόντοι αγώνα).
floated-odd-group = Ο/Η { $player } κατέβηκε από την ομάδα πόντων των { $from } πόντων σε αντίπαλο με { $to }: η ομάδα είχε { $size } παίκτες, μονό αριθμό, και ο/η { $player } ήταν ο χαμηλότερα κατατασσόμενος της ομάδας.
floated-rematch = Ο/Η { $player } κατέβηκε από { $from } σε { $to } πόντους αγώνα, αν και το ιδανικό ζευγάρωμα τον/την κρατούσε στην ομάδα πόντων του/της: μόνο έτσι αποφεύχθηκε μια επανασυνάντηση.
slide-kept = Αυτό το τραπέζι είναι το ιδανικό ζευγάρωμα της ομάδας πόντων (η ολίσθηση).
rematch-avoided = Η ολίσθηση άλλαξε: ο/η { $player } είχε ήδη παίξει με τον/την { $opponent } στον γύρο { $round }.
seating-shifted = Η ολίσθηση άλλαξε για να αποφευχθούν επανασυναντήσεις σε άλλα τραπέζια του γύρου: { $pairs }.
seating-shifted-pair = { $player } και { $opponent } (γύρος { $round })
forced-rematch = Οι { $a } και { $b } έχουν ήδη παίξει μεταξύ τους στον γύρο { $round }: δεν υπήρχε ζευγάρωμα αυτού του γύρου χωρίς επανασυνάντηση.
bye = Ο/Η { $player } παίρνει το ρεπό: από τους { $candidates } ενεργούς παίκτες με τα λιγότερα ρεπό ({ $byes }), ο/η { $player } είναι ο χαμηλότερα κατατασσόμενος (θέση { $rank } από { $field }).
manual-change = Ο διοργανωτής άλλαξε αυτό το τραπέζι· ο μηχανισμός ζευγαρωμάτων θα το είχε φτιάξει διαφορετικά.
corrected-after-pairing = Αφού ζευγαρώθηκε αυτός ο γύρος, ο διοργανωτής διόρθωσε { $count ->
    [one] ένα αποτέλεσμα προηγούμενου γύρου
   *[other] { $count } αποτελέσματα προηγούμενων γύρων
 }: { $corrections }. Ένας γύρος που έχει ήδη ζευγαρωθεί δεν ζευγαρώνεται ξανά μετά από διόρθωση, οπότε τα ζευγαρώματα αυτά μένουν· κάθε τραπέζι εξηγείται με τα αποτελέσματα όπως ήταν όταν ζευγαρώθηκε ο γύρος.
corrected-after-pairing-item = γύρος { $round }, τραπέζι { $table } ({ $at })
missed-rounds = Ο/Η { $player } έχασε { $count ->
    [one] έναν γύρο
   *[other] { $count } γύρους
 } (καθυστερημένη εγγραφή ή επανένταξη): ο καθένας μετρά στο MW% ως γύρος χωρίς πόντους, χωρίς αντίπαλο και χωρίς παιχνίδια, και δεν είναι ρεπό.
rank-omw = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower } με ίσους πόντους αγώνα ({ $points }), με απόφαση του OMW%: { $uppervalue } ({ $upperfraction }) έναντι { $lowervalue } ({ $lowerfraction }).
rank-gw = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower } με ίσους πόντους αγώνα ({ $points }) και ίσο OMW%, με απόφαση του GW%: { $uppervalue } ({ $upperfraction }) έναντι { $lowervalue } ({ $lowerfraction }).
rank-ogw = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower } με ίσους πόντους αγώνα ({ $points }), ίσο OMW% και GW%, με απόφαση του OGW%: { $uppervalue } ({ $upperfraction }) έναντι { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower }: πόντοι αγώνα ({ $points }), OMW%, GW% και OGW% είναι όλα ίσα, οπότε αποφάσισε η σταθερή σειρά (ονόματα συγκρινόμενα χαρακτήρα προς χαρακτήρα κατά κωδικό Unicode, χωρίς διάκριση κεφαλαίων-πεζών· όχι αλφαβητικά).
rank-fixed-id = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower }: πόντοι αγώνα ({ $points }), OMW%, GW% και OGW% είναι όλα ίσα και τα ονόματα διαφέρουν μόνο σε κεφαλαία-πεζά, οπότε η σταθερή σειρά αποφάσισε με το id του παίκτη: { $upperid } πριν από { $lowerid }.

## Σφάλματα: `title` (ανά κατάσταση HTTP) και `detail` των απαντήσεων
## problem+json. Τα τεχνικά ονόματα (`player_a`, `after_round`,
## `Idempotency-Key`) μένουν όπως στο API.

title-400 = Εσφαλμένο αίτημα
title-401 = Χωρίς εξουσιοδότηση
title-403 = Απαγορεύεται
title-404 = Δεν βρέθηκε
title-405 = Η μέθοδος δεν επιτρέπεται
title-409 = Σύγκρουση
title-410 = Δεν υπάρχει πλέον
title-413 = Πολύ μεγάλο αίτημα
title-415 = Μη υποστηριζόμενος τύπος περιεχομένου
title-422 = Μη επεξεργάσιμο αίτημα
title-429 = Πάρα πολλά αιτήματα
title-500 = Εσωτερικό σφάλμα διακομιστή
title-503 = Η υπηρεσία δεν είναι διαθέσιμη

error-internal = προέκυψε εσωτερικό σφάλμα
error-database-unavailable = η βάση δεδομένων δεν είναι διαθέσιμη αυτή τη στιγμή· δοκιμάστε ξανά σε λίγο
error-storage-unavailable = η βάση δεδομένων δεν μπορεί να αποθηκεύσει αυτή την αλλαγή τώρα (ίσως ο δίσκος της είναι γεμάτος)· δεν άλλαξε τίποτα, δοκιμάστε ξανά αργότερα
error-not-json = το σώμα του αιτήματος πρέπει να είναι JSON (Content-Type: application/json)
error-not-form = το σώμα του αιτήματος πρέπει να είναι φόρμα (Content-Type: application/x-www-form-urlencoded)
error-body-too-large = το σώμα του αιτήματος είναι μεγαλύτερο από { $limit } byte
error-invalid-body = μη έγκυρο σώμα αιτήματος: { $error }
error-body-not-object = το σώμα του αιτήματος πρέπει να είναι αντικείμενο JSON ({ "{" } … { "}" })
error-malformed-json = κακοσχηματισμένο JSON: { $error }
error-unreadable-body = το σώμα του αιτήματος δεν διαβάζεται: { $error }
error-body-not-utf8 = το σώμα δεν είναι UTF-8
error-invalid-path-parameter = μη έγκυρη παράμετρος διαδρομής: { $error }
error-invalid-path = μη έγκυρη διαδρομή: { $error }
error-invalid-query-parameter = μη έγκυρη παράμετρος ερωτήματος: { $error }
error-invalid-query = μη έγκυρο ερώτημα: { $error }
error-no-resource = δεν υπάρχει πόρος στο { $path }
error-limit-too-small = το limit πρέπει να είναι τουλάχιστον 1
error-unknown-cursor = άγνωστος δείκτης { $cursor }

error-auth-header-not-text = η κεφαλίδα Authorization δεν είναι έγκυρο κείμενο
error-auth-expected-bearer = αναμενόταν `Authorization: Bearer <api_key>`
error-auth-required = αυτό το αίτημα χρειάζεται `Authorization: Bearer <api_key>`
error-unknown-api-key = άγνωστο κλειδί API
error-sign-up-closed = η εγγραφή είναι κλειστή: στείλτε το διαχειριστικό token ως Bearer
error-wrong-admin-token = λάθος διαχειριστικό token
error-forbidden-tournament = το τουρνουά { $id } ανήκει σε άλλον διοργανωτή
error-rate-limited = πάρα πολλά αιτήματα: το πολύ { $per_minute } το λεπτό (ριπές των { $burst })· δοκιμάστε ξανά σε { $retry_after } s
error-idempotency-key-invalid = το Idempotency-Key πρέπει να έχει από { $min } έως { $max } ορατούς χαρακτήρες ASCII (στείλτε ένα UUID)
error-too-many-streams = πάρα πολλές ανοιχτές ροές γεγονότων από αυτή τη διεύθυνση: το πολύ { $limit } ταυτόχρονα· κλείστε μία ή δοκιμάστε ξανά σε { $retry_after } s
error-idempotency-key-reused = αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη με διαφορετικό αίτημα (μέθοδο, διαδρομή ή σώμα)· χρησιμοποιήστε νέο κλειδί για νέο αίτημα
error-idempotency-in-progress = ένα αίτημα με αυτό το Idempotency-Key είναι ακόμη σε επεξεργασία· δοκιμάστε ξανά σε λίγο

error-name-empty = το όνομα { $what ->
    [tournament] του τουρνουά
    [player] του παίκτη
    [organizer] του διοργανωτή
    [key] του κλειδιού
   *[other] ({ $what })
} είναι κενό
error-name-too-long = το όνομα { $what ->
    [tournament] του τουρνουά
    [player] του παίκτη
    [organizer] του διοργανωτή
    [key] του κλειδιού
   *[other] ({ $what })
} είναι μεγαλύτερο από 200 χαρακτήρες
error-name-control = το όνομα { $what ->
    [tournament] του τουρνουά
    [player] του παίκτη
    [organizer] του διοργανωτή
    [key] του κλειδιού
   *[other] ({ $what })
} περιέχει χαρακτήρες ελέγχου
error-name-bidi = το όνομα { $what ->
    [tournament] του τουρνουά
    [player] του παίκτη
    [organizer] του διοργανωτή
    [key] του κλειδιού
   *[other] ({ $what })
} περιέχει χαρακτήρα ελέγχου κατεύθυνσης κειμένου ({ $character }) στη θέση { $position }· αφαιρέστε τον
error-name-invisible = το όνομα { $what ->
    [tournament] του τουρνουά
    [player] του παίκτη
    [organizer] του διοργανωτή
    [key] του κλειδιού
   *[other] ({ $what })
} δεν έχει τίποτα ορατό: μόνο κενά, αόρατους χαρακτήρες μορφοποίησης ή συνδυαστικά σημάδια
error-in-players-entry = players[{ $index }]: { $error }
error-bulk-size = το players πρέπει να έχει 1 έως { $max } εγγραφές, όχι { $count }
error-planned-rounds = το planned_rounds πρέπει να είναι από 1 έως { $max }, όχι { $value }
error-tournament-not-found = δεν υπάρχει τουρνουά { $id }
error-player-not-found = δεν υπάρχει παίκτης { $id }
error-round-not-found = δεν υπάρχει γύρος { $round }
error-no-round = δεν υπάρχει ακόμη γύρος για προβολή: κανένας δεν έχει δημοσιευτεί
error-table-not-found = ο γύρος { $round } δεν έχει τραπέζι { $table }
error-webhook-not-found = δεν υπάρχει webhook { $id }
error-player-already-dropped = ο/η { $player } αποχώρησε ήδη μετά τον γύρο { $round }

error-round-still-pairing = ο γύρος { $round } ζευγαρώνεται ακόμη: δημοσιεύστε τον και καταχωρίστε πρώτα τα αποτελέσματά του
error-round-results-missing = στον γύρο { $round } { $missing ->
    [one] λείπει 1 αποτέλεσμα
   *[other] λείπουν { $missing } αποτελέσματα
}: καταχωρίστε τα πριν ζευγαρώσετε τον γύρο { $next }
error-not-enough-players = { $active ->
    [one] 1 ενεργός παίκτης
   *[other] { $active } ενεργοί παίκτες
}: ένας γύρος χρειάζεται τουλάχιστον 2
error-round-published = ο γύρος { $round } είναι { $state ->
    [completed] ολοκληρωμένος
   *[published] δημοσιευμένος
}: τα ζευγαρώματά του είναι οριστικά
error-round-not-latest = ο γύρος { $round } δεν είναι ο τελευταίος γύρος
error-round-not-published = ο γύρος { $round } δεν έχει δημοσιευτεί ακόμη: δημοσιεύστε τον πριν καταχωρίσετε αποτελέσματα
error-round-frozen = ο γύρος { $round } δεν είναι πια ο τελευταίος: τα αποτελέσματά του είναι παγωμένα
error-playoff-pairings-fixed = ο γύρος { $round } είναι γύρος της τελικής φάσης: τα ζευγαρώματά του ακολουθούν το ταμπλό (/book/el/pairings-and-standings.html#bracket)
error-playoff-round-has-results = ο γύρος { $round } της τελικής φάσης έχει ήδη νίκη χωρίς αγώνα: δεν μπορεί να διαγραφεί
error-same-player = τα player_a και player_b είναι ο ίδιος παίκτης
error-player-not-in-round = ο παίκτης { $player } δεν έχει ζευγαρωθεί στον γύρο { $round }
error-same-players-table = οι δύο παίκτες κάθονται στο ίδιο τραπέζι: η ανταλλαγή δεν αλλάζει τίποτα
error-same-table = τα table_a και table_b είναι το ίδιο τραπέζι
error-bye-table-swap = το τραπέζι { $table } είναι το ρεπό, που μένει μετά το τελευταίο τραπέζι
error-bye-has-no-result = το τραπέζι { $table } είναι το ρεπό: δεν χρειάζεται αποτέλεσμα
error-next-round-not-completed = στον γύρο { $round } λείπουν αποτελέσματα: ολοκληρώστε τον πριν ζευγαρώσετε τον επόμενο γύρο
error-next-playoff-started = η τελική φάση ξεκίνησε στον γύρο { $round }: δεν ζευγαρώνονται άλλοι ελβετικοί γύροι
error-not-swiss-round = ο γύρος { $round } είναι γύρος της τελικής φάσης: δεν έχει ελβετικό ζευγάρωμα

error-result-too-many-wins = μη επιτρεπτό αποτέλεσμα { $result }: το πολύ 2 κερδισμένα παιχνίδια
error-result-too-many-losses = μη επιτρεπτό αποτέλεσμα { $result }: το πολύ 2 χαμένα παιχνίδια
error-result-both-won-two = μη επιτρεπτό αποτέλεσμα { $result }: δεν μπορούν και οι δύο παίκτες να κερδίσουν 2 παιχνίδια
error-result-too-many-draws = μη επιτρεπτό αποτέλεσμα { $result }: το πολύ 3 ισόπαλα παιχνίδια
error-result-no-games = μη επιτρεπτό αποτέλεσμα 0-0-0: τουλάχιστον ένα παιχνίδι (η συμφωνημένη ισοπαλία είναι 0-0-3)
error-result-playoff-draw = μη επιτρεπτό αποτέλεσμα { $result }: ένας αγώνας της τελικής φάσης δεν μπορεί να λήξει ισόπαλος
error-result-playoff-double-loss = μη επιτρεπτό αποτέλεσμα: ένας αγώνας της τελικής φάσης δεν μπορεί να λήξει με διπλή ήττα· χρειάζεται νικητή
error-result-double-loss-games = μη επιτρεπτό αποτέλεσμα { $result }: η διπλή ήττα είναι 0-2-0 για κάθε παίκτη

error-standings-round-not-found = after_round { $requested }: δεν υπάρχει τέτοιος γύρος (ο τελευταίος γύρος είναι ο { $last })
error-standings-round-not-completed = after_round { $round }: ο γύρος { $round } δεν έχει ολοκληρωθεί
error-standings-overflow = ένα κλάσμα κριτηρίου ισοβαθμίας είναι πολύ μεγάλο για να αναπαρασταθεί ακριβώς

error-cut-size = μια τελική φάση { $size } παικτών είναι αδύνατη: το μέγεθος πρέπει να είναι δύναμη του δύο, τουλάχιστον 2
error-cut-not-enough-players = μια τελική φάση { $size } παικτών είναι αδύνατη με { $active } ενεργούς παίκτες
error-cut-swiss-unfinished = η τελική φάση ξεκινά μόνο αφού ολοκληρωθεί ο τελευταίος ελβετικός γύρος
error-top-cut-exists = αυτό το τουρνουά έχει ήδη την τελική φάση του
error-top-cut-not-found = αυτό το τουρνουά δεν έχει ακόμη τελική φάση
error-tournament-finished = το τουρνουά έληξε: δεν μπορεί πλέον να αλλάξει
error-round-has-results = ο γύρος { $round } δεν μπορεί να επιστρέψει στο ζευγάρωμα: καταχωρισμένα αποτελέσματα: { $results }, τραπέζια με δήλωση ή επιβεβαίωση παίκτη: { $reports }. Αφαιρέστε πρώτα αυτά τα αποτελέσματα (η αφαίρεση ενός αποτελέσματος σβήνει και τις δηλώσεις του τραπεζιού) ή διορθώστε τα
error-round-completed = ο γύρος { $round } έχει ολοκληρωθεί: τα αποτελέσματά του διορθώνονται αλλά δεν αφαιρούνται, και η δημοσίευσή του δεν αναιρείται πια
error-player-has-played = αυτός ο παίκτης έχει ήδη καθίσει σε τραπέζι δημοσιευμένου γύρου: καταχωρίστε αποχώρηση αντί να αφαιρέσετε την εγγραφή
error-tournament-not-finished = το τουρνουά δεν έχει λήξει (κατάσταση { $status }): μόνο ένα τουρνουά που έληξε μπορεί να ξανανοίξει
error-top-cut-planned = αυτό το τουρνουά προβλέπει τελική φάση { $size } παικτών: δημιουργήστε την, ή ορίστε top_cut 0 πριν το τερματίσετε
error-top-cut-not-wanted = αυτό το τουρνουά έχει οριστεί χωρίς τελική φάση (top_cut 0): αλλάξτε πρώτα τη ρύθμιση
error-top-cut-started = η τελική φάση έχει ξεκινήσει: αυτό δεν μπορεί πλέον να αλλάξει
error-invalid-top-cut = το top_cut πρέπει να είναι null (απόφαση αργότερα), 0 (κανένα) ή δύναμη του δύο τουλάχιστον 2, όχι { $value }
error-planned-rounds-below-paired = το planned_rounds δεν μπορεί να είναι { $value }: έχουν ήδη ζευγαρωθεί { $paired } ελβετικοί γύροι
error-planned-rounds-reached = και οι { $planned } προγραμματισμένοι ελβετικοί γύροι έχουν ζευγαρωθεί: αυξήστε το planned_rounds για να ζευγαρώσετε άλλον, ή ξεκινήστε την τελική φάση
error-cut-line-top-cut-started = η τελική φάση έχει ξεκινήσει: δεν απομένει ελβετικός γύρος για συμβουλή για τη γραμμή πρόκρισης
error-no-round-to-advise = κανένας γύρος δεν πρόκειται να παιχτεί: ζευγαρώστε (και δημοσιεύστε) πρώτα τον επόμενο γύρο
error-playoff-not-a-bracket = οι γύροι της τελικής φάσης δεν ακολουθούν το ταμπλό (/book/el/pairings-and-standings.html#bracket): { $problem }

error-document-json = κακοσχηματισμένο έγγραφο τουρνουά: { $error }
error-document-format = format: αναμενόταν { $expected }, βρέθηκε { $found }
error-table-number-too-large = γύρος { $round }: ο αριθμός τραπεζιού { $table } είναι πολύ μεγάλος
error-at-table = γύρος { $round }, τραπέζι { $table } (rounds[{ $round_pos }].pairings[{ $pairing_pos }]): { $error }
error-history-empty-id = players[{ $index }]: το id είναι κενό
error-history-duplicate-id = players[{ $index }]: διπλό id παίκτη { $id } (το χρησιμοποιεί ήδη το players[{ $first }])
error-history-too-many-players = players: { $count } παίκτες είναι περισσότεροι από όσους υποστηρίζονται
error-history-drop-after-last = παίκτης { $player }: το dropped_after_round { $dropped } είναι μετά τον τελευταίο γύρο ({ $last })
error-history-round-order = rounds[{ $index }]: ο αριθμός γύρου { $found } είναι εκτός σειράς, αναμενόταν { $expected }
error-history-swiss-after-playoff = γύρος { $round }: ελβετικός γύρος μετά από γύρο της τελικής φάσης
error-history-incomplete = χωρίς αποτέλεσμα, αλλά ο γύρος { $later } υπάρχει ήδη
error-history-table-zero = οι αριθμοί τραπεζιών ξεκινούν από το 1
error-history-duplicate-table = το τραπέζι { $table } εμφανίζεται δύο φορές στον γύρο
error-history-unknown-player = άγνωστος παίκτης { $player }
error-history-player-twice = ο παίκτης { $player } έχει ήδη ζευγαρωθεί στο τραπέζι { $table } αυτού του γύρου
error-history-paired-after-drop = ο παίκτης { $player } έχει ζευγαρωθεί μετά την αποχώρησή του (αποχώρησε μετά τον γύρο { $round })
error-history-bye-in-playoff = ένας γύρος της τελικής φάσης δεν μπορεί να έχει ρεπό
error-history-bye-result = ένα ρεπό αξίζει 2-0-0, όχι { $result }
error-history-bye-mismatch = το "bye" πρέπει να είναι true ακριβώς όταν το player_b είναι null

error-url-too-long = το URL είναι μεγαλύτερο από 2000 χαρακτήρες
error-url-invalid = το { $url } δεν είναι URL: { $error }
error-url-scheme = το σχήμα του URL πρέπει να είναι http ή https, όχι { $scheme }
error-url-no-host = το URL δεν έχει host
error-url-private = το URL δείχνει σε τοπική ή ιδιωτική διεύθυνση, την οποία αυτός ο διακομιστής δεν καλεί
error-events-empty = το events είναι κενό: εγγραφείτε σε τουλάχιστον ένα συμβάν
error-event-unknown = άγνωστο συμβάν { $event }: αναμενόταν ένα από { $expected }
error-idempotency-replay-unavailable = η πρώτη απάντηση αυτού του Idempotency-Key δεν μπορεί να επαναληφθεί· ελέγξτε τον πόρο πριν δοκιμάσετε ξανά με νέο κλειδί
error-idempotency-replay-withheld = το αίτημα με αυτό το Idempotency-Key έχει ήδη εκτελεστεί· η απάντησή του περιείχε νέο κλειδί API, που εμφανίζεται μόνο μία φορά και δεν επαναλαμβάνεται
error-too-many-players = ένα τουρνουά δέχεται έως { $max } παίκτες: έχει { $existing } και άλλοι { $adding } δεν χωρούν
error-too-many-rounds = ένα τουρνουά έχει έως { $max } ελβετικούς γύρους· ξεκινήστε αντί γι' αυτό την τελική φάση
error-document-too-many-rounds = το έγγραφο έχει { $swiss } ελβετικούς γύρους· γίνονται δεκτοί έως { $max }
error-in-round = γύρος { $round } (rounds[{ $round_pos }]): { $error }
error-document-planned-rounds = planned_rounds: το { $planned } δεν είναι δυνατό: από 1 έως { $max }, και όχι λιγότεροι από τους { $swiss } ελβετικούς γύρους του εγγράφου
error-document-top-cut = top_cut: το { $top_cut } δεν είναι ούτε 0 (χωρίς τελική φάση) ούτε δύναμη του δύο τουλάχιστον 2
error-document-top-cut-mismatch = το top_cut { $top_cut } αντιφάσκει με την τελική φάση, που είναι Top { $size }
error-document-missed-round = players[{ $index }].missed_rounds[{ $entry }]: ο παίκτης { $player } δεν μπορεί να έχασε τον γύρο { $round } (δεν είναι ελβετικός γύρος του εγγράφου, είναι μετά την αποχώρησή του ή η λίστα δεν είναι σε αύξουσα σειρά)
error-document-round-state = η κατάσταση "{ $state }" δεν είναι δυνατή: { $error }
error-document-state-not-latest = μόνο ο τελευταίος γύρος μπορεί να είναι "pairing" ή "published"
error-document-state-result-in-pairing = ένας γύρος που ζευγαρώνεται ακόμη δεν έχει αποτελέσματα
error-document-state-published-complete = όλα τα αποτελέσματα έχουν καταχωριστεί, άρα ο γύρος είναι "completed"
error-document-state-completed-incomplete = λείπει ένα αποτέλεσμα
error-document-empty-round = ο γύρος δεν έχει τραπέζια
error-document-too-many-byes = δεύτερο ρεπό (το τραπέζι { $table } έχει ήδη ένα)· ένας γύρος έχει το πολύ ένα ρεπό
error-document-paired-in-missed-round = ο παίκτης { $player } κάθεται σε γύρο που αναφέρεται στα missed_rounds του
error-document-player-missing = ο παίκτης { $player } (players[{ $index }]) είναι ενεργός σε αυτόν τον γύρο αλλά δεν έχει ζευγαρωθεί: δεν αποχώρησε πριν από αυτόν και ο γύρος δεν είναι στα missed_rounds του
error-document-not-enough-players = { $seated } παίκτης/ες στα τραπέζια· ένας ελβετικός γύρος χρειάζεται τουλάχιστον 2
error-document-playoff-without-swiss = ένας γύρος της τελικής φάσης χρειάζεται ελβετικούς γύρους πριν από αυτόν: οι θέσεις της τελικής φάσης ορίζονται από την κατάταξη των ελβετικών γύρων
error-document-bracket-size = μια τελική φάση με { $tables } τραπέζια δεν σχηματίζει ταμπλό: ο αριθμός παικτών της τελικής φάσης πρέπει να είναι δύναμη του δύο, τουλάχιστον 2
error-document-bracket-tables = το ταμπλό έχει { $expected } αγώνα/ες σε αυτόν τον γύρο, το έγγραφο { $found }
error-document-bracket-mismatch = εδώ το ταμπλό ζευγαρώνει τη θέση { $seed_a } ({ $player_a }) με τη θέση { $seed_b } ({ $player_b }), με την καλύτερη θέση ως player_a
error-document-playoff-after-final = γύρος της τελικής φάσης μετά τον τελικό
error-too-many-webhooks = ένας διοργανωτής μπορεί να καταχωρίσει έως { $max } webhooks: διαγράψτε ένα πριν προσθέσετε άλλο
error-method-not-allowed = η μέθοδος { $method } δεν επιτρέπεται εδώ· επιτρέπονται: { $allow }

# Players: re-admission and missed rounds (RULES.md §6, §11).
error-player-not-dropped = ο/η { $player } δεν έχει αποχωρήσει: μόνο παίκτης που αποχώρησε μπορεί να επανενταχθεί
error-history-missed-round = παίκτης { $player }: ο χαμένος γύρος { $round } πρέπει να είναι ελβετικός γύρος του τουρνουά στον οποίο ο παίκτης δεν έχει ζευγάρι, όχι μετά την αποχώρησή του, μία φορά και σε αύξουσα σειρά
error-forbidden-organizer = ο διοργανωτής { $id } δεν είναι ο διοργανωτής αυτού του κλειδιού API
error-insufficient-scope = αυτό το κλειδί έχει εύρος { $scope }· αυτό χρειάζεται κλειδί με εύρος { $need } (το βιβλίο: Κλειδιά και εύρη)
error-key-not-found = δεν υπάρχει κλειδί API { $id }
error-last-full-key = το { $id } είναι το τελευταίο κλειδί full: χωρίς αυτό κανείς δεν θα μπορούσε να διαχειριστεί τα κλειδιά ή να αλλάξει τα τουρνουά· δημιουργήστε πρώτα άλλο κλειδί full και μετά ανακαλέστε αυτό
error-filter-status = το status πρέπει να είναι registration, swiss, top_cut ή finished, όχι { $value }
error-filter-order = το order πρέπει να είναι asc ή desc, όχι { $value }
error-filter-since = το since πρέπει να είναι ημερομηνία και ώρα με τη διαφορά της (2026-12-03T10:00:00Z), όχι { $value }
error-filter-action = το action πρέπει να είναι μία από τις ενέργειες του αρχείου ελέγχου (π.χ. result_corrected), όχι { $value }
error-filter-via = το via πρέπει να είναι api ή console, όχι { $value }
error-unsupported-content-encoding = το Content-Encoding { $encoding } του σώματος του αιτήματος δεν υποστηρίζεται· στείλτε το χωρίς κωδικοποίηση ή σε ένα από: { $supported }
error-body-not-decodable = το σώμα του αιτήματος δεν είναι έγκυρα δεδομένα { $encoding }, όπως δηλώνει το Content-Encoding του
error-book-path = το { $path } δεν είναι σελίδα των οδηγών
error-cors-origin = το CORS preflight απορρίφθηκε: η προέλευση { $origin } δεν επιτρέπεται να καλεί αυτό το API (PLANESFORGE_CORS_ORIGINS)
error-cors-method = το CORS preflight απορρίφθηκε: η ζητούμενη μέθοδος δεν επιτρέπεται σε αιτήματα από άλλη προέλευση
error-cors-headers = το CORS preflight απορρίφθηκε: μια ζητούμενη κεφαλίδα δεν επιτρέπεται σε αιτήματα από άλλη προέλευση
error-cors-preflight = το CORS preflight απορρίφθηκε: το αίτημα preflight είναι εσφαλμένο (το Origin ή το Access-Control-Request-Method λείπει ή δεν είναι έγκυρο)
warning-duplicate-name = το όνομα { $name } είναι ίδιο με το { $other }, που εγγράφηκε νωρίτερα: έγινε δεκτό· τα τυπωμένα φύλλα τα αριθμούν (#1), (#2), … με τη σειρά εγγραφής

# Ρυθμίσεις τουρνουά.
error-invalid-language = το language πρέπει να είναι ένα από { $codes } (ή null), όχι «{ $value }»
error-invalid-starts-at = Το «{ $value }» δεν είναι ημερομηνία και ώρα RFC 3339 με απόκλιση ζώνης (π.χ. 2026-12-04T19:00:00+01:00 ή 2026-12-04T18:00:00Z)
error-invalid-time-zone = Το «{ $value }» δεν είναι ζώνη ώρας γνωστή στη βάση IANA (π.χ. Europe/Berlin)
error-text-too-long = το πολύ { $max } χαρακτήρες
error-text-control = δεν επιτρέπονται χαρακτήρες ελέγχου ούτε χαρακτήρες ελέγχου κατεύθυνσης (βρέθηκε { $character })
error-metadata-not-object = πρέπει να είναι αντικείμενο με τιμές συμβολοσειρές, π.χ. {"{"}"member": "1042"{"}"}
error-metadata-too-many-keys = το πολύ { $max } κλειδιά, όχι { $count }
error-metadata-key = το κλειδί «{ $key }» πρέπει να έχει από 1 έως { $max } χαρακτήρες και κανέναν χαρακτήρα ελέγχου
error-metadata-value-not-string = η τιμή πρέπει να είναι συμβολοσειρά

## Τα φύλλα για εκτύπωση (api/templates/print/). Η ώρα είναι του διακομιστή, σε UTC.
print-round = Γύρος { $round }
print-kind-swiss = ελβετικό σύστημα
print-kind-playoff = τελική φάση
print-state-pairing = σε ζευγάρωμα
print-state-published = δημοσιευμένος
print-state-completed = ολοκληρωμένος
print-by-table = Ζευγάρια ανά τραπέζι
print-by-name = Ζευγάρια ανά όνομα
print-standings = Κατάταξη μετά τον γύρο { $round }
print-final-standings = Τελική κατάταξη (top { $cut }· ελβετική κατάταξη μετά τον γύρο { $round })
print-starts = Έναρξη: { $time }
print-printed = Εκτυπώθηκε { $time }
print-time = { $day }/{ $month }/{ $year }, { $hour }:{ $minute } { $zone }
print-table = Τραπέζι
print-player = Παίκτης
print-opponent = Αντίπαλος
print-result = Αποτέλεσμα
print-record = Ρεκόρ
print-record-note = Ρεκόρ: νίκες-ήττες-ισοπαλίες πριν από αυτόν τον γύρο.
print-place = Θέση
print-swiss-rank = Ελβετική κατάταξη
print-rank = Θέση
print-points = Πόντοι αγώνα
print-wld = Ν-Η-Ι
print-missed = Χαμένοι
print-bye = ΡΕΠΟ
print-bye-result = ρεπό
print-double-loss = διπλή ήττα
print-dropped = αποχώρησε
print-slips = Δελτία αποτελέσματος
print-games-won = Παιχνίδια που κέρδισε
print-games-lost = Παιχνίδια που έχασε
print-games-drawn = Ισόπαλα παιχνίδια
print-signature = Υπογραφή
print-slip-note = Και οι δύο παίκτες γράφουν τα παιχνίδια και υπογράφουν· παραδώστε το δελτίο στον διοργανωτή.
print-slip-online = Ή δηλώστε το στη σελίδα παίκτη σας: { $url } (ο σύνδεσμος στο δελτίο κωδικού σας).
print-bracket = Δέντρο του top { $cut }
bracket-final = Τελικός
bracket-semifinal = Ημιτελικοί
bracket-quarterfinal = Προημιτελικοί
bracket-round-of = Γύρος των { $players } παικτών
bracket-champion = Νικητής
bracket-seed = Σπορά { $seed }
bracket-vs = εναντίον
bracket-won = { $name }: νίκη { $wins }–{ $losses }
bracket-forfeit = χωρίς αγώνα
bracket-to-come = δεν έχει κριθεί ακόμη
bracket-playing = σε εξέλιξη

# Κωδικοί παικτών και η σελίδα του παίκτη (RULES.md §12).
error-unknown-player-code = αυτός ο κωδικός δεν είναι κωδικός παίκτη (ελέγξτε τον ή ζητήστε νέο από τον διοργανωτή)
error-player-code-forbidden = ο κωδικός παίκτη ισχύει μόνο για το /api/v1/me· όλα τα άλλα χρειάζονται το κλειδί του διοργανωτή
error-player-code-required = αυτό το αίτημα χρειάζεται `Authorization: Player <code>`
error-player-code-guesses = πάρα πολλοί λάθος κωδικοί από αυτή τη διεύθυνση ή για αυτόν τον κωδικό· δοκιμάστε ξανά σε { $retry_after } s
player-round = Γύρος { $round }
player-bye = Σε αυτόν τον γύρο έχετε ρεπό: δεν παίζετε αγώνα.
player-not-seated = Δεν έχετε ζευγάρι σε αυτόν τον γύρο.
player-result-double-loss = Αποτέλεσμα: διπλή ήττα (ο αγώνας χάθηκε και για τους δύο· για εσάς μετράει 0-2 στα παιχνίδια)
player-record = Απολογισμός { $wins }-{ $losses }-{ $draws }, { $points } πόντοι αγώνα
player-rank = Θέση { $rank } από { $of } μετά τον γύρο { $round }
player-final-place = Τελική θέση: { $place }
player-dropped = αποχώρησε
player-no-round = Δεν έχει δημοσιευτεί ακόμη γύρος. Η σελίδα θα ενημερωθεί μόλις δημοσιευτεί.
player-finished = Το τουρνουά τελείωσε.
player-champion = Νικητής: { $name }
player-out-of-playoff = Δεν είστε (πλέον) στο top cut: σε αυτόν τον γύρο δεν έχετε αγώνα. Η θέση σας φαίνεται παρακάτω.
player-guide-link = Πώς λειτουργούν αυτή η σελίδα και το τουρνουά (οδηγός παίκτη)
player-unknown-title = Άγνωστος κωδικός
player-unknown-text = Αυτός ο σύνδεσμος ή κωδικός δεν ανήκει σε παίκτη τουρνουά σε εξέλιξη. Συγκρίνετέ τον με το χαρτάκι σας ή ζητήστε νέο από τον διοργανωτή.
player-wait-title = Πάρα πολλές προσπάθειες
player-wait-text = Αυτός ο σύνδεσμος δεν αναγνωρίστηκε και από το δίκτυό σας έχουν έρθει πάρα πολλοί λανθασμένοι σύνδεσμοι. Περιμένετε { $seconds ->
    [one] ένα δευτερόλεπτο
   *[other] { $seconds } δευτερόλεπτα
} και ελέγξτε τον σύνδεσμο στο χαρτάκι σας.
player-code-gone = Αυτός ο σύνδεσμος δεν ανοίγει πια τη σελίδα σας (ίσως ο διοργανωτής σάς έδωσε νέο κωδικό), γι' αυτό η σελίδα σταμάτησε να ενημερώνεται. Χρησιμοποιήστε τον σύνδεσμο στο πιο πρόσφατο χαρτάκι σας.
slips-title = κωδικοί παικτών
slips-scan = Σαρώστε για να δείτε το τραπέζι και τη θέση σας:
slips-code = Κωδικός:
slips-type = Χωρίς κάμερα; Ανοίξτε αυτή τη διεύθυνση και πληκτρολογήστε τον κωδικό:
player-enter-title = Ανοίξτε τη σελίδα παίκτη σας
player-enter-intro = Πληκτρολογήστε τον κωδικό από το χαρτάκι σας για να δείτε το τραπέζι, το αποτέλεσμα και τη θέση σας.
player-enter-label = Ο κωδικός παίκτη σας
player-enter-hint = 20 γράμματα και ψηφία, όπως στο χαρτάκι σας. Κεφαλαία, κενά και παύλες δεν έχουν σημασία.
player-enter-send = Άνοιγμα της σελίδας μου
player-enter-again = Πληκτρολόγηση κωδικού
slips-secret = Κρατήστε αυτό το χαρτάκι για τον εαυτό σας: ο κωδικός είναι η πρόσβασή σας.
slips-no-code = Δεν υπάρχει ακόμη κωδικός: δημιουργήστε νέο κωδικό για αυτόν τον παίκτη και τυπώστε ξανά.
slips-other-key = Αυτός ο κωδικός φτιάχτηκε με άλλο κλειδί διακομιστή: δημιουργήστε νέο και τυπώστε ξανά.

# Δήλωση αποτελεσμάτων από τους παίκτες (RULES.md §12)
error-self-reporting-off = η δήλωση αποτελεσμάτων από τους παίκτες είναι απενεργοποιημένη σε αυτό το τουρνουά: πείτε το αποτέλεσμά σας στον διοργανωτή
error-no-open-match = δεν έχετε αγώνα να δηλώσετε σε δημοσιευμένο γύρο
error-result-already-entered = αυτός ο αγώνας έχει ήδη αποτέλεσμα: μόνο ο διοργανωτής μπορεί να το διορθώσει
error-report-disputed = οι δύο δηλώσεις διαφέρουν: το αποτέλεσμα θα το καταχωρίσει ο διοργανωτής
error-nothing-to-confirm = ο αντίπαλός σας δεν έχει δηλώσει ακόμη αποτέλεσμα
error-own-report = δεν μπορείτε να επιβεβαιώσετε τη δική σας δήλωση: την επιβεβαιώνει ο αντίπαλός σας
error-form-fields = η φόρμα είναι ελλιπής: φορτώστε ξανά τη σελίδα και δοκιμάστε πάλι
player-form-refused-title = Η φόρμα δεν έγινε δεκτή
player-form-refused = η φόρμα δεν έγινε δεκτή (ήρθε από άλλον ιστότοπο ή έληξε): φορτώστε ξανά τη σελίδα και δοκιμάστε πάλι
player-self-reporting-off = Σε αυτό το τουρνουά τα αποτελέσματα τα καταχωρίζει ο διοργανωτής.
player-confirm-send = Επιβεβαίωση αυτού του αποτελέσματος
player-report-title = Δηλώστε το αποτέλεσμά σας
player-report-wins = Παιχνίδια που κερδίσατε
player-report-losses = Παιχνίδια που χάσατε
player-report-draws = Ισόπαλα παιχνίδια
player-report-send = Δήλωση
player-drop-send = Αποχώρηση από το τουρνουά
player-done-reported = Η δήλωσή σας αποθηκεύτηκε.
player-done-confirmed = Το αποτέλεσμα επιβεβαιώθηκε και καταχωρίστηκε.
player-done-dropped = Αποχωρήσατε: από τον επόμενο γύρο δεν θα ζευγαρώνεστε.
player-refused = Δεν έγινε. Φορτώστε ξανά τη σελίδα ή ρωτήστε τον διοργανωτή.
player-refused-finished = Το τουρνουά τελείωσε: δεν μπορεί να δηλωθεί τίποτα πια.
player-refused-dropped = Έχετε ήδη αποχωρήσει.
player-refused-playoff-draw = Ένας αγώνας της τελικής φάσης δεν μπορεί να λήξει ισόπαλος.
player-drop-ask = Από τον επόμενο γύρο δεν θα ζευγαρώνεστε. Ο αγώνας σας στον τρέχοντα γύρο μετράει κανονικά. Να καταχωριστεί η αποχώρησή σας τώρα;
player-drop-yes = Ναι, αποχωρώ
player-drop-no = Όχι, πίσω στη σελίδα μου
number-percent = { $value }%
player-table = Τραπέζι { $table }
player-against = με αντίπαλο { $opponent }
player-bye-title = Ρεπό
player-clock-label = Υπόλοιπος χρόνος
player-extension = Το τραπέζι σας: +{ $time }, τελειώνει στις { $ends }
player-extension-stopped = Το τραπέζι σας: +{ $time }
player-score-won = κερδίσατε { $score }
player-score-lost = χάσατε { $score }
player-score-draw = ισοπαλία, { $score }
player-result-entered = Καταχωρίστηκε το αποτέλεσμα: { $result }
player-reported = Δηλώσατε: { $result }. Αναμένεται η επιβεβαίωση από { $opponent }.
player-their-report = { $opponent }: { $outcome ->
        [win] νίκη { $theirs } για { $opponent } (για εσάς: ήττα { $mine })
        [loss] ήττα { $theirs } για { $opponent } (για εσάς: νίκη { $mine })
       *[draw] ισοπαλία, { $mine }
    }. Ισχύει;
player-not-right = Όχι, ήταν διαφορετικό
player-change-report = Αλλαγή της δήλωσής μου
player-won-2-0 = Κέρδισα 2–0
player-won-2-1 = Κέρδισα 2–1
player-lost-1-2 = Έχασα 1–2
player-lost-0-2 = Έχασα 0–2
player-draw-1-1 = Ισοπαλία 1–1
player-other-result = Άλλο αποτέλεσμα…
player-choose = επιλέξτε
player-disputed-title = Απευθυνθείτε στον διοργανωτή
player-disputed-text = Οι δηλώσεις σας διαφέρουν, οπότε το αποτέλεσμα θα το καταχωρίσει ο διοργανωτής.
player-you-reported = Η δήλωσή σας
player-they-reported = Δήλωση: { $opponent }
player-standing-title = Η θέση σας
player-why-opponent = Γιατί αυτός ο αντίπαλος
player-why-rank = Γιατί αυτή η θέση
player-opponents-mw = Τα ποσοστά νικών αγώνων (MW%) των αντιπάλων σας· ο μέσος όρος τους είναι το OMW% σας:
player-opponent-mw = Γύρος { $round }: { $opponent }, { $mw }
player-cut-locked = Είστε στους { $size } πρώτους με βάση τους πόντους αγώνα, ό,τι κι αν γίνει σε αυτόν τον γύρο.
player-cut-draw_is_safe = Μια ισοπαλία σε αυτόν τον γύρο αρκεί για τους { $size } πρώτους.
player-cut-win_and_in = Μια νίκη σε αυτόν τον γύρο σας βάζει στους { $size } πρώτους· μια ισοπαλία ίσως όχι.
player-cut-tiebreakers_decide = Ακόμη και μια νίκη ίσως να μην αρκεί για τους { $size } πρώτους: αποφασίζουν τα κριτήρια ισοβαθμίας και τα άλλα τραπέζια.
player-cut-out = Με βάση τους πόντους αγώνα δεν μπορείτε πλέον να μπείτε στους { $size } πρώτους.
player-refresh = Ανανέωση
player-new-info = Νέες πληροφορίες: πατήστε για ενημέρωση
player-live-paired = Ο γύρος { $round } ζευγαρώθηκε: τραπέζι { $table } με αντίπαλο { $opponent }
player-live-updated = Η σελίδα σας ενημερώθηκε.
# Το ρολόι του γύρου (RULES.md §13) και η οθόνη στον τοίχο.
error-clock-round-pairing = ο γύρος { $round } ζευγαρώνεται ακόμη: το ρολόι του ξεκινά μόνο αφού δημοσιευτεί
error-clock-round-completed = ο γύρος { $round } έχει ολοκληρωθεί: το ρολόι του έχει σταματήσει
error-clock-already-started = το ρολόι του γύρου { $round } έχει ήδη ξεκινήσει
error-clock-not-running = το ρολόι του γύρου { $round } δεν τρέχει
error-clock-not-paused = το ρολόι του γύρου { $round } δεν είναι σε παύση
error-clock-started = το ρολόι του γύρου { $round } έχει ήδη ξεκινήσει: δώστε παράταση στον γύρο αντί να αλλάξετε το χρονικό του όριο
error-no-time-limit = ο γύρος { $round } δεν έχει χρονικό όριο: ορίστε πρώτα ένα
error-invalid-extension = μια παράταση πρέπει να είναι από 1 έως { $max } δευτερόλεπτα, όχι { $value }
error-invalid-time-limit = ένα χρονικό όριο πρέπει να είναι από 1 έως { $max } δευτερόλεπτα, όχι { $value }
error-clock-time-went-back = το ρολόι του διακομιστή δείχνει ώρα πριν από την τελευταία χρονική στιγμή του ρολογιού του γύρου { $round }: δοκιμάστε ξανά
error-bye-table-extension = το τραπέζι { $table } είναι το ρεπό: δεν υπάρχει χρόνος για παράταση
screen-clock-not-started = Το ρολόι δεν έχει ξεκινήσει
screen-clock-paused = Το ρολόι είναι σε παύση
screen-time-up = Ο χρόνος τελείωσε
screen-round-completed = Όλα τα αποτελέσματα έχουν καταχωριστεί
screen-waiting = Αναμονή για ζευγαρώματα

# The live event stream (GET /tournaments/{tid}/events).
error-event-id-unknown = το γεγονός { $id } δεν υπάρχει ακόμη: το τελευταίο γεγονός αυτού του τουρνουά είναι το { $latest }
error-events-expired = τα γεγονότα μετά το { $id } δεν φυλάσσονται πλέον (το παλαιότερο είναι το { $oldest }): διαβάστε ξανά το τουρνουά και ανοίξτε τη ροή χωρίς id
error-last-event-id = το id γεγονότος { $id } δεν είναι ακέραιος αριθμός

# Οι ρυθμίσεις και τα ρολόγια γύρων του εγγράφου τουρνουά (μορφή /3).
error-in-field = { $field }: { $error }
error-document-instant = το { $value } δεν είναι χρονική στιγμή RFC 3339 (π.χ. 2026-11-27T19:05:00.000Z)
error-document-clock-round-state = ο γύρος { $round } είναι «{ $state }»: ρολόι που τρέχει έχει μόνο ένας δημοσιευμένος γύρος· ένας γύρος υπό ζευγάρωμα μπορεί να έχει μόνο το δικό του χρονικό όριο, ένας ολοκληρωμένος κανένα ρολόι
error-document-clock-no-limit = ένας γύρος χωρίς χρονικό όριο δεν μπορεί να έχει ξεκινήσει, να έχει μπει σε παύση ή να έχει παραταθεί
error-document-clock-order = οι χρονικές στιγμές του ρολογιού δεν είναι σε σειρά: η παύση έρχεται μετά την έναρξη, οι ολοκληρωμένες παύσεις χωρούν ανάμεσα στην έναρξη και την τρέχουσα παύση (ή το τώρα) και οι παρατάσεις αναγράφονται από την παλαιότερη
error-document-clock-future = η χρονική στιγμή είναι μεταγενέστερη της τρέχουσας ώρας του διακομιστή

## The organizer's console (/console/)

console-title = Κονσόλα PlanesForge
console-signed-in-as = Συνδεδεμένος ως
console-scope-note = κλειδί { $scope }: φαίνεται μόνο ό,τι μπορεί να κάνει
console-keys = Κλειδιά API
console-keys-scopes = Κάθε κλειδί έχει εύρος: read (μόνο ανάγνωση, για έναν ιστότοπο), results (αποτελέσματα και ρολόι γύρου: το tablet ενός κριτή) ή full (τα πάντα, και τα κλειδιά). Ένα κλειδί εμφανίζεται μία φορά, όταν δημιουργείται.
console-key-scope = Εύρος
console-key-last-used = Τελευταία χρήση
console-key-never = ποτέ
console-key-revoke = Ανάκληση
console-key-revoked = Το κλειδί ανακλήθηκε: απορρίπτεται από τώρα, και οι κονσόλες που συνδέθηκαν με αυτό αποσυνδέθηκαν.
console-key-new = Νέο κλειδί
console-key-create = Δημιουργία κλειδιού
console-key-made = Το νέο κλειδί, που εμφανίζεται μόνο αυτή τη φορά: αντιγράψτε το τώρα.
console-key-scope-unknown = Επιλέξτε εύρος: read, results ή full.
console-sign-out = Αποσύνδεση
console-sign-out-everywhere = Αποσύνδεση παντού
console-sign-in-title = Σύνδεση στην κονσόλα
console-with-key = Με το κλειδί API
console-key-label = Κλειδί API
console-key-hint = Το κλειδί που πήρε το κατάστημά σας όταν δημιουργήθηκε (αρχίζει με pf_). Αποστέλλεται μία φορά και δεν εμφανίζεται ξανά· αυτό το πρόγραμμα περιήγησης κρατά μόνο μια συνεδρία.
console-sign-in = Σύνδεση
console-new-store = Νέο κατάστημα
console-store-name = Όνομα καταστήματος ή συλλόγου
console-create-store = Δημιουργία καταστήματος και σύνδεση
console-key-unknown = Αυτό το κλειδί API δεν είναι γνωστό. Ελέγξτε ότι επικολλήθηκε ολόκληρο.
console-refused-title = Αυτή η φόρμα δεν μπορεί να γίνει δεκτή
console-refused-text = Η φόρμα ήρθε από άλλη σελίδα ή έληξε. Ανοίξτε ξανά τη σελίδα και επαναλάβετε την ενέργεια.
console-not-found-title = Δεν βρέθηκε
console-not-found-text = Αυτό το τουρνουά δεν είναι στα δικά σας.
console-error-title = Κάτι πήγε στραβά
console-error-text = Ο διακομιστής δεν μπόρεσε να το κάνει (σφάλμα { $status }). Δεν άλλαξε τίποτα. Δοκιμάστε ξανά· αν συνεχίσει, ενημερώστε όποιον διαχειρίζεται την υπηρεσία.
console-bad-request-title = Αυτό δεν μπορεί να γίνει
console-bad-request-text = Η διεύθυνση ή η φόρμα δεν ήταν αυτό που περιμένει η κονσόλα (σφάλμα { $status }). Δεν άλλαξε τίποτα. Επιστρέψτε στη λίστα και δοκιμάστε ξανά από εκεί.
console-back-to-list = Πίσω στα τουρνουά σας
console-tournaments = Τα τουρνουά σας
console-new-tournament = Νέο τουρνουά
console-filter = Φιλτράρισμα κατά κατάσταση
console-all = Όλα
console-status-registration = Εγγραφές
console-status-swiss = Ελβετικοί γύροι
console-status-top_cut = Top cut
console-status-finished = Ολοκληρώθηκε
console-none-yet = Κανένα τουρνουά ακόμα. Δημιουργήστε το πρώτο.
console-col-name = Όνομα
console-col-status = Κατάσταση
console-col-players = Παίκτες
console-col-round = Γύρος
console-col-created = Δημιουργήθηκε
console-older = Παλαιότερα τουρνουά
console-deleted = Το τουρνουά διαγράφηκε.
console-format = Φορμά
console-format-hint = Για παράδειγμα Pauper, Modern, Draft.
console-starts-at = Έναρξη
console-time-zone = Ζώνη ώρας
console-time-zone-hint = Ένα όνομα ζώνης όπως Europe/Athens· οι ώρες στα φύλλα δείχνονται σε αυτήν.
console-location = Τοποθεσία
console-rounds = Ελβετικοί γύροι
console-rounds-hint = Αφήστε το κενό για τη σύσταση ανάλογα με τον αριθμό παικτών.
console-top-cut = Top cut
console-no-top-cut = Χωρίς top cut
console-language = Γλώσσα των φύλλων
console-language-default = Του κάθε αναγνώστη
console-create = Δημιουργία
console-cancel = Ακύρωση
console-not-a-number = Οι γύροι και το top cut πρέπει να είναι ακέραιοι αριθμοί.
console-created = Το τουρνουά δημιουργήθηκε.
console-players-added = { $count ->
    [one] Γράφτηκε ένας παίκτης.
   *[other] Γράφτηκαν { $count } παίκτες.
}
console-no-names = Γράψτε τουλάχιστον ένα όνομα.
console-too-many-names = Το πολύ { $max } ονόματα τη φορά.
console-players = Παίκτες
console-no-players = Κανένας παίκτης ακόμα.
console-dropped-after = Αποχώρησε μετά τον γύρο { $round }
console-playing = Παίζει
console-register = Εγγραφή παικτών
console-names-label = Ονόματα, ένα ανά γραμμή
console-names-hint = Επικολλήστε μια λίστα ή πληκτρολογήστε τα ονόματα· κάθε γραμμή είναι ένας παίκτης. Τα διπλά ονόματα επισημαίνονται.
console-add-players = Εγγραφή
console-open = Άνοιγμα
console-open-standings = Κατάταξη για εκτύπωση
console-round = Γύρος { $round }
console-round-deleted = Ο γύρος { $round } διαγράφηκε.
console-result-entered = Τραπέζι { $table }: το αποτέλεσμα καταχωρίστηκε.
console-round-paired = Ο γύρος ζευγαρώθηκε. Ελέγξτε τον και μετά δημοσιεύστε τον.
console-round-published = Ο γύρος δημοσιεύτηκε: οι παίκτες βλέπουν τα τραπέζια τους.
console-round-unpublished = Ο γύρος επέστρεψε σε ζευγάρωμα: οι παίκτες δεν τον βλέπουν πια.
console-round-repaired = Ο γύρος ζευγαρώθηκε ξανά.
console-result-unreadable = Πληκτρολογήστε αριθμό τραπεζιού και αποτέλεσμα όπως 2-1, 1-2, 2-0-1, 0-0-3 ή dl (διπλή ήττα).
console-state-pairing = σε ζευγάρωμα
console-state-published = δημοσιευμένος
console-state-completed = ολοκληρωμένος
console-pair-next = Ζευγάρωμα του επόμενου γύρου
console-rounds-heading = Γύροι
console-no-rounds = Κανένας γύρος ακόμα.
console-publish = Δημοσίευση
console-unpublish = Απόσυρση δημοσίευσης
console-repair = Νέο ζευγάρωμα
console-delete-round = Διαγραφή του γύρου
console-result-box = Καταχώριση αποτελέσματος
console-result-hint = Από την πλευρά του πρώτου παίκτη: 2-1, 1-2, 2-0-1, 0-0-3 ή dl για διπλή ήττα. Το Enter αποθηκεύει και πηγαίνει στο επόμενο τραπέζι που παίζει ακόμα.
console-enter = Αποθήκευση
console-still-playing = Παίζουν ακόμα
console-col-time-left = Υπόλοιπος χρόνος
console-time-up = Ο χρόνος τελείωσε
console-finished-tables = Τραπέζια με αποτέλεσμα
console-tables = Τραπέζια
console-all-results-in = Όλα τα αποτελέσματα έχουν καταχωριστεί.
console-col-table = Τραπέζι
console-col-player-a = Παίκτης
console-col-player-b = Αντίπαλος
console-col-result = Αποτέλεσμα
console-col-reports = Δηλώσεις των παικτών
console-bye = Bye
console-report-reported = δηλώθηκε
console-report-confirmed = επιβεβαιώθηκε
console-report-disputed = αμφισβητείται
console-report-settled = διευθετήθηκε
console-warnings = Προειδοποιήσεις
console-table-n = Τραπέζι { $table }
console-actions = Ενέργειες
console-print-pairings = Ζευγάρια για εκτύπωση (ανά τραπέζι)
console-print-by-name = Ζευγάρια για εκτύπωση (ανά όνομα)
console-screen = Η οθόνη τοίχου
console-open-slips = Δελτία κωδικών των παικτών (όλα)
console-col-slip = Δελτίο κωδικού
console-slip = Εκτύπωση

console-clock = Χρονόμετρο
console-clock-not-started = Δεν ξεκίνησε · { $time } για παιχνίδι
console-clock-running = Τρέχει · απομένουν { $time }
console-clock-paused = Σε παύση · απομένουν { $time }
console-clock-finished = Έληξε · απέμεναν { $time }
console-clock-done = Το χρονόμετρο άλλαξε.
console-clock-start = Έναρξη χρονομέτρου
console-clock-pause = Παύση
console-clock-resume = Συνέχεια
console-extend-minutes = Επιπλέον λεπτά
console-extend-table = Μόνο αυτό το τραπέζι (προαιρετικό)
console-extend-table-hint = Αφήστε το κενό για να παραταθεί όλος ο γύρος· ένας αριθμός τραπεζιού παρατείνει μόνο εκείνο το τραπέζι (παράταση χρόνου από κριτή).
console-extend = Παράταση
console-settle-with = Επίλυση: { $result } κατά { $player }
console-correct-box = Διόρθωση αποτελέσματος
console-correction-title = Διόρθωση του αποτελέσματος του τραπεζιού { $table };
console-correction-line = Τραπέζι { $table }: το { $old } γίνεται { $new }.
console-correction-later = { $span ->
    [one] Ο γύρος { $first } ζευγαρώθηκε με το παλιό αποτέλεσμα και δεν θα ζευγαρωθεί ξανά.
   *[several] Οι γύροι { $first } έως { $last } ζευγαρώθηκαν με το παλιό αποτέλεσμα και δεν θα ζευγαρωθούν ξανά.
}
console-correction-audit = Η κατάταξη αλλάζει αμέσως· το αρχείο ελέγχου κρατά το αποτέλεσμα πριν και μετά.
console-correction-save = Αποθήκευση της διόρθωσης
console-remove-title = Αφαίρεση του { $player } από το τουρνουά;
console-remove-line = Εξαφανίζεται από κάθε λίστα, μέτρηση, φύλλο και την κατάταξη, σαν να μην είχε δηλώσει ποτέ. Αφαιρείται μόνο όποιος δεν έχει παίξει σε δημοσιευμένο γύρο· οι άλλοι αποσύρονται (drop).
console-remove-repair = Αν ο γύρος που ζευγαρώνεται τώρα τον βάζει σε τραπέζι, ζευγαρώνεται ξανά χωρίς αυτόν.
console-remove = Αφαίρεση
console-player-drop = Ο/Η { $player } αποσύρθηκε.
console-player-readmit = Ο/Η { $player } έγινε ξανά δεκτός/ή.
console-player-rename = Ο παίκτης λέγεται τώρα { $player }.
console-player-remove = Ο/Η { $player } αφαιρέθηκε.
console-change = Αλλαγή
console-new-name = Νέο όνομα
console-rename = Μετονομασία
console-readmit = Επανένταξη
console-drop = Απόσυρση
console-the-end = Το τέλος του τουρνουά
console-finish = Ολοκλήρωση του τουρνουά
console-finish-title = Ολοκλήρωση του { $name };
console-finish-line = Η τελική κατάταξη οριστικοποιείται και οι παίκτες βλέπουν το τουρνουά ως ολοκληρωμένο. Μπορεί να ανοίξει ξανά για να διορθωθεί ένα αποτέλεσμα.
console-finished = Το τουρνουά ολοκληρώθηκε.
console-reopen = Άνοιγμα του τουρνουά ξανά
console-reopened = Το τουρνουά είναι ξανά ανοιχτό.
console-delete = Διαγραφή του τουρνουά
console-delete-title = Διαγραφή του { $name };
console-delete-line = Το τουρνουά, οι παίκτες, οι γύροι, τα αποτελέσματα και το αρχείο ελέγχου του διαγράφονται οριστικά. Εξαγάγετε πρώτα το έγγραφό του για να κρατήσετε αντίγραφο.
console-standings = Κατάταξη
console-after-round = μετά τον γύρο { $round }
console-champion = Νικητής
console-col-rank = Θέση
console-col-points = Βαθμοί
console-col-record = Απολογισμός
console-col-why = Γιατί εδώ
console-dropped = αποσύρθηκε
console-cut-line = Η γραμμή πρόκρισης (top { $size })
console-cut-line-hint = Πριν από τον γύρο που κρίνει την πρόκριση: τι χρειάζεται κάθε παίκτης, σε βαθμούς αγώνα, ό,τι κι αν γίνει στα άλλα τραπέζια.
console-col-advice = Χρειάζεται
console-cut-locked = Μέσα ό,τι κι αν γίνει
console-cut-draw_is_safe = Αρκεί μια ισοπαλία
console-cut-win_and_in = Αρκεί μια νίκη
console-cut-tiebreakers_decide = Αποφασίζουν τα κριτήρια ισοβαθμίας
console-cut-out = Δεν μπορεί πια να προκριθεί
console-top-cut-size = Παίκτες στο top cut
console-top-cut-create = Δημιουργία του top cut
console-print-bracket = Το ταμπλό για εκτύπωση
console-swiss-rank = ελβετικό: { $rank }
console-live-changed = Αυτή η σελίδα άλλαξε σε άλλη συσκευή· θα ανανεωθεί όταν αφήσετε τη φόρμα.
console-live-updated = Ενημερώθηκε με αλλαγές από άλλη συσκευή.
console-stale = Αυτός ο γύρος άλλαξε σε άλλη συσκευή αφότου εμφανίστηκε αυτή η σελίδα· δεν έγινε τίποτα. Να πώς είναι τώρα: κάντε το ξανά αν το θέλετε ακόμα.
console-audit = Αρχείο ελέγχου
console-audit-action = Ενέργεια
console-audit-via = Μέσω
console-via-console = Κονσόλα
console-via-api = API
console-filter-apply = Φιλτράρισμα
console-audit-empty = Καμία εγγραφή δεν ταιριάζει.
console-audit-when = Πότε (UTC)
console-audit-who = Ποιος
console-audit-detail = Τι άλλαξε
console-audit-next = Επόμενες εγγραφές
console-swap = Ανταλλαγή
console-swap-first-player = Πρώτος παίκτης
console-swap-second-player = Δεύτερος παίκτης
console-swap-players = Ανταλλαγή των παικτών
console-swap-first-table = Πρώτο τραπέζι
console-swap-second-table = Δεύτερο τραπέζι
console-swap-tables = Ανταλλαγή των τραπεζιών
console-swapped = Η ανταλλαγή έγινε· ο γύρος ζευγαρώνεται ακόμα.
console-seat = { $player }, τραπέζι { $table }
console-interface-language = Γλώσσα της κονσόλας
console-interface-language-set = Αλλαγή
console-edit = Επεξεργασία του τουρνουά
console-recommended = Προτείνεται για { $players } παίκτες: { $rounds } ελβετικοί γύροι, top cut { $cut }.
console-top-cut-later = Απόφαση αργότερα
console-self-reporting = Οι παίκτες δηλώνουν μόνοι τους τα αποτελέσματά τους
console-save = Αποθήκευση
console-export = Εξαγωγή του εγγράφου (ένα αρχείο για φύλαξη)
console-edited = Το τουρνουά αποθηκεύτηκε.
console-late-entry = Ο γύρος { $round } έχει ήδη ζευγαρωθεί: κάθε γύρος που ζευγαρώθηκε πριν από την εγγραφή τους μετρά για τους νέους παίκτες ως χαμένος γύρος (χωρίς βαθμούς αγώνα, μια ήττα στο δικό τους ποσοστό νικών, χωρίς αντίπαλο, χωρίς παιχνίδια)· ζευγαρώνονται από τον επόμενο γύρο.
console-repaired-for-late = Ο γύρος { $round }, που ακόμα ζευγαρωνόταν, ζευγαρώθηκε ξανά μαζί τους.

## The console's audit log: each action and each member of an entry's
## detail by name (an action or member without a name here shows its code).
console-yes = ναι
console-no = όχι
audit-action-tournament-imported = Εισαγωγή τουρνουά
audit-action-tournament-updated = Επεξεργασία τουρνουά
audit-action-tournament-finished = Ολοκλήρωση τουρνουά
audit-action-tournament-reopened = Άνοιγμα τουρνουά ξανά
audit-action-player-added = Εγγραφή παίκτη
audit-action-player-updated = Επεξεργασία παίκτη
audit-action-player-renamed = Μετονομασία παίκτη
audit-action-player-dropped = Αποχώρηση παίκτη
audit-action-player-readmitted = Επανένταξη παίκτη
audit-action-player-removed = Αφαίρεση παίκτη
audit-action-player-code-rotated = Νέος κωδικός παίκτη
audit-action-round-created = Ζευγάρωμα γύρου
audit-action-round-repaired = Νέο ζευγάρωμα γύρου
audit-action-round-deleted = Διαγραφή γύρου
audit-action-players-swapped = Ανταλλαγή παικτών
audit-action-tables-swapped = Ανταλλαγή τραπεζιών
audit-action-round-published = Δημοσίευση γύρου
audit-action-round-unpublished = Απόσυρση δημοσίευσης γύρου
audit-action-round-completed = Ολοκλήρωση γύρου
audit-action-result-entered = Καταχώριση αποτελέσματος
audit-action-result-corrected = Διόρθωση αποτελέσματος
audit-action-result-removed = Αφαίρεση αποτελέσματος
audit-action-result-reported = Δήλωση αποτελέσματος από παίκτη
audit-action-result-confirmed = Επιβεβαίωση αποτελέσματος από τον αντίπαλο
audit-action-result-disputed = Αμφισβήτηση αποτελέσματος
audit-action-top-cut-created = Δημιουργία top cut
audit-action-playoff-forfeit = Νίκη χωρίς αγώνα στην τελική φάση
audit-action-clock-started = Έναρξη χρονομέτρου
audit-action-clock-paused = Παύση χρονομέτρου
audit-action-clock-resumed = Συνέχεια χρονομέτρου
audit-action-clock-extended = Παράταση χρόνου
audit-action-table-extended = Επιπλέον χρόνος για ένα τραπέζι
audit-action-clock-limit-set = Ορισμός χρόνου γύρου
audit-action-clock-settings-changed = Αλλαγή ρυθμίσεων χρονομέτρου
audit-field-after = μετά
audit-field-before = πριν
audit-field-bye = bye
audit-field-dropped = αποχώρησε
audit-field-name = όνομα
audit-field-planned-rounds = προγραμματισμένοι γύροι
audit-field-player = παίκτης
audit-field-player-a = παίκτης
audit-field-player-b = αντίπαλος
audit-field-players = παίκτες
audit-field-reason = αιτία
audit-field-reports-removed = αφαίρεση δηλώσεων των παικτών
audit-field-result = αποτέλεσμα
audit-field-rounds = γύροι
audit-field-seconds = δευτερόλεπτα
audit-field-size = μέγεθος
audit-field-table = τραπέζι
audit-field-tables = τραπέζια
audit-field-time-limit-s = χρόνος γύρου (δευτερόλεπτα)
audit-field-top-cut = top cut
audit-field-warnings = προειδοποιήσεις

## The console's import (on the new-tournament page).
console-import = Εισαγωγή τουρνουά
console-import-file = Έγγραφο τουρνουά (ένα αρχείο που εξαγάγατε παλαιότερα)
console-import-hint = Το αρχείο που αποθήκευσε ο σύνδεσμος «Εξαγωγή του εγγράφου» ενός τουρνουά, ή ένα αρχείο από το API. Πρώτα ελέγχεται ολόκληρο και μετά γίνεται νέο τουρνουά σας. Κάθε παίκτης παίρνει νέο κωδικό.
console-import-button = Εισαγωγή
console-import-empty = Το αρχείο είναι κενό: επιλέξτε το έγγραφο που αποθήκευσε η «Εξαγωγή του εγγράφου».
console-import-unreadable = Δεν ήταν δυνατή η ανάγνωση της φόρμας ({ $reason }).
console-imported = Η εισαγωγή του τουρνουά ολοκληρώθηκε. Κάθε παίκτης έχει νέο κωδικό: τυπώστε ξανά τα δελτία κωδικών.
