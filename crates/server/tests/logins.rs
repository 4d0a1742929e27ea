//! Login limits under attack: attempts sent at once, from many addresses, through two
//! servers and across a restart; the owner still logs in from an address that has not
//! failed.
#![allow(clippy::unwrap_used)]

mod support;

use futures_util::future::join_all;
use serde_json::json;
use support::{Db, TestServer, unique_addresses};

both_databases!(
    attempts_at_once_are_counted_before_the_password_check,
    a_name_attacked_from_many_addresses_is_slowed_and_stays_open_to_its_owner,
    counts_are_shared_by_servers_and_kept_across_a_restart,
    an_address_failing_on_many_names_is_stopped,
);

/// Failed logins one address may have for one name (the server's `PER_PAIR`).
const PER_PAIR: usize = 5;
/// Attempts on a name from anywhere past which it is slowed (the server's `NAME_SLOW`).
const NAME_SLOW: usize = 10;

/// Sends `count` logins at once as `name` from `from` (the right password for the indexes
/// in `right`), and answers their statuses.
async fn logins_at_once(
    server: &TestServer,
    from: std::net::IpAddr,
    name: &str,
    count: usize,
    right: &[usize],
) -> Vec<u16> {
    let attempts = (0..count).map(|i| {
        let password = if right.contains(&i) { "a good password" } else { "wrong guess" };
        server.post_from(from, "/api/account/login", json!({"name": name, "password": password}))
    });
    join_all(attempts).await.into_iter().map(|(status, _)| status).collect()
}

fn count(statuses: &[u16], status: u16) -> usize {
    statuses.iter().filter(|&&s| s == status).count()
}

async fn attempts_at_once_are_counted_before_the_password_check(db: &Db) {
    let server = TestServer::start(db).await;
    let (name, _) = server.register("Zoya").await;
    let [here, there] = unique_addresses(2)[..] else { unreachable!() };
    let statuses = logins_at_once(&server, here, &name, 29, &[]).await;
    // At most the address's five reach the password check (fewer when the name's own
    // count, raised by the same burst, spaces the last of them).
    let checked = count(&statuses, 401);
    assert!((1..=PER_PAIR).contains(&checked), "{statuses:?}");
    assert_eq!(count(&statuses, 429), 29 - checked, "{statuses:?}");

    // Sixty at once with the right password among them: at most the allowed few are
    // checked at all.
    let (other, _) = server.register("Yuri").await;
    let statuses = logins_at_once(&server, there, &other, 60, &[37]).await;
    assert!(count(&statuses, 401) + count(&statuses, 200) <= PER_PAIR, "{statuses:?}");
    assert_eq!(count(&statuses, 429) + count(&statuses, 401) + count(&statuses, 200), 60, "{statuses:?}");
}

async fn a_name_attacked_from_many_addresses_is_slowed_and_stays_open_to_its_owner(db: &Db) {
    let server = TestServer::start(db).await;
    let (name, _) = server.register("Marta").await;
    let addresses = unique_addresses(9);
    let (attackers, owner) = addresses.split_at(8);
    let bursts = attackers.iter().map(|&from| logins_at_once(&server, from, &name, 10, &[]));
    let statuses: Vec<u16> = join_all(bursts).await.into_iter().flatten().collect();
    let checked = count(&statuses, 401);
    // Without the slowing each address would have its five: 40. With it, the first
    // NAME_SLOW, each address's first, and one a second spaced (the burst takes a few).
    assert!(checked <= NAME_SLOW + attackers.len() + 4, "{checked} checked: {statuses:?}");
    assert_eq!(checked + count(&statuses, 429), statuses.len(), "{statuses:?}");

    // The owner, from an address that has not failed, is let in at once.
    let (status, body) = server
        .post_from(owner[0], "/api/account/login", json!({"name": name, "password": "a good password"}))
        .await;
    assert_eq!(status, 200, "{body}");

    // An attacker's address that failed is told how long to wait.
    let (status, refused) = server
        .post_from(attackers[0], "/api/account/login", json!({"name": name, "password": "x guess x"}))
        .await;
    assert_eq!((status, refused["error"]["code"].as_str()), (429, Some("too_many_logins")), "{refused}");
    assert!(refused["error"]["retry_after_s"].as_u64().is_some_and(|s| s >= 1), "{refused}");
}

async fn counts_are_shared_by_servers_and_kept_across_a_restart(db: &Db) {
    let first = TestServer::start(db).await;
    let second = TestServer::start(db).await;
    let (name, _) = first.register("Kasia").await;
    let [here, elsewhere] = unique_addresses(2)[..] else { unreachable!() };
    let wrong = json!({"name": name, "password": "not my password"});
    let right = json!({"name": name, "password": "a good password"});
    for i in 0..PER_PAIR {
        let server = if i % 2 == 0 { &first } else { &second };
        let (status, body) = server.post_from(here, "/api/account/login", wrong.clone()).await;
        assert_eq!(status, 401, "attempt {i}: {body}");
    }
    let (status, body) = second.post_from(here, "/api/account/login", right.clone()).await;
    assert_eq!(status, 429, "the other server counts the same failures: {body}");
    first.stop().await;
    second.stop().await;

    let restarted = TestServer::start(db).await;
    let (status, body) = restarted.post_from(here, "/api/account/login", right.clone()).await;
    assert_eq!(status, 429, "a restart forgets nothing: {body}");
    let (status, body) = restarted.post_from(elsewhere, "/api/account/login", right).await;
    assert_eq!(status, 200, "another address is not blocked: {body}");
}

async fn an_address_failing_on_many_names_is_stopped(db: &Db) {
    let server = TestServer::start(db).await;
    let from = unique_addresses(1)[0];
    let (owner, _) = server.register("Olek").await;
    for i in 0..20 {
        let guess = json!({"name": format!("{owner}{i}"), "password": "wrong guess"});
        let (status, body) = server.post_from(from, "/api/account/login", guess).await;
        assert_eq!(status, 401, "attempt {i}: {body}");
    }
    let right = json!({"name": owner, "password": "a good password"});
    let (status, body) = server.post_from(from, "/api/account/login", right).await;
    assert_eq!(status, 429, "the address has used its failures on every name: {body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_the_forwarded_address_is_limited_and_from_others_the_header_is_not_believed()
{
    let db = support::sqlite();
    let [proxy, stranger] = unique_addresses(2)[..] else { unreachable!() };
    let trusted = reynard_server::TrustedProxies::new(vec![ipnet::IpNet::from(proxy)]);
    let server = TestServer::start_with(&db, move |config| config.trusted_proxies = trusted).await;
    let (name, _) = server.register("Proxied").await;
    let wrong = json!({"name": name, "password": "wrong guess"});
    let right = json!({"name": name, "password": "a good password"});
    let login = "/api/account/login";
    for _ in 0..PER_PAIR {
        let (status, _) =
            server.post_from_with(proxy, login, wrong.clone(), &[("X-Forwarded-For", "203.0.113.7")]).await;
        assert_eq!(status, 401);
    }
    let via = |client: &'static str| [("X-Forwarded-For", client)];
    let (status, _) = server.post_from_with(proxy, login, right.clone(), &via("203.0.113.7")).await;
    assert_eq!(status, 429, "the forwarded client used its failures");
    let (status, body) = server.post_from_with(proxy, login, right.clone(), &via("203.0.113.8")).await;
    assert_eq!(status, 200, "another client through the same proxy is not blocked: {body}");

    // From an address that is no trusted proxy, the header names nobody: its own address
    // is counted.
    for _ in 0..PER_PAIR {
        let (status, _) = server.post_from_with(stranger, login, wrong.clone(), &via("198.51.100.1")).await;
        assert_eq!(status, 401);
    }
    let (status, _) = server.post_from_with(stranger, login, right, &via("198.51.100.2")).await;
    assert_eq!(status, 429, "a made-up header does not escape the limit");
    server.stop().await;
}
