#!/usr/bin/env bash
# Runs every test: static checks, unit tests, the production build, end-to-end tests in Chromium,
# and the Firebase emulator suites. Keeps going after a failure so the summary covers everything,
# then exits non-zero if anything failed. The last line is "N passed, N failed[, N skipped]".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results
rm -f test-results/*.json test-results/stages.txt

if [ ! -d node_modules ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund || exit 1
fi

stage() {
  # stage NAME COMMAND...: runs a step and records whether it passed.
  local name="$1"
  shift
  echo
  echo "== $name"
  if "$@"; then
    echo "pass $name" >>test-results/stages.txt
  else
    echo "fail $name" >>test-results/stages.txt
    echo "!! $name failed"
  fi
}

stage "lint (eslint)" npx eslint .
stage "types (tsc --noEmit)" npx tsc --noEmit
stage "format (prettier --check)" npx prettier --check .
stage "content check" npx tsx --conditions=react-server scripts/check-content.ts
stage "unit tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
stage "build (static export)" npm run build --silent
if [ -f out/index.html ]; then
  stage "export checks (links, size budgets, CSP)" npx tsx --conditions=react-server scripts/check-export.ts out
  stage "end-to-end tests (playwright)" npx playwright test
  stage "valid HTML (W3C Nu HTML checker, every page)" bash scripts/check-html.sh out
fi
# Editors' preview: next dev over a copy of the content, edits shown on reload (about a minute).
stage "editors' preview tests (next dev)" env E2E_REPORT=test-results/dev-e2e.json bash scripts/test-dev-e2e.sh
stage "firebase emulator tests" bash scripts/test-firebase.sh
stage "account end-to-end tests (Auth and Firestore emulators)" bash scripts/test-account-e2e.sh
stage "first-load bundles contain no Firebase; emulator builds are not deployable" env REQUIRE_BUILDS=1 npx vitest run tests/unit/firebase-bundle.test.ts tests/unit/deploy-check.test.ts --reporter=default --reporter=json --outputFile=test-results/bundle.json

node scripts/summarize-tests.mjs
