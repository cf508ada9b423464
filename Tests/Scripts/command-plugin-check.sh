#!/usr/bin/env bash
# The command plugin on Tests/ExampleConsumer: `swift package --allow-writing-to-package-directory
# generate-code-connect` writes the Code Connect files and pages into the folders the AurumTokens configuration
# names (FigmaConnect/, Docs/Components/, ignored by git there), skips BrandTokens (no such outputs), and writes
# nothing else. Without the permission flag it refuses. The build plugin never produces Code Connect files.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
consumer="$root/Tests/ExampleConsumer"
reference="$root/Tests/Reference/Aurum/FigmaConnect"
cd "$consumer"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
fail() { echo "command-plugin-check: FAIL: $*" >&2; echo "--- log:" >&2; cat "$log" >&2; exit 1; }

rm -rf FigmaConnect Docs
if swift package generate-code-connect </dev/null >"$log" 2>&1; then fail "ran without --allow-writing-to-package-directory"; fi
grep -q 'allow-writing-to-package-directory' "$log" || fail "no hint at --allow-writing-to-package-directory"
[ ! -e FigmaConnect ] && [ ! -e Docs ] || fail "wrote files without the permission"
echo "ok: refuses without --allow-writing-to-package-directory"

swift package --allow-writing-to-package-directory generate-code-connect >"$log" 2>&1 || fail "generate-code-connect failed"
grep -q 'BrandTokens: aurum-codegen.json names no codeConnect or pages output' "$log" || fail "BrandTokens was not skipped"
for name in AurumGlobalHeader AurumNavBar AurumPageHeader AurumTabRow; do
  # Same manifests, same templates: the files equal the repository's reference output.
  cmp FigmaConnect/Templates/$name.figma.ts "$reference/Templates/$name.figma.ts" || fail "$name.figma.ts differs from the reference"
  cmp FigmaConnect/Sources/AurumFigmaConnect/$name.figma.swift "$reference/Sources/AurumFigmaConnect/$name.figma.swift" \
    || fail "$name.figma.swift differs from the reference"
done
grep -q "imports: \['import AurumTokens'\]" FigmaConnect/Templates/AurumIcon.figma.batch.ts || fail "icon batch does not import AurumTokens"
for page in README AurumBannerHost AurumGlobalHeader AurumNavBar AurumPageHeader AurumTabRow; do
  [ -s Docs/Components/$page.md ] || fail "page $page.md missing"
done
echo "ok: wrote $(find FigmaConnect Docs -type f | wc -l) files into FigmaConnect/ and Docs/Components/"

swift package --allow-writing-to-package-directory generate-code-connect >"$log" 2>&1 || fail "second run failed"
grep -q 'code connect: 0 written, 8 unchanged' "$log" || fail "second run rewrote files"
echo "ok: a second run rewrites nothing"

if [ -d .build/plugins/outputs ] && find .build/plugins/outputs -name '*.figma.*' | grep -q .; then
  fail "the build plugin produced Code Connect files: $(find .build/plugins/outputs -name '*.figma.*')"
fi
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  changes=$(git -C "$root" status --porcelain --untracked-files=all -- Tests/ExampleConsumer)
  [ -z "$changes" ] || fail "wrote outside its configured folders: $changes"
  echo "ok: nothing written outside the configured folders"
fi
