### Hexcourier: Ablehnungen (warum eine Nachricht nicht ausgeführt werden konnte), auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `problem-not-your-turn`), dem jetzigen und dem vorgeschlagenen Text. Jedes
### `{ $variable }` bleibt erhalten; Befehlsnamen (/new, /board) und die Zugnotation bleiben
### wie sie sind. Vorbild ist die Datei in en/.

problem-too-long = Diese Nachricht ist zu lang ({ $chars } Zeichen; erlaubt sind { $limit }).
problem-command-missing = Schreib nach dem / einen Befehlsnamen, z. B. /help.
problem-unknown-command = Unbekannter Befehl /{ $given }. /help listet die Befehle auf.
problem-unknown-command-suggestion = Unbekannter Befehl /{ $given }. Meintest du /{ $suggestion }? /help listet die Befehle auf.
problem-usage = Verwendung: { $usage }
problem-unexpected-word = „{ $word }“ verstehe ich hier nicht. Verwendung: { $usage }
problem-unknown-variant = Unbekannte Variante „{ $given }“. /variants listet alle auf.
problem-unknown-variant-suggestions = Unbekannte Variante „{ $given }“. Meintest du { $suggestions }? /variants listet alle auf.
problem-unknown-side = Unbekannte Seite „{ $given }“: wähle { $sides }.
problem-player-count-none = Nenne { $want ->
        [one] deinen Gegner
       *[other] deine Gegner
    }: { $variant } ist für { $players } Spieler, z. B. { $examples }.
problem-player-count = { $variant } ist für { $players } Spieler: nenne { $want } Gegner, nicht { $named }.
problem-not-a-user = „{ $given }“ ist kein Spieler; nenne einen Benutzer, z. B. @bob.
problem-self-challenge = Du kannst nicht gegen dich selbst spielen; nenne einen anderen Benutzer.
problem-duplicate-player = { $user } ist doppelt genannt.
problem-bad-level = Die Stufe der Engine ist eine Zahl von 1 (Anfänger) bis 8 (volle Stärke), nicht „{ $given }“.
problem-bad-setting = { $setting }: erlaubt { $choices }, nicht „{ $given }“.
problem-too-many-reminders = Höchstens { $max } Erinnerungszeiten: du hast { $given } angegeben. Zum Beispiel /notify remind 24h 1h.
problem-bad-reminder-time = „{ $given }“ ist keine Erinnerungszeit: gib eine Zeit von 1 Minute bis 30 Tage an, z. B. 24h, 90m oder 2d.
problem-level-without-engine = level: stellt die Stärke der Engine ein: nenne @engine als Gegner, um es zu nutzen.
problem-engine-cannot-type = @engine ist der Computergegner; für ihn spielt nur Hexcourier.
problem-hints-off = Tipps sind in dieser Partie aus (so hat es der Ersteller beim Start gewählt).
problem-spectator-hints-off = Solange diese Partie läuft, dürfen nur die Spieler um Tipps bitten.
problem-review-before-end = Die Analyse gibt es nach dem Ende der Partie (solange sie läuft, nutze /hint oder /analyse, wenn Tipps an sind).
problem-review-two-players-only = Analysen gibt es nur für Partien zu zweit.
problem-hints-used = Du hast { $limit ->
        [one] deinen einzigen Tipp
       *[other] deine { $limit } Tipps
    } für diese Partie verbraucht (Tipps und Analysen zählen gleich).
problem-game-changed = Die Partie hat sich geändert, während die Engine nachdachte; sie denkt neu nach.
problem-new-in-game = Starte neue Partien in der Lobby, nicht im Thread einer Partie.
problem-bad-from-list = Zug { $index } der from:-Liste ist nicht spielbar: { $error }
problem-from-list-ends = Diese Zugliste beendet die Partie schon ({ $result }); füge weniger Züge ein.
problem-bad-setup = Diese Aufstellung ist keine Stellung von { $variant }: { $error }
problem-setup-required = { $variant } hat keine Anfangsstellung. { $reason }
    Starte sie aus einer eigenen Stellung: /new { $id } { $opponents } setup:<state text> (/rules { $id } erklärt, wie man sie schreibt).
problem-setup-ends = Diese Stellung ist schon entschieden ({ $result }); gib eine Stellung mit verbleibenden Zügen an.
problem-what-works = { $command } funktioniert nur
problem-what-moves = Züge gehen nur
problem-not-in-game-none = { $what } im Thread einer Partie, und du hast keine laufende Partie. Starte eine mit /new.
problem-not-in-game = { $what } im Thread einer Partie: { $places }.
problem-not-a-player = Du spielst in dieser Partie nicht mit.
problem-eliminated = Du bist aus dieser Partie ausgeschieden; die anderen spielen weiter.
problem-not-your-turn = { $user } ist am Zug.
problem-game-over = Diese Partie ist vorbei: { $result }.
problem-bad-move = { $error }
problem-unknown-cell = „{ $cell }“ ist kein Feld dieses Bretts.
problem-no-piece-on = Auf { $cell } steht keine Figur.
problem-not-to-move = Die Figur auf { $cell } gehört { $owner }, und { $turn } ist am Zug.
problem-unknown-piece = { $variant } hat keine Figur „{ $given }“. Ihre Figuren: { $pieces }.
problem-piece-needs-variant = Nenne auch die Variante, z. B. /piece { $example } springer (im Thread einer Partie gilt deren Variante).
problem-draw-already-offered = Du hast schon Remis angeboten; es fehlt noch: { $waiting }.
problem-aborted = Diese Partie wurde von { $user } abgebrochen; sie hat kein Ergebnis.
problem-abort-too-late = Zu spät zum Abbrechen: { $moves ->
        [one] { $moves } Zug wurde
       *[other] { $moves } Züge wurden
    } schon gespielt. /resign oder /draw beenden die Partie.
problem-nothing-to-take-back = Du hast keinen Zug, den du zurücknehmen könntest.
problem-no-takeback = Niemand hat um eine Zugrücknahme gebeten; /takeback bittet darum, deinen letzten Zug zurückzunehmen.
problem-takeback-asked = Du hast schon um die Zugrücknahme gebeten; es fehlt noch: { $waiting }.
problem-takeback-agreed = Du hast der Zugrücknahme schon zugestimmt; es fehlt noch: { $waiting }.
problem-engine-refuses-takeback = @engine nimmt in dieser Partie keine Züge zurück, da Tipps in ihr aus sind.
problem-no-draw-offer = Niemand hat Remis angeboten; /draw bietet es an.
problem-slow-down = Du schickst Befehle etwas zu schnell; bitte warte { $wait ->
        [one] { $wait } Sekunde
       *[other] { $wait } Sekunden
    } und versuch es dann noch einmal.
problem-place-busy = Dieser Kanal bekommt gerade sehr viele Befehle; bitte warte { $wait ->
        [one] { $wait } Sekunde
       *[other] { $wait } Sekunden
    } und versuch es dann noch einmal.
problem-too-many-games = Du hast schon { $max ->
        [one] { $max } Partie
       *[other] { $max } Partien
    } (laufend, oder Herausforderungen, die auf Antwort warten), das erlaubte Maximum; beende oder ziehe eine zurück, bevor du eine neue beginnst. Partien gegen @engine zählen nicht.
problem-too-many-engine-games = Du spielst schon { $max ->
        [one] { $max } Partie
       *[other] { $max } Partien
    } gegen @engine, das erlaubte Maximum; beende eine, bevor du eine neue beginnst.
problem-server-full = Auf diesem Server { $max ->
        [one] läuft oder wartet schon { $max } Partie
       *[other] laufen oder warten schon { $max } Partien
    }, das erlaubte Maximum; versuch es wieder, wenn einige beendet sind. Partien gegen @engine gehen immer.
problem-not-started = Die Partie { $game } hat nicht begonnen: die Herausforderung wartet auf die Annahme durch { $waiting }.
problem-never-started = Die Partie { $game } hat nie begonnen: ihre Herausforderung wurde abgelehnt, zurückgezogen oder ist abgelaufen.
problem-challenges-off = { $user } nimmt gerade keine Herausforderungen an (/challenges off); bitte darum, sie einzuschalten, oder biete eine offene Herausforderung an.
problem-already-challenged = Deine Herausforderung { $game } wartet schon auf { $user }; /decline { $game } zieht sie zurück.
problem-too-many-challenges = Auf { $user } { $max ->
        [one] wartet schon { $max } Herausforderung
       *[other] warten schon { $max } Herausforderungen
    }, das erlaubte Maximum; versuch es wieder, wenn geantwortet wurde.
problem-no-challenge = Hier wartet keine Herausforderung auf dich, also hat { $command } nichts zu beantworten; /games listet deine Herausforderungen.
problem-which-challenge = Mehrere Herausforderungen warten auf dich; nenne eine, z. B. { $command } { $example }:
problem-not-your-challenge = Auf die Herausforderung { $game } kannst du nicht antworten.
problem-challenge-closed = Die Herausforderung { $game } ist nicht mehr offen (angenommen, abgelehnt, zurückgezogen oder abgelaufen).
problem-private-command = Die Antwort auf { $typed } siehst nur du: nutze den Slash-Befehl { $private_form }. Hier getippt, sähen sie alle, daher wurde er nicht ausgeführt.
problem-role-not-held = Die Rolle { $role } kannst du nur als Abstimmende nennen, wenn du sie hast (oder Rollen verwalten darfst).
problem-role-not-allowed = Die Rolle { $role } kann nicht als Seite abstimmen: @everyone, @here und von Integrationen verwaltete Rollen sind nicht erlaubt; nenne eine Rolle, die ihre Mitglieder gewählt haben, oder die Mitglieder selbst.
problem-other-side = Du gehörst in dieser Partie zur Seite { $theirs } (du spielst sie oder hast für sie abgestimmt), daher kannst du nicht für { $side } abstimmen.
problem-server-busy = Für diesen Server wird schon ein anderes { $what } erstellt; versuch es gleich noch einmal.
problem-too-long-for = Diese Partie hat { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }; { $what } funktioniert für Partien mit höchstens { $max }.
problem-refused = { $why }
problem-from-list-too-long = Die from:-Liste hat { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; höchstens { $max } werden angenommen.
problem-engine-busy = Dein vorheriger Tipp oder deine Analyse wird noch berechnet; bitte eins nach dem anderen.
problem-storage = Leider hat ein Speicherfehler das verhindert; nichts wurde geändert. Bitte versuch es noch einmal.
problem-picker-outdated = Dieses Menü ist veraltet: die Stellung hat sich geändert, seit es erstellt wurde, daher wurde nichts gespielt. Öffne ein neues unter dem neuesten Brett.
problem-unloadable = Die Partie { $game } konnte nicht aus dem Speicher geladen werden. Ihr Eintrag bleibt unangetastet; das Protokoll des Bots nennt den Grund.
problem-broken-variant = Die Daten dieser Variante sind fehlerhaft: { $error }.
problem-internal = Leider ist in Hexcourier beim Bearbeiten dieser Nachricht etwas schiefgegangen.
problem-bad-vote-setting = { $setting }: erlaubt { $choices }, nicht { $given }.
problem-vote-settings-without-vote-mode = Abstimmende, window: und min-votes: gehören zu Abstimmungspartien: füge mode:vote hinzu.
problem-side-given-twice = Die Abstimmenden von { $side } sind doppelt angegeben; gib sie einmal an.
problem-vote-seats = Diese Abstimmungspartie lässt { $free ->
        [one] { $free } Platz
       *[other] { $free } Plätze
    } für Gegner frei (@engine, ein Mitglied oder Abstimmende als <side>:<voters>), aber { $named ->
        [one] { $named } ist
       *[other] { $named } sind
    } genannt.
problem-clock-with-vote = Abstimmungspartien haben keine Zuguhr (days:): ihre Abstimmungsfenster bestimmen die Zeit der Züge.
problem-not-a-vote-game = Diese Partie hat keine abstimmenden Seiten; die Spieler ziehen mit /move.
problem-no-vote-open = Keine Abstimmung ist offen: { $to_move } ist am Zug. Die nächste Abstimmung öffnet nach diesem Zug.
problem-not-a-voter = Nur die Abstimmenden von { $side } stimmen über ihre Züge ab.
problem-tally-for-voters = Nur die Abstimmenden von { $side } sehen ihre Stimmen, bevor das Fenster schließt; die Zahlen erscheinen mit dem gespielten Zug.
problem-conflict = Die Partie hat sich inzwischen geändert (etwas anderes wurde zuerst gespielt); /board zeigt sie jetzt. Bitte versuch es noch einmal.
problem-already-voted = Du hast in diesem Fenster schon abgestimmt ({ $choice }); Stimmen können nicht geändert werden.
problem-decided-by-vote = { $side } entscheidet per Abstimmung: /vote <move>, /vote draw oder /vote resign (/tally zeigt die Stimmen).

## The permission table.
forbidden-admins-only = Nur Server-Admins dürfen { $command } verwenden.
forbidden-needs-rights = { $command } ist für Server-Admins, und getippter Text zeigt dem Bot deine Rechte nicht: nutze { $slash }.
forbidden-not-here = Hier gibt es kein { $name }.
forbidden-visitor = Webseiten sind zum Lesen da; Befehle gibt man auf Discord.
