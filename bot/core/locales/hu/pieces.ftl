### Hexcourier: mit tud az egyes bábu (a /piece által mutatott leírás), valamint azoknak a
### tündérsakk-bábuknak a magyar nevei, amelyeknek van ilyen, magyarul.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `piece-about-knight`), a jelenlegi és a javasolt szöveget. A számok, irányok
### és lépések egyezzenek az angol szöveggel; a bábuk magyar betűit (`piece-letter-…`) a magyar
### olvasók látják, a játszmák rögzítése (PGN, TRF) szabványos marad. Magyar név nélküli tündérsakk-bábu az angol nevén szerepel. A minta az en/
### mappa fájlja.

## Tündérsakk-bábuk nevei.
piece-sailor = Matróz
piece-missionary = Misszionárius
piece-hippo = Víziló
piece-pegasus = Pegazus
piece-hydra = Hidra
piece-unicorn = Egyszarvú
piece-fool = Bolond
piece-general = Tábornok
piece-grandduke = Nagyherceg
piece-duchess = Hercegnő
piece-countess = Grófnő
piece-vicereine = Alkirálynő
piece-viceroy = Alkirály
piece-horn = Szarv
piece-engineer = Mérnök

## Mit tud az egyes bábu.
piece-about-king = Egy mezőt lép a 12 irány bármelyikében (6 ortogonális, 6 átlós). Királyi bábu.
piece-about-queen = Tetszőleges távolságra halad a 12 irány bármelyikében.
piece-about-rook = Tetszőleges távolságra halad a 6 ortogonális irányban.
piece-about-bishop = Tetszőleges távolságra halad a 6 átlós irányban; mindig azonos színű mezőn marad.
piece-about-knight = A 12 legközelebbi olyan mezőre ugrik, amelyet a Vezér nem ér el (két ortogonális lépés, majd egy 60 fokkal elfordítva).
piece-about-pawn-glinski = Egy mezőt lép egyenesen előre; a saját oldala bármely gyalog-kiindulómezőjéről kettőt is léphet. Egy mezőt üt a két, 60 fokos szögben előre mutató ortogonális irányban; en passant is üt.
piece-about-pawn-mccooey = Egy mezőt lép egyenesen előre; gyalog-kiindulómezőről (a középső gyalogéról nem) kettőt is léphet. Egy mezőt üt a két előre mutató átlós irányban; en passant is üt.
piece-about-sailor = Bástya plusz egy átlós lépés (Bástya + Király).
piece-about-missionary = Futó plusz egy ortogonális lépés (Futó + Király).
piece-about-thunderbird = Két ortogonális lépésnyit ugrik (nem lehet elzárni), vagy egy mezőt lép átlósan.
piece-about-hippo = Thunderbird plusz Király: két ortogonális lépésnyit ugrik, vagy egy mezőt lép bármely irányban.
piece-about-pegasus = Három ortogonális lépésnyit ugrik (nem lehet elzárni), vagy úgy, mint a Huszár.
piece-about-hydra = Pegazus plusz Király.
piece-about-unicorn-pacey = Futó plusz Nightrider: egyenes vonalban ismétli ugyanazt a huszárugrást, amíg az érkezőmezők üresek (Pacey Egyszarvúja).
piece-about-fool = Egy mezőt lép a 12 irány bármelyikében, mint a Király, de nem királyi bábu: leüthető, és a sakkban nincs szerepe.
piece-about-pawn-fools = Egy mezőt lép a három előre mutató ortogonális irány bármelyikében, vagy kettőt ezek egyikében (bármikor), ha nem az ellenfél térfelén áll meg. Egy mezőt üt a két előre mutató átlós irányban; en passant is üt.
piece-about-king-wellisch = Egy mezőt lép, csak a 6 ortogonális irányban. Királyi bábu.
piece-about-queen-wellisch = Halad a 6 ortogonális irányban, vagy egy mezőt lép átlósan (Bástya + Wellisch-féle Huszár).
piece-about-knight-wellisch = Egy mezőt lép a 6 átlós irányban, a legközelebbi saját színű mezőre.
piece-about-pawn-wellisch = Egy mezőt lép és üt a két előre mutató ortogonális irány bármelyikében; kettős lépése nincs.
piece-about-general = Egy mezőt lép bármely ortogonális irányban. Királyi bábu: nem maradhat sakkban.
piece-about-grandduke = Egy mezőt lép a 12 irány bármelyikében. Királyi bábu: nem maradhat sakkban.
piece-about-vicereine = Halad bármely ortogonális irányban, vagy egy mezőt lép átlósan. Leütése után Virago lesz belőle.
piece-about-virago = Csak előre lépő Alkirálynő: halad a két előre mutató ortogonális irányban, vagy egy mezőt lép az egyenesen előre mutató átlón. Ahol nincs további lépése, ott átváltozik: Alkirálynő lesz belőle.
piece-about-duchess = Halad mind a 12 irányban (a Glinski- és a McCooey-féle sakk Vezére). Leütése után Grófnő lesz belőle.
piece-about-countess = Csak előre lépő Hercegnő: egyenesen előre vagy a két előre mutató átlós irányban halad. Ahol nincs további lépése, ott átváltozik: Hercegnő lesz belőle.
piece-about-wing = Csak előre lépő Bástya: az előre mutató ortogonális irányokban halad (Glinski-tájolásban egyenesen előre, Wellisch-tájolásban a két előre mutató ortogonális irányban). Ahol nincs további lépése, ott átváltozik: Bástya lesz belőle.
piece-about-viceroy = Egy mezőt lép bármely átlós irányban. Leütése után Saltire lesz belőle.
piece-about-saltire = Csak előre lépő Alkirály: egy mezőt lép az egyenesen előre mutató átlón. Ahol nincs további lépése, ott átváltozik: Alkirály lesz belőle.
piece-about-unicorn-gilman = Halad a 6 átlós irányban (Gilman Egyszarvúja: a Glinski- és a McCooey-féle sakk Futója). Leütése után Szarv lesz belőle.
piece-about-horn = Csak előre lépő Egyszarvú: a két előre mutató átlós irányban halad. Ahol nincs további lépése, ott átváltozik: Egyszarvú lesz belőle.
piece-about-sennight = A 12, gyök 7 távolságra lévő mezőre ugrik (a Glinski- és a McCooey-féle sakk Huszárja). Leütése után Senhelm lesz belőle.
piece-about-senhelm = Csak előre lépő Sennight: csak a két legelőrébb mutató gyök 7-es ugrás (kettő előre, egy oldalra). Ahol nincs további lépése, ott átváltozik: Sennight lesz belőle.
piece-about-point = Egy mezőt lép és üt a két előre mutató ortogonális irány bármelyikében. Ahol nincs további lépése, ott átváltozik: Wazir lesz belőle.
piece-about-migrant = Glinski gyalogja: egy mezőt lép egyenesen előre (kettőt a saját oldala gyalog-kiindulómezőjéről, vagy a tábora bármely mezőjéről, ha oda dobták le, és azóta nem lépett); egy mezőt üt a két ferdén előre mutató ortogonális irányban, en passant is. Ahol nincs további nem ütő lépése, ott átváltozik: Wazir lesz belőle.
piece-about-broker = McCooey gyalogja: egy mezőt lép egyenesen előre (kettőt a saját oldala gyalog-kiindulómezőjéről, vagy a tábora bármely mezőjéről, ha oda dobták le, és azóta nem lépett); egy mezőt üt a két előre mutató átlós irányban, en passant is. Ahol nincs további nem ütő lépése, ott átváltozik: Waiter lesz belőle.
piece-about-wazir = Egy mezőt lép bármely ortogonális irányban (nem királyi bábu). Leütése után a változat gyalogja lesz belőle.
piece-about-waiter = Egy mezőt lép bármely ortogonális irányban; egy mezőt üt bármely átlós irányban. Leütése után Broker lesz belőle.
piece-about-cohen = Úgy lép, mint a Hercegnő, de minden mezőn, amelyen áthalad, 60 fokot fordul, egy lépésen belül mindig ugyanarra (legfeljebb 5 mezőt).
piece-about-finch = Úgy lép, mint a Bástya, de minden mezőn, amelyen áthalad, 60 fokot fordul, egy lépésen belül mindig ugyanarra (legfeljebb 5 mezőt).
piece-about-rabbi = Úgy lép, mint az Egyszarvú, de minden mezőn, amelyen áthalad, 60 fokot fordul, egy lépésen belül mindig ugyanarra (legfeljebb 5 mezőt; mindig azonos színű mezőn marad).
piece-about-besieger = Tetszőleges távolságra halad a 6 átlós irányban, vagy egy mezőt lép bármely ortogonális irányban (átváltozott Egyszarvú).
piece-about-brassgeneral = Egy mezőt lép bármely ortogonális irányban vagy az egyenesen előre mutató átlón (arany tábornok).
piece-about-brassgeneral-from-point = Átváltozott Point: úgy lép, mint a Brassgeneral; ha leütik, Point lesz belőle a kézben.
piece-about-brassgeneral-from-azure = Átváltozott Azuregeneral: úgy lép, mint a Brassgeneral; ha leütik, Azuregeneral lesz belőle a kézben.
piece-about-brassgeneral-from-wing = Átváltozott Wing: úgy lép, mint a Brassgeneral; ha leütik, Wing lesz belőle a kézben.
piece-about-azuregeneral = Egy mezőt lép bármely átlós irányban vagy a két előre mutató ortogonális irány bármelyikében (ezüst tábornok).
piece-about-rookranker = Tetszőleges távolságra halad abban a négy ortogonális irányban, amely kivezet a sorából (oldalra nem).
piece-about-wazirranker = Egy mezőt lép abban a négy ortogonális irányban, amely kivezet a sorából (oldalra nem).
piece-about-dexter = Egy mezőt lép a három, a gazdája szemszögéből jobbra eső ortogonális irányban, vagy oldalra balra.
piece-about-sinister = Egy mezőt lép a három, a gazdája szemszögéből balra eső ortogonális irányban, vagy oldalra jobbra.
piece-about-supersaltire = Egy mezőt lép az egyenesen előre mutató átlón vagy a két oldalt előre mutató átlón.
piece-about-wazirranker-from-point = Átváltozott Point: úgy lép, mint a Wazirranker; ha leütik, Point lesz belőle a kézben.
piece-about-wazirranker-from-wing = Átváltozott Wing: úgy lép, mint a Wazirranker; ha leütik, Wing lesz belőle a kézben.
piece-about-wazirranker-from-supersaltire = Átváltozott Supersaltire: úgy lép, mint a Wazirranker; ha leütik, Supersaltire lesz belőle a kézben.
piece-about-twice-pawn = A két előre mutató ortogonális irány egyikében üres mezőre lép, vagy arra átugrik egy szomszédos ellenséges bábut a mögötte lévő üres mezőre, és leüti; az ugrások láncolódnak.
piece-about-twice-pawned-wazir = Az átváltozott Twice-pawn (a dámajáték dámája): úgy lép vagy ugrik, mint az, mind a hat ortogonális irányban.
piece-about-queen-hole = Halad a 12 irányban; utána (vagy ehelyett) egy ellenséges bábut áthúzhat valamelyikük mentén pontosan egy lyukon át.
piece-about-rook-hole = Halad a 6 ortogonális irányban; utána (vagy ehelyett) egy ellenséges bábut áthúzhat valamelyikük mentén pontosan egy lyukon át.
piece-about-ps-bishop = Átváltozott shogi-futó: halad a 6 átlós irányban, vagy egy mezőt lép bármely irányban (Futó + Király); utána (vagy ehelyett) egy ellenséges bábut áthúzhat egy átló mentén pontosan egy lyukon át.
piece-about-engineer = Úgy lép, mint a Király, vagy ehelyett a 12 vonala egyikén az első lyukat vagy akadályt áthelyezi bármely üres mezőre.
piece-about-teleporter = Úgy lép, mint a Király, vagy ehelyett a 12 vonala egyikén az első ellenséges bábut áthelyezi bármely üres mezőre (gyalogot soha nem az átváltozási mezőire).
piece-about-pawn-hole = Egy mezőt lép egyenesen előre, kettőt soha; egy mezőt üt a két, 60 fokos szögben előre mutató ortogonális irányban; en passant nincs.

## A bábuk betűi a lépések jelölésében (`/notation letters`): V vezér, B bástya, F futó,
## H huszár; a tündérbábuk csak ott kapnak saját betűt, ahol különben egy változat két bábuja
## ugyanazt a betűt viselné.
piece-letter-bishop = F
piece-letter-brassgeneral = R
piece-letter-brassgeneral-from-point = T
piece-letter-brassgeneral-from-wing = G
piece-letter-duchess = V
piece-letter-engineer = E
piece-letter-finch = I
piece-letter-fool = O
piece-letter-hippo = I
piece-letter-horn = O
piece-letter-knight = H
piece-letter-knight-wellisch = H
piece-letter-missionary = M
piece-letter-ps-bishop = F
piece-letter-queen = V
piece-letter-queen-hole = V
piece-letter-queen-wellisch = V
piece-letter-rook = B
piece-letter-rook-hole = B
piece-letter-sailor = S
piece-letter-saltire = T
piece-letter-senhelm = J
piece-letter-sennight = H
piece-letter-teleporter = T
piece-letter-thunderbird = T
piece-letter-unicorn-gilman = F
piece-letter-vicereine = L
piece-letter-wazirranker = T
piece-letter-wing = W
