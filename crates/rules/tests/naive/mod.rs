#![allow(dead_code)]
//! A deliberately naive, independent move generator for the hunt games.
//!
//! This is a test oracle: it is written straight from the rule text
//! (RULES.md sections 1, 2 and 6) with no bitboards and no cleverness.
//! Points are `(file, rank)` tuples internally (file a = 0, rank 1 = 0) and
//! algebraic names (`"d4"`) in positions; lines are computed from the board
//! geometry every time they are asked for; move generation is plain recursion
//! over `BTreeSet`s.

use std::collections::BTreeSet;

/// An internal point: (file index, rank index), a = 0, rank 1 = 0.
type Pt = (i32, i32);

/// The nine Asalto fort points c5 d5 e5 c6 d6 e6 c7 d7 e7.
const FORT: [&str; 9] = ["c5", "d5", "e5", "c6", "d6", "e6", "c7", "d7", "e7"];

/// How the flock start layout was chosen (resolved once the board is known).
#[derive(Clone, Debug)]
enum FlockSpec {
    /// A standard layout by size (`flock = 13`).
    Size(u32),
    /// An explicit list of points (`flock_points = a1,b2`).
    Points(String),
}

/// A hunt-game variant: a preset with option overrides applied.
#[derive(Clone, Debug)]
pub struct NaiveVariant {
    board: String,
    lines: String,
    hunter_points: String,
    flock: FlockSpec,
    extra_hunters: String,
    extra_flock: String,
    hunter_first: bool,
    fox_wins_at: u32,
    flock_diagonals: bool,
    no_backward: bool,
    capture_mandatory: bool,
    /// `capture = none`: no jumps at all.
    capture_none: bool,
    huffing: bool,
    deferred: bool,
    choose: bool,
    breakthrough: bool,
    fort: bool,
    /// flock pieces that start in hand (Bagh-Chal's goats)
    flock_in_hand: u32,
    /// the flock may step while some are still in hand
    flock_moves_while_placing: bool,
    /// a capture may go on jumping; false: one jump per move
    chains: bool,
    // resolved by `new`
    start_hunters: BTreeSet<String>,
    start_flock: BTreeSet<String>,
}

/// A hunt-game position. Pieces of one kind are interchangeable, so a
/// position is just the two sets of occupied points plus the side to move
/// and two small pieces of state.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NaivePos {
    /// points holding hunter pieces (fox, hare, coyote, officers)
    pub hunters: BTreeSet<String>,
    /// points holding flock pieces (geese, hunters, chickens, rebels)
    pub flock: BTreeSet<String>,
    /// true when the hunter side is to move
    pub hunter_to_move: bool,
    /// pieces in hand: the hunter's still to place (hunter_start = choose), or the
    /// flock's (flock_in_hand)
    pub to_place: u32,
    /// set when the hunter's last move ended on rank 1 and breakthrough is on
    pub broke_through: bool,
}

/// One finished jump chain: where the piece ended, what it took, and whether
/// it could still have jumped on from there.
#[derive(Clone, Debug)]
struct Chain {
    end: Pt,
    captured: BTreeSet<Pt>,
    could_continue: bool,
}

/// The algebraic name of a point.
fn name(p: Pt) -> String {
    format!("{}{}", (b'a' + p.0 as u8) as char, p.1 + 1)
}

fn parse_bool(key: &str, v: &str) -> Result<bool, String> {
    match v {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!("option {key}: expected true or false, got {v:?}")),
    }
}

fn split_list(s: &str) -> Vec<String> {
    s.split(',').map(|x| x.trim().to_string()).filter(|x| !x.is_empty()).collect()
}

impl NaiveVariant {
    /// Build a variant from a preset id and option overrides `(key, value)`,
    /// applied in order. Unknown presets, keys, values or points are errors.
    pub fn new(preset: &str, sets: &[(&str, &str)]) -> Result<NaiveVariant, String> {
        let mut v = NaiveVariant {
            board: "cross33".to_string(),
            lines: "orthogonal".to_string(),
            hunter_points: "d4".to_string(),
            flock: FlockSpec::Size(13),
            extra_hunters: String::new(),
            extra_flock: String::new(),
            hunter_first: false,
            fox_wins_at: 5,
            flock_diagonals: false,
            no_backward: false,
            capture_mandatory: false,
            capture_none: false,
            huffing: false,
            deferred: false,
            choose: false,
            breakthrough: false,
            fort: false,
            flock_in_hand: 0,
            flock_moves_while_placing: false,
            chains: true,
            start_hunters: BTreeSet::new(),
            start_flock: BTreeSet::new(),
        };
        let preset_sets: Vec<(&str, &str)> = match preset {
            "fox-geese" => vec![
                ("board", "cross33"),
                ("lines", "orthogonal"),
                ("hunter_points", "d4"),
                ("flock", "13"),
                ("flock_diagonals", "false"),
                ("fox_wins_at", "5"),
            ],
            "fox-geese-diagonal" => vec![
                ("board", "cross33"),
                ("lines", "diagonal"),
                ("hunter_points", "d4"),
                ("flock", "13"),
                ("flock_diagonals", "false"),
                ("fox_wins_at", "4"),
            ],
            "fox-geese-15" => vec![
                ("board", "cross33"),
                ("lines", "diagonal"),
                ("hunter_points", "d4"),
                ("flock", "15"),
                ("flock_diagonals", "false"),
                ("fox_wins_at", "6"),
            ],
            "fox-geese-17" => vec![
                ("board", "cross33"),
                ("lines", "diagonal"),
                ("hunter_points", "d4"),
                ("flock", "17"),
                ("flock_diagonals", "false"),
                ("fox_wins_at", "7"),
            ],
            "fox-geese-2fox" => vec![
                ("board", "cross33"),
                ("lines", "diagonal"),
                ("hunter_points", "c5,e5"),
                ("flock", "17"),
                ("flock_diagonals", "false"),
                ("fox_wins_at", "7"),
            ],
            "fox-geese-forward" => vec![
                ("board", "cross33"),
                ("lines", "diagonal"),
                ("hunter_points", "d4"),
                ("flock", "13"),
                ("flock_diagonals", "true"),
                ("flock_directions", "no-backward"),
                ("hunter_first", "true"),
                ("fox_wins_at", "5"),
                ("breakthrough", "true"),
            ],
            "catch-the-hare" => vec![
                ("board", "alquerque5"),
                ("lines", "diagonal"),
                ("hunter_points", "c3"),
                ("flock", "12"),
                ("flock_diagonals", "true"),
                ("fox_wins_at", "9"),
            ],
            "coyote" => vec![
                ("board", "alquerque5"),
                ("lines", "long"),
                ("hunter_points", "c3"),
                ("flock", "12"),
                ("flock_diagonals", "true"),
                ("fox_wins_at", "9"),
            ],
            "el-coyote" => vec![
                ("board", "alquerque5x7"),
                ("lines", "diagonal"),
                ("hunter_points", "c5"),
                ("flock", "12"),
                ("flock_diagonals", "true"),
                ("flock_directions", "no-backward"),
                ("fox_wins_at", "9"),
            ],
            "wolf-sheep" => vec![
                ("board", "checker8"),
                ("lines", "diagonal"),
                ("hunter_points", "d8"),
                ("flock_points", "a1,c1,e1,g1"),
                ("flock_diagonals", "true"),
                ("flock_directions", "no-backward"),
                ("hunter_first", "true"),
                ("breakthrough", "true"),
                ("capture", "none"),
                ("fox_wins_at", "0"),
            ],
            "bagh-chal" => vec![
                ("board", "alquerque5"),
                ("lines", "diagonal"),
                ("hunter_points", "a1,e1,a5,e5"),
                ("flock_points", ""),
                ("flock_in_hand", "20"),
                ("flock_diagonals", "true"),
                ("chains", "false"),
                ("fox_wins_at", "15"),
            ],
            "asalto" => vec![
                ("board", "cross33"),
                ("lines", "diagonal"),
                ("hunter_points", "c6,e6"),
                ("flock", "24"),
                ("flock_diagonals", "true"),
                ("flock_directions", "no-backward"),
                ("fort", "true"),
                ("capture", "mandatory"),
                ("fox_wins_at", "9"),
            ],
            _ => return Err(format!("unknown preset {preset:?}")),
        };
        for (k, val) in preset_sets.iter().chain(sets.iter()) {
            v.set(k, val)?;
        }
        v.resolve()?;
        Ok(v)
    }

    /// Apply one option (no cross-option validation yet; see `resolve`).
    fn set(&mut self, key: &str, val: &str) -> Result<(), String> {
        match key {
            "board" => match val {
                "cross33" | "alquerque5" | "alquerque5x7" | "checker8" => self.board = val.to_string(),
                // RULES.md section 9: `board = checker10` plays Wolf and Sheep on 10x10, the
                // wolf on f10 and five sheep, a1 to i1 (where the 8x8 start was not changed).
                "checker10" => {
                    if self.board == "checker8" {
                        if self.hunter_points == "d8" {
                            self.hunter_points = "f10".to_string();
                        }
                        match &self.flock {
                            FlockSpec::Points(p) if p == "a1,c1,e1,g1" => {
                                self.flock = FlockSpec::Points("a1,c1,e1,g1,i1".to_string())
                            }
                            FlockSpec::Size(4) => self.flock = FlockSpec::Size(5),
                            _ => {}
                        }
                    }
                    self.board = val.to_string();
                }
                _ => return Err(format!("option board: unknown board {val:?}")),
            },
            "lines" => match val {
                "orthogonal" | "diagonal" | "long" => self.lines = val.to_string(),
                _ => return Err(format!("option lines: unknown line set {val:?}")),
            },
            "hunter_points" => self.hunter_points = val.to_string(),
            "flock" => {
                let n: u32 =
                    val.trim().parse().map_err(|_| format!("option flock: not a number: {val:?}"))?;
                self.flock = FlockSpec::Size(n);
            }
            "flock_points" => self.flock = FlockSpec::Points(val.to_string()),
            "extra_hunters" => self.extra_hunters = val.to_string(),
            "extra_flock" => self.extra_flock = val.to_string(),
            "hunter_first" => self.hunter_first = parse_bool(key, val)?,
            "fox_wins_at" => {
                self.fox_wins_at =
                    val.trim().parse().map_err(|_| format!("option fox_wins_at: not a number: {val:?}"))?
            }
            "flock_diagonals" => self.flock_diagonals = parse_bool(key, val)?,
            "flock_directions" => match val {
                "all" => self.no_backward = false,
                "no-backward" => self.no_backward = true,
                _ => return Err(format!("option flock_directions: unknown value {val:?}")),
            },
            "capture" => match val {
                "optional" => (self.capture_mandatory, self.capture_none) = (false, false),
                "mandatory" => (self.capture_mandatory, self.capture_none) = (true, false),
                "none" => (self.capture_mandatory, self.capture_none) = (false, true),
                _ => return Err(format!("option capture: unknown value {val:?}")),
            },
            "huffing" => self.huffing = parse_bool(key, val)?,
            "removal" => match val {
                "immediate" => self.deferred = false,
                "deferred" => self.deferred = true,
                _ => return Err(format!("option removal: unknown value {val:?}")),
            },
            "hunter_start" => match val {
                "fixed" => self.choose = false,
                "choose" => self.choose = true,
                _ => return Err(format!("option hunter_start: unknown value {val:?}")),
            },
            "breakthrough" => self.breakthrough = parse_bool(key, val)?,
            "fort" => self.fort = parse_bool(key, val)?,
            "flock_in_hand" => {
                self.flock_in_hand =
                    val.trim().parse().map_err(|_| format!("option flock_in_hand: not a number: {val:?}"))?
            }
            "flock_moves_while_placing" => self.flock_moves_while_placing = parse_bool(key, val)?,
            "chains" => self.chains = parse_bool(key, val)?,
            "hunter_name" | "flock_name" => {}
            _ => return Err(format!("unknown option {key:?}")),
        }
        Ok(())
    }

    /// Check the options against each other and compute the start position.
    fn resolve(&mut self) -> Result<(), String> {
        if self.lines == "long" && self.board != "alquerque5" {
            return Err("lines = long exists only on alquerque5".to_string());
        }
        if self.fort && self.board != "cross33" {
            return Err("fort = true needs board cross33".to_string());
        }
        let hunters = self.parse_points(&self.hunter_points)?;
        let extra_h = self.parse_points(&self.extra_hunters)?;
        let flock = match &self.flock {
            FlockSpec::Points(s) => self.parse_points(s)?,
            FlockSpec::Size(n) => self.standard_flock(*n)?,
        };
        let extra_f = self.parse_points(&self.extra_flock)?;

        let mut all_h: BTreeSet<String> = BTreeSet::new();
        let mut all_f: BTreeSet<String> = BTreeSet::new();
        for p in hunters.iter().chain(extra_h.iter()) {
            if !all_h.insert(p.clone()) {
                return Err(format!("hunter point {p} given twice"));
            }
        }
        for p in flock.iter().chain(extra_f.iter()) {
            if !all_f.insert(p.clone()) {
                return Err(format!("flock point {p} given twice"));
            }
        }
        if let Some(p) = all_h.intersection(&all_f).next() {
            return Err(format!("point {p} holds both a hunter and a flock piece"));
        }
        if all_h.is_empty() {
            return Err("no hunter pieces".to_string());
        }
        if self.choose && self.flock_in_hand > 0 {
            return Err("both sides would place pieces".to_string());
        }
        if self.flock_in_hand > 0
            && (self.fox_wins_at >= 20 || 20 - self.fox_wins_at > all_f.len() as u32 + self.flock_in_hand)
        {
            return Err("the captures fox_wins_at asks for are not possible".to_string());
        }
        if self.flock_in_hand == 0 && self.fox_wins_at >= all_f.len() as u32 {
            return Err("fox_wins_at is not below the flock".to_string());
        }
        self.start_hunters = all_h;
        self.start_flock = all_f;
        Ok(())
    }

    /// The standard flock layout of a given size on the current board.
    fn standard_flock(&self, n: u32) -> Result<Vec<String>, String> {
        let list: Vec<&str> = match (self.board.as_str(), n) {
            ("cross33", 13) => {
                vec!["c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3"]
            }
            ("cross33", 15) => {
                vec!["c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "a4", "g4"]
            }
            ("cross33", 17) => vec![
                "c1", "d1", "e1", "c2", "d2", "e2", "c3", "d3", "e3", "a3", "b3", "f3", "g3", "a4", "b4",
                "f4", "g4",
            ],
            ("cross33", 24) => {
                let mut out = Vec::new();
                for p in self.all_points() {
                    let nm = name(p);
                    if !FORT.contains(&nm.as_str()) {
                        out.push(nm);
                    }
                }
                return Ok(out);
            }
            ("alquerque5" | "alquerque5x7", 12) => {
                vec!["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3", "e3"]
            }
            ("alquerque5" | "alquerque5x7", 11) => {
                vec!["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3"]
            }
            ("alquerque5" | "alquerque5x7", 10) => {
                vec!["a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"]
            }
            ("checker8", 4) => vec!["a1", "c1", "e1", "g1"],
            ("checker10", 5) => vec!["a1", "c1", "e1", "g1", "i1"],
            _ => return Err(format!("no standard flock of size {n} on board {}", self.board)),
        };
        Ok(list.into_iter().map(|s| s.to_string()).collect())
    }

    /// Parse a comma-separated list of point names, checking each exists.
    fn parse_points(&self, s: &str) -> Result<Vec<String>, String> {
        let mut out = Vec::new();
        for item in split_list(s) {
            let p = self
                .parse_point(&item)
                .ok_or_else(|| format!("no point {item:?} on board {}", self.board))?;
            out.push(name(p));
        }
        Ok(out)
    }

    /// Parse one point name ("d4"), None if malformed or not on the board.
    fn parse_point(&self, s: &str) -> Option<Pt> {
        let mut chars = s.chars();
        let letter = chars.next()?;
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let rank: i32 = chars.as_str().parse().ok()?;
        let p = ((letter as u8 - b'a') as i32, rank - 1);
        if self.exists(p) { Some(p) } else { None }
    }

    /// Convert a name known to be valid into a point.
    fn pt(&self, s: &str) -> Pt {
        self.parse_point(s).expect("internal: bad point name")
    }

    fn pts(&self, set: &BTreeSet<String>) -> BTreeSet<Pt> {
        set.iter().map(|s| self.pt(s)).collect()
    }

    fn names(set: &BTreeSet<Pt>) -> BTreeSet<String> {
        set.iter().map(|&p| name(p)).collect()
    }

    // ----- geometry -------------------------------------------------------

    /// Does this point exist on the board?
    fn exists(&self, p: Pt) -> bool {
        let (f, r) = p;
        match self.board.as_str() {
            "cross33" => {
                (0..7).contains(&f) && (0..7).contains(&r) && ((2..=4).contains(&f) || (2..=4).contains(&r))
            }
            "alquerque5" => (0..5).contains(&f) && (0..5).contains(&r),
            "alquerque5x7" => (0..5).contains(&f) && (0..7).contains(&r),
            // the dark squares of a checkerboard: a1 dark, file + rank even
            "checker8" => (0..8).contains(&f) && (0..8).contains(&r) && (f + r) % 2 == 0,
            "checker10" => (0..10).contains(&f) && (0..10).contains(&r) && (f + r) % 2 == 0,
            _ => false,
        }
    }

    /// All points of the board, in (rank, file) order.
    fn all_points(&self) -> Vec<Pt> {
        let mut out = Vec::new();
        for r in 0..10 {
            for f in 0..10 {
                if self.exists((f, r)) {
                    out.push((f, r));
                }
            }
        }
        out
    }

    /// Is there a line joining a and b? Returns Some(true) for a diagonal
    /// line, Some(false) for an orthogonal one, None for no line.
    fn line(&self, a: Pt, b: Pt) -> Option<bool> {
        if !self.exists(a) || !self.exists(b) {
            return None;
        }
        let df = b.0 - a.0;
        let dr = b.1 - a.1;
        if df.abs() + dr.abs() == 1 {
            return Some(false);
        }
        if df.abs() == 1 && dr.abs() == 1 {
            match self.lines.as_str() {
                // diagonal lines leave the even points ((file + rank) even)
                "diagonal" if (a.0 + a.1) % 2 == 0 => return Some(true),
                "long" => {
                    // main diagonal a1-e5: file == rank; anti-diagonal a5-e1: file + rank == 4
                    if df == dr && a.0 == a.1 {
                        return Some(true);
                    }
                    if df == -dr && a.0 + a.1 == 4 {
                        return Some(true);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// All points joined to p by a line.
    fn neighbours(&self, p: Pt) -> Vec<Pt> {
        let mut out = Vec::new();
        for df in -1..=1 {
            for dr in -1..=1 {
                let q = (p.0 + df, p.1 + dr);
                if q != p && self.line(p, q).is_some() {
                    out.push(q);
                }
            }
        }
        out
    }

    /// Is p a fort point (only meaningful with fort = true)?
    fn in_fort(p: Pt) -> bool {
        FORT.contains(&name(p).as_str())
    }

    // ----- positions ------------------------------------------------------

    /// The fixed start position (placement skipped even when hunter_start = choose; the
    /// flock's pieces in hand are in hand).
    pub fn start(&self) -> NaivePos {
        NaivePos {
            hunters: self.start_hunters.clone(),
            flock: self.start_flock.clone(),
            hunter_to_move: self.hunter_first,
            to_place: self.flock_in_hand,
            broke_through: false,
        }
    }

    /// Start of a real game: with hunter_start = choose, no hunters on the
    /// board, to_place = number of hunter pieces and the hunter to move;
    /// otherwise the same as `start()`.
    pub fn game_start(&self) -> NaivePos {
        if self.choose {
            NaivePos {
                hunters: BTreeSet::new(),
                flock: self.start_flock.clone(),
                hunter_to_move: true,
                to_place: self.start_hunters.len() as u32,
                broke_through: false,
            }
        } else {
            self.start()
        }
    }

    /// End rules 1-4 of RULES.md section 2 (no repetition):
    /// Some('h') hunter wins, Some('f') flock wins, None the game goes on.
    pub fn outcome(&self, p: &NaivePos) -> Option<char> {
        if self.hunter_took_enough(p) {
            return Some('h');
        }
        if p.broke_through {
            return Some('h');
        }
        if self.fort && FORT.iter().all(|f| p.flock.contains(*f)) {
            return Some('f');
        }
        if self.children(p).is_empty() {
            return Some(if p.hunter_to_move { 'f' } else { 'h' });
        }
        None
    }

    /// End rule 1: with a flock in hand, the hunter has taken `20 - fox_wins_at` pieces
    /// (counted from the pieces the game started with, on the board and in hand);
    /// otherwise the flock is down to `fox_wins_at`.
    fn hunter_took_enough(&self, p: &NaivePos) -> bool {
        if self.flock_in_hand > 0 {
            let started = self.start_flock.len() as u32 + self.flock_in_hand;
            let left = p.flock.len() as u32 + p.to_place;
            started - left >= 20 - self.fox_wins_at
        } else {
            (p.flock.len() as u32) <= self.fox_wins_at
        }
    }

    /// The set of distinct positions one legal move leads to (ignores outcome).
    pub fn children(&self, p: &NaivePos) -> BTreeSet<NaivePos> {
        if p.to_place > 0 && self.flock_in_hand == 0 {
            self.placement_children(p)
        } else if p.hunter_to_move {
            self.hunter_children(p)
        } else if p.to_place > 0 {
            let mut out = self.flock_placements(p);
            if self.flock_moves_while_placing {
                out.extend(self.flock_children(p));
            }
            out
        } else {
            self.flock_children(p)
        }
    }

    /// A flock piece from hand on any empty point.
    fn flock_placements(&self, p: &NaivePos) -> BTreeSet<NaivePos> {
        let mut out = BTreeSet::new();
        for pt in self.all_points() {
            let nm = name(pt);
            if p.hunters.contains(&nm) || p.flock.contains(&nm) {
                continue;
            }
            let mut c = p.clone();
            c.flock.insert(nm);
            c.to_place -= 1;
            c.hunter_to_move = true;
            c.broke_through = false;
            out.insert(c);
        }
        out
    }

    /// perft as RULES.md section 6: depth 0 -> 1; finished game -> 0;
    /// else the sum over the distinct children.
    pub fn perft(&self, p: &NaivePos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.hunter_took_enough(p)
            || p.broke_through
            || (self.fort && FORT.iter().all(|f| p.flock.contains(*f)))
        {
            return 0;
        }
        // rule 4 (no legal move) gives an empty sum, i.e. 0
        let kids = self.children(p);
        if depth == 1 {
            return kids.len() as u64;
        }
        kids.iter().map(|c| self.perft(c, depth - 1)).sum()
    }

    // ----- move generation ------------------------------------------------

    /// Placement moves (hunter_start = choose): put one hunter piece on an
    /// empty point (a fort point when fort = true).
    fn placement_children(&self, p: &NaivePos) -> BTreeSet<NaivePos> {
        let mut out = BTreeSet::new();
        for pt in self.all_points() {
            let nm = name(pt);
            if p.hunters.contains(&nm) || p.flock.contains(&nm) {
                continue;
            }
            if self.fort && !Self::in_fort(pt) {
                continue;
            }
            // the wolf chooses a square of the top rank
            let top = match self.board.as_str() {
                "checker8" => Some(7),
                "checker10" => Some(9),
                _ => None,
            };
            if top.is_some_and(|top| pt.1 != top) {
                continue;
            }
            let mut c = p.clone();
            c.hunters.insert(nm);
            c.to_place -= 1;
            c.hunter_to_move = if c.to_place == 0 { self.hunter_first } else { true };
            c.broke_through = false;
            out.insert(c);
        }
        out
    }

    /// Flock steps.
    fn flock_children(&self, p: &NaivePos) -> BTreeSet<NaivePos> {
        let hunters = self.pts(&p.hunters);
        let flock = self.pts(&p.flock);
        let mut out = BTreeSet::new();
        for &from in &flock {
            for to in self.neighbours(from) {
                if hunters.contains(&to) || flock.contains(&to) {
                    continue;
                }
                let diagonal = self.line(from, to) == Some(true);
                if diagonal && !self.flock_diagonals {
                    continue;
                }
                if diagonal && self.fort && Self::in_fort(from) {
                    continue;
                }
                if self.no_backward && to.1 < from.1 {
                    continue;
                }
                let mut nf = flock.clone();
                nf.remove(&from);
                nf.insert(to);
                out.insert(NaivePos {
                    hunters: p.hunters.clone(),
                    flock: Self::names(&nf),
                    hunter_to_move: true,
                    to_place: p.to_place,
                    broke_through: false,
                });
            }
        }
        out
    }

    /// The single jumps available to a hunter piece standing at `at`.
    /// `others`: the other hunter pieces; `flock`: the flock pieces as they
    /// stand on the board now (with deferred removal the captured ones are
    /// still there); `used`: jump segments already used in this move.
    /// Returns (jumped point, landing point) pairs.
    fn single_jumps(
        &self,
        at: Pt,
        others: &BTreeSet<Pt>,
        flock: &BTreeSet<Pt>,
        used: &BTreeSet<(Pt, Pt)>,
    ) -> Vec<(Pt, Pt)> {
        let mut out = Vec::new();
        if self.capture_none {
            return out;
        }
        for q in self.neighbours(at) {
            if !flock.contains(&q) {
                continue;
            }
            let r = (q.0 + (q.0 - at.0), q.1 + (q.1 - at.1));
            if self.line(q, r).is_none() {
                continue;
            }
            if flock.contains(&r) || others.contains(&r) {
                continue;
            }
            let seg = if at < r { (at, r) } else { (r, at) };
            if used.contains(&seg) {
                continue;
            }
            out.push((q, r));
        }
        out
    }

    /// All jump chains (every non-empty prefix) of the piece that started at
    /// `start`, now standing at `at`, having taken `captured` and used `used`.
    fn chains(
        &self,
        at: Pt,
        others: &BTreeSet<Pt>,
        flock0: &BTreeSet<Pt>,
        captured: &BTreeSet<Pt>,
        used: &BTreeSet<(Pt, Pt)>,
        out: &mut Vec<Chain>,
    ) {
        let board_flock: BTreeSet<Pt> =
            if self.deferred { flock0.clone() } else { flock0.difference(captured).cloned().collect() };
        for (q, r) in self.single_jumps(at, others, &board_flock, used) {
            let mut cap = captured.clone();
            cap.insert(q);
            let mut u = used.clone();
            u.insert(if at < r { (at, r) } else { (r, at) });
            let next_flock: BTreeSet<Pt> =
                if self.deferred { flock0.clone() } else { flock0.difference(&cap).cloned().collect() };
            // Without chains one jump is the whole move: nothing could follow it.
            let more = self.chains && !self.single_jumps(r, others, &next_flock, &u).is_empty();
            out.push(Chain { end: r, captured: cap.clone(), could_continue: more });
            if self.chains {
                self.chains(r, others, flock0, &cap, &u, out);
            }
        }
    }

    /// Can the hunter piece at h jump in the position (hunters, flock)?
    fn can_jump(&self, h: Pt, hunters: &BTreeSet<Pt>, flock: &BTreeSet<Pt>) -> bool {
        let mut others = hunters.clone();
        others.remove(&h);
        !self.single_jumps(h, &others, flock, &BTreeSet::new()).is_empty()
    }

    /// Hunter moves: steps and jump chains, with mandatory capture or
    /// huffing as the options say.
    fn hunter_children(&self, p: &NaivePos) -> BTreeSet<NaivePos> {
        let hunters = self.pts(&p.hunters);
        let flock = self.pts(&p.flock);
        let mandatory = self.capture_mandatory && !self.huffing;
        let any_jump = hunters.iter().any(|&h| self.can_jump(h, &hunters, &flock));
        let mut out = BTreeSet::new();

        let make = |new_hunters: BTreeSet<Pt>, new_flock: BTreeSet<Pt>, landed: Pt| NaivePos {
            hunters: Self::names(&new_hunters),
            flock: Self::names(&new_flock),
            hunter_to_move: false,
            to_place: p.to_place,
            broke_through: self.breakthrough && landed.1 == 0,
        };

        for &h in &hunters {
            let mut others = hunters.clone();
            others.remove(&h);

            // jump chains
            let mut chains = Vec::new();
            self.chains(h, &others, &flock, &BTreeSet::new(), &BTreeSet::new(), &mut chains);
            for c in chains {
                if mandatory && c.could_continue {
                    continue; // only maximal chains
                }
                let new_flock: BTreeSet<Pt> = flock.difference(&c.captured).cloned().collect();
                let mut nh = others.clone();
                if !(self.huffing && c.could_continue) {
                    nh.insert(c.end);
                }
                out.insert(make(nh, new_flock, c.end));
            }

            // steps
            if mandatory && any_jump {
                continue;
            }
            for to in self.neighbours(h) {
                if hunters.contains(&to) || flock.contains(&to) {
                    continue;
                }
                let mut nh = others.clone();
                nh.insert(to);
                if self.huffing {
                    if self.can_jump(h, &hunters, &flock) {
                        nh.remove(&to); // the moved piece is huffed
                    } else {
                        // another piece that could have jumped: lowest (rank, file)
                        let mut culprits: Vec<Pt> =
                            others.iter().cloned().filter(|&o| self.can_jump(o, &hunters, &flock)).collect();
                        culprits.sort_by_key(|&(f, r)| (r, f));
                        if let Some(&o) = culprits.first() {
                            nh.remove(&o);
                        }
                    }
                }
                out.insert(make(nh, flock.clone(), to));
            }
        }
        out
    }
}
