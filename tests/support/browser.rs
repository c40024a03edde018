//! A headless Chromium for the `--html` page: the browser test
//! (`tests/html.rs`) and the bench's draw time (`benches/speed.rs`) load
//! pages through it.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A headless Chromium: `DMDPY_CHROMIUM`, else the first of the usual names
/// on the PATH.
pub fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("DMDPY_CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|candidate| candidate.is_file())
}

/// Runs the browser on `url` with `mode` (`--dump-dom` or
/// `--screenshot=PATH`); its stdout. Ends it after two minutes (a hang).
pub fn browse(browser: &Path, mode: &str, url: &str, profile: &Path) -> String {
    let mut child = std::process::Command::new(browser)
        .args(["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars"])
        .arg("--window-size=1400,1800")
        .arg(format!("--user-data-dir={}", profile.display()))
        .args([mode, url])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start the browser");
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut text);
        text
    });
    let started = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("the browser did not finish {url} in two minutes");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    reader.join().expect("read the browser's output")
}

/// `<body ...>`'s attribute `name`, from a dumped DOM.
pub fn body_attribute<'a>(dom: &'a str, name: &str) -> Option<&'a str> {
    let body = &dom[dom.find("<body")?..];
    let tag = &body[..body.find('>')?];
    let start = tag.find(&format!("{name}=\""))? + name.len() + 2;
    Some(&tag[start..start + tag[start..].find('"')?])
}
