# Reynard, start-menu options: English (the fallback language).
# One line per option, `option-<key>` with the key as the rules code spells it
# (hunt and tafl OPTIONS, plus the solitaire and goose menu options); at most
# 76 characters. In the hunt games "fox" and "geese" stand for the two sides
# whatever a variant calls them (hare, coyote, officers; hunters, chickens…).

## Shared by the hunt games and Hnefatafl.

option-board = The board to play on: its shape and size (tafl: 7×7 to 19×19)

## Hunt games (Fox and Geese, Catch the Hare, Coyote, Asalto).

option-lines = Lines to move along: straight only, with diagonals, or 2 long diagonals
option-hunter_points = The points where the fox (or the foxes) start
option-flock = How many geese, set out in the traditional layout for that number
option-flock_points = Your own start points for the geese (instead of their number)
option-extra_hunters = Handicap: extra foxes on the points you list
option-extra_flock = Handicap: extra geese on the points you list
option-flock_in_hand = Geese that start in hand and are placed one a turn (Bagh-Chal)
option-flock_moves_while_placing = Geese on the board may step while others are still in hand
option-hunter_first = The fox moves first (otherwise the geese do)
option-fox_wins_at = The fox wins when this many geese or fewer are left
option-flock_diagonals = Geese may also step along diagonal lines
option-flock_directions = Where geese may step: any way, or never back to a lower rank
option-capture = Jumps optional, or mandatory: the fox must jump, and go on while it can
option-huffing = A fox that could jump but did not is removed (instead of forced jumps)
option-removal = When jumped geese leave the board: at once, or when the move ends
option-chains = A jump may go on jumping (a chain); otherwise one jump per move
option-hunter_start = The fox starts on set points, or places its pieces itself before play
option-breakthrough = The fox also wins by reaching rank 1, the bottom row
option-fort = Asalto fort: rebels win by filling all 9 points; no diagonal steps in it

## Hnefatafl.

option-first = Which side moves first: attackers or defenders
option-king_armed = The king helps capture, as the moving piece or the one on the far side
option-king_capture = King taken by two, by four sides, or by two but surrounded at the throne
option-escape = Where the king escapes to win: a corner, any edge cell, or a corner citadel
option-throne = A throne at the centre, for the king only and hostile; or an ordinary cell
option-throne_passable = Pieces other than the king may pass over the empty throne
option-shield_wall = Shield wall: 2+ edge pieces in a row, faced by foes and bracketed, are taken
option-edge_fort = Defenders win: the king on the edge, free to move, in an unbreakable fort
option-encirclement = Attackers win by encircling the king and every defender
option-repetition = A position occurring a third time: a draw, or the defenders lose
option-attackers = Your own start cells for the attackers (with defenders and king)
option-defenders = Your own start cells for the defenders, the king not among them
option-king = The king's start cell

## Peg solitaire.

option-start = The hole left empty at the start (d4, the centre, by default)
option-finish = The hole where the last peg must stand for a perfect finish

## Game of the Goose.

option-dice = How many dice to roll each time: one or two
option-goose = Landing on a goose: roll again, or move on again by the same roll
option-goose-board = default, or a board file’s path (see boards/goose-default.toml)

## Option values, named in the terminal menu and the browser's lobby.

option-value-true = yes
option-value-false = no
option-value-cross33 = the 33-point cross
option-value-alquerque5 = Alquerque 5×5
option-value-alquerque5x7 = Alquerque 5×7
option-value-checker8 = the dark squares of an 8×8 board
option-value-checker10 = the dark squares of a 10×10 board
option-value-orthogonal = straight lines only
option-value-diagonal = with diagonals
option-value-long = two long diagonals
option-value-all = any way
option-value-no-backward = never backward
option-value-optional = optional
option-value-mandatory = mandatory
option-value-immediate = at once
option-value-deferred = when the move ends
option-value-fixed = set points
option-value-choose = placed by the player
option-value-attackers = attackers
option-value-defenders = defenders
option-value-throne = by two, by four at the throne
option-value-two = by two
option-value-four = by four
option-value-corner = a corner
option-value-edge = any edge
option-value-citadel = a corner citadel
option-value-draw = a draw
option-value-defenders-lose = defenders lose
option-value-standard = the traditional layout
option-value-none = none

# Short names of the options, the labels of the terminal menu and the browser's atlas
# (`option-name-<key>`; the explanations above say what each does).
option-name-board = Board
option-name-lines = Lines
option-name-hunter_points = Fox start points
option-name-flock = Number of geese
option-name-flock_points = Geese start points
option-name-extra_hunters = Extra foxes
option-name-extra_flock = Extra geese
option-name-flock_in_hand = Geese in hand
option-name-flock_moves_while_placing = Geese step while placing
option-name-hunter_first = Fox moves first
option-name-fox_wins_at = Fox wins at
option-name-flock_diagonals = Geese on diagonals
option-name-flock_directions = Geese directions
option-name-capture = Jumps
option-name-huffing = Huffing
option-name-removal = Removal of jumped geese
option-name-chains = Jump chains
option-name-hunter_start = How the fox starts
option-name-breakthrough = Breakthrough
option-name-fort = Fort
option-name-first = First to move
option-name-king_armed = Armed king
option-name-king_capture = King capture
option-name-escape = King escapes to
option-name-throne = Throne
option-name-throne_passable = Passable throne
option-name-shield_wall = Shield wall
option-name-edge_fort = Edge fort
option-name-encirclement = Encirclement
option-name-repetition = Repetition
option-name-attackers = Attackers' cells
option-name-defenders = Defenders' cells
option-name-king = King's cell
option-name-start = Empty hole
option-name-finish = Last peg's hole
option-name-dice = Dice
option-name-goose = Landing on a goose
option-name-goose-board = Board
option-value-custom = your own points
option-value-default = the usual board
