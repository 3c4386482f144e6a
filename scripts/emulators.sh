#!/usr/bin/env bash
# Runs one command while the Firebase emulators the tests need are running, then stops them:
#
#   Auth       always, from firebase-tools (`firebase emulators:exec`), on 127.0.0.1:9099.
#   Firestore  on 127.0.0.1:8080 (FIRESTORE_PORT), with the rules of firestore.rules (regenerated
#              from the content first), needing a Java 21 or newer:
#              1. Debian's google-cloud-cli-firestore-emulator (the Cloud SDK's
#                 platform/cloud-firestore-emulator/cloud_firestore_emulator wrapper), started here
#                 with that Java; or, without it,
#              2. firebase-tools' own emulator (it downloads its jar on first use).
#              Java is looked for in $JAVA, $JAVA_HOME, PATH and /usr/lib/jvm/*; the newest ≥ 21 wins.
#
# The command sees FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST and
# FIRESTORE_EMULATOR_REQUIRED=1 (the suites then fail, rather than skip, when Firestore is not
# reachable). When no Java 21+ exists, Firestore is not started, the command runs with
# FIRESTORE_EMULATOR_REQUIRED=0, and a SKIPPED line says why. A Firestore emulator that is found
# but does not start is an error (exit 1).
#
# Usage: scripts/emulators.sh '<command>'      e.g. scripts/emulators.sh 'npx vitest run …'
#        scripts/emulators.sh --probe          prints how Firestore would run ("wrapper <java> <path>",
#                                              "firebase-tools <java>" or "none"), starts nothing
#        scripts/emulators.sh --session DIR    starts the emulators and keeps them running until the
#                                              file DIR/stop exists (or the process EMULATOR_OWNER,
#                                              if set, has ended); a stop already in DIR stands
#
# A session serves several commands one after the other: with EMULATOR_SESSION=DIR, a call with a
# command joins the session in DIR instead of starting emulators of its own. It waits until the
# session is ready (failing if the session ended first), empties both emulators (accounts,
# documents) and loads firestore.rules again, so the command finds them as freshly started, then
# runs. scripts/test-all.sh starts one session for its two emulator stages: starting the Auth
# emulator alone takes about 15 s of CPU (firebase-tools compiles its API's schemas each time).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PROJECT=demo-sf-explorer
# Set by --session: the session this run holds.
SESSION_DIR=""
FIRESTORE_PORT="${FIRESTORE_PORT:-8080}"

# java_major and find_java.
source scripts/lib/find-java.sh

# The Cloud SDK's Firestore emulator wrapper, or nothing.
find_wrapper() {
  local roots=() root
  [[ -n "${FIRESTORE_EMULATOR_WRAPPER:-}" ]] && { echo "$FIRESTORE_EMULATOR_WRAPPER"; return; }
  if command -v gcloud >/dev/null 2>&1; then
    roots+=("$(dirname "$(dirname "$(readlink -f "$(command -v gcloud)")")")")
  fi
  roots+=(/usr/lib/google-cloud-sdk /usr/share/google-cloud-sdk /opt/google-cloud-sdk "$HOME/google-cloud-sdk")
  for root in "${roots[@]}"; do
    if [[ -x "$root/platform/cloud-firestore-emulator/cloud_firestore_emulator" ]]; then
      echo "$root/platform/cloud-firestore-emulator/cloud_firestore_emulator"
      return
    fi
  done
}

JAVA_BIN="$(find_java)"
WRAPPER="$(find_wrapper)"
if [[ -z "$JAVA_BIN" ]]; then
  MODE=none
elif [[ -n "$WRAPPER" ]]; then
  MODE=wrapper
else
  MODE=firebase-tools
fi

if [[ "${1:-}" == "--probe" ]]; then
  case "$MODE" in
    wrapper) echo "wrapper $JAVA_BIN $WRAPPER" ;;
    firebase-tools) echo "firebase-tools $JAVA_BIN" ;;
    none) echo none ;;
  esac
  exit 0
fi
# Inside a session's emulators: writes what a joining command needs, then holds them until stopped.
if [[ "${1:-}" == --hold ]]; then
  session="$2"
  export -p | grep -E '^declare -x (FIREBASE_[A-Z_]*EMULATOR[A-Z_]*|FIRESTORE_EMULATOR_[A-Z_]*|GCLOUD_PROJECT)=' \
    >"$session/env.tmp"
  mv "$session/env.tmp" "$session/env"
  echo "emulators: session ready in $session" >&2
  # An hour at most: a session whose owner forgot to stop it must not outlive the machine's day.
  for _ in $(seq 1 7200); do
    [[ -e "$session/stop" ]] && exit 0
    if [[ -n "${EMULATOR_OWNER:-}" ]] && ! kill -0 "$EMULATOR_OWNER" 2>/dev/null; then exit 0; fi
    sleep 0.5
  done
  echo "emulators: session in $session stopped after an hour without a stop" >&2
  exit 1
fi

# Joining a session: wait for it, reset both emulators, run the command there.
if [[ -n "${EMULATOR_SESSION:-}" && "${1:-}" != --session ]]; then
  [[ $# -eq 1 ]] || { echo "usage: EMULATOR_SESSION=DIR scripts/emulators.sh '<command>'" >&2; exit 2; }
  session="$EMULATOR_SESSION"
  for _ in $(seq 1 360); do
    [[ -f "$session/env" || -e "$session/ended" ]] && break
    sleep 0.5
  done
  if [[ -e "$session/ended" || ! -f "$session/env" ]]; then
    echo "emulators: the emulator session in $session $([[ -e "$session/ended" ]] && echo "has ended" || echo "was not ready within 180 s") (its output: the stage that started it)" >&2
    exit 1
  fi
  # shellcheck disable=SC1091
  source "$session/env"
  auth="http://${FIREBASE_AUTH_EMULATOR_HOST:?}/emulator/v1/projects/$PROJECT"
  curl -fsS -X DELETE "$auth/accounts" >/dev/null
  if [[ -n "${FIRESTORE_EMULATOR_HOST:-}" ]]; then
    firestore="http://$FIRESTORE_EMULATOR_HOST/emulator/v1/projects/$PROJECT"
    curl -fsS -X DELETE "$firestore/databases/(default)/documents" >/dev/null
    node -e 'process.stdout.write(JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: require("fs").readFileSync("firestore.rules", "utf8") }] } }))' |
      curl -fsS -X PUT -H 'Content-Type: application/json' --data-binary @- "$firestore:securityRules" >/dev/null
  fi
  echo "emulators: joined the session in $session (emptied, rules reloaded)" >&2
  exec bash -c "$1"
fi

if [[ "${1:-}" == --session ]]; then
  [[ $# -eq 2 ]] || { echo "usage: scripts/emulators.sh --session DIR" >&2; exit 2; }
  SESSION_DIR="$2"
  # A stop already there stands (the owner may have finished before the session started).
  mkdir -p "$SESSION_DIR"
  rm -f "$SESSION_DIR/env" "$SESSION_DIR/ended"
  SESSION_DIR="$(cd "$SESSION_DIR" && pwd)"
  # From here on, however this ends, joiners waiting for the session hear of it.
  trap 'touch "$SESSION_DIR/ended"' EXIT
  COMMAND="bash scripts/emulators.sh --hold $(printf '%q' "$SESSION_DIR")"
else
  [[ $# -eq 1 ]] || { echo "usage: scripts/emulators.sh '<command>' | --probe | --session DIR" >&2; exit 2; }
  COMMAND="$1"
fi

mkdir -p test-results
npx tsx --conditions=react-server scripts/build-firestore-rules.ts >&2

only="auth"
EMULATOR_PID=""
stop_firestore() {
  if [[ -n "$EMULATOR_PID" ]]; then
    kill -- "-$EMULATOR_PID" 2>/dev/null || true
    wait "$EMULATOR_PID" 2>/dev/null || true
    EMULATOR_PID=""
  fi
}
# A session says it has ended (its joiners stop waiting), whatever the reason.
trap 'stop_firestore; if [[ -n "$SESSION_DIR" ]]; then touch "$SESSION_DIR/ended"; fi' EXIT

case "$MODE" in
  wrapper)
    log="test-results/firestore-emulator.log"
    echo "emulators: starting the Firestore emulator ($WRAPPER) with $JAVA_BIN on 127.0.0.1:$FIRESTORE_PORT…" >&2
    # setsid: the wrapper starts java as a child; its own process group lets us stop both.
    JAVA="$JAVA_BIN" setsid "$WRAPPER" start --host=127.0.0.1 --port="$FIRESTORE_PORT" \
      --project_id="$PROJECT" --rules="$PWD/firestore.rules" >"$log" 2>&1 &
    EMULATOR_PID=$!
    for _ in $(seq 1 120); do
      if curl -fsS "http://127.0.0.1:$FIRESTORE_PORT/" >/dev/null 2>&1; then break; fi
      if ! kill -0 "$EMULATOR_PID" 2>/dev/null; then
        echo "emulators: the Firestore emulator exited before it was ready:" >&2
        tail -n 30 "$log" >&2
        exit 1
      fi
      sleep 0.5
    done
    if ! curl -fsS "http://127.0.0.1:$FIRESTORE_PORT/" >/dev/null 2>&1; then
      echo "emulators: the Firestore emulator did not answer on 127.0.0.1:$FIRESTORE_PORT within 60 s:" >&2
      tail -n 30 "$log" >&2
      exit 1
    fi
    export FIRESTORE_EMULATOR_HOST="127.0.0.1:$FIRESTORE_PORT"
    export FIRESTORE_EMULATOR_REQUIRED=1
    ;;
  firebase-tools)
    echo "emulators: starting firebase-tools' Firestore emulator with $JAVA_BIN…" >&2
    # firebase-tools runs `java` from PATH.
    export PATH="$(dirname "$JAVA_BIN"):$PATH"
    export FIRESTORE_EMULATOR_REQUIRED=1
    only="auth,firestore"
    ;;
  none)
    echo "SKIPPED: no Java 21 or newer found (looked in \$JAVA, \$JAVA_HOME, PATH and /usr/lib/jvm); the Firestore emulator is not started and the suites that need it skip." >&2
    export FIRESTORE_EMULATOR_REQUIRED=0
    ;;
esac

status=0
bash scripts/firebase-tools.sh emulators:exec --only "$only" --project "$PROJECT" "$COMMAND" || status=$?
exit "$status"
