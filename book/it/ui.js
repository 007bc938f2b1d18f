// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Lingue", "Esempio di codice", "Tabella", "scorre in orizzontale", "Indice"],
    ui: ["Cambia tema", "Temi", "Cerca", "Cerca in questo libro …", "Stampa questo libro", "Capitolo precedente", "Capitolo successivo", "Navigazione tra le pagine"]
};
