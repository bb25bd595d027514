#!/usr/bin/env bash
# Starts the built service with no DATABASE_URL (embedded PostgreSQL under a fresh DATA_DIR), signs the
# superadmin in, creates a role and an admin through the start-up contract, restarts, signs in again.
set -euo pipefail
DATA_DIR=$(mktemp -d)
PORT=${SMOKE_PORT:-3917}
export DATA_DIR PORT EMBEDDED_PG_PORT=${SMOKE_PG_PORT:-54917} SUPERADMIN_EMAIL=smoke@bazaar.test SUPERADMIN_PASSWORD=smoke-password-1 LOG_LEVEL=warn
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill -INT "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$DATA_DIR" || true
}
trap cleanup EXIT

start() {
  node dist/main.js > "$DATA_DIR/service.log" 2>&1 &
  pid=$!
  local t0=$(date +%s%N)
  for i in $(seq 1 300); do
    if curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null; then
      echo "healthz 200 after $(( ($(date +%s%N) - t0) / 1000000 )) ms"
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "service did not become healthy"; cat "$DATA_DIR/service.log"; exit 1
}

json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log($1)})"; }
post() { curl -sf -X POST "http://127.0.0.1:$PORT$1" -H 'Content-Type: application/json' ${3:+-H "Authorization: Bearer $3"} -d "$2"; }

start
token=$(post /api/auth/login/email '{"email":"smoke@bazaar.test","password":"smoke-password-1"}' | json 'v.data.tokens.accessToken')
role=$(post /api/admin/roles '{"name":"smoke","permissions":["Admins_READ"]}' "$token" | json 'v.data.id')
post /api/admin/admins "{\"name\":\"Smoke\",\"email\":\"s2@bazaar.test\",\"password\":\"smoke-password-2\",\"roleId\":\"$role\"}" "$token" | json 'v.data.email'
kill -INT "$pid"
status=0; wait "$pid" || status=$?
pid=""
if [ "$status" -ne 0 ]; then echo "service exited with $status on SIGINT (expected a clean stop)"; cat "$DATA_DIR/service.log"; exit 1; fi
start
post /api/auth/login/email '{"email":"s2@bazaar.test","password":"smoke-password-2"}' | json '"kept between runs: " + v.data.user.email'
kill -INT "$pid"
status=0; wait "$pid" || status=$?
pid=""
[ "$status" -eq 0 ] || { echo "service exited with $status on SIGINT"; cat "$DATA_DIR/service.log"; exit 1; }
echo "smoke test passed"
