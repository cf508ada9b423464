#!/usr/bin/env python3
"""Writes each fuzz target's seed corpus from the repository's fixtures (never copied into the repository).

usage: seeds.py <repository root> <corpus root> <target>...
Each target's `seeds` file lists `kind: glob` lines; the kinds are
  file               the file as it is
  inline-resolver    a DTCG resolver with every file `$ref` replaced by the JSON it names (inline sets)
  mustache-spec      every test of a Mustache spec file, as template, NUL, data as JSON
  mustache-template  a template file followed by NUL and `{}`
  folder             a folder (the glob names folders, or files standing for a folder of one) as the dialect folder
                     targets read it: every *.json below it, project files ($themes, $metadata) first, each as its
                     path, a line feed and its contents, the files separated by NUL (see Tests/Fuzz/DialectFuzz.swift)
  json-strings       every string value of a JSON file, one seed each (colours, math expressions, dimensions)
"""
import glob, hashlib, json, os, sys

def inline(value, base):
    if isinstance(value, dict):
        ref = value.get("$ref")
        if isinstance(ref, str) and not ref.startswith("#") and len(value) == 1:
            path = os.path.join(base, ref.split("#")[0])
            try:
                with open(path, encoding="utf-8") as f:
                    return inline(json.load(f), os.path.dirname(path))
            except (OSError, ValueError):
                return value
        return {k: inline(v, base) for k, v in value.items()}
    if isinstance(value, list):
        return [inline(v, base) for v in value]
    return value

def folder_files(path):
    if os.path.isfile(path):
        return [(os.path.basename(path), path)]
    found = []
    for base, dirs, files in os.walk(path):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".json"):
                full = os.path.join(base, name)
                found.append((os.path.relpath(full, path), full))
    first = lambda item: (not item[0].startswith("$"), item[0])
    return sorted(found, key=first)

def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)

def seeds(kind, path):
    if kind == "folder":
        parts = []
        for relative, full in folder_files(path):
            with open(full, "rb") as f:
                parts.append(relative.encode() + b"\n" + f.read())
        yield b"\0".join(parts)
        return
    with open(path, "rb") as f:
        raw = f.read()
    if kind == "json-strings":
        try:
            value = json.loads(raw)
        except ValueError:
            return
        for text in sorted(set(strings(value))):
            yield text.encode()
    elif kind == "file":
        yield raw
    elif kind == "inline-resolver":
        yield json.dumps(inline(json.loads(raw), os.path.dirname(path)), indent=1).encode()
    elif kind == "mustache-spec":
        for test in json.loads(raw).get("tests", []):
            data = {k: v for k, v in test.get("data", {}).items()} if isinstance(test.get("data"), dict) else test.get("data")
            yield test["template"].encode() + b"\0" + json.dumps(data).encode()
            for name, partial in (test.get("partials") or {}).items():
                yield partial.encode() + b"\0" + json.dumps(data).encode()
    elif kind == "mustache-template":
        yield raw + b"\0{}"
    else:
        sys.exit(f"{path}: unknown seed kind '{kind}'")

def main():
    root, corpus_root, targets = sys.argv[1], sys.argv[2], sys.argv[3:]
    for target in targets:
        out = os.path.join(corpus_root, target)
        os.makedirs(out, exist_ok=True)
        count = 0
        with open(os.path.join(root, "Tests/Fuzz", target, "seeds"), encoding="utf-8") as spec:
            for line in spec:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                kind, pattern = (part.strip() for part in line.split(":", 1))
                paths = sorted(glob.glob(os.path.join(root, pattern), recursive=True))
                if not paths:
                    sys.exit(f"Tests/Fuzz/{target}/seeds: '{pattern}' matches no file")
                for path in paths:
                    for seed in seeds(kind, path):
                        name = hashlib.sha1(seed).hexdigest()
                        with open(os.path.join(out, name), "wb") as f:
                            f.write(seed)
                        count += 1
        print(f"{target}: {count} seeds")

main()
