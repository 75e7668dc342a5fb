//! Reading `src/` as a graph of modules, for `tests/architecture.rs`.
//!
//! The reading is lexical: comments (so doc links), strings and character
//! literals are left out, then every path that starts with `crate`,
//! `super`, `self`, a child module or a name a `use` brought in is resolved
//! to the deepest file module it names. Items under `#[cfg(test)]` (and the
//! test files they declare) are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module path inside the crate (`["session", "acts"]`); empty for the root.
pub type ModPath = Vec<String>;

/// One source file of the library, with its comments and literals left out.
pub struct SourceFile {
    /// The path below `src/`, for messages.
    pub shown: String,
    pub module: ModPath,
    pub tokens: Vec<Token>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Ident(String),
    PathSep,
    Punct(char),
}

/// A path found in a file: its segments, where it was found (the current
/// module, inline `mod` blocks included) and, for a `use`, the name it binds.
pub struct FoundPath {
    pub scope: ModPath,
    pub segments: Vec<String>,
    pub binds: Option<String>,
    pub is_use: bool,
}

pub fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, sorted.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
    out
}

/// The module a file holds, or `None` for the binary's `main.rs`.
pub fn module_of(relative: &Path) -> Option<ModPath> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs")?;
    match (parts.is_empty(), stem) {
        (true, "main") => None,
        (true, "lib") => Some(Vec::new()),
        (_, "mod") => Some(parts),
        _ => {
            parts.push(stem.to_string());
            Some(parts)
        }
    }
}

pub fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// The code with comments, string literals and character literals replaced
/// by spaces.
pub fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    while i < c.len() {
        let prev_ident = i > 0 && is_ident_char(c[i - 1]);
        if c[i] == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if !prev_ident
            && (c[i] == 'r' || (c[i] == 'b' && at(i + 1) == 'r'))
            && matches!(at(i + 1 + usize::from(c[i] == 'b')), '"' | '#')
        {
            // A raw string: r"…", r#"…"#, br"…".
            let mut j = i + 1 + usize::from(c[i] == 'b');
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' {
                // `r#ident`: a raw identifier.
                out.push(c[i]);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= c.len() {
                    break;
                }
                if c[j] == '"' && (1..=hashes).all(|k| at(j + k) == '#') {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
            out.push(' ');
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else if c[i] == '\'' {
            if at(i + 1) == '\\' {
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(' ');
            } else if at(i + 2) == '\'' {
                i += 3;
                out.push(' ');
            } else {
                // A lifetime or a label.
                out.push('\'');
                i += 1;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

pub fn tokenize(code: &str) -> Vec<Token> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if c[i].is_whitespace() {
            i += 1;
        } else if is_ident_char(c[i]) {
            let start = i;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            if c[start].is_ascii_digit() {
                out.push(Token::Punct('0'));
            } else {
                out.push(Token::Ident(word.trim_start_matches("r#").to_string()));
            }
        } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
            out.push(Token::PathSep);
            i += 2;
        } else {
            out.push(Token::Punct(c[i]));
            i += 1;
        }
    }
    out
}

pub fn read_sources() -> Vec<SourceFile> {
    let src = src_dir();
    rust_files(&src)
        .into_iter()
        .filter_map(|path| {
            let relative = path.strip_prefix(&src).expect("below src").to_path_buf();
            let module = module_of(&relative)?;
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            Some(SourceFile {
                shown: relative.display().to_string(),
                module,
                tokens: tokenize(&strip(&text)),
            })
        })
        .collect()
}

/// Reads the paths of a `use` tree starting at `tokens[i]` (a prefix of
/// segments already read is `prefix`); returns the index after it.
pub fn use_tree(
    tokens: &[Token],
    mut i: usize,
    prefix: &[String],
    scope: &ModPath,
    out: &mut Vec<FoundPath>,
) -> usize {
    let mut segments = prefix.to_vec();
    loop {
        match tokens.get(i) {
            Some(Token::Ident(name)) => {
                segments.push(name.clone());
                i += 1;
            }
            Some(Token::Punct('{')) => {
                i += 1;
                loop {
                    match tokens.get(i) {
                        Some(Token::Punct('}')) => return i + 1,
                        Some(Token::Punct(',')) => i += 1,
                        None => return i,
                        _ => i = use_tree(tokens, i, &segments, scope, out),
                    }
                }
            }
            Some(Token::Punct('*')) => {
                out.push(FoundPath {
                    scope: scope.clone(),
                    segments,
                    binds: None,
                    is_use: true,
                });
                return i + 1;
            }
            _ => break,
        }
        if tokens.get(i) == Some(&Token::PathSep) {
            i += 1;
        } else {
            break;
        }
    }
    let mut binds = segments.last().cloned();
    if binds.as_deref() == Some("self") {
        segments.pop();
        binds = segments.last().cloned();
    }
    if tokens.get(i) == Some(&Token::Ident("as".into())) {
        if let Some(Token::Ident(alias)) = tokens.get(i + 1) {
            binds = Some(alias.clone());
        }
        i += 2;
    }
    out.push(FoundPath {
        scope: scope.clone(),
        segments,
        binds,
        is_use: true,
    });
    i
}

/// Whether `tokens[i..]` starts with `#[cfg(test)]`.
pub fn is_cfg_test(tokens: &[Token], i: usize) -> bool {
    let want = [
        Token::Punct('#'),
        Token::Punct('['),
        Token::Ident("cfg".into()),
        Token::Punct('('),
        Token::Ident("test".into()),
        Token::Punct(')'),
        Token::Punct(']'),
    ];
    tokens.get(i..i + want.len()) == Some(&want[..])
}

/// Skips the item an attribute at `tokens[i]` stands on (its other
/// attributes, then up to its `;` or the end of its `{ … }`); returns the
/// index after it, and the name of a module it declares in a file of its
/// own (`mod tests;`).
pub fn skip_item(tokens: &[Token], mut i: usize) -> (usize, Option<String>) {
    while tokens.get(i) == Some(&Token::Punct('#')) {
        let mut depth = 0;
        i += 1;
        while let Some(token) = tokens.get(i) {
            i += 1;
            match token {
                Token::Punct('[') => depth += 1,
                Token::Punct(']') => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    if let (Some(Token::Ident(m)), Some(Token::Ident(name)), Some(Token::Punct(';'))) =
        (tokens.get(i), tokens.get(i + 1), tokens.get(i + 2))
        && m == "mod"
    {
        return (i + 3, Some(name.clone()));
    }
    let mut depth = 0;
    while let Some(token) = tokens.get(i) {
        i += 1;
        match token {
            Token::Punct(';') if depth == 0 => break,
            Token::Punct('{') => depth += 1,
            Token::Punct('}') => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    (i, None)
}

/// Every path in a file outside `#[cfg(test)]` items: `use` trees, and paths
/// in code (`a::b::c`); and the modules the file declares for tests only.
pub fn paths_in(file: &SourceFile) -> (Vec<FoundPath>, Vec<ModPath>) {
    let t = &file.tokens;
    let mut out = Vec::new();
    let mut tests = Vec::new();
    // Inline `mod name {` blocks: (name, brace depth inside it).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < t.len() {
        let scope = || {
            let mut s = file.module.clone();
            s.extend(inline.iter().map(|(n, _)| n.clone()));
            s
        };
        match &t[i] {
            Token::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Token::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
            }
            Token::Punct('#') if is_cfg_test(t, i) => {
                let (end, test_module) = skip_item(t, i);
                if let Some(name) = test_module {
                    let mut m = scope();
                    m.push(name);
                    tests.push(m);
                }
                i = end;
            }
            Token::Ident(word) if word == "mod" => {
                if let (Some(Token::Ident(name)), Some(Token::Punct('{'))) =
                    (t.get(i + 1), t.get(i + 2))
                {
                    depth += 1;
                    inline.push((name.clone(), depth));
                    i += 3;
                } else {
                    i += 1;
                }
            }
            Token::Ident(word) if word == "use" => {
                let mut j = i + 1;
                if t.get(j) == Some(&Token::PathSep) {
                    j += 1;
                }
                i = use_tree(t, j, &[], &scope(), &mut out);
            }
            Token::Ident(_) => {
                let preceded = i > 0 && matches!(t[i - 1], Token::PathSep | Token::Punct('$'));
                let mut segments = Vec::new();
                let mut j = i;
                while let Some(Token::Ident(name)) = t.get(j) {
                    segments.push(name.clone());
                    if t.get(j + 1) == Some(&Token::PathSep) {
                        j += 2;
                    } else {
                        j += 1;
                        break;
                    }
                }
                if !preceded && segments.len() > 1 {
                    out.push(FoundPath {
                        scope: scope(),
                        segments,
                        binds: None,
                        is_use: false,
                    });
                }
                i = j.max(i + 1);
            }
            _ => i += 1,
        }
    }
    (out, tests)
}

/// The source tree as a graph of file modules.
pub struct Tree {
    pub files: Vec<SourceFile>,
    pub modules: BTreeSet<ModPath>,
    /// Modules declared under `#[cfg(test)]` in files of their own.
    pub tests: BTreeSet<ModPath>,
}

impl Tree {
    pub fn read() -> Self {
        let files = read_sources();
        let modules = files.iter().map(|f| f.module.clone()).collect();
        let tests = files.iter().flat_map(|f| paths_in(f).1).collect();
        Tree {
            files,
            modules,
            tests,
        }
    }

    /// The deepest file module a full path (from the crate root) names.
    pub fn file_of(&self, full: &[String]) -> ModPath {
        (0..=full.len())
            .rev()
            .map(|n| full[..n].to_vec())
            .find(|m| self.modules.contains(m))
            .unwrap_or_default()
    }

    /// A path as written in `scope`, made absolute; `None` when it leaves
    /// the crate (std, another crate) or names a local item.
    pub fn absolute(
        &self,
        scope: &ModPath,
        segments: &[String],
        names: &BTreeMap<String, ModPath>,
    ) -> Option<ModPath> {
        let first = segments.first()?;
        let (mut base, rest) = match first.as_str() {
            "crate" => (Vec::new(), &segments[1..]),
            "self" => (scope.clone(), &segments[1..]),
            "super" => {
                let mut base = scope.clone();
                let mut rest = segments;
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
                (base, rest)
            }
            name => {
                let mut child = scope.clone();
                child.push(name.to_string());
                if self.modules.contains(&child) {
                    (child, &segments[1..])
                } else {
                    (names.get(name)?.clone(), &segments[1..])
                }
            }
        };
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// For each file, the file modules it names, with the first path that
    /// named each (for messages).
    pub fn edges(&self) -> BTreeMap<ModPath, BTreeMap<ModPath, String>> {
        let mut edges: BTreeMap<ModPath, BTreeMap<ModPath, String>> = BTreeMap::new();
        for file in &self.files {
            if self.tests.iter().any(|t| file.module.starts_with(t)) {
                continue;
            }
            let (found, _) = paths_in(file);
            // Names brought in by `use` that are modules of this crate.
            let mut names = BTreeMap::new();
            for _ in 0..2 {
                for p in found.iter().filter(|p| p.is_use) {
                    if let (Some(bound), Some(full)) =
                        (&p.binds, self.absolute(&p.scope, &p.segments, &names))
                        && self.modules.contains(&full)
                    {
                        names.insert(bound.clone(), full);
                    }
                }
            }
            let mine = edges.entry(file.module.clone()).or_default();
            for p in &found {
                if let Some(full) = self.absolute(&p.scope, &p.segments, &names) {
                    let target = self.file_of(&full);
                    mine.entry(target)
                        .or_insert_with(|| format!("{}: {}", file.shown, p.segments.join("::")));
                }
            }
        }
        edges
    }

    pub fn shown(&self, module: &ModPath) -> String {
        self.files
            .iter()
            .find(|f| &f.module == module)
            .map_or_else(|| module.join("::"), |f| f.shown.clone())
    }
}

/// The groups of nodes that reach each other (Tarjan's strongly connected
/// components), only those of more than one node.
pub fn cycles<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    struct State<N> {
        index: BTreeMap<N, usize>,
        low: BTreeMap<N, usize>,
        stack: Vec<N>,
        on_stack: BTreeSet<N>,
        out: Vec<Vec<N>>,
    }
    fn visit<N: Ord + Clone>(n: &N, g: &BTreeMap<N, BTreeSet<N>>, s: &mut State<N>) {
        let i = s.index.len();
        s.index.insert(n.clone(), i);
        s.low.insert(n.clone(), i);
        s.stack.push(n.clone());
        s.on_stack.insert(n.clone());
        for m in g.get(n).into_iter().flatten() {
            if !s.index.contains_key(m) {
                visit(m, g, s);
                let low = s.low[n].min(s.low[m]);
                s.low.insert(n.clone(), low);
            } else if s.on_stack.contains(m) {
                let low = s.low[n].min(s.index[m]);
                s.low.insert(n.clone(), low);
            }
        }
        if s.low[n] == s.index[n] {
            let mut group = Vec::new();
            loop {
                let m = s.stack.pop().expect("on the stack");
                s.on_stack.remove(&m);
                let done = &m == n;
                group.push(m);
                if done {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                s.out.push(group);
            }
        }
    }
    let mut s = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for n in graph.keys() {
        if !s.index.contains_key(n) {
            visit(n, graph, &mut s);
        }
    }
    s.out
}
