//! The menu's list of games, checked against the rules: every preset of every family, then
//! the solo games, each with its own options and seats.

use super::{GameChoice, Menu, Row};
use crate::solo_games::SoloGame;
use reynard_play::{FamilyId, with_family};
use reynard_rules::Family;

#[test]
fn the_menu_offers_every_preset_of_every_family_then_the_solo_games() {
    let ids: Vec<&str> = GameChoice::all().into_iter().map(GameChoice::id).collect();
    let presets = FamilyId::all_preset_ids();
    assert_eq!(ids[..presets.len()], presets[..]);
    assert_eq!(ids[presets.len()..], SoloGame::ALL.map(SoloGame::id));
    for id in ids {
        assert_eq!(GameChoice::from_id(id).map(GameChoice::id), Some(id));
    }
}

#[test]
fn each_preset_builds_the_rules_of_its_family_with_its_options_and_sides() {
    for id in FamilyId::all_preset_ids() {
        let game = GameChoice::from_id(id).expect("a menu game");
        let family = FamilyId::of_preset(id).expect("a preset");
        assert_eq!(game.family(), Some(family), "{id}");
        let menu = Menu::with_game(game);
        let rules = menu.rules().unwrap_or_else(|e| panic!("{id}: {e:?}"));
        assert_eq!(rules.family(), family, "{id}");
        assert_eq!(with_family!(&rules, r => r.variant_id().to_string()), id);
        assert_eq!(menu.side_names(), rules.side_names(), "{id}");
        let keys: Vec<&str> = menu.options.iter().map(|o| o.key).collect();
        let want: Vec<&str> =
            family.options().iter().map(|o| o.key).filter(|k| !k.ends_with("_name")).collect();
        assert_eq!(keys, want, "{id}");
        assert!(menu.options.iter().all(|o| o.value == o.default), "{id}");
        assert_eq!(menu.seats.len(), 2, "{id}");
    }
}

#[test]
fn an_option_the_rules_refuse_is_kept_back_with_the_reason() {
    let mut menu = Menu::with_game(GameChoice::Preset("hnefatafl-9"));
    let i = menu.options.iter().position(|o| o.key == "king_capture").expect("a tafl option");
    menu.set_option(i, "five".into());
    assert_eq!(menu.options[i].value, "throne");
    assert!(menu.error.is_some());
    menu.set_option(i, "four".into());
    assert_eq!((menu.options[i].value.as_str(), menu.error.is_none()), ("four", true));
    assert_eq!(menu.option_pairs(), ["king_capture=four"]);
    let rules = menu.rules().expect("valid options");
    assert_eq!(with_family!(&rules, r => r.preset_and_changes().1.len()), 1);
}

#[test]
fn the_solo_games_take_their_options_from_the_one_list() {
    for game in SoloGame::ALL {
        let menu = Menu::with_game(GameChoice::Solo(game));
        let keys: Vec<&str> = menu.options.iter().map(|o| o.key).collect();
        let want: Vec<&str> = game.options().iter().map(|o| o.spec.key).collect();
        assert_eq!(keys, want, "{game:?}");
        assert!(menu.rules().is_err(), "{game:?} has no two-player rules");
        assert_eq!(menu.rows().contains(&Row::Players), game == SoloGame::Goose);
    }
}
