#!/usr/bin/env bash
# Runs the Firebase emulator suites (tests/firebase) against the real Auth and Firestore emulators
# for the demo project, which needs no real Firebase project and no network. scripts/emulators.sh
# finds and starts them (Firestore needs a Java 21+; see there); a Firestore emulator that exists
# but does not start fails the run, and only a machine without any Java 21+ skips the Firestore
# suites, saying so.
#
# Usage: scripts/test-firebase.sh            (extra arguments are passed to vitest)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mkdir -p test-results
vitest_cmd="npx vitest run -c vitest.firebase.config.ts --reporter=default --reporter=json --outputFile=test-results/firebase.json"
for arg in "$@"; do vitest_cmd+=" $(printf '%q' "$arg")"; done
exec bash scripts/emulators.sh "$vitest_cmd"
