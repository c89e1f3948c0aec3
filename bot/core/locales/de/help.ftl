### Hexcourier: /help und die Wörter um die Syntax der Verwendungszeilen, auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (etwa `help-board`), dem jetzigen und dem vorgeschlagenen Text. Befehle, Optionen und ihre
### Werte (/new, side:black, on|off) bleiben, wie sie sind: So werden sie getippt; was für
### einen Wert steht (<Variante>, @Gegner), ist auf Deutsch.
### Die Referenz ist en/.

## /help
help-new-usage = /new <Variante> @Gegner|@engine [level:<1-8>] [side:<Seite>] [hints:off|on|<n>] [spectator-hints:on|off] [days:<1-30>] [mode:vote team:<Abstimmende> <Seite>:<Abstimmende> window:<2h> min-votes:<n>] [setup:<Stellungstext>] [from:<Züge>]
help-heading = Hexcourier-Befehle:
help-new = { $usage } — starte eine Partie, z. B. /new { $example } @bob side:black oder /new { $example } @engine level:3
help-new-setup-more = setup: und from: kommen zuletzt: setup:<Stellungstext> beginnt mit dieser Stellung (der Text reicht bis from: oder zum Zeilenende), die Züge nach from: werden danach gespielt; Varianten für drei Spieler brauchen zwei Gegner, z. B. /new wellisch @bob @carol
help-new-days-more = days:<1-30> gibt jedem Zug eine Uhr: eine Erinnerung zur Halbzeit, eine letzte Warnung, dann ist die Partie auf Zeit verloren
help-new-bank-more = days:3+1 ist stattdessen eine Zeitbank: 3 Tage zu Beginn, 1 mehr nach jedem Zug, nie mehr als die anfänglichen 3; mit days:3+1/5 wächst sie bis 5 (die Obergrenze höchstens 60)
help-move = <Zug> oder /move <Zug> — im Ort einer Partie, z. B. Sd1-f4, f5-f6, e5xf6, f10-f11=D
help-drop = /drop <Figur> <Feld> — setze eine Figur aus deiner Hand aufs Brett (Varianten mit Einsetzen), z. B. /drop Wing f4; auch als W*f4
help-vote-mode-more = mode:vote lässt Seiten über ihre Züge abstimmen: team:<Wähler> für deine Seite (Standard: alle im Kanal), <Seite>:<Wähler> für eine andere, gegen @engine oder ein anderes Team; Wähler sind channel, eine Rolle (@&Name) oder Mitglieder (@alice,@bob); window:<30m|2h|1d> (Standard 12h) und min-votes:<n> (Standard 1), z. B. /new glinski @engine mode:vote team:@alice,@bob,@carol window:2h min-votes:2
help-vote = /vote <Zug>|draw|resign — in einer Abstimmungspartie die Stimme für deine Seite: eine pro Mitglied, endgültig; der meistgewählte Zug wird gespielt, wenn die Abstimmung schließt (bei Gleichstand wählt die Engine); ein Remis braucht mehr als die Hälfte der Stimmen, Aufgeben mehr als 60 %
help-tally = /tally — die bisher abgegebenen Stimmen der offenen Abstimmung
help-board = /board — Stellung und Züge der Partie
help-moves = /moves [Feld] — legale Züge der Figur auf einem Feld oder alle, z. B. /moves d1
help-resign = /resign — die Partie aufgeben
help-draw = /draw [accept|decline] — ein Remis anbieten oder auf das Angebot antworten
help-takeback = /takeback [accept|decline] — bitte darum, deinen letzten Zug zurückzunehmen (und die Antwort darauf, falls es eine gibt); die anderen Spieler nehmen mit /takeback an; jeder Zug hebt die Bitte auf; gegen die Engine erlaubt, wenn Hinweise es sind
help-abort = /abort — die Partie ohne Ergebnis beenden, solange weniger als 2 Züge gespielt sind
help-hint = /hint — der beste Zug der Engine, Bewertung und Variante (wenn die Partie Hinweise erlaubt)
help-analyse = /analyse (oder /eval) — die Bewertung und die drei besten Züge der Engine
help-review = /review — nach der Partie: die Liste der Ungenauigkeiten, Fehler und Patzer laut Engine
help-challenge-more = eine Partie gegen Menschen beginnt, wenn sie annehmen: /new glinski @bob fordert @bob heraus; /new glinski allein ist eine offene Herausforderung, die jeder annehmen kann
help-accept = /accept [Herausforderung] — eine Herausforderung annehmen (ohne Argument die, die auf dich wartet), z. B. /accept g12
help-decline = /decline [Herausforderung] — eine Herausforderung ablehnen oder deine eigene zurückziehen
help-challenges = /challenges on|off — ob andere dich herausfordern dürfen
help-games = /games — deine Partien, zuerst die, die auf dich warten, und deine Herausforderungen
help-notify = /notify dm on|off — zusätzlich eine Direktnachricht, wenn du am Zug bist (Partien, in denen du innerhalb einer Minute dran bist, teilen sich eine)
help-variants = /variants — die Varianten, die du spielen kannst; die mit „braucht setup:“ beginnen nur mit einer setup:-Stellung
help-gif = /gif — eine animierte Wiedergabe der Partie dieses Orts, für deine Seite gedreht
help-web = /web [on|off] — Server-Admins: die Bestenlisten und beendeten Partien des Servers im Web; /web games on|off — ob seine Partien Seiten haben (standardmäßig an)
help-export = /export — die Partie dieses Orts als Datei (PGN-ähnlich: hexcourier replay und /new ... from: lesen sie)
help-leaderboard = /leaderboard [Variante] — die besten Spieler dieses Servers in einer Variante (gewertete Partien: nur Menschen, ein Ergebnis nach je zwei Zügen)
help-profile = /profile [@Nutzer] — Wertungen je Variante, gewonnene, remisierte und verlorene Partien, Serie, letzte Partien
help-rules = /rules <Variante> — wie eine Variante gespielt wird, z. B. /rules { $example }
help-piece = /piece <Variante> <Figur> — wie eine Figur zieht, z. B. /piece { $example } knight
help-tournament = /tournament new <Variante> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<n>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<Wörter>] — ein Turnier ausrichten (Server-Admins); /tournament join, leave, start, standings, pairings [Runde], withdraw @Spieler, adjudicate g<n> <Ergebnis>, export
help-premove = /premove <ihr Zug> <deine Antwort> ... — bedingte Züge: Spielen sie diesen Zug, wird deine Antwort sofort gespielt (nur du siehst sie; /premove listet sie, /premove clear vergisst sie), z. B. /premove e7-e6 f5-f6
help-moretime = /moretime <Zeit> — dem Spieler am Zug mehr Zeit geben, z. B. /moretime 1d (nie über das Maximum der Uhr hinaus)
help-vacation = /vacation [on|off] — dein Urlaub: Deine Uhren stehen und deine Partien zeigen es an (30 Tage im Jahr; /vacation allein zeigt, was übrig ist; /vacation auto off verhindert, dass eine fast abgelaufene Uhr einen Urlaub startet)
help-help = /help — diese Liste

## Wörter um die Syntax der Verwendungszeilen.
usage-eg = z. B.
usage-or = oder
usage-moretime = mehr Zeit für den Spieler am Zug
usage-variants-listed = /variants listet sie

## Was eine Einstellung annimmt (in Ablehnungen).
choices-mode = vote (oder normal)
choices-on-off = on oder off
choices-voters = channel, eine Rolle (@&Name) oder Mitglieder (@alice,@bob)
choices-window = eine Dauer von 1 Minute bis 30 Tage, etwa 30m, 2h oder 1d
choices-min-votes = eine Stimmenzahl von 1 bis 1000
choices-days = eine Zahl von Tagen pro Zug von 1 bis 30
choices-clock = Tage pro Zug von 1 bis 30 (days:3) oder eine Zeitbank: Tage zu Beginn, Tage dazu pro Zug und das Maximum, standardmäßig die Tage zu Beginn (days:3+1 hält höchstens 3 Tage; days:3+1/5 bis 5, eine Obergrenze vom Start bis 60)
choices-hints = off, on oder eine Zahl von Hinweisen pro Spieler

## Usage lines, whole (after "Usage:"): the syntax's keywords stay as typed, the
## placeholders and the words around them in the language. The English is the code's
## own (a test keeps them equal).
usage-line-accept = /accept [Herausforderung], z. B. /accept g12
usage-line-decline = /decline [Herausforderung], z. B. /decline g12
usage-line-drop = /drop <Figur> <Feld>, z. B. /drop Wing f4 (oder /drop W*f4)
usage-line-language = /language [en|pl|hu|de] | /language timezone <Europe/Berlin>
usage-line-leaderboard = /leaderboard [Variante]
usage-line-moretime = /moretime <Zeit>, z. B. /moretime 1d (oder 12h, 30m): mehr Zeit für den Spieler am Zug
usage-line-move = /move <Zug>, z. B. /move f5-f6
usage-line-moves = /moves [Feld], z. B. /moves d1
usage-line-notation = /notation [letters|figurines|english] | /notation server <letters|figurines|english>
usage-line-notify = /notify dm on|off|daily <08:00>, /notify remind <24h> [<1h> ...]|off, /notify timezone <Europe/Berlin>
usage-line-premove = /premove <ihr Zug> <deine Antwort> [<ihr Zug> <deine Antwort> ...], z. B. /premove e7-e6 f5-f6
usage-line-profile = /profile [@Mitglied]
usage-line-puzzle = /puzzle [theme:<Motiv>] [variant:<Variante>] | /puzzle move <Zug> | /puzzle resign | /puzzle stats | /puzzle daily [channel:<Kanal> at:<08:00> [timezone:<Zeitzone>] | off]
usage-line-rules = /rules <Variante>
usage-line-rules-listed = /rules <Variante> (/variants listet sie)
usage-line-tournament = /tournament new <Variante> swiss|rr|drr|groups|swiss3 [rounds:<n>] [days:<1-30>] [signup:<2d>] [rated:on|off] [vacation:on|off] [moretime:on|off] [max:<n>] [name:<Wörter>] | join|leave|start|standings|export [t<n>] | pairings [t<n>] [Runde] | withdraw @Spieler [t<n>] | adjudicate g<n> <Ergebnis>
usage-line-vacation = /vacation [on|off] | /vacation auto on|off | /vacation allowance <Tage>
usage-line-vote = /vote <Zug>|draw|resign, z. B. /vote f5-f6
usage-line-web = /web [on|off] oder /web games on|off
