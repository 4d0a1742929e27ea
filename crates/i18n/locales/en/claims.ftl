# The sources' claims, answered (#/claims, docs/claims.md). A claim's answer takes the
# figures of its facts (web/atlas/claims.json) as arguments: $ID_plies for a solved value,
# $ID_score $ID_low $ID_high for a match, $ID_flock_share $ID_hunter_share $ID_positions for
# a counted endgame, $ID_billions $ID_gb for the size of a solve not done yet.

claims-title = The sources' claims, answered
claims-intro = Every claim the source texts make about who wins or how fair a rule is, quoted from its source file, with Reynard's answer: the value with perfect play where the game is solved, otherwise the score of matches between two equal engines with its 95% interval, and what a proof would take.
claims-to-atlas = The balance atlas: every combination of the rules
claims-link = The sources' claims, answered
claims-source-title = The source text's file
claims-verdict-confirmed = Confirmed
claims-verdict-refuted = Refuted
claims-verdict-partly = Partly true
claims-verdict-open = Not proven yet
claims-kind-solved = Proved by
claims-kind-match = Measured by
claims-kind-endgame = Counted by
claims-kind-plan = A proof would take

claim-never-equal-says = "Fox and Geese", the most popular game of medieval Europe, never put the opponents on equal terms.
claim-never-equal-answer = True of every rule set of this text that is solved: with perfect play the geese win, with 13 geese on the cross with diagonals in { $fgd_plies } plies, with 15 in { $fg15_plies }, with 17 in { $fg17_plies }. Its two-fox variant is not solved ({ $plan_fox2_billions } billion positions); between two level 6 engines the foxes score { $fox2_score } (95%: { $fox2_low }–{ $fox2_high }), so the geese are ahead there too.

claim-geese-favoured-says = The classic variant with one fox and thirteen geese is not balanced: the advantage is always with the geese.
claim-geese-favoured-answer = Proved: with perfect play the 13 geese win, in { $fg_plies } plies on the cross without diagonals and in { $fgd_plies } plies on the cross with them.

claim-nothing-equalised-says = Two foxes, compulsory captures, boards with extra crossings and with fortresses: none of it made the two sides' chances fully equal.
claim-nothing-equalised-answer = Proved for the extra crossings: on the cross with diagonals the geese still win with perfect play, in { $fgd_plies } plies. The rest is measured between two level 6 engines, not proved: with compulsory capture the fox scores { $cap_mand_score } (95%: { $cap_mand_low }–{ $cap_mand_high }) against { $cap_opt_score } when capture is optional; two foxes score { $fox2_score } ({ $fox2_low }–{ $fox2_high }); in Asalto, the fortress game, the officers score { $asalto_score } ({ $asalto_low }–{ $asalto_high }). No interval reaches one half: at this strength no such rule made the game even.

claim-handicap-says = Geese or foxes may be added to the game to even the chances.
claim-handicap-answer = Added geese only strengthen the side that already wins: with 15 geese they win in { $fg15_plies } plies, with 17 in { $fg17_plies }. A second fox is the handicap that could help: against 17 geese two foxes score { $fox2_score } (95%: { $fox2_low }–{ $fox2_high }) between level 6 engines, closer but not even. A proof needs { $plan_fox2_billions } billion positions ({ $plan_fox2_gb } GB of tables): a cluster's work (docs/solved.md).

claim-correct-play-says = With correct play by the geese the fox loses (13, 15 or 17 geese; the fox wins when six or fewer are left).
claim-correct-play-answer = Proved for 15 geese (they win in { $fg15_plies } plies) and for 17 (they win in { $fg17_plies } even when the fox only has to bring them down to seven). For 13 geese it is proved when the fox needs nine captures (in { $fgd_plies } plies), not yet when it needs seven: that solve covers { $plan_d6_billions } billion positions ({ $plan_d6_gb } GB of tables, about an hour and a half on this machine).

claim-six-geese-says = The fox wins when six or fewer geese are left, because so few can hardly trap it.
claim-six-geese-answer = From six geese on a3–f3 against the fox on d4, the geese to move, { $e6_start ->
        [flock] the geese win in { $e6_start_plies } plies
        [hunter] the fox wins in { $e6_start_plies } plies
       *[draw] neither side can force a win
    }. Counted over every position of six geese and the fox on the cross with diagonals, played until the fox is trapped or has taken every goose: the geese trap it from only { $e6_flock_share } of the { $e6_positions } positions with the geese to move ({ $e6_hunter_share } with the fox to move); the fox takes them all from { $e6_hunter_wins }; the rest, { $e6_draw_share }, is endless play. Confirmed: six geese can almost never trap the fox.

claim-equal-17-says = The chances are equal! (17 geese, the fox in the centre, the game played until fewer than eight geese are left.)
claim-equal-17-answer = Refuted: with perfect play the 17 geese win, in { $fg17_plies } plies.

claim-seven-geese-says = It is said that fewer than eight geese cannot win against the fox. But don't believe it.
claim-seven-geese-answer = From seven geese on a3–g3 against the fox on d4, the geese to move, { $e7_start ->
        [flock] the geese win in { $e7_start_plies } plies
        [hunter] the fox wins in { $e7_start_plies } plies
       *[draw] neither side can force a win
    }. Counted over every position of seven geese and the fox under these rules, played until the fox is trapped or has taken every goose: the geese trap it from only { $e7_flock_share } of the { $e7_positions } positions with the geese to move ({ $e7_hunter_share } with the fox to move), and the fox can force eating them all from just { $e7_hunter_wins }; the rest, { $e7_draw_share }, is endless play. So fewer than eight geese indeed cannot win, but a fox that eats every goose was helped by its opponent.

claim-forward-fairest-says = The board shown gives the players perhaps the most equal chances of winning (the fox moves first, the geese never step back, the fox also wins by breaking through).
claim-forward-fairest-answer = Not proven yet: the tables would hold { $plan_fwd_billions } billion positions ({ $plan_fwd_gb } GB), more than one session here. Between two level 6 engines the fox scores { $fwd_score } (95%: { $fwd_low }–{ $fwd_high }); under the usual rules on the same cross, the fox moving first, it scores { $diag_ff_score } ({ $diag_ff_low }–{ $diag_ff_high }). At this strength the breakthrough makes the fox the stronger side, so this board is not the most equal one; only the solve can say what perfect play gives.

claim-swap-sides-says = The fairest way is to play twice and swap sides for the second game.
claim-swap-sides-answer = Right, and needed: with perfect play the geese win this game in { $fg_plies } plies, so a single game is never fair; two games with the sides swapped give each player the winning side once.

claim-five-geese-says = The fox wins when five geese or fewer are left: so small a flock almost never manages to block it.
claim-five-geese-answer = From five geese on a3–e3 against the fox on d4, the geese to move, { $e5_start ->
        [flock] the geese win in { $e5_start_plies } plies
        [hunter] the fox wins in { $e5_start_plies } plies
       *[draw] neither side can force a win
    }. Counted over every position of five geese and the fox on this board (the geese stepping any way along the lines), played until the fox is trapped or has taken every goose: the geese trap it from only { $e5_flock_share } of the { $e5_positions } positions with the geese to move ({ $e5_hunter_share } with the fox to move); the fox takes them all from { $e5_hunter_wins }; the rest, { $e5_draw_share }, is endless play. Confirmed.

claim-nine-hunters-says = The hare wins once it has taken enough hunters that they cannot hem it in (usually when they are down to 9).
claim-nine-hunters-answer = From nine hunters on a1–e1 and a2–d2 against the hare on c3, the hunters to move, { $e9_start ->
        [flock] the hunters win in { $e9_start_plies } plies
        [hunter] the hare wins in { $e9_start_plies } plies
       *[draw] neither side can force a win
    }. Counted over every position of nine hunters and the hare on the Alquerque board, played until the hare is trapped or has taken every hunter: the hunters trap it from only { $e9_flock_share } of the { $e9_positions } positions with the hunters to move ({ $e9_hunter_share } with the hare to move); the hare takes them all from { $e9_hunter_wins }; the rest, { $e9_draw_share }, is endless play. Confirmed: nine hunters can almost never hem the hare in.

claim-solitaire-one-says = Ideally one peg should remain, but that is not easy: moves without a jump are not allowed.
claim-solitaire-one-answer = Proved possible: from the full board with the centre empty, one peg can be left in the centre in { $sol_moves } moves (a chain of jumps by one peg counts as one move), and Reynard finds such a solution.
