//! Where each word a run reads was read, kept as runs of consecutive words
//! read at one site: a block of a million words is one run, and so are the
//! reads one line makes in a row. `trace` and the golden tests' per-line
//! sums need a site per word; kept per word, reading 4,000 strings of a
//! million characters took 750 million sites (6 GB) where `run` needs 8 MiB.

use crate::source::Site;

/// The sites of a run's reads, word by word, run-length encoded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sites {
    /// (site, words read there in a row), no run empty; two runs in a row
    /// have different sites unless the first is full (`u32::MAX` words).
    runs: Vec<(Site, u32)>,
}

impl Sites {
    /// Adds `words` words read at `site` to the last run when it has that
    /// site and room; false when a new run is needed (`push_run`).
    pub fn extend_last(&mut self, site: Site, words: u32) -> bool {
        match self.runs.last_mut() {
            Some((last, n)) if *last == site => match n.checked_add(words) {
                Some(total) => {
                    *n = total;
                    true
                }
                None => false,
            },
            _ => words == 0,
        }
    }

    /// A new run of `words` words at `site`, after `extend_last` said no.
    pub fn push_run(&mut self, site: Site, words: u32) {
        self.runs.push((site, words));
    }

    /// `words` words read at `site`, next.
    pub fn push(&mut self, site: Site, words: u32) {
        if !self.extend_last(site, words) {
            self.push_run(site, words);
        }
    }

    /// The runs, for asking the heap budget before one more is kept.
    pub fn runs_mut(&mut self) -> &mut Vec<(Site, u32)> {
        &mut self.runs
    }

    /// How many words were read.
    pub fn words(&self) -> u64 {
        self.runs.iter().map(|&(_, n)| u64::from(n)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// The site of each word, in order.
    pub fn each_word(&self) -> impl Iterator<Item = Site> + '_ {
        self.runs.iter().flat_map(|&(site, n)| std::iter::repeat_n(site, n as usize))
    }

    /// A cursor over the words, skipping whole runs at a time.
    pub fn cursor(&self) -> SiteCursor<'_> {
        SiteCursor { runs: &self.runs, at: 0, used: 0 }
    }
}

/// Walks `Sites` word by word, in as many steps as there are runs.
pub struct SiteCursor<'s> {
    runs: &'s [(Site, u32)],
    /// The run the next word is in, and how many of its words are behind.
    at: usize,
    used: u32,
}

impl SiteCursor<'_> {
    /// The site of the last of the next `words` words, moving past them;
    /// None when `words` is 0 or fewer are left.
    pub fn take(&mut self, words: u32) -> Option<Site> {
        let mut left = words;
        let mut site = None;
        while left > 0 {
            let &(run_site, n) = self.runs.get(self.at)?;
            let step = left.min(n - self.used);
            self.used += step;
            left -= step;
            site = Some(run_site);
            if self.used == n {
                self.at += 1;
                self.used = 0;
            }
        }
        site
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(line: u32) -> Site {
        Site { file: 0, line }
    }

    #[test]
    fn words_at_one_site_in_a_row_are_one_run() {
        let mut sites = Sites::default();
        sites.push(site(1), 1_000_000);
        sites.push(site(1), 2);
        sites.push(site(2), 0);
        sites.push(site(3), 1);
        assert_eq!(sites.runs, [(site(1), 1_000_002), (site(3), 1)]);
        assert_eq!(sites.words(), 1_000_003);
        assert_eq!(sites.each_word().filter(|s| s.line == 1).count(), 1_000_002);
    }

    #[test]
    fn a_full_run_is_followed_by_another_at_the_same_site() {
        let mut sites = Sites::default();
        sites.push(site(1), u32::MAX - 1);
        sites.push(site(1), 3);
        assert_eq!(sites.runs, [(site(1), u32::MAX - 1), (site(1), 3)]);
        assert_eq!(sites.words(), u64::from(u32::MAX) + 2);
    }

    #[test]
    fn the_cursor_names_the_last_word_of_each_block() {
        let mut sites = Sites::default();
        for (line, words) in [(1, 3), (2, 1), (2, 4), (5, 2)] {
            sites.push(site(line), words);
        }
        let mut cursor = sites.cursor();
        assert_eq!(cursor.take(2), Some(site(1)));
        assert_eq!(cursor.take(2), Some(site(2)));
        assert_eq!(cursor.take(0), None);
        assert_eq!(cursor.take(4), Some(site(2)));
        assert_eq!(cursor.take(1), Some(site(5)));
        assert_eq!(cursor.take(2), None);
        let expanded: Vec<u32> = sites.each_word().map(|s| s.line).collect();
        assert_eq!(expanded, [1, 1, 1, 2, 2, 2, 2, 2, 5, 5]);
    }
}
