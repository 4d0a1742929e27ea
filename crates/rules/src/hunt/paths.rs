//! Jump paths: finding one valid path for a given jump move. The notation shows it, and the
//! legality check uses it, which is far cheaper than generating every move (with deferred
//! removal a position can have tens of thousands). A player may enter any of the paths of
//! a move: [`Rules::move_paths`] lists them (for a board that lets people click them).

use super::position::{Move, Position};
use super::rules::Rules;
use crate::board::{Bitboard, Point, bit, lowest};

/// Jump segments used so far, by axis, keyed by the jumped point.
type UsedSegments = [Bitboard; 4];

/// The search for one path of a given move.
struct PathSearch<'a> {
    rules: &'a Rules,
    mv: Move,
    blockers: Bitboard,
    deferred: bool,
    /// The chain must end where no further jump exists (mandatory capture).
    maximal: bool,
    path: Vec<Point>,
    /// When listing every path: the paths found so far, and how many to find at most.
    found: Option<(Vec<Vec<Point>>, usize)>,
}

impl Rules {
    /// A path of points for the jump move `mv` (its start, then each landing point) that
    /// takes exactly `mv.captured`, if one exists. With `maximal`, only a path after whose
    /// end no further jump exists counts, as mandatory capture requires.
    pub(crate) fn chain_path(&self, pos: &Position, mv: Move, maximal: bool) -> Option<Vec<Point>> {
        let from = mv.from?;
        if pos.hunters() & bit(from) == 0 || mv.captured & !pos.flock() != 0 {
            return None;
        }
        let mut search = PathSearch {
            rules: self,
            mv,
            blockers: pos.hunters() & !bit(from),
            deferred: self.removal_is_deferred(),
            maximal,
            path: start_path(from, mv),
            found: None,
        };
        search.search_from(pos.flock(), 0, [0; 4]).then_some(search.path)
    }

    /// Every path of points a player may enter for `mv` (at most `limit`; one for a step or
    /// a placement), the one [`Rules::move_path`] shows among them. Each is accepted by
    /// [`Rules::parse_move`] as this same move.
    pub fn move_paths(&self, pos: &Position, mv: Move, limit: usize) -> Vec<Vec<Point>> {
        let (Some(from), true) = (mv.from, mv.captured != 0) else {
            return vec![self.move_path(pos, mv)];
        };
        if pos.hunters() & bit(from) == 0 || mv.captured & !pos.flock() != 0 {
            return Vec::new();
        }
        let mut search = PathSearch {
            rules: self,
            mv,
            blockers: pos.hunters() & !bit(from),
            deferred: self.removal_is_deferred(),
            maximal: false,
            path: start_path(from, mv),
            found: Some((Vec::new(), limit.max(1))),
        };
        search.search_from(pos.flock(), 0, [0; 4]);
        search.found.map(|(paths, _)| paths).unwrap_or_default()
    }
}

/// A path holding `from`, with room for a landing point per piece `mv` takes (one per jump).
fn start_path(from: Point, mv: Move) -> Vec<Point> {
    let mut path = Vec::with_capacity(1 + mv.captured.count_ones() as usize);
    path.push(from);
    path
}

impl PathSearch<'_> {
    /// Whether a jump is possible from `at` given what still stands and what was used.
    fn can_continue(&self, at: Point, present: Bitboard, used: &UsedSegments) -> bool {
        if !self.rules.chains() && self.path.len() > 1 {
            return false;
        }
        self.rules.jumps(at).iter().any(|j| {
            present & j.over != 0
                && (present | self.blockers) & j.land == 0
                && used[j.dir as usize % 4] & j.over == 0
        })
    }

    fn search_from(&mut self, flock: Bitboard, captured: Bitboard, used: UsedSegments) -> bool {
        let at = self.path[self.path.len() - 1];
        let present = if self.deferred { flock } else { flock & !captured };
        if at == self.mv.to
            && captured == self.mv.captured
            && !(self.maximal && self.can_continue(at, present, &used))
        {
            match &mut self.found {
                None => return true,
                Some((paths, limit)) => {
                    paths.push(self.path.clone());
                    if paths.len() >= *limit {
                        return true;
                    }
                }
            }
        }
        if !self.rules.chains() && captured != 0 {
            return false;
        }
        for jump in self.rules.jumps(at) {
            let axis = jump.dir as usize % 4;
            if present & jump.over == 0
                || self.mv.captured & jump.over == 0
                || (present | self.blockers) & jump.land != 0
                || used[axis] & jump.over != 0
            {
                continue;
            }
            let mut used = used;
            used[axis] |= jump.over;
            self.path.push(lowest(jump.land));
            if self.search_from(flock, captured | jump.over, used) {
                return true;
            }
            self.path.pop();
        }
        false
    }
}
