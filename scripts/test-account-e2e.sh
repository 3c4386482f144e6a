#!/usr/bin/env bash
# The signed-in journey end to end: builds the site with emulator settings into out-account/, then
# runs tests/e2e/account.spec.ts while the real Firebase Auth and Firestore emulators run (started
# and stopped by scripts/emulators.sh, which fails if a Firestore emulator it found does not
# start). Progress needs Firestore, which needs a Java 21+: without one the run fails, saying so,
# before building anything (a skip here once counted as a pass).
#
# Usage: scripts/test-account-e2e.sh [--no-build]
#   --no-build  test the out-account/ the caller has just built (scripts/test-all.sh builds it in a
#               stage of its own, which this one needs)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=1
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    *) echo "test-account-e2e: unknown argument $arg" >&2; exit 2 ;;
  esac
done
if [[ "$(bash scripts/emulators.sh --probe)" == none ]]; then
  echo "NOT RUN: the account end-to-end tests need the Firestore emulator, which needs a Java 21+, and none was found (see scripts/emulators.sh for where it looks)." >&2
  exit 1
fi
if [[ $build == 1 ]]; then bash scripts/build-account-site.sh; fi
if [[ ! -f out-account/index.html ]]; then
  echo "test-account-e2e: out-account/ has not been built (scripts/build-account-site.sh)." >&2
  exit 1
fi
ACCOUNT_BASE_URL="http://localhost:${ACCOUNT_E2E_PORT:-3001}" \
  exec bash scripts/emulators.sh "npx playwright test -c playwright.account.config.ts"
