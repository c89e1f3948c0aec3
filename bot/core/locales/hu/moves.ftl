### Hexcourier: miért utasít vissza a bot egy beírt lépést (nem olvasható, szabálytalan,
### több lépést is jelenthet), magyarul. A lépések jelölése, a mezők és a bábuk betűi a
### beírt vagy a szabványos alakban maradnak; a bábuk nevei a reference.ftl-ben vannak.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `move-reason-blocked`), a jelenlegi és a javasolt szöveget. A minta az en/.

move-illegal = szabálytalan lépés ({ $text }): { $reason }
move-ambiguous = a(z) '{ $text }' nem egyértelmű: jelentheti ezt: { $candidates }
move-unreadable = a(z) '{ $text }' nem olvasható lépésként: { $why }

## Miért szabálytalan a lépés.
move-reason-no-piece-there = a(z) { $cell } mezőn nincs bábu
move-reason-not-your-piece = a(z) { $cell } mezőn álló bábu nem a tiéd
move-reason-no-such-piece = nincs olyan bábud ({ $piece }), amely megtehetné ezt a lépést
move-reason-no-piece-with-letter = nincs { $letter } betűs bábud, amely megtehetné ezt a lépést
move-reason-not-that-piece-on = a(z) { $cell } mezőn nincs olyan bábud ({ $piece }), amely megtehetné ezt a lépést
move-reason-cannot-move-there = ez a bábu ({ $piece }) innen nem léphet a(z) { $to } mezőre
move-reason-blocked = a bábu ({ $piece }) útja a(z) { $to } mezőig el van zárva
move-reason-own-piece = a(z) { $cell } mezőn a saját bábud áll
move-reason-only-to-capture = ez a bábu ({ $piece }) csak ütéssel léphet oda
move-reason-cannot-capture = ez a bábu ({ $piece }) így nem üthet
move-reason-leaves-in-check = ezzel a lépéssel sakkban maradna a bábud ({ $piece })
move-reason-promotion-required = add meg, mivé alakuljon át: { $choices }
move-reason-bad-promotion = itt nem lehet átalakulni erre: { $piece }
move-reason-not-in-hand = nincs a kezedben ilyen bábu: { $piece }
move-reason-occupied = a(z) { $cell } mező nem üres
move-reason-no-move-from = ez a bábu ({ $piece }) nem tehető le a(z) { $cell } mezőre: onnan sosem tudna lépni
move-reason-no-such-cell = { $cell } nem mezője ennek a táblának
move-reason-capture-compulsory = az ütés kötelező, és tudsz ütni
move-reason-no-drag = egyik bábud sem húzhatja így a(z) { $cell } mezőn állót (a húzáshoz a húzó bábu és az áldozata között a megfelelő számú lyuk kell, és semmi más)
move-reason-no-relocation = egyik bábud sem teheti át a(z) { $target } mezőn állót a(z) { $to } mezőre (annak az áthelyező bábu valamelyik vonalán az első tárgynak kell lennie, és a(z) { $to } mezőnek üresnek kell lennie)
move-reason-not-legal = ez nem szabályos lépés ebben az állásban
move-reason-game-over = a játszma véget ért

## Miért nem olvasható a lépés.
move-why-empty = üres
move-why-too-long = túl hosszú egy lépéshez
move-why-characters = a lépésekben csak betűk, számjegyek és a - x = * @ : > jelek állnak
move-why-drag-victim = a > után a húzott bábu mezője jön, pl. >g8
move-why-drag = a húzás egy lépés, utána > és egy mező, pl. Qd1-d5>g8
move-why-relocation = az áthelyezés: a bábu, :, a tárgy mezője - az új mezője, pl. Ed1:h5-f6
move-why-drop = a lerakás egy bábubetű, * vagy @, és egy mező, pl. N*f4
move-why-drop-letter = a lerakás egy bábubetűvel kezdődik
move-why-drop-cell = a lerakáshoz célmező kell
move-why-promotion-letter = adj meg egy bábubetűt az átalakuláshoz, pl. =Q
move-why-no-destination = nincs célmező
move-why-expected = ilyesmit várok: f5-f6, Nf4, exf6 vagy f10-f11=Q
move-why-no-reading = egyik olvasat sem illik rá
