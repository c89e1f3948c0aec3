### Hexcourier: co robi każda bierka (opis, który pokazuje /piece) oraz polskie nazwy bierek
### baśniowych, które je mają, po polsku.
### Kto może poprawiać: każdy. Otwórz zgłoszenie (issue) lub pull request, podając klucz
### (np. `piece-about-knight`), obecny tekst i proponowany. Liczby, kierunki i ruchy muszą
### zgadzać się z tekstem angielskim; litery bierek (`piece-letter-…`)
### pokazujemy czytającym po polsku, a zapisy partii (PGN, TRF) zachowują standardowe.
### Bierka baśniowa bez polskiej nazwy zachowuje angielską. Wzorcem jest plik w en/.

## Nazwy bierek baśniowych.
piece-sailor = Marynarz
piece-missionary = Misjonarz
piece-hippo = Hipopotam
piece-pegasus = Pegaz
piece-hydra = Hydra
piece-unicorn = Jednorożec
piece-fool = Błazen
piece-general = Generał
piece-grandduke = Wielki książę
piece-duchess = Księżna
piece-countess = Hrabina
piece-vicereine = Wicekrólowa
piece-viceroy = Wicekról
piece-horn = Róg
piece-engineer = Inżynier

## Co robi każda bierka.
piece-about-king = Rusza się o jedno pole w dowolnym z 12 kierunków (6 ortogonalnych, 6 diagonalnych). Bierka królewska.
piece-about-queen = Porusza się o dowolną liczbę pól w każdym z 12 kierunków.
piece-about-rook = Porusza się o dowolną liczbę pól w 6 kierunkach ortogonalnych.
piece-about-bishop = Porusza się o dowolną liczbę pól w 6 kierunkach diagonalnych (ukośnych); pozostaje na polach jednego koloru.
piece-about-knight = Skacze na 12 najbliższych pól, których Hetman nie może osiągnąć (dwa pola ortogonalnie, potem jedno pod kątem 60 stopni).
piece-about-pawn-glinski = Rusza się o jedno pole prosto do przodu; z dowolnego pola startowego pionów swojej strony może o dwa. Bije o jedno pole w dwóch ortogonalnych kierunkach do przodu, odchylonych o 60 stopni; bije w przelocie.
piece-about-pawn-mccooey = Rusza się o jedno pole prosto do przodu; z pola startowego piona (poza polem środkowego piona) może o dwa. Bije o jedno pole w dwóch diagonalnych kierunkach do przodu; bije w przelocie.
piece-about-sailor = Wieża plus jedno pole diagonalnie (Wieża + Król).
piece-about-missionary = Goniec plus jedno pole ortogonalnie (Goniec + Król).
piece-about-thunderbird = Skacze o dwa pola ortogonalnie (nie można go zablokować) albo rusza się o jedno pole diagonalnie.
piece-about-hippo = Thunderbird plus Król: skacze o dwa pola ortogonalnie albo rusza się o jedno pole w dowolnym kierunku.
piece-about-pegasus = Skacze o trzy pola ortogonalnie (nie można go zablokować) albo jak Skoczek.
piece-about-hydra = Pegaz plus Król.
piece-about-unicorn-pacey = Goniec plus Nightrider: powtarza ten sam skok Skoczka w linii prostej, dopóki pola lądowania są puste (Jednorożec Paceya).
piece-about-fool = Rusza się o jedno pole w dowolnym z 12 kierunków, jak Król, ale nie jest bierką królewską: można go zbić, a szach go nie dotyczy.
piece-about-pawn-fools = Rusza się o jedno pole w dowolnym z trzech ortogonalnych kierunków do przodu albo o dwa pola w jednym z nich (w dowolnym momencie), jeśli nie kończy ruchu na połowie przeciwnika. Bije o jedno pole w dwóch diagonalnych kierunkach do przodu; bije w przelocie.
piece-about-king-wellisch = Rusza się o jedno pole, tylko w 6 kierunkach ortogonalnych. Bierka królewska.
piece-about-queen-wellisch = Porusza się wzdłuż 6 kierunków ortogonalnych albo o jedno pole diagonalnie (Wieża + Skoczek Wellischa).
piece-about-knight-wellisch = Rusza się o jedno pole w 6 kierunkach diagonalnych, na najbliższe pole swojego koloru.
piece-about-pawn-wellisch = Rusza się i bije o jedno pole w jednym z dwóch ortogonalnych kierunków do przodu; bez ruchu o dwa pola.
piece-about-general = Rusza się o jedno pole w dowolnym kierunku ortogonalnym. Bierka królewska: nie może pozostać pod szachem.
piece-about-grandduke = Rusza się o jedno pole w dowolnym z 12 kierunków. Bierka królewska: nie może pozostać pod szachem.
piece-about-vicereine = Porusza się wzdłuż dowolnego kierunku ortogonalnego albo o jedno pole diagonalnie. Po zbiciu wraca jako Virago.
piece-about-virago = Jak Wicekrólowa, ale tylko do przodu: porusza się wzdłuż dwóch ortogonalnych kierunków do przodu albo o jedno pole diagonalnie prosto do przodu. Promuje się na Wicekrólową na polu, z którego nie ma dalszego ruchu.
piece-about-duchess = Porusza się we wszystkich 12 kierunkach (Hetman z szachów Glińskiego i McCooeya). Po zbiciu wraca jako Hrabina.
piece-about-countess = Jak Księżna, ale tylko do przodu: porusza się prosto do przodu albo wzdłuż dwóch diagonalnych kierunków do przodu. Promuje się na Księżnę na polu, z którego nie ma dalszego ruchu.
piece-about-wing = Jak Wieża, ale tylko do przodu: porusza się wzdłuż ortogonalnych kierunków do przodu (prosto do przodu w orientacji Glińskiego, wzdłuż dwóch ortogonalnych kierunków do przodu w orientacji Wellischa). Promuje się na Wieżę na polu, z którego nie ma dalszego ruchu.
piece-about-viceroy = Rusza się o jedno pole w dowolnym kierunku diagonalnym. Po zbiciu wraca jako Saltire.
piece-about-saltire = Jak Wicekról, ale tylko do przodu: rusza się o jedno pole diagonalnie prosto do przodu. Promuje się na Wicekróla na polu, z którego nie ma dalszego ruchu.
piece-about-unicorn-gilman = Porusza się wzdłuż 6 kierunków diagonalnych (Jednorożec Gilmana: Goniec z szachów Glińskiego i McCooeya). Po zbiciu wraca jako Róg.
piece-about-horn = Jak Jednorożec, ale tylko do przodu: porusza się wzdłuż dwóch diagonalnych kierunków do przodu. Promuje się na Jednorożca na polu, z którego nie ma dalszego ruchu.
piece-about-sennight = Skacze na 12 pól odległych o pierwiastek z 7 (Skoczek z szachów Glińskiego i McCooeya). Po zbiciu wraca jako Senhelm.
piece-about-senhelm = Jak Sennight, ale tylko do przodu: tylko dwa najdalej wysunięte do przodu skoki o pierwiastek z 7 (dwa pola do przodu, jedno w bok). Promuje się na Sennighta na polu, z którego nie ma dalszego ruchu.
piece-about-point = Rusza się i bije o jedno pole w jednym z dwóch ortogonalnych kierunków do przodu. Promuje się na Wazira na polu, z którego nie ma dalszego ruchu.
piece-about-migrant = Pion Glińskiego: rusza się o jedno pole prosto do przodu (o dwa z pola startowego pionów swojej strony albo z dowolnego pola swojego obozu, jeśli został tam zrzucony i od tego czasu się nie ruszał); bije o jedno pole w dwóch bocznych ortogonalnych kierunkach do przodu, także w przelocie. Promuje się na Wazira na polu, z którego nie ma dalszego ruchu bez bicia.
piece-about-broker = Pion McCooeya: rusza się o jedno pole prosto do przodu (o dwa z pola startowego pionów swojej strony albo z dowolnego pola swojego obozu, jeśli został tam zrzucony i od tego czasu się nie ruszał); bije o jedno pole w dwóch diagonalnych kierunkach do przodu, także w przelocie. Promuje się na Waitera na polu, z którego nie ma dalszego ruchu bez bicia.
piece-about-wazir = Rusza się o jedno pole w dowolnym kierunku ortogonalnym (nie jest bierką królewską). Po zbiciu wraca jako pion wariantu.
piece-about-waiter = Rusza się o jedno pole w dowolnym kierunku ortogonalnym; bije o jedno pole w dowolnym kierunku diagonalnym. Po zbiciu wraca jako Broker.
piece-about-cohen = Rusza się jak Księżna, ale na każdym mijanym polu skręca o 60 stopni, w obrębie jednego ruchu zawsze w tę samą stronę (najwyżej 5 kroków).
piece-about-finch = Rusza się jak Wieża, ale na każdym mijanym polu skręca o 60 stopni, w obrębie jednego ruchu zawsze w tę samą stronę (najwyżej 5 kroków).
piece-about-rabbi = Rusza się jak Jednorożec, ale na każdym mijanym polu skręca o 60 stopni, w obrębie jednego ruchu zawsze w tę samą stronę (najwyżej 5 kroków; pozostaje na polach jednego koloru).
piece-about-besieger = Porusza się o dowolną liczbę pól w 6 kierunkach diagonalnych albo o jedno pole w dowolnym kierunku ortogonalnym (promowany Jednorożec).
piece-about-brassgeneral = Rusza się o jedno pole w dowolnym kierunku ortogonalnym albo diagonalnie prosto do przodu (Złoty generał).
piece-about-brassgeneral-from-point = Promowany Point: rusza się jak Brassgeneral; zbity, wraca do ręki jako Point.
piece-about-brassgeneral-from-azure = Promowany Azuregeneral: rusza się jak Brassgeneral; zbity, wraca do ręki jako Azuregeneral.
piece-about-brassgeneral-from-wing = Promowany Wing: rusza się jak Brassgeneral; zbity, wraca do ręki jako Wing.
piece-about-azuregeneral = Rusza się o jedno pole w dowolnym kierunku diagonalnym albo w jednym z dwóch ortogonalnych kierunków do przodu (Srebrny generał).
piece-about-rookranker = Porusza się o dowolną liczbę pól wzdłuż czterech kierunków ortogonalnych, które wychodzą z jego rzędu (nie w bok).
piece-about-wazirranker = Rusza się o jedno pole wzdłuż czterech kierunków ortogonalnych, które wychodzą z jego rzędu (nie w bok).
piece-about-dexter = Rusza się o jedno pole w trzech kierunkach ortogonalnych po prawej stronie swojego gracza albo w bok w lewo.
piece-about-sinister = Rusza się o jedno pole w trzech kierunkach ortogonalnych po lewej stronie swojego gracza albo w bok w prawo.
piece-about-supersaltire = Rusza się o jedno pole diagonalnie prosto do przodu albo w dwóch diagonalnych kierunkach do przodu na boki.
piece-about-wazirranker-from-point = Promowany Point: rusza się jak Wazirranker; zbity, wraca do ręki jako Point.
piece-about-wazirranker-from-wing = Promowany Wing: rusza się jak Wazirranker; zbity, wraca do ręki jako Wing.
piece-about-wazirranker-from-supersaltire = Promowany Supersaltire: rusza się jak Wazirranker; zbity, wraca do ręki jako Supersaltire.
piece-about-twice-pawn = Rusza się w jednym z dwóch ortogonalnych kierunków do przodu na puste pole albo przeskakuje w tym kierunku sąsiednią bierkę przeciwnika na puste pole za nią, zbijając ją; skoki łączą się w serię.
piece-about-twice-pawned-wazir = Promowany Twice-pawn (damka w warcabach): rusza się i przeskakuje jak on, we wszystkich sześciu kierunkach ortogonalnych.
piece-about-queen-hole = Porusza się wzdłuż 12 kierunków; potem (albo zamiast tego) może przeciągnąć bierkę przeciwnika wzdłuż jednego z nich przez dokładnie jedną dziurę.
piece-about-rook-hole = Porusza się wzdłuż 6 kierunków ortogonalnych; potem (albo zamiast tego) może przeciągnąć bierkę przeciwnika wzdłuż jednego z nich przez dokładnie jedną dziurę.
piece-about-ps-bishop = Promowany goniec z shogi: porusza się wzdłuż 6 kierunków diagonalnych albo o jedno pole w dowolnym kierunku (Goniec + Król); potem (albo zamiast tego) może przeciągnąć bierkę przeciwnika wzdłuż kierunku diagonalnego przez dokładnie jedną dziurę.
piece-about-engineer = Rusza się jak Król albo zamiast tego przenosi pierwszą dziurę lub barierę na jednej ze swoich 12 linii na dowolne wolne pole.
piece-about-teleporter = Rusza się jak Król albo zamiast tego przenosi pierwszą bierkę przeciwnika na jednej ze swoich 12 linii na dowolne wolne pole (piona nigdy na jego pola promocji).
piece-about-pawn-hole = Rusza się o jedno pole prosto do przodu, nigdy o dwa; bije o jedno pole w dwóch ortogonalnych kierunkach do przodu, odchylonych o 60 stopni; bez bicia w przelocie.

## Litery bierek w zapisie ruchów (`/notation letters`): H hetman, W wieża, G goniec,
## S skoczek; bierki baśniowe dostają litery tylko tam, gdzie inaczej dwie bierki jednego
## wariantu miałyby tę samą (R róg, O hipopotam).
piece-letter-bishop = G
piece-letter-brassgeneral = B
piece-letter-brassgeneral-from-point = T
piece-letter-brassgeneral-from-wing = L
piece-letter-duchess = H
piece-letter-engineer = E
piece-letter-finch = F
piece-letter-fool = F
piece-letter-hippo = O
piece-letter-horn = R
piece-letter-knight = S
piece-letter-knight-wellisch = S
piece-letter-missionary = M
piece-letter-ps-bishop = G
piece-letter-queen = H
piece-letter-queen-hole = H
piece-letter-queen-wellisch = H
piece-letter-rook = W
piece-letter-rook-hole = W
piece-letter-sailor = R
piece-letter-saltire = T
piece-letter-senhelm = J
piece-letter-sennight = S
piece-letter-teleporter = T
piece-letter-thunderbird = T
piece-letter-unicorn-gilman = G
piece-letter-vicereine = V
piece-letter-wazirranker = T
piece-letter-wing = F
