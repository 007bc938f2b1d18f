// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["语言", "代码示例", "表格", "可横向滚动", "目录"],
    ui: ["切换主题", "主题", "搜索", "在本书中搜索…", "打印本书", "上一章", "下一章", "页面导航"]
};
