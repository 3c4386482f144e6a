# The stage runner of scripts/test-all.sh, sourced by it (and by its own test,
# scripts/lib/test-all.test.ts, which runs it with stubbed commands).
#
#   stage ID "LABEL" [--needs ID[,ID…]] [--report FILE] -- COMMAND…
#
# Runs COMMAND and appends one line to test-results/stages.txt:
#   STATUS <tab> ID <tab> REPORT <tab> LABEL <tab> DETAIL <tab> SECONDS
# STATUS is `pass`, `fail` or `notrun`. A stage whose --needs lists a stage that did not pass is
# not run at all (`notrun`, and the run is red): a failed build never lets the checks of its output
# run against whatever an earlier build left. --report names the JSON report the command writes
# into test-results/ (vitest or Playwright); scripts/summarize-tests.mjs counts that stage's tests
# from it, and any report left from an earlier run is removed first, so only what ran is counted.

declare -A STAGE_STATUS=()

stage() {
  local id="$1" label="$2"
  shift 2
  local needs="" report=""
  while [[ $# -gt 0 && "$1" != "--" ]]; do
    case "$1" in
      --needs) needs="$2"; shift 2 ;;
      --report) report="$2"; shift 2 ;;
      *) echo "stage $id: unknown option $1" >&2; exit 2 ;;
    esac
  done
  if [[ "${1:-}" != "--" ]]; then
    echo "stage $id: missing -- before the command" >&2
    exit 2
  fi
  shift
  if [[ -n "${STAGE_STATUS[$id]:-}" ]]; then
    echo "stage $id: declared twice" >&2
    exit 2
  fi

  echo
  echo "== $label"
  local missing=() dep
  if [[ -n "$needs" ]]; then
    local -a deps
    IFS=',' read -r -a deps <<<"$needs"
    for dep in "${deps[@]}"; do
      if [[ -z "${STAGE_STATUS[$dep]+set}" ]]; then
        echo "stage $id: needs '$dep', which is not declared before it" >&2
        exit 2
      fi
      [[ "${STAGE_STATUS[$dep]}" == pass ]] || missing+=("$dep")
    done
  fi
  [[ -n "$report" ]] && rm -f "test-results/$report"
  local status detail="" started=$SECONDS
  if [[ ${#missing[@]} -gt 0 ]]; then
    status=notrun
    detail="needs ${missing[*]}, which did not pass"
    echo "!! $label: not run ($detail)"
  elif "$@"; then
    status=pass
  else
    status=fail
    echo "!! $label failed"
  fi
  STAGE_STATUS[$id]=$status
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$status" "$id" "$report" "$label" "$detail" "$((SECONDS - started))" \
    >>test-results/stages.txt
}
