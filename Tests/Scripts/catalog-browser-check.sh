#!/usr/bin/env bash
# Loads every page of the checked-in catalogs (the Aurum tokens' and the catalog fixture's; `swift test` and
# `aurum-codegen check` keep them equal to what the generator writes) and a drift report in headless Chromium,
# and checks what a reader sees: see catalog-browser-check.mjs. Installs Debian's chromium when it is missing.
# Screenshots go to .build/catalog-check/screenshots (not committed).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if ! command -v node >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs >/dev/null
fi

out=.build/catalog-check
rm -rf "$out"
mkdir -p "$out"

# A drift report with findings of every category: the saved Figma responses against the Aurum tokens.
swift build --product aurum-codegen >/dev/null
bin="$(swift build --show-bin-path)/aurum-codegen"
figma=Tests/AurumCodegenCoreTests/Fixtures/Figma
set +e
"$bin" drift --variables "$figma/variables-local.json" --nodes "$figma/nodes-aurum.json" --format html > "$out/drift.html"
status=$?
set -e
if [ "$status" -ne 1 ]; then
  echo "error: drift --format html exited with $status, expected 1 (drift found)" >&2
  exit 1
fi

pages=()
add() {  # add <name prefix> <catalog folder>
  local file name
  while IFS= read -r file; do
    name="$1-$(echo "${file#"$2"/}" | sed 's/\.html$//; s#/#-#g')"
    pages+=("$name=$file")
  done < <(find "$2" -name '*.html' | LC_ALL=C sort)
}
add aurum Tests/Reference/Aurum/Catalog
add fixture Tests/Reference/Catalog/Fixture
pages+=("drift=$out/drift.html")

# node 20 has a WebSocket client behind a flag; older nodes reject the flag, and the script brings its own client.
flag=""
if node --experimental-websocket -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' 2>/dev/null; then flag=--experimental-websocket; fi
node $flag Tests/Scripts/catalog-browser-check.mjs "$out/screenshots" \
  Tests/Scripts/catalog-fixture-expectations.json "${pages[@]}"
