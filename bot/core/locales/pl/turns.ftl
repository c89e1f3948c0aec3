### Hexcourier: powiadomienia o ruchu w wiadomości prywatnej (DM) i czasy, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `dm-one`), obecny tekst i proponowany. Zachowaj każde `{ $zmienna }`; miejsca gier
### (#g12), @nazwy i ruchy (14. Qe1-c3) zostają bez zmian. Wzorcem jest plik en/.

dm-one = Twój ruch w { $game }
dm-many = Twój ruch w { $count } grach:
dm-game = { $place } ({ $variant }): { $what }
dm-game-against = { $place } ({ $variant }, przeciwko { $opponents }): { $what }
dm-played = ostatni ruch { $user }: { $move }.
dm-was-played = zagrano { $move }.
dm-started = gra się zaczęła.
dm-clock-left = Na zegarze ruchu zostało: { $left }.
dm-clock-out = Czas na zegarze ruchu się skończył.
dm-clock-stopped = Zegar ruchu stoi, bo jesteś na urlopie (zostało: { $left }).

dm-reminder-one = Przypomnienie: twój ruch w { $game }
dm-reminder = Przypomnienie: { $game }
dm-digest = Dzienne podsumowanie: { $count ->
        [one] { $count } gra czeka
        [few] { $count } gry czekają
       *[many] { $count } gier czeka
    } na twój ruch.

duration-less-than-a-minute = mniej niż minuta
duration-minutes = { $n } { $n ->
        [one] minuta
        [few] minuty
       *[many] minut
    }
duration-hours = { $n } { $n ->
        [one] godzina
        [few] godziny
       *[many] godzin
    }
duration-days = { $n } { $n ->
        [one] dzień
       *[other] dni
    }
duration-days-hours = { $days } i { $hours }

language-show = Ogłoszenia na tym serwerze są w języku: { $name }. Administratorzy serwera zmieniają go przez /hex language; to, co czytasz prywatnie, jest w języku twojego Discorda.
language-set = Od teraz ogłoszenia na tym serwerze są w języku: { $name }.
language-zone-set = Od teraz czasy tego serwera są podawane w strefie { $tz } w konsoli i na stronach WWW (Discord pokazuje każdemu czytającemu jego własną).
language-admin-only = Tylko administrator serwera może zmienić język serwera.

dm-refused-note = Powiadomienia o twojej kolejce przez wiadomości prywatne są wyłączone: Discord odmówił ich doręczenia (twoje ustawienia prywatności mogą blokować wiadomości prywatne od członków tego serwera). Zezwól na nie, a potem włącz powiadomienia ponownie przez /notify dm on.

## /notation: jak zapisywane są ruchy dla czytającego.
notation-show = Ruchy zapisujemy dla ciebie tak: { $yours }; ogłoszenia na tym serwerze: { $server }. Swój zapis zmienisz przez /hexme notation; administratorzy serwera zmieniają zapis serwera przez /hex notation.
notation-set = Od teraz ruchy zapisujemy dla ciebie tak: { $name }.
notation-server-set = Od teraz ogłoszenia na tym serwerze zapisują ruchy tak: { $name }.
notation-admin-only = Tylko administrator serwera może zmienić zapis ruchów w ogłoszeniach serwera.
notation-name-letters = litery twojego języka
notation-name-figurines = figurki
notation-name-english = litery angielskie
notation-word-letters = litery
notation-word-figurines = figurki
notation-word-english = angielska
