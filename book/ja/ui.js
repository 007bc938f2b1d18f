// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["言語", "コード例", "表", "横にスクロールできます", "目次"],
    ui: ["テーマを変更", "テーマ", "検索", "この本を検索…", "この本を印刷", "前の章", "次の章", "ページナビゲーション"]
};
