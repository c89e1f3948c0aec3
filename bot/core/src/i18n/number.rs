//! Numbers as each language writes them: the decimal separator of English is a point
//! (`+1.40`), of Polish, Hungarian and German a comma (`+1,40`). Whole numbers, the `½` of
//! tournament points and a mate count (`#3`) are the same in every language.

use super::lang::Lang;

/// The decimal separator of `lang`.
pub const fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Pl | Lang::Hu | Lang::De => ',',
    }
}

/// `text` with every point between two digits written as `lang`'s decimal separator: an
/// evaluation `+1.40` is Polish `+1,40`; text without such a point comes back as it is.
pub fn decimals_in(lang: Lang, text: &str) -> String {
    let sep = decimal_separator(lang);
    if sep == '.' {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let between_digits = c == '.'
                && i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if between_digits {
                sep
            } else {
                c
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_with_each_languages_separator() {
        assert_eq!(decimals_in(Lang::En, "+1.40"), "+1.40");
        assert_eq!(decimals_in(Lang::Pl, "+1.40"), "+1,40");
        assert_eq!(decimals_in(Lang::Hu, "-0.35"), "-0,35");
        assert_eq!(decimals_in(Lang::De, "0.00"), "0,00");
        // Not a decimal point: a sentence's end, a move number, a mate.
        assert_eq!(decimals_in(Lang::De, "1. Qe1-c3 #3."), "1. Qe1-c3 #3.");
        assert_eq!(decimals_in(Lang::Pl, "2½"), "2½");
    }
}
