//! Cost reports over a priced run: attribution of every read to the source
//! line (and file) of the instruction that performed it, totals per line,
//! and the invariant that the parts add up exactly to the whole.

use std::collections::BTreeMap;

use crate::source::Site;

/// Reads and cost attributed to one source line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineCost {
    pub site: Site,
    pub reads: u64,
    pub cost: u128,
}

/// Per-line totals, in (file, line) order, for reads at `depths` made at
/// `sites` (parallel slices).
pub fn by_line(depths: &[u32], sites: &[Site], bytes_per_element: i64) -> Vec<LineCost> {
    let mut lines: BTreeMap<Site, (u64, u128)> = BTreeMap::new();
    for (&depth, &site) in depths.iter().zip(sites) {
        let entry = lines.entry(site).or_default();
        entry.0 += 1;
        entry.1 += crate::cost::read_cost(depth as u64, bytes_per_element);
    }
    lines.into_iter().map(|(site, (reads, cost))| LineCost { site, reads, cost }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_add_up_to_the_total() {
        let site = |line| Site { file: 0, line };
        let depths = [1, 4, 9, 2, 16];
        let sites = [site(3), site(1), site(3), site(2), site(1)];
        let lines = by_line(&depths, &sites, 1);
        assert_eq!(lines.iter().map(|l| l.line_number()).collect::<Vec<_>>(), [1, 2, 3]);
        let total: u128 = lines.iter().map(|l| l.cost).sum();
        assert_eq!(total, crate::cost::trace_cost(&depths, 1));
        assert_eq!(lines[0], LineCost { site: site(1), reads: 2, cost: 2 + 4 });
    }
}

impl LineCost {
    pub fn line_number(&self) -> u32 {
        self.site.line
    }
}
