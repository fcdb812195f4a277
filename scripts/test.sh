#!/usr/bin/env bash
# Every check the project has, in the order that fails fastest. Summaries land in .test-results/.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-results && mkdir -p .test-results

npm run typecheck
npm run lint
npm run build
npx vitest run --project node --project renderer --reporter=default --reporter=json --outputFile.json=.test-results/vitest-node.json
npx vitest run --project packaging --reporter=default --reporter=json --outputFile.json=.test-results/vitest-packaging.json
bash scripts/with-keyring.sh npx vitest run --project keychain --reporter=default --reporter=json --outputFile.json=.test-results/vitest-keychain.json
npx playwright test
node scripts/test-summary.mjs
