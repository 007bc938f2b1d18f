// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["Языки", "Пример кода", "Таблица", "прокручивается по горизонтали", "Содержание"],
    ui: ["Сменить тему", "Темы", "Поиск", "Поиск по книге…", "Распечатать книгу", "Предыдущая глава", "Следующая глава", "Навигация по страницам"]
};
