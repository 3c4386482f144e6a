#!/usr/bin/env bash
# Checks every exported page with the W3C Nu HTML checker (the vnu-jar package) in one Java run,
# and fails on any error. Usage: scripts/check-html.sh [out-folder]   (default: out)
#
# The checker needs Java 21 or newer (found as scripts/lib/find-java.sh says). Without one this
# fails, naming what is missing: a validity check that skips itself would let errors through.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/find-java.sh
OUT="${1:-out}"
JAR=node_modules/vnu-jar/build/dist/vnu.jar

JAVA_BIN="$(find_java)"
if [[ -z "$JAVA_BIN" ]]; then
  echo "check-html: no Java 21 or newer found (looked in \$JAVA, \$JAVA_HOME, PATH and /usr/lib/jvm/*)." >&2
  echo "check-html: install one (e.g. a Temurin 21+ JDK) or set JAVA to its java binary." >&2
  exit 1
fi
[[ -f "$JAR" ]] || { echo "check-html: $JAR is missing: run npm ci." >&2; exit 1; }

mapfile -d '' FILES < <(find "$OUT" -name '*.html' -not -path '*/_next/*' -print0 | sort -z)
if ((${#FILES[@]} == 0)); then
  echo "check-html: no HTML files under $OUT/: build the site first (npm run build)." >&2
  exit 1
fi

# --format gnu prints one "file":line.col: error: message line per error.
if "$JAVA_BIN" -jar "$JAR" --errors-only --format gnu "${FILES[@]}"; then
  echo "check-html: ${#FILES[@]} pages, 0 errors (Nu HTML checker, $("$JAVA_BIN" -version 2>&1 | head -n1))."
else
  echo "check-html: the Nu HTML checker found errors in the pages above (${#FILES[@]} pages checked)." >&2
  exit 1
fi
