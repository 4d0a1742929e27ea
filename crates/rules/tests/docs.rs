//! The user documentation names every preset and option the code has.

use reynard_rules::hunt::{OPTIONS, PRESETS};

#[test]
fn docs_variants_md_names_every_preset_and_option() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/variants.md");
    let text = std::fs::read_to_string(&path).expect("docs/variants.md exists");
    for (id, _) in PRESETS {
        assert!(text.contains(&format!("`{id}`")), "docs/variants.md does not name preset {id}");
    }
    for option in OPTIONS {
        assert!(
            text.contains(&format!("`{}`", option.key)),
            "docs/variants.md does not name option {}",
            option.key
        );
    }
}

#[test]
fn docs_tafl_md_names_every_tafl_preset_and_option() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/tafl.md");
    let text = std::fs::read_to_string(&path).expect("docs/tafl.md exists");
    for (id, _) in reynard_rules::tafl::PRESETS {
        assert!(text.contains(&format!("`{id}`")), "docs/tafl.md does not name preset {id}");
    }
    for option in reynard_rules::tafl::OPTIONS {
        assert!(
            text.contains(&format!("`{}`", option.key)),
            "docs/tafl.md does not name option {}",
            option.key
        );
    }
}
