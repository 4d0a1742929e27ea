//! The open-file limit: every connection holds a file descriptor, and a server started
//! under a low soft limit (1,024 is a common default) could hold no more than that: idle
//! connections from a few addresses, each within its per-address cap, would use them up
//! and keep every new client out. The server raises its soft limit to the hard one.
//!
//! The server runs in a child process (this test binary again) whose soft limit is set low
//! first; the test opens the idle connections to it and asks as a new client.
#![cfg(unix)]
#![allow(clippy::unwrap_used)]

mod support;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Set in the child process, which serves.
const CHILD: &str = "REYNARD_TEST_OPEN_FILES_CHILD";
/// The child's soft limit of open files before it starts the server.
const LOW_LIMIT: u64 = 256;
/// Idle connections from each of 4 addresses: more than [`LOW_LIMIT`] in all.
const IDLE_PER_ADDRESS: usize = 100;

#[test]
fn idle_connections_cannot_use_up_a_low_open_file_limit() {
    if std::env::var_os(CHILD).is_some() {
        serve_under_a_low_limit();
        return;
    }
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "idle_connections_cannot_use_up_a_low_open_file_limit", "--nocapture"])
        .env(CHILD, "1")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let addr: SocketAddr = loop {
        let line = lines.next().expect("the child's address").unwrap();
        if let Some(addr) = line.strip_prefix("serving ") {
            break addr.parse().unwrap();
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let served = runtime.block_on(async {
        // Connected at once, each given a second (a server out of descriptors leaves the
        // listen queue full, and a connection then waits).
        let connects =
            (2..=5).flat_map(|last| (0..IDLE_PER_ADDRESS).map(move |_| last)).map(|last| async move {
                let socket = TcpSocket::new_v4().unwrap();
                socket.bind(SocketAddr::from(([127, 0, 0, last], 0))).unwrap();
                tokio::time::timeout(Duration::from_secs(1), socket.connect(addr)).await.ok()?.ok()
            });
        let idle = futures_util::future::join_all(connects).await;
        let asked = async {
            let mut stream = TcpStream::connect(addr).await.ok()?;
            stream
                .write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                .await
                .ok()?;
            let mut answer = String::new();
            stream.read_to_string(&mut answer).await.ok()?;
            Some(answer)
        };
        let answer = tokio::time::timeout(Duration::from_secs(3), asked).await.ok().flatten();
        drop(idle);
        answer.unwrap_or_default()
    });
    child.kill().unwrap();
    let _ = child.wait();
    assert!(served.starts_with("HTTP/1.1 200"), "a new client was kept out: {served:?}");
}

/// The child: lowers its soft limit, serves, says where, and waits to be killed.
fn serve_under_a_low_limit() {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let limit = getrlimit(Resource::Nofile);
    setrlimit(Resource::Nofile, Rlimit { current: Some(LOW_LIMIT), maximum: limit.maximum }).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let db = support::sqlite();
        let server = support::TestServer::start(&db).await;
        // The parent reads this line.
        #[allow(clippy::print_stdout)]
        {
            println!("serving {}", server.addr);
        }
        tokio::time::sleep(Duration::from_secs(60)).await;
    });
}
