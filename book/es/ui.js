// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Idiomas", "Ejemplo de código", "Tabla", "se desplaza en horizontal", "Índice"],
    ui: ["Cambiar el tema", "Temas", "Buscar", "Buscar en este libro…", "Imprimir este libro", "Capítulo anterior", "Capítulo siguiente", "Navegación entre páginas"]
};
