//! Accounts, sessions and tokens; seats held by accounts; challenges; ratings and player
//! pages — on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod support;

use serde_json::{Value, json};
use support::{Db, TestServer, first_legal, unique_name, vs_person};

both_databases!(
    register_login_logout_and_the_session_cookie,
    failed_logins_are_limited,
    api_tokens_are_made_used_and_revoked,
    a_seat_held_by_an_account_is_only_that_accounts,
    challenges_are_answered_by_the_challenged_only,
    a_rated_game_moves_both_ratings,
    a_rematch_against_the_ai_starts_at_once_with_the_same_token,
    names_of_any_alphabet_compare_without_case_and_look_alikes_are_refused,
    of_two_look_alike_registrations_at_once_one_wins,
);

/// `name` with its Latin letters that have a Cyrillic twin written in Cyrillic (`p`, `a`,
/// `e`, `o`, `x`, `c`): a name that looks the same and is all Cyrillic.
fn cyrillic_twin(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            'p' => 'р',
            'a' => 'а',
            'e' => 'е',
            'o' => 'о',
            'x' => 'х',
            'c' => 'с',
            other => other,
        })
        .collect()
}

async fn register(server: &TestServer, name: &str) -> (u16, Value) {
    server.post("/api/account/register", json!({"name": name, "password": "a good password"})).await
}

async fn names_of_any_alphabet_compare_without_case_and_look_alikes_are_refused(db: &Db) {
    let server = TestServer::start(db).await;
    // Polish and Russian names are names; the other case is the same account.
    let zolw = unique_name("Żółw");
    let (status, made) = register(&server, &zolw).await;
    assert_eq!(status, 201, "{made}");
    let (status, taken) = register(&server, &zolw.to_uppercase()).await;
    assert_eq!((status, taken["error"]["code"].as_str()), (409, Some("name_taken")), "{taken}");
    let login = json!({"name": zolw.to_lowercase(), "password": "a good password"});
    let (status, in_) = server.post("/api/account/login", login).await;
    assert_eq!((status, in_["name"].as_str()), (200, Some(zolw.as_str())), "any case logs in");
    let lisa = cyrillic_twin(&unique_name("Лиса"));
    assert_eq!(register(&server, &lisa).await.0, 201);

    // The same letters from another alphabet: refused, while a name that differs is not.
    let pace = unique_name("pace");
    let twin = cyrillic_twin(&pace);
    assert_ne!(twin, pace);
    assert_eq!(register(&server, &pace).await.0, 201);
    let (status, looks) = register(&server, &twin).await;
    assert_eq!((status, looks["error"]["code"].as_str()), (409, Some("name_looks_taken")), "{looks}");
    // Mixed alphabets are refused as such, naming the field.
    let mixed = format!("P{}", &twin[2..]);
    let (status, refused) = register(&server, &mixed).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"]["problems"][0]["field"], "name");
    assert_eq!(refused["error"]["problems"][0]["reason"], "account-name-scripts");
    // A guest may not take an account's name nor its look-alike.
    let guest = json!({"preset": "fox-geese", "opponent": {"type": "human", "public": false}, "name": twin});
    let (status, refused) = server.post("/api/games", guest).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("name_taken")), "{refused}");

    // A bad name and a short password: two problems, one per field.
    let (status, both) =
        server.post("/api/account/register", json!({"name": "x", "password": "short"})).await;
    assert_eq!(status, 400);
    let fields: Vec<&str> =
        both["error"]["problems"].as_array().unwrap().iter().map(|p| p["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["name", "password"], "{both}");
    assert_eq!(both["error"]["problems"][1]["reason"], "account-password-length");
    assert_eq!(both["error"]["problems"][1]["args"]["min"], 8);
}

async fn of_two_look_alike_registrations_at_once_one_wins(db: &Db) {
    let server = TestServer::start(db).await;
    for _ in 0..3 {
        let latin = unique_name("pax");
        let twin = cyrillic_twin(&latin);
        let upper = latin.to_uppercase();
        let ((a, _), (b, _), (c, _)) =
            tokio::join!(register(&server, &latin), register(&server, &twin), register(&server, &upper));
        let mut statuses = [a, b, c];
        statuses.sort_unstable();
        assert_eq!(statuses, [201, 409, 409], "one of {latin}, {twin}, {upper} is registered");
    }
}

/// The `Set-Cookie` session value in a response head.
fn session_cookie(head: &str) -> String {
    let line =
        head.lines().find(|l| l.starts_with("set-cookie: reynard_session=")).expect("a session cookie");
    assert!(line.contains("httponly") && line.contains("samesite=lax"), "{line}");
    line.trim_start_matches("set-cookie: ").split(';').next().unwrap().to_string()
}

async fn register_login_logout_and_the_session_cookie(db: &Db) {
    let server = TestServer::start(db).await;
    let name = unique_name("Ivan");
    let body = json!({"name": name, "password": "a good password"}).to_string();
    let (status, head, reg) =
        server.request_with_head("POST", "/api/account/register", Some(&body), true).await;
    assert_eq!(status, 201, "{reg}");
    assert_eq!(reg["name"], name.as_str());
    session_cookie(&head);
    // The same name in another case is taken; names and passwords that do not fit are refused.
    let again = json!({"name": name.to_lowercase(), "password": "another password"});
    let (status, taken) = server.post("/api/account/register", again).await;
    assert_eq!((status, taken["error"]["code"].as_str()), (409, Some("name_taken")));
    for bad in
        [json!({"name": "<b>", "password": "a good password"}), json!({"name": "olga", "password": "short"})]
    {
        let (status, refused) = server.post("/api/account/register", bad).await;
        assert_eq!((status, refused["error"]["code"].as_str()), (400, Some("bad_account")), "{refused}");
    }
    let wrong = json!({"name": name, "password": "a bad password"});
    let (status, refused) = server.post("/api/account/login", wrong).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (401, Some("bad_credentials")));

    let body = json!({"name": name.to_uppercase(), "password": "a good password"}).to_string();
    let (status, head, login) =
        server.request_with_head("POST", "/api/account/login", Some(&body), true).await;
    assert_eq!(status, 200, "{login}");
    assert_eq!(login["name"], name.as_str(), "the name as registered, whatever the case typed");
    let cookie = session_cookie(&head);
    let csrf = login["csrf"].as_str().unwrap().to_string();
    let (status, _, me) =
        server.request_with_headers("GET", "/api/account", None, false, &[("Cookie", &cookie)]).await;
    assert_eq!(
        (status, me["name"].as_str(), me["csrf"].as_str()),
        (200, Some(name.as_str()), Some(csrf.as_str()))
    );

    // A write through the cookie needs the CSRF header; with it, the game is the account's.
    let game = vs_person("fox-geese", false).to_string();
    let (status, _, refused) =
        server.request_with_headers("POST", "/api/games", Some(&game), true, &[("Cookie", &cookie)]).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("csrf")));
    let headers = [("Cookie", cookie.as_str()), ("X-CSRF-Token", csrf.as_str())];
    let (status, _, created) =
        server.request_with_headers("POST", "/api/games", Some(&game), true, &headers).await;
    assert_eq!(status, 201, "{created}");
    let mine =
        created["game"]["seats"].as_array().unwrap().iter().find(|s| s["side"] == created["side"]).unwrap();
    assert_eq!(mine["user"], json!({"name": name, "guest": false}));

    // Logging out ends that session (its cookie and its token), not the other one.
    let (status, _, _) =
        server.request_with_headers("POST", "/api/account/logout", Some("{}"), true, &headers).await;
    assert_eq!(status, 200);
    let (status, _, me) =
        server.request_with_headers("GET", "/api/account", None, false, &[("Cookie", &cookie)]).await;
    assert_eq!((status, me["error"]["code"].as_str()), (401, Some("unauthorized")));
    let (status, refused) = server.get_as(login["token"].as_str().unwrap(), "/api/account").await;
    assert_eq!((status, refused["error"]["code"].as_str()), (401, Some("bad_credentials")));
    let (status, me) = server.get_as(reg["token"].as_str().unwrap(), "/api/account").await;
    assert_eq!((status, me["name"].as_str()), (200, Some(name.as_str())));

    // A new password: the old one no longer logs in, the new one does.
    let change = json!({"old": "a good password", "new": "a better password"});
    let (status, answer) =
        server.post_as(reg["token"].as_str().unwrap(), "/api/account/password", change).await;
    assert_eq!(status, 200, "{answer}");
    let (status, _) =
        server.post("/api/account/login", json!({"name": name, "password": "a good password"})).await;
    assert_eq!(status, 401);
    let (status, _) =
        server.post("/api/account/login", json!({"name": name, "password": "a better password"})).await;
    assert_eq!(status, 200);
}

async fn failed_logins_are_limited(db: &Db) {
    let server = TestServer::start(db).await;
    let (name, _) = server.register("Olga").await;
    for _ in 0..5 {
        let (status, _) =
            server.post("/api/account/login", json!({"name": name, "password": "guess guess"})).await;
        assert_eq!(status, 401);
    }
    // Now even the right password waits.
    let body = json!({"name": name, "password": "a good password"}).to_string();
    let (status, head, refused) =
        server.request_with_head("POST", "/api/account/login", Some(&body), true).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (429, Some("too_many_logins")), "{refused}");
    assert!(head.contains("retry-after:"), "{head}");
}

async fn api_tokens_are_made_used_and_revoked(db: &Db) {
    let server = TestServer::start(db).await;
    let (name, session) = server.register("Bot").await;
    let (status, made) = server.post_as(&session, "/api/account/tokens", json!({"label": "my bot"})).await;
    assert_eq!(status, 201, "{made}");
    let token = made["token"].as_str().unwrap();
    let (status, me) = server.get_as(token, "/api/account").await;
    assert_eq!((status, me["name"].as_str()), (200, Some(name.as_str())));
    let (_, listed) = server.get_as(&session, "/api/account/tokens").await;
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["label"], "my bot");
    assert!(listed[0].get("token").is_none(), "the secret is shown once");
    let revoke = format!("/api/account/tokens/{}", made["id"].as_str().unwrap());
    let (status, _, _) = server
        .request_with_headers(
            "DELETE",
            &revoke,
            None,
            false,
            &[("Authorization", &format!("Bearer {session}"))],
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = server.get_as(token, "/api/account").await;
    assert_eq!(status, 401);
    let (status, refused) = server.post("/api/account/tokens", json!({})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (401, Some("unauthorized")));
}

/// The seat token of `game`'s seat for `side`, from a create answer.
fn side_of(game: &Value, seat: usize) -> String {
    game["seats"][seat]["side"].as_str().unwrap().to_string()
}

async fn a_seat_held_by_an_account_is_only_that_accounts(db: &Db) {
    let server = TestServer::start(db).await;
    let (ivan, ivan_token) = server.register("Ivan").await;
    let (olga, olga_token) = server.register("Olga").await;
    let (_, piotr_token) = server.register("Piotr").await;
    let mut body = vs_person("fox-geese", false);
    body["side"] = json!("flock");
    let (status, created) = server.post_as(&ivan_token, "/api/games", body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let invite = created["invite"]["token"].as_str().unwrap();
    // Olga takes the invited seat while logged in: it becomes hers, with a new token.
    let (status, joined) =
        server.post_as(&olga_token, &format!("/api/games/{id}/join"), json!({"token": invite})).await;
    assert_eq!(status, 200, "{joined}");
    assert_ne!(joined["token"], invite);
    assert_eq!(joined["game"]["seats"][0]["user"], json!({"name": olga, "guest": false}));
    assert_eq!(joined["game"]["seats"][1]["user"], json!({"name": ivan, "guest": false}));

    let moves = format!("/api/games/{id}/moves");
    let game = joined["game"].clone();
    let mv = first_legal(&game);
    // Not the invitation link, not another account, not the other player.
    for (who, body) in [
        (None, json!({"token": invite, "move": mv})),
        (Some(&piotr_token), json!({"move": mv})),
        (Some(&olga_token), json!({"move": mv})),
    ] {
        let (status, refused) = match who {
            Some(token) => server.post_as(token, &moves, body).await,
            None => server.post(&moves, body).await,
        };
        let code = refused["error"]["code"].as_str();
        assert!(
            matches!((status, code), (403, Some("bad_token")) | (409, Some("not_your_turn"))),
            "{refused}"
        );
        assert_eq!(side_of(&game, 1), "flock");
    }
    for path in ["resign", "draw"] {
        let body = if path == "draw" { json!({"action": "offer"}) } else { json!({}) };
        let (status, refused) = server.post_as(&piotr_token, &format!("/api/games/{id}/{path}"), body).await;
        assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("bad_token")), "{path}");
    }
    let (status, played) = server.post_as(&ivan_token, &moves, json!({"move": mv})).await;
    assert_eq!((status, played["ply"].as_u64()), (200, Some(1)), "{played}");
    let reply = first_legal(&played);
    let (status, played) = server.post_as(&olga_token, &moves, json!({"move": reply})).await;
    assert_eq!((status, played["ply"].as_u64()), (200, Some(2)), "{played}");
    // A guest names their seat.
    let mut guest = vs_person("fox-geese", false);
    guest["name"] = json!("  Ania ");
    let created = server.create(guest).await;
    let me =
        created["game"]["seats"].as_array().unwrap().iter().find(|s| s["side"] == created["side"]).unwrap();
    assert_eq!(me["user"], json!({"name": "Ania", "guest": true}));
}

async fn challenges_are_answered_by_the_challenged_only(db: &Db) {
    let server = TestServer::start(db).await;
    let (ivan, ivan_token) = server.register("Ivan").await;
    let (olga, olga_token) = server.register("Olga").await;
    let (_, piotr_token) = server.register("Piotr").await;
    let offer =
        json!({"preset": "fox-geese", "side": "hunter", "clock": {"initial_s": 300, "increment_s": 3}});
    let (status, missing) = server.post_as(&ivan_token, "/api/challenge/nobody-here", offer.clone()).await;
    assert_eq!((status, missing["error"]["code"].as_str()), (404, Some("not_found")));
    let (status, _) = server.post_as(&ivan_token, &format!("/api/challenge/{ivan}"), offer.clone()).await;
    assert_eq!(status, 409, "no challenging oneself");
    let (status, made) = server.post_as(&ivan_token, &format!("/api/challenge/{olga}"), offer.clone()).await;
    assert_eq!(status, 201, "{made}");
    let challenge = made["id"].as_str().unwrap();
    let (_, listed) = server.get_as(&olga_token, "/api/challenges").await;
    assert_eq!(listed[0]["from"], ivan.as_str());
    assert_eq!(listed[0]["game"]["clock"], json!({"initial_s": 300, "increment_s": 3}));

    let accept = format!("/api/challenge/{challenge}/accept");
    for token in [&piotr_token, &ivan_token] {
        let (status, refused) = server.post_as(token, &accept, json!({})).await;
        assert_eq!((status, refused["error"]["code"].as_str()), (403, Some("forbidden")), "{refused}");
    }
    let (status, accepted) = server.post_as(&olga_token, &accept, json!({})).await;
    assert_eq!(status, 200, "{accepted}");
    let (status, again) = server.post_as(&olga_token, &accept, json!({})).await;
    assert_eq!((status, again["error"]["code"].as_str()), (409, Some("not_allowed")));
    let (_, game) = server.get(&format!("/api/games/{}", accepted["game"].as_str().unwrap())).await;
    assert_eq!(game["status"], "running");
    assert_eq!(game["seats"][0]["user"]["name"], ivan.as_str(), "the challenger plays the side asked for");
    assert_eq!(game["seats"][1]["user"]["name"], olga.as_str());
    assert_eq!(game["clock"]["hunter_ms"], 300_000);

    // A declined challenge cannot be accepted.
    let (_, made) = server.post_as(&ivan_token, &format!("/api/challenge/{olga}"), offer).await;
    let id = made["id"].as_str().unwrap();
    let (status, _) = server.post_as(&olga_token, &format!("/api/challenge/{id}/decline"), json!({})).await;
    assert_eq!(status, 200);
    let (status, _) = server.post_as(&olga_token, &format!("/api/challenge/{id}/accept"), json!({})).await;
    assert_eq!(status, 409);
}

async fn a_rated_game_moves_both_ratings(db: &Db) {
    let server = TestServer::start(db).await;
    let (ivan, ivan_token) = server.register("Ivan").await;
    let (olga, olga_token) = server.register("Olga").await;
    // Rated games need accounts on both seats and a person on the other side.
    let mut rated = vs_person("coyote", false);
    rated["rated"] = json!(true);
    let (status, refused) = server.post("/api/games", rated.clone()).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")));
    let mut vs_ai = support::vs_ai("coyote", "flock", 3);
    vs_ai["rated"] = json!(true);
    let (status, _) = server.post_as(&ivan_token, "/api/games", vs_ai).await;
    assert_eq!(status, 409, "games against the computer are not rated");
    let (status, created) = server.post_as(&ivan_token, "/api/games", rated).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let invite = json!({"token": created["invite"]["token"]});
    let (status, refused) = server.post(&format!("/api/games/{id}/join"), invite.clone()).await;
    assert_eq!(
        (status, refused["error"]["code"].as_str()),
        (409, Some("not_allowed")),
        "no guests in rated games"
    );
    let (status, refused) =
        server.post_as(&ivan_token, &format!("/api/games/{id}/join"), invite.clone()).await;
    assert_eq!(status, 409, "not against oneself: {refused}");
    let (status, joined) = server.post_as(&olga_token, &format!("/api/games/{id}/join"), invite).await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["game"]["rated"], true);
    // Olga resigns: Ivan wins.
    let (status, over) = server.post_as(&olga_token, &format!("/api/games/{id}/resign"), json!({})).await;
    assert_eq!((status, over["result"]["reason"].as_str()), (200, Some("resignation")), "{over}");

    let (_, winner) = server.get(&format!("/api/players/{ivan}")).await;
    let (_, loser) = server.get(&format!("/api/players/{}", olga.to_uppercase())).await;
    let (w, l) = (&winner["ratings"]["coyote"], &loser["ratings"]["coyote"]);
    assert!(w["rating"].as_i64().unwrap() > 1500 && l["rating"].as_i64().unwrap() < 1500, "{w} {l}");
    assert_eq!(
        w["rating"].as_i64().unwrap() - 1500,
        1500 - l["rating"].as_i64().unwrap(),
        "equal and opposite"
    );
    assert_eq!((w["games"].as_i64(), w["provisional"].as_bool()), (Some(1), Some(true)));
    assert_eq!(winner["results"], json!({"won": 1, "lost": 0, "drawn": 0}));
    assert_eq!(loser["results"], json!({"won": 0, "lost": 1, "drawn": 0}));
    assert_eq!(winner["recent"][0]["id"], id);
    let (_, history) = server.get(&format!("/api/players/{ivan}/ratings/coyote")).await;
    assert_eq!(history.as_array().unwrap().len(), 1);
    assert_eq!(history[0]["game"], id);
    // One game leaves both provisional: not on the leaderboard.
    let (status, board) = server.get("/api/leaderboard/coyote").await;
    assert_eq!(status, 200);
    assert!(board.as_array().unwrap().iter().all(|p| p["name"] != ivan.as_str()), "{board}");
    let (status, _) = server.get("/api/players/nobody-here").await;
    assert_eq!(status, 404);

    // A rematch: Olga asks, Ivan sees it and asks too; the sides swap, the rating stays.
    let rematch = format!("/api/games/{id}/rematch");
    let (status, asked) = server.post_as(&olga_token, &rematch, json!({})).await;
    assert_eq!((status, asked["game"].clone()), (200, Value::Null), "{asked}");
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(game["rematch"], json!({"offered_by": game["seats"][0]["side"], "game": null}));
    let (status, started) = server.post_as(&ivan_token, &rematch, json!({})).await;
    let new = started["game"].as_str().unwrap();
    assert_eq!(status, 200);
    let (_, next) = server.get(&format!("/api/games/{new}")).await;
    assert_eq!((next["status"].as_str(), next["rated"].as_bool()), (Some("running"), Some(true)));
    assert_eq!(next["seats"][0]["user"]["name"], game["seats"][1]["user"]["name"], "the sides swap");
    assert_eq!(next["seats"][1]["user"]["name"], game["seats"][0]["user"]["name"]);
    let (_, again) = server.post_as(&olga_token, &rematch, json!({})).await;
    assert_eq!(again["game"], new, "asking again finds the same rematch");
}

async fn a_rematch_against_the_ai_starts_at_once_with_the_same_token(db: &Db) {
    let server = TestServer::start(db).await;
    let created = server.create(support::vs_ai("coyote", "flock", 1)).await;
    let (id, token) = (created["id"].as_str().unwrap(), created["token"].as_str().unwrap());
    let rematch = format!("/api/games/{id}/rematch");
    let (status, refused) = server.post(&rematch, json!({"token": token})).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("not_allowed")), "not before the end");
    let (status, _) = server.post(&format!("/api/games/{id}/resign"), json!({"token": token})).await;
    assert_eq!(status, 200);
    let (status, refused) = server.post(&rematch, json!({"token": "0123"})).await;
    assert_eq!(status, 403, "{refused}");
    let (status, started) = server.post(&rematch, json!({"token": token})).await;
    assert_eq!(status, 200, "{started}");
    let new = started["game"].as_str().unwrap();
    // The person plays the coyote now, with the same token.
    let (_, game) = server.get(&format!("/api/games/{new}")).await;
    assert_eq!(game["seats"][0]["player"], "human", "the person took the other side");
    assert_eq!(game["seats"][1]["player"], "ai");
    let (status, resigned) = server.post(&format!("/api/games/{new}/resign"), json!({"token": token})).await;
    assert_eq!((status, resigned["result"]["winner"].as_str()), (200, Some("flock")), "{resigned}");
}
