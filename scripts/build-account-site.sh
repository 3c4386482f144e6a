#!/usr/bin/env bash
# Builds the site WITH accounts, against local emulators, into out-account/ (for the `account`
# Playwright project: tests/e2e/account.spec.ts).
#
#   Firebase: the demo project "demo-sf-explorer" with the Auth emulator on 127.0.0.1:9099 and
#             the Firestore emulator on 127.0.0.1:8080 (both started by scripts/emulators.sh).
#   Chat:     Tawk.to ids "test-property"/"test-widget"; the e2e test intercepts embed.tawk.to, so
#             nothing leaves the machine.
#
# Why a temporary copy: `next build` always writes .next/ and out/ in the project folder, and other
# builds (the plain site in out/, the e2e run serving it) may be using those at the same time. So
# the sources are copied to a scratch folder, built there, and only the finished export is moved
# to out-account/. The plain out/ is never touched.
#
# node_modules is hard-linked into the copy (`cp -al`: seconds, no extra disk space). Not a
# symlink: Turbopack (next dev) refuses to compile files outside the project root ("Could not find
# the Next.js package"), and the copy should work whichever bundler runs. Hard links need the scratch folder on the same filesystem as the project; if
# it is not, set TMPDIR to a folder that is, or the script falls back to a full copy.
#
# Usage: scripts/build-account-site.sh   (~40 s on 2 cores)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET="$ROOT/out-account"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/sfx-account-build.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
# An earlier export must not outlive a failed build: whatever reads out-account/ reads this build's.
rm -rf "$TARGET"

echo "build-account-site: copying sources to $WORK" >&2
# Everything but generated output, dependencies and local tool folders.
tar -C "$ROOT" \
  --exclude=./node_modules --exclude=./.next --exclude=./out --exclude='./out-*' --exclude=./.git \
  --exclude=./.firebase-tools --exclude=./test-results --exclude=./playwright-report --exclude=./bench/tmp \
  -cf - . | tar -C "$WORK" -xf -
if ! cp -al "$ROOT/node_modules" "$WORK/node_modules" 2>/dev/null; then
  echo "build-account-site: $WORK is on another filesystem; copying node_modules (slower)…" >&2
  rm -rf "$WORK/node_modules"
  cp -a "$ROOT/node_modules" "$WORK/node_modules"
fi

export NEXT_TELEMETRY_DISABLED=1
export NEXT_PUBLIC_FIREBASE_API_KEY=demo-key
export NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN=demo-sf-explorer.firebaseapp.com
export NEXT_PUBLIC_FIREBASE_PROJECT_ID=demo-sf-explorer
export NEXT_PUBLIC_FIREBASE_APP_ID=demo-app
export NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET=
export NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID=
export NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
export NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST=127.0.0.1:${FIRESTORE_PORT:-8080}
export NEXT_PUBLIC_TAWK_PROPERTY_ID=test-property
export NEXT_PUBLIC_TAWK_WIDGET_ID=test-widget

cd "$WORK"
# A developer's .env.local must not leak real project settings into this emulator build; the
# exported variables above win over .env files anyway, but removing them makes that obvious.
rm -f .env .env.local .env.production .env.production.local
npx tsx --conditions=react-server scripts/build-search-index.ts
# The same bundler as `npm run build` (package.json), so the account tests run the code readers get.
npx next build --webpack
if [[ -f scripts/postbuild.ts ]]; then npx tsx --conditions=react-server scripts/postbuild.ts; fi

rm -rf "$TARGET"
mv "$WORK/out" "$TARGET"
echo "build-account-site: wrote $TARGET" >&2
