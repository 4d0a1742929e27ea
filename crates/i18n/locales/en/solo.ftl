# Peg solitaire and the Game of the Goose in the browser: English.
solo-start-hole = Empty hole at the start
solo-finish-hole = Hole of the perfect finish
solo-players = Players
solo-dice = Dice
solo-rule = On a goose
solo-rule-roll-again = roll again
solo-rule-move-again = move on again by the same roll
solo-pass-and-play = Pass and play: every person rolls on this screen; the computer rolls for itself.
solo-online = The other people roll from their own devices (you get a link for each)
solo-invites = Invitation links
solo-waiting-for = Waiting for player { $number } to roll…
solo-board = Board file (optional)
solo-board-hint = Without a file the usual board is played. A board file names its special squares (boards/goose-default.toml in Reynard is a model).
solo-hint = Hint
solo-hint-timeout = The solver needs more time: ask again.
solo-moves = Moves
solo-chain = The same peg may jump on: choose a hole, or another peg.
solo-roll = Roll the dice
solo-to-roll = Player { $number } to roll
solo-log = Last turns
solo-legend = Special squares
solo-start-square = Start
solo-turn-missed = Player { $number } misses the turn ({ $turns } more to miss)
solo-turn-roll = { $dice }: { $from } → { $to }
solo-legend-geese = geese (roll again or move on): { $squares }
solo-legend-jump = { $square }, { $name }: on to { $to }
solo-legend-wait = { $square }, { $name }: miss { $turns ->
    [one] one turn
   *[other] { $turns } turns
  }
solo-about = { $dice ->
    [one] One die
   *[other] { $dice } dice
  }, on a goose: { $rule }; seed { $seed }.
