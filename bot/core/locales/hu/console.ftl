### Hexcourier: a helyi konzol saját szavai (az üdvözlése, és amit egy sorról mond, amelyet
### nem tud elolvasni), magyarul. A konzol jelölései (`[#g1]`, `image:`, `ping:`) nem
### fordítandók: szkriptek olvassák őket.
### Ki javíthatja: bárki. Nyiss egy hibajegyet (issue) vagy pull requestet, és írd meg a
### kulcsot (pl. `console-banner`), a jelenlegi és a javasolt szöveget. A minta az en/.

console-banner =
    Hexcourier konzol (tár: { $store }; képek: { $images }).
    Írj parancsot @{ $user } nevében: a /help felsorolja őket, a /new glinski @engine a gép ellen indít játszmát.
    Mások nevében így írhatsz: @név: szöveg, egy játszma helyén pedig: @név #g1: szöveg (pl. @{ $user } #g1: f5-f6).
    A Ctrl-D kilép; minden azonnal mentődik.
console-usage = használat: szöveg (@{ $user } írja a lobbiban, pl. /help), @felhasználó: szöveg (@felhasználó írja a lobbiban) vagy @felhasználó #hely: szöveg (egy helyen, pl. @alice #g1: Qe1-c3)
console-line = { $n }. sor: { $why }; { $usage }
console-no-colon = hiányzik a ':' a felhasználó után
console-bad-role = a szerepsor alakja: role <név>: @felhasználó @felhasználó ...
console-no-user = a sornak @felhasználóval kell kezdődnie
console-bad-place = a felhasználó és a ':' között egy #hely állhat
console-web = weboldalak itt: { $url }
