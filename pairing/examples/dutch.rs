//! `dutch FILE.trf -p OUT`: pairs the next round of a TRF file by the FIDE Dutch system and
//! writes the pairing as bbpPairings does (`-p` without OUT writes to standard output).
//!
//! Exit codes follow bbpPairings: 1 when no valid pairing exists, 3 for a bad request or file,
//! 5 when a file cannot be read or written.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || {
        eprintln!("usage: dutch FILE.trf -p [OUT]");
        ExitCode::from(3)
    };
    let mut args = args.iter().map(String::as_str).filter(|a| *a != "--dutch");
    let (Some(input), Some("-p")) = (args.next(), args.next()) else {
        return usage();
    };
    let output = args.next();
    let text = match std::fs::read_to_string(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {input}: {e}");
            return ExitCode::from(5);
        }
    };
    match hexcourier_pairing::pair_next_round(&text) {
        Ok(pairs) => {
            if let Some(path) = output {
                if let Err(e) = std::fs::write(path, pairs) {
                    eprintln!("cannot write {path}: {e}");
                    return ExitCode::from(5);
                }
            } else {
                print!("{pairs}");
            }
            ExitCode::SUCCESS
        }
        Err(hexcourier_pairing::Error::Dutch(
            e @ hexcourier_pairing::DutchError::NoValidPairing { .. },
        )) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
        Err(e) => {
            eprintln!("{input}: {e}");
            ExitCode::from(3)
        }
    }
}
