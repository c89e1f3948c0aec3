### Hexcourier: /board, /moves, /games, /variants i /rules, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `info-no-moves`), obecny tekst i proponowany. Miejsca partii (#g12), @nazwy, ruchy
### i polecenia zostają bez zmian. Wzorcem jest en/.

## /board
info-no-moves = Jeszcze bez ruchów.
info-moves = Ruchy: { $moves }
info-setup-start = Start z ustawienia: { $start }
info-draw-offered = Remis proponuje: { $users }.
info-vote-open = Głosowanie otwarte do { $closes }: dotąd { $votes ->
        [one] { $votes } głos
        [few] { $votes } głosy
       *[other] { $votes } głosów
    } (/tally, /vote <ruch>).
info-clock = Zegar: { $terms }; na ten ruch zostało { $left }.

## /moves
info-legal-moves = { $side } na ruchu ma { $count ->
        [one] { $count } dozwolony ruch
        [few] { $count } dozwolone ruchy
       *[other] { $count } dozwolonych ruchów
    }: { $moves }
info-piece-no-moves = { $piece } na { $cell } nie ma dozwolonych ruchów.
info-piece-moves = { $piece } na { $cell } ma { $count ->
        [one] { $count } dozwolony ruch
        [few] { $count } dozwolone ruchy
       *[other] { $count } dozwolonych ruchów
    }: { $moves }

## /games
info-tournaments = Turnieje:
info-challenges = Wyzwania:
info-your-games = Twoje partie:
info-on-vacation = { $user } (na urlopie)
info-state-over = koniec: { $result }
info-state-voted = { $side } głosuje; twój głos oddany
info-state-your-vote = twój głos ({ $side })
info-state-your-move = twój ruch ({ $side })
info-state-to-move = ruch: { $user }
info-state-left = , zostało { $left }
info-state-left-stopped = , zostało { $left }, zegar zatrzymany
info-game-line = { $where } { $variant } vs { $opponents } — { $state }
info-older-finished = …i { $count ->
        [one] { $count } starsza zakończona partia
        [few] { $count } starsze zakończone partie
       *[many] { $count } starszych zakończonych partii
    }.
info-no-games = Nie masz partii. Zacznij jedną przez /new { $example } @przeciwnik.

## Doręczanie ogłoszeń (/games, administratorzy).
info-delivery-unreadable = Doręczanie: magazynu nie da się teraz odczytać.
info-delivery-nothing-owed = nic nie czeka
info-delivery-owed = { $count ->
        [one] { $count } ogłoszenie czeka
        [few] { $count } ogłoszenia czekają
       *[other] { $count } ogłoszeń czeka
    }, najstarsze od { $age }
info-delivery-none-dropped = nic nie odrzucono
info-delivery-dropped = odrzucono { $count } (zob. log)
info-delivery-here = Doręczanie tutaj: { $owed }; { $dropped }.
info-delivery-all = Doręczanie: { $owed }; { $dropped }.

## /variants
info-variants = Warianty ({ $count }):
info-variant = { $id } — { $name } (graczy: { $players })
info-variant-needs-setup = { $id } — { $name } (graczy: { $players }; wymaga setup:)
info-variants-setup-note = Warianty oznaczone „wymaga setup:” nie mają pozycji początkowej: zacznij je od własnej przez /new <wariant> @przeciwnik setup:<tekst stanu> (/rules <wariant> wyjaśnia dlaczego).
info-variants-start = Zacznij partię przez /new <wariant> @przeciwnik; /rules <wariant> wyjaśnia zasady.

## /rules wariantu bez pozycji początkowej.
rules-no-start = Ten wariant nie ma pozycji początkowej. { $reason }
    Zacznij partię od własnej pozycji: /new { $id } { $opponents } setup:<tekst stanu>. Tekst stanu wymienia rzędy od góry, oddzielone /, każde pole po kolei (cyfra liczy puste pola, bierka to jej litera{ $letters }), potem gracza na ruchu ({ $players }); bierki w ręce podaje się po rzędach w nawiasach.
rules-letters-many = , po literze jej gracza
rules-letters-two = , wielka dla pierwszego gracza

## /piece
piece-no-picture = (Nie udało się narysować obrazka: { $why }.)

## /leaderboard i /profile.
ranking-none = Na tym serwerze nie ma jeszcze rankingowych partii w { $variant }. Rankingowe są partie między ludźmi zakończone wynikiem po co najmniej dwóch ruchach każdego gracza.
ranking-heading = Ranking: { $variant }
ranking-line = { $place }. { $user } { $rating } ({ $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[other] { $games } partii
    }{ $provisional })
rating-provisional = tymczasowy
profile-none = { $user } nie ma jeszcze rankingowych partii na tym serwerze.
profile-heading = Rankingi: { $user }
profile-line = { $variant }: { $rating } ±{ $deviation }{ $provisional } — wygrane { $won }, remisy { $drawn }, przegrane { $lost }; seria: { $streak }
streak-none = -
streak-won = { $n ->
        [one] { $n } wygrana z rzędu
        [few] { $n } wygrane z rzędu
       *[other] { $n } wygranych z rzędu
    }
streak-lost = { $n ->
        [one] { $n } przegrana z rzędu
        [few] { $n } przegrane z rzędu
       *[other] { $n } przegranych z rzędu
    }
profile-last-games = Ostatnie partie:
profile-game = { $game } ({ $place }): { $result } przeciw { $opponents }
profile-puzzles = Zadania: ranking { $here } tutaj, { $overall } ogółem; rozwiązane { $solved } z { $attempts }; seria { $streak } (najlepsza { $best }).
profile-puzzles-recent = Ostatnie zadania: { $puzzles }
profile-puzzle-solved = ✓ { $id }
profile-puzzle-failed = ✗ { $id }
profile-result-won = wygrana
profile-result-drew = remis
profile-result-lost = przegrana
profile-result-place = { $place }. miejsce z { $players }
