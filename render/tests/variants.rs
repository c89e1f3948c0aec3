//! Every piece of every built-in variant has its own built-in drawing.

use hexcourier_engine::Library;
use hexcourier_render::{is_builtin_glyph, piece_svg, ArmyColour};
use std::collections::HashMap;

#[test]
fn shipped_pieces_have_drawings_distinct_within_their_variant() {
    let lib = Library::builtin().unwrap_or_else(|e| panic!("{e:?}"));
    let mut problems = Vec::new();
    for v in lib.variants() {
        let mut by_glyph: HashMap<&str, &str> = HashMap::new();
        let mut by_doc: HashMap<String, &str> = HashMap::new();
        for k in &v.kinds {
            if !is_builtin_glyph(&k.glyph) {
                problems.push(format!(
                    "{}: {} uses glyph '{}', which has no drawing",
                    v.id, k.id, k.glyph
                ));
            }
            if let Some(other) = by_glyph.insert(&k.glyph, &k.id) {
                problems.push(format!(
                    "{}: {} and {other} share glyph '{}'",
                    v.id, k.id, k.glyph
                ));
            }
            // The drawing itself must differ too (not only the id).
            let doc = piece_svg(&k.glyph, k.def.letter, &ArmyColour::default_for(0));
            if let Some(other) = by_doc.insert(doc, &k.id) {
                problems.push(format!("{}: {} looks exactly like {other}", v.id, k.id));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn promoted_forms_carry_a_badge_and_unknown_parts_fall_back() {
    let army = ArmyColour::default_for(1);
    let base = piece_svg("brassgeneral", 'B', &army);
    let from_pawn = piece_svg("brassgeneral+pawn", 'T', &army);
    let from_wing = piece_svg("brassgeneral+wing", 'G', &army);
    assert!(is_builtin_glyph("brassgeneral+pawn"));
    assert_ne!(base, from_pawn);
    assert_ne!(from_pawn, from_wing);
    assert!(from_pawn.contains("<circle cx=\"78\" cy=\"22\""), "badge");
    assert!(!from_pawn.contains("FILL") && !from_pawn.contains("DETAIL"));
    // An unknown origin still gets a (star) badge; an unknown base the disc.
    assert!(!is_builtin_glyph("rook+mystery"));
    let star = piece_svg("rook+mystery", 'R', &army);
    assert!(star.contains("<circle cx=\"78\" cy=\"22\"") && star != piece_svg("rook", 'R', &army));
    assert!(!is_builtin_glyph("mystery+rook"));
    assert_eq!(
        piece_svg("mystery+rook", 'M', &army),
        piece_svg("mystery", 'M', &army)
    );
    for doc in [from_pawn, star] {
        resvg::usvg::Tree::from_str(&doc, &resvg::usvg::Options::default()).expect("valid SVG");
    }
}
