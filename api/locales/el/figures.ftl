# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = Γύρος { $n }: ομάδες πόντων και ποιος κατεβαίνει
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] Ομάδα των 0 πόντων
    [1] Ομάδα του 1 πόντου
   *[other] Ομάδα των { $mp } πόντων
}
figure-floats-down = κατεβαίνει
# $t: a table number.
figure-table = Τραπέζι { $t }
figure-bye = ρεπό
# $n: the round of the standings the ranks come from.
figure-rank-note = Αριθμοί: θέσεις στην κατάταξη μετά τον γύρο { $n }.
figure-ghost-note = Διακεκομμένο πλαίσιο: ο παίκτης που κατεβαίνει μπαίνει στην κορυφή της επόμενης ομάδας.
figure-slide-title = Η ολίσθηση σε ομάδα 8 παικτών
figure-top-half = Πάνω μισό
figure-bottom-half = Κάτω μισό
# $r: a rank inside the group.
figure-player = Παίκτης { $r }
figure-bracket-title = Top 8: το ταμπλό
figure-quarterfinals = Προημιτελικοί
figure-semifinals = Ημιτελικοί
figure-final = Τελικός
# $s: a seed.
figure-seed = Θέση { $s }
figure-bracket-note = Οι θέσεις 1 και 2 μπορούν να συναντηθούν μόνο στον τελικό.
# $name: a player's name; $n: the round.
figure-row-title = { $name } στην κατάταξη μετά τον γύρο { $n }
# Column headings of the page's standings table.
figure-rank-term = Θέση
figure-player-term = Παίκτης
figure-mp-term = ΠΑ
# What each figure of the row is; $n: the round.
figure-rank-text = θέση στην κατάταξη μετά τον γύρο { $n }
figure-player-text = το όνομα: με αυτό ταξινομεί η σταθερή σειρά όταν όλοι οι αριθμοί είναι ίσοι
figure-mp-text = πόντοι αγώνα: 3 για κάθε νίκη, 1 για ισοπαλία, 0 για ήττα
figure-omw-text = ποσοστό νικών των αντιπάλων σε αγώνες, το 1ο κριτήριο ισοβαθμίας
figure-gw-text = ποσοστό νικών σε παιχνίδια, το 2ο κριτήριο ισοβαθμίας
figure-ogw-text = ποσοστό νικών των αντιπάλων σε παιχνίδια, το 3ο κριτήριο ισοβαθμίας
