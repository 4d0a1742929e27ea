//! A tournament as its stored rows tell it: who plays, what each planned game scored, the
//! standings, and what the next step is.

use super::Format;
use super::arena::Outcome;
use super::standings::{self, ScoredGame, Standing, Tiebreaks};
use crate::store::{EntrantRow, SlotRow, TournamentRow};
use reynard_play::AnyRules;

/// A tournament's rows, read together.
#[derive(Clone, Debug)]
pub struct Tournament {
    /// The tournament.
    pub row: TournamentRow,
    /// Its format.
    pub format: Format,
    /// Its players, in the order they joined.
    pub entrants: Vec<EntrantRow>,
    /// Its planned games and byes, in order.
    pub slots: Vec<SlotRow>,
    /// The preset's side ids, first side first.
    pub sides: [String; 2],
    /// The seat that moves first in a new game.
    pub first_to_move: usize,
}

impl Tournament {
    /// The tournament of these rows.
    ///
    /// # Errors
    ///
    /// A stored tournament whose format or rules cannot be read.
    pub fn new(
        row: TournamentRow,
        entrants: Vec<EntrantRow>,
        slots: Vec<SlotRow>,
    ) -> Result<Tournament, String> {
        let format = Format::parse(&row.format).ok_or_else(|| format!("format `{}`", row.format))?;
        let options: Vec<String> = serde_json::from_str(&row.options).map_err(|e| format!("options: {e}"))?;
        let rules = AnyRules::from_preset(&row.preset, &options).map_err(|e| e.to_string())?;
        let game = rules.new_game();
        let ids = game.side_ids();
        let sides = [ids[0].to_string(), ids[1].to_string()];
        Ok(Tournament { first_to_move: game.seat_to_move(), row, format, entrants, slots, sides })
    }

    /// The index of an account among the entrants.
    pub fn index(&self, account: &str) -> Option<usize> {
        self.entrants.iter().position(|e| e.account == account)
    }

    /// Each seat's half points in a planned game, once it is over: a win 2, a draw 1. A
    /// game aborted before both sides moved is a forfeit: the side that did not make its
    /// first move scores nothing, the other a win.
    pub fn score(&self, slot: &SlotRow) -> Option<[u32; 2]> {
        match slot.status.as_deref()? {
            "finished" => Some(match slot.result.as_deref() {
                Some("draw") | None => [1, 1],
                Some(side) if side == self.sides[0] => [2, 0],
                Some(_) => [0, 2],
            }),
            "aborted" => {
                let failed =
                    if slot.ply.unwrap_or(0) == 0 { self.first_to_move } else { 1 - self.first_to_move };
                Some(if failed == 0 { [0, 2] } else { [2, 0] })
            }
            _ => None,
        }
    }

    /// Whether a planned game is still to be played (not created yet, or running).
    pub fn unfinished(&self, slot: &SlotRow) -> bool {
        slot.game_id.is_some() && self.score(slot).is_none()
    }

    /// The games over, as the standings take them (slots of unknown players are left out).
    pub fn scored_games(&self) -> Vec<ScoredGame> {
        self.slots
            .iter()
            .filter_map(|slot| {
                let seats = [self.index(&slot.player0)?, self.index(slot.player1.as_deref()?)?];
                Some(ScoredGame { round: slot.round as u32, seats, half_points: self.score(slot)? })
            })
            .collect()
    }

    /// The entrants with a bye, once per bye.
    pub fn byes(&self) -> Vec<usize> {
        self.slots.iter().filter(|s| s.player1.is_none()).filter_map(|s| self.index(&s.player0)).collect()
    }

    /// The entrants' indexes by seeding: rating, then who joined first.
    pub fn seeding(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.entrants.len()).collect();
        order.sort_by(|&a, &b| self.entrants[b].rating.total_cmp(&self.entrants[a].rating).then(a.cmp(&b)));
        order
    }

    /// The standings, best first.
    pub fn standings(&self) -> Vec<Standing> {
        let seeding = self.seeding();
        match self.format {
            Format::Swiss => standings::meetings(
                self.entrants.len(),
                &self.scored_games(),
                &self.byes(),
                SWISS_BYE_HALF_POINTS,
                Tiebreaks::Swiss,
                &seeding,
            ),
            Format::RoundRobin => standings::meetings(
                self.entrants.len(),
                &self.scored_games(),
                &self.byes(),
                0,
                Tiebreaks::RoundRobin,
                &seeding,
            ),
            Format::Arena => standings::arena(&self.arena_results(), &seeding),
        }
    }

    /// Each entrant's arena results, in the order the games were paired.
    pub fn arena_results(&self) -> Vec<Vec<Outcome>> {
        let mut results = vec![Vec::new(); self.entrants.len()];
        for game in self.scored_games() {
            for seat in 0..2 {
                let outcome = match game.half_points[seat] {
                    2 => Outcome::Win,
                    1 => Outcome::Draw,
                    _ => Outcome::Loss,
                };
                results[game.seats[seat]].push(outcome);
            }
        }
        results
    }

    /// Whether every game paired so far is over.
    pub fn all_played(&self) -> bool {
        !self.slots.iter().any(|s| self.unfinished(s))
    }

    /// The entrants still in (not withdrawn).
    pub fn active(&self) -> Vec<usize> {
        (0..self.entrants.len()).filter(|&p| self.entrants[p].withdrawn == 0).collect()
    }

    /// Whether two entrants have met.
    pub fn met(&self, a: usize, b: usize) -> bool {
        let (a, b) = (&self.entrants[a].account, &self.entrants[b].account);
        self.slots.iter().any(|s| {
            let other = s.player1.as_deref();
            (&s.player0 == a && other == Some(b.as_str())) || (&s.player0 == b && other == Some(a.as_str()))
        })
    }
}

/// A Swiss bye scores as a won meeting: two games won.
pub const SWISS_BYE_HALF_POINTS: u32 = 4;
