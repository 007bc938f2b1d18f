// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["語言", "程式碼範例", "表格", "可橫向捲動", "目錄"],
    ui: ["切換主題", "主題", "搜尋", "在本書中搜尋…", "列印本書", "上一章", "下一章", "頁面導覽"]
};
