//! The session on every preset of every family, and on variant files of each family.

use super::{Output, Session};
use reynard_play::{AnyRules, FamilyId, with_family};
use reynard_rules::Family;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Output the test can read back.
#[derive(Clone, Default)]
struct Lines(Arc<Mutex<Vec<u8>>>);

impl Write for Lines {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Lines {
    /// The lines written since the last call.
    fn take(&self) -> Vec<String> {
        let bytes = std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()));
        String::from_utf8_lossy(&bytes).lines().map(str::to_string).collect()
    }
}

fn session() -> (Session, Lines) {
    let lines = Lines::default();
    let out: Output = Arc::new(Mutex::new(Box::new(lines.clone())));
    (Session::new(out), lines)
}

/// The start position's text and first legal move of a preset, from the rules.
fn start_of(id: &str) -> (String, String) {
    let rules = AnyRules::from_preset(id, &[] as &[&str]).expect("a preset");
    with_family!(&rules, r => {
        let start = r.game_start();
        let first = r.moves(&start)[0];
        (r.position_text(&start), r.move_text(&start, first))
    })
}

#[test]
fn the_hello_offers_every_preset_of_every_family() {
    let (mut s, out) = session();
    s.handle("ugi");
    let lines = out.take();
    let variant = lines.iter().find(|l| l.starts_with("option name Variant ")).expect("a Variant option");
    let offered: Vec<&str> = variant.split(" var ").skip(1).collect();
    assert_eq!(offered, FamilyId::all_preset_ids());
}

#[test]
fn setoption_variant_plays_every_preset_of_every_family() {
    let (mut s, out) = session();
    for id in FamilyId::all_preset_ids() {
        let (start, first) = start_of(id);
        s.handle(&format!("setoption name Variant value {id}"));
        s.handle("query fen");
        assert_eq!(out.take(), [format!("response {start}")], "{id}");
        s.handle(&format!("position startpos moves {first}"));
        s.handle("query gameover");
        assert_eq!(out.take(), ["response false"], "{id} after {first}");
    }
    s.handle("setoption name Variant value chess");
    let error = out.take();
    assert!(error.len() == 1 && error[0].starts_with("error unknown variant `chess`"), "{error:?}");
}

#[test]
fn a_variant_file_plays_its_own_family() {
    let dir = std::env::temp_dir().join(format!("reynard-session-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let tafl = dir.join("tafl.toml");
    std::fs::write(&tafl, "preset = \"hnefatafl-9\"\nfirst = \"defenders\"\n").expect("written");
    let (mut s, out) = session();
    s.handle(&format!("setoption name VariantFile value {}", tafl.display()));
    s.handle("query fen");
    let fen = out.take();
    assert!(fen.len() == 1 && fen[0].starts_with("response /3ttt3/") && fen[0].ends_with(" d"), "{fen:?}");
    // A tafl option in a file that starts from a hunt preset: the file's line says why.
    let wrong = dir.join("wrong.toml");
    std::fs::write(&wrong, "preset = \"fox-geese\"\nking_armed = false\n").expect("written");
    s.handle(&format!("setoption name VariantFile value {}", wrong.display()));
    let error = out.take();
    assert!(error.len() == 1 && error[0].contains("line 2") && error[0].contains("king_armed"), "{error:?}");
    s.handle("query fen");
    assert_eq!(out.take(), fen, "a refused file keeps the game");
}
