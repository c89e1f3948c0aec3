### Hexcourier: udogodnienia gry korespondencyjnej, po polsku: /vacation, /premove (ruchy
### warunkowe) i /moretime.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `vacation-ended`), obecny tekst i proponowany. Czasy ($left) przychodzą już słownie;
### polecenia i ruchy zostają bez zmian. Wzorcem jest en/.

## /vacation
vacation-auto-off-note = Automatyczne urlopy są wyłączone (/vacation auto on).
vacation-auto-on-note = Gdy któryś twój zegar ma się skończyć, urlop włącza się sam (/vacation auto off to wyłącza).
vacation-status-on = Jesteś na urlopie od { $since }: twoje zegary stoją. W tym roku zostało { $left }. /vacation off go kończy. { $auto }
vacation-status-off = Nie jesteś na urlopie; w tym roku zostało ci { $left } urlopu (z { $allowance }). /vacation on go zaczyna. { $auto }
vacation-status-used-up = Jesteś na urlopie od { $since }, ale twój limit urlopu na tym serwerze się wyczerpał: twoje zegary tutaj znów chodzą. /vacation off kończy urlop. { $auto }
vacation-started = Zaczyna się twój urlop: twoje zegary stają w twoich turach, twoje partie o tym informują, a wyzwania do ciebie czekają. W tym roku zostało { $left } urlopu; /vacation off go kończy.
vacation-ended = Witaj z powrotem: twoje zegary znów chodzą.
vacation-auto-on = Automatyczne urlopy są włączone: kończący się zegar włącza twój urlop, dopóki masz wolne dni.
vacation-auto-off = Automatyczne urlopy są wyłączone: partia, w której skończy się zegar, jest przegrana.
vacation-allowance-admin-only = Tylko administrator serwera może ustawić limit urlopu na serwerze.
vacation-allowance-too-long = Limit urlopu to najwyżej 366 dni w roku.
vacation-allowance-set = Członkowie tego serwera mają { $days ->
        [one] { $days } dzień
       *[other] { $days } dni
    } urlopu w roku.
vacation-already = Już jesteś na urlopie; /vacation off go kończy.
vacation-none-left = W tym roku nie zostało ci już urlopu.
vacation-not-on = Nie jesteś na urlopie.
vacation-game-away = { $user } jest na urlopie: jego zegar stoi w jego turach do powrotu.
vacation-game-back = { $user } wraca z urlopu: jego zegar znów chodzi.
vacation-game-used-up = { $user } wykorzystał(a) limit urlopu na tym serwerze: jego zegar znów chodzi.
vacation-game-turn-most = { $user } jest nieobecny(-a) przy tym ruchu już { $most }, najdłużej, jak pozwala ten turniej: jego zegar znów chodzi.

## /premove
premove-cleared = Twoje ruchy warunkowe w tej partii zostały usunięte.
premove-voting-game = W partiach głosowanych nie ma ruchów warunkowych: nad każdym ruchem się głosuje.
premove-your-move = Teraz twój ruch: zagraj go; ruchy warunkowe odpowiadają na przyszłe ruchy.
premove-too-many = Masz już { $max } warunkowych linii w tej partii, tyle ile można; /premove clear je usuwa.
premove-too-long = Linia warunkowa może mieć najwyżej { $max } ruchów.
premove-does-not-play = Ruch { $n } linii ({ $move }) nie jest możliwy: { $why }.
premove-ends-before = Partia kończy się przed ruchem { $n } linii.
premove-ends-at = Linia kończy partię na ruchu { $n }; nie podawaj ruchów po nim.
premove-ends-with-theirs = Linia warunkowa kończy się twoją odpowiedzią (ruchy po niej są zbędne).
premove-none = Nie masz ruchów warunkowych w tej partii. /premove <ich ruch> <twoja odpowiedź> ustawia jeden, np. /premove e7-e6 f5-f6.
premove-played = { $played } (ruch warunkowy gracza { $user })
premove-list = Twoje ruchy warunkowe w { $game } (widzisz je tylko ty):

## /moretime
moretime-given = { $user } daje graczowi { $to } { $given } więcej na ten ruch: zostało { $left }.
moretime-your-move = To twój ruch: /moretime daje czas graczowi, który jest na ruchu.
moretime-engine = Silnik nie ma zegara, któremu można dać czas.
moretime-no-clock = Ta partia nie ma zegara: nie ma czasu do dodania.
moretime-at-most = { $to } ma już { $left } na ten ruch, tyle, ile pozwala ten zegar.
moretime-tournament = { $id } nie pozwala na /moretime w swoich partiach: organizator może na to pozwolić, tworząc turniej (moretime:on).
