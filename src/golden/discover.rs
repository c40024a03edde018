//! Which programs `dmdpy test` runs: every `*.dmd` under the paths given
//! (a file is taken as it is), in a stable order. Hidden folders
//! (`.git`) are skipped and symbolic links to folders are not followed,
//! so a walk ends.

use std::path::{Path, PathBuf};

use crate::terminal::printable;

/// The programs under `paths`, sorted, each once; a path that does not
/// exist, or a file that is not a `.dmd`, is an error.
pub fn dmd_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut found = Vec::new();
    for path in paths {
        let shown = printable(&path.display().to_string());
        let meta = std::fs::metadata(path).map_err(|e| format!("{shown}: {}", reason(&e)))?;
        if meta.is_dir() {
            let mut inside = Vec::new();
            walk(path, &mut inside).map_err(|e| format!("{shown}: {e}"))?;
            // `dmdpy test` in a folder names its programs as `ls` does.
            let here = path.as_os_str() == ".";
            found.extend(inside.into_iter().map(|p| match here {
                true => p.strip_prefix(".").map(Path::to_path_buf).unwrap_or(p),
                false => p,
            }));
        } else if is_dmd(path) {
            found.push(path.clone());
        } else {
            return Err(format!("{shown} is not a .dmd program"));
        }
    }
    found.sort();
    found.dedup();
    Ok(found)
}

fn reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file or folder".into(),
        _ => e.to_string(),
    }
}

fn is_dmd(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "dmd")
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let kind = entry.file_type()?;
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        if kind.is_dir() && !hidden {
            walk(&path, found)?;
        } else if !kind.is_dir() && is_dmd(&path) && (kind.is_file() || path.is_file()) {
            found.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_found_sorted_and_hidden_folders_skipped() {
        let root = std::env::temp_dir().join(format!("dmdpy-discover-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for dir in ["b", ".hidden", "a/deep"] {
            std::fs::create_dir_all(root.join(dir)).unwrap();
        }
        for file in ["b/x.dmd", ".hidden/y.dmd", "a/deep/z.dmd", "a/notes.txt", "top.dmd"] {
            std::fs::write(root.join(file), "").unwrap();
        }
        let found = dmd_files(std::slice::from_ref(&root)).unwrap();
        let names: Vec<String> = found.iter().map(|p| p.strip_prefix(&root).unwrap().display().to_string()).collect();
        assert_eq!(names, ["a/deep/z.dmd", "b/x.dmd", "top.dmd"]);
        assert!(dmd_files(&[root.join("nope")]).unwrap_err().ends_with("no such file or folder"));
        assert!(dmd_files(&[root.join("a/notes.txt")]).unwrap_err().ends_with("is not a .dmd program"));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
