//! Running a server as an operator would: `reynard serve --log-format json` answers
//! `/healthz` and logs the request as one JSON object a line; `reynard backup` copies its
//! SQLite database while it runs, never over a file, and sends PostgreSQL to pg_dump.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A `reynard serve` child and its standard error, line by line.
struct Served {
    child: Child,
    lines: mpsc::Receiver<String>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Served {
    /// The next line of standard error that `pick` accepts, within a minute.
    fn wait_for(&self, pick: impl Fn(&str) -> bool) -> String {
        loop {
            let line = self.lines.recv_timeout(Duration::from_secs(60)).expect("a log line in time");
            if pick(&line) {
                return line;
            }
        }
    }
}

fn serve(db: &str, args: &[&str]) -> (Served, String) {
    let mut all = vec!["--addr", "127.0.0.1:0", "--db", db];
    all.extend_from_slice(args);
    serve_with(&all)
}

/// `reynard serve ARGS`, once it says where it serves.
fn serve_with(args: &[&str]) -> (Served, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .arg("serve")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let stderr = child.stderr.take().expect("piped");
    let (sent, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if sent.send(line).is_err() {
                break;
            }
        }
    });
    let served = Served { child, lines };
    let ready = served.wait_for(|line| line.contains("serving http://"));
    let addr = ready
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .expect("an address")
        .to_string();
    (served, addr)
}

/// A GET over a fresh connection: the status line and the body.
fn get(addr: &str, path: &str) -> (String, String) {
    let mut stream = TcpStream::connect(addr).expect("connects");
    write!(stream, "GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n").expect("sends");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("reads");
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    (head.lines().next().unwrap_or_default().to_string(), body.to_string())
}

fn reynard(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

#[test]
fn serve_logs_json_lines_and_backup_copies_its_database_while_it_runs() {
    let dir = std::env::temp_dir().join(format!("reynard-cli-operations-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let db = format!("sqlite://{}", dir.join("games.db").display());
    let (served, addr) = serve(&db, &["--log-format", "json"]);

    let (status, body) = get(&addr, "/healthz");
    assert!(status.contains("200"), "{status}");
    assert!(body.contains("\"ok\""), "{body}");
    let line = served.wait_for(|line| line.contains("\"/healthz\""));
    let logged: serde_json::Value = serde_json::from_str(&line).expect("one JSON object a line");
    assert_eq!(logged["status"], 200, "{line}");
    assert_eq!(logged["method"], "GET", "{line}");

    let copy = dir.join("copy.db");
    let copy_text = copy.display().to_string();
    let made = reynard(&["backup", "--db", &db, &copy_text]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    assert!(std::fs::metadata(&copy).is_ok_and(|m| m.len() > 0), "the copy is written");
    let again = reynard(&["backup", "--db", &db, &copy_text]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
    let postgres = reynard(&["backup", "--db", "postgres://user:secret@localhost/db", "x.db"]);
    let said = String::from_utf8_lossy(&postgres.stderr);
    assert!(!postgres.status.success() && said.contains("pg_dump"), "{said}");
    assert!(!said.contains("secret"), "no password in the message: {said}");

    // SIGTERM, as a service manager stops it: the server stops by itself, saying so.
    let pid = served.child.id().to_string();
    let signalled = Command::new("kill").args(["-TERM", &pid]).status().expect("kill runs");
    assert!(signalled.success());
    served.wait_for(|line| line.contains("\"stopped\""));
    let mut served = served;
    let exit = wait_exit(&mut served.child, Duration::from_secs(15)).expect("it exits in time");
    assert!(exit.success(), "{exit}");
    drop(served);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The child's exit status, once it ends within `within`.
fn wait_exit(child: &mut Child, within: Duration) -> Option<std::process::ExitStatus> {
    let deadline = std::time::Instant::now() + within;
    while std::time::Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    None
}

#[test]
fn a_config_file_sets_the_flags_and_a_flag_given_wins() {
    let dir = std::env::temp_dir().join(format!("reynard-cli-config-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let db = format!("sqlite://{}", dir.join("games.db").display());
    let file = dir.join("reynard.toml");
    let settings = format!(
        "addr = \"127.0.0.1:0\"\ndb = \"{db}\"\nlog-format = \"json\"\nhttp-rate = 0\ntrusted-proxy = [\"10.0.0.0/8\", \"127.0.0.1\"]\n"
    );
    std::fs::write(&file, settings).expect("written");
    let file_text = file.display().to_string();

    let (served, addr) = serve_with(&["--config", &file_text]);
    get(&addr, "/healthz");
    let line = served.wait_for(|line| line.contains("/healthz"));
    assert!(serde_json::from_str::<serde_json::Value>(&line).is_ok(), "JSON, from the file: {line}");
    drop(served);

    let (served, addr) = serve_with(&["--config", &file_text, "--log-format", "text"]);
    get(&addr, "/healthz");
    let line = served.wait_for(|line| line.contains("/healthz"));
    assert!(serde_json::from_str::<serde_json::Value>(&line).is_err(), "text, from the flag: {line}");
    drop(served);

    std::fs::write(&file, "adrr = \"127.0.0.1:0\"\n").expect("written");
    let refused = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(["serve", "--config", &file_text])
        .output()
        .expect("runs");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success() && said.contains("adrr"), "the unknown option is named: {said}");
    let _ = std::fs::remove_dir_all(&dir);
}
