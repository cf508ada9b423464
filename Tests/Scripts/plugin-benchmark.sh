#!/usr/bin/env bash
# What the build plugin costs. Builds Tests/ExampleConsumer twice from scratch: as it is (plugin), and as a copy
# with the plugin's generated Swift checked into its targets instead (no plugin, no dependency). Then times
# no-op `swift build`s of both, interleaved, and reports the medians and their ratio (target ≤ 1.10), and what
# the plugin adds to the first build (mostly compiling the aurum-codegen tool).
# Usage: plugin-benchmark.sh [runs]   (default 7). Fails only on a gross regression: a no-op ratio above 1.5.
set -euo pipefail
runs=${1:-7}
root="$(cd "$(dirname "$0")/../.." && pwd)"
consumer="$root/Tests/ExampleConsumer"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
calc() { awk "BEGIN { print $1 }"; }
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
quiet_build() { (cd "$1" && swift build --scratch-path "$2" >"$work/log" 2>&1) || { cat "$work/log" >&2; exit 1; }; }

# 1. First build with the plugin: the tool is compiled, then run, then the targets compile.
start=$(now); quiet_build "$consumer" "$work/plugin-build"; plugin_first=$(elapsed "$start" "$(now)")

# 2. The same package with the generated files checked in.
copy="$work/checked-in"
mkdir -p "$copy"
cp -R "$consumer/Tests" "$copy/Tests"
for target in AurumTokens BrandTokens token-probe; do
  mkdir -p "$copy/Sources/$target"
  cp "$consumer/Sources/$target/"*.swift "$copy/Sources/$target/"
  generated="$work/plugin-build/plugins/outputs/exampleconsumer/$target/destination/AurumCodegenPlugin/GeneratedSources"
  if [ -d "$generated" ]; then cp "$generated/"*.swift "$copy/Sources/$target/"; fi
done
cat >"$copy/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ExampleConsumer",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "AurumTokens"),
        .target(name: "BrandTokens"),
        .executableTarget(name: "token-probe", dependencies: ["AurumTokens", "BrandTokens"]),
        .testTarget(name: "ExampleConsumerTests", dependencies: ["AurumTokens", "BrandTokens"]),
    ]
)
MANIFEST
start=$(now); quiet_build "$copy" "$work/checked-in-build"; checked_first=$(elapsed "$start" "$(now)")

# 3. No-op builds, interleaved so that machine noise falls on both alike, after one untimed each.
quiet_build "$consumer" "$work/plugin-build"; quiet_build "$copy" "$work/checked-in-build"
plugin_times=(); checked_times=()
for _ in $(seq "$runs"); do
  start=$(now); quiet_build "$consumer" "$work/plugin-build"; plugin_times+=("$(elapsed "$start" "$(now)")")
  start=$(now); quiet_build "$copy" "$work/checked-in-build"; checked_times+=("$(elapsed "$start" "$(now)")")
done
plugin_median=$(median "${plugin_times[@]}")
checked_median=$(median "${checked_times[@]}")
ratio=$(calc "$plugin_median / $checked_median")

printf 'no-op swift build, %d runs each (s):\n' "$runs"
printf '  plugin      %s\n' "${plugin_times[*]}"
printf '  checked-in  %s\n' "${checked_times[*]}"
printf '  medians: plugin %.3f s, checked-in %.3f s, ratio %.3f (target <= 1.10: %s)\n' \
  "$plugin_median" "$checked_median" "$ratio" "$([ "$(calc "($ratio <= 1.10)")" = 1 ] && echo met || echo NOT met)"
printf 'first build from scratch: plugin %.1f s, checked-in %.1f s, the plugin adds %.1f s\n' \
  "$plugin_first" "$checked_first" "$(calc "$plugin_first - $checked_first")"
if [ "$(calc "($ratio > 1.5)")" = 1 ]; then
  echo "plugin-benchmark: FAIL: a no-op build with the plugin takes $ratio times as long" >&2
  exit 1
fi
