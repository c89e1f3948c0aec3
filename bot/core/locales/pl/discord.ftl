### Hexcourier: własne odpowiedzi adaptera Discorda, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `discord-done`), obecny tekst i proponowany. Nazwy poleceń (/hex board) zostają bez
### zmian. Wzorcem jest plik en/.

discord-done = Gotowe.
discord-option-not-understood = Nie zrozumiano jednej z opcji; wybierz ją z listy.
discord-older-shape = To polecenie przyszło w starszej postaci; odczekaj minutę, aż Discord odświeży listę poleceń, i spróbuj ponownie.
discord-guild-only = Gry Hexcouriera toczą się w wątkach serwera: użyj /hex na kanale serwera.
discord-did-not-work = To się nie udało; /hex help wyświetla listę poleceń.
discord-failed = Po stronie Hexcouriera coś poszło nie tak podczas odpowiadania. /hex board pokazuje stan gry; spróbuj ponownie za chwilę.
discord-use-slash = Użyj polecenia z ukośnikiem /hex.
discord-button-gone = Ten przycisk nie jest już używany; /hex help wyświetla listę poleceń.

discord-your-move = { $user }, twój ruch.
discord-your-vote = { $role }, wasz głos.

## Wybór ruchu z menu (/hex move bez ruchu albo przycisk Move): prywatne menu.
picker-moves = { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[other] { $n } ruchów
    }
picker-piece-on = { $piece } na { $cell }
picker-drop = Zrzut: { $piece }
picker-group-drops = Zrzuty
picker-group-other = Inne
picker-pass = Pas
picker-vote-draw = Głosuj za remisem
picker-vote-draw-about = zaproponuj remis albo przyjmij propozycję
picker-vote-resign = Głosuj za poddaniem
picker-vote-resign-about = poddaj partię
picker-vote-heading = Głosowanie nad ruchem strony { $side }: wybierz bierkę, potem jej ruch (albo zagłosuj za remisem lub poddaniem).
picker-heading = Ruch: { $side }. Wybierz bierkę, potem jej ruch.
picker-no-legal-move = { $side } nie ma dozwolonego ruchu.
picker-not-every-piece = Nie wszystkie bierki mieszczą się w tych menu: pozostałe wpisz przez /hex move.
picker-pick-a-piece = Wybierz bierkę
picker-piece-no-move = Ta bierka nie ma teraz dozwolonego ruchu; wybierz inną.
picker-to-cell = na { $cell }
picker-to-range = Na { $from } … { $to }
picker-pick-destination = Wybierz pole docelowe
picker-pick-move = Wybierz ruch
picker-where-to = { $what }: wybierz, dokąd, potem ruch.
picker-move-to = { $what } na { $cell }: wybierz ruch do zagrania.
picker-vote-to = { $what } na { $cell }: wybierz ruch, na który głosujesz.
picker-move = { $what }: wybierz ruch do zagrania.
picker-vote = { $what }: wybierz ruch, na który głosujesz.
picker-not-every-move = Nie wszystkie ruchy mieszczą się w tych menu: pozostałe wpisz przez /hex move.
picker-back = Wstecz
picker-other-thread = To menu należy do wątku innej partii.
picker-button-move = Ruch
picker-button-vote = Głosuj
picker-outdated-move = To menu jest nieaktualne: pozycja zmieniła się od jego utworzenia. Naciśnij Ruch pod najnowszą planszą albo użyj /hex move.
picker-outdated-vote = To menu jest nieaktualne: pozycja zmieniła się od jego utworzenia. Naciśnij Głosuj pod najnowszą planszą albo użyj /hex vote.
picker-no-pass = Pas nie jest teraz dozwolonym ruchem.
picker-not-understood = Nie zrozumiano tego wyboru; wybierz jeszcze raz.
picker-move-not-legal = Ten ruch nie jest teraz dozwolony; naciśnij Wstecz i wybierz ponownie.
picker-pick-option = Wybierz opcję z menu.
picker-you-played = Zagrano { $move }.

discord-web-one-at-a-time = Zmieniaj strony serwera albo strony partii, jedno naraz.

discord-help = Na Discordzie polecenia to /hex new, /hex move, /hex board, /hex hint i tak dalej (w /hex new pomiń przeciwnika i wybierz poziom, by grać z silnikiem); twoje są w /hexme (games, profile, challenges, notify, vacation), warianty w /hexinfo (variants, rules, piece, leaderboard), a turnieje w /tournament. Każda partia ma własny wątek, w którym możesz też po prostu wpisać ruch (np. Qe1-c3) albo nacisnąć Move pod planszą (lub użyć /hex move bez ruchu), by wybrać bierkę, a potem jej ruch, z menu.
