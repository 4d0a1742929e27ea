//! The rules engine's errors as messages in the player's language: the one mapping of
//! typed errors to message ids with arguments, for the terminal and the browser alike.
//!
//! The engine's errors print in English (`Display`, for scripts, logs and the line game);
//! the full-screen game and the browser show the ones a player meets (an illegal move, an
//! option value the rules refuse, a saved game that does not replay) through [`Explain`],
//! as Fluent messages `error-…` whose arguments are the same facts. Position-text errors
//! stay English (position texts are written by programs, not by players).

use crate::dispatch::AnyRulesError;
use crate::message::{Message, MessageArg};
use reynard_rules::board::LinesNotOnBoard;
use reynard_rules::goose::{BoardError, GooseError};
use reynard_rules::hunt::{MoveError as HuntMoveError, OptionError, VariantError};
use reynard_rules::record::{RecordError, RecordSyntaxError};
use reynard_rules::solitaire::SolitaireError;
use reynard_rules::tafl::MoveError as TaflMoveError;
use reynard_rules::{hunt, tafl};

/// An error that can say what is wrong in any language.
pub trait Explain {
    /// The message, translated when drawn.
    fn explain(&self) -> Message;
}

/// The English text of an error that has no translated message.
pub fn untranslated(error: &impl std::fmt::Display) -> Message {
    Message::new("status-plain").plain("text", error.to_string())
}

impl Explain for OptionError {
    fn explain(&self) -> Message {
        match self {
            OptionError::UnknownKey { key, known } => {
                Message::new("error-option-unknown").plain("key", key).plain("known", known)
            }
            OptionError::BadValue { key, value, allowed } => Message::new("error-option-value")
                .plain("key", key)
                .plain("value", value)
                .plain("allowed", *allowed),
            OptionError::NotKeyValue(text) => Message::new("error-option-pair").plain("text", text),
        }
    }
}

impl Explain for LinesNotOnBoard {
    fn explain(&self) -> Message {
        Message::new("error-variant-lines").plain("board", self.0.name())
    }
}

impl Explain for VariantError {
    fn explain(&self) -> Message {
        match self {
            VariantError::Lines(error) => error.explain(),
            VariantError::BadPoint { key, point, board } => Message::new("error-variant-point")
                .plain("key", *key)
                .plain("point", point)
                .plain("board", board.name()),
            VariantError::Layout { size, board, allowed } => Message::new("error-variant-layout")
                .number("size", *size)
                .plain("board", board.name())
                .plain("allowed", allowed),
            VariantError::Overlap(point) => Message::new("error-variant-overlap").plain("point", point),
            VariantError::HunterCount(count) => Message::new("error-variant-hunters")
                .number("most", hunt::MAX_HUNTERS as i64)
                .number("count", *count as i64),
            VariantError::Threshold { fox_wins_at, flock } => Message::new("error-variant-threshold")
                .number("threshold", *fox_wins_at)
                .number("flock", *flock),
            VariantError::NoRoomToPlace { needed, free } => {
                Message::new("error-variant-no-room").number("needed", *needed as i64).number("free", *free)
            }
            VariantError::CapturesToWin { fox_wins_at, needed, flock } => {
                Message::new("error-variant-captures-to-win")
                    .number("threshold", *fox_wins_at)
                    .number("needed", *needed as i64)
                    .number("flock", *flock)
            }
            VariantError::TwoHands => Message::new("error-variant-two-hands"),
            VariantError::TooManyInHand(count) => Message::new("error-variant-in-hand")
                .number("count", *count)
                .number("most", hunt::MAX_IN_HAND),
        }
    }
}

impl Explain for tafl::VariantError {
    fn explain(&self) -> Message {
        match self {
            tafl::VariantError::BadCell { key, cell, size } => Message::new("error-tafl-cell")
                .plain("key", *key)
                .plain("cell", cell)
                .number("size", i64::from(*size)),
            tafl::VariantError::TwoPieces(cell) => Message::new("error-tafl-two-pieces").plain("cell", cell),
            tafl::VariantError::Restricted { key, cell } => {
                Message::new("error-tafl-restricted").plain("key", *key).plain("cell", cell)
            }
            tafl::VariantError::KingEscaped(cell) => {
                Message::new("error-tafl-king-escaped").plain("cell", cell)
            }
            tafl::VariantError::NoAttackers => Message::new("error-tafl-no-attackers"),
            // The play layer builds the wide rules for the large boards, and looks presets
            // up itself: never shown.
            tafl::VariantError::BoardTooLarge { .. } | tafl::VariantError::UnknownPreset(_) => {
                untranslated(self)
            }
        }
    }
}

impl Explain for AnyRulesError {
    fn explain(&self) -> Message {
        match self {
            AnyRulesError::UnknownPreset { id, known } => {
                Message::new("error-unknown-variant").plain("id", id).plain("known", known)
            }
            AnyRulesError::Option(error) => error.explain(),
            AnyRulesError::Variant(error) => error.explain(),
            AnyRulesError::TaflVariant(error) => error.explain(),
            // Variant files are written in a text editor, like position texts by programs:
            // their errors, with the line, stay English.
            AnyRulesError::VariantFile(error) => untranslated(error),
        }
    }
}

impl Explain for HuntMoveError {
    fn explain(&self) -> Message {
        use HuntMoveError as E;
        match self {
            E::Syntax(text) => Message::new("error-move-syntax-hunt").plain("text", text),
            E::UnknownPoint(point) => Message::new("error-move-unknown-point").plain("point", point),
            E::GameOver => Message::new("error-move-game-over"),
            E::NotYourTurn(side) => Message::new("error-move-not-your-turn").side("side", side.to_string()),
            E::NoPiece(point) => Message::new("error-move-no-piece").plain("point", point),
            E::NotAlongLine(from, to) => {
                Message::new("error-move-not-along-line").plain("from", from).plain("to", to)
            }
            E::Occupied(point) => Message::new("error-move-occupied").plain("point", point),
            E::CaptureCompulsory => Message::new("error-move-capture-compulsory"),
            E::MustContinue(point) => Message::new("error-move-must-continue").plain("point", point),
            E::DirectionNotAllowed(from, to) => {
                Message::new("error-move-direction").plain("from", from).plain("to", to)
            }
            E::FlockCannotJump => Message::new("error-move-flock-jump"),
            E::NothingToCapture(point) => Message::new("error-move-nothing-to-capture").plain("point", point),
            E::SegmentUsed(point) => Message::new("error-move-segment-used").plain("point", point),
            E::PlacementExpected => Message::new("error-move-placement-expected"),
            E::FlockInHand(count) => Message::new("error-move-flock-in-hand").number("count", *count),
            E::PlacementNotAllowed(point) => {
                Message::new("error-move-placement-not-allowed").plain("point", point)
            }
            E::Illegal(text) => Message::new("error-move-illegal").plain("text", text),
        }
    }
}

impl Explain for TaflMoveError {
    fn explain(&self) -> Message {
        use TaflMoveError as E;
        match self {
            E::Syntax(text) => Message::new("error-move-syntax-tafl").plain("text", text),
            E::UnknownCell(cell) => Message::new("error-move-unknown-cell").plain("point", cell),
            E::GameOver => Message::new("error-move-game-over"),
            E::NotYourTurn(side) => Message::new("error-move-not-your-turn").side("side", side.name()),
            E::NoPiece(cell) => Message::new("error-move-no-piece").plain("point", cell),
            E::NotAlongLine(from, to) => {
                Message::new("error-move-not-along-file").plain("from", from).plain("to", to)
            }
            E::PathBlocked(cell) => Message::new("error-move-path-blocked").plain("point", cell),
            E::ThroneBlocks(cell) => Message::new("error-move-throne-blocks").plain("point", cell),
            E::Occupied(cell) => Message::new("error-move-occupied").plain("point", cell),
            E::Restricted(cell) => Message::new("error-move-restricted").plain("point", cell),
            E::CaptureMismatch { written, actual: None } => {
                Message::new("error-move-captures-nothing").plain("written", written)
            }
            E::CaptureMismatch { written, actual: Some(actual) } => {
                Message::new("error-move-captures").plain("written", written).plain("actual", actual)
            }
        }
    }
}

impl Explain for hunt::PositionTextError {
    fn explain(&self) -> Message {
        untranslated(self)
    }
}

impl Explain for tafl::PositionTextError {
    fn explain(&self) -> Message {
        untranslated(self)
    }
}

impl Explain for RecordSyntaxError {
    fn explain(&self) -> Message {
        match self {
            RecordSyntaxError::BadTag(line) => Message::new("error-record-tag").number("line", *line as i64),
            RecordSyntaxError::OpenComment(line) => {
                Message::new("error-record-comment").number("line", *line as i64)
            }
        }
    }
}

impl Explain for std::convert::Infallible {
    fn explain(&self) -> Message {
        match *self {}
    }
}

impl<M: Explain, P: Explain, V: Explain> Explain for RecordError<M, P, V> {
    fn explain(&self) -> Message {
        match self {
            RecordError::WrongGame { stated, expected } => {
                Message::new("error-record-wrong-game").plain("stated", stated).plain("expected", *expected)
            }
            RecordError::Syntax(error) => error.explain(),
            RecordError::UnknownVariant(id, known) => {
                Message::new("error-unknown-variant").plain("id", id).plain("known", known)
            }
            RecordError::BadOption { line, error } => Message::new("error-record-option")
                .number("line", *line as i64)
                .with("error", MessageArg::Message(Box::new(error.explain()))),
            RecordError::Variant(error) => Message::new("error-record-variant")
                .with("error", MessageArg::Message(Box::new(error.explain()))),
            RecordError::BadStart(error) => Message::new("error-record-start")
                .with("error", MessageArg::Message(Box::new(error.explain()))),
            RecordError::IllegalMove { number, side, text, line, error } => Message::new("error-record-move")
                .number("line", *line as i64)
                .number("number", *number as i64)
                .side("side", side)
                .plain("move", text)
                .with("error", MessageArg::Message(Box::new(error.explain()))),
            RecordError::BadResult(tag, value) => {
                Message::new("error-record-result-tag").plain("tag", *tag).plain("value", value)
            }
            RecordError::ResultMismatch { stated, actual } => {
                Message::new("error-record-result").plain("stated", stated).plain("actual", actual)
            }
        }
    }
}

impl Explain for SolitaireError {
    fn explain(&self) -> Message {
        match self {
            SolitaireError::BadHole(hole) => Message::new("error-solitaire-hole").plain("hole", hole),
            SolitaireError::BadOption(key) => Message::new("error-solitaire-option").plain("key", key),
            SolitaireError::NoPeg(hole) => Message::new("error-solitaire-no-peg").plain("hole", hole),
            SolitaireError::NotAJump { from, to } => {
                Message::new("error-solitaire-not-a-jump").plain("from", from).plain("to", to)
            }
            SolitaireError::BadMoveText(text) => {
                Message::new("error-solitaire-move-text").plain("text", text)
            }
            SolitaireError::BadPosition(_) => untranslated(self),
        }
    }
}

impl Explain for GooseError {
    fn explain(&self) -> Message {
        match self {
            GooseError::BadPlayers(count) => {
                Message::new("error-goose-players").number("count", *count as i64)
            }
            GooseError::BadDice(count) => Message::new("error-goose-dice").number("count", *count as i64),
            GooseError::BadRule(rule) => Message::new("error-goose-rule").plain("rule", rule),
            GooseError::BadRoll(dice) => Message::new("error-goose-roll").plain("roll", format!("{dice:?}")),
            GooseError::GameOver => Message::new("error-move-game-over"),
            GooseError::Loop(path) => Message::new("error-goose-loop").plain("path", format!("{path:?}")),
        }
    }
}

/// A goose board file's error, inside `board: …` (the message `error-goose-board`).
impl Explain for BoardError {
    fn explain(&self) -> Message {
        let error = match self {
            BoardError::Toml(text) => Message::new("error-goose-board-toml").plain("text", text),
            BoardError::SquareOutOfRange { at } => Message::new("error-goose-board-square").number("at", *at),
            BoardError::Duplicate { at } => Message::new("error-goose-board-twice").number("at", *at),
            BoardError::TargetOutOfRange { at, name, to } => Message::new("error-goose-board-target")
                .number("at", *at)
                .plain("name", name)
                .number("to", *to),
            BoardError::BadMiss { at, name, miss } => Message::new("error-goose-board-miss")
                .number("at", *at)
                .plain("name", name)
                .number("miss", *miss),
            BoardError::Ambiguous { at, name } => {
                Message::new("error-goose-board-ambiguous").number("at", *at).plain("name", name)
            }
            BoardError::Loop { roll, from, rule, path } => Message::new("error-goose-board-loop")
                .number("roll", *roll)
                .number("from", *from)
                .plain("rule", rule.to_string())
                .plain("path", path),
        };
        Message::new("error-goose-board").message("error", error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reynard_i18n::Lang;
    use reynard_rules::board::BoardId;
    use reynard_rules::record::RecordErrorOf;

    /// One error of every kind that has a message of its own.
    fn samples() -> Vec<Message> {
        let hunt_moves = [
            HuntMoveError::Syntax("d4+".into()),
            HuntMoveError::UnknownPoint("z9".into()),
            HuntMoveError::GameOver,
            HuntMoveError::NotYourTurn(reynard_rules::Side::Flock),
            HuntMoveError::NoPiece("d4".into()),
            HuntMoveError::NotAlongLine("a3".into(), "b5".into()),
            HuntMoveError::Occupied("d5".into()),
            HuntMoveError::CaptureCompulsory,
            HuntMoveError::MustContinue("d6".into()),
            HuntMoveError::DirectionNotAllowed("d3".into(), "d2".into()),
            HuntMoveError::FlockCannotJump,
            HuntMoveError::NothingToCapture("d5".into()),
            HuntMoveError::SegmentUsed("d5".into()),
            HuntMoveError::PlacementExpected,
            HuntMoveError::FlockInHand(3),
            HuntMoveError::PlacementNotAllowed("d4".into()),
            HuntMoveError::Illegal("d4-d5".into()),
        ];
        let tafl_moves = [
            TaflMoveError::Syntax("e1".into()),
            TaflMoveError::UnknownCell("z9".into()),
            TaflMoveError::NotYourTurn(tafl::Side::Defenders),
            TaflMoveError::NotAlongLine("a1".into(), "b2".into()),
            TaflMoveError::PathBlocked("e3".into()),
            TaflMoveError::ThroneBlocks("e5".into()),
            TaflMoveError::Restricted("a1".into()),
            TaflMoveError::CaptureMismatch { written: "xe5".into(), actual: None },
            TaflMoveError::CaptureMismatch { written: "xe5".into(), actual: Some("xd5".into()) },
        ];
        let option = OptionError::BadValue { key: "flock".into(), value: "x".into(), allowed: "a number" };
        let variants = [
            VariantError::Lines(LinesNotOnBoard(BoardId::Cross33)),
            VariantError::BadPoint { key: "hunter_points", point: "z9".into(), board: BoardId::Cross33 },
            VariantError::Layout { size: 7, board: BoardId::Cross33, allowed: "13, 15, 17".into() },
            VariantError::Overlap("d4".into()),
            VariantError::HunterCount(0),
            VariantError::Threshold { fox_wins_at: 13, flock: 13 },
            VariantError::NoRoomToPlace { needed: 2, free: 1 },
            VariantError::CapturesToWin { fox_wins_at: 20, needed: 0, flock: 20 },
            VariantError::TwoHands,
            VariantError::TooManyInHand(70),
        ];
        let records: [RecordErrorOf<hunt::Rules>; 9] = [
            RecordError::WrongGame { stated: "tafl".into(), expected: "hunt" },
            RecordError::Syntax(RecordSyntaxError::BadTag(3)),
            RecordError::Syntax(RecordSyntaxError::OpenComment(4)),
            RecordError::UnknownVariant("chess".into(), "fox-geese".into()),
            RecordError::BadOption { line: 2, error: OptionError::NotKeyValue("flock".into()) },
            RecordError::Variant(VariantError::Overlap("d4".into())),
            RecordError::IllegalMove {
                number: 3,
                side: "geese".into(),
                text: "d4-d5".into(),
                line: 9,
                error: HuntMoveError::Occupied("d5".into()),
            },
            RecordError::BadResult("Result", "2-0".into()),
            RecordError::ResultMismatch { stated: "1-0".into(), actual: "*".into() },
        ];
        let solitaire = [
            SolitaireError::BadHole("z9".into()),
            SolitaireError::BadOption("colour=red".into()),
            SolitaireError::NoPeg("d4".into()),
            SolitaireError::NotAJump { from: "d2".into(), to: "d3".into() },
            SolitaireError::BadMoveText("d2".into()),
        ];
        let goose = [
            GooseError::BadPlayers(7),
            GooseError::BadDice(3),
            GooseError::BadRule("fly".into()),
            GooseError::BadRoll(vec![7]),
            GooseError::GameOver,
            GooseError::Loop(vec![6, 12]),
        ];
        let boards = [
            BoardError::Toml("expected `=`".into()),
            BoardError::SquareOutOfRange { at: 70 },
            BoardError::Duplicate { at: 6 },
            BoardError::TargetOutOfRange { at: 6, name: "bridge".into(), to: 70 },
            BoardError::BadMiss { at: 19, name: "inn".into(), miss: 0 },
            BoardError::Ambiguous { at: 19, name: "inn".into() },
            BoardError::Loop {
                roll: 3,
                from: 2,
                rule: reynard_rules::goose::GooseRule::MoveAgain,
                path: "5 -> 8 -> 5".into(),
            },
        ];
        let unknown = AnyRulesError::UnknownPreset { id: "chess".into(), known: "fox-geese".into() };
        hunt_moves
            .iter()
            .map(Explain::explain)
            .chain(tafl_moves.iter().map(Explain::explain))
            .chain([option.explain(), unknown.explain()])
            .chain(variants.iter().map(Explain::explain))
            .chain(records.iter().map(Explain::explain))
            .chain(solitaire.iter().map(Explain::explain))
            .chain(goose.iter().map(Explain::explain))
            .chain(boards.iter().map(Explain::explain))
            .collect()
    }

    #[test]
    fn every_error_has_a_complete_message_in_every_language() {
        for text in samples() {
            assert!(text.key.starts_with("error-"), "{} has no message of its own", text.key);
            let english = text.render(Lang::En);
            for lang in [Lang::En, Lang::Ru, Lang::Pl] {
                // A missing message shows as its key; a missing argument as `{$name}`.
                let shown = text.render(lang);
                assert_ne!(shown, text.key, "{lang:?} lacks {}", text.key);
                assert!(!shown.contains("{$"), "{lang:?} {}: {shown}", text.key);
                if lang != Lang::En {
                    assert_ne!(shown, english, "{lang:?} {} is not translated", text.key);
                }
            }
        }
    }

    #[test]
    fn the_facts_of_an_error_appear_in_its_translation() {
        let error: RecordErrorOf<hunt::Rules> = RecordError::IllegalMove {
            number: 3,
            side: "geese".into(),
            text: "d4-d5".into(),
            line: 9,
            error: HuntMoveError::Occupied("d5".into()),
        };
        let text = error.explain();
        assert_eq!(text.render(Lang::En), "line 9: move 3 (geese) `d4-d5`: d5 is occupied");
        assert_eq!(text.render(Lang::En), error.to_string(), "English says what Display says");
        assert_eq!(text.render(Lang::Ru), "строка 9: ход 3 (гуси) `d4-d5`: d5: занято");
        assert_eq!(text.render(Lang::Pl), "wiersz 9: ruch 3 (gęsi) `d4-d5`: pole d5 jest zajęte");
    }

    #[test]
    fn words_inside_a_message_are_translated_too() {
        let turn = HuntMoveError::NotYourTurn(reynard_rules::Side::Flock).explain();
        assert_eq!(turn.render(Lang::Ru), "не ваш ход; очередь хода: стая");
        let nothing = TaflMoveError::CaptureMismatch { written: "xe5".into(), actual: None };
        assert_eq!(nothing.explain().render(Lang::Pl), "ruch niczego nie bije, a zapisano xe5");
        assert_eq!(nothing.explain().render(Lang::En), nothing.to_string());
    }

    #[test]
    fn english_messages_match_the_engine_text() {
        // The English files repeat the engine's own wording, so a player sees one text
        // whichever way the error reaches them.
        let errors: Vec<(Message, String)> = vec![
            (
                HuntMoveError::MustContinue("d6".into()).explain(),
                HuntMoveError::MustContinue("d6".into()).to_string(),
            ),
            (
                OptionError::UnknownKey { key: "x".into(), known: "a, b".into() }.explain(),
                OptionError::UnknownKey { key: "x".into(), known: "a, b".into() }.to_string(),
            ),
            (
                VariantError::NoRoomToPlace { needed: 2, free: 1 }.explain(),
                VariantError::NoRoomToPlace { needed: 2, free: 1 }.to_string(),
            ),
            (SolitaireError::NoPeg("d4".into()).explain(), SolitaireError::NoPeg("d4".into()).to_string()),
        ];
        let goose =
            [GooseError::BadPlayers(7), GooseError::BadRoll(vec![7, 1]), GooseError::Loop(vec![6, 12])];
        let boards = [
            BoardError::SquareOutOfRange { at: 70 },
            BoardError::TargetOutOfRange { at: 6, name: "bridge".into(), to: 70 },
            BoardError::Loop {
                roll: 3,
                from: 2,
                rule: reynard_rules::goose::GooseRule::MoveAgain,
                path: "5 -> 8 -> 5".into(),
            },
        ];
        let errors = errors
            .into_iter()
            .chain(goose.iter().map(|e| (e.explain(), e.to_string())))
            .chain(boards.iter().map(|e| (e.explain(), format!("board: {e}"))))
            .chain([(
                SolitaireError::BadMoveText("d2".into()).explain(),
                SolitaireError::BadMoveText("d2".into()).to_string(),
            )]);
        for (text, display) in errors {
            assert_eq!(text.render(Lang::En), display);
        }
    }
}
