// The words of this book's own controls (read by book/theme/header.hbs):
// the picker's and the sidebar's names, then mdBook's buttons and landmarks.
window.PF_UI = {
    words: ["언어", "코드 예시", "표", "가로로 스크롤됩니다", "목차"],
    ui: ["테마 변경", "테마", "검색", "이 책에서 검색…", "이 책 인쇄", "이전 장", "다음 장", "페이지 탐색"]
};
