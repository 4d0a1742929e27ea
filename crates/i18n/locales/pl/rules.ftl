# Reynard, zasady w oknie pomocy: polski.
# Jeden komunikat na wariant, `rules-<id wariantu>`, jak w locales/en/rules.ftl
# (rozstrzyga RULES.md). Wiersze najwyżej 70 znaków, od 4 do 10 wierszy.

rules-options-note = Opcje zmienione w menu mogą zmienić te zasady; zob. docs/variants.md.

## Gry łowieckie (RULES.md, rozdział 2).

rules-fox-geese =
    Plansza: krzyż z 33 pól, tylko linie proste (bez przekątnych).
    Start: lis na d4; 13 gęsi na c1–e2 i w całym 3. rzędzie.
    Zaczynają gęsi. W turze jeden pionek przesuwa się po linii na
    sąsiednie wolne pole, w dowolną stronę; ruchu nie można pominąć.
    Lis zbija gęś, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii, zmieniając kierunek.
    Bicie nie jest obowiązkowe: lis może się przesunąć lub przerwać serię.
    Lis wygrywa, gdy zostanie 5 gęsi lub mniej; gęsi wygrywają, gdy
    lis nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-fox-geese-diagonal =
    Plansza: krzyż z 33 pól z liniami ukośnymi (przekątnymi).
    Start: lis na d4; 13 gęsi na c1–e2 i w całym 3. rzędzie.
    Zaczynają gęsi. Gęś chodzi tylko po liniach prostych, w dowolną
    stronę; lis chodzi po wszystkich liniach, także po przekątnych.
    Lis zbija gęś, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii, zmieniając kierunek.
    Bicie nie jest obowiązkowe: lis może się przesunąć lub przerwać serię.
    Lis wygrywa, gdy zostaną 4 gęsi lub mniej; gęsi wygrywają, gdy
    lis nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-fox-geese-15 =
    Plansza: krzyż z 33 pól z liniami ukośnymi (przekątnymi).
    Start: lis na d4; 15 gęsi na c1–e2, w całym 3. rzędzie, na a4 i g4.
    Zaczynają gęsi. Gęś chodzi tylko po liniach prostych, w dowolną
    stronę; lis chodzi po wszystkich liniach, także po przekątnych.
    Lis zbija gęś, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii, zmieniając kierunek.
    Bicie nie jest obowiązkowe: lis może się przesunąć lub przerwać serię.
    Lis wygrywa, gdy zostanie 6 gęsi lub mniej; gęsi wygrywają, gdy
    lis nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-fox-geese-17 =
    Plansza: krzyż z 33 pól z liniami ukośnymi (przekątnymi).
    Start: lis na d4; 17 gęsi na c1–e3, a3 b3 f3 g3, a4 b4 f4 g4.
    Zaczynają gęsi. Gęś chodzi tylko po liniach prostych, w dowolną
    stronę; lis chodzi po wszystkich liniach, także po przekątnych.
    Lis zbija gęś, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii, zmieniając kierunek.
    Bicie nie jest obowiązkowe: lis może się przesunąć lub przerwać serię.
    Lis wygrywa, gdy zostanie 7 gęsi lub mniej; gęsi wygrywają, gdy
    lis nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-fox-geese-2fox =
    Plansza: krzyż z 33 pól z liniami ukośnymi (przekątnymi).
    Start: lisy na c5 i e5; 17 gęsi na c1–e3, a3 b3 f3 g3,
    a4 b4 f4 g4. Zaczynają gęsi; w turze lisów rusza się jeden lis.
    Gęś chodzi tylko po liniach prostych, w dowolną stronę;
    lis chodzi po wszystkich liniach, także po przekątnych.
    Lis zbija gęś, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii. Bicie nie jest obowiązkowe.
    Lisy wygrywają, gdy zostanie 7 gęsi lub mniej; gęsi wygrywają,
    gdy żaden lis nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-fox-geese-forward =
    Plansza: krzyż z 33 pól z liniami ukośnymi (przekątnymi).
    Start: lis na d4; 13 gęsi na c1–e2 i w całym 3. rzędzie.
    Zaczyna lis; chodzi po wszystkich liniach, w dowolną stronę.
    Gęsi też chodzą po wszystkich liniach, ale nigdy nie cofają się
    do niższego rzędu: tylko do przodu, w bok lub ukośnie do przodu.
    Lis zbija gęś, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii. Bicie nie jest obowiązkowe.
    Lis wygrywa, gdy zostanie 5 gęsi lub mniej albo gdy wejdzie
    na 1. rząd; gęsi wygrywają, gdy lis nie może się ruszyć.
    Strona bez ruchu przegrywa; trzecie powtórzenie pozycji: remis.

rules-catch-the-hare =
    Plansza: 5×5 pól z przekątnymi jak w alquerque.
    Start: zając na c3; 12 myśliwych na a1–e1, a2–e2, a3 i e3.
    Zaczynają myśliwi. Obie strony chodzą po wszystkich liniach,
    w dowolną stronę, na sąsiednie wolne pole; nie można pominąć ruchu.
    Zając zbija myśliwego, przeskakując go na wolne pole tuż za nim;
    może skakać dalej w serii, zmieniając kierunek.
    Bicie nie jest obowiązkowe: zając może się przesunąć lub przerwać.
    Zając wygrywa, gdy zostanie 9 myśliwych lub mniej; myśliwi, gdy
    zając nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-coyote =
    Plansza: 5×5 pól, linie proste i tylko dwie długie przekątne
    a1–e5 i a5–e1.
    Start: kojot na c3; 12 kur na a1–e1, a2–e2, a3 i e3.
    Zaczynają kury. Obie strony chodzą po wszystkich liniach,
    w dowolną stronę, na sąsiednie wolne pole; nie można pominąć ruchu.
    Kojot zbija kurę, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii. Bicie nie jest obowiązkowe.
    Kojot wygrywa, gdy zostanie 9 kur lub mniej; kury wygrywają, gdy
    kojot nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-el-coyote =
    Plansza: 5 kolumn na 7 rzędów, z przekątnymi jak w alquerque.
    Start: kojot na c5; 12 kur na a1–e1, a2–e2, a3 i e3.
    Zaczynają kury; nigdy nie cofają się do niższego rzędu:
    tylko do przodu, w bok lub ukośnie do przodu.
    Kojot chodzi po wszystkich liniach, w dowolną stronę.
    Zbija kurę, przeskakując ją na wolne pole tuż za nią;
    może skakać dalej w serii. Bicie nie jest obowiązkowe.
    Kojot wygrywa, gdy zostanie 9 kur lub mniej; kury wygrywają, gdy
    kojot nie może się ruszyć. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym graczu na ruchu: remis.

rules-asalto =
    Plansza: krzyż z 33 pól z przekątnymi; fort to pola c5–e7.
    Start: dwóch oficerów na c6 i e6; 24 buntowników na wszystkich polach
    poza fortem. Zaczynają buntownicy: krok w stronę fortu, do przodu,
    w bok lub ukośnie do przodu; w forcie tylko do przodu lub w bok.
    Oficerowie chodzą po wszystkich liniach, w dowolną stronę.
    Bicie jest obowiązkowe: gdy oficer może przeskoczyć buntownika,
    trzeba bić, a bijący oficer skacze dalej, dopóki może.
    Buntownicy wygrywają, zajmując wszystkie 9 pól fortu; oficerowie,
    gdy zostanie 9 buntowników lub mniej (15 zbitych). Strona bez
    ruchu przegrywa. Ta sama pozycja po raz trzeci: remis.

rules-wolf-sheep =
    Plansza: 32 ciemne pola szachownicy 8×8 (a1 ciemne), połączone
    tylko po przekątnych.
    Początek: wilk na d8; 4 owce na a1, c1, e1 i g1.
    Wilk zaczyna i idzie o jedno pole po przekątnej w dowolną stronę.
    Owce idą o jedno pole po przekątnej tylko do przodu. Nikt nie bije.
    Wilk wygrywa, docierając do pierwszego rzędu; owce wygrywają, gdy
    wilk nie ma ruchu. Strona bez ruchu przegrywa.
    Ta sama pozycja po raz trzeci przy tym samym ruchu: remis.

rules-bagh-chal =
    Plansza: 5×5 punktów z przekątnymi (plansza alquerque).
    Początek: 4 tygrysy w rogach a1, e1, a5, e5; 20 kóz w zapasie.
    Zaczynają kozy. Póki kozy są w zapasie, ruch kóz wystawia jedną
    na dowolny pusty punkt (@c3); kozy na planszy chodzą dopiero, gdy
    wystawiono wszystkie 20. Tygrys idzie o krok albo przeskakuje
    jedną kozę i ją bije: jeden skok na ruch, bez serii.
    Tygrysy wygrywają, bijąc 5 kóz; kozy wygrywają, gdy żaden tygrys
    nie może się ruszyć. Ta sama pozycja po raz trzeci: remis.

## Tafl (RULES.md, rozdział 4; docs/tafl.md).

rules-hnefatafl-9 =
    Plansza: 9×9 pól; tron e5; narożniki a1, i1, a9, i9.
    Start: król na e5, wokół 8 obrońców, 16 napastników przy brzegach.
    Zaczynają napastnicy. Wszystkie pionki chodzą jak wieża; na tronie
    i w narożniku staje tylko król, przez pusty tron przechodzą wszyscy.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem), narożnikiem lub pustym tronem, zbija go.
    Wejście między dwóch wrogów jest bezpieczne; brzeg nie pomaga bić.
    Króla zbija dwóch; na tronie — czterech, obok tronu — trzech.
    Król w narożniku: wygrywają obrońcy; król zbity: napastnicy.
    Strona bez ruchu przegrywa. Trzecie powtórzenie pozycji: remis.

rules-hnefatafl-11 =
    Plansza: 11×11 pól; tron f6; narożniki a1, k1, a11, k11.
    Start: król na f6, wokół 12 obrońców, 24 napastników przy brzegach.
    Zaczynają napastnicy. Wszystkie pionki chodzą jak wieża; na tronie
    i w narożniku staje tylko król, przez pusty tron przechodzą wszyscy.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem), narożnikiem lub pustym tronem, zbija go.
    Wejście między dwóch wrogów jest bezpieczne; brzeg nie pomaga bić.
    Króla zbija dwóch; na tronie — czterech, obok tronu — trzech.
    Król w narożniku: wygrywają obrońcy; król zbity: napastnicy.
    Strona bez ruchu przegrywa. Trzecie powtórzenie pozycji: remis.

rules-copenhagen-11 =
    Plansza, start i ruchy jak w Hnefatafl 11×11; zaczynają napastnicy.
    Bicie jak tam, ale króla zbija się tylko otoczeniem z czterech stron
    (lub z trzech i tronem), więc nigdy przy brzegu.
    Mur tarcz: rząd 2+ pionków przy brzegu, każdy z wrogiem od środka,
    zamknięty ruchem z obu końców, jest zbity (oprócz króla).
    Obrońcy wygrywają: król w narożniku albo przy brzegu, mogący się
    ruszyć, w forcie obrońców, którego nie da się rozbić.
    Napastnicy wygrywają: król zbity albo król ze wszystkimi obrońcami
    otoczony. Strona bez ruchu przegrywa.
    Trzecie powtórzenie pozycji: przegrana obrońców.

rules-brandubh =
    Plansza: 7×7 pól; tron d4; narożniki a1, g1, a7, g7.
    Start: król na d4, wokół 4 obrońców, 8 napastników w krzyżu.
    Zaczynają napastnicy. Wszystkie pionki chodzą jak wieża; na tronie
    i w narożniku staje tylko król, przez pusty tron przechodzą wszyscy.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem), narożnikiem lub pustym tronem, zbija go.
    Króla zbija dwóch; na tronie — czterech, obok tronu — trzech.
    Król w narożniku: wygrywają obrońcy; król zbity: napastnicy.
    Strona bez ruchu przegrywa. Trzecie powtórzenie pozycji: remis.

rules-tablut =
    Plansza: 9×9 pól; tron e5. Start jak w Hnefatafl 9×9.
    Zaczynają napastnicy. Wszystkie pionki chodzą jak wieża; na tronie
    staje tylko król, przez pusty tron przechodzą wszyscy.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem) lub pustym tronem, zbija go.
    Króla zbija dwóch; na tronie — czterech, obok tronu — trzech.
    Król na dowolnym polu brzegu: wygrywają obrońcy; zbity: napastnicy.
    Strona bez ruchu przegrywa. Trzecie powtórzenie pozycji: remis.

rules-fetlar-11 =
    Plansza, start i ruchy jak w Hnefatafl 11×11; zaczynają napastnicy.
    Bicie jak tam, ale króla zbija się tylko otoczeniem z czterech stron
    (lub z trzech i tronem), więc nigdy przy brzegu.
    Obrońcy wygrywają: król w narożniku.
    Napastnicy wygrywają: król zbity albo król ze wszystkimi obrońcami
    otoczony. Strona bez ruchu przegrywa.
    Trzecie powtórzenie pozycji: remis.

rules-ard-ri =
    Plansza: 7×7 pól bez tronu: wszystkie pola są zwykłe.
    Start jak w Brandubh: król d4, 4 obrońców wokół, 8 napastników
    w krzyż. Zaczynają napastnicy. Wszystkie pionki chodzą jak wieża.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem), zbija go. Króla zbija dwóch, wszędzie.
    Król na dowolnym polu brzegu: wygrywają obrońcy; zbity: napastnicy.
    Strona bez ruchu przegrywa. Trzecie powtórzenie pozycji: remis.

rules-tawlbwrdd-11 =
    Plansza: 11×11 pól; tron f6. Napastnicy w ustawieniu Bella (pusty
    pięciokąt z każdej strony), obrońcy rombem wokół króla.
    Zaczynają napastnicy. Wszystkie pionki chodzą jak wieża; na tronie
    staje tylko król, przez pusty tron przechodzą wszyscy.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem) lub pustym tronem, zbija go.
    Króla zbija dwóch; na tronie — czterech, obok tronu — trzech.
    Król na dowolnym polu brzegu: wygrywają obrońcy; zbity: napastnicy.
    Strona bez ruchu przegrywa. Trzecie powtórzenie pozycji: remis.

rules-hnefatafl-13 =
    Plansza: 13×13 pól; tron g7. Start według Parletta: król g7,
    16 obrońców wokół, 32 napastników w czterech grupach przy brzegach.
    Zasady Hnefatafl 11×11: zaczynają napastnicy, wszystkie pionki
    chodzą jak wieża, na tronie i w narożniku staje tylko król.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem), narożnikiem lub pustym tronem, zbija go.
    Króla zbija dwóch; na tronie — czterech, obok tronu — trzech.
    Król w narożniku: wygrywają obrońcy; król zbity: napastnicy.

rules-alea-evangelii =
    Plansza: 19×19 pól; środek j10 i cztery cytadele, bloki 2×2
    w narożnikach. Start według Murraya: król j10, 24 obrońców,
    48 napastników. Zaczynają napastnicy. Wszystkie pionki chodzą jak
    wieża; na środku stanąć, przejść przez niego lub wejść do cytadeli
    może tylko król.
    Bicie: ruch, który zamyka wroga między przybyłym pionkiem a innym
    swoim (także królem), cytadelą lub środkiem, zbija go.
    Króla zbija czterech (trzech i środek obok niego).
    Król w cytadeli: wygrywają obrońcy; król zbity: napastnicy.

## Samotnik (RULES.md, rozdział 3).

rules-solitaire =
    Plansza: krzyż z 33 pól, linie proste; gra jedna osoba.
    Start: pionki na wszystkich polach oprócz środkowego, d4.
    Ruch: pionek przeskakuje sąsiedni w pionie lub poziomie pionek
    na wolne pole tuż za nim; przeskoczony pionek schodzi z planszy.
    Seria skoków jednym pionkiem liczy się jako jeden ruch.
    Gra kończy się, gdy nie ma żadnego skoku; wynik to liczba pionków.
    Idealne zakończenie: jeden pionek, na d4.

## Gra w gęś (RULES.md, rozdział 5; docs/goose.md).

rules-goose =
    Wyścig po polach 1–63 dla 2–6 graczy, z jedną kostką.
    Po kolei rzucacie kostką i przesuwacie pionek o tyle pól.
    Gęsi 5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50, 54, 59: drugi rzut.
    Most 6: dalej na 12. Labirynt 42: wstecz na 30. Śmierć 58: na start.
    Gospoda 19, studnia 31, więzienie 52: tracisz 1, 2 lub 3 kolejki.
    Na pole 63 trzeba trafić dokładnie; nadmiar liczy się wstecz
    (z 62 przy rzucie 3: do 63 i z powrotem na 61).
    Wygrywa ten, kto pierwszy stanie na polu 63.
