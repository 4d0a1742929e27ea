# Reynard, user interface: English (the fallback language).
# Keys are shared with locales/ru/main.ftl and locales/pl/main.ftl; the test
# `every_key_is_translated` keeps them complete.

app-title = Reynard
app-tagline = Fox and Geese and the hunt games

## Games (families) and presets: short names for menus and titles.

variant-fox-geese = Fox and Geese
variant-fox-geese-diagonal = Fox and Geese with diagonals
variant-fox-geese-15 = Fox and Geese, 15 geese
variant-fox-geese-17 = Fox and Geese, 17 geese
variant-fox-geese-2fox = Two foxes
variant-fox-geese-forward = Fox and Geese, geese never step back
variant-catch-the-hare = Catch the Hare
variant-coyote = Coyote
variant-el-coyote = El Coyote
variant-asalto = Asalto
variant-wolf-sheep = Wolf and Sheep
variant-bagh-chal = Bagh-Chal
variant-hnefatafl-9 = Hnefatafl 9×9
variant-hnefatafl-11 = Hnefatafl 11×11
variant-copenhagen-11 = Copenhagen Hnefatafl
variant-brandubh = Brandubh
variant-tablut = Tablut
variant-fetlar-11 = Fetlar Hnefatafl
variant-ard-ri = Ard Ri
variant-tawlbwrdd-11 = Tawlbwrdd
variant-hnefatafl-13 = Hnefatafl 13×13
variant-alea-evangelii = Alea Evangelii
variant-solitaire = Peg solitaire
variant-goose = Game of the Goose

## Sides, as the variants name them.

side-fox = fox
side-foxes = foxes
side-geese = geese
side-hare = hare
side-hunters = hunters
side-coyote = coyote
side-chickens = chickens
side-officers = officers
side-rebels = rebels
side-wolf = wolf
side-sheep = sheep
side-tigers = tigers
side-goats = goats
side-attackers = attackers
side-defenders = defenders
side-hunter = hunter side
side-flock = flock

## Start menu.

menu-choose-game = Choose a game
menu-options = Options of the game
menu-start = Start the game
menu-open = Open a saved game
menu-language = Language: { $language }
menu-quit = Quit
menu-human = person
menu-ai = computer, level { $level }
menu-option-hint = ←/→ or Enter to change, type a value and Enter to set it (Ctrl-U clears it, Esc cancels)
menu-option-error = Option not accepted: { $error }
menu-players = Players
menu-goose-player = Player { $number }
## Playing.

status-to-move = { $side } to move
status-thinking = { $side }: thinking…
status-taken = Taken: { $taken } of { $needed }
status-lost = { $side }: { $count } lost
status-in-hand = { $side } in hand: { $count }
status-pegs = Pegs left: { $pegs }
status-plain = { $text }
status-moves = Moves
status-no-moves = no moves yet
status-select-piece = Choose a piece to move
status-select-target = Choose where it goes ({ $count ->
    [one] one target
   *[other] { $count } targets
  })
status-select-next = Continue the jump, or choose the last point again to stop
status-hint = Hint: { $move }
status-hint-none = No hint: the game is over
status-saved = Saved to { $path }
status-save-failed = Could not save to { $path }: { $error }
status-opened = Opened { $path }
status-open-failed = Could not open { $path }: { $error }
status-draw-offered = Draw offered by the { $side }: press d to accept
status-draw-declined = The computer declines the draw
status-nothing-to-undo = Nothing to undo
status-nothing-to-redo = Nothing to redo
status-not-your-piece = That is not a piece that can move now
outcome-win-because = Won by the { $side }: { $reason }
outcome-draw-because = Draw: { $reason }
outcome-reason-flock-reduced = enough pieces were taken
outcome-reason-no-legal-move = the side to move cannot move
outcome-reason-fort-taken = the fort is occupied
outcome-reason-breakthrough = a hunter broke through
outcome-reason-repetition = the same position occurred three times
outcome-reason-resignation = resignation
outcome-reason-agreement = agreed
outcome-reason-time = the clock ran out
outcome-reason-king-escaped = the king escaped
outcome-reason-king-captured = the king was captured
outcome-reason-edge-fort = the king made an edge fort
outcome-reason-encircled = the defenders are encircled
outcome-solitaire = Game over: { $pegs ->
    [one] one peg left
   *[other] { $pegs } pegs left
  }
outcome-solitaire-perfect = Perfect finish: one peg, on { $hole }
outcome-goose = Player { $number } wins

## Keys (the bottom line and the help screen).

keys-play = ←↑↓→ Enter: choose · Esc cancel · u undo · r redo · h hint · ? help · q menu
keys-help-title = Keys
key-arrows = arrow keys: move the cursor over the board
key-enter = Enter or Space: choose the piece or the point (the mouse works too)
key-esc = Esc: cancel the choice
key-undo = u: take back a move (against the computer, back to your turn)
key-redo = r: play a taken-back move again
key-hint = h: the computer's suggestion
key-resign = R: resign
key-draw = d: offer or accept a draw
key-flip = f: turn the board round
key-save = s: save the game as a record
key-open = o: open a saved record
key-language = l: next language
key-help = ?: this help and the rules
key-quit = q: back to the menu (twice on the menu: quit)
key-roll = Enter or Space: roll the dice

help-title = Help: { $variant }
help-rules-title = Rules
help-close = Esc or ? to close

## Dialogs.

dialog-save-title = Save the game
dialog-open-title = Open a record
dialog-path = File: { $path }
dialog-confirm = Enter: confirm · Esc: cancel
dialog-resign = Resign this game? (y/n)

## Goose.

goose-rolled = Player { $number } rolls { $dice }
goose-waiting = Player { $number } waits ({ $turns ->
    [one] one turn
   *[other] { $turns } turns
  })
goose-computer = computer
goose-person = person

## Errors.

error-too-small = The terminal is { $width }×{ $height }; Reynard needs at least 80×24. Enlarge the window.

## Added with the full-screen game.

menu-seat = { $side }
keys-goose = Enter or Space: roll the dice · ? help · l language · q menu
solitaire-moves = Moves: { $count }
solitaire-choose-peg = Choose a peg that can jump
solitaire-choose-hole = Choose the hole it jumps to (the same peg may jump on)
solitaire-thinking = The solver is looking for a way…
solitaire-no-solution = No way from here to one peg on { $hole }
goose-your-roll = Player { $number }: press Enter to roll
goose-computer-rolls = Player { $number } (computer) rolls…
goose-player-at = Player { $number } ({ $who }): square { $square }
goose-event-bounce = bounces back from 63 to { $square }
goose-event-goose = a goose on { $square }
goose-event-jump = { $name }: from { $from } to { $to }
goose-event-wait = { $name } on { $square }: misses { $turns ->
    [one] one turn
   *[other] { $turns } turns
  }
goose-event-win = reaches { $square }
goose-name-bridge = the bridge
goose-name-inn = the inn
goose-name-well = the well
goose-name-maze = the maze
goose-name-prison = the prison
goose-name-death = death
goose-legend = * goose · » bridge · « back (maze, death) · ○ wait (inn, well, prison)
status-hint-wait = The computer is thinking: ask again on your turn
status-place = Choose a point to place the piece
status-not-a-record = not a Reynard record (no [Game] or [Variant] tag)
dialog-overwrite = { $path } exists: replace it? (y/n)
key-eval = e: the engine's view of the position (exact where solved tables exist)
key-explore = x: the explorer: every move with its value, best first (solved where tables exist, else the engine's score); again to close
key-review = v: review the game: its course as a chart, the moves that threw a win or a draw away; ←/→ and Enter go to a position
key-puzzle-hint = h: a hint (names the piece to move; the streak ends)
key-puzzle-again = u: start the puzzle again
key-puzzle-next = n: the next puzzle
puzzle-none = No more puzzles fit these limits
status-review-none = No review here
review-mark-best = { $verdict } { $best }
review-keys = ←/→ Home End: choose a position · Enter: go there · any other key: close
status-eval = Engine, for the { $side }: { $score } (depth { $depth }); best { $move }
status-eval-win = Engine, for the { $side }: a win in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  }; best { $move }
status-eval-loss = Engine, for the { $side }: a loss in { $plies ->
    [one] one ply
   *[other] { $plies } plies
  }; best { $move }


## The side names of the variant, when they are not fox and geese.
option-sides-note = In these explanations the fox is the { $hunter } and the geese are the { $flock }.

# The grammatical number of each side's name: `one` (the fox wins) or `other` (the geese win).
# A message that puts a side before a verb selects on `$sideForm` (`$moverForm`…).
side-form-fox = one
side-form-foxes = other
side-form-geese = other
side-form-hare = one
side-form-hunters = other
side-form-coyote = one
side-form-chickens = other
side-form-officers = other
side-form-rebels = other
side-form-wolf = one
side-form-sheep = other
side-form-tigers = other
side-form-goats = other
side-form-attackers = other
side-form-defenders = other
side-form-hunter = one
side-form-flock = one

# The menu's footer, fitting the focused row; the help's scroll marks.
menu-hint-choose = ←/→ to change, ↑/↓ for another row
menu-hint-option-choice = ←/→ or Enter to change this rule, ↑/↓ for another row
menu-hint-action = Enter to choose, ↑/↓ for another row
help-more-below = ↓ more below (PageDown)
help-more-above = ↑ more above (PageUp)
