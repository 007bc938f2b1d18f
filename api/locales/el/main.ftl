# Εξηγήσεις του PlanesForge (rules.md §2, §4, §5), ελληνικά.

score-groups = Ο/Η { $a } ({ $apoints } πόντοι ματς) παίζει με τον/την { $b } ({ $bpoints } πόντοι ματς).
floated-odd-group = Ο/Η { $player } κατέβηκε από την ομάδα πόντων των { $from } πόντων σε αντίπαλο με { $to }: η ομάδα είχε { $size } παίκτες, μονό αριθμό, και ο/η { $player } ήταν ο χαμηλότερα κατατασσόμενος της ομάδας.
floated-rematch = Ο/Η { $player } κατέβηκε από { $from } σε { $to } πόντους ματς, αν και το ιδανικό ζευγάρωμα τον/την κρατούσε στην ομάδα πόντων του/της: μόνο έτσι αποφεύχθηκε ένα rematch.
slide-kept = Αυτό το τραπέζι είναι το ιδανικό ζευγάρωμα της ομάδας πόντων (το slide).
rematch-avoided = Το slide άλλαξε: ο/η { $player } είχε ήδη παίξει με τον/την { $opponent } στον γύρο { $round }.
seating-shifted = Το slide άλλαξε για να αποφευχθούν rematch σε άλλα τραπέζια του γύρου: { $pairs }.
seating-shifted-pair = { $player } και { $opponent } (γύρος { $round })
forced-rematch = Οι { $a } και { $b } έχουν ήδη παίξει μεταξύ τους στον γύρο { $round }: δεν υπήρχε ζευγάρωμα αυτού του γύρου χωρίς rematch.
bye = Ο/Η { $player } παίρνει το bye: από τους { $candidates } ενεργούς παίκτες με τα λιγότερα bye ({ $byes }), ο/η { $player } είναι ο χαμηλότερα κατατασσόμενος (θέση { $rank } από { $field }).
manual-change = Ο διοργανωτής άλλαξε αυτό το τραπέζι· ο μηχανισμός ζευγαρωμάτων θα το είχε φτιάξει διαφορετικά.
rank-omw = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower } με ίσους πόντους ματς ({ $points }), με απόφαση του OMW%: { $uppervalue } ({ $upperfraction }) έναντι { $lowervalue } ({ $lowerfraction }).
rank-gw = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower } με ίσους πόντους ματς ({ $points }) και ίσο OMW%, με απόφαση του GW%: { $uppervalue } ({ $upperfraction }) έναντι { $lowervalue } ({ $lowerfraction }).
rank-ogw = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower } με ίσους πόντους ματς ({ $points }), ίσο OMW% και GW%, με απόφαση του OGW%: { $uppervalue } ({ $upperfraction }) έναντι { $lowervalue } ({ $lowerfraction }).
rank-fixed-name = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower }: πόντοι ματς ({ $points }), OMW%, GW% και OGW% είναι όλα ίσα, οπότε αποφάσισε η σταθερή σειρά (ονόματα αλφαβητικά, χωρίς διάκριση κεφαλαίων-πεζών).
rank-fixed-id = Ο/Η { $upper } (θέση { $rank }) είναι πάνω από τον/την { $lower }: πόντοι ματς ({ $points }), OMW%, GW% και OGW% είναι όλα ίσα και τα ονόματα διαφέρουν μόνο σε κεφαλαία-πεζά, οπότε η σταθερή σειρά αποφάσισε με το id του παίκτη: { $upperid } πριν από { $lowerid }.
