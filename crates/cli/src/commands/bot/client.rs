//! The bot's HTTP client: JSON requests with a bearer token, and newline-delimited JSON
//! streams read line by line.

use serde_json::Value;
use std::fmt;
use std::io::{BufRead, BufReader, Read};
use std::time::Duration;
use ureq::Agent;
use ureq::http::Response;

/// The longest line a stream may send (a large tafl board's state is tens of KB).
const MAX_LINE: u64 = 1 << 20;
/// The longest answer to a request.
const MAX_ANSWER: u64 = 1 << 20;
/// A stream that sends nothing for this long (it sends a blank line every few seconds) is
/// taken for dead.
const STREAM_SILENCE: Duration = Duration::from_secs(30);
/// How long a request may take in all.
const REQUEST_TIME: Duration = Duration::from_secs(30);
/// How long connecting may take.
const CONNECT_TIME: Duration = Duration::from_secs(10);

/// Why a request failed.
#[derive(Debug)]
pub enum Failure {
    /// The server could not be reached, or the connection broke.
    Unreachable(String),
    /// The server refused the token (401).
    Refused,
    /// The server answered an error: its status, code and message.
    Status {
        /// The HTTP status.
        status: u16,
        /// The error's code (`stale`, `not_your_turn`…), or empty.
        code: String,
        /// The error's message.
        message: String,
    },
    /// The answer was not the JSON expected.
    BadAnswer(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Unreachable(why) => write!(f, "cannot reach the server: {why}"),
            Failure::Refused => write!(f, "the server refused the token (401): check --token"),
            Failure::Status { status, code, message } if code.is_empty() => write!(f, "{status}: {message}"),
            Failure::Status { status, code, message } => write!(f, "{status} {code}: {message}"),
            Failure::BadAnswer(why) => write!(f, "the server's answer is not understood: {why}"),
        }
    }
}

impl std::error::Error for Failure {}

/// A client of one server, acting with one token.
#[derive(Debug, Clone)]
pub struct Client {
    agent: Agent,
    base: String,
    authorization: String,
}

impl Client {
    /// A client of the server at `base` (`http://HOST:PORT` or `https://…`).
    ///
    /// # Errors
    ///
    /// A URL that is not `http://` or `https://`, or an empty token.
    pub fn new(base: &str, token: &str) -> Result<Client, String> {
        let base = base.trim().trim_end_matches('/');
        if !(base.starts_with("http://") || base.starts_with("https://")) {
            return Err(format!(
                "--server `{base}`: give the server's URL, http://HOST:PORT or https://HOST"
            ));
        }
        if token.trim().is_empty() {
            return Err("--token is empty: give the account's API token".into());
        }
        let agent = Agent::config_builder()
            .http_status_as_error(false)
            .timeout_connect(Some(CONNECT_TIME))
            .timeout_per_read(Some(STREAM_SILENCE))
            .user_agent(concat!("reynard-bot/", env!("CARGO_PKG_VERSION")))
            .build()
            .new_agent();
        Ok(Client { agent, base: base.to_string(), authorization: format!("Bearer {}", token.trim()) })
    }

    /// The server's URL.
    pub fn base(&self) -> &str {
        &self.base
    }

    /// POSTs `body` to `path`; the JSON answer.
    ///
    /// # Errors
    ///
    /// [`Failure`]: the server unreachable, the token refused, an error answered, or an
    /// answer that is not JSON.
    pub fn post(&self, path: &str, body: &Value) -> Result<Value, Failure> {
        let response = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Authorization", &self.authorization)
            .header("Content-Type", "application/json")
            .config()
            .timeout_global(Some(REQUEST_TIME))
            .build()
            .send(body.to_string())
            .map_err(unreachable)?;
        let mut response = checked(response)?;
        let text = response
            .body_mut()
            .with_config()
            .limit(MAX_ANSWER)
            .read_to_string()
            .map_err(|e| Failure::BadAnswer(e.to_string()))?;
        serde_json::from_str(&text).map_err(|e| Failure::BadAnswer(format!("{e}: {}", excerpt(&text))))
    }

    /// Opens the newline-delimited JSON stream at `path`.
    ///
    /// # Errors
    ///
    /// [`Failure`]: the server unreachable, the token refused or an error answered.
    pub fn stream(&self, path: &str) -> Result<Lines, Failure> {
        let response = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Authorization", &self.authorization)
            .call()
            .map_err(unreachable)?;
        let response = checked(response)?;
        Ok(Lines { reader: BufReader::new(response.into_body().into_reader()) })
    }
}

/// The lines of a stream, as they come.
pub struct Lines {
    reader: BufReader<ureq::BodyReader<'static>>,
}

impl Iterator for Lines {
    /// A line without its end; or why the stream broke (then it ends).
    type Item = Result<String, String>;

    fn next(&mut self) -> Option<Result<String, String>> {
        let mut bytes = Vec::new();
        match self.reader.by_ref().take(MAX_LINE).read_until(b'\n', &mut bytes) {
            Ok(0) => None,
            Ok(_) if bytes.last() != Some(&b'\n') && bytes.len() as u64 >= MAX_LINE => {
                Some(Err(format!("a line longer than {MAX_LINE} bytes")))
            }
            Ok(_) => Some(Ok(String::from_utf8_lossy(&bytes).trim_end().to_string())),
            Err(e) => Some(Err(e.to_string())),
        }
    }
}

/// A request that got no answer.
fn unreachable(error: ureq::Error) -> Failure {
    Failure::Unreachable(error.to_string())
}

/// The response if its status is a success, else the error it carries.
fn checked(mut response: Response<ureq::Body>) -> Result<Response<ureq::Body>, Failure> {
    let status = response.status().as_u16();
    if status < 400 {
        return Ok(response);
    }
    if status == 401 {
        return Err(Failure::Refused);
    }
    let text = response.body_mut().with_config().limit(MAX_ANSWER).read_to_string().unwrap_or_default();
    let error = serde_json::from_str::<Value>(&text).ok().map(|v| v["error"].clone()).unwrap_or_default();
    let code = error["code"].as_str().unwrap_or_default().to_string();
    let message = error["message"].as_str().map_or_else(|| excerpt(&text), str::to_string);
    Err(Failure::Status { status, code, message })
}

/// The start of a text, on one line, for a message.
pub fn excerpt(text: &str) -> String {
    let line: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).take(120).collect();
    if text.chars().count() > 120 { format!("{line}…") } else { line }
}
