### Hexcourier: odmowy (dlaczego wiadomości nie dało się wykonać), po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `problem-not-your-turn`), obecny tekst i proponowany. Zachowaj każde `{ $zmienna }`;
### nazwy poleceń (/new, /board) i notacja ruchów zostają bez zmian. Wzorcem jest plik en/.

problem-too-long = Ta wiadomość jest za długa ({ $chars } { $chars ->
        [one] znak
        [few] znaki
       *[many] znaków
    }; limit to { $limit }).
problem-command-missing = Po ukośniku wpisz nazwę polecenia, np. /help.
problem-unknown-command = Nieznane polecenie /{ $given }. /help wyświetla listę poleceń.
problem-unknown-command-suggestion = Nieznane polecenie /{ $given }. Czy chodziło o /{ $suggestion }? /help wyświetla listę poleceń.
problem-usage = Użycie: { $usage }
problem-unexpected-word = Nie rozumiem tu „{ $word }”. Użycie: { $usage }
problem-unknown-variant = Nieznany wariant „{ $given }”. /variants wyświetla wszystkie.
problem-unknown-variant-suggestions = Nieznany wariant „{ $given }”. Czy chodziło o { $suggestions }? /variants wyświetla wszystkie.
problem-unknown-side = Nieznana strona „{ $given }”: wybierz { $sides }.
problem-player-count-none = Podaj { $want ->
        [one] przeciwnika
       *[other] przeciwników
    }: { $variant } to gra dla { $players } graczy, np. { $examples }.
problem-player-count = { $variant } to gra dla { $players } graczy: podaj { $want ->
        [one] jednego przeciwnika
       *[other] { $want } przeciwników
    }, a nie { $named }.
problem-not-a-user = „{ $given }” to nie gracz; podaj jednego użytkownika, np. @bob.
problem-self-challenge = Nie można grać przeciwko sobie; podaj innego użytkownika.
problem-duplicate-player = { $user } pojawia się dwa razy.
problem-bad-level = Poziom silnika to liczba od 1 (początkujący) do 8 (pełna siła), a nie „{ $given }”.
problem-bad-setting = { $setting }: przyjmuje { $choices }, a nie „{ $given }”.
problem-too-many-reminders = Czasów przypomnień może być najwyżej { $max }, podano { $given }. Na przykład /notify remind 24h 1h.
problem-bad-reminder-time = „{ $given }” to nie czas przypomnienia: podaj czas od 1 minuty do 30 dni, np. 24h, 90m albo 2d.
problem-level-without-engine = level: ustawia siłę silnika: podaj @engine jako przeciwnika, aby z niego skorzystać.
problem-engine-cannot-type = @engine to przeciwnik komputerowy; gra za niego tylko Hexcourier.
problem-hints-off = Podpowiedzi są w tej grze wyłączone (tak zdecydował jej twórca przy zakładaniu).
problem-spectator-hints-off = W trakcie tej gry o podpowiedzi mogą prosić tylko gracze.
problem-review-before-end = Analiza partii będzie dostępna po jej zakończeniu (w trakcie gry użyj /hint lub /analyse, jeśli podpowiedzi są włączone).
problem-review-two-players-only = Analizy powstają tylko dla gier dwuosobowych.
problem-hints-used = Twój limit podpowiedzi w tej grze ({ $limit }) jest już wykorzystany (podpowiedzi i analizy liczą się tak samo).
problem-game-changed = Gra zmieniła się, gdy silnik myślał; myśli od nowa.
problem-new-in-game = Nowe gry zakładaj w lobby, a nie w wątku gry.
problem-bad-from-list = Ruch { $index } z listy from: nie daje się zagrać: { $error }
problem-from-list-ends = Ta lista ruchów już kończy grę ({ $result }); wklej mniej ruchów.
problem-bad-setup = To ustawienie nie jest pozycją wariantu { $variant }: { $error }
problem-setup-required = { $variant } nie ma pozycji początkowej. { $reason }
    Zacznij od własnej pozycji: /new { $id } { $opponents } setup:<state text> (/rules { $id } wyjaśnia, jak ją zapisać).
problem-setup-ends = Ta pozycja jest już rozstrzygnięta ({ $result }); podaj taką, w której zostały ruchy.
problem-what-works = { $command } działa
problem-what-moves = Ruchy wykonuje się
problem-not-in-game-none = { $what } w wątku gry, a nie masz żadnej trwającej gry. Zacznij ją przez /new.
problem-not-in-game = { $what } w wątku gry: { $places }.
problem-not-a-player = Nie grasz w tej grze.
problem-eliminated = Jesteś już poza tą grą; pozostali grają dalej.
problem-not-your-turn = Teraz ruch gracza { $user }.
problem-game-over = Ta gra jest zakończona: { $result }.
problem-bad-move = { $error }
problem-unknown-cell = „{ $cell }” nie jest polem tej planszy.
problem-no-piece-on = Na polu { $cell } nie ma bierki.
problem-not-to-move = Bierka na polu { $cell } należy do strony { $owner }, a na posunięciu są { $turn }.
problem-unknown-piece = { $variant } nie ma bierki „{ $given }”. Bierki: { $pieces }.
problem-piece-needs-variant = Podaj też wariant, np. /piece { $example } skoczek (w wątku gry używany jest wariant tej gry).
problem-draw-already-offered = Remis został już przez ciebie zaproponowany; czekamy na { $waiting }.
problem-aborted = Ta gra została przerwana przez { $user }; nie ma wyniku.
problem-abort-too-late = Za późno na przerwanie: { $moves ->
        [one] rozegrano już { $moves } ruch
        [few] rozegrano już { $moves } ruchy
       *[many] rozegrano już { $moves } ruchów
    }. Grę kończą /resign lub /draw.
problem-nothing-to-take-back = Nie masz ruchu do cofnięcia.
problem-no-takeback = Nikt nie prosił o cofnięcie ruchu; /takeback prosi o cofnięcie twojego ostatniego ruchu.
problem-takeback-asked = Twoja prośba o cofnięcie ruchu już czeka; czekamy na { $waiting }.
problem-takeback-agreed = Twoja zgoda na cofnięcie ruchu już jest; czekamy na { $waiting }.
problem-engine-refuses-takeback = @engine nie cofa ruchów w tej grze, bo podpowiedzi są w niej wyłączone.
problem-no-draw-offer = Nikt nie proponował remisu; /draw go proponuje.
problem-slow-down = Wysyłasz polecenia trochę za szybko; odczekaj { $wait } { $wait ->
        [one] sekundę
        [few] sekundy
       *[many] sekund
    } i spróbuj ponownie.
problem-place-busy = Ten kanał dostaje bardzo dużo poleceń; odczekaj { $wait } { $wait ->
        [one] sekundę
        [few] sekundy
       *[many] sekund
    } i spróbuj ponownie.
problem-too-many-games = Masz już { $max } { $max ->
        [one] grę
        [few] gry
       *[many] gier
    } (trwające lub wyzwania czekające na odpowiedź), czyli najwięcej, ile można; zakończ lub wycofaj którąś, zanim zaczniesz następną. Gry z @engine się nie liczą.
problem-too-many-engine-games = Grasz już { $max } { $max ->
        [one] grę
        [few] gry
       *[many] gier
    } z @engine, czyli najwięcej, ile można; zakończ którąś, zanim zaczniesz następną.
problem-server-full = Ten serwer ma już { $max } { $max ->
        [one] grę
        [few] gry
       *[many] gier
    } w toku lub w oczekiwaniu, czyli najwięcej, ile można; spróbuj ponownie, gdy któreś się skończą. Gry z @engine są zawsze możliwe.
problem-not-started = Gra { $game } się nie zaczęła: wyzwanie czeka na przyjęcie przez { $waiting }.
problem-never-started = Gra { $game } się nie zaczęła: jej wyzwanie odrzucono, wycofano albo wygasło.
problem-challenges-off = { $user } nie przyjmuje teraz wyzwań (/challenges off); poproś o ich włączenie albo zaproponuj otwarte wyzwanie.
problem-already-challenged = Twoje wyzwanie { $game } już czeka na { $user }; /decline { $game } je wycofuje.
problem-too-many-challenges = { $user } ma już { $max } { $max ->
        [one] czekające wyzwanie
        [few] czekające wyzwania
       *[many] czekających wyzwań
    }, czyli najwięcej, ile można; spróbuj ponownie po odpowiedzi.
problem-no-challenge = Żadne wyzwanie tu na ciebie nie czeka, więc { $command } nie ma na co odpowiedzieć; /games pokazuje twoje wyzwania.
problem-which-challenge = Czeka na ciebie kilka wyzwań; wskaż jedno, np. { $command } { $example }:
problem-not-your-challenge = Na wyzwanie { $game } nie możesz odpowiedzieć.
problem-challenge-closed = Wyzwanie { $game } nie jest już otwarte (przyjęte, odrzucone, wycofane albo wygasłe).
problem-private-command = Odpowiedź na { $typed } widzisz tylko ty: użyj polecenia z ukośnikiem { $private_form }. Wpisane tutaj byłoby widoczne dla wszystkich, więc nie zostało wykonane.
problem-role-not-held = Rolę { $role } możesz wskazać jako głosujących tylko wtedy, gdy ją masz (albo możesz zarządzać rolami).
problem-role-not-allowed = Rola { $role } nie może głosować jako strona: @everyone, @here i role zarządzane przez integracje są niedozwolone; wskaż rolę wybraną przez jej członków albo samych członków.
problem-other-side = W tej grze należysz do strony { $theirs } (grasz nią lub na nią głosujesz), więc nie możesz głosować na { $side }.
problem-server-busy = Dla tego serwera powstaje już inny { $what }; spróbuj ponownie za chwilę.
problem-too-long-for = Ta gra ma { $plies } { $plies ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }; { $what } działa dla gier mających najwyżej { $max }.
problem-refused = { $why }
problem-from-list-too-long = Lista from: ma { $moves } { $moves ->
        [one] ruch
        [few] ruchy
       *[many] ruchów
    }; przyjmowanych jest najwyżej { $max }.
problem-engine-busy = Twoja poprzednia podpowiedź lub analiza jest jeszcze liczona; po jednej naraz, proszę.
problem-storage = Przepraszamy, błąd zapisu przerwał to polecenie; nic się nie zmieniło. Spróbuj ponownie.
problem-picker-outdated = To menu jest nieaktualne: pozycja zmieniła się od jego utworzenia, więc nic nie zagrano. Otwórz nowe pod najnowszą planszą.
problem-unloadable = Nie udało się wczytać gry { $game } z bazy. Jej zapis pozostaje nietknięty; przyczynę podaje dziennik bota.
problem-broken-variant = Dane tego wariantu są uszkodzone: { $error }.
problem-internal = Przepraszamy, w Hexcourierze coś poszło nie tak podczas obsługi tej wiadomości.
problem-bad-vote-setting = { $setting }: przyjmuje { $choices }, a nie { $given }.
problem-vote-settings-without-vote-mode = Głosujący, window: i min-votes: dotyczą gier z głosowaniem: dodaj mode:vote.
problem-side-given-twice = Głosujący strony { $side } są podani dwa razy; podaj ich raz.
problem-vote-seats = Ta gra z głosowaniem zostawia przeciwnikom { $free } { $free ->
        [one] miejsce
        [few] miejsca
       *[many] miejsc
    } (@engine, członek serwera lub głosujący jako <side>:<voters>), a podano { $named }.
problem-clock-with-vote = Gry z głosowaniem nie mają zegara ruchów (days:): czas na ruch wyznaczają okna głosowania.
problem-not-a-vote-game = W tej grze nie ma głosujących stron; gracze wykonują ruchy przez /move.
problem-no-vote-open = Głosowanie nie jest otwarte: ruch ma { $to_move }. Następne głosowanie otworzy się po tym ruchu.
problem-not-a-voter = Na ruchy strony { $side } głosują tylko jej głosujący.
problem-tally-for-voters = Tylko głosujący strony { $side } widzą swoje głosy przed zamknięciem okna; wyniki są pokazywane razem z zagranym ruchem.
problem-conflict = W międzyczasie gra się zmieniła (najpierw zagrano coś innego); /board pokazuje ją teraz. Spróbuj ponownie.
problem-already-voted = Twój głos ({ $choice }) w tym oknie jest już oddany; głosów nie można zmieniać.
problem-decided-by-vote = { $side } decyduje głosowaniem: /vote <move>, /vote draw lub /vote resign (/tally pokazuje głosy).

## The permission table.
forbidden-admins-only = Tylko administratorzy serwera mogą używać { $command }.
forbidden-needs-rights = { $command } jest dla administratorów serwera, a wpisany tekst nie pokazuje botowi twoich uprawnień: użyj { $slash }.
forbidden-not-here = Nie ma tu { $name }.
forbidden-visitor = Strony internetowe służą do czytania; polecenia wydaje się na Discordzie.
