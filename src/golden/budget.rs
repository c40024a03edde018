//! One number a golden pins, and how: exactly (`cost 114000`), under a
//! ceiling (`cost <= 120000`) or within a tolerance of a reference value
//! (`cost within 5% of 114000`). A budget lets a change that keeps a cost
//! within it pass without re-blessing; `--bless` keeps budgets as written.

use std::fmt;

/// What one item of a golden row requires of a number.
#[derive(Debug, Clone, PartialEq)]
pub enum Check {
    Exact(u128),
    AtMost(u128),
    /// Within `percent` (as written, e.g. `2.5`) of `of`, either way.
    Within {
        percent: String,
        of: u128,
    },
}

impl Check {
    /// Reads `114000`, `<= 120000` or `within 5% of 114000`.
    pub fn parse(text: &str) -> Result<Check, String> {
        let text = text.trim();
        let number = |t: &str| {
            t.trim()
                .replace('_', "")
                .parse::<u128>()
                .map_err(|_| format!("`{}` is not a non-negative integer", t.trim()))
        };
        if let Some(rest) = text.strip_prefix("<=") {
            return Ok(Check::AtMost(number(rest)?));
        }
        if let Some(rest) = text.strip_prefix("within ") {
            let (percent, of) = rest.split_once("% of ").ok_or_else(|| {
                format!("`{text}`: a tolerance is written `within P% of N`, e.g. `within 5% of 114000`")
            })?;
            let percent = percent.trim();
            match percent.parse::<f64>() {
                Ok(p) if p.is_finite() && p >= 0.0 && !percent.starts_with('+') => {}
                _ => return Err(format!("`{percent}%` is not a percentage (a non-negative number)")),
            }
            return Ok(Check::Within { percent: percent.to_string(), of: number(of)? });
        }
        number(text).map(Check::Exact).map_err(|why| format!("{why}; write a number, `<= N` or `within P% of N`"))
    }

    pub fn is_budget(&self) -> bool {
        !matches!(self, Check::Exact(_))
    }

    /// The value the check is about (the ceiling, the reference value),
    /// for the change shown when it fails.
    pub fn reference(&self) -> u128 {
        match self {
            Check::Exact(n) | Check::AtMost(n) | Check::Within { of: n, .. } => *n,
        }
    }

    pub fn holds(&self, actual: u128) -> bool {
        match self {
            Check::Exact(n) => actual == *n,
            Check::AtMost(n) => actual <= *n,
            Check::Within { percent, of } => {
                let p: f64 = percent.parse().unwrap_or(0.0);
                // In floating point: a tolerance is a fraction, and costs
                // below 2^53 (any run's, in practice) convert exactly.
                let slack = (*of as f64) * p / 100.0;
                actual.abs_diff(*of) as f64 <= slack
            }
        }
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Check::Exact(n) => write!(f, "{n}"),
            Check::AtMost(n) => write!(f, "<= {n}"),
            Check::Within { percent, of } => write!(f, "within {percent}% of {of}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_parse_print_and_hold() {
        let within = Check::parse("within 5% of 114000").unwrap();
        assert_eq!(within, Check::Within { percent: "5".into(), of: 114000 });
        assert_eq!(within.to_string(), "within 5% of 114000");
        assert!(within.holds(119700) && within.holds(108300) && !within.holds(119701));
        let ceiling = Check::parse("<= 120000").unwrap();
        assert!(ceiling.holds(120000) && !ceiling.holds(120001) && ceiling.is_budget());
        assert_eq!(Check::parse("42").unwrap(), Check::Exact(42));
        assert!(!Check::Exact(42).is_budget());
        assert_eq!(Check::parse("within 2.5% of 1000").unwrap().to_string(), "within 2.5% of 1000");
    }

    #[test]
    fn bad_budgets_say_how_to_write_one() {
        assert!(Check::parse("< 5").unwrap_err().contains("`< 5` is not a non-negative integer"));
        assert!(Check::parse("within 5 of 10").unwrap_err().contains("within P% of N"));
        assert!(Check::parse("within x% of 10").unwrap_err().contains("not a percentage"));
        assert!(Check::parse("within -1% of 10").unwrap_err().contains("not a percentage"));
        assert!(Check::parse("<= -3").unwrap_err().contains("not a non-negative integer"));
    }
}
