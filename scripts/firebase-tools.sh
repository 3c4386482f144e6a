#!/usr/bin/env bash
# Runs the Firebase CLI from its own folder, installing it there on first use.
#
# Why a separate folder: firebase-tools is large and only needed for the emulators, and it must be
# installed with --omit=optional (otherwise its optional `re2` dependency compiles from source for
# minutes). The project's own install must NOT use --omit=optional, because Next's compiler
# binaries are optional dependencies, so the CLI cannot live in the project's node_modules.
#
# Usage: scripts/firebase-tools.sh <firebase args…>   e.g. scripts/firebase-tools.sh emulators:start --only auth
set -euo pipefail

# 15.x is the newest line whose `engines` accepts Node 20 (>=20.0.0); pinned so runs are repeatable.
FIREBASE_TOOLS_VERSION="${FIREBASE_TOOLS_VERSION:-15.34.2}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS_DIR="${FIREBASE_TOOLS_DIR:-$ROOT/.firebase-tools}"
BIN="$TOOLS_DIR/node_modules/.bin/firebase"

installed_version() {
  node -p "require('$TOOLS_DIR/node_modules/firebase-tools/package.json').version" 2>/dev/null || true
}

if [[ ! -x "$BIN" || "$(installed_version)" != "$FIREBASE_TOOLS_VERSION" ]]; then
  echo "firebase-tools.sh: installing firebase-tools@$FIREBASE_TOOLS_VERSION into $TOOLS_DIR (about 40 s, once)…" >&2
  mkdir -p "$TOOLS_DIR"
  # A package.json of its own keeps npm from walking up to the project's package.json.
  [[ -f "$TOOLS_DIR/package.json" ]] || echo '{ "name": "firebase-tools-local", "private": true }' >"$TOOLS_DIR/package.json"
  (cd "$TOOLS_DIR" && npm install --omit=optional --no-audit --no-fund --loglevel=error \
    "firebase-tools@$FIREBASE_TOOLS_VERSION" >&2)
fi

# The CLI otherwise asks to collect usage data and checks for updates on every run.
export FIREBASE_CLI_DISABLE_UPDATE_CHECK="${FIREBASE_CLI_DISABLE_UPDATE_CHECK:-true}"
export NO_UPDATE_NOTIFIER=1
exec "$BIN" "$@"
