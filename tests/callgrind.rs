//! `dmdpy run --callgrind PATH`: the output is parsed with the grammar of
//! the callgrind format (version 1, Valgrind's "Callgrind Format
//! Specification", section 3.2), line by line, refusing anything the
//! grammar does not allow; then its totals, per-line and per-function
//! costs are checked against the `--json` report of the same run, and its
//! calls' inclusive costs against the functions' own costs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// What a callgrind file says: its header's keys, and the costs of its
/// body by (file, function) and by (file, line).
#[derive(Debug, Default)]
struct Profile {
    header: Vec<(String, String)>,
    events: Vec<String>,
    summary: Option<Vec<u64>>,
    totals: Option<Vec<u64>>,
    by_function: BTreeMap<(String, String), Vec<u64>>,
    by_line: BTreeMap<(String, u64), Vec<u64>>,
    calls: Vec<Call>,
}

/// A `calls=` entry: from a function, to a function, how many calls, and
/// their inclusive costs.
#[derive(Debug)]
struct Call {
    caller: (String, String),
    callee: (String, String),
    count: u64,
    costs: Vec<u64>,
}

/// `Number := HexNumber | (Digit)+`.
fn number(text: &str) -> Result<u64, String> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => text.parse(),
        None => return Err(format!("not a number: {text:?}")),
    }
    .map_err(|e| format!("{text:?}: {e}"))
}

/// `Name = Alpha (Digit | Alpha)*`.
fn is_name(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic()) && chars.all(|c| c.is_ascii_alphanumeric())
}

/// `Costs := (Number Space+)+`, at most one per event.
fn costs(text: &str, events: usize) -> Result<Vec<u64>, String> {
    let values = text.split([' ', '\t']).filter(|w| !w.is_empty()).map(number).collect::<Result<Vec<_>, _>>()?;
    if values.len() > events {
        return Err(format!("{} costs for {events} events", values.len()));
    }
    // Fewer costs than events: the rest are zero.
    Ok((0..events).map(|i| values.get(i).copied().unwrap_or(0)).collect())
}

/// The position names of `fl=`/`fn=`: `"(" Number ")" name` defines a
/// compressed name, `"(" Number ")"` alone uses one, anything else is a
/// name as it is.
fn position_name(value: &str, table: &mut BTreeMap<u64, String>) -> Result<String, String> {
    let value = value.trim_start_matches([' ', '\t']);
    let Some(rest) = value.strip_prefix('(').filter(|r| r.starts_with(|c: char| c.is_ascii_digit())) else {
        return Ok(value.to_string());
    };
    let close = rest.find(')').ok_or(format!("unclosed compressed name {value:?}"))?;
    let id = number(&rest[..close])?;
    let name = rest[close + 1..].trim_start_matches([' ', '\t']);
    if name.is_empty() {
        return table.get(&id).cloned().ok_or(format!("({id}) used before it is defined"));
    }
    if let Some(earlier) = table.insert(id, name.to_string()) {
        if earlier != name {
            return Err(format!("({id}) redefined from {earlier:?} to {name:?}"));
        }
    }
    Ok(name.to_string())
}

/// `HeaderLine`: empty, a comment, or one of the header's `key: value` lines.
fn header_line(line: &str, profile: &mut Profile) -> Result<bool, String> {
    if line.is_empty() || line.starts_with('#') {
        return Ok(true);
    }
    let Some((key, value)) = line.split_once(':') else { return Ok(false) };
    let value = value.trim_start_matches([' ', '\t']);
    match key {
        "version" => {
            if number(value)? != 1 {
                return Err(format!("version {value}"));
            }
        }
        "creator" | "cmd" => {}
        "pid" | "thread" | "part" => {
            number(value)?;
        }
        "desc" => {
            let (name, _) = value.split_once(':').ok_or(format!("desc without a colon: {line:?}"))?;
            if !is_name(name.trim()) && !name.trim().split(' ').all(is_name) {
                return Err(format!("desc name {name:?}"));
            }
        }
        "event" => {
            let name = value.split([':', '=']).next().unwrap_or("").trim();
            if !is_name(name) {
                return Err(format!("event name {name:?}"));
            }
        }
        "events" => {
            profile.events = value.split([' ', '\t']).filter(|w| !w.is_empty()).map(str::to_string).collect();
            if profile.events.is_empty() || !profile.events.iter().all(|e| is_name(e)) {
                return Err(format!("events {value:?}"));
            }
        }
        "positions" => {
            if value != "line" {
                return Err(format!("this checker reads `positions: line` only, not {value:?}"));
            }
        }
        "summary" | "totals" => {
            let parsed = costs(value, profile.events.len().max(1))?;
            *(if key == "summary" { &mut profile.summary } else { &mut profile.totals }) = Some(parsed);
        }
        _ => return Ok(false),
    }
    profile.header.push((key.to_string(), value.to_string()));
    Ok(true)
}

/// Parses a whole file: `FormatSpec? FormatVersion? Creator? PartData*`,
/// `PartData := (HeaderLine "\n")+ (BodyLine "\n")+`.
fn parse(text: &str) -> Result<Profile, String> {
    let mut profile = Profile::default();
    let (mut files, mut functions) = (BTreeMap::new(), BTreeMap::new());
    let (mut file, mut function) = (None::<String>, None::<String>);
    // `CallSpecification := CallLine "\n" CostLine`: the callee named by
    // `cfi=`/`cfn=` before it (its file defaults to the caller's).
    let (mut callee_file, mut callee_fn) = (None::<String>, None::<String>);
    let mut pending_call: Option<u64> = None;
    let mut in_body = false;
    if !text.ends_with('\n') {
        return Err("the last line has no newline".into());
    }
    for (i, line) in text.lines().enumerate() {
        let at = |e: String| format!("line {}: {e}: {line:?}", i + 1);
        if !in_body {
            if header_line(line, &mut profile).map_err(at)? {
                continue;
            }
            if profile.events.is_empty() {
                return Err(at("a body line before `events:`".into()));
            }
            in_body = true;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(value) = line.strip_prefix("totals:") {
            profile.totals = Some(costs(value, profile.events.len()).map_err(at)?);
            continue;
        }
        if let Some((position, value)) = line.split_once('=') {
            if pending_call.is_some() {
                return Err(at("a calls= line must be followed by its cost line".into()));
            }
            match position {
                "fl" | "fi" | "fe" => file = Some(position_name(value, &mut files).map_err(at)?),
                "fn" => {
                    function = Some(position_name(value, &mut functions).map_err(at)?);
                    (callee_file, callee_fn) = (None, None);
                }
                "cfi" | "cfl" => callee_file = Some(position_name(value, &mut files).map_err(at)?),
                "cfn" => callee_fn = Some(position_name(value, &mut functions).map_err(at)?),
                "calls" => {
                    // `calls=Count TargetPosition`.
                    let mut words = value.split_whitespace();
                    let count = number(words.next().unwrap_or("")).map_err(at)?;
                    number(words.next().unwrap_or("")).map_err(at)?;
                    if words.next().is_some() || callee_fn.is_none() {
                        return Err(at("calls= needs a count, a target line and a cfn= before it".into()));
                    }
                    pending_call = Some(count);
                }
                "ob" | "cob" | "jump" | "jcnd" => {
                    return Err(at(format!("`{position}=` is valid but this checker does not expect it")))
                }
                _ => return Err(at("not a position specification".into())),
            }
            continue;
        }
        // `CostLine := SubPositionList Costs?` with one subposition (`line`).
        let (sub, rest) = line.split_once([' ', '\t']).unwrap_or((line, ""));
        let line_number = number(sub).map_err(at)?;
        let values = costs(rest, profile.events.len()).map_err(at)?;
        let (Some(f), Some(g)) = (&file, &function) else { return Err(at("a cost line before fl= and fn=".into())) };
        if let Some(count) = pending_call.take() {
            // An inclusive cost: not the caller's own.
            let callee = (callee_file.take().unwrap_or_else(|| f.clone()), callee_fn.take().unwrap_or_default());
            profile.calls.push(Call { caller: (f.clone(), g.clone()), callee, count, costs: values });
            continue;
        }
        let add = |into: &mut Vec<u64>| {
            into.resize(values.len(), 0);
            into.iter_mut().zip(&values).for_each(|(a, b)| *a += b);
        };
        add(profile.by_function.entry((f.clone(), g.clone())).or_default());
        add(profile.by_line.entry((f.clone(), line_number)).or_default());
    }
    if pending_call.is_some() {
        return Err("the file ends after a calls= line".into());
    }
    Ok(profile)
}

fn dmdpy(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dmdpy"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run dmdpy");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).to_string())
}

fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("callgrind");
    std::fs::create_dir_all(&dir).expect("make the directory");
    dir
}

/// Runs `program` with `--callgrind` and `--json`; both, parsed.
fn profile_and_report(program: &Path, name: &str, extra: &[&str]) -> (Profile, Value, String) {
    let dir = out_dir();
    let (cg, json) = (dir.join(format!("{name}.callgrind")), dir.join(format!("{name}.json")));
    let mut args = vec!["run", "-q", "--callgrind", cg.to_str().unwrap(), "--json", json.to_str().unwrap()];
    args.extend(extra);
    args.push(program.to_str().unwrap());
    let (code, stderr) = dmdpy(&args);
    assert_eq!(code, 0, "{name}: {stderr}");
    let text = std::fs::read_to_string(&cg).expect("the callgrind file");
    let profile = parse(&text).unwrap_or_else(|e| panic!("{name}: not callgrind's format: {e}\n{text}"));
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&json).expect("json")).expect("json parses");
    (profile, doc, text)
}

/// The lines of the priced summary: the run's, or the measured calls' together.
fn expected_lines(doc: &Value) -> BTreeMap<(String, u64), Vec<u64>> {
    let summaries: Vec<&Value> = match doc["run"].is_null() {
        false => vec![&doc["run"]],
        true => doc["measured_calls"].as_array().unwrap().iter().collect(),
    };
    let mut lines: BTreeMap<(String, u64), Vec<u64>> = BTreeMap::new();
    for l in summaries.iter().flat_map(|s| s["lines"].as_array().unwrap()) {
        let entry =
            lines.entry((l["file"].as_str().unwrap().to_string(), l["line"].as_u64().unwrap())).or_insert(vec![0, 0]);
        entry[0] += l["reads"].as_u64().unwrap();
        entry[1] += l["cost"].as_u64().unwrap();
    }
    lines
}

fn check(program: &Path, name: &str, extra: &[&str]) -> Profile {
    let (profile, doc, text) = profile_and_report(program, name, extra);
    assert_eq!(profile.events, ["Reads", "Cost"], "{name}");
    let totals = vec![doc["total_reads"].as_u64().unwrap(), doc["total_cost"].as_u64().unwrap()];
    assert_eq!(profile.summary.as_ref(), Some(&totals), "{name}: summary");
    assert_eq!(profile.totals.as_ref(), Some(&totals), "{name}: totals");
    assert_eq!(profile.by_line, expected_lines(&doc), "{name}: per-line costs");
    let sum = |m: &BTreeMap<(String, String), Vec<u64>>, i: usize| m.values().map(|v| v[i]).sum::<u64>();
    assert_eq!(vec![sum(&profile.by_function, 0), sum(&profile.by_function, 1)], totals, "{name}: functions add up");
    assert!(text.contains(&format!("desc: Model: {}\n", doc["model"].as_str().unwrap())), "{name}");
    profile
}

#[test]
fn strict_profiles_follow_the_format_and_add_up() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let profile = check(&root.join("programs/example.dmd"), "example", &[]);
    // The strict run's functions, as `--json` reports them.
    let (_, doc, _) = profile_and_report(&root.join("programs/example.dmd"), "example", &[]);
    for f in doc["run"]["functions"].as_array().unwrap() {
        let key = (f["file"].as_str().unwrap().to_string(), f["name"].as_str().unwrap().to_string());
        let costs = vec![f["reads"].as_u64().unwrap(), f["cost"].as_u64().unwrap()];
        assert_eq!(profile.by_function.get(&key), Some(&costs), "{key:?}");
    }
    check(&root.join("programs/xor.dmd"), "xor", &["--bytes-per-element", "4"]);
}

/// Valgrind's own reader, where it is installed, reads the file without
/// a warning and finds the same totals.
#[test]
fn callgrind_annotate_reads_it() {
    let found = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("callgrind_annotate").is_file()));
    if !found {
        eprintln!("SKIPPED: callgrind_annotate not found (Debian's valgrind package has it)");
        return;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (_, doc, _) = profile_and_report(&root.join("programs/example.dmd"), "example-annotate", &[]);
    let cg = out_dir().join("example-annotate.callgrind");
    let out = Command::new("callgrind_annotate").arg(&cg).output().expect("run callgrind_annotate");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success() && !stderr.contains("WARNING") && !stdout.contains("WARNING"), "{stderr}{stdout}");
    let totals = stdout.lines().find(|l| l.contains("PROGRAM TOTALS")).expect("a totals line");
    let numbers: Vec<&str> = totals.split_whitespace().filter(|w| w.bytes().all(|b| b.is_ascii_digit())).collect();
    assert_eq!(numbers, [doc["total_reads"].to_string(), doc["total_cost"].to_string()], "{totals}");
}

#[test]
fn reference_profiles_the_measured_calls_together() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let profile = check(&root.join("programs/example.dmd"), "example-reference", &["--model", "reference"]);
    assert_eq!(profile.by_function.len(), 1, "only dot is priced: {:?}", profile.by_function);
}

#[test]
fn functions_of_one_name_stay_apart() {
    let dir = out_dir();
    let program = dir.join("twins.dmd");
    let text = "import nn\n\n\ndef a(x):\n    def helper(y):\n        return y + 1\n    return helper(x) * 2\n\n\n\
                def b(x):\n    def helper(y):\n        return y - 1\n    return helper(x) * 3\n\n\n\
                print(a(1) + b(2), nn.dot([1, 2], [3, 4]))\n";
    std::fs::write(&program, text).expect("write");
    let profile = check(&program, "twins", &[]);
    let names: Vec<&str> = profile.by_function.keys().map(|(_, f)| f.as_str()).collect();
    let path = program.display().to_string();
    assert!(names.contains(&format!("helper ({path}:5)").as_str()), "{names:?}");
    assert!(names.contains(&format!("helper ({path}:11)").as_str()), "{names:?}");
    assert!(profile.by_function.keys().any(|(file, f)| file == "stdlib/nn.dmd" && f == "dot"), "{names:?}");
}

/// Inclusive costs: in a program without recursion, what a function's
/// callers spend in it is its own cost plus what it spends in its callees,
/// and the module's own cost plus its calls is the whole.
#[test]
fn calls_carry_inclusive_costs() {
    let dir = out_dir();
    let program = dir.join("calls.dmd");
    let text = "import nn\n\n\ndef leaf(x):\n    return x * 2 + 1\n\n\n\
                def middle(xs):\n    total = 0\n    for x in xs:\n        total = total + leaf(x)\n    return total + leaf(total)\n\n\n\
                def top(n):\n    return middle(list(range(n))) + nn.dot([1, 2], [n, n])\n\n\n\
                print(top(5), leaf(3), middle([1]))\n";
    std::fs::write(&program, text).expect("write");
    let profile = check(&program, "calls", &[]);
    let path = program.display().to_string();
    let function = |name: &str| (path.clone(), name.to_string());
    let inclusive = |f: &(String, String)| -> Vec<u64> {
        let calls: Vec<&Call> = profile.calls.iter().filter(|c| &c.callee == f).collect();
        vec![calls.iter().map(|c| c.costs[0]).sum(), calls.iter().map(|c| c.costs[1]).sum()]
    };
    let own_plus_callees = |f: &(String, String)| -> Vec<u64> {
        let own = profile.by_function.get(f).cloned().unwrap_or(vec![0, 0]);
        let out: Vec<&Call> = profile.calls.iter().filter(|c| &c.caller == f).collect();
        vec![own[0] + out.iter().map(|c| c.costs[0]).sum::<u64>(), own[1] + out.iter().map(|c| c.costs[1]).sum::<u64>()]
    };
    for name in ["leaf", "middle", "top"] {
        let f = function(name);
        assert!(inclusive(&f)[1] > 0, "{name}: {:?}", profile.calls);
        assert_eq!(inclusive(&f), own_plus_callees(&f), "{name}");
    }
    let dot = ("stdlib/nn.dmd".to_string(), "dot".to_string());
    assert_eq!(inclusive(&dot), own_plus_callees(&dot), "nn.dot");
    let counts = |callee: &str| profile.calls.iter().filter(|c| c.callee.1 == callee).map(|c| c.count).sum::<u64>();
    // leaf: 5 + 1 from top's middle, 1 from the module, 1 + 1 from its middle.
    assert_eq!((counts("leaf"), counts("middle"), counts("top")), (9, 2, 1));
    // Two modules run (the program's and `nn`'s, whose `import math` reads
    // the module's block), so each is named by where it is.
    let module = own_plus_callees(&function(&format!("<module> ({path}:0)")));
    let nn = own_plus_callees(&("stdlib/nn.dmd".to_string(), "<module> (stdlib/nn.dmd:0)".to_string()));
    let whole: Vec<u64> = module.iter().zip(&nn).map(|(a, b)| a + b).collect();
    assert_eq!(Some(&whole), profile.totals.as_ref(), "the modules and their calls are the whole");
}

#[test]
fn the_checker_refuses_what_the_grammar_does_not_allow() {
    let good = "# callgrind format\nversion: 1\npositions: line\nevents: A B\nfl=(1) f\nfn=(1) g\n3 1 2\nfn=(1)\n4 5\ntotals: 6 2\n";
    let profile = parse(good).expect("valid");
    assert_eq!(profile.by_function[&("f".to_string(), "g".to_string())], [6, 2]);
    for bad in [
        "version: 1\nevents: A\nfl=(1) f\nfn=(2)\n3 1\n",
        "version: 2\nevents: A\n",
        "events: A\nfl=f\nfn=g\n3 1 2\n",
        "events: A\nfl=f\nfn=g\nthree 1\n",
        "events: A\n3 1\n",
        "events: A\nfl=f\nfn=g\n3 1",
        "events: A\nxx=f\n",
        "events: A\nfl=f\nfn=g\ncfn=h\ncalls=1 3\n",
        "events: A\nfl=f\nfn=g\ncalls=1 3\n4 1\n",
        "events: A\nfl=f\nfn=g\ncfn=h\ncalls=1\n4 1\n",
    ] {
        assert!(parse(bad).is_err(), "accepted {bad:?}");
    }
}

#[test]
fn a_bad_callgrind_path_is_a_usage_error() {
    let (code, stderr) = dmdpy(&["run", "-q", "--callgrind", "/no/such/dir/x.cg", "programs/example.dmd"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("error: cannot write /no/such/dir/x.cg"), "{stderr}");
    let (code, stderr) = dmdpy(&["run", "-q", "--callgrind", "-", "--json", "-", "programs/example.dmd"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("only one of --json, --callgrind and --html"), "{stderr}");
}
