#!/usr/bin/env bash
# The signed-in journey end to end: builds the site with emulator settings into out-account/, then
# runs tests/e2e/account.spec.ts while the real Firebase Auth and Firestore emulators run (started
# and stopped by scripts/emulators.sh, which fails if a Firestore emulator it found does not
# start). Only a machine without any Java 21+ skips it, saying so: progress needs Firestore.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [[ "$(bash scripts/emulators.sh --probe)" == none ]]; then
  echo "SKIPPED: account end-to-end tests need the Firestore emulator, which needs a Java 21+; none found (see scripts/emulators.sh)." >&2
  exit 0
fi
bash scripts/build-account-site.sh
ACCOUNT_BASE_URL="http://localhost:${ACCOUNT_E2E_PORT:-3001}" \
  exec bash scripts/emulators.sh "npx playwright test -c playwright.account.config.ts"
