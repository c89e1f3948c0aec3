### Hexcourier: Zugbenachrichtigungen per Direktnachricht (DM) und Zeitdauern, auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `dm-one`), dem jetzigen und dem vorgeschlagenen Text. Jedes `{ $variable }` bleibt
### erhalten; Orte von Partien (#g12), @Namen und Züge (14. Qe1-c3) bleiben wie sie sind.
### Vorbild ist die Datei in en/.

dm-one = Du bist am Zug in { $game }
dm-many = Du bist am Zug in { $count } Partien:
dm-game = { $place } ({ $variant }): { $what }
dm-game-against = { $place } ({ $variant }, gegen { $opponents }): { $what }
dm-played = { $user } hat { $move } gespielt.
dm-was-played = { $move } wurde gespielt.
dm-started = die Partie hat begonnen.
dm-clock-left = Restzeit auf der Zuguhr: { $left }.
dm-clock-out = Die Zuguhr ist abgelaufen.
dm-clock-stopped = Die Zuguhr steht, solange du im Urlaub bist (Restzeit: { $left }).

dm-reminder-one = Erinnerung: Du bist am Zug in { $game }
dm-reminder = Erinnerung: { $game }
dm-digest = Deine tägliche Übersicht: { $count ->
        [one] { $count } Partie wartet
       *[other] { $count } Partien warten
    } auf deinen Zug.

duration-less-than-a-minute = weniger als eine Minute
duration-minutes = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
duration-hours = { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
duration-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }
duration-days-hours = { $days } und { $hours }

language-show = Die Ankündigungen dieses Servers sind auf { $name }. Server-Admins ändern das mit /hex language; was du privat liest, folgt der Sprache deines Discord.
language-set = Die Ankündigungen dieses Servers sind ab jetzt auf { $name }.
language-zone-set = Die Zeiten dieses Servers werden ab jetzt auf der Konsole und den Webseiten in { $tz } gezeigt (Discord zeigt jedem Leser seine eigene).
language-admin-only = Nur ein Server-Admin kann die Sprache des Servers ändern.

dm-refused-note = Deine Zug-Benachrichtigungen per DM sind aus: Discord hat die Zustellung verweigert (deine Privatsphäre-Einstellungen blockieren vielleicht Direktnachrichten von Mitgliedern dieses Servers). Erlaube sie und schalte die Benachrichtigungen dann mit /notify dm on wieder ein.

## /notation: wie Züge für den Leser geschrieben werden.
notation-show = Züge werden für dich so geschrieben: { $yours }; die Ankündigungen dieses Servers: { $server }. Deine änderst du mit /hexme notation; die des Servers ändern Server-Admins mit /hex notation.
notation-set = Züge werden für dich ab jetzt so geschrieben: { $name }.
notation-server-set = Die Ankündigungen dieses Servers schreiben Züge ab jetzt so: { $name }.
notation-admin-only = Nur ein Server-Admin kann ändern, wie die Ankündigungen des Servers Züge schreiben.
notation-name-letters = die Buchstaben deiner Sprache
notation-name-figurines = Figurinen
notation-name-english = englische Buchstaben
notation-word-letters = Buchstaben
notation-word-figurines = Figurinen
notation-word-english = englisch
