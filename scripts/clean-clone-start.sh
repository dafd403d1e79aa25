#!/usr/bin/env bash
# Issue 18 §1 (decision 047): a fresh clone of this commit, with NOTHING beside it (no ../shared),
# on the embedded defaults: `npm ci && npm start`, wait for the printed URL, fetch three pages
# through the web origin, stop it. Run by .ci/run; `bash scripts/clean-clone-start.sh` runs it
# locally (ports from CLEAN_PORT / CLEAN_API_PORT, default 3100 / 4100).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
COMMIT=$(git -C "$REPO" rev-parse HEAD)
WORK=$(mktemp -d /tmp/kavach-clean-clone.XXXXXX)
LOG=$(mktemp /tmp/kavach-clean-start.XXXXXX)
WEB_PORT=${CLEAN_PORT:-3100}
API_PORT_CLEAN=${CLEAN_API_PORT:-4100}
PID=""

finish() {
  local rc=$?
  if [[ -n "$PID" ]] && kill -0 "$PID" 2>/dev/null; then
    kill -TERM -- "-$PID" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$PID" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$PID" 2>/dev/null || true
  fi
  if [[ $rc -ne 0 ]]; then
    echo "--- npm start log (last 60 lines) ---"
    tail -n 60 "$LOG" || true
  fi
  rm -rf "$WORK" "$LOG"
  exit "$rc"
}
trap finish EXIT

echo "clean clone of ${COMMIT} into ${WORK}/kavach (nothing beside it)"
git clone --quiet --no-local "$REPO" "$WORK/kavach"
git -C "$WORK/kavach" checkout --quiet "$COMMIT"
echo "beside the clone: $(ls -A "$WORK")"
cd "$WORK/kavach"

# Only Node and npm: no DATABASE_URL (embedded PGlite), no data folder, no Chromium needed.
unset DATABASE_URL KAVACH_DATA_DIR PGLITE_DIR
npm ci --no-audit --no-fund --prefer-offline

PORT=$WEB_PORT API_PORT=$API_PORT_CLEAN setsid npm start >"$LOG" 2>&1 &
PID=$!
URL=""
for _ in $(seq 1 900); do
  URL=$(grep -o 'Kavach is running at http://[^ ]*' "$LOG" | head -1 | sed 's/Kavach is running at //' || true)
  [[ -n "$URL" ]] && break
  kill -0 "$PID" 2>/dev/null || { echo "npm start exited before printing the URL"; exit 1; }
  sleep 1
done
[[ -n "$URL" ]] || { echo "npm start printed no URL within 15 minutes"; exit 1; }
echo "npm start printed: ${URL}"

node "$REPO/scripts/lib/smoke.mjs" "$URL"
# npm start runs under setsid: stop the whole process group (npm, the launcher, API and web).
kill -TERM -- "-$PID" 2>/dev/null || true
for _ in $(seq 1 40); do kill -0 "$PID" 2>/dev/null || break; sleep 0.5; done
echo "clean clone started and answered"
