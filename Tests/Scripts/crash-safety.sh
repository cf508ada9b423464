#!/usr/bin/env bash
# Kills `aurum-codegen generate` with SIGKILL at random moments while it rewrites the outputs of a 10,000-token
# project, and checks after every kill that each output file is byte for byte either its old or its new version
# (never torn, never empty), that nothing but the tool's own staged files is left beside them, and that the next
# run finishes the job. Then runs two `generate`s on the same output folder at once, from configurations with
# different tokens, and checks the folder holds exactly one run's complete output.
#
# Usage: crash-safety.sh [runs]          (default 200; .ci/run uses 20)
#   AURUM_CODEGEN   the binary to run (default: builds and uses the debug build, .build/debug/aurum-codegen)
set -euo pipefail
runs=${1:-200}
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
if [ -z "${AURUM_CODEGEN:-}" ]; then
  swift build --product aurum-codegen >/dev/null
  AURUM_CODEGEN="$(swift build --show-bin-path)/aurum-codegen"
fi
tool=$AURUM_CODEGEN
work=$(mktemp -d "${TMPDIR:-/tmp}/aurum-crash.XXXXXX")
trap 'rm -rf "$work"' EXIT

# A package of its own: two token sets (old and new) of 10,000 colours and dimensions whose every value differs,
# so every generated file changes between them. 100 declarations per file: about a hundred files per set.
python3 - "$work" <<'EOF'
import json, os, sys
work = sys.argv[1]
os.makedirs(work + "/tokens", exist_ok=True)
open(work + "/Package.swift", "w").write("// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"crash\")\n")
for name, shift in (("old", 0.0), ("new", 0.5)):
    colors = {"$type": "color"}
    sizes = {"$type": "dimension"}
    for g in range(50):
        colors["g%d" % g] = {"c%d" % i: {"$value": {"colorSpace": "srgb", "components": [((g * 100 + i) % 997) / 997 * 0.5 + shift, 0.2, 0.3]},
                                         "$description": "%s colour %d.%d" % (name, g, i)} for i in range(100)}
        sizes["g%d" % g] = {"s%d" % i: {"$value": {"value": g * 100 + i + (1000 if shift else 0), "unit": "px"}} for i in range(100)}
    json.dump({"color": colors, "size": sizes}, open(work + "/tokens/%s.tokens.json" % name, "w"))
    json.dump({"tokens": {"files": ["tokens/%s.tokens.json" % name]},
               "swift": {"output": "Out", "prefix": "Crash", "maxDeclarationsPerFile": 100,
                         "namespaces": {"color": "Colors", "size": "Sizes"}}},
              open(work + "/%s.json" % name, "w"))
EOF

# The two complete outputs.
for state in old new; do
  "$tool" generate --config "$work/$state.json" >/dev/null
  mv "$work/Out" "$work/expected-$state"
done
files=$(find "$work/expected-old" -type f | wc -l)

# Milliseconds one run takes, so the kills spread over the whole run (rendering and writing alike).
cp -R "$work/expected-old" "$work/Out"
started=$(date +%s%N)
"$tool" generate --config "$work/new.json" >/dev/null
duration_ms=$(( ($(date +%s%N) - started) / 1000000 ))
echo "10,000 tokens, $files files per output; one generate takes ${duration_ms} ms; $runs kills"

check_tree() {  # every file is the old or the new version of itself; leftovers only staged files
  python3 - "$work" <<'EOF'
import os, re, sys
work = sys.argv[1]
out, old, new = work + "/Out", work + "/expected-old", work + "/expected-new"
staged = re.compile(r"^\..+\.aurum-[0-9A-F-]{36}\.tmp$", re.I)
counts = {"old": 0, "new": 0, "staged": 0}
bad = []
for name in sorted(os.listdir(out)):
    path = os.path.join(out, name)
    if staged.match(name):
        counts["staged"] += 1
        continue
    data = open(path, "rb").read()
    versions = [v for v in (old, new) if os.path.exists(os.path.join(v, name))]
    if not versions:
        bad.append("%s: neither old nor new has it" % name)
    elif any(data == open(os.path.join(v, name), "rb").read() for v in versions):
        counts["old" if os.path.exists(os.path.join(old, name)) and data == open(os.path.join(old, name), "rb").read() else "new"] += 1
    else:
        bad.append("%s: %d bytes, neither the old nor the new version (torn or empty)" % (name, len(data)))
for name in os.listdir(old):
    if not os.path.exists(os.path.join(out, name)) and os.path.exists(os.path.join(new, name)):
        bad.append("%s: missing" % name)
if bad:
    print("\n".join(bad[:20]), file=sys.stderr)
    sys.exit(1)
print("%d %d %d" % (counts["old"], counts["new"], counts["staged"]))
EOF
}

mixed=0 untouched=0 finished=0 staged_total=0
for run in $(seq 1 "$runs"); do
  rm -rf "$work/Out"
  cp -R "$work/expected-old" "$work/Out"
  if [ $((run % 3)) -ne 0 ]; then
    # Two kills in three anywhere in the run (rendering, staging, renaming, stale removal)…
    delay_ms=$(( RANDOM % (duration_ms + 1) ))
    "$tool" generate --config "$work/new.json" >/dev/null 2>&1 &
    pid=$!
    sleep "$(awk "BEGIN { print $delay_ms / 1000 }")"
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  else
    # …and one in three at once or within 1 ms of the first file renamed into place: the few milliseconds in which the
    # staged files are renamed, which a kill at a uniformly random moment rarely hits.
    delay_ms=$(python3 - "$tool" "$work" <<'PY'
import os, random, re, signal, subprocess, sys, time
tool, work = sys.argv[1], sys.argv[2]
staged = re.compile(r"^\..+\.aurum-[0-9A-F-]{36}\.tmp$", re.I)
process = subprocess.Popen([tool, "generate", "--config", work + "/new.json"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
out = work + "/Out"
inodes = {n: os.stat(os.path.join(out, n)).st_ino for n in os.listdir(out)}
def renaming():
    # A file renamed into place has a new inode; staged files appear before the first rename.
    for name, inode in inodes.items():
        try:
            if os.stat(os.path.join(out, name)).st_ino != inode:
                return True
        except FileNotFoundError:
            pass
    return False
while process.poll() is None and not any(staged.match(n) for n in os.listdir(out)):
    time.sleep(0.0002)
while process.poll() is None and not renaming():
    pass
delay = random.choice([0.0, random.uniform(0, 0.001)])
if delay:
    time.sleep(delay)
if process.poll() is None:
    process.send_signal(signal.SIGKILL)
process.wait()
print(int(delay * 1000))
PY
)
  fi
  if ! result=$(check_tree); then
    echo "error: run $run (killed after ${delay_ms} ms) left a torn output" >&2
    exit 1
  fi
  read -r old_count new_count staged <<<"$result"
  staged_total=$((staged_total + staged))
  if [ "$new_count" -eq 0 ]; then untouched=$((untouched + 1))
  elif [ "$old_count" -eq 0 ]; then finished=$((finished + 1))
  else mixed=$((mixed + 1)); fi
  # The next run completes the job and clears what the killed one staged.
  if [ $((run % 10)) -eq 0 ]; then
    "$tool" generate --config "$work/new.json" >/dev/null
    diff -r "$work/Out" "$work/expected-new" >/dev/null || { echo "error: run $run: the run after the kill did not finish the output" >&2; exit 1; }
  fi
done
echo "kills: $runs; every file whole each time (killed before writing: $untouched, while writing: $mixed, after: $finished; staged files left for the next run: $staged_total)"

# Two runs at once on one folder: the lock makes them take turns; the folder ends as one run's whole output.
for round in 1 2 3 4 5; do
  rm -rf "$work/Out"
  "$tool" generate --config "$work/old.json" >/dev/null &
  first=$!
  "$tool" generate --config "$work/new.json" >/dev/null &
  second=$!
  wait "$first" && wait "$second" || { echo "error: a concurrent run failed" >&2; exit 1; }
  if ! diff -r "$work/Out" "$work/expected-old" >/dev/null && ! diff -r "$work/Out" "$work/expected-new" >/dev/null; then
    echo "error: two runs at once (round $round) left a mix of both outputs" >&2
    exit 1
  fi
done
echo "concurrent runs: 5 rounds, each ended with one run's complete output"
