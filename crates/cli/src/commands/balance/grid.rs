//! What a balance run varies: `--vary key=v1,v2,…` options, every combination of them (the
//! cells), and the solve budget that decides whether a cell is solved or played out.

use anyhow::{Result, bail};
use std::str::FromStr;
use std::time::Duration;

/// One varied option and its values, in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vary {
    /// The option's key, as for `--set`.
    pub key: String,
    /// Its values.
    pub values: Vec<String>,
}

impl FromStr for Vary {
    type Err = anyhow::Error;

    /// `key=v1,v2,…`; values that hold commas themselves (lists of points) are separated by
    /// `|` instead: `flock_points=a1,b1|a1,b1,c1`.
    fn from_str(text: &str) -> Result<Vary> {
        let Some((key, values)) = text.split_once('=') else {
            bail!("`{text}`: expected key=value1,value2,… (like flock=10,11,12)");
        };
        let key = key.trim();
        if key.is_empty() {
            bail!("`{text}`: the option's key is missing before `=`");
        }
        let separator = if values.contains('|') { '|' } else { ',' };
        let values: Vec<String> = values.split(separator).map(|v| v.trim().to_string()).collect();
        if let Some(i) = values.iter().position(String::is_empty) {
            bail!("`{text}`: value {} of `{key}` is empty", i + 1);
        }
        for (i, v) in values.iter().enumerate() {
            if values[..i].contains(v) {
                bail!("`{text}`: `{v}` is given twice");
            }
        }
        Ok(Vary { key: key.to_string(), values })
    }
}

/// One cell of a balance run: a value for every varied key, in the order of the `--vary`s.
pub type Cell = Vec<(String, String)>;

/// Every combination of the varied values, the last `--vary` changing fastest (the order of
/// the table and of the chart's rows and columns).
///
/// # Errors
///
/// No `--vary`, or a key varied twice.
pub fn cells(vary: &[Vary]) -> Result<Vec<Cell>> {
    if vary.is_empty() {
        bail!("give at least one --vary key=value1,value2,…");
    }
    for (i, v) in vary.iter().enumerate() {
        if vary[..i].iter().any(|w| w.key == v.key) {
            bail!("--vary {}: the option is varied twice", v.key);
        }
    }
    let mut cells: Vec<Cell> = vec![Vec::new()];
    for v in vary {
        cells = cells
            .into_iter()
            .flat_map(|cell| {
                v.values.iter().map(move |value| {
                    let mut next = cell.clone();
                    next.push((v.key.clone(), value.clone()));
                    next
                })
            })
            .collect();
    }
    Ok(cells)
}

/// The most a cell may cost to solve: positions still to solve, or time on this machine
/// (converted to positions at the solver's usual speed,
/// [`reynard_tables::SOLVED_PER_CORE_SECOND`] on each core).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Positions.
    Positions(u64),
    /// Wall-clock time.
    Time(Duration),
}

impl Budget {
    /// The budget in positions, for `cores` solving threads.
    pub fn positions(self, cores: usize) -> u64 {
        match self {
            Budget::Positions(n) => n,
            Budget::Time(t) => {
                let rate = (reynard_tables::SOLVED_PER_CORE_SECOND * cores.max(1) as u64) as f64;
                // A float that does not fit saturates at u64::MAX.
                (t.as_secs_f64() * rate) as u64
            }
        }
    }
}

impl FromStr for Budget {
    type Err = anyhow::Error;

    /// Positions (`50000000`, `50M`, `2G`; `0`: only what the tables hold) or time (`90s`,
    /// `10min`, `2h`).
    fn from_str(text: &str) -> Result<Budget> {
        let text = text.trim();
        let split = text.find(|c: char| !c.is_ascii_digit() && c != '.').unwrap_or(text.len());
        let (number, unit) = text.split_at(split);
        let bad = || {
            anyhow::anyhow!(
                "`{text}`: a solve budget is positions (like 50000000, 50M or 2G) or time (like 90s, 10min or 2h)"
            )
        };
        let n: f64 = number.parse().map_err(|_| bad())?;
        if !n.is_finite() || n < 0.0 {
            return Err(bad());
        }
        let positions = |scale: f64| Ok(Budget::Positions((n * scale).round() as u64));
        let time =
            |seconds: f64| Duration::try_from_secs_f64(n * seconds).map(Budget::Time).map_err(|_| bad());
        match unit.trim() {
            "" => positions(1.0),
            "k" | "K" => positions(1e3),
            "M" => positions(1e6),
            "G" => positions(1e9),
            "s" => time(1.0),
            // Not `m`, which would read as millions beside `M`.
            "min" => time(60.0),
            "h" => time(3600.0),
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vary(text: &str) -> Vary {
        text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn values_split_on_commas_or_bars() {
        assert_eq!(vary("flock=10,11,12").values, ["10", "11", "12"]);
        assert_eq!(vary("flock_points=a1,b1|a1,b1,c1").values, ["a1,b1", "a1,b1,c1"]);
        for bad in ["flock", "=1,2", "flock=10,,12", "flock=10,10"] {
            assert!(bad.parse::<Vary>().is_err(), "{bad}");
        }
    }

    #[test]
    fn cells_are_every_combination_the_last_key_fastest() {
        let got = cells(&[vary("a=1,2,3"), vary("b=x,y")]).expect("cells");
        let names: Vec<String> =
            got.iter().map(|c| c.iter().map(|(k, v)| format!("{k}{v}")).collect::<String>()).collect();
        assert_eq!(names, ["a1bx", "a1by", "a2bx", "a2by", "a3bx", "a3by"]);
        assert!(cells(&[]).is_err());
        assert!(cells(&[vary("a=1"), vary("a=2")]).is_err());
    }

    #[test]
    fn budgets_in_positions_or_time() {
        let b = |t: &str| t.parse::<Budget>().unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(b("50M"), Budget::Positions(50_000_000));
        assert_eq!(b("1.5G"), Budget::Positions(1_500_000_000));
        assert_eq!(b("0"), Budget::Positions(0));
        assert_eq!(b("10min").positions(2), 600 * 2 * reynard_tables::SOLVED_PER_CORE_SECOND);
        assert_eq!(b("2h"), Budget::Time(Duration::from_secs(7200)));
        assert_eq!(b("0.5s").positions(1), reynard_tables::SOLVED_PER_CORE_SECOND / 2);
        for bad in ["", "ten", "5 parsecs", "-1", "M", "50m", "99999999999999999999h"] {
            assert!(bad.parse::<Budget>().is_err(), "{bad}");
        }
    }
}
