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

# Each of these runs on one core: side by side they finish in the time of the slowest. Their output
# follows in order once all are done; any failure fails the step.
together() {
  local names=() pids=() failed=0 index
  while (($#)); do
    bash -c "$2" > ".test-results/$1.log" 2>&1 &
    pids+=($!)
    names+=("$1")
    shift 2
  done
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || { failed=1; echo "${names[$index]} failed:"; }
    cat ".test-results/${names[$index]}.log"
  done
  return $failed
}

step 'typecheck, lint, build' together typecheck 'npm run typecheck' lint 'npm run lint' build 'npm run build'
step unit npx vitest run --project node --project node-isolated --project renderer --reporter=default --reporter=json --outputFile.json=.test-results/vitest-node.json
step packaging npx vitest run --project packaging --reporter=default --reporter=json --outputFile.json=.test-results/vitest-packaging.json
step keychain bash scripts/with-keyring.sh npx vitest run --project keychain --reporter=default --reporter=json --outputFile.json=.test-results/vitest-keychain.json
step e2e npx playwright test
step electron node scripts/test-electron.mjs
node scripts/test-summary.mjs
