// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Γλώσσες", "Παράδειγμα κώδικα", "Πίνακας", "κύλιση οριζόντια", "Πίνακας περιεχομένων"],
    ui: ["Αλλαγή θέματος", "Θέματα", "Αναζήτηση", "Αναζήτηση στο βιβλίο …", "Εκτύπωση του βιβλίου", "Προηγούμενο κεφάλαιο", "Επόμενο κεφάλαιο", "Πλοήγηση σελίδων"]
};
