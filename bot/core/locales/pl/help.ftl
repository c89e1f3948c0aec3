### Hexcourier: /help i słowa wokół składni w podpowiedziach użycia, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `help-board`), obecny tekst i proponowany. Polecenia, opcje i ich wartości (/new,
### side:black, on|off) zostają bez zmian: tak się je wpisuje; to, co zastępuje wartość
### (<wariant>, @przeciwnik), jest po polsku. Wzorcem jest en/.

## /help
help-new-usage = /new <wariant> @przeciwnik|@engine [level:<1-8>] [side:<strona>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<głosujący> <strona>:<głosujący> window:<2h> min-votes:<n>] [setup:<tekst stanu>] [from:<ruchy>]
help-heading = Polecenia Hexcouriera:
help-new = { $usage } — rozpocznij partię, np. /new { $example } @bob side:black albo /new { $example } @engine level:3
help-new-setup-more = setup: i from: podaje się na końcu: setup:<tekst stanu> zaczyna od tej pozycji (tekst ciągnie się do from: albo do końca linii), a ruchy z from: zostają rozegrane po niej; warianty dla trzech graczy wymagają dwóch przeciwników, np. /new wellisch @bob @carol
help-new-days-more = days:<1-30> daje każdemu ruchowi zegar: przypomnienie w połowie czasu, ostatnie ostrzeżenie, a potem partia przegrana na czas
help-new-bank-more = days:3+1 to zamiast tego bank czasu: 3 dni na start i 1 więcej po każdym ruchu, nigdy ponad początkowe 3; days:3+1/5 pozwala mu urosnąć do 5 (limit najwyżej 60)
help-move = <ruch> albo /move <ruch> — w miejscu partii, np. Sd1-f4, f5-f6, e5xf6, f10-f11=H
help-drop = /drop <bierka> <pole> — postaw bierkę z ręki na planszy (warianty ze zrzutami), np. /drop Wing f4; można też wpisać W*f4
help-vote-mode-more = mode:vote sprawia, że strony głosują nad ruchami: team:<głosujący> dla twojej strony (domyślnie: każdy na kanale), <strona>:<głosujący> dla innej, przeciw @engine albo innej drużynie; głosujący to channel, rola (@&nazwa) albo członkowie (@alice,@bob); window:<30m|2h|1d> (domyślnie 12h) i min-votes:<n> (domyślnie 1), np. /new glinski @engine mode:vote team:@alice,@bob,@carol window:2h min-votes:2
help-vote = /vote <ruch>|draw|resign — w partii głosowanej głos za twoją stronę: jeden na osobę, ostateczny; gdy głosowanie się zamyka, rozgrywany jest ruch z największą liczbą głosów (przy remisie wybiera silnik); remis wymaga ponad połowy głosów, poddanie ponad 60%
help-tally = /tally — głosy oddane dotąd w otwartym głosowaniu
help-board = /board — pozycja i ruchy partii
help-moves = /moves [pole] — dozwolone ruchy bierki z danego pola albo wszystkie, np. /moves d1
help-resign = /resign — poddaj partię
help-draw = /draw [accept|decline] — zaproponuj remis albo odpowiedz na propozycję
help-takeback = /takeback [accept|decline] — poproś o cofnięcie ostatniego ruchu (i odpowiedzi na niego, jeśli była); pozostali gracze akceptują przez /takeback; każdy ruch anuluje prośbę; z silnikiem dozwolone, gdy są podpowiedzi
help-abort = /abort — zakończ partię bez wyniku, dopóki nie rozegrano 2 ruchów
help-hint = /hint — najlepszy ruch silnika, ocena i wariant (jeśli partia pozwala na podpowiedzi)
help-analyse = /analyse (albo /eval) — ocena i trzy najlepsze ruchy silnika
help-review = /review — po partii: lista nieścisłości, błędów i podstawek według silnika
help-challenge-more = partia z ludźmi zaczyna się, gdy przyjmą wyzwanie: /new glinski @bob wyzywa @boba; samo /new glinski to otwarte wyzwanie, które może przyjąć każdy
help-accept = /accept [wyzwanie] — przyjmij wyzwanie (bez argumentu: to, które na ciebie czeka), np. /accept g12
help-decline = /decline [wyzwanie] — odrzuć wyzwanie albo wycofaj własne
help-challenges = /challenges on|off — czy inni mogą cię wyzywać
help-games = /games — twoje partie, najpierw te czekające na ciebie, i twoje wyzwania
help-notify = /notify dm on|off — dostawaj też wiadomość prywatną, gdy przychodzi twoja kolej (partie, w których kolej przyjdzie w ciągu minuty, dzielą jedną)
help-variants = /variants — warianty, w które możesz grać; te oznaczone „wymaga setup:” zaczyna się tylko od pozycji z setup:
help-gif = /gif — animowany zapis partii z tego miejsca, obrócony na twoją stronę
help-web = /web [on|off] — administratorzy serwera: rankingi i zakończone partie serwera w sieci; /web games on|off — czy jego partie mają strony (domyślnie tak)
help-export = /export — partia z tego miejsca jako plik zapisu (podobny do PGN: czytają go hexcourier replay i /new ... from:)
help-leaderboard = /leaderboard [wariant] — najlepsi gracze tego serwera w wariancie (partie rankingowe: tylko ludzie, wynik po dwóch ruchach każdego)
help-profile = /profile [@użytkownik] — rankingi w wariantach, partie wygrane, zremisowane i przegrane, seria, ostatnie partie
help-rules = /rules <wariant> — jak się gra w wariant, np. /rules { $example }
help-piece = /piece <wariant> <bierka> — jak rusza się bierka, np. /piece { $example } knight
help-tournament = /tournament new <wariant> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<n>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<słowa>] — zorganizuj turniej (administratorzy serwera); /tournament join, leave, start, standings, pairings [runda], withdraw @gracz, adjudicate g<n> <wynik>, export
help-premove = /premove <ich ruch> <twoja odpowiedź> ... — ruchy warunkowe: gdy zagrają ten ruch, twoja odpowiedź zostaje rozegrana od razu (widzisz je tylko ty; /premove je wypisuje, /premove clear usuwa), np. /premove e7-e6 f5-f6
help-moretime = /moretime <czas> — daj graczowi na ruchu więcej czasu, np. /moretime 1d (nigdy ponad maksimum zegara)
help-vacation = /vacation [on|off] — twój urlop: twoje zegary stają, a twoje partie o tym informują (30 dni w roku; samo /vacation pokazuje, ile zostało; /vacation auto off sprawia, że kończący się zegar nie włącza urlopu)
help-help = /help — ta lista

## Słowa wokół składni w podpowiedziach użycia.
usage-eg = np.
usage-or = albo
usage-moretime = więcej czasu dla gracza na ruchu
usage-variants-listed = /variants je wypisuje

## Co przyjmuje ustawienie (w odmowach).
choices-mode = vote (albo normal)
choices-on-off = on albo off
choices-voters = channel, rolę (@&nazwa) albo członków (@alice,@bob)
choices-window = czas od 1 minuty do 30 dni, np. 30m, 2h albo 1d
choices-min-votes = liczbę głosów od 1 do 1000
choices-days = liczbę dni na ruch od 1 do 30
choices-clock = dni na ruch od 1 do 30 (days:3) albo bank: dni na start, dni dodawane za ruch i maksimum banku, domyślnie dni startowe (days:3+1 mieści najwyżej 3 dni; days:3+1/5 do 5, limit od startu do 60)
choices-hints = off, on albo liczbę podpowiedzi na gracza

## Usage lines, whole (after "Usage:"): the syntax's keywords stay as typed, the
## placeholders and the words around them in the language. The English is the code's
## own (a test keeps them equal).
usage-line-accept = /accept [wyzwanie], np. /accept g12
usage-line-decline = /decline [wyzwanie], np. /decline g12
usage-line-drop = /drop <bierka> <pole>, np. /drop Wing f4 (albo /drop W*f4)
usage-line-language = /language [en|pl|hu|de] | /language timezone <Europe/Warsaw>
usage-line-leaderboard = /leaderboard [wariant]
usage-line-moretime = /moretime <czas>, np. /moretime 1d (albo 12h, 30m): więcej czasu dla gracza na ruchu
usage-line-move = /move <ruch>, np. /move f5-f6
usage-line-moves = /moves [pole], np. /moves d1
usage-line-notation = /notation [letters|figurines|english] | /notation server <letters|figurines|english>
usage-line-notify = /notify dm on|off|daily <08:00>, /notify remind <24h> [<1h> ...]|off, /notify timezone <Europe/Warsaw>
usage-line-premove = /premove <ich ruch> <twoja odpowiedź> [<ich ruch> <twoja odpowiedź> ...], np. /premove e7-e6 f5-f6
usage-line-profile = /profile [@użytkownik]
usage-line-puzzle = /puzzle [theme:<motyw>] [variant:<wariant>] | /puzzle move <ruch> | /puzzle resign | /puzzle stats | /puzzle daily [channel:<kanał> at:<08:00> [timezone:<strefa>] | off]
usage-line-rules = /rules <wariant>
usage-line-rules-listed = /rules <wariant> (/variants je wypisuje)
usage-line-tournament = /tournament new <wariant> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<1-30>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<słowa>] | join|leave|start|standings|export [t<n>] | pairings [t<n>] [runda] | withdraw @gracz [t<n>] | adjudicate g<n> <wynik>
usage-line-vacation = /vacation [on|off] | /vacation auto on|off | /vacation allowance <dni>
usage-line-vote = /vote <ruch>|draw|resign, np. /vote f5-f6
usage-line-web = /web [on|off] albo /web games on|off
