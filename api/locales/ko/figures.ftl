# Words of the book's diagrams (engine/tests/book_diagrams.rs draws them).
# Terms are those of this language's book page pairings-and-standings.md.

# $n: the round.
figure-ladder-title = { $n }라운드: 점수 그룹과 내려가는 플레이어
# $mp: the match points of the group.
figure-group = { $mp ->
    [0] 0점 그룹
    [1] 1점 그룹
   *[other] { $mp }점 그룹
}
figure-floats-down = 내려감
# $t: a table number.
figure-table = { $t }번 테이블
figure-bye = 부전승
# $n: the round of the standings the ranks come from.
figure-rank-note = 숫자: { $n }라운드 후 순위.
figure-ghost-note = 점선 상자: 내려간 플레이어는 다음 그룹의 맨 위에 들어갑니다.
figure-slide-title = 8명 그룹의 슬라이드
figure-top-half = 위쪽 절반
figure-bottom-half = 아래쪽 절반
# $r: a rank inside the group.
figure-player = 플레이어 { $r }
figure-bracket-title = 탑 8: 토너먼트 표
figure-quarterfinals = 8강
figure-semifinals = 준결승
figure-final = 결승
# $s: a seed.
figure-seed = { $s }번 시드
figure-bracket-note = 1번 시드와 2번 시드는 결승에서만 만날 수 있습니다.
# $name: a player's name; $n: the round.
figure-row-title = { $n }라운드 후 순위표의 { $name }
# Column headings of the page's standings table.
figure-rank-term = 순위
figure-player-term = 플레이어
figure-mp-term = MP
# What each figure of the row is; $n: the round.
figure-rank-text = { $n }라운드 후 순위
figure-player-text = 이름: 모든 수치가 같을 때 고정 순서가 이것으로 정렬합니다
figure-mp-text = 매치 포인트: 매치 승리 3, 무승부 1, 패배 0
figure-omw-text = 상대들의 매치 승률, 첫 번째 타이브레이커
figure-gw-text = 게임 승률, 두 번째 타이브레이커
figure-ogw-text = 상대들의 게임 승률, 세 번째 타이브레이커
