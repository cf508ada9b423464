#!/usr/bin/env bash
# A token error in Tests/ExampleConsumer fails `swift build`, and the tool's diagnostic reaches the build
# output as `path:line:column: error: message` naming the token file and the token's position. Restoring the
# file makes the build pass again. The edited token file is restored on exit.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
consumer="$root/Tests/ExampleConsumer"
cd "$consumer"

brand=Sources/BrandTokens/brand.tokens.json
backup=$(mktemp)
log=$(mktemp)
cp "$brand" "$backup"
trap 'cp "$backup" "$brand"; rm -f "$backup" "$log"' EXIT

fail() { echo "plugin-diagnostics-check: FAIL: $*" >&2; echo "--- swift build log:" >&2; cat "$log" >&2; exit 1; }

# An alias to a token that does not exist: {color.signl}.
sed -i 's/"{color.signal}"/"{color.signl}"/' "$brand"
line=$(grep -n '{color.signl}' "$brand" | cut -d: -f1)
[ -n "$line" ] || fail "could not edit $brand"
if swift build >"$log" 2>&1; then fail "swift build succeeded with a broken alias"; fi
pattern="^$consumer/$brand:$line:[0-9]+: error: .*color\.signl"
grep -Eq "$pattern" "$log" || fail "no diagnostic matching '$pattern'"
echo "ok: swift build fails with: $(grep -E "$pattern" "$log" | head -1)"

cp "$backup" "$brand"
swift build >"$log" 2>&1 || fail "swift build still fails after the token file was restored"
echo "ok: the build passes again once the token file is fixed"
