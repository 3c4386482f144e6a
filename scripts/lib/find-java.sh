# Sourced by scripts that need Java 21 or newer (the Firestore emulator, the Nu HTML checker).
# These machines keep it under /usr/lib/jvm/, not on PATH, where `java` may be an older one.

# The major version of a java binary (8 for "1.8.0_…", 25 for "25.0.1"), or 0.
java_major() {
  local version
  version="$("$1" -version 2>&1 | sed -nE 's/.*version "([0-9]+)(\.([0-9]+))?.*/\1 \3/p' | head -n1)" || true
  set -- $version
  if [[ "${1:-0}" == "1" ]]; then echo "${2:-0}"; else echo "${1:-0}"; fi
}

# The newest Java ≥ 21 in $JAVA, $JAVA_HOME, PATH and /usr/lib/jvm/*, or nothing.
find_java() {
  local candidate best="" best_major=0 major
  local candidates=("${JAVA:-}" "${JAVA_HOME:+$JAVA_HOME/bin/java}" "$(command -v java 2>/dev/null || true)")
  candidates+=(/usr/lib/jvm/*/bin/java)
  for candidate in "${candidates[@]}"; do
    [[ -n "$candidate" && -x "$candidate" ]] || continue
    major="$(java_major "$candidate")"
    if ((major >= 21 && major > best_major)); then
      best="$candidate"
      best_major="$major"
    fi
  done
  echo "$best"
}
