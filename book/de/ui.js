// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Sprachen", "Codebeispiel", "Tabelle", "seitlich scrollbar", "Inhaltsverzeichnis"],
    ui: ["Farbschema ändern", "Farbschemata", "Suchen", "Dieses Buch durchsuchen …", "Dieses Buch drucken", "Vorheriges Kapitel", "Nächstes Kapitel", "Seitennavigation"]
};
