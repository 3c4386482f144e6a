#!/usr/bin/env bash
# The signed-in journey end to end: builds the site with emulator settings into out-account/, then
# runs tests/e2e/account.spec.ts while the Firebase Auth emulator runs (started and stopped by
# `firebase emulators:exec`). Progress uses the in-memory store because the Firestore emulator
# cannot run here; the spec prints that.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-account-site.sh
ACCOUNT_BASE_URL="http://localhost:${ACCOUNT_E2E_PORT:-3001}" \
  exec bash scripts/firebase-tools.sh emulators:exec --only auth --project demo-sf-explorer \
  "npx playwright test -c playwright.account.config.ts"
