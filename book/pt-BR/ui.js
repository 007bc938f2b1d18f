// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Idiomas", "Exemplo de código", "Tabela", "rola na horizontal", "Sumário"],
    ui: ["Mudar o tema", "Temas", "Pesquisar", "Pesquisar neste livro…", "Imprimir este livro", "Capítulo anterior", "Próximo capítulo", "Navegação entre páginas"]
};
