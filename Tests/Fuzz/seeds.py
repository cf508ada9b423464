#!/usr/bin/env python3
"""Writes each fuzz target's seed corpus from the repository's fixtures (never copied into the repository).

usage: seeds.py <repository root> <corpus root> <target>...
Each target's `seeds` file lists `kind: glob` lines; the kinds are
  file               the file as it is
  inline-resolver    a DTCG resolver with every file `$ref` replaced by the JSON it names (inline sets)
  mustache-spec      every test of a Mustache spec file, as template, NUL, data as JSON
  mustache-template  a template file followed by NUL and `{}`
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

def seeds(kind, path):
    with open(path, "rb") as f:
        raw = f.read()
    if kind == "file":
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
