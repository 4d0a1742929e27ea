//! Reynard's AI, generic over any family's [`reynard_rules::Ruleset`]: iterative-deepening
//! alpha-beta with a transposition table, a Monte Carlo tree search, per-family evaluation,
//! strength levels 1–10, simple reference players, and AI-vs-AI match statistics.

pub mod alphabeta;
pub mod eval;
pub mod level;
pub mod limits;
pub mod matches;
pub mod mcts;
pub mod oracle;
pub mod player;
pub mod rng;
pub mod score;
pub mod stats;
pub mod tt;

pub use alphabeta::{AlphaBeta, Info, SearchResult};
pub use eval::{DefaultEvaluator, Evaluator, HuntEval, TaflEval};
pub use limits::Limits;
pub use rng::Rng;
pub use score::Score;
