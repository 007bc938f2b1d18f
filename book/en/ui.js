// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Languages", "Code example", "Table", "scrolls sideways", "Table of contents"],
    ui: ["Change theme", "Themes", "Search", "Search this book …", "Print this book", "Previous chapter", "Next chapter", "Page navigation"]
};
