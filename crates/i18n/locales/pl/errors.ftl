# Czego zasady nie przyjmują, w języku gracza (menu gry pełnoekranowej i otwierane zapisy).
# Pola, ruchy i wartości opcji zostają tak, jak je zapisano. Strony i liczby stoją po
# dwukropku, żeby nie odmieniać.

error-option-unknown = nieznana opcja `{ $key }`; opcje: { $known }
error-option-value = opcja `{ $key }` nie przyjmuje `{ $value }`; oczekiwano: { $allowed }
error-option-pair = oczekiwano postaci klucz=wartość, a jest `{ $text }`
error-variant-lines = długie linie są tylko na planszy alquerque5, nie na { $board }
error-variant-point = { $key }: `{ $point }` nie jest polem planszy { $board }
error-variant-layout = flock: na planszy { $board } nie ma zwykłego ustawienia tej liczby: { $size }; wybierz jedną z: { $allowed } albo podaj flock_points
error-variant-overlap = dwa pionki zaczynają na { $point }
error-tafl-cell = { $key }: `{ $cell }` nie jest polem planszy { $size }×{ $size }
error-tafl-two-pieces = dwa pionki zaczynają na polu { $cell }
error-tafl-restricted = { $key }: `{ $cell }` to tron, narożnik lub cytadela, gdzie może stać tylko król
error-tafl-king-escaped = king: `{ $cell }` to pole ucieczki króla; gra skończyłaby się od razu
error-tafl-no-attackers = attackers: musi zacząć co najmniej jeden napastnik
error-variant-hunters = strona polująca ma od 1 do { $most } pionków, a podano: { $count }
error-variant-threshold = fox_wins_at = { $threshold } musi być mniejsze niż liczba gęsi: { $flock }
error-variant-no-room = hunter_start = choose potrzebuje wolnych pól: { $needed }, a jest ich: { $free }
error-variant-captures-to-win = fox_wins_at = { $threshold } oznacza bić: { $needed } (licząc od 20), a stado ma pionków: { $flock }
error-variant-two-hands = flock_in_hand i hunter_start = choose nie idą w parze: wystawia tylko jedna strona
error-variant-in-hand = flock_in_hand = { $count }: najwyżej { $most }
error-unknown-variant = nieznany wariant `{ $id }`; warianty: { $known }
error-move-syntax-hunt = `{ $text }` to nie ruch: pisz krok d4-d5, łańcuch skoków d4xd6xf6 albo wystawienie @d4
error-move-syntax-tafl = `{ $text }` to nie ruch: pisz jak e1-e4, a bicia dopisuj tak: e1-e4xe5
error-move-unknown-point = `{ $point }` nie jest polem tej planszy
error-move-unknown-cell = `{ $point }` nie jest polem tej planszy
error-move-game-over = partia się skończyła
error-nothing-to-undo = nie ma ruchu do cofnięcia
error-move-not-your-turn = nie twój ruch; ruch mają: { $side }
error-move-no-piece = na { $point } nie ma pionka
error-move-not-along-line = z { $from } do { $to } nie da się przejść po linii
error-move-not-along-file = z { $from } do { $to } nie da się przejść po wierszu ani kolumnie
error-move-occupied = pole { $point } jest zajęte
error-move-capture-compulsory = bicie jest obowiązkowe
error-move-must-continue = łańcuch musi iść dalej: z { $point } jest jeszcze bicie
error-move-direction = tak nie wolno: ten pionek nie chodzi z { $from } do { $to }
error-move-flock-jump = bije tylko strona polująca: gęsi nigdy nie skaczą
error-move-nothing-to-capture = na { $point } nie ma czego zbić
error-move-segment-used = skok nad { $point } po tej linii już był w tym ruchu
error-move-placement-expected = najpierw wystawia się pionki: pisz @pole
error-move-flock-in-hand = pionków w zapasie: { $count }; najpierw je wystaw (pisz @pole)
error-move-placement-not-allowed = na { $point } nie można teraz wystawić
error-move-illegal = `{ $text }` nie jest tu dozwolonym ruchem
error-move-path-blocked = droga jest zablokowana na { $point }
error-move-throne-blocks = przez tron { $point } przechodzi tylko król
error-move-restricted = na { $point } może stanąć tylko król
error-move-captures = ruch bije { $actual }, nie { $written }
error-move-captures-nothing = ruch niczego nie bije, a zapisano { $written }
error-record-wrong-game = zapis dotyczy gry `{ $stated }`, nie `{ $expected }`
error-record-tag = wiersz { $line }: znacznik pisze się jak [Name "value"]
error-record-comment = wiersz { $line }: komentarz `{"{"}` nie jest zamknięty
error-record-option = wiersz { $line }: znacznik Set: { $error }
error-record-variant = opcje wariantu do siebie nie pasują: { $error }
error-record-start = znacznik Start: { $error }
error-record-move = wiersz { $line }: ruch { $number } ({ $side }) `{ $move }`: { $error }
error-record-result-tag = zły znacznik { $tag }: `{ $value }`
error-record-result = zapis mówi `{ $stated }`, a ruchy kończą się `{ $actual }`
error-solitaire-hole = `{ $hole }` nie jest dołkiem planszy (pisz d4 albo numer 1–33)
error-solitaire-option = nieznana opcja `{ $key }`; opcje: start=DOŁEK i finish=DOŁEK
error-solitaire-no-peg = w dołku { $hole } nie ma pionka
error-solitaire-not-a-jump = { $from }x{ $to } to nie skok: między nimi musi stać pionek, a { $to } musi być pusty
error-solitaire-move-text = `{ $text }` to nie ruch: wypisz dołki, przez które skacze pionek, np. d2xd4 albo b4xd4xd6
error-goose-players = graczy: { $count }; w grę w gęś gra od 2 do 6 osób
error-goose-dice = kostek: { $count }; gra się jedną albo dwiema
error-goose-rule = nieznana reguła gęsi `{ $rule }`: roll-again albo move-again
error-goose-roll = zły rzut { $roll }: każda kostka od 1 do 6, a kostek tyle, ile w grze
error-goose-loop = ruch zapętla się: { $path }
error-goose-move-text = `{ $text }` to nie ruch gry w gęś: wyślij roll
error-goose-board = plansza: { $error }
error-goose-board-toml = plik planszy: { $text }
error-goose-board-square = pole { $at }: pola specjalne są od 1 do 62 (0 to start, 63 meta)
error-goose-board-twice = pole { $at } jest specjalne dwa razy
error-goose-board-target = pole { $at } ({ $name }): cel { $to } musi być od 0 do 62 i różny od samego pola
error-goose-board-miss = pole { $at } ({ $name }): miss = { $miss } musi być od 1 do 9
error-goose-board-ambiguous = pole { $at } ({ $name }): podaj dokładnie jedno z `to` (skok) i `miss` (czekanie)
error-goose-board-loop = rzut { $roll } z pola { $from } zapętla się (reguła { $rule }): { $path }
error-board-file-missing = nie ma pliku planszy { $path }
error-board-file = plik planszy { $path }: { $error }

# Account names and passwords, one problem per field
error-account-name-length = Nazwa ma od { $min } do { $max } znaków.
error-account-name-character = Nazwa może zawierać tylko litery (dowolnego alfabetu), cyfry, _ i -, a nie „{ $character }”.
error-account-name-start = Nazwa zaczyna się od litery lub cyfry.
error-account-name-scripts = Nazwa jest pisana literami jednego alfabetu: podobne litery dwóch alfabetów pozwoliłyby podszyć się pod innego gracza.
error-account-name-reserved = Nazwa nie może zaczynać się od „{ $prefix }”.
error-account-password-length = Hasło ma od { $min } do { $max } znaków.
error-account-password-weak = To hasło łatwo odgadnąć (popularne hasło, imię, ciąg klawiszy lub powtórzenia): dodaj kilka niezwiązanych ze sobą słów.
