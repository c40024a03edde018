//! The `--html` page (src/report/html.rs), two ways:
//!
//! - as text: the data embedded in the page is the `--json` report's, the
//!   files it shows are the sources read from, the step-through agrees
//!   with the priced trace on every small program, the page refers to
//!   nothing outside itself, and its size does not grow with the reads;
//! - in a real headless Chromium (Debian's `chromium`; the test prints
//!   SKIPPED and passes when no browser is found): the page renders with
//!   no script error, its charts have a size on screen, a view given in
//!   the URL's fragment filters the listing, and the page of
//!   `programs/sparse_parity.dmd` draws (how fast is the bench's to say). Screenshots are
//!   left in `target/tmp/html/` to look at.

mod support;

use support::browser::{body_attribute, browse, chromium};

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use dmdpy::api::Model;
use dmdpy::testing::driver::{self, Options};
use dmdpy::testing::report::{self, html, steps};
use serde_json::Value;

/// A program's page and its `--json` document (no wall time).
struct Made {
    page: String,
    doc: Value,
}

fn make(path: &Path, model: Model, overrides: &[(&str, &str)]) -> Made {
    let source = std::fs::read_to_string(path).expect("read");
    let name = path.strip_prefix(support::manifest_dir()).unwrap_or(path).display().to_string();
    let overrides = overrides.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let options = Options { steps: true, overrides, ..support::options_for(&source, model) };
    let outcome = driver::run_source(&name, &source, options);
    assert_eq!(outcome.exit_code, 0, "{name}: {:?}", outcome.error);
    let (report, sources) = (outcome.report.as_ref().unwrap(), outcome.sources.as_ref().unwrap());
    let page = html::run_page(report, sources, &name, &format!("dmdpy run --html out.html {name}")).expect("no limit");
    Made { page, doc: report::json_document(report, sources, false).expect("no limit") }
}

fn program(name: &str) -> PathBuf {
    support::manifest_dir().join("programs").join(name)
}

/// The pages several tests look at, made once.
fn example() -> &'static Made {
    static MADE: OnceLock<Made> = OnceLock::new();
    MADE.get_or_init(|| make(&program("example.dmd"), Model::Strict, &[]))
}

fn attention() -> &'static Made {
    static MADE: OnceLock<Made> = OnceLock::new();
    MADE.get_or_init(|| make(&program("attention.dmd"), Model::Strict, &[]))
}

/// `dmdpy score --html` of one contest submission, and its `--json` (the
/// scorer's document, not a run report).
fn gf2() -> &'static Made {
    static MADE: OnceLock<Made> = OnceLock::new();
    MADE.get_or_init(|| {
        let dir = out_dir();
        let (page, json) = (dir.join("gf2-score.html"), dir.join("gf2-score.json"));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_dmdpy"))
            .args([
                "score",
                "--no-time",
                "--seed",
                "123",
                "--html",
                page.to_str().unwrap(),
                "--json",
                json.to_str().unwrap(),
            ])
            .arg("programs/contest/gf2.dmd")
            .current_dir(support::manifest_dir())
            .output()
            .expect("run dmdpy score");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let doc = serde_json::from_str(&std::fs::read_to_string(json).expect("json")).expect("JSON");
        Made { page: std::fs::read_to_string(page).expect("the page"), doc }
    })
}

fn sparse_parity() -> &'static Made {
    static MADE: OnceLock<Made> = OnceLock::new();
    MADE.get_or_init(|| make(&program("sparse_parity.dmd"), Model::Strict, &[]))
}

const DATA_OPEN: &str = "<script type=\"application/json\" id=\"dmdpy-data\">";

/// The page's embedded data, and the page without it.
fn split_data(page: &str) -> (Value, String) {
    let start = page.find(DATA_OPEN).expect("the page embeds its data") + DATA_OPEN.len();
    let end = start + page[start..].find("</script>").expect("the data's script ends");
    let data = serde_json::from_str(&page[start..end]).expect("the embedded data is JSON");
    (data, format!("{}{}", &page[..start], &page[end..]))
}

/// Checks the page's data against the `--json` document.
fn check_data_is_the_report(made: &Made, what: &str) {
    let (data, _) = split_data(&made.page);
    let sections = data["sections"].as_array().expect("sections");
    let mut expected: Vec<&Value> = made.doc["run"].as_object().map(|_| &made.doc["run"]).into_iter().collect();
    expected.extend(made.doc["measured_calls"].as_array().expect("measured_calls"));
    assert_eq!(sections.len(), expected.len(), "{what}: one section per priced trace");
    for (section, report) in sections.iter().zip(&expected) {
        assert_eq!(&section["report"], *report, "{what}: section {} is not the JSON report's", section["title"]);
    }
    // Every file a line names is there, with its text.
    let files = data["files"].as_array().expect("files");
    for report in &expected {
        for line in report["lines"].as_array().unwrap() {
            let name = line["file"].as_str().unwrap();
            let file = files.iter().find(|f| f["name"] == name).unwrap_or_else(|| panic!("{what}: no text of {name}"));
            let text = std::fs::read_to_string(support::manifest_dir().join(name)).expect("source");
            let lines: Vec<&str> = text.lines().collect();
            let shown: Vec<&str> = file["lines"].as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect();
            assert_eq!(shown, lines, "{what}: text of {name}");
        }
    }
}

#[test]
fn the_embedded_data_is_the_json_report() {
    check_data_is_the_report(example(), "example");
    check_data_is_the_report(attention(), "attention");
    let reference = make(&program("example.dmd"), Model::Reference, &[]);
    check_data_is_the_report(&reference, "example (reference)");
    let (data, _) = split_data(&reference.page);
    assert_eq!(data["steps"]["state"], "unavailable");
    // The summary shows the report's totals.
    for (made, total) in [(example(), "288"), (attention(), "129,362,144")] {
        assert_eq!(made.doc["total_cost"].to_string().replace(',', ""), total.replace(',', ""));
        assert!(made.page.contains(&format!("<td>{total} for the whole run</td>")), "{total}");
    }
    assert!(example().page.contains("dmdpy run --html out.html programs/example.dmd"));
}

#[test]
fn the_score_page_shows_what_the_scorer_priced() {
    let made = gf2();
    let (data, markup) = split_data(&made.page);
    assert_eq!(external_references(&markup), Vec::<&str>::new());
    let seed = &made.doc["results"][0]["seeds"][0];
    assert_eq!(seed["seed"], 123);
    let sections = data["sections"].as_array().unwrap();
    let titles: Vec<&str> = sections.iter().map(|s| s["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["loading the module", "the measured call solve(x, y, n_bits, k_sparse)"]);
    assert_eq!(sections[0]["report"]["cost"], seed["load_cost"]);
    assert_eq!(sections[1]["report"]["cost"], seed["solve_cost"]);
    assert_eq!(sections[1]["report"]["reads"], seed["reads"]);
    assert!(data["files"].as_array().unwrap().iter().any(|f| f["name"] == "gf2.dmd"));
    let cost = seed["cost"].as_u64().unwrap() as u128;
    assert!(made.page.contains(&format!("<td>{} = load", html::grouped(cost))), "the summary gives the seed's price");
    assert!(made.page.contains("<th>seed</th><td>123</td>"));
}

#[test]
fn the_step_through_adds_up_to_the_run() {
    let (data, _) = split_data(&example().page);
    let steps = &data["steps"];
    assert_eq!(steps["state"], "ready", "{steps}");
    let reads = steps["reads"].as_array().unwrap();
    let words: u64 = reads.iter().map(|r| r[2].as_u64().unwrap()).sum();
    let cost: u64 = reads.iter().map(|r| r[5].as_u64().unwrap()).sum();
    assert_eq!(words, example().doc["total_reads"].as_u64().unwrap());
    assert_eq!(cost, example().doc["total_cost"].as_u64().unwrap());
    assert_eq!(steps["words"].as_u64(), Some(words));
    for r in reads {
        let batch = &steps["batches"][r[0].as_u64().unwrap() as usize];
        let shown = (batch.as_array().unwrap().len() - 2) / 2;
        assert!(shown <= steps::SHOWN && shown as u64 <= batch[0].as_u64().unwrap());
    }
    let (data, _) = split_data(&attention().page);
    assert_eq!(data["steps"]["state"], "too_large");
    assert_eq!(data["steps"]["reads"], attention().doc["total_reads"]);
}

/// The re-simulated stack agrees with the priced trace on every program of
/// the repository small enough to get a step-through.
#[test]
fn the_step_through_agrees_with_the_pricing_everywhere() {
    let root = support::manifest_dir();
    let mut files = support::dmd_files(&root.join("tests/cases/run"));
    files.extend(support::dmd_files(&root.join("tests/integrity")));
    files.push(program("example.dmd"));
    let mut stepped = 0;
    let mut failures = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).expect("read");
        let options = Options { steps: true, ..support::options_for(&source, Model::Strict) };
        let outcome = driver::run_source("prog.dmd", &source, options);
        let Some(report) = outcome.report else { continue };
        match report.steps {
            Some(steps::Steps::Ready(_)) => stepped += 1,
            Some(steps::Steps::Disagrees(why)) => failures.push(format!("{}: {why}", path.display())),
            Some(steps::Steps::TooLarge { reads, events }) => {
                assert!(reads as usize > steps::MAX_READS || events > steps::MAX_EVENTS)
            }
            None => assert!(report.run.is_none(), "{}: a priced run without its steps", path.display()),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(stepped >= 40, "only {stepped} programs were small enough");
}

/// Markup that would load something from outside the page.
fn external_references(markup: &str) -> Vec<&'static str> {
    let lower = markup.to_ascii_lowercase();
    [
        "src=",
        "href=",
        "url(",
        "@import",
        "<link",
        "<iframe",
        "<img",
        "<object",
        "<embed",
        "http:",
        "https:",
        "fetch(",
        "xmlhttprequest",
        "import(",
    ]
    .into_iter()
    .filter(|pattern| lower.contains(pattern))
    .collect()
}

#[test]
fn the_page_refers_to_nothing_outside_itself() {
    for made in [example(), attention()] {
        let (_, markup) = split_data(&made.page);
        assert_eq!(external_references(&markup), Vec::<&str>::new());
        // One style, two inline scripts and the data: nothing else to load.
        assert_eq!(markup.matches("<script").count(), 3);
        assert_eq!(made.page.matches("<style>").count(), 1);
    }
    assert_eq!(external_references("<img src=\"x.png\">"), ["src=", "<img"]);
}

/// The page grows with the source and the priced traces, not the reads.
#[test]
fn the_page_stays_small_whatever_the_reads() {
    let full = sparse_parity();
    let short = make(&program("sparse_parity.dmd"), Model::Strict, &[("EPOCHS", "1"), ("N_TRAIN", "100")]);
    let (full_reads, short_reads) =
        (full.doc["total_reads"].as_u64().unwrap(), short.doc["total_reads"].as_u64().unwrap());
    assert!(full_reads > 5 * short_reads, "{full_reads} vs {short_reads}");
    assert!(full.page.len() < 256 << 10, "{} bytes", full.page.len());
    // The timelines are downsampled to a bounded number of points, which
    // varies within that bound with the run's length; the rest must not
    // grow at all beyond its numbers' digits.
    let without_timelines = |made: &Made| {
        let (mut data, mut markup) = split_data(&made.page);
        // Their charts too: two paths of at most that many points each.
        while let Some(start) = markup.find("<svg class=\"timeline\"") {
            let end = start + markup[start..].find("</svg>").expect("a closed svg") + "</svg>".len();
            assert!(end - start < 48 << 10, "a timeline chart of {} bytes", end - start);
            markup.replace_range(start..end, "");
        }
        for section in data["sections"].as_array_mut().unwrap() {
            let points = section["report"]["timeline"].as_array().map_or(0, |t| t.len());
            assert!(points <= dmdpy::testing::cost::tally::TIMELINE_POINTS, "{points} timeline points");
            section["report"]["timeline"] = Value::Null;
        }
        markup.len() + data.to_string().len()
    };
    let grew = without_timelines(full).abs_diff(without_timelines(&short));
    assert!(grew < 4 << 10, "the page grew {grew} bytes with {}x the reads", full_reads / short_reads);
    check_data_is_the_report(full, "sparse_parity");
}

/// One read after millions of stores (`L = [0] * 2500000`) was under the
/// step-through's bound on reads, and the naive stack re-simulated it in
/// seconds past `--timeout 0.5` (found by the mutation fuzzer). A run of
/// more than `MAX_EVENTS` events gets no step-through, and the page says
/// why.
#[test]
fn a_run_of_many_stores_gets_no_step_through() {
    let dir = out_dir();
    let (source, page) = (dir.join("many-stores.dmd"), dir.join("many-stores.html"));
    std::fs::write(&source, "L = [0] * 2500000\nprint(len(L))\n").expect("write the program");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(["run", "-q", "--html", page.to_str().unwrap(), source.to_str().unwrap()])
        .output()
        .expect("run dmdpy");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let (data, _) = split_data(&std::fs::read_to_string(&page).expect("the page"));
    let steps = &data["steps"];
    assert_eq!(steps["state"], "too_large", "{steps}");
    assert!(steps["events"].as_u64().unwrap() > steps::MAX_EVENTS as u64, "{steps}");
    assert!(steps["reads"].as_u64().unwrap() <= steps::MAX_READS as u64, "{steps}");
}

// ----- in a real browser -----

/// Where the pages and screenshots go (kept for a person to look at).
fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("html");
    std::fs::create_dir_all(&dir).expect("make target/tmp/html");
    dir
}

/// Loads `page` (at `fragment`) and checks it drew without a script error;
/// returns the DOM after load. Also takes a screenshot.
fn render(browser: &Path, made: &Made, name: &str, fragment: &str) -> String {
    let dir = out_dir();
    let file = dir.join(format!("{name}.html"));
    std::fs::write(&file, &made.page).expect("write the page");
    let url = format!("file://{}{fragment}", file.display());
    let profile = dir.join(format!("profile-{name}"));
    let dom = browse(browser, "--dump-dom", &url, &profile);
    let root = &dom[dom.find("<html").expect("a DOM")..];
    let html_tag = &root[..root.find('>').unwrap()];
    assert!(!html_tag.contains("data-error"), "{name}: a script error: {html_tag}");
    assert_eq!(body_attribute(&dom, "data-status"), Some("ready"), "{name}: the script did not finish");
    let sections = split_data(&made.page).0["sections"].as_array().unwrap().len();
    assert_eq!(body_attribute(&dom, "data-charts"), Some(sections.to_string().as_str()), "{name}: charts on screen");
    assert!(dom.contains("<rect class=\"bar reads\"") && dom.contains("<rect class=\"bar cost\""), "{name}: bars");
    // Two lines (cost, live) per trace with reads, drawn with a length.
    let with_reads = split_data(&made.page).0["sections"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["report"]["reads"].as_u64().unwrap_or(0) > 0)
        .count();
    assert_eq!(
        body_attribute(&dom, "data-timelines"),
        Some((2 * with_reads).to_string().as_str()),
        "{name}: timelines"
    );
    let png = dir.join(format!("{name}.png"));
    browse(browser, &format!("--screenshot={}", png.display()), &url, &profile);
    let bytes = std::fs::read(&png).expect("a screenshot");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{name}: not a PNG");
    let size = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    assert_eq!((size(16), size(20)), (1400, 1800), "{name}: screenshot size");
    // A blank page compresses to a few kilobytes; this one has charts and text.
    assert!(bytes.len() > 30_000, "{name}: the screenshot looks blank ({} bytes)", bytes.len());
    eprintln!("{name}: screenshot {}", png.display());
    dom
}

#[test]
fn the_page_renders_in_a_headless_browser() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no chromium found (apt-get install chromium, or set DMDPY_CHROMIUM)");
        return;
    };
    let dom = render(&browser, example(), "example", "");
    assert!(dom.contains("block read 1 of 137"), "the step-through is drawn");
    assert!(dom.contains("<tr class=\"priced\""), "the listing is drawn");
    assert!(dom.contains("<tr class=\"row\""), "the per-function table is drawn");
    // A view in the fragment: a line picks its function, the rest is hidden.
    let dom = render(&browser, example(), "example-filtered", "#section=0&line=programs/example.dmd:7&read=5");
    assert!(dom.contains("<tr class=\"priced picked\""), "the line is picked");
    assert!(dom.contains("<tr class=\"priced hidden\""), "lines of other functions are hidden");
    assert!(dom.contains("showing only dot"), "the filter says what it shows");
    assert!(dom.contains("block read 5 of 137"), "the step-through starts at read 5");
    render(&browser, attention(), "attention", "");
    let dom = render(&browser, gf2(), "gf2-score", "");
    assert!(dom.contains("<tr class=\"priced\""), "the score page opens on the measured call's lines");
    // How fast it draws is the bench's to say (`cargo bench`), not a verdict
    // here: a loaded machine draws slower.
    let dom = render(&browser, sparse_parity(), "sparse_parity", "");
    let ms: u64 = body_attribute(&dom, "data-render-ms").expect("render time").parse().expect("a number");
    eprintln!("sparse_parity's page drew in {ms} ms");
}
