//! Long native work in slices: one operation that copies or scans a lot
//! of memory (a repetition, a join, a replacement, a search, a case
//! change) looks at the limits that do not count steps — Ctrl-C, the
//! clock, the heap — after every `SLICE` bytes of it, so that it stops
//! within a fraction of a millisecond of its limit however large its
//! operands. Steps are not counted here: a native operation is one step
//! (or one per item, where it loops over items), whatever its size.
//!
//! `StrBuilder` builds a string the same way, inside the heap budget: its room
//! is asked for before it grows (`memory::make_room_str`), and what it
//! built is handed over without a copy, so an operation never holds two
//! full copies of its result.

use super::memory;
use crate::error::RtResult;
use crate::text::boundary_at_or_before;

/// Bytes of work between two looks at the limits: a tenth of a
/// millisecond of copying, about a millisecond of the slowest scans.
pub const SLICE: usize = 1 << 20;

/// Counts bytes of native work and looks at the limits after each `SLICE`.
#[derive(Default)]
pub struct Pacer {
    done: usize,
}

impl Pacer {
    pub fn new() -> Pacer {
        Pacer::default()
    }

    /// `bytes` more of work done: `MemoryError`, `TimeoutError` or
    /// `KeyboardInterrupt` when a slice ends past a limit.
    #[inline]
    pub fn advance(&mut self, bytes: usize) -> RtResult<()> {
        self.done = self.done.saturating_add(bytes);
        if self.done < SLICE {
            return Ok(());
        }
        self.done = 0;
        look()
    }
}

/// The limits that count no steps: the heap, Ctrl-C, the clock.
#[cold]
pub fn look() -> RtResult<()> {
    memory::check()?;
    super::look()
}

/// A string being built: each growth asked of the heap budget first, the
/// copying paced.
pub struct StrBuilder {
    out: String,
    pacer: Pacer,
}

/// Repeated text is copied in blocks of about this many bytes (a copy
/// per block, not per piece, for short pieces).
const BLOCK: usize = 64 << 10;

impl StrBuilder {
    pub fn new() -> StrBuilder {
        StrBuilder { out: String::new(), pacer: Pacer::new() }
    }

    /// A builder with room for `bytes`, asked of the budget now: for a
    /// result whose size is known before it is made.
    pub fn with_capacity(bytes: usize) -> RtResult<StrBuilder> {
        Ok(StrBuilder { out: memory::string_with_capacity(bytes)?, pacer: Pacer::new() })
    }

    /// Asks the budget for `bytes` more room now (a size known ahead).
    pub fn make_room(&mut self, bytes: usize) -> RtResult<()> {
        memory::make_room_str(&mut self.out, bytes)
    }

    pub fn push_str(&mut self, s: &str) -> RtResult<()> {
        self.make_room(s.len())?;
        let mut rest = s;
        while rest.len() > SLICE {
            let cut = boundary_at_or_before(rest, SLICE);
            self.out.push_str(&rest[..cut]);
            self.pacer.advance(cut)?;
            rest = &rest[cut..];
        }
        self.out.push_str(rest);
        self.pacer.advance(rest.len())
    }

    pub fn push(&mut self, c: char) -> RtResult<()> {
        self.make_room(c.len_utf8())?;
        self.out.push(c);
        self.pacer.advance(1)
    }

    /// `piece` `count` times over (`str * n`, padding), its whole size
    /// asked for first.
    pub fn push_repeated(&mut self, piece: &str, count: usize) -> RtResult<()> {
        if piece.is_empty() || count == 0 {
            return Ok(());
        }
        self.make_room(piece.len().saturating_mul(count))?;
        let per_block = (BLOCK / piece.len()).clamp(1, count);
        let block = piece.repeat(per_block);
        for _ in 0..count / per_block {
            self.push_str(&block)?;
        }
        for _ in 0..count % per_block {
            self.push_str(piece)?;
        }
        Ok(())
    }

    /// `push_repeated` of one character (a field's fill).
    pub fn push_fill(&mut self, fill: char, count: usize) -> RtResult<()> {
        let mut buf = [0; 4];
        self.push_repeated(fill.encode_utf8(&mut buf), count)
    }

    /// The string built, without a copy.
    pub fn finish(self) -> String {
        self.out
    }
}

impl Default for StrBuilder {
    fn default() -> StrBuilder {
        StrBuilder::new()
    }
}

/// The bytes of the leading characters of `chars` (a string's, forwards
/// or backwards) that `matches`, counted with a look at the limits every
/// slice of them (`str.strip`, the gaps `str.split` skips).
pub fn span_of(chars: impl Iterator<Item = char>, mut matches: impl FnMut(char) -> bool) -> RtResult<usize> {
    let mut pacer = Pacer::new();
    let mut bytes = 0;
    for c in chars {
        if !matches(c) {
            break;
        }
        bytes += c.len_utf8();
        pacer.advance(c.len_utf8())?;
    }
    Ok(bytes)
}

/// A copy of `text`, asked of the budget and paced (`str(s)`, a strip's
/// result).
pub fn copy_str(text: &str) -> RtResult<String> {
    let mut out = StrBuilder::with_capacity(text.len())?;
    out.push_str(text)?;
    Ok(out.finish())
}

/// Calls `f` on consecutive slices of `text` of at most `most` bytes (cut
/// at character boundaries; `most` at least 4), with a look at the limits
/// between them.
pub fn for_each_slice(text: &str, most: usize, mut f: impl FnMut(&str) -> RtResult<()>) -> RtResult<()> {
    let mut pacer = Pacer::new();
    let mut rest = text;
    while !rest.is_empty() {
        let cut = boundary_at_or_before(rest, most.min(rest.len()));
        f(&rest[..cut])?;
        pacer.advance(cut)?;
        rest = &rest[cut..];
    }
    Ok(())
}

/// The items of `parts` one after the other, in a vector of exactly their
/// number asked of the budget first, the copying paced (`list + list`,
/// slices' copies).
pub fn cloned_concat<T: Clone>(parts: &[&[T]]) -> RtResult<Vec<T>> {
    let count = parts.iter().fold(0usize, |n, p| n.saturating_add(p.len()));
    let mut out = memory::vec_with_capacity(count)?;
    let mut pacer = Pacer::new();
    for part in parts {
        for chunk in part.chunks(SLICE / std::mem::size_of::<T>().max(1)) {
            out.extend_from_slice(chunk);
            pacer.advance(std::mem::size_of_val(chunk))?;
        }
    }
    Ok(out)
}

/// A copy of `items` asked of the budget first (a snapshot of a list to
/// walk while the program may change it).
pub fn cloned<T: Clone>(items: &[T]) -> RtResult<Vec<T>> {
    cloned_concat(&[items])
}

/// `items` `count` times over (`[0] * n`), as `cloned_concat` makes it.
pub fn cloned_repeat<T: Clone>(items: &[T], count: usize) -> RtResult<Vec<T>> {
    let mut out = memory::vec_with_capacity(items.len().saturating_mul(count))?;
    let mut pacer = Pacer::new();
    for _ in 0..count {
        out.extend_from_slice(items);
        pacer.advance(std::mem::size_of_val(items).max(1))?;
    }
    Ok(out)
}

/// Calls `found` with the byte offset of each non-overlapping occurrence
/// of `needle` (not empty) in `text`, left to right, until it returns
/// `false`: the search runs a slice of `text` at a time, with a look at
/// the limits between slices, so a long stretch without a match is paced
/// as well as a run of many matches.
pub fn for_each_match(text: &str, needle: &str, mut found: impl FnMut(usize) -> RtResult<bool>) -> RtResult<()> {
    debug_assert!(!needle.is_empty());
    let mut pacer = Pacer::new();
    let mut at = 0;
    while at < text.len() {
        // A window of starting points, with room for a match that starts
        // at its last one; at least as many as the needle is long, so that
        // a long needle is not searched for again over mostly the same text.
        let starts = SLICE.max(needle.len());
        let end = boundary_at_or_before(text, at.saturating_add(starts).saturating_add(needle.len()).min(text.len()));
        let mut next = at;
        for (i, _) in text[at..end].match_indices(needle) {
            if !found(at + i)? {
                return Ok(());
            }
            next = at + i + needle.len();
        }
        if end == text.len() {
            return Ok(());
        }
        // Every match that starts before `end - needle.len() + 1` lies in
        // the window and was seen: the next window starts at the first
        // char boundary from there (or after the last match).
        next = next.max((end + 1).saturating_sub(needle.len())).max(at + 1);
        while !text.is_char_boundary(next) {
            next += 1;
        }
        pacer.advance(next - at)?;
        at = next;
    }
    Ok(())
}

/// How many non-overlapping occurrences of `needle` `text` holds, paced
/// (`str.count`, and the sizes of `replace` and `split` before they make
/// anything). An empty needle occurs between every two characters.
pub fn count_matches(text: &str, needle: &str) -> RtResult<usize> {
    if needle.is_empty() {
        return count_chars(text).map(|n| n + 1);
    }
    let mut n = 0;
    for_each_match(text, needle, |_| {
        n += 1;
        Ok(true)
    })?;
    Ok(n)
}

/// The byte offset of the first occurrence of `needle` in `text`, paced.
pub fn find(text: &str, needle: &str) -> RtResult<Option<usize>> {
    if needle.is_empty() {
        return Ok(Some(0));
    }
    let mut first = None;
    for_each_match(text, needle, |at| {
        first = Some(at);
        Ok(false)
    })?;
    Ok(first)
}

/// The characters of `text`, counted a slice at a time.
pub fn count_chars(text: &str) -> RtResult<usize> {
    let mut pacer = Pacer::new();
    let (mut n, mut rest) = (0, text);
    while rest.len() > SLICE {
        let cut = boundary_at_or_before(rest, SLICE);
        n += rest[..cut].chars().count();
        pacer.advance(cut)?;
        rest = &rest[cut..];
    }
    Ok(n + rest.chars().count())
}

/// Whether `text` is all ASCII, looked at a slice at a time.
pub fn is_ascii(text: &str) -> RtResult<bool> {
    let mut pacer = Pacer::new();
    for chunk in text.as_bytes().chunks(SLICE) {
        if !chunk.is_ascii() {
            return Ok(false);
        }
        pacer.advance(chunk.len())?;
    }
    Ok(true)
}

/// `text` with its case changed by `change` (`str::to_uppercase`,
/// `str::to_lowercase`), a slice at a time: the result's room is asked
/// for as it grows, each slice's own copy first.
pub fn change_case(text: &str, change: impl Fn(&str) -> String) -> RtResult<String> {
    let mut out = StrBuilder::new();
    let mut at = 0;
    while at < text.len() {
        let end = case_boundary(text, at.saturating_add(SLICE));
        if at == 0 && end == text.len() {
            // One slice: its copy is the result.
            memory::reserve(text.len())?;
            return Ok(change(text));
        }
        memory::reserve(end - at)?;
        out.push_str(&change(&text[at..end]))?;
        at = end;
    }
    Ok(out.finish())
}

/// The first offset at or after `from` where a text can be cut without
/// changing how its case maps: the bytes on both sides ASCII and neither
/// case-ignorable (the only mapping that looks at its context, a final
/// sigma's, looks past case-ignorable characters only); the end of the
/// text if there is none.
fn case_boundary(text: &str, from: usize) -> usize {
    let bytes = text.as_bytes();
    let plain = |b: u8| b.is_ascii() && !matches!(b, b'\'' | b'.' | b':' | b'^' | b'`');
    (from.max(1)..bytes.len()).find(|&p| plain(bytes[p - 1]) && plain(bytes[p])).unwrap_or(bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches_of(text: &str, needle: &str) -> Vec<usize> {
        let mut found = Vec::new();
        for_each_match(text, needle, |at| {
            found.push(at);
            Ok(true)
        })
        .unwrap();
        found
    }

    /// Windows of the search cut matches and characters anywhere: the
    /// matches are std's, in texts of several slices.
    #[test]
    fn matches_across_windows_are_std_matches() {
        let unit = "abaab日本aab\u{1F600}ab";
        let text = unit.repeat(3 * SLICE / unit.len() + 7);
        for needle in ["a", "ab", "aab", "日本", "\u{1F600}ab", "abaab日本aab\u{1F600}", "zz", &text[..SLICE + 5]] {
            let want: Vec<usize> = text.match_indices(needle).map(|(i, _)| i).collect();
            assert_eq!(matches_of(&text, needle), want, "{:?}", &needle[..needle.len().min(20)]);
            assert_eq!(count_matches(&text, needle).unwrap(), want.len());
            assert_eq!(find(&text, needle).unwrap(), want.first().copied());
        }
        let aaa = "a".repeat(2 * SLICE + 3);
        assert_eq!(matches_of(&aaa, "aa").len(), aaa.len() / 2);
        assert_eq!(count_matches(&text, "").unwrap(), text.chars().count() + 1);
    }

    /// A case change made a slice at a time is the one made at once, a
    /// final sigma's context included.
    #[test]
    fn case_changes_in_slices_are_whole_ones() {
        let unit = "ΑΣ Σ.Σa ΣΣ' ΟΔΟΣ 12 Straße ";
        let text = unit.repeat(3 * SLICE / unit.len() + 11);
        assert_eq!(change_case(&text, str::to_lowercase).unwrap(), text.to_lowercase());
        assert_eq!(change_case(&text, str::to_uppercase).unwrap(), text.to_uppercase());
        let letters = "ΣA".repeat(SLICE);
        assert_eq!(change_case(&letters, str::to_lowercase).unwrap(), letters.to_lowercase());
    }

    #[test]
    fn built_text_is_what_std_makes() {
        let mut out = StrBuilder::new();
        out.push_repeated("ab日", 100_000).unwrap();
        out.push_fill('é', 3).unwrap();
        out.push_str(&"x".repeat(3 * SLICE)).unwrap();
        let want = "ab日".repeat(100_000) + "ééé" + &"x".repeat(3 * SLICE);
        assert_eq!(out.finish(), want);
        assert_eq!(count_chars(&want).unwrap(), want.chars().count());
        assert!(!is_ascii(&want).unwrap());
        assert_eq!(cloned_repeat(&[1, 2], 3).unwrap(), [1, 2, 1, 2, 1, 2]);
        assert_eq!(cloned_concat(&[&[1][..], &[2, 3]]).unwrap(), [1, 2, 3]);
        assert_eq!(span_of("  \u{3000}x ".chars(), char::is_whitespace).unwrap(), 5);
    }
}
