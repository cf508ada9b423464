#!/usr/bin/env bash
# The test command (README, .ci/run): installs what the tests need beyond the Swift toolchain when it is
# missing, then builds and runs every test in parallel.
#
# The Code Connect tests run generated templates under node, through TypeScript's transpileModule as Figma's
# CLI does, and type-check them with tsc --strict: Debian's nodejs and node-typescript. Nothing else beyond
# Swift is needed by `swift test` (python3 and chromium serve the scripts .ci/run calls, which install them).
#
# Usage: Tests/Scripts/test.sh [swift test arguments…]     e.g. --filter CodeConnect
set -euo pipefail
cd "$(dirname "$0")/../.."

# ../shared beside the repository holds the conformance suites and Figma's Code Connect declarations.
for needed in suites/JSONTestSuite/test_parsing suites/mustache-spec/specs reference/code-connect-types/figma-types.d.ts; do
  if [ ! -e "../shared/$needed" ]; then
    echo "error: ../shared/$needed is missing ($(cd .. && pwd)/shared must sit beside the repository); the tests cannot run" >&2
    exit 1
  fi
done

missing=()
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v tsc >/dev/null 2>&1 || missing+=(node-typescript)
if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: the tests need ${missing[*]} (Debian package names); install them and run again" >&2
    exit 1
  fi
  as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
  echo "test.sh: installing ${missing[*]} with apt-get (the Code Connect tests run node and tsc)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

swift build --build-tests
# Swift Testing runs the tests of the one test process concurrently, one worker thread per core.
swift test --skip-build --parallel "$@"
