### Hexcourier: was jede Figur kann (die Beschreibung, die /piece zeigt), und die deutschen
### Namen der Märchenschachfiguren, die einen haben, auf Deutsch.
### Wer darf korrigieren: alle. Öffne ein Issue oder einen Pull Request mit dem Schlüssel
### (z. B. `piece-about-knight`), dem jetzigen und dem vorgeschlagenen Text. Zahlen,
### Richtungen und Züge müssen zum englischen Text passen; die deutschen Figurenbuchstaben
### (`piece-letter-…`) sehen deutsche Leser, Partieaufzeichnungen (PGN, TRF) bleiben
### standardmäßig. Eine Märchenfigur ohne deutschen Namen behält den englischen.
### Vorbild ist die Datei in en/.

## Namen von Märchenschachfiguren.
piece-sailor = Matrose
piece-missionary = Missionar
piece-hippo = Nilpferd
piece-pegasus = Pegasus
piece-hydra = Hydra
piece-unicorn = Einhorn
piece-fool = Narr
piece-general = General
piece-grandduke = Großherzog
piece-duchess = Herzogin
piece-countess = Gräfin
piece-vicereine = Vizekönigin
piece-viceroy = Vizekönig
piece-horn = Horn
piece-engineer = Ingenieur

## Was jede Figur kann.
piece-about-king = Ein Schritt in jede der 12 Richtungen (6 orthogonale, 6 diagonale). Königliche Figur.
piece-about-queen = Zieht beliebig weit in alle 12 Richtungen.
piece-about-rook = Zieht beliebig weit entlang der 6 Orthogonalen.
piece-about-bishop = Zieht beliebig weit entlang der 6 Diagonalen; bleibt auf Feldern einer Farbe.
piece-about-knight = Springt auf die 12 nächsten Felder, die eine Dame nicht erreicht (zwei orthogonale Schritte, dann einer um 60 Grad gedreht).
piece-about-pawn-glinski = Zieht ein Feld geradeaus vorwärts; von jedem eigenen Bauern-Startfeld darf er zwei ziehen. Schlägt ein Feld entlang der beiden vorwärts gerichteten Orthogonalen im Winkel von 60 Grad; schlägt en passant.
piece-about-pawn-mccooey = Zieht ein Feld geradeaus vorwärts; von einem Bauern-Startfeld (nicht dem des Mittelbauern) darf er zwei ziehen. Schlägt ein Feld entlang der beiden vorwärts gerichteten Diagonalen; schlägt en passant.
piece-about-sailor = Turm plus ein diagonaler Schritt (Turm + König).
piece-about-missionary = Läufer plus ein orthogonaler Schritt (Läufer + König).
piece-about-thunderbird = Springt zwei orthogonale Schritte weit (nicht zu verstellen) oder zieht einen Schritt diagonal.
piece-about-hippo = Thunderbird plus König: springt zwei orthogonale Schritte weit oder zieht ein Feld in beliebiger Richtung.
piece-about-pegasus = Springt drei orthogonale Schritte weit (nicht zu verstellen) oder wie ein Springer.
piece-about-hydra = Pegasus plus König.
piece-about-unicorn-pacey = Läufer plus Nachtreiter: wiederholt denselben Springersprung in gerader Linie, solange die Landefelder leer sind (Paceys Einhorn).
piece-about-fool = Ein Schritt in jede der 12 Richtungen wie ein König, aber keine königliche Figur: darf geschlagen werden und spielt beim Schach keine Rolle.
piece-about-pawn-fools = Zieht ein Feld entlang einer der drei vorwärts gerichteten Orthogonalen oder zwei Felder entlang einer von ihnen (jederzeit), wenn er dabei nicht in der gegnerischen Hälfte ankommt. Schlägt ein Feld entlang der beiden vorwärts gerichteten Diagonalen; schlägt en passant.
piece-about-king-wellisch = Ein Schritt, nur entlang der 6 Orthogonalen. Königliche Figur.
piece-about-queen-wellisch = Zieht entlang der 6 Orthogonalen oder einen Schritt diagonal (Turm + Wellisch-Springer).
piece-about-knight-wellisch = Ein Schritt entlang der 6 Diagonalen, auf das nächste Feld der eigenen Farbe.
piece-about-pawn-wellisch = Zieht und schlägt ein Feld entlang einer der beiden vorwärts gerichteten Orthogonalen; kein Doppelschritt.
piece-about-general = Ein Schritt entlang einer beliebigen Orthogonalen. Königliche Figur: darf nicht im Schach bleiben.
piece-about-grandduke = Ein Schritt in jede der 12 Richtungen. Königliche Figur: darf nicht im Schach bleiben.
piece-about-vicereine = Zieht entlang einer beliebigen Orthogonalen oder einen Schritt diagonal. Kehrt geschlagen als Virago zurück.
piece-about-virago = Nur vorwärts ziehende Vizekönigin: zieht entlang der beiden vorwärts gerichteten Orthogonalen oder einen Schritt auf der geraden Vorwärtsdiagonale. Wird auf einem Feld ohne weiteren Zug zur Vizekönigin.
piece-about-duchess = Zieht entlang aller 12 Richtungen (die Dame von Glinski und McCooey). Kehrt geschlagen als Gräfin zurück.
piece-about-countess = Nur vorwärts ziehende Herzogin: zieht geradeaus vorwärts oder entlang der beiden vorwärts gerichteten Diagonalen. Wird auf einem Feld ohne weiteren Zug zur Herzogin.
piece-about-wing = Nur vorwärts ziehender Turm: zieht entlang der vorwärts gerichteten Orthogonalen (in Glinski-Ausrichtung geradeaus vorwärts, in Wellisch-Ausrichtung entlang der beiden vorwärts gerichteten Orthogonalen). Wird auf einem Feld ohne weiteren Zug zum Turm.
piece-about-viceroy = Ein Schritt entlang einer beliebigen Diagonale. Kehrt geschlagen als Saltire zurück.
piece-about-saltire = Nur vorwärts ziehender Vizekönig: ein Schritt auf der geraden Vorwärtsdiagonale. Wird auf einem Feld ohne weiteren Zug zum Vizekönig.
piece-about-unicorn-gilman = Zieht entlang der 6 Diagonalen (Gilmans Einhorn: der Läufer von Glinski und McCooey). Kehrt geschlagen als Horn zurück.
piece-about-horn = Nur vorwärts ziehendes Einhorn: zieht entlang der beiden vorwärts gerichteten Diagonalen. Wird auf einem Feld ohne weiteren Zug zum Einhorn.
piece-about-sennight = Springt auf die 12 Felder im Abstand Wurzel 7 (der Springer von Glinski und McCooey). Kehrt geschlagen als Senhelm zurück.
piece-about-senhelm = Nur vorwärts ziehender Sennight: nur die beiden am weitesten vorwärts gerichteten Wurzel-7-Sprünge (zwei vorwärts, einer zur Seite). Wird auf einem Feld ohne weiteren Zug zum Sennight.
piece-about-point = Zieht und schlägt ein Feld entlang einer der beiden vorwärts gerichteten Orthogonalen. Wird auf einem Feld ohne weiteren Zug zum Wazir.
piece-about-migrant = Glinskis Bauer: zieht ein Feld geradeaus vorwärts (zwei von einem eigenen Bauern-Startfeld oder von jedem Feld seines Lagers, wenn er dort eingesetzt wurde und seitdem nicht gezogen hat); schlägt ein Feld entlang der beiden schräg vorwärts gerichteten Orthogonalen, auch en passant. Wird auf einem Feld ohne weiteren nicht schlagenden Zug zum Wazir.
piece-about-broker = McCooeys Bauer: zieht ein Feld geradeaus vorwärts (zwei von einem eigenen Bauern-Startfeld oder von jedem Feld seines Lagers, wenn er dort eingesetzt wurde und seitdem nicht gezogen hat); schlägt ein Feld entlang der beiden vorwärts gerichteten Diagonalen, auch en passant. Wird auf einem Feld ohne weiteren nicht schlagenden Zug zum Waiter.
piece-about-wazir = Ein Schritt entlang einer beliebigen Orthogonalen (keine königliche Figur). Kehrt geschlagen als Bauer der Variante zurück.
piece-about-waiter = Zieht ein Feld entlang einer beliebigen Orthogonalen; schlägt ein Feld entlang einer beliebigen Diagonale. Kehrt geschlagen als Broker zurück.
piece-about-cohen = Zieht wie eine Herzogin, dreht aber auf jedem durchlaufenen Feld um 60 Grad, innerhalb eines Zuges immer in dieselbe Richtung (höchstens 5 Schritte).
piece-about-finch = Zieht wie ein Turm, dreht aber auf jedem durchlaufenen Feld um 60 Grad, innerhalb eines Zuges immer in dieselbe Richtung (höchstens 5 Schritte).
piece-about-rabbi = Zieht wie ein Einhorn, dreht aber auf jedem durchlaufenen Feld um 60 Grad, innerhalb eines Zuges immer in dieselbe Richtung (höchstens 5 Schritte; bleibt auf Feldern einer Farbe).
piece-about-besieger = Zieht beliebig weit entlang der 6 Diagonalen oder ein Feld entlang einer beliebigen Orthogonalen (umgewandeltes Einhorn).
piece-about-brassgeneral = Zieht ein Feld entlang einer beliebigen Orthogonalen oder auf der geraden Vorwärtsdiagonale (Goldgeneral).
piece-about-brassgeneral-from-point = Ein umgewandelter Point: zieht wie ein Brassgeneral; geschlagen kehrt er als Point in die Hand zurück.
piece-about-brassgeneral-from-azure = Ein umgewandelter Azuregeneral: zieht wie ein Brassgeneral; geschlagen kehrt er als Azuregeneral in die Hand zurück.
piece-about-brassgeneral-from-wing = Ein umgewandelter Wing: zieht wie ein Brassgeneral; geschlagen kehrt er als Wing in die Hand zurück.
piece-about-azuregeneral = Zieht ein Feld entlang einer beliebigen Diagonale oder einer der beiden vorwärts gerichteten Orthogonalen (Silbergeneral).
piece-about-rookranker = Zieht beliebig weit entlang der vier Orthogonalen, die aus der eigenen Reihe herausführen (nicht seitwärts).
piece-about-wazirranker = Zieht ein Feld entlang der vier Orthogonalen, die aus der eigenen Reihe herausführen (nicht seitwärts).
piece-about-dexter = Zieht ein Feld entlang der drei Orthogonalen zur Rechten des Besitzers oder seitwärts nach links.
piece-about-sinister = Zieht ein Feld entlang der drei Orthogonalen zur Linken des Besitzers oder seitwärts nach rechts.
piece-about-supersaltire = Zieht ein Feld auf der geraden Vorwärtsdiagonale oder auf einer der beiden seitlich vorwärts gerichteten Diagonalen.
piece-about-wazirranker-from-point = Ein umgewandelter Point: zieht wie ein Wazirranker; geschlagen kehrt er als Point in die Hand zurück.
piece-about-wazirranker-from-wing = Ein umgewandelter Wing: zieht wie ein Wazirranker; geschlagen kehrt er als Wing in die Hand zurück.
piece-about-wazirranker-from-supersaltire = Ein umgewandelter Supersaltire: zieht wie ein Wazirranker; geschlagen kehrt er als Supersaltire in die Hand zurück.
piece-about-twice-pawn = Zieht entlang einer der beiden vorwärts gerichteten Orthogonalen auf ein leeres Feld oder überspringt in dieser Richtung eine benachbarte gegnerische Figur auf das leere Feld dahinter und schlägt sie; Sprünge werden verkettet.
piece-about-twice-pawned-wazir = Der umgewandelte Twice-pawn (eine Dame im Damespiel): zieht oder springt wie dieser, entlang aller sechs Orthogonalen.
piece-about-queen-hole = Zieht entlang der 12 Richtungen; danach (oder stattdessen) darf sie eine gegnerische Figur entlang einer davon durch genau ein Loch zerren.
piece-about-rook-hole = Zieht entlang der 6 Orthogonalen; danach (oder stattdessen) darf er eine gegnerische Figur entlang einer davon durch genau ein Loch zerren.
piece-about-ps-bishop = Umgewandelter Shogi-Läufer: zieht entlang der 6 Diagonalen oder ein Feld in beliebiger Richtung (Läufer + König); danach (oder stattdessen) darf er eine gegnerische Figur entlang einer Diagonale durch genau ein Loch zerren.
piece-about-engineer = Zieht wie ein König oder versetzt stattdessen das erste Loch oder die erste Barriere auf einer seiner 12 Linien auf ein beliebiges freies Feld.
piece-about-teleporter = Zieht wie ein König oder versetzt stattdessen die erste gegnerische Figur auf einer seiner 12 Linien auf ein beliebiges freies Feld (einen Bauern nie auf seine Umwandlungsfelder).
piece-about-pawn-hole = Zieht ein Feld geradeaus vorwärts, nie zwei; schlägt ein Feld entlang der beiden vorwärts gerichteten Orthogonalen im Winkel von 60 Grad; kein en passant.

## Buchstaben der Figuren in der Zugnotation (`/notation letters`): D Dame, T Turm,
## L Läufer, S Springer; Märchenfiguren bekommen eigene Buchstaben nur dort, wo sonst zwei
## Figuren einer Variante denselben hätten.
piece-letter-bishop = L
piece-letter-brassgeneral = B
piece-letter-brassgeneral-from-point = I
piece-letter-brassgeneral-from-wing = G
piece-letter-duchess = D
piece-letter-engineer = I
piece-letter-finch = F
piece-letter-fool = F
piece-letter-hippo = H
piece-letter-horn = H
piece-letter-knight = S
piece-letter-knight-wellisch = S
piece-letter-missionary = I
piece-letter-ps-bishop = L
piece-letter-queen = D
piece-letter-queen-hole = D
piece-letter-queen-wellisch = D
piece-letter-rook = T
piece-letter-rook-hole = T
piece-letter-sailor = M
piece-letter-saltire = U
piece-letter-senhelm = J
piece-letter-sennight = S
piece-letter-teleporter = E
piece-letter-thunderbird = O
piece-letter-unicorn-gilman = L
piece-letter-vicereine = V
piece-letter-wazirranker = A
piece-letter-wing = W
