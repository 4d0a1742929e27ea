# Interfejs WWW Reynard: polski.
app-title = Reynard
app-tagline = Lis i gęsi, inne gry myśliwskie i Hnefatafl
language = Język

lobby-new-game = Nowa partia
lobby-variant = Gra
lobby-side = Twoja strona
lobby-side-first = ta, która zaczyna
lobby-opponent = Przeciwnik
lobby-opponent-ai = komputer
lobby-opponent-friend = znajomy (link z zaproszeniem)
lobby-opponent-public = ktokolwiek (partia otwarta)
lobby-level = Poziom
lobby-options = Opcje (klucz=wartość, po jednej w wierszu)
lobby-create = Zacznij
lobby-open = Partie otwarte
lobby-running = Partie w toku
lobby-finished = Partie zakończone
lobby-none = Jeszcze brak.
lobby-join = Dołącz
lobby-watch = Oglądaj
lobby-replay = Zobacz

game-back = Lista partii
game-to-move = Ruch mają: { $side }
game-you-are = Grasz stroną: { $side }.
game-spectator = Oglądasz partię.
game-your-turn = Twój ruch.
game-thinking = Komputer myśli…
game-waiting = Czekamy, aż dołączy przeciwnik.
game-invite = Wyślij ten link znajomemu:
game-copy = Kopiuj
game-copied = Skopiowano
game-moves = Ruchy
game-captured = { $side }: zbito { $count ->
    [one] { $count } pionek
    [few] { $count } pionki
   *[many] { $count } pionków
}
game-captured-goal = { $side }: zbito { $count } z { $goal } potrzebnych
game-undo = Cofnij ruch
game-resign = Poddaj się
game-resign-confirm = Poddać tę partię?
game-offer-draw = Zaproponuj remis
game-accept-draw = Przyjmij remis
game-decline-draw = Odrzuć
game-draw-offered = Strona „{ $side }” proponuje remis.
game-flip = Obróć planszę
game-record = Pobierz zapis partii
game-over = Koniec partii: { $result }.
game-win = wygrana: { $side }
game-draw = remis
game-why = Powód: { $reason }.
game-chain-stop = Kliknij pionek jeszcze raz, aby zakończyć bicie tutaj.
game-offline = Utracono połączenie, łączę ponownie…
game-not-found = Nie ma takiej partii.

reason-flock-reduced = zostało za mało pionków, by zablokować
reason-breakthrough = myśliwy przedarł się do pierwszego rzędu
reason-fort-taken = fort zajęty
reason-no-legal-move = strona na ruchu nie może się ruszyć
reason-repetition = ta sama pozycja po raz trzeci
reason-resignation = poddanie
reason-agreement = za zgodą
reason-king-escaped = król uciekł
reason-king-captured = król zbity
reason-edge-fort = król bezpieczny w forcie przy krawędzi
reason-encircled = obrońcy otoczeni

side-fox = lis
side-foxes = lisy
side-geese = gęsi
side-hare = zając
side-hunters = myśliwi
side-coyote = kojot
side-chickens = kury
side-officers = oficerowie
side-rebels = buntownicy
side-attackers = napastnicy
side-defenders = obrońcy

preset-fox-geese = Lis i gęsi
preset-fox-geese-diagonal = Lis i gęsi, z przekątnymi
preset-fox-geese-15 = Lis i gęsi, 15 gęsi
preset-fox-geese-17 = Lis i gęsi, 17 gęsi
preset-fox-geese-2fox = Lis i gęsi, dwa lisy
preset-fox-geese-forward = Lis i gęsi, gęsi tylko do przodu
preset-catch-the-hare = Złap zająca
preset-coyote = Kojot
preset-el-coyote = El Kojot
preset-asalto = Asalto
preset-hnefatafl-9 = Hnefatafl 9×9
preset-hnefatafl-11 = Hnefatafl 11×11
preset-copenhagen-11 = Hnefatafl kopenhaski 11×11

error-generic = Błąd: { $message }
