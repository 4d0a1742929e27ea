//! Game clocks: the time control a game is played at and the time each side has left.
//! The server keeps the clock: a move is charged when it arrives, and a side whose time
//! runs out loses on time (the hub's timer sees to that even when nobody is connected).
//!
//! - **Fischer** (`initial + increment`): each side starts with `initial`; a move costs the
//!   time it took and then earns `increment`.
//! - **Correspondence** (`days` per move): each move must come within `days`; a move sets
//!   the mover's time back to `days` (time left over is not kept).
//!
//! The clock of the side to move runs once both seats are taken, from the first move on.

use serde::{Deserialize, Serialize};

/// A day in milliseconds.
const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// Longest Fischer start time: three hours.
const MAX_INITIAL_S: u32 = 3 * 60 * 60;
/// Largest Fischer increment: three minutes.
const MAX_INCREMENT_S: u32 = 3 * 60;
/// Most days per move.
const MAX_DAYS: u32 = 14;
/// The time for a side's first move in a Fischer game (see [`TimeControl::first_move_ms`]).
const FIRST_MOVE_FISCHER_MS: i64 = 30_000;

/// How long the players may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// `initial_ms` each, plus `increment_ms` for every move made.
    Fischer {
        /// Time at the start.
        initial_ms: i64,
        /// Time earned by each move.
        increment_ms: i64,
    },
    /// Each move within this many days.
    Correspondence {
        /// Days per move.
        days: i64,
    },
}

/// A time control as the API takes and shows it: `{"initial_s", "increment_s"}` or
/// `{"days"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, deny_unknown_fields)]
pub enum TimeControlBody {
    /// Fischer.
    Fischer {
        /// Seconds at the start, 1 to 10,800.
        initial_s: u32,
        /// Seconds added after each move, 0 to 180.
        #[serde(default)]
        increment_s: u32,
    },
    /// Correspondence.
    Days {
        /// Days per move, 1 to 14.
        days: u32,
    },
}

impl TimeControlBody {
    /// The time control, or what is out of range.
    ///
    /// # Errors
    ///
    /// A time outside the ranges above, said in words.
    pub fn control(self) -> Result<TimeControl, String> {
        match self {
            TimeControlBody::Fischer { initial_s, increment_s } => {
                if !(1..=MAX_INITIAL_S).contains(&initial_s) {
                    return Err(format!("initial_s is 1 to {MAX_INITIAL_S} seconds, not {initial_s}"));
                }
                if increment_s > MAX_INCREMENT_S {
                    return Err(format!("increment_s is 0 to {MAX_INCREMENT_S} seconds, not {increment_s}"));
                }
                Ok(TimeControl::Fischer {
                    initial_ms: i64::from(initial_s) * 1000,
                    increment_ms: i64::from(increment_s) * 1000,
                })
            }
            TimeControlBody::Days { days } if (1..=MAX_DAYS).contains(&days) => {
                Ok(TimeControl::Correspondence { days: i64::from(days) })
            }
            TimeControlBody::Days { days } => Err(format!("days is 1 to {MAX_DAYS}, not {days}")),
        }
    }
}

impl TimeControl {
    /// The time each side starts with.
    pub fn initial_ms(self) -> i64 {
        match self {
            TimeControl::Fischer { initial_ms, .. } => initial_ms,
            TimeControl::Correspondence { days } => days * DAY_MS,
        }
    }

    /// How long a side has for its first move, before both sides have made one: a side
    /// slower than that (or than its own clock) aborts the game instead of losing it on
    /// time. 30 seconds in a Fischer game, a day in a correspondence game.
    pub fn first_move_ms(self) -> i64 {
        match self {
            TimeControl::Fischer { .. } => FIRST_MOVE_FISCHER_MS,
            TimeControl::Correspondence { .. } => DAY_MS,
        }
    }

    /// As the API shows it.
    pub fn body(self) -> TimeControlBody {
        match self {
            TimeControl::Fischer { initial_ms, increment_ms } => TimeControlBody::Fischer {
                initial_s: (initial_ms / 1000) as u32,
                increment_s: (increment_ms / 1000) as u32,
            },
            TimeControl::Correspondence { days } => TimeControlBody::Days { days: days as u32 },
        }
    }

    /// The stored form: `fischer:INITIAL_MS:INCREMENT_MS` or `days:N`.
    pub fn text(self) -> String {
        match self {
            TimeControl::Fischer { initial_ms, increment_ms } => {
                format!("fischer:{initial_ms}:{increment_ms}")
            }
            TimeControl::Correspondence { days } => format!("days:{days}"),
        }
    }

    /// Reads [`TimeControl::text`].
    pub fn parse(text: &str) -> Option<TimeControl> {
        let mut parts = text.split(':');
        let control = match (parts.next()?, parts.next()?.parse().ok()?, parts.next()) {
            ("fischer", initial_ms, Some(increment)) => {
                TimeControl::Fischer { initial_ms, increment_ms: increment.parse().ok()? }
            }
            ("days", days, None) => TimeControl::Correspondence { days },
            _ => return None,
        };
        parts.next().is_none().then_some(control)
    }
}

/// The two sides' time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The time control.
    pub control: TimeControl,
    /// Each seat's time left when its clock last stopped.
    pub remaining_ms: [i64; 2],
    /// The seat whose clock runs, with the moment it started.
    pub running: Option<(usize, i64)>,
}

impl Clock {
    /// Both sides' full time, no clock running.
    pub fn new(control: TimeControl) -> Clock {
        let full = control.initial_ms();
        Clock { control, remaining_ms: [full, full], running: None }
    }

    /// Starts `seat`'s clock at `now` (stopping any other without charging it).
    pub fn start(&mut self, seat: usize, now: i64) {
        self.running = Some((seat.min(1), now));
    }

    /// The time `seat` has left at `now` (negative once it has run out).
    pub fn left_ms(&self, seat: usize, now: i64) -> i64 {
        match self.running {
            Some((running, since)) if running == seat => self.remaining_ms[seat] - (now - since).max(0),
            _ => self.remaining_ms[seat.min(1)],
        }
    }

    /// When the running clock runs out.
    pub fn deadline_ms(&self) -> Option<i64> {
        self.running.map(|(seat, since)| since + self.remaining_ms[seat])
    }

    /// When the running side's first move is due: within its own time and
    /// [`TimeControl::first_move_ms`].
    pub fn first_move_deadline_ms(&self) -> Option<i64> {
        let first_move = self.control.first_move_ms();
        self.running.map(|(seat, since)| since + self.remaining_ms[seat].min(first_move))
    }

    /// The seat whose time has run out at `now`.
    pub fn flagged(&self, now: i64) -> Option<usize> {
        let (seat, _) = self.running?;
        (self.left_ms(seat, now) <= 0).then_some(seat)
    }

    /// `seat` moved at `now`: its time is charged (and the increment added, or the day
    /// allowance renewed), and the other side's clock starts.
    pub fn moved(&mut self, seat: usize, now: i64) {
        let seat = seat.min(1);
        let left = self.left_ms(seat, now).max(0);
        self.remaining_ms[seat] = match self.control {
            TimeControl::Fischer { increment_ms, .. } => left + increment_ms,
            TimeControl::Correspondence { .. } => self.control.initial_ms(),
        };
        self.start(1 - seat, now);
    }

    /// Stops the running clock at `now`, charging its side (the game ended).
    pub fn stop(&mut self, now: i64) {
        if let Some((seat, _)) = self.running {
            self.remaining_ms[seat] = self.left_ms(seat, now).max(0);
        }
        self.running = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fischer_charges_the_mover_and_adds_the_increment() {
        let control =
            TimeControlBody::Fischer { initial_s: 180, increment_s: 2 }.control().expect("in range");
        let mut clock = Clock::new(control);
        clock.start(0, 1_000);
        assert_eq!(clock.left_ms(0, 11_000), 170_000);
        assert_eq!(clock.left_ms(1, 11_000), 180_000, "the waiting side is not charged");
        clock.moved(0, 11_000);
        assert_eq!(clock.remaining_ms, [172_000, 180_000]);
        assert_eq!(clock.deadline_ms(), Some(191_000));
        assert_eq!(clock.first_move_deadline_ms(), Some(41_000), "30 s for a first move");
        assert_eq!(clock.flagged(190_999), None);
        assert_eq!(clock.flagged(191_000), Some(1));
        clock.stop(50_000);
        assert_eq!((clock.remaining_ms, clock.running), ([172_000, 141_000], None));
    }

    #[test]
    fn correspondence_renews_the_days_on_each_move() {
        let mut clock = Clock::new(TimeControlBody::Days { days: 2 }.control().expect("in range"));
        clock.start(0, 0);
        assert_eq!(clock.first_move_deadline_ms(), Some(DAY_MS), "a day for a first move");
        clock.moved(0, DAY_MS + 5);
        assert_eq!(clock.remaining_ms, [2 * DAY_MS, 2 * DAY_MS]);
        assert_eq!(clock.flagged(3 * DAY_MS + 5), Some(1));
    }

    #[test]
    fn stored_text_round_trips_and_bad_text_is_refused() {
        for control in [
            TimeControl::Fischer { initial_ms: 3_000, increment_ms: 0 },
            TimeControl::Correspondence { days: 3 },
        ] {
            assert_eq!(TimeControl::parse(&control.text()), Some(control));
        }
        for bad in ["", "fischer:1", "days:x", "days:1:2", "blitz:1:2"] {
            assert_eq!(TimeControl::parse(bad), None, "{bad}");
        }
        assert!(TimeControlBody::Fischer { initial_s: 0, increment_s: 0 }.control().is_err());
        assert!(TimeControlBody::Days { days: 15 }.control().is_err());
    }
}
