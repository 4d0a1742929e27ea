//! Caps that hold when requests arrive at once: thirty asked together get exactly the cap
//! (API tokens, challenges made, open seeks), on one server or two sharing a database.
#![allow(clippy::unwrap_used)]

mod support;

use futures_util::future::join_all;
use serde_json::{Value, json};
use support::{Db, TestServer};

both_databases!(thirty_at_once_get_exactly_the_cap);

/// Sends `body` to `path` thirty times at once as `bearer`, half through each server;
/// answers how many were made (201) and how many refused as over the cap (409).
async fn thirty_at_once(servers: [&TestServer; 2], bearer: &str, path: &str, body: Value) -> (usize, usize) {
    let posts = (0..30).map(|i| servers[i % 2].post_as(bearer, path, body.clone()));
    let answers = join_all(posts).await;
    let made = answers.iter().filter(|(status, _)| *status == 201).count();
    let refused = answers
        .iter()
        .filter(|(status, body)| *status == 409 && body["error"]["code"] == "not_allowed")
        .count();
    assert_eq!(made + refused, 30, "{answers:?}");
    (made, refused)
}

async fn thirty_at_once_get_exactly_the_cap(db: &Db) {
    let first = TestServer::start(db).await;
    let second = TestServer::start(db).await;
    let servers = [&first, &second];
    let (_, ivan) = first.register("Ivan").await;
    let (olga, _) = first.register("Olga").await;

    let tokens = thirty_at_once(servers, &ivan, "/api/account/tokens", json!({"label": "bot"})).await;
    assert_eq!(tokens, (20, 10), "API tokens: at most 20");
    let (_, listed) = first.get_as(&ivan, "/api/account/tokens").await;
    assert_eq!(listed.as_array().map(Vec::len), Some(20), "{listed}");

    let offer = json!({"preset": "fox-geese", "side": "hunter"});
    let challenges = thirty_at_once(servers, &ivan, &format!("/api/challenge/{olga}"), offer).await;
    assert_eq!(challenges, (20, 10), "open challenges made: at most 20");

    let seeks = thirty_at_once(servers, &ivan, "/api/seeks", json!({"preset": "coyote"})).await;
    assert_eq!(seeks, (5, 25), "open seeks: at most 5");
}
