# Twierdzenia źródeł i odpowiedzi na nie (#/claims, docs/claims.md); argumenty: zob. en/claims.ftl.

claims-title = Twierdzenia źródeł i odpowiedzi na nie
claims-intro = Wszystko, co teksty źródłowe twierdzą o tym, kto wygrywa i jak uczciwa jest dana zasada, zacytowane z nazwą pliku źródła, z odpowiedzią Reynarda: wartością przy doskonałej grze tam, gdzie gra jest rozwiązana, w przeciwnym razie wynikiem meczów dwóch równych silników z 95-procentowym przedziałem, oraz tym, czego wymagałby dowód.
claims-to-atlas = Atlas równowagi: wszystkie kombinacje zasad
claims-link = Twierdzenia źródeł i odpowiedzi na nie
claims-source-title = Plik tekstu źródłowego
claims-verdict-confirmed = Potwierdzone
claims-verdict-refuted = Obalone
claims-verdict-partly = Częściowo prawdziwe
claims-verdict-open = Jeszcze nieudowodnione
claims-kind-solved = Dowód:
claims-kind-match = Pomiar:
claims-kind-endgame = Zliczenie:
claims-kind-plan = Dowód wymagałby:

claim-never-equal-says = „Lis i gęsi”, najpopularniejsza gra średniowiecznej Europy, nigdy nie stawiała przeciwników w równym położeniu.
claim-never-equal-answer = Prawda dla każdego rozwiązanego zestawu zasad z tego tekstu: przy doskonałej grze wygrywają gęsi — 13 gęsi na krzyżu z przekątnymi w { $fgd_plies } półruchach, 15 w { $fg15_plies }, 17 w { $fg17_plies }. Wariant z dwoma lisami nie jest rozwiązany ({ $plan_fox2_billions } mld pozycji); w meczach dwóch silników poziomu 6 lisy zdobywają { $fox2_score } (95%: { $fox2_low }–{ $fox2_high }), więc i tam przewagę mają gęsi.

claim-geese-favoured-says = Klasyczny wariant z jednym lisem i trzynastoma gęsiami nie jest zrównoważony: przewaga jest zawsze po stronie gęsi.
claim-geese-favoured-answer = Udowodnione: przy doskonałej grze 13 gęsi wygrywa — w { $fg_plies } półruchach na krzyżu bez przekątnych i w { $fgd_plies } na krzyżu z przekątnymi.

claim-nothing-equalised-says = Dwa lisy, obowiązkowe bicie, plansze z dodatkowymi skrzyżowaniami i z twierdzami — nic z tego nie wyrównało w pełni szans obu stron.
claim-nothing-equalised-answer = Dla dodatkowych skrzyżowań udowodnione: na krzyżu z przekątnymi gęsi przy doskonałej grze i tak wygrywają, w { $fgd_plies } półruchach. Resztę zmierzono w meczach dwóch silników poziomu 6, nie udowodniono: przy obowiązkowym biciu lis zdobywa { $cap_mand_score } (95%: { $cap_mand_low }–{ $cap_mand_high }) wobec { $cap_opt_score } przy biciu dowolnym; dwa lisy — { $fox2_score } ({ $fox2_low }–{ $fox2_high }); w Asalto, grze z twierdzą, oficerowie zdobywają { $asalto_score } ({ $asalto_low }–{ $asalto_high }). Żaden przedział nie sięga połowy: przy tej sile gry żadna z tych zasad nie wyrównała szans.

claim-handicap-says = Do gry można dodawać gęsi lub lisy, żeby wyrównać szanse.
claim-handicap-answer = Dodane gęsi tylko wzmacniają stronę, która i tak wygrywa: 15 gęsi wygrywa w { $fg15_plies } półruchach, 17 w { $fg17_plies }. Pomóc może drugi lis: przeciw 17 gęsiom dwa lisy zdobywają { $fox2_score } (95%: { $fox2_low }–{ $fox2_high }) w meczach silników poziomu 6 — bliżej, ale nie po równo. Dowód wymaga { $plan_fox2_billions } mld pozycji ({ $plan_fox2_gb } GB tablic): praca dla klastra (docs/solved.md).

claim-correct-play-says = Przy poprawnej grze gęsi lis przegrywa (13, 15 lub 17 gęsi; lis wygrywa, gdy zostanie ich sześć lub mniej).
claim-correct-play-answer = Udowodnione dla 15 gęsi (wygrywają w { $fg15_plies } półruchach) i dla 17 (wygrywają w { $fg17_plies }, nawet gdy lisowi wystarczy zostawić siedem). Dla 13 gęsi udowodnione, gdy lis potrzebuje dziewięciu bić (w { $fgd_plies } półruchach), jeszcze nie dla siedmiu: to rozwiązanie obejmuje { $plan_d6_billions } mld pozycji ({ $plan_d6_gb } GB tablic, około półtorej godziny na tej maszynie).

claim-six-geese-says = Lis wygrywa, gdy zostanie sześć gęsi lub mniej, bo tak niewiele trudno go zamknąć.
claim-six-geese-answer = Sześć gęsi na a3–f3 przeciw lisowi na d4, ruch gęsi: { $e6_start ->
        [flock] gęsi wygrywają w { $e6_start_plies } półruchach
        [hunter] lis wygrywa w { $e6_start_plies } półruchach
       *[draw] żadna strona nie może wymusić wygranej
    }. Po wszystkich pozycjach sześciu gęsi i lisa na krzyżu z przekątnymi, przy grze do końca (aż lis zostanie zamknięty albo zbije wszystkie): gęsi zamykają go tylko w { $e6_flock_share } z { $e6_positions } pozycji przy swoim ruchu ({ $e6_hunter_share } przy ruchu lisa); lis zbija wszystkie w { $e6_hunter_wins }; reszta, { $e6_draw_share }, to gra bez końca. Potwierdzone: sześć gęsi prawie nigdy nie zamknie lisa.

claim-equal-17-says = Szanse są równe! (17 gęsi, lis w środku, gra toczy się, aż zostanie mniej niż osiem gęsi.)
claim-equal-17-answer = Obalone: przy doskonałej grze 17 gęsi wygrywa w { $fg17_plies } półruchach.

claim-seven-geese-says = Uważa się, że mniej niż osiem gęsi nie wygra z lisem. Ale nie wierzcie w to.
claim-seven-geese-answer = Siedem gęsi na a3–g3 przeciw lisowi na d4, ruch gęsi: { $e7_start ->
        [flock] gęsi wygrywają w { $e7_start_plies } półruchach
        [hunter] lis wygrywa w { $e7_start_plies } półruchach
       *[draw] żadna strona nie może wymusić wygranej
    }. Po wszystkich pozycjach siedmiu gęsi i lisa według tych zasad, przy grze do końca (aż lis zostanie zamknięty albo zbije wszystkie): gęsi zamykają go tylko w { $e7_flock_share } z { $e7_positions } pozycji przy swoim ruchu ({ $e7_hunter_share } przy ruchu lisa), a zbicie wszystkich lis może wymusić tylko w { $e7_hunter_wins }; reszta, { $e7_draw_share }, to gra bez końca. Mniej niż osiem gęsi rzeczywiście nie wygrywa, ale lisowi, który zjadł wszystkie gęsi, pomógł przeciwnik.

claim-forward-fairest-says = Pokazana plansza daje graczom chyba najbardziej równe szanse na wygraną (lis zaczyna, gęsi nie cofają się, lis wygrywa też przebiciem).
claim-forward-fairest-answer = Jeszcze nieudowodnione: tablice miałyby { $plan_fwd_billions } mld pozycji ({ $plan_fwd_gb } GB), więcej niż zdąży jedna sesja tutaj. W meczach dwóch silników poziomu 6 lis zdobywa { $fwd_score } (95%: { $fwd_low }–{ $fwd_high }); według zwykłych zasad na tym samym krzyżu, gdy lis zaczyna — { $diag_ff_score } ({ $diag_ff_low }–{ $diag_ff_high }). Przy tej sile gry przebicie czyni lisa silniejszym, więc ta plansza nie jest najbardziej wyrównana; co daje doskonała gra, powie dopiero rozwiązanie.

claim-swap-sides-says = Najuczciwiej zagrać dwa razy i za drugim razem zamienić się stronami.
claim-swap-sides-answer = Słusznie, i to konieczne: przy doskonałej grze gęsi wygrywają tę grę w { $fg_plies } półruchach, więc jedna partia nigdy nie jest uczciwa; dwie partie ze zmianą stron dają każdemu graczowi wygrywającą stronę raz.

claim-five-geese-says = Lis wygrywa, gdy zostanie 5 gęsi lub mniej: tak małe stado prawie nigdy nie zdoła go już zablokować.
claim-five-geese-answer = Pięć gęsi na a3–e3 przeciw lisowi na d4, ruch gęsi: { $e5_start ->
        [flock] gęsi wygrywają w { $e5_start_plies } półruchach
        [hunter] lis wygrywa w { $e5_start_plies } półruchach
       *[draw] żadna strona nie może wymusić wygranej
    }. Po wszystkich pozycjach pięciu gęsi i lisa na tej planszy (gęsi chodzą po liniach w dowolną stronę), przy grze do końca (aż lis zostanie zamknięty albo zbije wszystkie): gęsi zamykają go tylko w { $e5_flock_share } z { $e5_positions } pozycji przy swoim ruchu ({ $e5_hunter_share } przy ruchu lisa); lis zbija wszystkie w { $e5_hunter_wins }; reszta, { $e5_draw_share }, to gra bez końca. Potwierdzone.

claim-nine-hunters-says = Zając wygrywa, gdy zbije tylu myśliwych, że nie zdołają go już unieruchomić (zwykle gdy zostanie ich 9).
claim-nine-hunters-answer = Dziewięciu myśliwych na a1–e1 i a2–d2 przeciw zającowi na c3, ruch myśliwych: { $e9_start ->
        [flock] myśliwi wygrywają w { $e9_start_plies } półruchach
        [hunter] zając wygrywa w { $e9_start_plies } półruchach
       *[draw] żadna strona nie może wymusić wygranej
    }. Po wszystkich pozycjach dziewięciu myśliwych i zająca na planszy alquerque, przy grze do końca (aż zając zostanie zamknięty albo zbije wszystkich): myśliwi zamykają go tylko w { $e9_flock_share } z { $e9_positions } pozycji przy swoim ruchu ({ $e9_hunter_share } przy ruchu zająca); zając zbija wszystkich w { $e9_hunter_wins }; reszta, { $e9_draw_share }, to gra bez końca. Potwierdzone: dziewięciu myśliwych prawie nigdy nie unieruchomi zająca.

claim-solitaire-one-says = W idealnym przypadku powinien zostać jeden pionek, ale nie jest to łatwe: ruchy bez bicia są zabronione.
claim-solitaire-one-answer = Udowodniono, że to możliwe: z pełnej planszy z pustym środkiem można zostawić jeden pionek w środku w { $sol_moves } ruchach (seria skoków jednym pionkiem liczy się jako jeden ruch), a Reynard znajduje takie rozwiązanie.
