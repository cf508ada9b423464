#!/usr/bin/env bash
# Incremental builds of Tests/ExampleConsumer with the build plugin. Checks, from `swift build`'s own log:
#   1. an unchanged build runs nothing: no generation, no compilation, no linking;
#   2. touching a token file (or a component manifest) runs generation once, for its target only, and as the
#      output is byte-identical nothing recompiles;
#   3. a changed token value runs generation once, recompiles, and token-probe prints the new value;
#   4. the plugin never writes into the source tree.
# The edited token file is restored on exit. Run from anywhere; CI runs it from .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
consumer="$root/Tests/ExampleConsumer"
cd "$consumer"

brand=Sources/BrandTokens/brand.tokens.json
backup=$(mktemp)
log=$(mktemp)
cp "$brand" "$backup"
trap 'cp "$backup" "$brand"; rm -f "$backup" "$log"' EXIT

fail() { echo "incremental-build-check: FAIL: $*" >&2; echo "--- swift build log:" >&2; cat "$log" >&2; exit 1; }

# Builds, then sets: generated (tool runs), compiled (Swift files compiled), linked (binaries linked).
build() {
  swift build >"$log" 2>&1 || fail "swift build failed"
  generated=$(grep -c 'Generating design-token Swift for' "$log" || true)
  compiled=$(grep -E '\] Compiling ' "$log" | grep -vc 'Compiling plugin' || true)
  linked=$(grep -c '\] Linking ' "$log" || true)
}
probe() { .build/debug/token-probe | grep '^BrandColors.signal'; }

build  # whatever state .build is in, start from an up-to-date build
build
[ "$generated" -eq 0 ] && [ "$compiled" -eq 0 ] && [ "$linked" -eq 0 ] \
  || fail "unchanged build: expected nothing to run, got $generated generation(s), $compiled compile(s), $linked link(s)"
echo "ok: unchanged build runs nothing"

touch Sources/AurumTokens/tokens/semantic/light.tokens.json
build
[ "$generated" -eq 1 ] || fail "touched token file: expected 1 generation, got $generated"
grep -q 'Generating design-token Swift for AurumTokens' "$log" || fail "touched token file: AurumTokens was not regenerated"
[ "$compiled" -eq 0 ] && [ "$linked" -eq 0 ] || fail "touched token file: identical output, yet $compiled compile(s), $linked link(s)"
build
[ "$generated" -eq 0 ] || fail "build after the touch ran generation again"
echo "ok: touching a token file runs generation once and recompiles nothing"

touch Sources/AurumTokens/tokens/components/AurumNavBar.component.json
build
[ "$generated" -eq 1 ] && [ "$compiled" -eq 0 ] && [ "$linked" -eq 0 ] \
  || fail "touched manifest: expected 1 generation and nothing else, got $generated generation(s), $compiled compile(s), $linked link(s)"
echo "ok: touching a component manifest runs generation once and recompiles nothing"

before=$(probe)
sed -i 's/"components": \[1, 0.4, 0\]/"components": [0, 0.4, 1]/' "$brand"
cmp -s "$brand" "$backup" && fail "could not edit $brand"
build
[ "$generated" -eq 1 ] || fail "changed value: expected 1 generation, got $generated"
[ "$compiled" -ge 1 ] || fail "changed value: nothing recompiled"
after=$(probe)
[ "$after" = "BrandColors.signal 0.0 0.4 1.0" ] || fail "changed value: token-probe prints '$after' (before: '$before')"
echo "ok: a changed value regenerates once, recompiles $compiled file(s), links $linked binary(ies): '$before' -> '$after'"

# A second apart from the edit's build: within one second SwiftPM once took the restored output as unchanged
# (seen once in CI: generation ran, nothing recompiled).
sleep 1
cp "$backup" "$brand"
build
[ "$(probe)" = "$before" ] || fail "restored value: token-probe prints '$(probe)', expected '$before'"

if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  changes=$(git -C "$root" status --porcelain --untracked-files=all -- Tests/ExampleConsumer)
  [ -z "$changes" ] || fail "the build wrote into the source tree: $changes"
  echo "ok: nothing written into the source tree"
fi
