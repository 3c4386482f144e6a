# The stage runner of scripts/test-all.sh, sourced by it (and by its own test,
# scripts/lib/test-all.test.ts, which runs it with stubbed commands).
#
#   stage ID "LABEL" [--needs ID[,ID…]] [--report FILE] [--background] -- COMMAND…
#   stage_wait [ID…]
#
# Runs COMMAND and appends one line to test-results/stages.txt:
#   STATUS <tab> ID <tab> REPORT <tab> LABEL <tab> DETAIL <tab> SECONDS
# STATUS is `pass`, `fail` or `notrun`. A stage whose --needs lists a stage that did not pass is
# not run at all (`notrun`, and the run is red): a failed build never lets the checks of its output
# run against whatever an earlier build left. --report names the JSON report the command writes
# into test-results/ (vitest or Playwright); scripts/summarize-tests.mjs counts that stage's tests
# from it, and any report left from an earlier run is removed first, so only what ran is counted.
#
# --background starts the stage and returns at once, so that the next stage runs beside it: on a
# 2-core machine two single-threaded checks (eslint and tsc, say) take the time of the longer one.
# Its output is kept in test-results/logs/ID.log and printed when it is waited for: by
# `stage_wait ID`, by a stage that --needs it, or by `stage_wait` with no ID (every stage still
# running), which the test command calls before its summary.

declare -A STAGE_STATUS=()
declare -A STAGE_PID=()

stage() {
  local id="$1" label="$2"
  shift 2
  local needs="" report="" background=0
  while [[ $# -gt 0 && "$1" != "--" ]]; do
    case "$1" in
      --needs) needs="$2"; shift 2 ;;
      --report) report="$2"; shift 2 ;;
      --background) background=1; shift ;;
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

  local missing=() dep
  if [[ -n "$needs" ]]; then
    local -a deps
    IFS=',' read -r -a deps <<<"$needs"
    for dep in "${deps[@]}"; do
      if [[ -z "${STAGE_STATUS[$dep]+set}" ]]; then
        echo "stage $id: needs '$dep', which is not declared before it" >&2
        exit 2
      fi
      [[ -n "${STAGE_PID[$dep]:-}" ]] && stage_wait "$dep"
      [[ "${STAGE_STATUS[$dep]}" == pass ]] || missing+=("$dep")
    done
  fi
  [[ -n "$report" ]] && rm -f "test-results/$report"

  if [[ $background == 1 && ${#missing[@]} -eq 0 ]]; then
    echo
    echo "== $label (running beside the next stages; its output follows when it ends)"
    mkdir -p test-results/logs
    rm -f "test-results/logs/$id.status"
    (
      exec >"test-results/logs/$id.log" 2>&1
      _stage_run "test-results/logs/$id.status.tmp" "$id" "$label" "$report" "" "$@"
      mv "test-results/logs/$id.status.tmp" "test-results/logs/$id.status"
    ) &
    STAGE_PID[$id]=$!
    STAGE_STATUS[$id]=running
    return 0
  fi

  echo
  echo "== $label"
  mkdir -p test-results/logs
  _stage_run "test-results/logs/$id.status" "$id" "$label" "$report" "${missing[*]}" "$@"
  _stage_record "$id" "$(cat "test-results/logs/$id.status")"
}

# Runs one stage's command (unless MISSING names stages it needs that did not pass) and writes its
# stages.txt line into the file RESULT.
_stage_run() {
  local result="$1" id="$2" label="$3" report="$4" missing="$5"
  shift 5
  local status detail="" started=$SECONDS
  if [[ -n "$missing" ]]; then
    status=notrun
    detail="needs $missing, which did not pass"
    echo "!! $label: not run ($detail)"
  elif "$@"; then
    status=pass
  else
    status=fail
    echo "!! $label failed"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$status" "$id" "$report" "$label" "$detail" "$((SECONDS - started))" >"$result"
}

_stage_record() {
  local id="$1" line="$2"
  STAGE_STATUS[$id]="${line%%$'\t'*}"
  printf '%s\n' "$line" >>test-results/stages.txt
}

# Waits for background stages (the IDs given, or every one still running), printing each one's
# output and recording its result.
stage_wait() {
  local ids=("$@") id
  if [[ ${#ids[@]} -eq 0 ]]; then ids=("${!STAGE_PID[@]}"); fi
  for id in "${ids[@]}"; do
    local pid="${STAGE_PID[$id]:-}"
    [[ -n "$pid" ]] || continue
    wait "$pid" || true
    unset 'STAGE_PID[$id]'
    echo
    echo "== output of: $id"
    cat "test-results/logs/$id.log"
    if [[ -s "test-results/logs/$id.status" ]]; then
      _stage_record "$id" "$(cat "test-results/logs/$id.status")"
    else
      # The stage's shell died before recording a result: it failed.
      _stage_record "$id" "$(printf 'fail\t%s\t\t%s\t%s\t0' "$id" "$id" 'ended without a result')"
    fi
  done
}
