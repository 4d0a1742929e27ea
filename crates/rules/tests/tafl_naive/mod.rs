#![allow(dead_code)]
// Plain index loops over the 2-D array are the point of this module.
#![allow(clippy::needless_range_loop, clippy::type_complexity)]
//! A deliberately naive second tafl rules engine for cross-checking: a plain 2-D array of
//! cells, moves found by walking cell by cell, captures and end rules written straight
//! from RULES.md section 4 (and the Copenhagen rules as `tafl/mod.rs` states them). No
//! bitboards, no tables, no hashing; it shares nothing with the engine but the `Variant`
//! data (the rule switches).

use reynard_rules::tafl::{Escape, KingCapture, Layout, Side, Variant};

/// What stands on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Empty,
    Attacker,
    Defender,
    King,
}

/// A position: `grid[rank][file]`, rank 0 at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NaivePos {
    pub grid: [[Piece; 19]; 19],
    pub attackers_to_move: bool,
}

/// A move: from (file, rank) to (file, rank).
pub type NaiveMove = ((usize, usize), (usize, usize));

/// Who won, if the game is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NaiveEnd {
    Attackers,
    Defenders,
}

/// The rules: the board size and the rule switches.
pub struct Naive {
    pub n: usize,
    pub variant: Variant,
}

const DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Parlett's 13x13 start (t attacker, T defender, K king), rank 13 first.
const THIRTEEN: &str = "
    . . . . t t t t t . . . .
    . . . . . t . t . . . . .
    . . . . . . t . . . . . .
    . . . . . . T . . . . . .
    t . . . T . . . T . . . t
    t t . . . T T T . . . t t
    t . t T . T K T . T t . t
    t t . . . T T T . . . t t
    t . . . T . . . T . . . t
    . . . . . . T . . . . . .
    . . . . . . t . . . . . .
    . . . . . t . t . . . . .
    . . . . t t t t t . . . .";

/// Murray's Alea Evangelii start, rank 19 first.
const NINETEEN: &str = "
    . . t . . t . . . . . . . t . . t . .
    . . . . . . . . . . . . . . . . . . .
    t . . . . t . . . . . . . t . . . . t
    . . . . . . . t . t . t . . . . . . .
    . . . . . . t . T . T . t . . . . . .
    t . t . . t . . . . . . . t . . t . t
    . . . . t . . . . T . . . . t . . . .
    . . . t . . . . T . T . . . . t . . .
    . . . . T . . T . T . T . . T . . . .
    . . . t . . T . T K T . T . . t . . .
    . . . . T . . T . T . T . . T . . . .
    . . . t . . . . T . T . . . . t . . .
    . . . . t . . . . T . . . . t . . . .
    t . t . . t . . . . . . . t . . t . t
    . . . . . . t . T . T . t . . . . . .
    . . . . . . . t . t . t . . . . . . .
    t . . . . t . . . . . . . t . . . . t
    . . . . . . . . . . . . . . . . . . .
    . . t . . t . . . . . . . t . . t . .";

/// The cell names of a picture: (attackers, defenders, king).
fn from_picture(picture: &str) -> (Vec<String>, Vec<String>, String) {
    let rows: Vec<Vec<&str>> =
        picture.lines().map(|l| l.split_whitespace().collect::<Vec<_>>()).filter(|r| !r.is_empty()).collect();
    let n = rows.len();
    let (mut a, mut d, mut k) = (Vec::new(), Vec::new(), String::new());
    for (i, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), n, "a square picture");
        for (f, piece) in row.iter().enumerate() {
            let name = format!("{}{}", (b'a' + f as u8) as char, n - i);
            match *piece {
                "t" => a.push(name),
                "T" => d.push(name),
                "K" => k = name,
                _ => {}
            }
        }
    }
    (a, d, k)
}

fn name_to_cell(name: &str) -> (usize, usize) {
    let b = name.as_bytes();
    let file = (b[0] - b'a') as usize;
    let rank: usize = name[1..].parse().expect("a rank");
    (file, rank - 1)
}

impl Naive {
    pub fn new(variant: &Variant) -> Naive {
        let n = match variant.layout {
            Layout::Seven => 7,
            Layout::Nine => 9,
            Layout::Eleven => 11,
            Layout::Thirteen => 13,
            Layout::Nineteen => 19,
        };
        Naive { n, variant: variant.clone() }
    }

    /// The start position, typed in again from RULES.md section 4 (and Brandubh's source).
    pub fn start(&self) -> NaivePos {
        let drawn;
        let (attackers, defenders, king): (Vec<&str>, Vec<&str>, &str) = if self.n >= 13 {
            // The large boards, typed in again as pictures (rank 13 or 19 first).
            drawn = from_picture(if self.n == 13 { THIRTEEN } else { NINETEEN });
            (
                drawn.0.iter().map(String::as_str).collect(),
                drawn.1.iter().map(String::as_str).collect(),
                drawn.2.as_str(),
            )
        } else if self.n == 7 {
            // Brandubh's cross, typed in again from aagenielsen.dk.
            ("a4 b4 f4 g4 d1 d2 d6 d7".split(' ').collect(), "c4 e4 d3 d5".split(' ').collect(), "d4")
        } else if self.n == 9 {
            (
                "d1 e1 f1 e2 d9 e9 f9 e8 a4 a5 a6 b5 i4 i5 i6 h5".split(' ').collect(),
                "e3 e4 e6 e7 c5 d5 f5 g5".split(' ').collect(),
                "e5",
            )
        } else {
            (
                "d1 e1 f1 g1 h1 f2 d11 e11 f11 g11 h11 f10 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6"
                    .split(' ')
                    .collect(),
                "f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8".split(' ').collect(),
                "f6",
            )
        };
        // The cells a variant gives of its own replace the layout's, part by part.
        let own = &self.variant.start;
        let attackers: Vec<&str> =
            own.attackers.as_ref().map_or(attackers, |list| list.iter().map(String::as_str).collect());
        let defenders: Vec<&str> =
            own.defenders.as_ref().map_or(defenders, |list| list.iter().map(String::as_str).collect());
        let king = own.king.as_deref().unwrap_or(king);
        let mut p = NaivePos {
            grid: [[Piece::Empty; 19]; 19],
            attackers_to_move: self.variant.first == Side::Attackers,
        };
        for a in attackers {
            let (f, r) = name_to_cell(a);
            p.grid[r][f] = Piece::Attacker;
        }
        for d in defenders {
            let (f, r) = name_to_cell(d);
            p.grid[r][f] = Piece::Defender;
        }
        let (f, r) = name_to_cell(king);
        p.grid[r][f] = Piece::King;
        p
    }

    fn inside(&self, f: i32, r: i32) -> bool {
        f >= 0 && r >= 0 && f < self.n as i32 && r < self.n as i32
    }

    fn is_throne(&self, f: usize, r: usize) -> bool {
        self.variant.throne && f == self.n / 2 && r == self.n / 2
    }

    /// A corner cell, or with citadels any cell of the 2x2 blocks at the corners.
    fn is_corner(&self, f: usize, r: usize) -> bool {
        let near = if self.variant.escape == Escape::Citadel { 1 } else { 0 };
        let close = |x: usize| x <= near || x >= self.n - 1 - near;
        close(f) && close(r)
    }

    fn is_edge(&self, f: usize, r: usize) -> bool {
        f == 0 || r == 0 || f == self.n - 1 || r == self.n - 1
    }

    fn corner_escape(&self) -> bool {
        matches!(self.variant.escape, Escape::Corner | Escape::Citadel)
    }

    /// Cells only the king may stop on.
    fn restricted(&self, f: usize, r: usize) -> bool {
        self.is_throne(f, r) || (self.corner_escape() && self.is_corner(f, r))
    }

    fn at(&self, p: &NaivePos, f: i32, r: i32) -> Option<Piece> {
        self.inside(f, r).then(|| p.grid[r as usize][f as usize])
    }

    fn mine(&self, p: &NaivePos, piece: Piece) -> bool {
        if p.attackers_to_move {
            piece == Piece::Attacker
        } else {
            piece == Piece::Defender || piece == Piece::King
        }
    }

    /// Every legal move, walking from each piece of the side to move.
    pub fn moves(&self, p: &NaivePos) -> Vec<NaiveMove> {
        let mut out = Vec::new();
        for r in 0..self.n {
            for f in 0..self.n {
                let piece = p.grid[r][f];
                if !self.mine(p, piece) {
                    continue;
                }
                for (df, dr) in DIRS {
                    let (mut x, mut y) = (f as i32 + df, r as i32 + dr);
                    while let Some(there) = self.at(p, x, y) {
                        if there != Piece::Empty {
                            break;
                        }
                        let (ux, uy) = (x as usize, y as usize);
                        if piece != Piece::King && self.is_throne(ux, uy) && !self.variant.throne_passable {
                            break;
                        }
                        if piece == Piece::King || !self.restricted(ux, uy) {
                            out.push(((f, r), (ux, uy)));
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
        }
        out
    }

    /// Whether a cell helps the mover capture an enemy piece of kind `victim` next to it:
    /// a piece of the mover, or a hostile cell.
    fn anvil(&self, p: &NaivePos, f: i32, r: i32, victim: Piece, attackers_move: bool) -> bool {
        let Some(piece) = self.at(p, f, r) else { return false };
        let (uf, ur) = (f as usize, r as usize);
        let friend = if attackers_move {
            piece == Piece::Attacker
        } else {
            piece == Piece::Defender || (piece == Piece::King && self.variant.king_armed)
        };
        if friend {
            return true;
        }
        if self.corner_escape() && self.is_corner(uf, ur) {
            return true;
        }
        if self.is_throne(uf, ur) {
            // Always hostile to attackers; hostile to defenders only when empty.
            return victim == Piece::Attacker || piece == Piece::Empty;
        }
        false
    }

    fn king_captured(&self, p: &NaivePos, kf: i32, kr: i32, df: i32, dr: i32) -> bool {
        let (uf, ur) = (kf as usize, kr as usize);
        let throne_here = self.is_throne(uf, ur);
        let beside_throne = DIRS.iter().any(|(a, b)| {
            self.inside(kf + a, kr + b) && self.is_throne((kf + a) as usize, (kr + b) as usize)
        });
        // All neighbours except the throne are attackers, and (unless skipping the throne)
        // all four exist.
        let surrounded = |skip_throne: bool| {
            DIRS.iter().all(|(a, b)| {
                let (x, y) = (kf + a, kr + b);
                if !self.inside(x, y) {
                    return false;
                }
                if skip_throne && self.is_throne(x as usize, y as usize) {
                    return true;
                }
                p.grid[y as usize][x as usize] == Piece::Attacker
            })
        };
        let (x, y) = (kf + df, kr + dr);
        let far = self.at(p, x, y);
        let far_attacker = far == Some(Piece::Attacker);
        let far_corner = far.is_some() && self.corner_escape() && self.is_corner(x as usize, y as usize);
        match self.variant.king_capture {
            KingCapture::Throne => {
                if throne_here {
                    surrounded(false)
                } else if beside_throne {
                    surrounded(true)
                } else {
                    far_attacker || far_corner
                }
            }
            KingCapture::Two => {
                let far_throne = far == Some(Piece::Empty) && self.is_throne(x as usize, y as usize);
                far_attacker || far_corner || far_throne
            }
            // On all four sides; the throne beside him and a hostile corner or citadel
            // stand in for attackers.
            KingCapture::Four => DIRS.iter().all(|(a, b)| {
                let (x, y) = (kf + a, kr + b);
                if !self.inside(x, y) {
                    return false;
                }
                let (ux, uy) = (x as usize, y as usize);
                if self.is_throne(ux, uy) || (self.corner_escape() && self.is_corner(ux, uy)) {
                    return true;
                }
                p.grid[uy][ux] == Piece::Attacker
            }),
        }
    }

    /// Plays a move, with its captures, and hands over the turn.
    pub fn play(&self, p: &NaivePos, mv: NaiveMove) -> NaivePos {
        let ((ff, fr), (tf, tr)) = mv;
        let mut q = *p;
        let piece = q.grid[fr][ff];
        q.grid[fr][ff] = Piece::Empty;
        q.grid[tr][tf] = piece;
        let attackers_move = p.attackers_to_move;
        if piece != Piece::King || self.variant.king_armed {
            let before = q;
            for (df, dr) in DIRS {
                let (nf, nr) = (tf as i32 + df, tr as i32 + dr);
                let Some(victim) = self.at(&before, nf, nr) else { continue };
                let enemy = if attackers_move {
                    victim == Piece::Defender || victim == Piece::King
                } else {
                    victim == Piece::Attacker
                };
                if !enemy {
                    continue;
                }
                let taken = if victim == Piece::King {
                    self.king_captured(&before, nf, nr, df, dr)
                } else {
                    self.anvil(&before, nf + df, nr + dr, victim, attackers_move)
                };
                if taken {
                    q.grid[nr as usize][nf as usize] = Piece::Empty;
                }
            }
            if self.variant.shield_wall {
                self.shield_wall(&mut q, tf, tr, attackers_move);
            }
        }
        q.attackers_to_move = !attackers_move;
        q
    }

    fn shield_wall(&self, q: &mut NaivePos, tf: usize, tr: usize, attackers_move: bool) {
        let n = self.n;
        let last = n - 1;
        let friend = |piece: Piece| {
            if attackers_move {
                piece == Piece::Attacker
            } else {
                piece == Piece::Defender || (piece == Piece::King && self.variant.king_armed)
            }
        };
        let enemy = |piece: Piece| {
            if attackers_move {
                piece == Piece::Defender || piece == Piece::King
            } else {
                piece == Piece::Attacker
            }
        };
        // (on this edge, along directions, inward direction)
        let edges: [(bool, [(i32, i32); 2], (i32, i32)); 4] = [
            (tr == 0, [(1, 0), (-1, 0)], (0, 1)),
            (tr == last, [(1, 0), (-1, 0)], (0, -1)),
            (tf == 0, [(0, 1), (0, -1)], (1, 0)),
            (tf == last, [(0, 1), (0, -1)], (-1, 0)),
        ];
        for (on, along, (inf, inr)) in edges {
            if !on {
                continue;
            }
            for (df, dr) in along {
                let board = *q;
                let mut row = Vec::new();
                let (mut x, mut y) = (tf as i32 + df, tr as i32 + dr);
                while self.at(&board, x, y).is_some_and(enemy) {
                    row.push((x, y));
                    x += df;
                    y += dr;
                }
                let Some(end) = self.at(&board, x, y) else { continue };
                let end_ok = friend(end) || (self.corner_escape() && self.is_corner(x as usize, y as usize));
                if row.len() < 2 || !end_ok {
                    continue;
                }
                if !row.iter().all(|&(a, b)| self.at(&board, a + inf, b + inr).is_some_and(friend)) {
                    continue;
                }
                for (a, b) in row {
                    if board.grid[b as usize][a as usize] != Piece::King {
                        q.grid[b as usize][a as usize] = Piece::Empty;
                    }
                }
            }
        }
    }

    fn king(&self, p: &NaivePos) -> Option<(usize, usize)> {
        (0..self.n).flat_map(|r| (0..self.n).map(move |f| (f, r))).find(|&(f, r)| p.grid[r][f] == Piece::King)
    }

    /// Cells reachable from `start` by orthogonal steps through cells where `pass` holds.
    fn reach(
        &self,
        p: &NaivePos,
        start: Vec<(usize, usize)>,
        pass: impl Fn(Piece) -> bool,
    ) -> Vec<Vec<bool>> {
        let mut seen = vec![vec![false; self.n]; self.n];
        let mut stack = start;
        for &(f, r) in &stack {
            seen[r][f] = true;
        }
        while let Some((f, r)) = stack.pop() {
            for (df, dr) in DIRS {
                let (x, y) = (f as i32 + df, r as i32 + dr);
                if let Some(piece) = self.at(p, x, y) {
                    let (ux, uy) = (x as usize, y as usize);
                    if !seen[uy][ux] && pass(piece) {
                        seen[uy][ux] = true;
                        stack.push((ux, uy));
                    }
                }
            }
        }
        seen
    }

    fn edge_fort(&self, p: &NaivePos, (kf, kr): (usize, usize)) -> bool {
        if !self.is_edge(kf, kr) {
            return false;
        }
        let room = self.reach(p, vec![(kf, kr)], |piece| piece == Piece::Empty);
        let room_size = room.iter().flatten().filter(|b| **b).count();
        if room_size < 2 {
            return false;
        }
        let mut wall = vec![vec![false; self.n]; self.n];
        for r in 0..self.n {
            for f in 0..self.n {
                if room[r][f] {
                    continue;
                }
                let touches = DIRS.iter().any(|(a, b)| {
                    let (x, y) = (f as i32 + a, r as i32 + b);
                    self.inside(x, y) && room[y as usize][x as usize]
                });
                if touches {
                    if p.grid[r][f] != Piece::Defender {
                        return false;
                    }
                    wall[r][f] = true;
                }
            }
        }
        let king_on_throne = self.is_throne(kf, kr);
        let safe_room = |x: usize, y: usize| {
            room[y][x]
                && !(self.corner_escape() && self.is_corner(x, y))
                && (!self.is_throne(x, y) || king_on_throne)
        };
        // The defenders that can never be taken: every defender at first; drop, one pass at
        // a time, those a line can close on, until a pass drops none.
        let mut kept = vec![vec![false; self.n]; self.n];
        for r in 0..self.n {
            for f in 0..self.n {
                kept[r][f] = p.grid[r][f] == Piece::Defender;
            }
        }
        loop {
            let guarded = |x: i32, y: i32| {
                if !self.inside(x, y) {
                    return true;
                }
                let (ux, uy) = (x as usize, y as usize);
                kept[uy][ux] || safe_room(ux, uy)
            };
            let mut dropped = Vec::new();
            for r in 0..self.n {
                for f in 0..self.n {
                    if !kept[r][f] {
                        continue;
                    }
                    let (x, y) = (f as i32, r as i32);
                    let vertical = guarded(x, y + 1) || guarded(x, y - 1);
                    let horizontal = guarded(x + 1, y) || guarded(x - 1, y);
                    // Off the wall, an edge piece needs its inward cell held against a
                    // shield wall.
                    let mut inward = true;
                    for (dx, dy) in DIRS {
                        if !self.inside(x + dx, y + dy) && !guarded(x - dx, y - dy) {
                            inward = false;
                        }
                    }
                    if !vertical || !horizontal || (!wall[r][f] && !inward) {
                        dropped.push((f, r));
                    }
                }
            }
            if dropped.is_empty() {
                break;
            }
            for (f, r) in dropped {
                kept[r][f] = false;
            }
        }
        for r in 0..self.n {
            for f in 0..self.n {
                if wall[r][f] && !kept[r][f] {
                    return false;
                }
            }
        }
        true
    }

    fn encircled(&self, p: &NaivePos) -> bool {
        let mut start = Vec::new();
        for r in 0..self.n {
            for f in 0..self.n {
                if matches!(p.grid[r][f], Piece::Defender | Piece::King) {
                    start.push((f, r));
                }
            }
        }
        if start.is_empty() {
            return false;
        }
        let seen = self.reach(p, start, |piece| piece != Piece::Attacker);
        !(0..self.n).any(|r| (0..self.n).any(|f| seen[r][f] && self.is_edge(f, r)))
    }

    /// The end rules that need no move list, in the engine's order.
    pub fn decided(&self, p: &NaivePos) -> Option<NaiveEnd> {
        let Some((kf, kr)) = self.king(p) else { return Some(NaiveEnd::Attackers) };
        let escaped = if self.corner_escape() { self.is_corner(kf, kr) } else { self.is_edge(kf, kr) };
        if escaped {
            return Some(NaiveEnd::Defenders);
        }
        if self.variant.edge_fort && self.edge_fort(p, (kf, kr)) {
            return Some(NaiveEnd::Defenders);
        }
        if self.variant.encirclement && self.encircled(p) {
            return Some(NaiveEnd::Attackers);
        }
        None
    }

    /// Every end rule: decided, or the side to move has no move and loses.
    pub fn outcome(&self, p: &NaivePos) -> Option<NaiveEnd> {
        self.decided(p).or_else(|| {
            self.moves(p).is_empty().then_some(if p.attackers_to_move {
                NaiveEnd::Defenders
            } else {
                NaiveEnd::Attackers
            })
        })
    }

    pub fn perft(&self, p: &NaivePos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.decided(p).is_some() {
            return 0;
        }
        let moves = self.moves(p);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.into_iter().map(|m| self.perft(&self.play(p, m), depth - 1)).sum()
    }

    pub fn cell_name(&self, (f, r): (usize, usize)) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// A move as `from-to` (no captures).
    pub fn move_name(&self, m: NaiveMove) -> String {
        format!("{}-{}", self.cell_name(m.0), self.cell_name(m.1))
    }

    /// The position in the engine's text form (written independently).
    pub fn text(&self, p: &NaivePos) -> String {
        let mut s = String::from("/");
        for r in (0..self.n).rev() {
            let mut run = 0;
            for f in 0..self.n {
                let ch = match p.grid[r][f] {
                    Piece::Empty => {
                        run += 1;
                        continue;
                    }
                    Piece::Attacker => 't',
                    Piece::Defender => 'T',
                    Piece::King => 'K',
                };
                if run > 0 {
                    s += &run.to_string();
                    run = 0;
                }
                s.push(ch);
            }
            if run > 0 {
                s += &run.to_string();
            }
            s.push('/');
        }
        s += if p.attackers_to_move { " a" } else { " d" };
        s
    }
}
