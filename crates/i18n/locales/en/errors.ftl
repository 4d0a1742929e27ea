# What the rules engine refuses, in the player's language (the full-screen game's menu and
# opened records). Placeholders: the facts of the error; points, moves and option values
# stay as written.

error-option-unknown = unknown option `{ $key }`; the options are: { $known }
error-option-value = option `{ $key }` does not take `{ $value }`: expected { $allowed }
error-option-pair = expected key=value, got `{ $text }`
error-variant-lines = the long lines exist only on alquerque5, not on { $board }
error-variant-point = { $key }: `{ $point }` is not a point of { $board }
error-variant-layout = flock: no standard layout of { $size } on { $board }; choose one of { $allowed }, or give flock_points
error-variant-overlap = two pieces start on { $point }
error-tafl-cell = { $key }: `{ $cell }` is not a cell of the { $size }×{ $size } board
error-tafl-two-pieces = two pieces start on { $cell }
error-tafl-restricted = { $key }: `{ $cell }` is the throne, a corner or a citadel, where only the king may stand
error-tafl-king-escaped = king: `{ $cell }` is a cell the king escapes to; the game would be over at once
error-tafl-no-attackers = attackers: at least one attacker must start
error-variant-hunters = the hunter needs 1 to { $most } pieces, not { $count }
error-variant-threshold = fox_wins_at = { $threshold } must be below the flock size { $flock }
error-variant-no-room = hunter_start = choose needs { $needed } empty points to place on, but there are { $free }
error-variant-captures-to-win = fox_wins_at = { $threshold } means { $needed } captures (counted from 20), but the flock has { $flock } pieces
error-variant-two-hands = flock_in_hand and hunter_start = choose cannot be combined: one side places at a time
error-variant-in-hand = flock_in_hand = { $count }: at most { $most }
error-unknown-variant = unknown variant `{ $id }`; the presets are: { $known }
error-move-syntax-hunt = cannot read `{ $text }` as a move: write a step d4-d5, a jump chain d4xd6xf6 or a placement @d4
error-move-syntax-tafl = cannot read `{ $text }` as a move: write it like e1-e4, with any captures appended like e1-e4xe5
error-move-unknown-point = `{ $point }` is not a point of this board
error-move-unknown-cell = `{ $point }` is not a cell of this board
error-move-game-over = the game is over
error-nothing-to-undo = no move to undo
error-move-not-your-turn = not your turn: the { $side } { $sideForm ->
    [one] is
   *[other] are
  } to move
error-move-no-piece = no piece on { $point }
error-move-not-along-line = { $from } to { $to } is not along a line
error-move-not-along-file = { $from } to { $to } is not along a rank or file
error-move-occupied = { $point } is occupied
error-move-capture-compulsory = a capture is compulsory
error-move-must-continue = the chain must continue: a further capture exists from { $point }
error-move-direction = direction not allowed: this piece may not move from { $from } to { $to }
error-move-flock-jump = only the hunter captures: flock pieces never jump
error-move-nothing-to-capture = nothing to capture on { $point }
error-move-segment-used = the jump over { $point } on that line was already made in this move
error-move-placement-expected = the hunter places its pieces first: write @point
error-move-flock-in-hand = { $count } pieces are still in hand: place them first (write @point)
error-move-placement-not-allowed = no placement allowed on { $point } now
error-move-illegal = `{ $text }` is not a legal move here
error-move-path-blocked = the path is blocked at { $point }
error-move-throne-blocks = only the king may pass the throne { $point }
error-move-restricted = only the king may stop on { $point }
error-move-captures = the move captures { $actual }, not { $written }
error-move-captures-nothing = the move captures nothing, not { $written }
error-record-wrong-game = the record is of game `{ $stated }`, not `{ $expected }`
error-record-tag = line { $line }: a tag must look like [Name "value"]
error-record-comment = line { $line }: comment `{"{"}` is never closed
error-record-option = line { $line }: Set tag: { $error }
error-record-variant = the variant's options do not fit together: { $error }
error-record-start = Start tag: { $error }
error-record-move = line { $line }: move { $number } ({ $side }) `{ $move }`: { $error }
error-record-result-tag = bad { $tag } tag `{ $value }`
error-record-result = the record says `{ $stated }` but the moves end in `{ $actual }`
error-solitaire-hole = `{ $hole }` is not a hole of the board (use a name like d4 or a number 1-33)
error-solitaire-option = unknown option `{ $key }`; the options are start=HOLE and finish=HOLE
error-solitaire-no-peg = no peg on { $hole }
error-solitaire-not-a-jump = { $from }x{ $to } is not a jump: it needs a peg between them and { $to } empty
error-solitaire-move-text = `{ $text }` is not a move: write the holes the peg visits, like d2xd4 or b4xd4xd6
error-goose-players = { $count } players: the Game of the Goose takes 2 to 6
error-goose-dice = { $count } dice: play with 1 or 2
error-goose-rule = unknown goose rule `{ $rule }`: use roll-again or move-again
error-goose-roll = bad roll { $roll }: each die is 1 to 6 and the roll has as many dice as the game
error-goose-loop = the move loops forever: { $path }
error-goose-move-text = `{ $text }` is not a move of the Game of the Goose: send roll
error-goose-board = board: { $error }
error-goose-board-toml = board file: { $text }
error-goose-board-square = square { $at }: special squares must be in 1..=62 (0 is the start, 63 the finish)
error-goose-board-twice = square { $at } is special twice
error-goose-board-target = square { $at } ({ $name }): target { $to } must be in 0..=62 and not the square itself
error-goose-board-miss = square { $at } ({ $name }): miss = { $miss } must be in 1..=9
error-goose-board-ambiguous = square { $at } ({ $name }): give exactly one of `to` (a jump) and `miss` (a waiting square)
error-goose-board-loop = a roll of { $roll } from square { $from } loops forever ({ $rule } rule): { $path }
error-board-file-missing = board file { $path }: no such file
error-board-file = board file { $path }: { $error }

# Account names and passwords, one problem per field
error-account-name-length = A name has { $min } to { $max } characters.
error-account-name-character = A name has only letters (of any alphabet), digits, _ and -, not “{ $character }”.
error-account-name-start = A name starts with a letter or a digit.
error-account-name-scripts = A name is written in one alphabet: letters of two alphabets that look alike could pass for another player's name.
error-account-name-reserved = A name may not start with “{ $prefix }”.
error-account-password-length = A password has { $min } to { $max } characters.
error-account-password-weak = This password is too easy to guess (a common password, a name, a run of keys or repeats): add a few unrelated words.
