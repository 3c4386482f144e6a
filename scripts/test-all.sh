#!/usr/bin/env bash
# Runs every test: static checks, unit tests, the production build, end-to-end tests in Chromium,
# and the Firebase emulator suites. Keeps going after a failure so the summary covers everything
# (a stage that needs one that failed is reported as not run), then exits non-zero if anything
# failed or did not run. The last line is "N passed, N failed, N skipped[, N not run]".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results
rm -rf test-results/*.json test-results/stages.txt test-results/logs

if [ ! -d node_modules ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund || exit 1
fi

# stage ID "LABEL" [--needs ID,…] [--report FILE] [--background] -- COMMAND… (scripts/lib/stages.sh).
# A stage that checks what another stage produces names it in --needs: if that stage did not pass,
# this one is reported as not run and the run fails, instead of checking an earlier run's leftovers.
# --background runs a single-threaded check beside the next one (the machines have 2 cores);
# stage_wait waits for it before a stage that needs both cores.
source scripts/lib/stages.sh

# The Firebase CLI installs into .firebase-tools/ on first use (scripts/firebase-tools.sh): about a
# minute on a fresh clone, mostly download, so it runs beside the checks until the emulators need it.
stage tools "Firebase CLI (installed on first use)" --background -- bash scripts/firebase-tools.sh --version
stage format "format (prettier --check)" --background -- npx prettier --check .
stage types "types (tsc --noEmit)" -- npx tsc --noEmit
stage content "content check" -- npx tsx --conditions=react-server scripts/check-content.ts
stage_wait format
stage unit "unit tests (vitest)" --report unit.json -- \
  npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
# eslint (one core) runs beside the build, which leaves about a third of the machine idle for most
# of its time (its page generation runs in one worker); it ignores what the build writes.
stage lint "lint (eslint)" --background -- npx eslint .
stage build "build (static export)" -- npm run build --silent
stage export-check "export checks (links, size budgets, CSP)" --needs build --background -- \
  npx tsx --conditions=react-server scripts/check-export.ts out
stage html "valid HTML (W3C Nu HTML checker, every page)" --needs build -- bash scripts/check-html.sh out
stage_wait
stage e2e "end-to-end tests (playwright)" --needs build --report e2e-results.json -- \
  env E2E_REPORT=test-results/e2e-results.json npx playwright test
# The account build (in a scratch copy, into out-account/) runs beside the editors' preview tests
# and the Firestore rules tests: both wait on a server (next dev, the emulators) for part of their time.
stage account-build "account build (emulator settings, into out-account/)" --background -- \
  bash scripts/build-account-site.sh
# The Firebase emulators start once, beside the preview tests, for both stages that use them
# (scripts/emulators.sh --session: each stage finds them emptied), and stop after the second.
session="$PWD/test-results/emulator-session"
rm -rf "$session" && mkdir -p "$session"
stage emulators "Firebase emulators (one session for the emulator stages)" --needs tools --background -- \
  env EMULATOR_OWNER=$$ bash scripts/emulators.sh --session "$session"
# Editors' preview: next dev over a copy of the content, edits shown on reload (about a minute).
stage dev-e2e "editors' preview tests (next dev)" --report dev-e2e.json -- \
  env E2E_REPORT=test-results/dev-e2e.json bash scripts/test-dev-e2e.sh
stage firebase "firebase emulator tests" --needs tools --report firebase.json -- \
  env EMULATOR_SESSION="$session" bash scripts/test-firebase.sh
stage account-e2e "account end-to-end tests (Auth and Firestore emulators)" --needs account-build,tools \
  --report e2e-account.json -- env EMULATOR_SESSION="$session" E2E_REPORT=test-results/e2e-account.json \
  bash scripts/test-account-e2e.sh --no-build
touch "$session/stop"
stage builds "built exports: no Firebase up front, emulator builds not deployable, patched React DOM" \
  --needs build,account-build --report builds.json -- \
  npx vitest run -c vitest.builds.config.ts --reporter=default --reporter=json --outputFile=test-results/builds.json

stage_wait
TEST_ALL_SECONDS=$SECONDS node scripts/summarize-tests.mjs
