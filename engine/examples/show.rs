//! Prints the position after a record's moves (debug helper).
use hexcourier_engine::{record, replay, Library};
fn main() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("v");
    let path = std::env::args().nth(1).expect("file");
    for rec in record::parse_records_file(path).expect("read") {
        if let Ok(g) = replay::replay(v, &rec) {
            let p = g.position();
            println!("{}", p.to_text(v));
            for (c, pc) in p.pieces() {
                println!(
                    "{} {} {:?}",
                    v.board.name(c),
                    v.kind(pc.kind).def.name,
                    pc.player
                );
            }
            println!("{:?}", g.move_texts());
        }
    }
}
