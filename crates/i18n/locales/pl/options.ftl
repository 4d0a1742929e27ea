# Reynard, opcje w menu startowym: polski.
# Klucze te same co w locales/en/options.ftl: `option-<klucz>`, klucz jak w kodzie
# zasad. Jeden wiersz, najwyżej 76 znaków. W grach łowieckich „lis” i „gęsi”
# oznaczają strony, jakkolwiek nazywa je wariant (zając, kojot, oficerowie;
# myśliwi, kury, buntownicy).

## Wspólne dla gier łowieckich i Hnefatafla.

option-board = Plansza: jej kształt i rozmiar (w tafl od 7×7 do 19×19)

## Gry łowieckie (Lis i gęsi, Złap zająca, Kojot, Asalto).

option-lines = Linie ruchu: tylko proste, z przekątnymi lub 2 długie przekątne
option-hunter_points = Pola, na których zaczyna lis (lub lisy)
option-flock = Liczba gęsi, w tradycyjnym ustawieniu dla tej liczby
option-flock_points = Własne pola startowe gęsi (zamiast ich liczby)
option-extra_hunters = Fora: dodatkowe lisy na podanych polach
option-extra_flock = Fora: dodatkowe gęsi na podanych polach
option-flock_in_hand = Gęsi w zapasie, wystawiane po jednej na ruch (Bagh-chal)
option-flock_moves_while_placing = Gęsi na planszy mogą chodzić, gdy inne są jeszcze w zapasie
option-hunter_first = Zaczyna lis (inaczej zaczynają gęsi)
option-fox_wins_at = Lis wygrywa, gdy zostanie tyle gęsi lub mniej
option-flock_diagonals = Gęsi mogą chodzić także po przekątnych
option-flock_directions = Dokąd chodzą gęsi: w każdą stronę lub nigdy wstecz, do niższego rzędu
option-capture = Bicie dowolne lub obowiązkowe: wtedy lis musi bić i skakać, dopóki może
option-huffing = Lis, który mógł bić i nie bił, zostaje zdjęty (zamiast obowiązkowego bicia)
option-removal = Kiedy zbite gęsi schodzą z planszy: od razu lub po zakończeniu ruchu
option-chains = Skok może trwać dalej (seria); inaczej jeden skok na ruch
option-hunter_start = Lis zaczyna na ustalonych polach lub sam ustawia pionki przed grą
option-breakthrough = Lis wygrywa także, wchodząc na 1., najniższy rząd
option-fort = Fort Asalto: buntownicy wygrywają, zajmując go cały; w nim bez przekątnych

## Hnefatafl.

option-first = Która strona zaczyna: napastnicy czy obrońcy
option-king_armed = Król bierze udział w biciu: jako bijący i jako pionek z drugiej strony
option-king_capture = Króla zbija dwóch, otoczenie z 4 stron lub dwóch, a przy tronie otoczenie
option-escape = Dokąd ucieka król, by wygrać: narożnik, pole brzegu lub cytadela w narożniku
option-throne = Tron w środku: tylko dla króla i wrogi; albo zwykłe pole
option-throne_passable = Nie tylko król może przechodzić przez pusty tron
option-shield_wall = Mur tarcz: rząd 2+ pionków przy brzegu z wrogami od środka, zamknięty: zbity
option-edge_fort = Obrońcy wygrywają: król przy brzegu, może się ruszyć, fort nie do rozbicia
option-encirclement = Napastnicy wygrywają, otaczając króla i wszystkich obrońców
option-repetition = Trzecie powtórzenie pozycji: remis lub przegrana obrońców
option-attackers = Własne pola startowe napastników (razem z obrońcami i królem)
option-defenders = Własne pola startowe obrońców, bez króla
option-king = Pole startowe króla

## Samotnik.

option-start = Dołek pusty na początku gry (domyślnie d4, środek)
option-finish = Dołek, na którym ma zostać ostatni pionek w idealnym zakończeniu

## Gra w gęś.

option-dice = Iloma kostkami rzucać naraz: jedną czy dwiema
option-goose = Pole z gęsią: rzut jeszcze raz lub ruch dalej o tyle samo pól
option-goose-board = default albo ścieżka pliku planszy (wzór: boards/goose-default.toml)

## Wartości opcji: w menu terminala i w lobby przeglądarki.

option-value-true = tak
option-value-false = nie
option-value-cross33 = krzyż z 33 punktów
option-value-alquerque5 = alquerque 5×5
option-value-alquerque5x7 = alquerque 5×7
option-value-checker8 = ciemne pola szachownicy 8×8
option-value-checker10 = ciemne pola szachownicy 10×10
option-value-orthogonal = tylko linie proste
option-value-diagonal = z przekątnymi
option-value-long = dwie długie przekątne
option-value-all = w każdą stronę
option-value-no-backward = nigdy do tyłu
option-value-optional = dowolne
option-value-mandatory = obowiązkowe
option-value-immediate = od razu
option-value-deferred = po zakończeniu ruchu
option-value-fixed = ustalone punkty
option-value-choose = ustawia gracz
option-value-attackers = napastnicy
option-value-defenders = obrońcy
option-value-throne = dwóch, przy tronie czterech
option-value-two = dwóch
option-value-four = czterech
option-value-corner = narożnik
option-value-edge = dowolna krawędź
option-value-citadel = cytadela w narożniku
option-value-draw = remis
option-value-defenders-lose = obrońcy przegrywają
option-value-standard = tradycyjne ustawienie
option-value-none = brak

# Krótkie nazwy opcji: etykiety w menu terminala i w atlasie przeglądarki.
option-name-board = Plansza
option-name-lines = Linie
option-name-hunter_points = Punkty startowe lisa
option-name-flock = Liczba gęsi
option-name-flock_points = Punkty startowe gęsi
option-name-extra_hunters = Dodatkowe lisy
option-name-extra_flock = Dodatkowe gęsi
option-name-flock_in_hand = Gęsi w zapasie
option-name-flock_moves_while_placing = Ruch gęsi przy wystawianiu
option-name-hunter_first = Lis zaczyna
option-name-fox_wins_at = Lis wygrywa przy
option-name-flock_diagonals = Gęsi po przekątnych
option-name-flock_directions = Kierunki ruchu gęsi
option-name-capture = Bicie
option-name-huffing = Dmuchanie
option-name-removal = Zdejmowanie zbitych gęsi
option-name-chains = Łańcuchy skoków
option-name-hunter_start = Jak zaczyna lis
option-name-breakthrough = Przełamanie
option-name-fort = Twierdza
option-name-first = Kto zaczyna
option-name-king_armed = Uzbrojony król
option-name-king_capture = Bicie króla
option-name-escape = Dokąd ucieka król
option-name-throne = Tron
option-name-throne_passable = Przejście przez tron
option-name-shield_wall = Mur tarcz
option-name-edge_fort = Twierdza przy krawędzi
option-name-encirclement = Okrążenie
option-name-repetition = Powtórzenie pozycji
option-name-attackers = Pola napastników
option-name-defenders = Pola obrońców
option-name-king = Pole króla
option-name-start = Pusty dołek
option-name-finish = Dołek ostatniego pionka
option-name-dice = Kostki
option-name-goose = Pole z gęsią
option-name-goose-board = Plansza
option-value-custom = własne punkty
option-value-default = zwykła plansza
