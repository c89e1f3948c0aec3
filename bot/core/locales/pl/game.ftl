### Hexcourier: teksty rozgrywki (ruchy, wyniki, zegary, remisy, cofnięcia ruchów,
### podpowiedzi, głosowania, wyzwania), po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `result-wins`), obecny tekst i proponowany. Zachowaj każde `{ $zmienna }`; miejsca
### gier (#g12), @nazwy, ruchy (14. Qe1-c3), polecenia (/vote) i wyniki (1-0, +1.40) zostają
### bez zmian. Wzorcem jest plik en/.

result-checkmate = Mat
result-stalemate = Pat
result-repetition = Powtórzenie pozycji
result-move-rule = Zasada { $n } ruchów
result-resignation = Poddanie
result-agreement = Porozumienie
result-timeout = Przekroczenie czasu
result-royal-captured = Zbity { $royal }
result-aborted = Przerwana — bez wyniku
result-army-captured = Zbita cała armia
result-no-moves = Brak legalnego ruchu
result-insufficient-material = Niewystarczający materiał
result-adjudicated = Rozstrzygnięta decyzją sędziego
result-draw = { $headline } — remis { $result }
result-wins = { $headline } — wygrywają { $side } { $result }
result-scores-one = { $headline } — { $side } zdobywają { $score }
result-scores = { $headline } — punkty: { $scores }
result-places = Miejsca: { $places }.
result-no-more-moves = nie można już wykonywać ruchów
result-no-legal-move = nie ma legalnego ruchu
ordinal = { $n }.

count-votes = { $n ->
        [one] { $n } głos
        [few] { $n } głosy
       *[many] { $n } głosów
    }
count-moves = { $n ->
        [one] { $n } ruchu
       *[other] { $n } ruchach
    }
count-days = { $n ->
        [one] { $n } dzień
       *[other] { $n } dni
    }

status-to-move = { $side } ({ $user }) na posunięciu
status-aborted = Przerwana przez { $user }: bez wyniku i nikt nie jest na posunięciu.
board-after = po { $moved }
board-start = początek

late-move = Za późno: czas na zegarze ruchu skończył się przed tym ruchem, więc nie został wykonany.
late-action = Za późno: najpierw skończył się czas na zegarze ruchu.
play-eliminated = Strona { $side } ({ $user }) odpada z gry.
play-declines-draw = { $user } odrzuca propozycję remisu, wykonując ruch.
play-takeback-lapses = Ten ruch anuluje prośbę o cofnięcie.

clock-timeout = Czas gracza { $who } się skończył.
clock-auto-vacation = Zegar gracza { $user } miał się zaraz skończyć, więc zaczyna się urlop (po powrocie na zegarze będzie { $left }).
clock-reminder = Przypomnienie: { $who } na posunięciu; na zegarze zostało { $left }.
clock-final-warning = Ostatnie ostrzeżenie: { $who } na posunięciu; zostało { $left }, potem partia jest przegrana na czas.
clock-per-move = { $days } na ruch
clock-bank = pula { $days }, { $added } więcej za każdy ruch, najwyżej { $most }

resign-line = { $user } poddaje partię.
draw-offers = { $user } proponuje remis.
draw-offers-ask = { $user } proponuje remis. { $waiting }: wpisz /draw, aby przyjąć, albo wykonaj ruch, aby odrzucić.
draw-accepts = { $user } przyjmuje remis.
draw-accepts-offer = { $user } przyjmuje propozycję remisu; czekamy na: { $waiting }.
draw-declines = { $user } odrzuca remis; gra toczy się dalej.
draw-withdraws = { $user } wycofuje propozycję remisu.
engine-declines-draw = { $user } odrzuca remis: ocenia swoją pozycję jako lepszą.
engine-declines-draw-score = { $user } odrzuca remis: ocenia swoją pozycję jako lepszą ({ $score }).
takeback-asks = { $user } prosi o cofnięcie: { $moves }. { $waiting }: wpisz /takeback, aby się zgodzić, albo /takeback decline, aby odmówić.
takeback-agrees = { $user } zgadza się na cofnięcie; czekamy na: { $waiting }.
takeback-declines = { $user } odmawia cofnięcia; gra toczy się dalej.
takeback-withdraws = { $user } wycofuje prośbę o cofnięcie.
takeback-engine-agrees = { $user } cofa { $moves } (@engine się zgadza, bo podpowiedzi są dozwolone).
takeback-accepts = { $user } zgadza się na cofnięcie: cofnięto { $moves }.
abort-by-player = { $user } przerywa partię; nie ma ona wyniku.
abort-by-admin = { $user } (administrator serwera) przerywa partię; nie ma ona wyniku.

hint-best = Podpowiedź dla strony { $side }: { $best }
hint-line = Wariant: { $line } (głębokość { $depth }, węzły: { $nodes })
analysis-head = Analiza, { $side } na posunięciu: { $verdict }.
hints-left = Pozostałe podpowiedzi dla { $user }: { $left } z { $limit }.
verdict-equal = Pozycja mniej więcej równa, { $score }
verdict-two = { $side }: { $how }, { $score }
verdict-many = { $side }: { $how } wobec pozostałych, { $score } dla strony { $side }
eval-winning-mate = wygrana pozycja (wymuszony mat)
eval-lost-mate = przegrana pozycja (wymuszony mat)
eval-winning = wygrana pozycja
eval-clearly-better = wyraźna przewaga
eval-slightly-better = niewielka przewaga
eval-about-equal = pozycja mniej więcej równa
eval-slightly-worse = nieco gorsza pozycja
eval-clearly-worse = wyraźnie gorsza pozycja
eval-losing = przegrywająca pozycja
hints-off = Podpowiedzi: wyłączone.
hints-no-limit = włączone, bez limitu
hints-per-player = { $n ->
        [one] { $n } podpowiedź
        [few] { $n } podpowiedzi
       *[many] { $n } podpowiedzi
    } na gracza
hints-spectators = widzowie też mogą pytać
hints-players-only = tylko gracze
hints-rule = Podpowiedzi: { $many }; { $who } (/hint, /analyse).

voters-team = drużyna { $names }
voters-role = rola { $name }
voters-channel = każdy na kanale
vote-rules-side = { $side } — głosuje: { $voters }
vote-rules =
    Partia z głosowaniem. { $sides }.
    Okna głosowania trwają { $length }, każde wymaga co najmniej: { $min }; po zamknięciu okna zostaje wykonany ruch z największą liczbą głosów (przy remisie głosów wybiera silnik spośród nich). Remis wymaga ponad połowy głosów w oknie, poddanie ponad 60%. Bez wystarczającej liczby głosów okno jest raz przedłużane, a potem strona przegrywa walkowerem.
window-open = Głosowanie nad ruchem strony { $side } ({ $voters }): /vote <ruch>, /vote draw albo /vote resign; jeden głos na osobę, ostateczny. Okno zamyka się { $closes } (trwa { $length }); wymaga co najmniej: { $min }.
vote-confirm = Głosujesz na { $choice } dla strony { $side } (do tej pory: { $so_far }). Głosy pozostają tajne do zamknięcia okna.
vote-in = Oddano głos dla strony { $side } (do tej pory: { $so_far }).
tally-head = Głosy nad ruchem strony { $side }: { $votes } z co najmniej { $min }; okno zamyka się { $closes } (za { $left }).
tally-head-extended = Głosy nad ruchem strony { $side }: { $votes } z co najmniej { $min }; okno zamyka się { $closes } (za { $left }), przedłużone raz.
tally-none = Nie ma jeszcze głosów.
tally-no-votes = brak głosów
tally-draw = remis { $n }
tally-resign = poddanie { $n }
vote-resign = Głosujący za stronę { $side } poddają partię ({ $tally }).
vote-accept-draw = Głosujący za stronę { $side } przyjmują remis ({ $tally }).
vote-offer-draw = Głosujący za stronę { $side } proponują remis ({ $tally }).
vote-declines-draw = Głosujący za stronę { $side } odrzucają propozycję remisu, wykonując ruch.
vote-short = { $tally }, potrzeba co najmniej { $min }
vote-no-move = { $tally }, żadnego za ruchem
vote-extended = Za mało głosów nad ruchem strony { $side } ({ $got }): okno zostaje raz przedłużone, do { $until }.
vote-forfeit = Nadal za mało głosów nad ruchem strony { $side } ({ $got }): { $side } przegrywają walkowerem.
vote-moved = { $played } — głosowanie strony { $side } ({ $tally }).
vote-moved-tied = { $played } — głosowanie strony { $side } ({ $tally }; remis głosów z { $tied }, silnik wybiera ten ruch).

new-game-line = Nowa partia { $place }: { $variant }, { $players }.
new-game-set-up = Rozpoczęta z ustawionej pozycji { $position }
new-game-after = Rozpoczęta po { $moves }: { $list }
new-game-engine = @engine gra na poziomie { $level }: { $about }.
new-game-not-rated = Ta partia nie jest rankingowa: podpowiedzi są dozwolone.
new-game-clock = Zegar: { $terms }; przypomnienia w połowie czasu i { $notice } przed końcem, potem partia jest przegrana na czas.
new-game-how-move = Wpisuj tu ruchy, np. { $example }; /moves wypisuje legalne ruchy, /help polecenia.
new-game-how-vote = Głosuj tu przez /vote <ruch>, np. /vote { $example }; /moves wypisuje legalne ruchy, /help polecenia.
engine-level-1 = Początkujący: patrzy jeden ruch naprzód i często podstawia
engine-level-2 = Nowicjusz: jeden ruch naprzód, czasem podstawia
engine-level-3 = Rekreacyjny: dwa półruchy naprzód, z odrobiną losowości
engine-level-4 = Klubowy: trzy półruchy naprzód, drobne niedokładności
engine-level-5 = Mocny klubowy: cztery półruchy naprzód, prawie bezbłędny
engine-level-6 = Ekspert: pięć półruchów naprzód, bez losowości
engine-level-7 = Mistrz: sekunda pełnego liczenia
engine-level-8 = Pełna siła: dwie sekundy pełnego liczenia

challenge-term-hints = podpowiedzi dozwolone (nierankingowa)
challenge-term-position = z podanej pozycji (nierankingowa)
challenge-term-vote = jedna strona głosuje nad ruchami
challenge-open = { $by } składa otwarte wyzwanie { $id }: { $variant }, { $players }{ $terms }.
challenge-named = { $by } wyzywa { $named } na partię: { $variant } ({ $id }): { $players }{ $terms }.
challenge-named-open = { $by } wyzywa { $named } i każdego chętnego na partię: { $variant } ({ $id }): { $players }{ $terms }.
challenge-open-how = Każdy może je przyjąć przez /accept { $id } do { $until }.
challenge-named-how = { $named }: /accept albo /decline do { $until }.
challenge-named-open-how = { $named }: /accept albo /decline; wolne miejsce dostanie ten, kto pierwszy wyśle /accept { $id }; do { $until }.
challenge-line-mine = { $id } { $variant }: twoje wyzwanie, czeka na: { $waiting } do { $until }
challenge-line-theirs = { $id } { $variant } od { $by }: grał(a)byś stroną { $side }; /accept { $id } albo /decline { $id } do { $until }
challenge-accepted-waiting = { $user } przyjmuje wyzwanie { $id }; czeka ono jeszcze na: { $waiting }.
challenge-withdrawn = { $user } wycofuje wyzwanie { $id }.
challenge-declined = { $user } odrzuca wyzwanie { $id } od { $by }.
challenge-lapsed = Wyzwanie { $id } od @{ $by } wygasło, bo nie zostało przyjęte na czas (czekało na: { $waiting }).
challenges-are-off = Wyzwania są wyłączone: nikt nie może cię wyzwać (otwarte wyzwania i partie z @engine nadal możesz zaczynać i przyjmować). /challenges on znów je włącza.
challenges-are-on = Wyzwania są włączone: inni mogą cię wyzwać, a partia zaczyna się dopiero, gdy je przyjmiesz. /challenges off odrzuca wszystkie.
challenges-set-on = Wyzwania są włączone: inni znów mogą cię wyzwać; partia zaczyna się dopiero, gdy je przyjmiesz.
challenges-set-off = Wyzwania są wyłączone: każde wyzwanie, które cię wymienia, jest odrzucane. Wyzwania, które już czekają, zostają, dopóki na nie nie odpowiesz lub nie wygasną.

notify-dm-on = Powiadomienia o ruchu w wiadomości prywatnej (DM) są włączone: gdy w partii przyjdzie twoja kolej, wyślę ci wiadomość prywatną z ostatnim ruchem i linkiem do partii (partie, w których kolej przyjdzie w ciągu minuty, trafią do jednej wiadomości). Jeśli twoje ustawienia prywatności nie pozwalają na DM od członków tego serwera, powiadomienia zostaną znów wyłączone, a /games o tym powie.
notify-dm-off = Powiadomienia o ruchu w DM są wyłączone: o twojej kolei informuje wzmianka w wątku każdej partii.
notify-status-daily = Powiadomienia o ruchu w DM: jedno podsumowanie dziennie o { $at } ({ $tz }) ze wszystkimi partiami czekającymi na twój ruch. /notify dm on wysyła zamiast tego wiadomość przy każdym ruchu, /notify dm off żadnej.
notify-status-on = Powiadomienia o ruchu w DM są włączone: gdy przyjdzie twoja kolej, wyślę ci wiadomość prywatną (partie, w których kolej przyjdzie w ciągu minuty, trafią do jednej wiadomości). /notify dm off je wyłącza.
notify-status-off = Powiadomienia o ruchu w DM są wyłączone: o twojej kolei informuje wzmianka w wątku każdej partii. /notify dm on dodaje wiadomość prywatną.
notify-status-zone = Twoja strefa czasowa: { $tz }.
notify-daily = Powiadomienia o ruchu w DM: jedno podsumowanie dziennie o { $at } ({ $tz }) ze wszystkimi partiami czekającymi na twój ruch, zamiast wiadomości przy każdym ruchu; pierwsze za { $first }.
notify-daily-zone-tip = /notify timezone Europe/Warsaw (nazwa twojej strefy) ustawia twój czas lokalny.
notify-remind-off = Bez przypomnień w DM; wątek każdej partii nadal przypomina w połowie czasu i przed końcem.
notify-remind = Przypomnienia w DM: { $list } przed końcem czasu na twój ruch (/notify remind off je wyłącza).
notify-unknown-zone = Nie znam strefy czasowej { $zone }: podaj jej nazwę z bazy stref czasowych, np. Europe/Warsaw, Europe/Budapest albo America/New_York.
notify-zone-daily = Twoja strefa czasowa to { $tz }: dzienne podsumowanie przychodzi tam o { $at }.
notify-zone = Twoja strefa czasowa to { $tz }.

web-admins-only = Tylko administrator serwera może zmienić, co serwer pokazuje w sieci.
web-server-on = Strony serwera są włączone: ranking pod { $base }/s/{ $slug }/leaderboard, zakończone partie pod { $base }/s/{ $slug }/games.
web-server-on-no-address = Strony serwera są włączone, pod /s/{ $slug }/leaderboard i /s/{ $slug }/games (adres bota w sieci, web.public_url, nie jest ustawiony).
web-server-off = Strony serwera są wyłączone (/web on pokazuje rankingi i zakończone partie w sieci).
web-games-on = Strony partii są włączone: link do strony każdej partii jest w jej miejscu (/web games off je ukrywa).
web-games-off = Strony partii są wyłączone (/web games on je przywraca).

review-head = Przegląd ({ $n } pozycji przeanalizowanych przez silnik):
review-side = { $side }: { $inaccuracies ->
        [one] { $inaccuracies } niedokładność
        [few] { $inaccuracies } niedokładności
       *[many] { $inaccuracies } niedokładności
    }, { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
       *[many] { $mistakes } błędów
    }, { $blunders ->
        [one] { $blunders } podstawka
        [few] { $blunders } podstawki
       *[many] { $blunders } podstawek
    }; średnia strata { $loss } na ruch.
review-clean = Żaden ruch nie stracił pół piona ani więcej: czysta partia.
review-key-moments = Kluczowe momenty (oceny z perspektywy strony { $side }):
review-better = ; lepsze było { $best }

question-draw = Odpowiedz na propozycję remisu:
question-takeback = Odpowiedz na prośbę o cofnięcie ruchu:
question-challenge = Odpowiedz na wyzwanie { $game }:
button-accept = Przyjmij
button-decline = Odrzuć

new-opponent-bot = { $name } to bot; wyzwij członka serwera albo pomiń przeciwnika i wybierz poziom, aby grać z silnikiem.
new-third-bot = { $name } to bot; podaj członka serwera jako trzeciego gracza.
new-clock-both = Podaj days_per_move albo time_bank, nie oba naraz.

pick-promotes = promocja na: { $piece }
pick-castles = roszada
pick-en-passant = bicie w przelocie
pick-drags = potem ściąga bierkę z pola { $cell }
pick-relocates = przenosi to, co stoi na { $cell }, na { $to }

discord-no-thread = Hexcourier nie mógł tu otworzyć wątku dla { $place } ({ $why }), więc partia toczy się na tym kanale.
discord-refused = odmowa
discord-error-code = błąd Discorda { $code }

user-voters = głosujący

game-page = Strona partii: { $url }
picture-failed = (Nie udało się narysować obrazka: { $error }.) { $caption }
replay-failed = (Nie udało się narysować powtórki: { $error }.)
