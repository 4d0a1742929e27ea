# Interfejs WWW Reynard: polski.
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
lobby-options = Zasady: opcje ponad zasadami gry
lobby-option-default = jak w grze
lobby-rated = Rankingowa (obaj gracze potrzebują konta)
lobby-guest-name = Twoje imię (jako gościa)
lobby-create = Zacznij
lobby-open = Partie otwarte
lobby-running = Partie w toku
lobby-finished = Partie zakończone
lobby-none = Jeszcze brak.
lobby-join = Dołącz
lobby-watch = Oglądaj
lobby-replay = Zobacz
lobby-solitaire-perfect = idealne zakończenie
lobby-solitaire-no-jump = brak skoków

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
game-in-hand = { $side } w zapasie: { $count }
game-undo = Cofnij ruch
game-resign = Poddaj się
game-resign-confirm = Poddać tę partię?
game-offer-draw = Zaproponuj remis
game-accept-draw = Przyjmij remis
game-decline-draw = Odrzuć
game-draw-offered = Strona „{ $side }” proponuje remis.
game-takeback = Poproś o cofnięcie
game-takeback-accept = Zgódź się na cofnięcie
game-takeback-decline = Odmów
game-takeback-offered = Strona „{ $side }” prosi o cofnięcie ruchu.
game-takeback-waiting = Poproszono o cofnięcie ruchu: czekamy na przeciwnika.
game-rematch = Rewanż
game-rematch-accept = Przyjmij rewanż
game-rematch-offered = Strona „{ $side }” proponuje rewanż.
game-rematch-offered-player = { $name } proponuje rewanż.
game-rematch-waiting = Zaproponowano rewanż: czekamy na przeciwnika.
game-rematch-open = Rewanż: otwórz partię
game-flip = Obróć planszę
game-record = Pobierz zapis partii
game-over = Koniec partii: { $result }.
game-win = { $side } { $sideForm ->
    [m] wygrał
    [f] wygrała
    [n] wygrało
    [virile] wygrali
   *[pl] wygrały
  }
game-draw = remis
game-why = Powód: { $reason }.
game-chain-stop = Kliknij pionek jeszcze raz, aby zakończyć bicie tutaj.
game-offline = Utracono połączenie, łączę ponownie…
game-not-found = Nie ma takiej partii.
game-rated = Rankingowa
game-casual = Towarzyska
game-win-on-time = Koniec partii: { $side } { $sideForm ->
    [m] wygrał
    [f] wygrała
    [n] wygrało
    [virile] wygrali
   *[pl] wygrały
  } na czas.
game-win-on-time-player = Koniec partii: { $name } ({ $side }) wygrywa na czas.
game-abort = Anuluj partię
game-aborted = Partia została anulowana: bez wyniku.

player-computer = komputer, poziom { $level }
player-guest = gość
player-anonymous = gość
player-waiting = czekamy na gracza

clock-label = Tempo gry
clock-untimed = bez zegara
clock-custom = własne…
clock-days = { $days ->
    [one] { $days } dzień na ruch
   *[other] { $days } dni na ruch
}
clock-minutes = min
clock-seconds = s
clock-increment = s na ruch

nav-leaderboard = Ranking
account-login = Zaloguj się
account-register = Zarejestruj się
account-logout = Wyloguj się
account-name = Nazwa
account-password = Hasło
account-cancel = Anuluj
account-change-password = Zmień hasło
account-old-password = Obecne hasło
account-new-password = Nowe hasło
account-password-changed = Hasło zostało zmienione.
account-challenges = { $count ->
    [one] { $count } wyzwanie
    [few] { $count } wyzwania
   *[many] { $count } wyzwań
}

challenge-title = Wyzwania
challenge-from = Od
challenge-to = Do
challenge-their-side = { $name } gra stroną: { $side }
challenge-accept = Przyjmij
challenge-decline = Odrzuć
challenge-cancel = Wycofaj
challenge-title-send = Wyzwij na partię
challenge-send = Wyślij wyzwanie
challenge-sent = Wyzwanie wysłane: partia otworzy się tutaj, gdy { $name } je przyjmie.
challenge-declined = { $name } odrzuca wyzwanie.

player-bot = bot
player-since = Gra tutaj od { $date }.
player-results = Wygrane: { $won }, przegrane: { $lost }, remisy: { $drawn }.
player-ratings = Rankingi
player-rating = Ranking
player-deviation = Odchylenie
player-games = Partie rankingowe
player-provisional = Tymczasowy: jeszcze za mało partii rankingowych
player-no-ratings = Jeszcze żadnej partii rankingowej.
player-chart = Historia rankingu: { $preset }
player-recent = Ostatnie partie
player-versus = przeciw
player-in-play = w toku
player-won = wygrana
player-lost = przegrana
player-drawn = remis
player-aborted = anulowana
player-not-found = Nie ma takiego gracza.

board-title = Ranking
board-note = Tylko ustalone rankingi: ranking jest tymczasowy (ze znakiem ?), dopóki nie ustali się po kilku partiach rankingowych.
board-empty = W tej grze nie ma jeszcze ustalonych rankingów.
board-rank = Miejsce
board-player = Gracz

nav-tournaments = Turnieje
tournaments-title = Turnieje
tournaments-create = Utwórz turniej
tournaments-log-in = Zaloguj się, aby utworzyć turniej.
tournaments-upcoming = Nadchodzące
tournaments-running = Trwające
tournaments-finished = Zakończone
tournament-players = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}
tournament-chat = Czat turnieju
tournament-format-swiss = System szwajcarski
tournament-format-round-robin = Każdy z każdym
tournament-format-arena = Arena
tournament-starts-at = początek { $time }
tournament-starts-manual = zacznie się, gdy uruchomi go twórca
tournament-started-at = rozpoczęty { $time }
tournament-finished-at = zakończony { $time }
tournament-new-title = Nowy turniej
tournament-name = Nazwa
tournament-format = System
tournament-rounds = Rundy
tournament-minutes = Minuty
tournament-bots = Boty mogą grać
tournament-no-bots = Bez botów
tournament-start = Początek
tournament-start-manual = Gdy go uruchomię
tournament-start-at = O podanej dacie i godzinie:
tournament-choose-time = Wybierz datę i godzinę początku.
tournament-access = Kto może dołączyć
tournament-open = Każdy
tournament-invite-only = Tylko gracze z linkiem z zaproszeniem
tournament-create = Utwórz turniej
tournament-created-invite = Turniej jest utworzony. Wyślij ten link zapraszanym graczom:
tournament-open-page = Otwórz stronę turnieju
tournament-invite-link = Link z zaproszeniem:
tournament-go-to-game = Przejdź do swojej partii
tournament-join = Dołącz
tournament-withdraw = Wycofaj się
tournament-start-now = Zacznij teraz
tournament-log-in-to-join = Zaloguj się, aby dołączyć.
tournament-invitation-needed = Dołączyć mogą tylko gracze z linkiem z zaproszeniem.
tournament-standings = Tabela
tournament-players-title = Gracze
tournament-withdrawn = Wycofani: { $names }
tournament-export = Wyniki w pliku
tournament-export-json = JSON
tournament-export-text = Tekst
tournament-game = partia { $n }
tournament-games = Partie
tournament-creator = Twórca: { $name }
tournament-rounds-count = { $count ->
    [one] { $count } runda
    [few] { $count } rundy
    [many] { $count } rund
   *[other] { $count } rundy
}
tournament-minutes-count = { $count ->
    [one] trwa { $count } minutę
    [few] trwa { $count } minuty
    [many] trwa { $count } minut
   *[other] trwa { $count } minuty
}
tournament-ends-at = koniec { $time }
tournament-status-created = Jeszcze się nie zaczął
tournament-status-running = Trwa
tournament-status-finished = Zakończony
tournament-round-of = runda { $round } z { $count }
tournament-round = Runda { $number }
tournament-byes = Pauza: { $names }
tournament-points = Punkty
tournament-not-found = Nie ma takiego turnieju.
tiebreak-buchholz = Buchholz
tiebreak-sonneborn-berger = Sonneborn-Berger
tiebreak-between-tied = Wzajemne partie
tiebreak-wins = Wygrane

game-evaluate = Oceń pozycję
game-evaluating = Komputer ocenia pozycję…
analysis-eval = Ocena dla strony „{ $side }”: { $score } (głębokość przeszukiwania: { $depth } półruchów). Najlepszy ruch: { $best }.
analysis-proven-win = Strona „{ $side }” wymusza wygraną; półruchów do końca: { $plies }. Najlepszy ruch: { $best }.
analysis-proven-loss = Strona „{ $side }” nie uniknie przegranej; półruchów do końca: { $plies }. Najlepszy ruch: { $best }.
analysis-solved-win = Według tablic: strona „{ $side }” wygrywa przy najlepszej grze; półruchów do końca: { $plies }. Najlepszy ruch: { $best }.
analysis-solved-loss = Według tablic: strona „{ $side }” przegrywa przy najlepszej grze; półruchów do końca: { $plies }. Najlepszy ruch: { $best }.
analysis-solved-draw = Według tablic: remis przy najlepszej grze. Ruch, który go utrzymuje: { $best }.

## Eksplorator ruchów i plansza analizy.
nav-analysis = Plansza analizy
explore-title = Eksplorator
explore-loading = Sprawdzam każdy ruch…
explore-solved-win = Według tablic: strona „{ $side }” wygrywa przy najlepszej grze; półruchów do końca: { $plies }.
explore-solved-loss = Według tablic: strona „{ $side }” przegrywa przy najlepszej grze; półruchów do końca: { $plies }.
explore-solved-draw = Według tablic: remis przy najlepszej grze.
explore-solved-win-any = Według tablic: strona „{ $side }” wygrywa przy najlepszej grze (te tablice nie mają odległości).
explore-solved-loss-any = Według tablic: strona „{ $side }” przegrywa przy najlepszej grze (te tablice nie mają odległości).
explore-move-win-any = wygrana
explore-move-loss-any = przegrana
explore-proven-win = Strona „{ $side }” może wymusić wygraną; półruchów do końca: { $plies }.
explore-proven-loss = Strona „{ $side }” nie uniknie przegranej; półruchów do końca: { $plies }.
explore-engine = Nierozwiązane. Oceny silnika na głębokości { $depth }: { $score } dla strony „{ $side }”.
explore-over = Tu partia jest skończona.
explore-col-move = Ruch
explore-col-value = Dla strony na ruchu
explore-move-win = wygrana w { $plies }
explore-move-loss = przegrana w { $plies }
explore-move-draw = remis
explore-legend = Zielony: tym ruchem strona „{ $mover }” wygrywa; szary: remis; czerwony: wygrywa strona „{ $other }”. Półruchy liczone od tej pozycji.
explore-open-board = Plansza analizy
analysis-board-title = Plansza analizy
analysis-board-setup = Ustaw pozycję
analysis-board-set = Ustaw
analysis-board-reset = Pozycja początkowa

review-button = Analiza partii
review-open-record = Otwórz zapis…
review-working = Analizuję każdy ruch…
review-summary = { $count ->
    [0] Żaden ruch nie zmarnował oceny.
    [one] { $count } ruch zmarnował ocenę:
    [few] { $count } ruchy zmarnowały ocenę:
   *[many] { $count } ruchów zmarnowało ocenę:
  }
review-lost-win = Strona „{ $side }” zmarnowała wygraną.
review-lost-draw = Strona „{ $side }” zmarnowała remis.
review-blunder = Poważny błąd strony „{ $side }”.
review-mistake = Błąd strony „{ $side }”.
review-best = Najlepszy był { $best }.
review-chart-label = Przebieg partii: powyżej środka prowadzi strona „{ $side }”.
review-ply = Półruch { $ply }
review-score = silnik daje { $score } dla strony „{ $side }”

nav-puzzles = Zadania
puzzle-title = Zadanie
puzzle-find = Strona „{ $side }” zaczyna i wygrywa; półruchów do końca: { $plies }. Znajdź drogę.
puzzle-kind-only-win = Wygrywa tylko jeden ruch.
puzzle-kind-fastest-win = Wygrywa kilka ruchów; najszybciej jeden.
puzzle-good = { $move }: dobrze. Obrona odpowiada.
puzzle-wrong = { $move } nie wygrywa. Spróbuj jeszcze raz.
puzzle-slower = { $move } też wygrywa, ale wolniej. Znajdź najszybszy.
puzzle-solved = Rozwiązane!
puzzle-hint = Podpowiedź
puzzle-hint-text = Rusz pionem z { $point }.
puzzle-retry = Od nowa
puzzle-next = Następne zadanie
puzzle-streak = Rozwiązane z rzędu: { $count }

solved-title = Gry rozwiązane na tym serwerze
solved-yes = rozwiązane: najlepsza gra od początku —
solved-partial = rozwiązane częściowo; reszta zajmie tu około { $time }:
solved-no = tu nierozwiązane; rozwiązanie zajmie około { $time }:
solved-others = Tu nierozwiązane ({ $count })
solved-none = Jeszcze żadna: folder tablic nie ma w pełni rozwiązanej gry.
solved-seconds = { $count } s
solved-minutes = { $count } min
solved-hours = { $count } godz.

nav-atlas = Atlas równowagi
atlas-title = Które zasady czynią grę uczciwą?
atlas-intro = Wszystkie połączenia zasad podanych przez źródła, zmierzone poleceniem reynard balance: rozwiązane dokładnie, gdzie tablice się mieszczą, a poza tym rozegrane przez dwa równe silniki.
atlas-win = Wygrana: { $side }
atlas-draw = remis
atlas-plies = półruchów: { $count }
atlas-no-win = nikt nie może wymusić wygranej
atlas-no-distance = długość nieznana
atlas-ahead = Przewaga: { $side }
atlas-even = wyrównana
atlas-source = zasady ze źródeł
atlas-solved-note = Komórki rozwiązane: wynik przy najlepszej grze; im ciemniejszy kolor, tym szybsza wygrana.
atlas-match-note = Komórki meczów: { $player } przeciw sobie, { $games } partii na komórkę, strony zmieniane co partię; wynik strony „{ $side }” z 95-procentowym przedziałem. Silnik nie jest doskonały: mecz mówi, jak toczy się gra na tej sile, a nie kto wygrywa przy najlepszej grze.
atlas-perfect-win = przy najlepszej grze: wygrana — { $side }, półruchów: { $plies }
atlas-perfect-draw = przy najlepszej grze: remis
atlas-perfect-note = Gdzie napisano „przy najlepszej grze”, tę wartość udowodniło polecenie reynard solve (docs/solved.md); jego tablice nie zmieściły się w budżecie tego przebiegu.
atlas-source-note = W ramce: zasady podane przez źródła.

error-generic = Błąd: { $message }

## Kody błędów serwera, które spotyka gracz (docs/api.md); inne błędy — tekstem serwera.
error-code-bad_token = Partia nie zna tego miejsca: link albo miejsce zapisane w przeglądarce jest nieaktualne.
error-code-not_your_turn = To nie twój ruch.
error-code-waiting = Drugi gracz jeszcze nie dołączył: poczekaj na niego.
error-code-own_invitation = To twoje własne zaproszenie: wyślij link znajomemu (albo otwórz go w innej przeglądarce).
error-code-game_over = Partia się skończyła.
error-code-not_during_play = Podczas gry między ludźmi nie ma silnika ani tablic: otworzą się po końcu partii.
error-code-rated_no_takeback = W partii rankingowej nie cofa się ruchów.
error-code-stale = Partia w międzyczasie poszła dalej: odśwież stronę.
error-code-rate_limited = Za dużo żądań naraz: odczekaj chwilę i spróbuj ponownie.
error-code-busy = Wszyscy gracze komputerowi są zajęci: spróbuj za chwilę.
error-code-storage = Serwer nie zdołał zapisać partii; nic się nie zmieniło. Spróbuj ponownie.
error-code-corrupt = Serwer nie zdołał odczytać zapisanej partii; nic się nie zmieniło.
error-code-internal = Serwer zawiódł; nic się nie zmieniło. Spróbuj ponownie.
error-code-too_large = Żądanie jest za duże.
error-code-unauthorized = Najpierw się zaloguj.
error-code-bad_credentials = Zła nazwa lub hasło.
error-code-csrf = Sprawdzenie sesji nie powiodło się: odśwież stronę.
error-code-forbidden = To nie należy do ciebie.
error-code-name_taken = Ta nazwa jest zajęta: wybierz inną.
error-code-bad_account = Nazwa to od 2 do 24 liter (dowolnego alfabetu), cyfr, _ lub -, a hasło od 8 do 128 znaków.
error-code-too_many_logins = Za dużo nieudanych logowań: spróbuj ponownie za { $seconds } s.
error-code-session_required = Zaloguj się hasłem, aby to zrobić: token API tu nie wystarczy.

## Seeks and quick pairing (the lobby)
seek-create = Szukaj przeciwnika
seek-title = Otwarte zaproszenia
seek-quick = Szybka gra
seek-play = Graj
seek-waiting = czekam…
seek-cancel = Anuluj
seek-none = Nikt nie szuka teraz gry.
seek-guest = gość
seek-their-side = gra jako { $side }
seek-rating-range = Ranking przeciwnika (dla zgłoszenia)
seek-rating-min = od
seek-rating-max = do
seek-rating-between = ranking { $min }–{ $max }

## Chat (the game page)
chat-players = Czat graczy
chat-spectators = Czat widzów
chat-send = Wyślij
chat-placeholder = Napisz coś…
chat-mute = Wycisz przeciwnika
chat-name-prompt = Twoje imię na czacie:
chat-too-long = Wiadomość może mieć najwyżej { $max } znaków.
chat-too-fast = Za dużo wiadomości naraz: odczekaj chwilę.

# Notifications (the bell in the header) and sounds.
notifications-title = Powiadomienia
notifications-bell = { $count ->
    [0] Powiadomienia
    [one] Powiadomienia: { $count } nieprzeczytane
    [few] Powiadomienia: { $count } nieprzeczytane
   *[many] Powiadomienia: { $count } nieprzeczytanych
}
notifications-none = Na razie nic.
notifications-read-all = Oznacz wszystkie jako przeczytane
notifications-allow = Powiadamiaj, gdy karta jest ukryta
notifications-stop = Nie powiadamiaj, gdy karta jest ukryta
notifications-blocked = Przeglądarka blokuje powiadomienia tej strony.
notification-opponent = przeciwnik
notification-challenge = { $from } wyzywa cię na grę: { $game }
notification-challenge-accepted = { $by } przyjmuje twoje wyzwanie
notification-challenge-declined = { $by } odrzuca twoje wyzwanie
notification-your-move = Twój ruch w grze z: { $opponent } ({ $game })
notification-game-win = Wygrana z: { $opponent } ({ $game })
notification-game-loss = Przegrana z: { $opponent } ({ $game })
notification-game-draw = Remis z: { $opponent } ({ $game })
notification-tournament-started = Turniej { $name } się rozpoczął
notification-tournament-game = Twoja gra w turnieju { $name } jest gotowa
sound-mute = Wycisz dźwięki
sound-unmute = Włącz dźwięki
# Moderacja: blokady, zgłoszenia, własne dane, strona moderatorów (#/mod).
error-code-account_closed = To konto zostało zamknięte przez moderatora.
block-do = Zablokuj
block-undo = Odblokuj
block-done = Zablokowano gracza { $name }: żadnych wyzwań, par ani wiadomości od niego.
block-undone = Gracz { $name } nie jest już zablokowany.
report-player = Zgłoś tego gracza
report-game = Zgłoś tę partię
report-reason = Powód
report-text = Co się stało (opcjonalnie)
report-send = Wyślij zgłoszenie
report-sent = Dziękujemy: moderator się tym zajmie.
report-already = To zgłoszenie już zostało wysłane: moderator się nim zajmie.
report-reason-cheating = Oszustwo (pomoc programu)
report-reason-abuse = Obelgi na czacie
report-reason-sandbagging = Celowe przegrywanie
report-reason-name = Obraźliwa nazwa
report-reason-other = Coś innego
data-title = Twoje dane
data-export-account = Pobierz moje dane (JSON)
data-export-games = Pobierz moje partie (zapisy)
data-blocks = Zablokowani gracze
data-no-blocks = Nikt.
data-delete = Usuń moje konto
data-delete-explain = Twoje partie zostaną, pod nazwą, która już cię nie wskazuje; rankingi, historia, sesje i tokeny zostaną usunięte, a nazwa się zwolni.
data-delete-confirm = Usunąć konto na zawsze? Tego nie da się cofnąć.
mod-title = Moderacja
mod-only = Ta strona jest dla moderatorów.
mod-reports = Otwarte zgłoszenia
mod-no-reports = Brak otwartych zgłoszeń.
mod-actions = Konta i partie
mod-close-report = Zamknij zgłoszenie
mod-close-account = Zamknij konto
mod-exclude = Usuń z rankingów
mod-include = Przywróć do rankingów
mod-game = Partia
mod-game-link = partia
mod-show-chat = Pokaż czat
mod-no-chat = Brak wiadomości.
mod-remove-line = Usuń
mod-reason-prompt = Powód (zostanie w dzienniku działań):
mod-done = Gotowe.
mod-audit = Dziennik działań
mod-action-close_report = zamknięto zgłoszenie
mod-action-close_account = zamknięto konto
mod-action-exclude_leaderboard = usunięto z rankingów
mod-action-include_leaderboard = przywrócono do rankingów
mod-action-delete_chat_line = usunięto wiadomość czatu
mod-action-grant_role = nadano rolę
mod-action-revoke_role = odebrano rolę

# Account names (docs/accounts.md)
account-name-rules = Od 2 do 24 liter jednego alfabetu, cyfr, _ lub -; nazwa nie może wyglądać jak nazwa innego gracza.
error-code-name_looks_taken = Ta nazwa wygląda jak nazwa innego gracza (te same litery z innego alfabetu albo l zamiast 1): wybierz inną.

# Addresses that show nothing (web/problem.js)
problem-back = Wróć na stronę główną
problem-no-page = Pod tym adresem nie ma strony ({ $path }).
problem-bad-game-id = „{ $id }” nie może być partią: adres partii kończy się jej identyfikatorem z małych liter łacińskich i cyfr.
problem-no-game = Nie ma partii „{ $id }”: mogła zostać usunięta albo adres zawiera literówkę.
problem-no-preset = Nie ma tu gry „{ $id }”: wybierz grę z listy.
problem-bad-address = Ten adres jest uszkodzony (urwany lub błędny kod %), więc nic tu nie widać.
puzzle-no-tables = Ten serwer nie ma rozwiązanych tablic dla gry „{ $game }”, więc nie ma do niej zadań (albo żadne nie mieszczą się w tych granicach). Wybierz inną grę.
atlas-player-level = komputer na poziomie { $level }
# The game page on every screen, typed moves, the colour theme, the puzzles offered (issue 40).
game-step-first = Na początek
game-step-back = Poprzedni ruch
game-step-next = Następny ruch
game-step-last = Do ostatniego ruchu
game-type-move = Wpisz ruch:
game-play-move = Zagraj
analysis-record-reading = Wczytuję { $name }…
theme-dark = Ciemny motyw
theme-light = Jasny motyw
puzzle-unavailable-list = Brak zadań dla gier: { $games }. Zadania pochodzą z rozwiązanych tablic gry, a ten serwer tych gier nie rozwiązał (ile zajęłoby rozwiązanie, podaje w lobby sekcja „Gry rozwiązane na tym serwerze”).
puzzle-not-solved = Gra „{ $game }” nie jest rozwiązana na tym serwerze, więc nie ma tu jeszcze zadań. Wybierz powyżej grę rozwiązaną.
puzzle-none-solved = Na tym serwerze nie rozwiązano jeszcze żadnej gry, więc nie ma zadań. Ile zajęłoby rozwiązanie, podaje w lobby sekcja „Gry rozwiązane na tym serwerze”.
player-games-title = Partie
player-filter-preset = Gra
player-filter-any = Wszystkie
player-filter-result = Wynik
player-filter-win = Wygrane
player-filter-loss = Przegrane
player-filter-draw = Remisy
player-filter-aborted = Przerwane
player-filter-rated = Rankingowe czy towarzyskie
player-filter-rated-true = Rankingowe
player-filter-rated-false = Towarzyskie
player-filter-speed = Tempo gry
player-filter-opponent = Przeciwnik
player-filter-apply = Szukaj
player-more = Więcej partii
player-export = Pobierz te partie jako jeden plik zapisów
player-games-none = Żadna partia nie pasuje.
speed-bullet = Bullet
speed-blitz = Blitz
speed-rapid = Szybkie
speed-classical = Klasyczne
speed-correspondence = Korespondencyjne
speed-untimed = Bez zegara
review-inaccuracy = Niedokładność strony „{ $side }”.
review-totals-side = Strona
review-totals-inaccuracies = Niedokładności
review-totals-mistakes = Błędy
review-totals-blunders = Poważne błędy
review-totals-lost-wins = Zaprzepaszczone wygrane
review-totals-lost-draws = Zaprzepaszczone remisy
review-totals-average = Średnia strata
review-totals-average-help = Ile szans na wygraną traciło się średnio na ruch, w punktach procentowych (0: zawsze najlepszy ruch)
review-record-head = Ruchy: { $moves } · pozycje rozwiązane przez tablice: { $solved } z { $positions }, reszta przeliczona
