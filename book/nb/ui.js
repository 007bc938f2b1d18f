// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Språk", "Kodeeksempel", "Tabell", "kan rulles sidelengs", "Innholdsfortegnelse"],
    ui: ["Bytt fargetema", "Fargetemaer", "Søk", "Søk i denne boken …", "Skriv ut denne boken", "Forrige kapittel", "Neste kapittel", "Sidenavigasjon"]
};
