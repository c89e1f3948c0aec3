### Hexcourier: strony internetowe (strony partii, rankingi serwera, zakończone partie
### i turnieje, podglądy linków, strona główna i strony błędów), po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `web-to-move`), obecny tekst i proponowany. Zachowaj każde `{ $zmienna }`; ruchy
### (14. Qe1-c3), wyniki (1-0) i daty (2026-11-25 20:00 UTC) zostają bez zmian. Wzorcem
### jest plik en/.

## Każda strona.
web-index-title = Hexcourier
web-index-text = Szachy heksagonalne korespondencyjnie. Linki do stron partii są w wątkach partii.
web-languages = Języki:
web-not-found-title = Nie znaleziono
web-not-found-text = Nie ma tu żadnej strony. Strony partii są dostępne tylko przez link, który publikuje bot.
web-slow-down-title = Zwolnij
web-slow-down-text = Zbyt wiele zapytań z twojego adresu; spróbuj ponownie za minutę.
web-unavailable-title = Niedostępne
web-unavailable-page = Nie udało się przygotować strony; spróbuj ponownie.
web-unavailable-game = Nie udało się odczytać partii; spróbuj ponownie.
web-unavailable-server = Nie udało się odczytać stron serwera; spróbuj ponownie.
web-unavailable-games = Nie udało się odczytać partii serwera; spróbuj ponownie.
web-unavailable-tournament = Nie udało się odczytać turnieju; spróbuj ponownie.
web-unavailable-live-server = Na tym serwerze otwarto zbyt wiele stron na żywo; spróbuj później.
web-unavailable-live-game = Tę partię ogląda na żywo zbyt wiele stron; spróbuj później.
web-unavailable-live-address = Z twojego adresu otwarto zbyt wiele stron na żywo; zamknij niektóre i spróbuj ponownie.
web-replay-too-long = Nie udało się narysować powtórki: partia ma więcej niż { $max } ruchów.
web-replay-failed = Nie udało się narysować powtórki; spróbuj później.
web-replay-busy = Właśnie rysuje się zbyt wiele powtórek; spróbuj ponownie za minutę.
web-versus = vs

## Strona partii.
web-to-move = { $side } ({ $user }) na posunięciu
web-side-to-move = { $side } na posunięciu
web-aborted = Przerwana.
web-clock = Zegar: { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch.
web-clock-due = Zegar: { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch; termin tego ruchu: { $when }.
web-clock-overdue = Zegar: { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch; termin tego ruchu minął { $when } (po terminie).
web-clock-stopped = Zegar: { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch; zatrzymany na czas urlopu, na ten ruch zostało { $left }.
web-position = Pozycja
web-keys = ← → krok, Home i End skok na początek i koniec
web-position-after = Pozycja po { $ply } z { $total ->
        [one] { $total } ruchu
       *[other] { $total } ruchów
    }.
web-start = Początek
web-latest = Ostatnia
web-moves = Ruchy
web-no-moves = Nie ma jeszcze ruchów.
web-record = Pobierz zapis partii
web-replay = Animowana powtórka
web-start-position = Pozycja początkowa
web-after = Po { $moved }
web-move-number = ruch { $n }

## Podglądy linków (Open Graph) i ich obrazek.
web-preview-to-move = { $side } ({ $user }) na posunięciu, po { $n ->
        [one] { $n } ruchu
       *[other] { $n } ruchach
    }.
web-preview-over = { $status } po { $n ->
        [one] { $n } ruchu
       *[other] { $n } ruchach
    }.
web-card-to-move = { $user } na posunięciu
web-card-moves = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
        [many] { $n } ruchów
       *[other] { $n } ruchu
    }

## Strony serwera.
web-leaderboard-title = Tabela rankingowa: { $variant }
web-leaderboard = Tabela rankingowa
web-no-rated-games = W tym wariancie nie ma jeszcze partii rankingowych.
web-player = Gracz
web-unnamed-player = Gracz { $n }
web-rating = Ranking
web-games = Partie
web-provisional = ? ranking tymczasowy.
web-finished-games = Zakończone partie
web-no-finished-games = Nie ma jeszcze zakończonych partii.
web-ended = Koniec
web-variant = Wariant
web-players = Gracze
web-result = Wynik
web-tournaments = Turnieje:

## Strona turnieju.
web-round = Runda { $n }
web-playing = w toku

## Strona zadania: gra kliknięciami, nic nie jest zapisywane. $side: nazwa strony (Białe); $rating: ranking.
web-puzzle-title = Zadanie { $id }
web-puzzle-daily-title = Zadanie dnia, { $date }
web-puzzle-about = { $variant }, ranking { $rating }.
web-puzzle-to-move = Na ruchu: { $side }. Znajdź najlepszy ciąg.
web-puzzle-how = Kliknij bierkę, a potem pole, na które idzie. Nic nie jest zapisywane: próbuj, ile chcesz.
web-puzzle-how-drop = Aby postawić bierkę z ręki, kliknij ją pod planszą, a potem jej pole.
web-puzzle-how-third = Ruch, który przeciąga bierkę przez dziurę albo przenosi dziurę, barierę lub bierkę, wymaga trzeciego kliknięcia: przeciąganej bierki albo pola, na które trafia. Aby wykonać sam ruch bez przeciągania, kliknij ponownie pole docelowe.
web-puzzle-how-ways = Gdy bicie może prowadzić na to samo pole więcej niż jedną drogą, kliknij po kolei każde pole, na którym pionek ląduje.
web-puzzle-promote = Promuj na:
web-puzzle-promote-or-not = Promuj na (albo kliknij pole jeszcze raz, aby zostawić bierkę bez zmian):
# Po dobrym ruchu. $reply: odpowiedź drugiej strony.
web-puzzle-right = Dobrze! Odpowiedź ({ $side }): { $reply }. Twój ruch.
web-puzzle-solved = Dobrze! Rozwiązane.
web-puzzle-wrong = To nie ten ruch: rozwiązanie idzie inaczej.
web-puzzle-shown = Oto rozwiązanie.
web-puzzle-give-up = Pokaż rozwiązanie
web-puzzle-again = Spróbuj jeszcze raz
web-puzzle-solution = Rozwiązanie
web-puzzle-preview = Na ruchu: { $side }. Ranking { $rating }: czy znajdziesz ciąg?
web-card-puzzle-to-move = Na ruchu: { $side }
web-card-rated = Ranking { $rating }
