//! Engine protocol commands, parsed from one line each.

use std::time::Duration;

/// One command from the controller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `ugi` (or `uci`): identify, list options, answer `ugiok` (`uciok`).
    Hello {
        /// Answer in UCI words.
        uci: bool,
    },
    /// `isready`: answer `readyok`.
    IsReady,
    /// `setoption name NAME [value VALUE]`.
    SetOption {
        /// Option name (case-insensitive).
        name: String,
        /// Its value (empty when none is given).
        value: String,
    },
    /// `uginewgame` / `ucinewgame`: forget the last game.
    NewGame,
    /// `position startpos|fen TEXT [moves M…]`.
    Position {
        /// The position text after `fen`, or `None` for the start.
        fen: Option<String>,
        /// Moves played from there.
        moves: Vec<String>,
    },
    /// `go …`: search.
    Go(GoLimits),
    /// `stop`: end the search now.
    Stop,
    /// `query gameover|p1turn|result|fen`.
    Query(String),
    /// `d`: draw the board (a debugging aid).
    Display,
    /// `quit`.
    Quit,
}

/// The limits of a `go` command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoLimits {
    /// `depth D`.
    pub depth: Option<u32>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `movetime MS`.
    pub movetime: Option<Duration>,
    /// `p1time`/`p2time` (or `wtime`/`btime`): the clocks of the first and second player.
    pub clocks: [Option<Duration>; 2],
    /// `p1inc`/`p2inc` (or `winc`/`binc`).
    pub increments: [Option<Duration>; 2],
    /// `infinite`: until `stop`.
    pub infinite: bool,
}

/// Reads one line. Blank lines are `Ok(None)`; anything unknown or malformed is an error
/// saying what was expected.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else { return Ok(None) };
    let rest: Vec<&str> = words.collect();
    let no_args =
        |c: Command| if rest.is_empty() { Ok(Some(c)) } else { Err(format!("`{first}` takes no arguments")) };
    match first {
        "ugi" => no_args(Command::Hello { uci: false }),
        "uci" => no_args(Command::Hello { uci: true }),
        "isready" => no_args(Command::IsReady),
        "uginewgame" | "ucinewgame" => no_args(Command::NewGame),
        "stop" => no_args(Command::Stop),
        "quit" => no_args(Command::Quit),
        "d" => no_args(Command::Display),
        "setoption" => parse_setoption(&rest).map(Some),
        "position" => parse_position(&rest).map(Some),
        "go" => parse_go(&rest).map(|g| Some(Command::Go(g))),
        "query" => match rest.as_slice() {
            [what @ ("gameover" | "p1turn" | "result" | "fen")] => Ok(Some(Command::Query(what.to_string()))),
            _ => Err("expected `query gameover`, `query p1turn`, `query result` or `query fen`".into()),
        },
        other => Err(format!(
            "unknown command `{other}`; commands: ugi, isready, setoption, uginewgame, position, go, stop, query, d, quit"
        )),
    }
}

fn parse_setoption(rest: &[&str]) -> Result<Command, String> {
    let usage = || "expected `setoption name NAME [value VALUE]`".to_string();
    if rest.first() != Some(&"name") {
        return Err(usage());
    }
    let value_at = rest.iter().position(|w| *w == "value");
    let name_words = &rest[1..value_at.unwrap_or(rest.len())];
    if name_words.is_empty() {
        return Err(usage());
    }
    let value = value_at.map(|i| rest[i + 1..].join(" ")).unwrap_or_default();
    Ok(Command::SetOption { name: name_words.join(" "), value })
}

fn parse_position(rest: &[&str]) -> Result<Command, String> {
    let moves_at = rest.iter().position(|w| *w == "moves");
    let head = &rest[..moves_at.unwrap_or(rest.len())];
    let moves = moves_at.map(|i| rest[i + 1..].iter().map(|m| m.to_string()).collect()).unwrap_or_default();
    let fen = match head {
        ["startpos"] => None,
        ["fen", text @ ..] if !text.is_empty() => Some(text.join(" ")),
        _ => return Err("expected `position startpos [moves …]` or `position fen TEXT [moves …]`".into()),
    };
    Ok(Command::Position { fen, moves })
}

fn parse_go(rest: &[&str]) -> Result<GoLimits, String> {
    let mut go = GoLimits::default();
    let mut words = rest.iter();
    while let Some(&word) = words.next() {
        if word == "infinite" {
            go.infinite = true;
            continue;
        }
        const LIMITS: [&str; 10] = [
            "depth",
            "nodes",
            "movetime",
            "p1time",
            "p2time",
            "p1inc",
            "p2inc",
            "wtime",
            "btime",
            "movestogo",
        ];
        if !LIMITS.contains(&word) && !["winc", "binc"].contains(&word) {
            return Err(format!(
                "unknown `go` limit `{word}`; limits: depth, nodes, movetime, p1time, p2time, p1inc, p2inc, movestogo, infinite"
            ));
        }
        let value = words.next().ok_or_else(|| format!("`go {word}` needs a number"))?;
        let number: u64 =
            value.parse().map_err(|_| format!("`go {word} {value}`: `{value}` is not a number"))?;
        let ms = Duration::from_millis(number);
        match word {
            "depth" => go.depth = Some(u32::try_from(number).map_err(|_| "depth too large".to_string())?),
            "nodes" => go.nodes = Some(number),
            "movetime" => go.movetime = Some(ms),
            "p1time" | "wtime" => go.clocks[0] = Some(ms),
            "p2time" | "btime" => go.clocks[1] = Some(ms),
            "p1inc" | "winc" => go.increments[0] = Some(ms),
            "p2inc" | "binc" => go.increments[1] = Some(ms),
            // `movestogo` is accepted and not needed; the names were checked above.
            _ => {}
        }
    }
    Ok(go)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse() {
        assert_eq!(parse("  "), Ok(None));
        assert_eq!(parse("ugi"), Ok(Some(Command::Hello { uci: false })));
        assert_eq!(
            parse("setoption name Variant value catch-the-hare"),
            Ok(Some(Command::SetOption { name: "Variant".into(), value: "catch-the-hare".into() }))
        );
        assert_eq!(
            parse("position startpos moves c3-c4 d4-d5"),
            Ok(Some(Command::Position { fen: None, moves: vec!["c3-c4".into(), "d4-d5".into()] }))
        );
        assert_eq!(
            parse("position fen d4/c1,d1 f moves c1-c2"),
            Ok(Some(Command::Position { fen: Some("d4/c1,d1 f".into()), moves: vec!["c1-c2".into()] }))
        );
        let Ok(Some(Command::Go(go))) = parse("go depth 5 p1time 1000 p2inc 10") else { panic!("go parses") };
        assert_eq!(go.depth, Some(5));
        assert_eq!(go.clocks[0], Some(Duration::from_millis(1000)));
        assert_eq!(go.increments[1], Some(Duration::from_millis(10)));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        for line in [
            "hello",
            "go depth",
            "go depth x",
            "go sideways 3",
            "position",
            "position fen",
            "position middle",
            "setoption",
            "setoption name",
            "query",
            "query everything",
            "isready now",
            "\u{0}\u{7f}",
        ] {
            assert!(parse(line).is_err(), "{line:?} should be an error");
        }
    }
}
