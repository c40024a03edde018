//! `dmdpy test`'s results for machines: a JSON document (`--json`) and
//! JUnit XML (`--junit`, the format CI systems show test results from).
//! Neither holds a time, so both are the same for the same runs.

use std::fmt::Write as _;

use serde_json::json;

use super::{FileResult, Status};

/// The version of the `--json` document's shape.
pub const SCHEMA_VERSION: u32 = 1;

pub fn json_text(results: &[FileResult]) -> String {
    let count = |s: Status| results.iter().filter(|r| r.status == s).count();
    let failed = count(Status::Failed);
    let files: Vec<serde_json::Value> = results
        .iter()
        .map(|r| {
            json!({
                "file": r.file.display().to_string(),
                "golden": r.golden.display().to_string(),
                "status": r.status.label().to_lowercase(),
                "models": r.models,
                "failures": r.failures.iter().map(|f| json!({
                    "model": if f.model.is_empty() { None } else { Some(f.model) },
                    "section": f.section,
                    "message": f.message,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let doc = json!({
        "schema_version": SCHEMA_VERSION,
        "passed": results.len() - failed,
        "failed": failed,
        "blessed": count(Status::Blessed),
        "new": count(Status::New),
        "files": files,
    });
    serde_json::to_string_pretty(&doc).unwrap_or_default() + "\n"
}

/// One `<testsuite>` of a `<testcase>` per program (named by its path),
/// with a `<failure>` holding what `dmdpy test` prints for it.
pub fn junit_text(results: &[FileResult]) -> String {
    let failed = results.iter().filter(|r| r.status == Status::Failed).count();
    let tests = results.len();
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(out, "<testsuites name=\"dmdpy test\" tests=\"{tests}\" failures=\"{failed}\" errors=\"0\">");
    let _ = writeln!(
        out,
        "  <testsuite name=\"dmdpy test\" tests=\"{tests}\" failures=\"{failed}\" errors=\"0\" skipped=\"0\">"
    );
    for r in results {
        let name = escape(&r.file.display().to_string());
        let class = escape(&format!("dmdpy.{}", r.models.join("+")));
        if r.failures.is_empty() {
            let _ = writeln!(out, "    <testcase classname=\"{class}\" name=\"{name}\"/>");
            continue;
        }
        let _ = writeln!(out, "    <testcase classname=\"{class}\" name=\"{name}\">");
        let sections: Vec<String> = r
            .failures
            .iter()
            .map(|f| if f.model.is_empty() { f.section.to_string() } else { format!("{} {}", f.model, f.section) })
            .collect();
        let message = escape(&format!("differs from its golden: {}", sections.join(", ")));
        let body = escape(super::details(std::slice::from_ref(r)).trim_start());
        let _ = writeln!(out, "      <failure message=\"{message}\" type=\"golden\">{body}</failure>");
        out.push_str("    </testcase>\n");
    }
    out.push_str("  </testsuite>\n</testsuites>\n");
    out
}

/// Text as XML 1.0 character data or an attribute value: markup escaped,
/// and the characters XML cannot hold at all (most controls) replaced.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xml_text_is_escaped_and_controls_replaced() {
        assert_eq!(escape("a<b & \"c\"\u{1b}\n"), "a&lt;b &amp; &quot;c&quot;\u{FFFD}\n");
    }
}
