//! `reynard admin grant/revoke NAME moderator` against a running server's database: the
//! role opens the moderators' API to the account, and revoking closes it again.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Output, Stdio};

/// A `reynard serve` child, stopped when dropped.
struct Served(Child);

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn reynard(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reynard")).args(args).output().expect("the binary runs")
}

/// Starts `reynard serve` on a free port over `db`; the server and its base URL.
fn serve(db: &str) -> (Served, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_reynard"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db", db, "--ai-searches", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let stderr = child.stderr.take().expect("piped stderr");
    let served = Served(child);
    // The server's line saying where it listens; the rest of what it writes (its log) is
    // read on and dropped, so that its writes never meet a closed pipe.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(rest) = line.split("serving http://").nth(1) {
                let _ = tx.send(rest.split('/').next().unwrap_or_default().to_string());
            }
        }
    });
    let addr = rx.recv_timeout(std::time::Duration::from_secs(30)).expect("the server says where it listens");
    (served, format!("http://{addr}"))
}

/// The status of `GET path` with a bearer token.
fn status_of(base: &str, path: &str, token: &str) -> u16 {
    let answer =
        ureq::get(&format!("{base}{path}")).header("Authorization", &format!("Bearer {token}")).call();
    match answer {
        Ok(response) => response.status().as_u16(),
        Err(ureq::Error::StatusCode(code)) => code,
        Err(e) => panic!("{path}: {e}"),
    }
}

#[test]
fn grant_and_revoke_open_and_close_the_moderators_api() {
    let dir = std::env::temp_dir().join(format!("reynard-admin-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let db = format!("sqlite://{}", dir.join("games.db").display());
    let (server, base) = serve(&db);
    let body = r#"{"name": "Wanda", "password": "a good password"}"#;
    let mut registered = ureq::post(&format!("{base}/api/account/register"))
        .content_type("application/json")
        .send(body)
        .expect("registered");
    let answer: serde_json::Value =
        serde_json::from_str(&registered.body_mut().read_to_string().expect("a body")).expect("JSON");
    let token = answer["token"].as_str().expect("a token").to_string();
    assert_eq!(status_of(&base, "/api/mod/reports", &token), 403);

    let granted = reynard(&["admin", "--db", &db, "grant", "wanda", "moderator"]);
    assert!(granted.status.success(), "{}", String::from_utf8_lossy(&granted.stderr));
    assert_eq!(String::from_utf8_lossy(&granted.stdout).trim(), "wanda is now a moderator");
    assert_eq!(status_of(&base, "/api/mod/reports", &token), 200);
    let again = reynard(&["admin", "--db", &db, "grant", "Wanda", "moderator"]);
    assert_eq!(String::from_utf8_lossy(&again.stdout).trim(), "Wanda was a moderator already");

    let revoked = reynard(&["admin", "--db", &db, "revoke", "Wanda", "moderator"]);
    assert!(revoked.status.success());
    assert_eq!(status_of(&base, "/api/mod/reports", &token), 403);

    let nobody = reynard(&["admin", "--db", &db, "grant", "nobody", "moderator"]);
    assert_eq!(nobody.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&nobody.stderr).contains("no account `nobody`"));
    let no_role = reynard(&["admin", "--db", &db, "grant", "Wanda", "emperor"]);
    assert!(!no_role.status.success(), "only the roles the server knows");
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
