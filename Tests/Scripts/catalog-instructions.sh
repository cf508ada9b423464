#!/usr/bin/env bash
# Instructions one catalog (or Swift) generation of the benchmark's 10,000 tokens takes, counted by valgrind, so
# the figure does not move with the load on a shared machine: the benchmark's side run once and six times
# (AURUM_CATALOG_ONLY, AURUM_CATALOG_REPEAT), the difference divided by five. Needs a release build:
#   swift build -c release --product aurum-codegen-bench && Tests/Scripts/catalog-instructions.sh [catalog|swift]
set -euo pipefail
side=${1:-catalog}
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary=${BENCH:-$root/.build/release/aurum-codegen-bench}
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
[ -x "$binary" ] || { echo "error: no $binary; build it with swift build -c release --product aurum-codegen-bench" >&2; exit 1; }
count() {
  local out; out=$(mktemp)
  AURUM_CATALOG_ONLY=$side AURUM_CATALOG_REPEAT=$1 valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" catalog 2>&1 \
    | sed -n 's/.*Collected : *//p'
  rm -f "$out"
}
once=$(count 1)
six=$(count 6)
echo "$side: $(( (six - once) / 5 )) instructions per run"
