//! Reynard's play layer: what every front end (the terminal game, the engine protocol, the
//! server, the Python package) needs of a game, written once.
//!
//! - [`ByFamily`] and [`with_family!`]: the one dispatch over the game families
//!   ([`AnyRules`], [`AnyGame`], and any front end's own per-family state).
//! - [`PlayFamily`]: the one trait a family implements for play: side ids, the neutral
//!   [`view`] of its board, pieces and moves, `show`'s text, its solved tables.
//! - [`actions`]: moves as integer actions and positions as planes (OpenSpiel's shape).
//! - [`AnyGame`]'s methods: play, undo, resign, the view, records, the AI's move and
//!   [`analysis`], the [`explore`]r, game [`review`].
//! - [`Message`] and [`Explain`]: typed errors as message ids with arguments, rendered in
//!   English, Russian or Polish by the terminal and the browser alike.
//!
//! Dependencies point one way: `rules ← {search, solver} ← tables ← play ← {server, cli}`.

pub mod actions;
pub mod analysis;
mod dispatch;
pub mod explain;
pub mod explore;
mod family;
mod game;
mod hunt;
pub mod message;
mod options;
pub mod review;
pub mod review_summary;
mod tafl;
pub mod view;

pub use actions::{Action, ActionError, ActionFamily, ActionState};
pub use analysis::AnalysisView;
pub use dispatch::{
    AnyGame, AnyRules, AnyRulesError, AnyVariant, ByFamily, GameOf, PerFamily, RulesOf, VariantOf, side_ids,
};
pub use explain::Explain;
pub use explore::{ExploreView, MoveValue};
pub use family::{MAX_PATHS, PlayFamily};
pub use game::{Ending, PlayError, generic};
pub use message::{Message, MessageArg};
pub use options::GameOption;
pub use review::{MoveReview, ReviewPoint, ReviewView};
pub use review_summary::SideSummary;
pub use reynard_rules::FamilyId;
