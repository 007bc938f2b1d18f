// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Langues", "Exemple de code", "Tableau", "défile horizontalement", "Table des matières"],
    ui: ["Changer de thème", "Thèmes", "Rechercher", "Rechercher dans ce livre…", "Imprimer ce livre", "Chapitre précédent", "Chapitre suivant", "Navigation entre les pages"]
};
