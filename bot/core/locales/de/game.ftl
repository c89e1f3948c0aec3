### Hexcourier: die Texte einer Partie (Züge, Ergebnisse, Uhren, Remis, Zugrücknahmen,
### Tipps, Abstimmungen, Herausforderungen), auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (zum Beispiel `result-wins`), dem Text, wie er ist, und deinem Vorschlag. Behalte jedes
### `{ $variable }`; Orte von Partien (#g12), @Namen, Züge (14. Qe1-c3), Befehle (/vote) und
### Ergebnisse (1-0, +1.40) bleiben, wie sie sind. Vorlage ist die Datei in en/.

result-checkmate = Schachmatt
result-stalemate = Patt
result-repetition = Stellungswiederholung
result-move-rule = { $n }-Züge-Regel
result-resignation = Aufgabe
result-agreement = Einigung
result-timeout = Zeitüberschreitung
result-royal-captured = { $royal } geschlagen
result-aborted = Abgebrochen — kein Ergebnis
result-army-captured = Ganze Armee geschlagen
result-no-moves = Kein legaler Zug
result-insufficient-material = Ungenügendes Material
result-adjudicated = Abgeschätzt
result-draw = { $headline } — Remis { $result }
result-wins = { $headline } — { $side } gewinnt { $result }
result-scores-one = { $headline } — { $side } erhält { $score }
result-scores = { $headline } — Punkte: { $scores }
result-places = Plätze: { $places }.
result-no-more-moves = keine Züge mehr
result-no-legal-move = es gibt keinen legalen Zug
ordinal = { $n }.

count-votes = { $n ->
        [one] { $n } Stimme
       *[other] { $n } Stimmen
    }
count-moves = { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    }
count-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }

status-to-move = { $side } ({ $user }) am Zug
status-aborted = Abgebrochen von { $user }: kein Ergebnis, niemand ist am Zug.
board-after = nach { $moved }
board-start = Anfang

late-move = Zu spät: Die Zuguhr ist vor diesem Zug abgelaufen, er wird nicht gespielt.
late-action = Zu spät: Die Zuguhr ist vorher abgelaufen.
play-eliminated = { $side } ({ $user }) scheidet aus.
play-declines-draw = { $user } lehnt das Remisangebot mit einem Zug ab.
play-takeback-lapses = Dieser Zug hebt die Bitte um Zugrücknahme auf.

clock-timeout = { $who } hat die Zeit überschritten.
clock-auto-vacation = Die Uhr von { $user } lief gleich ab, darum beginnt der Urlaub (nach der Rückkehr bleiben { $left }).
clock-reminder = Erinnerung: { $who } am Zug; { $left } bleiben auf der Uhr.
clock-final-warning = Letzte Warnung: { $who } am Zug; { $left } bleiben, dann ist die Partie auf Zeit verloren.
clock-per-move = { $days } pro Zug
clock-bank = { $days } Zeitkonto, { $added } mehr pro Zug, höchstens { $most }

resign-line = { $user } gibt auf.
draw-offers = { $user } bietet Remis an.
draw-offers-ask = { $user } bietet Remis an. { $waiting }: /draw nimmt an, ein Zug lehnt ab.
draw-accepts = { $user } nimmt das Remis an.
draw-accepts-offer = { $user } nimmt das Remisangebot an; es fehlt noch: { $waiting }.
draw-declines = { $user } lehnt das Remis ab; die Partie geht weiter.
draw-withdraws = { $user } zieht das Remisangebot zurück.
engine-declines-draw = { $user } lehnt das Remis ab: Es hält seine Stellung für besser.
engine-declines-draw-score = { $user } lehnt das Remis ab: Es hält seine Stellung für besser ({ $score }).
takeback-asks = { $user } bittet, { $moves } zurückzunehmen. { $waiting }: /takeback stimmt zu, /takeback decline lehnt ab.
takeback-agrees = { $user } stimmt der Zugrücknahme zu; es fehlt noch: { $waiting }.
takeback-declines = { $user } lehnt die Zugrücknahme ab; die Partie geht weiter.
takeback-withdraws = { $user } zieht die Bitte um Zugrücknahme zurück.
takeback-engine-agrees = { $user } nimmt { $moves } zurück (@engine stimmt zu, da Tipps erlaubt sind).
takeback-accepts = { $user } stimmt der Zugrücknahme zu: { $moves } zurückgenommen.
abort-by-player = { $user } bricht die Partie ab; sie hat kein Ergebnis.
abort-by-admin = { $user } (Server-Admin) bricht die Partie ab; sie hat kein Ergebnis.

hint-best = Tipp für { $side }: { $best }
hint-line = Variante: { $line } (Tiefe { $depth }, { $nodes } Knoten)
analysis-head = Analyse, { $side } am Zug: { $verdict }.
hints-left = Verbleibende Tipps für { $user }: { $left } von { $limit }.
verdict-equal = Etwa ausgeglichen, { $score }
verdict-two = { $side }: { $how }, { $score }
verdict-many = { $side }: { $how } gegenüber den anderen, { $score } für { $side }
eval-winning-mate = gewinnt (erzwungenes Matt)
eval-lost-mate = verloren (erzwungenes Matt)
eval-winning = gewinnt
eval-clearly-better = klar besser
eval-slightly-better = leicht besser
eval-about-equal = etwa ausgeglichen
eval-slightly-worse = leicht schlechter
eval-clearly-worse = klar schlechter
eval-losing = verliert
hints-off = Tipps: aus.
hints-no-limit = an, ohne Grenze
hints-per-player = { $n ->
        [one] { $n } Tipp
       *[other] { $n } Tipps
    } pro Spieler
hints-spectators = auch Zuschauer dürfen fragen
hints-players-only = nur die Spieler
hints-rule = Tipps: { $many }; { $who } (/hint, /analyse).

voters-team = das Team { $names }
voters-role = die Rolle { $name }
voters-channel = alle im Kanal
vote-rules-side = { $side } stimmt ab: { $voters }
vote-rules =
    Abstimmungspartie. { $sides }.
    Fenster von { $length }, mindestens { $min } je Fenster; der Zug mit den meisten Stimmen wird gespielt, wenn ein Fenster schließt (bei Gleichstand wählt die Engine unter ihnen). Ein Remis braucht mehr als die Hälfte der Stimmen eines Fensters, eine Aufgabe mehr als 60 %. Ohne genug Stimmen wird ein Fenster einmal verlängert, danach verliert die Seite kampflos.
window-open = Abstimmung über den Zug von { $side } ({ $voters }): /vote <Zug>, /vote draw oder /vote resign; eine Stimme pro Person, endgültig. Das Fenster schließt am { $closes } ({ $length }); es braucht mindestens { $min }.
vote-confirm = Du stimmst für { $choice } für { $side } (bisher { $so_far }). Die Stimmen bleiben geheim, bis das Fenster schließt.
vote-in = Eine Stimme für { $side } ist eingegangen (bisher { $so_far }).
tally-head = Stimmen zum Zug von { $side }: { $votes } von mindestens { $min }; das Fenster schließt am { $closes } (in { $left }).
tally-head-extended = Stimmen zum Zug von { $side }: { $votes } von mindestens { $min }; das Fenster schließt am { $closes } (in { $left }), einmal verlängert.
tally-none = Noch keine Stimmen.
tally-no-votes = keine Stimmen
tally-draw = Remis { $n }
tally-resign = Aufgabe { $n }
vote-resign = Die Abstimmenden von { $side } geben auf ({ $tally }).
vote-accept-draw = Die Abstimmenden von { $side } nehmen das Remis an ({ $tally }).
vote-offer-draw = Die Abstimmenden von { $side } bieten Remis an ({ $tally }).
vote-declines-draw = Die Abstimmenden von { $side } lehnen das Remisangebot mit einem Zug ab.
vote-short = { $tally }, mindestens { $min } nötig
vote-no-move = { $tally }, keine für einen Zug
vote-extended = Nicht genug Stimmen zum Zug von { $side } ({ $got }): Das Fenster wird einmal verlängert, bis { $until }.
vote-forfeit = Immer noch nicht genug Stimmen zum Zug von { $side } ({ $got }): { $side } verliert kampflos.
vote-moved = { $played } — Abstimmung von { $side } ({ $tally }).
vote-moved-tied = { $played } — Abstimmung von { $side } ({ $tally }; gleichauf mit { $tied }, die Engine bevorzugt diesen Zug).

new-game-line = Neue Partie { $place }: { $variant }, { $players }.
new-game-set-up = Begonnen aus der aufgebauten Stellung { $position }
new-game-after = Begonnen nach { $moves }: { $list }
new-game-engine = @engine spielt auf Stufe { $level }: { $about }.
new-game-not-rated = Diese Partie wird nicht gewertet: Tipps sind erlaubt.
new-game-clock = Uhr: { $terms }; Erinnerungen zur Halbzeit und { $notice } vor dem Ende, dann ist die Partie auf Zeit verloren.
new-game-how-move = Schreib deine Züge hier, etwa { $example }; /moves listet die legalen, /help die Befehle.
new-game-how-vote = Stimm hier mit /vote <Zug> ab, etwa /vote { $example }; /moves listet die legalen Züge, /help die Befehle.
engine-level-1 = Anfänger: schaut einen Zug voraus und patzt oft
engine-level-2 = Neuling: einen Zug voraus, gelegentliche Patzer
engine-level-3 = Gelegenheitsspieler: zwei Halbzüge voraus, mit etwas Zufall
engine-level-4 = Verein: drei Halbzüge voraus, kleine Ungenauigkeiten
engine-level-5 = Starker Verein: vier Halbzüge voraus, fast genau
engine-level-6 = Experte: fünf Halbzüge voraus, ohne Zufall
engine-level-7 = Meister: eine Sekunde volle Suche
engine-level-8 = Volle Stärke: zwei Sekunden volle Suche

challenge-term-hints = Tipps erlaubt (nicht gewertet)
challenge-term-position = aus einer gegebenen Stellung (nicht gewertet)
challenge-term-vote = eine Seite stimmt über ihre Züge ab
challenge-open = { $by } stellt eine offene Herausforderung { $id }: { $variant }, { $players }{ $terms }.
challenge-named = { $by } fordert { $named } zu { $variant } heraus ({ $id }): { $players }{ $terms }.
challenge-named-open = { $by } fordert { $named } und alle anderen zu { $variant } heraus ({ $id }): { $players }{ $terms }.
challenge-open-how = Alle können sie bis { $until } mit /accept { $id } annehmen.
challenge-named-how = { $named }: /accept oder /decline bis { $until }.
challenge-named-open-how = { $named }: /accept oder /decline; der freie Platz geht an die Person, die zuerst /accept { $id } sendet; bis { $until }.
challenge-line-mine = { $id } { $variant }: deine Herausforderung, wartet auf { $waiting } bis { $until }
challenge-line-theirs = { $id } { $variant } von { $by }: du würdest { $side } spielen; /accept { $id } oder /decline { $id } bis { $until }
challenge-accepted-waiting = { $user } nimmt die Herausforderung { $id } an; sie wartet noch auf { $waiting }.
challenge-withdrawn = { $user } zieht die Herausforderung { $id } zurück.
challenge-declined = { $user } lehnt die Herausforderung { $id } von { $by } ab.
challenge-lapsed = Die Herausforderung { $id } von @{ $by } ist verfallen: { $waiting } hat nicht rechtzeitig angenommen.
challenges-are-off = Herausforderungen sind aus: Niemand kann dich herausfordern (offene Herausforderungen und Partien gegen @engine kannst du weiter starten und annehmen). /challenges on erlaubt sie wieder.
challenges-are-on = Herausforderungen sind an: Andere können dich herausfordern, und eine Partie beginnt erst, wenn du annimmst. /challenges off lehnt alle ab.
challenges-set-on = Herausforderungen sind an: Andere können dich wieder herausfordern; eine Partie beginnt erst, wenn du annimmst.
challenges-set-off = Herausforderungen sind aus: Jede Herausforderung, die dich nennt, wird abgelehnt. Wartende Herausforderungen bleiben, bis du antwortest oder sie verfallen.

notify-dm-on = Zugbenachrichtigungen per DM sind an: Wenn du in einer Partie am Zug bist, schicke ich dir eine Direktnachricht mit dem letzten Zug und einem Link zur Partie (Partien, in denen du innerhalb einer Minute an den Zug kommst, teilen sich eine). Wenn deine Privatsphäre-Einstellungen DMs von Mitgliedern dieses Servers ablehnen, werden sie wieder ausgeschaltet, und /games sagt es dir.
notify-dm-off = Zugbenachrichtigungen per DM sind aus: Die Erwähnung im Thread jeder Partie sagt dir, dass du am Zug bist.
notify-status-daily = Zugbenachrichtigungen per DM: eine Zusammenfassung am Tag um { $at } ({ $tz }) mit jeder Partie, die auf deinen Zug wartet. /notify dm on schickt stattdessen eine pro Zug, /notify dm off keine.
notify-status-on = Zugbenachrichtigungen per DM sind an: Wenn du am Zug bist, schicke ich dir eine Direktnachricht (Partien, in denen du innerhalb einer Minute an den Zug kommst, teilen sich eine). /notify dm off schaltet sie aus.
notify-status-off = Zugbenachrichtigungen per DM sind aus: Die Erwähnung im Thread jeder Partie sagt dir, dass du am Zug bist. /notify dm on fügt eine Direktnachricht hinzu.
notify-status-zone = Deine Zeitzone: { $tz }.
notify-daily = Zugbenachrichtigungen per DM: eine Zusammenfassung am Tag um { $at } ({ $tz }) mit jeder Partie, die auf deinen Zug wartet, statt einer Nachricht pro Zug; die erste in { $first }.
notify-daily-zone-tip = /notify timezone Europe/Berlin (der Name deiner Zone) stellt sie auf deine Ortszeit.
notify-remind-off = Keine Erinnerungen per DM; der Thread jeder Partie erinnert dich weiterhin zur Halbzeit und kurz vor dem Ende.
notify-remind = Erinnerungen per DM: { $list } bevor eine Uhr bei deinem Zug abläuft (/notify remind off beendet sie).
notify-unknown-zone = Die Zeitzone { $zone } kenne ich nicht: Gib ihren Namen wie in der Zeitzonen-Datenbank an, etwa Europe/Warsaw, Europe/Budapest oder America/New_York.
notify-zone-daily = Deine Zeitzone ist { $tz }: Deine tägliche Zusammenfassung kommt dort um { $at }.
notify-zone = Deine Zeitzone ist { $tz }.

web-admins-only = Nur ein Server-Admin kann ändern, was der Server im Web zeigt.
web-server-on = Die Serverseiten sind an: die Rangliste unter { $base }/s/{ $slug }/leaderboard, beendete Partien unter { $base }/s/{ $slug }/games.
web-server-on-no-address = Die Serverseiten sind an, unter /s/{ $slug }/leaderboard und /s/{ $slug }/games (die Webadresse des Bots, web.public_url, ist nicht gesetzt).
web-server-off = Die Serverseiten sind aus (/web on zeigt die Ranglisten und beendeten Partien im Web).
web-games-on = Die Partieseiten sind an: Die Seite jeder Partie ist an ihrem Ort verlinkt (/web games off blendet sie aus).
web-games-off = Die Partieseiten sind aus (/web games on bringt sie zurück).

review-head = Rückblick ({ $n } Stellungen von der Engine durchsucht):
review-side = { $side }: { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } grober Fehler
       *[other] { $blunders } grobe Fehler
    }; durchschnittlicher Verlust { $loss } pro Zug.
review-clean = Kein Zug hat einen halben Bauern oder mehr verloren: eine saubere Partie.
review-key-moments = Schlüsselmomente (Bewertung aus Sicht von { $side }):
review-better = ; besser { $best }

question-draw = Antworte auf das Remisangebot:
question-takeback = Antworte auf die Bitte um Zugrücknahme:
question-challenge = Antworte auf die Herausforderung { $game }:
button-accept = Annehmen
button-decline = Ablehnen

new-opponent-bot = { $name } ist ein Bot; fordere ein Mitglied heraus oder lass den Gegner weg und wähle eine Stufe, um gegen die Engine zu spielen.
new-third-bot = { $name } ist ein Bot; nenne ein Mitglied als dritten Spieler.
new-clock-both = Gib days_per_move oder time_bank an, nicht beides.

pick-promotes = wandelt um in { $piece }
pick-castles = Rochade
pick-en-passant = en passant
pick-drags = zieht dann die Figur auf { $cell } mit vom Brett
pick-relocates = versetzt, was auf { $cell } steht, nach { $to }

discord-no-thread = Hexcourier konnte hier keinen Thread für { $place } öffnen ({ $why }), darum wird die Partie in diesem Kanal gespielt.
discord-refused = abgelehnt
discord-error-code = Discord-Fehler { $code }

user-voters = Abstimmende

game-page = Seite der Partie: { $url }
picture-failed = (Das Bild konnte nicht gezeichnet werden: { $error }.) { $caption }
replay-failed = (Die Wiederholung konnte nicht gezeichnet werden: { $error }.)
