# Reynard, interfejs: polski.
# Klucze te same co w locales/en/main.ftl; test `every_key_is_translated`
# pilnuje kompletności. Nazwy stron (side-*) stoją po dwukropku
# („Ruch: gęsi”, „Wygrana: lis”), żeby nie uzgadniać z nimi czasownika.

app-title = Reynard
app-tagline = Lis i gęsi oraz inne gry łowieckie

## Gry (rodziny) i warianty: krótkie nazwy do menu i tytułów.

variant-fox-geese = Lis i gęsi
variant-fox-geese-diagonal = Lis i gęsi z przekątnymi
variant-fox-geese-15 = Lis i gęsi, 15 gęsi
variant-fox-geese-17 = Lis i gęsi, 17 gęsi
variant-fox-geese-2fox = Dwa lisy
variant-fox-geese-forward = Lis i gęsi, gęsi nigdy się nie cofają
variant-catch-the-hare = Złap zająca
variant-coyote = Kojot
variant-el-coyote = El Coyote
variant-asalto = Asalto
variant-wolf-sheep = Wilk i owce
variant-bagh-chal = Bagh-chal (tygrysy i kozy)
variant-hnefatafl-9 = Hnefatafl 9×9
variant-hnefatafl-11 = Hnefatafl 11×11
variant-copenhagen-11 = Hnefatafl kopenhaski
variant-brandubh = Brandubh
variant-tablut = Tablut
variant-fetlar-11 = Hnefatafl z Fetlar
variant-ard-ri = Ard Ri
variant-tawlbwrdd-11 = Tawlbwrdd
variant-hnefatafl-13 = Hnefatafl 13×13
variant-alea-evangelii = Alea Evangelii
variant-solitaire = Samotnik
variant-goose = Gra w gęś

## Strony, tak jak nazywają je warianty.

side-fox = lis
side-foxes = lisy
side-geese = gęsi
side-hare = zając
side-hunters = myśliwi
side-coyote = kojot
side-chickens = kury
side-officers = oficerowie
side-rebels = buntownicy
side-wolf = wilk
side-sheep = owce
side-tigers = tygrysy
side-goats = kozy
side-attackers = napastnicy
side-defenders = obrońcy
side-hunter = strona polująca
side-flock = stado

## Menu startowe.

menu-choose-game = Wybierz grę
menu-options = Opcje gry
menu-start = Rozpocznij grę
menu-open = Otwórz zapisaną grę
menu-language = Język: { $language }
menu-quit = Wyjście
menu-human = człowiek
menu-ai = komputer, poziom { $level }
menu-option-hint = ←/→ lub Enter: zmień; wpisz wartość i naciśnij Enter, aby ją ustawić (Ctrl-U czyści, Esc anuluje)
menu-option-error = Nie przyjęto opcji: { $error }
menu-players = Gracze
menu-goose-player = Gracz { $number }
## Gra.

status-to-move = Ruch: { $side }
status-thinking = Ruch: { $side } — trwa namysł…
status-taken = Zbito: { $taken } z { $needed }
status-lost = { $side } — straty: { $count }
status-in-hand = { $side } w zapasie: { $count }
status-pegs = Pozostało pionków: { $pegs }
status-plain = { $text }
status-moves = Ruchy
status-no-moves = jeszcze nie było ruchów
status-select-piece = Wybierz pionek, którym chcesz ruszyć
status-select-target = Wybierz, dokąd ma pójść ({ $count ->
    [one] jedno pole
    [few] { $count } pola
   *[many] { $count } pól
    [other] { $count } pola
  })
status-select-next = Kontynuuj skok albo wybierz ponownie ostatnie pole, aby się zatrzymać
status-hint = Podpowiedź: { $move }
status-hint-none = Brak podpowiedzi: gra jest skończona
status-saved = Zapisano: { $path }
status-save-failed = Nie udało się zapisać do { $path }: { $error }
status-opened = Otwarto: { $path }
status-open-failed = Nie udało się otworzyć { $path }: { $error }
status-draw-offered = Propozycja remisu ({ $side }): naciśnij d, aby przyjąć
status-draw-declined = Komputer odrzuca remis
status-nothing-to-undo = Nie ma czego cofnąć
status-nothing-to-redo = Nie ma czego powtórzyć
status-not-your-piece = Tym pionkiem nie można teraz ruszyć
outcome-win-because = Wygrana: { $side } — { $reason }
outcome-draw-because = Remis: { $reason }
outcome-reason-flock-reduced = zbito dość pionków
outcome-reason-no-legal-move = strona na ruchu nie może się ruszyć
outcome-reason-fort-taken = fort jest zajęty
outcome-reason-breakthrough = przebicie do pierwszego rzędu
outcome-reason-repetition = ta sama pozycja powtórzyła się trzy razy
outcome-reason-resignation = poddanie się
outcome-reason-agreement = za porozumieniem
outcome-reason-time = skończył się czas
outcome-reason-king-escaped = król uciekł
outcome-reason-king-captured = król został zbity
outcome-reason-edge-fort = król zbudował fort przy brzegu planszy
outcome-reason-encircled = obrońcy są otoczeni
outcome-solitaire = Koniec gry: { $pegs ->
    [one] został jeden pionek
    [few] zostały { $pegs } pionki
   *[many] zostało { $pegs } pionków
    [other] zostało { $pegs } pionka
  }
outcome-solitaire-perfect = Idealne zakończenie: jeden pionek, na { $hole }
outcome-goose = Wygrywa gracz { $number }

## Klawisze (dolny wiersz i ekran pomocy).

keys-play = ←↑↓→ Enter: wybór · u cofnij · r ponów · h podpowiedź · ? pomoc · q menu
keys-help-title = Klawisze
key-arrows = strzałki: przesuwanie kursora po planszy
key-enter = Enter lub spacja: wybór pionka lub pola (działa też mysz)
key-esc = Esc: anuluj wybór
key-undo = u: cofnij ruch (z komputerem: aż do twojego ruchu)
key-redo = r: powtórz cofnięty ruch
key-hint = h: podpowiedź komputera
key-resign = R: poddaj się
key-draw = d: zaproponuj lub przyjmij remis
key-flip = f: obróć planszę
key-save = s: zapisz partię do pliku
key-open = o: otwórz zapisaną partię
key-language = l: następny język
key-help = ?: ta pomoc i zasady
key-quit = q: do menu (dwa razy w menu: wyjście)
key-roll = Enter lub spacja: rzut kostką

help-title = Pomoc: { $variant }
help-rules-title = Zasady
help-close = Esc lub ?: zamknij

## Okna dialogowe.

dialog-save-title = Zapisz grę
dialog-open-title = Otwórz zapis partii
dialog-path = Plik: { $path }
dialog-confirm = Enter: zatwierdź · Esc: anuluj
dialog-resign = Poddać tę partię? (t/n)

## Gra w gęś.

goose-rolled = Gracz { $number } wyrzuca { $dice }
goose-waiting = Gracz { $number } czeka ({ $turns ->
    [one] jeszcze jedna kolejka
    [few] jeszcze { $turns } kolejki
   *[many] jeszcze { $turns } kolejek
    [other] jeszcze { $turns } kolejki
  })
goose-computer = komputer
goose-person = człowiek

## Błędy.

error-too-small = Terminal ma { $width }×{ $height }; Reynard potrzebuje co najmniej 80×24. Powiększ okno.

## Added with the full-screen game.

menu-seat = { $side }
keys-goose = Enter lub spacja: rzut kostką · ? pomoc · l język · q menu
solitaire-moves = Ruchy: { $count }
solitaire-choose-peg = Wybierz pionek, który może skoczyć
solitaire-choose-hole = Wybierz dołek, do którego skacze (ten sam pionek może skakać dalej)
solitaire-thinking = Solver szuka drogi…
solitaire-no-solution = Stąd nie da się zostawić jednego pionka na { $hole }
goose-your-roll = Gracz { $number }: naciśnij Enter, aby rzucić
goose-computer-rolls = Gracz { $number } (komputer) rzuca…
goose-player-at = Gracz { $number } ({ $who }): pole { $square }
goose-event-bounce = odbija się od 63 na { $square }
goose-event-goose = gęś na polu { $square }
goose-event-jump = { $name }: z { $from } na { $to }
goose-event-wait = { $name } na polu { $square }: traci { $turns ->
    [one] { $turns } kolejkę
    [few] { $turns } kolejki
   *[many] { $turns } kolejek
    [other] { $turns } kolejki
  }
goose-event-win = dochodzi do { $square }
goose-name-bridge = most
goose-name-inn = gospoda
goose-name-well = studnia
goose-name-maze = labirynt
goose-name-prison = więzienie
goose-name-death = śmierć
goose-legend = * gęś · » most · « w tył (labirynt, śmierć) · ○ czekanie (gospoda, studnia, więzienie)
status-hint-wait = Komputer myśli: poproś o podpowiedź w swoim ruchu
status-place = Wybierz pole, na którym postawić figurę
status-not-a-record = to nie jest zapis Reynard (brak znacznika [Game] lub [Variant])
dialog-overwrite = { $path } już istnieje: zastąpić? (t/n)
key-eval = e: ocena pozycji przez silnik (dokładna tam, gdzie są rozwiązane tablice)
key-explore = x: eksplorator: każdy ruch z oceną, najlepsze pierwsze (dokładną tam, gdzie są rozwiązane tablice, inaczej oceną silnika); ponownie, by zamknąć
key-review = v: analiza partii: jej przebieg na wykresie, ruchy, które zmarnowały wygraną lub remis; ←/→ i Enter przechodzą do pozycji
key-puzzle-hint = h: podpowiedź (wskazuje pion do ruchu; seria się kończy)
key-puzzle-again = u: zacznij zadanie od nowa
key-puzzle-next = n: następne zadanie
puzzle-none = Brak kolejnych zadań w tych granicach
status-review-none = Tu nie ma analizy
review-mark-best = { $verdict } { $best }
review-keys = ←/→ Home End: wybierz pozycję · Enter: przejdź · inny klawisz: zamknij
status-eval = Ocena ({ $side }): { $score } (głębokość { $depth }); najlepszy ruch { $move }
status-eval-win = Ocena ({ $side }): wygrana w { $plies ->
    [one] { $plies } półruchu
   *[many] { $plies } półruchach
    [other] { $plies } półruchu
  }; najlepszy ruch { $move }
status-eval-loss = Ocena ({ $side }): przegrana w { $plies ->
    [one] { $plies } półruchu
   *[many] { $plies } półruchach
    [other] { $plies } półruchu
  }; najlepszy ruch { $move }


## The side names of the variant, when they are not fox and geese.
option-sides-note = W tych objaśnieniach lis to { $hunter }, a gęsi to { $flock }.

# Rodzaj i liczba nazwy strony: m, f, n, virile (męskoosobowa) lub pl (lis wygrał, myśliwi wygrali, gęsi wygrały).
side-form-fox = m
side-form-foxes = pl
side-form-geese = pl
side-form-hare = m
side-form-hunters = virile
side-form-coyote = m
side-form-chickens = pl
side-form-officers = virile
side-form-rebels = virile
side-form-wolf = m
side-form-sheep = pl
side-form-tigers = pl
side-form-goats = pl
side-form-attackers = virile
side-form-defenders = virile
side-form-hunter = f
side-form-flock = n

# The menu's footer, fitting the focused row; the help's scroll marks.
menu-hint-choose = ←/→ — zmień, ↑/↓ — inny wiersz
menu-hint-option-choice = ←/→ lub Enter — zmień tę zasadę, ↑/↓ — inny wiersz
menu-hint-action = Enter — wybierz, ↑/↓ — inny wiersz
help-more-below = ↓ dalej jest więcej (PageDown)
help-more-above = ↑ wyżej jest więcej (PageUp)
