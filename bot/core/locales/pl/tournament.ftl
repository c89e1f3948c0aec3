### Hexcourier: turnieje (/tournament), po polsku: odpowiedzi dla pytającego i ogłoszenia
### w wątku turnieju (w języku serwera).
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `tournament-joins`), obecny tekst i proponowany. Identyfikatory turniejów (t3),
### miejsca partii (#g12), @nazwy i polecenia zostają bez zmian. Wzorcem jest en/.

## Odmowy.
tournament-no-round = { $id } nie ma jeszcze rundy { $round }.
tournament-not-organiser = Tylko organizator { $id } (@{ $organiser }) albo administrator serwera może to zrobić.
tournament-none = Nie ma turnieju { $id }.
tournament-variant-gone = Wariant { $variant } tego turnieju nie jest już tu wczytany, więc jego kolejne partie nie mogą się zacząć; administrator bota może wczytać go ponownie.
tournament-bad-name = „{ $given }” to nie turniej; turnieje nazywają się np. t3.
tournament-none-here = Tutaj nie trwa żaden turniej; /tournament je wypisuje, a /tournament new zakłada nowy.
tournament-several-here = Tutaj trwa kilka turniejów ({ $ids }); wskaż jeden, np. /tournament join { $first }.
tournament-admin-only = Tylko administrator serwera może założyć turniej.
tournament-in-channel = Turnieje zakładaj na kanale, nie w wątku partii ani turnieju.
tournament-bad-format = „{ $given }” to nie format: swiss, rr (każdy z każdym), drr (każdy z każdym dwukrotnie), groups albo swiss3 (warianty dla trzech graczy).
tournament-wrong-format = { $variant } jest dla { $players } graczy; jego formaty to { $formats }.
tournament-formats-three = groups i swiss3
tournament-formats-two = swiss, rr i drr
tournament-no-start-position = { $variant } nie ma pozycji początkowej, więc nie można go rozegrać w turnieju.
tournament-signup-over = { $id } już się zaczął; zapisy są zamknięte.
tournament-already-joined = Już jesteś zapisany(-a) do { $id }.
tournament-full = { $id } jest pełny ({ $max } graczy).
tournament-started-already = { $id } już się zaczął.
tournament-too-few = { $id } ma { $count ->
        [one] { $count } gracza
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }; do startu potrzeba co najmniej { $least }.
tournament-cannot-pair = Nie da się skojarzyć par w { $id }: { $why }
tournament-cannot-pair-next = Nie da się skojarzyć następnej rundy { $id }: { $why }
tournament-pair-impossible = żadne skojarzenie rundy { $round } nie spełnia kryteriów bezwzględnych
tournament-pair-too-few = za mało graczy do skojarzenia ({ $count })
tournament-ends-unpairable = Nie da się skojarzyć rundy { $round } turnieju { $id }: { $why }. Turniej kończy się tutaj.
tournament-not-playing = { $user } nie gra w { $id }.
tournament-is-over = { $id } się zakończył.
tournament-already-withdrawn = { $user } jest już wycofany(-a) z { $id }.
tournament-bad-game = „{ $given }” to nie partia; partie nazywają się np. g12.
tournament-no-game = Nie ma partii { $id }.
tournament-not-a-tournament-game = { $id } nie jest partią turniejową.
tournament-bad-result = „{ $given }” to nie wynik: 1-0, 0-1, 1/2-1/2{ $places }.
tournament-result-places = , albo miejsca, np. 1-2-3

## Formaty.
tournament-format-rr = każdy z każdym
tournament-format-drr = każdy z każdym dwukrotnie
tournament-format-swiss = system szwajcarski (FIDE, holenderski)
tournament-format-groups = grupy trzyosobowe
tournament-format-swiss3 = system szwajcarski w trójkach

## Nowy turniej.
tournament-default-name = { $variant }: { $format }
tournament-rounds = { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[other] { $rounds } rund
    }
tournament-rounds-all = rundy: każdy gra z każdym
tournament-until-started = do chwili, gdy organizator go wystartuje przez /tournament start
tournament-until = do { $time } (wtedy się zaczyna)
tournament-rated = , rankingowy
tournament-not-rated = , nierankingowy
tournament-bye-swiss = pauza daje 1 punkt
tournament-bye-swiss3 = pauza daje ½ punktu, jak drugie miejsce
tournament-bye-none = kto pauzuje w rundzie, nie dostaje punktów
tournament-moretime-on = , /moretime dozwolone
tournament-moretime-off = , bez /moretime
tournament-intro = { $name } ({ $id }): { $variant }, { $format }, { $rounds }; { $bye }; { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } na ruch{ $rated }{ $moretime }. Organizator: { $user }. Zapisy przez /tournament join { $id } { $deadline }; najwyżej { $max } graczy.
tournament-new = Nowy turniej { $place }: { $name }. Zapisz się przez /tournament join { $id }.

## Zapisy i rezygnacje.
tournament-joins = { $user } dołącza do { $name } ({ $count ->
        [one] { $count } gracz
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }).
tournament-you-are-in = Jesteś zapisany(-a) do { $id }.
tournament-leaves = { $user } opuszcza { $name } ({ $count ->
        [one] { $count } gracz
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }).
tournament-takes-off = { $by } wypisuje { $user } z { $name } ({ $count ->
        [one] { $count } gracz
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }).
tournament-is-off = { $user } nie jest już zapisany(-a) do { $id }.
tournament-withdrawn-by = { $user } zostaje wycofany(-a) z { $name } (przez { $by }).
tournament-withdrawn = { $user } zostaje wycofany(-a) z { $id }.
tournament-cancelled = { $name } zostaje odwołany: { $why }

## Rundy i wyniki.
tournament-over = { $name } się zakończył.
tournament-board-result = Runda { $round }, szachownica { $board } ({ $game }): { $result }.
tournament-lost-on-time = @{ $user } przegrywa na czas { $count ->
        [one] { $count } partię
        [few] { $count } partie
        [many] { $count } partii
       *[other] { $count } partii
    } i zostaje wycofany(-a) z { $name }.
tournament-adjudicates = { $user } rozstrzyga partię.
tournament-round-heading = Runda { $round } turnieju { $name }:
tournament-seat-first = pierwsze miejsce
tournament-seat-second = drugie miejsce
tournament-seat-third = trzecie miejsce
tournament-forfeit = walkower
tournament-byes = Pauza: { $users }.

## Tabela.
tournament-final-standings = Tabela końcowa
tournament-standings-after = Tabela po rundzie { $round }
tournament-title-signing-up = zapisy
tournament-title-after = po { $count ->
        [one] { $count } rundzie
       *[other] { $count } rundach
    }
tournament-title-final = tabela końcowa
tournament-table-player = Gracz
tournament-table-points = Pkt
tournament-crosstable = tabela krzyżowa
tournament-withdrawn-mark = wycofany(-a)

## /tournament, /games, /tournament export.
tournament-list-heading = Turnieje:
tournament-list-none = Nie ma tu jeszcze turniejów. Administratorzy serwera zakładają je przez /tournament new <variant> swiss|rr.
tournament-stage-signing-up = zapisy
tournament-stage-signing-up-count = zapisy, { $count ->
        [one] { $count } gracz
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }
tournament-stage-round = runda { $round } z { $total }
tournament-stage-finished = zakończony
tournament-games-line = #{ $id } { $name }: { $stage }, { $count ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
tournament-pgn-caption = { $id }: partie turnieju { $name }
