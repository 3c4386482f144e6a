#!/usr/bin/env bash
# The editors' preview under `next dev`: copies content/ to a temporary folder, points the site
# at it (SFX_CONTENT_DIR) and runs tests/dev, which edit files there and reload.
# Usage: bash scripts/test-dev-e2e.sh [playwright args…]; the port is DEV_E2E_PORT (default 3002).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$(mktemp -d "${TMPDIR:-/tmp}/sfx-dev-content-XXXXXX")"
trap 'rm -rf "$dir"' EXIT
cp -R content/. "$dir/"
SFX_CONTENT_DIR="$dir" NEXT_TELEMETRY_DISABLED=1 npx playwright test --config playwright.dev.config.ts "$@"
