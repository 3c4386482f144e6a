#!/usr/bin/env bash
# Runs the Firebase emulator suites (tests/firebase) against real emulators started by the
# Firebase CLI for the demo project, which needs no real Firebase project and no network.
#
# - The Auth emulator always runs (it is pure Node, ready in ~17 s).
# - The Firestore emulator needs Java 21+ and downloads its jar on first use; it is started only
#   when such a Java is found. Otherwise the Firestore and rules suites skip and say so.
#
# Usage: scripts/test-firebase.sh            (extra arguments are passed to vitest)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

java_major() {
  command -v java >/dev/null 2>&1 || { echo 0; return; }
  java -version 2>&1 | sed -nE 's/.*version "([0-9]+).*/\1/p' | head -n1
}

only="auth"
if [[ "${FIREBASE_SKIP_FIRESTORE:-}" != "1" && "$(java_major)" -ge 21 ]]; then
  only="auth,firestore"
else
  echo "test-firebase: Java 21+ not found; starting the Auth emulator only (Firestore suites will skip)." >&2
fi

mkdir -p test-results
vitest_cmd="npx vitest run -c vitest.firebase.config.ts --reporter=default --reporter=json --outputFile=test-results/firebase.json"
for arg in "$@"; do vitest_cmd+=" $(printf '%q' "$arg")"; done

# emulators:exec starts the emulators, exports FIREBASE_AUTH_EMULATOR_HOST (and
# FIRESTORE_EMULATOR_HOST) to the command, waits for it, then shuts the emulators down.
exec scripts/firebase-tools.sh emulators:exec --only "$only" --project demo-sf-explorer "$vitest_cmd"
