#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest. Summaries land in .test-results/,
# with each step's wall time in phases.tsv, which the closing line reports.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-results && mkdir -p .test-results

step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  printf '%s\t%s\n' "$name" $((SECONDS - started)) >> .test-results/phases.tsv
}

step typecheck npm run typecheck
step lint npm run lint
step build npm run build
step unit npx vitest run --project node --project renderer --reporter=default --reporter=json --outputFile.json=.test-results/vitest-node.json
step packaging npx vitest run --project packaging --reporter=default --reporter=json --outputFile.json=.test-results/vitest-packaging.json
step keychain bash scripts/with-keyring.sh npx vitest run --project keychain --reporter=default --reporter=json --outputFile.json=.test-results/vitest-keychain.json
step e2e npx playwright test
node scripts/test-summary.mjs
