### Hexcourier: Taktikaufgaben, auf Deutsch: /puzzle (nur der Fragende sieht die Antworten)
### und die Aufgabe des Tages, die ein Server veröffentlicht.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (etwa `problem-puzzle-unknown-theme`), dem jetzigen und dem vorgeschlagenen Text. Züge,
### Aufgaben-Kennungen, Daten, Uhrzeiten und Befehle bleiben, wie sie sind. Die Referenz ist en/.

## Eine Aufgabe
puzzle-heading = Aufgabe { $id } ({ $variant }, Wertung { $rating }).
puzzle-daily-heading = Aufgabe des Tages, { $date }: { $id } ({ $variant }, Wertung { $rating }).
puzzle-so-far = Bisher: { $moves }
puzzle-to-move = { $side } am Zug: antworte mit /puzzle move <Zug> (/puzzle resign zeigt die Lösung).
puzzle-unrated = Diese Aufgabe hast du schon versucht: Dieser Versuch wird nicht gewertet.
puzzle-caption = Aufgabe { $id }: { $side } am Zug
puzzle-finish-first = Beende zuerst deine offene Aufgabe: /puzzle zeigt sie noch einmal, /puzzle resign gibt sie auf.
puzzle-all-solved = Es ist keine passende Aufgabe mehr übrig: Du hast alle gelöst (/puzzle stats zeigt deine Bilanz).
puzzle-none-open = Du hast keine Aufgabe offen: /puzzle gibt dir eine.
puzzle-gone = Deine Aufgabe ist nicht mehr in der Sammlung: Sie ist geschlossen, ohne Wertung. /puzzle gibt dir eine andere.
puzzle-library-broken = Die Aufgabensammlung lässt sich nicht laden ({ $error }): Sag es dem Betreiber des Bots.

## Antworten
puzzle-right-reply = Richtig: { $move }. { $side } antwortet { $reply }.
puzzle-solved = Richtig: { $move }. Gelöst!
puzzle-wrong = Nicht der Zug: { $move } löst die Aufgabe nicht.
puzzle-resigned = Du hast diese Aufgabe aufgegeben.
puzzle-solution = Die Lösung: { $moves }
puzzle-themes = Motive: { $themes }.
puzzle-rating-change = Deine Aufgabenwertung: { $before } → { $after } ({ $delta }). Serie: { $streak }.
puzzle-rating-unrated = Nicht gewertet (du hattest sie schon versucht). Serie: { $streak }.

## Motive
puzzle-theme-mate = Matt in { $n }
puzzle-theme-fork = Gabel
puzzle-theme-pin = Fesselung
puzzle-theme-skewer = Spieß
puzzle-theme-discovered-attack = Abzugsangriff
puzzle-theme-promotion = Umwandlung
puzzle-theme-en-passant = en passant
puzzle-theme-castling = Rochade
puzzle-theme-drop = Einsetzen

## Ablehnungen von theme: und variant: (die Motivnamen zum Tippen bleiben englisch)
problem-puzzle-unknown-theme = Ein Aufgabenmotiv '{ $given }' gibt es nicht. Motive: { $themes }.
problem-puzzle-no-variant = Für { $variant } gibt es noch keine Aufgaben. Varianten mit Aufgaben: { $variants }.
problem-puzzle-two-player = Aufgaben gibt es nur für Varianten zu zweit, { $variant } wird zu { $players } gespielt. Varianten mit Aufgaben: { $variants }.
problem-puzzle-none-fit = Keine Aufgabe dieser Variante hat dieses Motiv.

## /puzzle stats
puzzle-stats-none = Du hast noch keine Aufgabe versucht: /puzzle gibt dir eine.
puzzle-stats = Deine Aufgabenwertung: { $here } hier, { $overall } insgesamt. { $attempts ->
    [one] 1 Aufgabe versucht
   *[other] { $attempts } Aufgaben versucht
}, { $solved } gelöst; Serie { $streak } (beste { $best }).
puzzle-stats-recent = Letzte Aufgaben: { $puzzles }.
puzzle-stats-solved = ✓ { $id } ({ $variant })
puzzle-stats-failed = ✗ { $id } ({ $variant })
puzzle-stats-open = Offen: { $id } (/puzzle zeigt sie).

## Die Aufgabe des Tages
puzzle-daily-done = Die Aufgabe des Tages ({ $date }) hast du schon versucht; die nächste kommt morgen.
puzzle-daily-set = Die Aufgabe des Tages erscheint jeden Tag um { $at } ({ $tz }) in { $place }; die nächste am { $next }.
puzzle-daily-off = Die Aufgabe des Tages erscheint nicht mehr.
puzzle-daily-not-a-channel = { $place } ist der Ort einer Partie oder eines Turniers, der geschlossen wird: Nenne einen Kanal für die Aufgabe des Tages.
puzzle-daily-post = Aufgabe des Tages, { $date }: { $side } am Zug ({ $variant }). Löse sie mit /puzzle daily: Deine Antworten siehst nur du.
puzzle-daily-page = Im Browser spielen: { $url }
puzzle-daily-solvers = { $n ->
    [one] Die von gestern hat 1 Person gelöst: { $users }.
   *[other] Die von gestern haben { $n } Personen gelöst: { $users }.
}
puzzle-daily-more-solvers = { $n } weitere
puzzle-daily-no-solvers = Die von gestern hat niemand gelöst.
puzzle-daily-caption = Aufgabe des Tages, { $date }: { $side } am Zug

## /help
help-puzzle = /puzzle [theme:<Motiv>] [variant:<Variante>] — eine Aufgabe nur für dich, nahe deiner Aufgabenwertung; /puzzle move <Zug> beantwortet sie, /puzzle resign gibt sie auf, /puzzle stats zeigt deine Bilanz, /puzzle daily ist die Aufgabe des Tages des Servers (Server-Admins veröffentlichen sie: /puzzle daily channel:<Kanal> at:08:00 [timezone:<Zone>] oder off)

## Der Discord-Befehl /puzzle
cmd-puzzle = aufgabe
    .description = Taktikaufgaben: nur für dich, nahe deiner Aufgabenwertung; und die Aufgabe des Tages.
cmd-puzzle-next = nächste
    .description = Eine Aufgabe nahe deiner Wertung, oder die, die du offen hast (nur du siehst sie).
opt-puzzle-next-theme = motiv
    .description = Ein Motiv, z. B. fork, pin, skewer, mate oder mateIn2
opt-puzzle-next-variant = variante
    .description = Eine Variante (tippen zum Suchen)
cmd-puzzle-move = zug
    .description = Beantworte deine Aufgabe mit einem Zug (nur du siehst es).
opt-puzzle-move-move = zug
    .description = Dein Zug, z. B. Qe1-c3
cmd-puzzle-resign = aufgeben
    .description = Gib deine Aufgabe auf und sieh die Lösung.
cmd-puzzle-stats = statistik
    .description = Deine Aufgabenwertung, gelöste Aufgaben, Serie und letzte Aufgaben (nur du siehst es).
cmd-puzzle-daily = tag
    .description = Die heutige Aufgabe dieses Servers, für alle hier gleich (nur du siehst deine Antworten).
cmd-puzzle-daily-setup = tag-einstellen
    .description = Server-Admins: die Aufgabe des Tages täglich zu einer Uhrzeit in einem Kanal, oder aus.
opt-puzzle-daily-setup-channel = kanal
    .description = Der Kanal, in dem sie erscheint
opt-puzzle-daily-setup-at = uhrzeit
    .description = Die Uhrzeit, z. B. 08:00 (Standard 08:00)
opt-puzzle-daily-setup-timezone = zeitzone
    .description = Die Zeitzone dieser Uhrzeit, z. B. Europe/Berlin (Standard: deine, sonst UTC)
opt-puzzle-daily-setup-post = erscheinen
    .description = Ob sie erscheint (leer lassen, damit sie weiter erscheint)
