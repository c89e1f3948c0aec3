### Hexcourier: zadania taktyczne, po polsku: /puzzle (odpowiedzi widzi tylko pytający) i
### zadanie dnia publikowane przez serwer.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `problem-puzzle-unknown-theme`), obecny tekst i proponowany. Ruchy, identyfikatory
### zadań, daty, godziny i polecenia zostają bez zmian. Wzorcem jest en/.

## Zadanie
puzzle-heading = Zadanie { $id } ({ $variant }, ranking { $rating }).
puzzle-daily-heading = Zadanie dnia, { $date }: { $id } ({ $variant }, ranking { $rating }).
puzzle-so-far = Dotąd: { $moves }
puzzle-to-move = Na ruchu: { $side }. Odpowiedz przez /puzzle move <ruch> (/puzzle resign pokazuje rozwiązanie).
puzzle-unrated = To zadanie masz już za sobą: ta próba nie wpływa na ranking.
puzzle-caption = Zadanie { $id }: na ruchu { $side }
puzzle-finish-first = Najpierw dokończ otwarte zadanie: /puzzle pokaże je ponownie, /puzzle resign je porzuci.
puzzle-all-solved = Nie zostało żadne pasujące zadanie: wszystkie masz już rozwiązane (/puzzle stats pokazuje twój bilans).
puzzle-none-open = Nie masz otwartego zadania: /puzzle da ci nowe.
puzzle-gone = Twojego zadania nie ma już w bibliotece: zostało zamknięte bez wpływu na ranking. /puzzle da ci inne.
puzzle-library-broken = Biblioteka zadań się nie wczytuje ({ $error }): zgłoś to operatorowi bota.

## Odpowiedzi
puzzle-right-reply = Dobrze: { $move }. Odpowiedź ({ $side }): { $reply }.
puzzle-solved = Dobrze: { $move }. Rozwiązane!
puzzle-wrong = To nie ten ruch: { $move } nie rozwiązuje zadania.
puzzle-resigned = Rezygnujesz z tego zadania.
puzzle-solution = Rozwiązanie: { $moves }
puzzle-themes = Motywy: { $themes }.
puzzle-rating-change = Twój ranking zadań: { $before } → { $after } ({ $delta }). Seria: { $streak }.
puzzle-rating-unrated = Bez wpływu na ranking (to zadanie było już próbowane). Seria: { $streak }.

## Motywy
puzzle-theme-mate = { $n ->
    [one] mat w 1 posunięciu
   *[other] mat w { $n } posunięciach
}
puzzle-theme-fork = widełki
puzzle-theme-pin = związanie
puzzle-theme-skewer = szpila
puzzle-theme-discovered-attack = odsłonięty atak
puzzle-theme-promotion = promocja
puzzle-theme-en-passant = bicie w przelocie
puzzle-theme-castling = roszada
puzzle-theme-drop = zrzut

## Odmowy theme: i variant: (nazwy motywów do wpisania zostają po angielsku)
problem-puzzle-unknown-theme = Nie ma motywu zadań '{ $given }'. Motywy: { $themes }.
problem-puzzle-no-variant = Wariant { $variant } nie ma jeszcze zadań. Warianty z zadaniami: { $variants }.
problem-puzzle-two-player = Zadania są tylko dla wariantów dwuosobowych, a w { $variant } gra { $players } graczy. Warianty z zadaniami: { $variants }.
problem-puzzle-none-fit = Żadne zadanie w tym wariancie nie ma tego motywu.

## /puzzle stats
puzzle-stats-none = Nie masz jeszcze za sobą żadnego zadania: /puzzle da ci pierwsze.
puzzle-stats = Twój ranking zadań: { $here } tutaj, { $overall } ogółem. { $attempts ->
    [one] 1 zadanie
    [few] { $attempts } zadania
   *[other] { $attempts } zadań
} za tobą, rozwiązane: { $solved }; seria { $streak } (najlepsza { $best }).
puzzle-stats-recent = Ostatnie zadania: { $puzzles }.
puzzle-stats-solved = ✓ { $id } ({ $variant })
puzzle-stats-failed = ✗ { $id } ({ $variant })
puzzle-stats-open = Otwarte: { $id } (/puzzle je pokazuje).

## Zadanie dnia
puzzle-daily-done = Zadanie dnia ({ $date }) masz już za sobą; następne jutro.
puzzle-daily-set = Zadanie dnia jest publikowane w { $place } codziennie o { $at } ({ $tz }); następne: { $next }.
puzzle-daily-off = Zadanie dnia nie jest już publikowane.
puzzle-daily-not-a-channel = { $place } to miejsce partii lub turnieju, które zostanie zamknięte: podaj kanał dla zadania dnia.
puzzle-daily-post = Zadanie dnia, { $date }: na ruchu { $side } ({ $variant }). Rozwiąż je przez /puzzle daily: swoje odpowiedzi widzisz tylko ty.
puzzle-daily-page = Zagraj w przeglądarce: { $url }
puzzle-daily-solvers = { $n ->
    [one] Wczorajsze zadanie rozwiązała 1 osoba: { $users }.
    [few] Wczorajsze zadanie rozwiązały { $n } osoby: { $users }.
   *[other] Wczorajsze zadanie rozwiązało { $n } osób: { $users }.
}
puzzle-daily-more-solvers = jeszcze { $n }
puzzle-daily-no-solvers = Wczorajszego zadania nikt nie rozwiązał.
puzzle-daily-caption = Zadanie dnia, { $date }: na ruchu { $side }

## /help
help-puzzle = /puzzle [theme:<motyw>] [variant:<wariant>] — zadanie tylko dla ciebie, blisko twojego rankingu zadań; /puzzle move <ruch> na nie odpowiada, /puzzle resign je porzuca, /puzzle stats pokazuje twój bilans, /puzzle daily to zadanie dnia serwera (publikują je administratorzy serwera: /puzzle daily channel:<kanał> at:08:00 [timezone:<strefa>] albo off)

## Polecenie /puzzle na Discordzie
cmd-puzzle = zadanie
    .description = Zadania taktyczne: tylko dla ciebie, blisko twojego rankingu zadań; oraz zadanie dnia.
cmd-puzzle-next = następne
    .description = Zadanie blisko twojego rankingu albo to, które masz otwarte (widzisz tylko ty).
opt-puzzle-next-theme = motyw
    .description = Motyw, np. fork, pin, skewer, mate albo mateIn2
opt-puzzle-next-variant = wariant
    .description = Wariant (pisz, by szukać)
cmd-puzzle-move = ruch
    .description = Odpowiedz na zadanie ruchem (widzisz tylko ty).
opt-puzzle-move-move = ruch
    .description = Twój ruch, np. Qe1-c3
cmd-puzzle-resign = poddaj
    .description = Porzuć zadanie i zobacz rozwiązanie.
cmd-puzzle-stats = statystyki
    .description = Twój ranking zadań, rozwiązane zadania, seria i ostatnie zadania (widzisz tylko ty).
cmd-puzzle-daily = dnia
    .description = Dzisiejsze zadanie tego serwera, takie samo dla wszystkich (odpowiedzi widzisz tylko ty).
cmd-puzzle-daily-setup = dnia-ustawienia
    .description = Administratorzy serwera: zadanie dnia codziennie o danej godzinie na kanale, albo wyłącz.
opt-puzzle-daily-setup-channel = kanał
    .description = Kanał, na którym jest publikowane
opt-puzzle-daily-setup-at = godzina
    .description = Godzina publikacji, np. 08:00 (domyślnie 08:00)
opt-puzzle-daily-setup-timezone = strefa_czasowa
    .description = Strefa czasowa tej godziny, np. Europe/Warsaw (domyślnie: twoja, inaczej UTC)
opt-puzzle-daily-setup-post = publikuj
    .description = Publikować czy nie (pomiń, by dalej publikować)
