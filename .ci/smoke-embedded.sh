#!/usr/bin/env bash
# Starts the built service with no DATABASE_URL (embedded PostgreSQL under a fresh DATA_DIR), signs the
# superadmin in, creates a role and an admin through the start-up contract, seeds the demo shop beside the
# running service (npm run seed shares its PostgreSQL), creates an admin with the CLI, follows the README's
# upload example, restarts, signs in again and finds the demo shop kept.
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
node dist/scripts/seed.js
node dist/scripts/seed.js
posts=$(curl -sf "http://127.0.0.1:$PORT/api/blogs" | json 'v.data.length')
[ "$posts" = 4 ] || { echo "expected the 4 demo posts after seeding twice, got $posts"; exit 1; }
printf 'smoke-password-3\n' | node dist/scripts/admin-create.js --email cli@bazaar.test
post /api/auth/login/email '{"email":"cli@bazaar.test","password":"smoke-password-3"}' | json '"admin:create signs in: " + v.data.user.email'
node -e "require('sharp')({create:{width:8,height:8,channels:3,background:'#0af'}}).png().toFile(process.argv[1])" "$DATA_DIR/phone.png"
url=$(curl -sf -X POST "http://127.0.0.1:$PORT/api/upload?uploadType=landing" -H "Authorization: Bearer $token" -F "file=@$DATA_DIR/phone.png" | json 'v.data.url')
post /api/admin/catalog/categories "{\"name\":\"Smoke phones\",\"imageUrl\":\"$url\",\"imageAlt\":\"Phones\"}" "$token" | json '"category with a public image: " + v.data.imageUrl'
curl -sf -o /dev/null "$url" && echo "the public upload serves: $url"
kill -INT "$pid"
status=0; wait "$pid" || status=$?
pid=""
if [ "$status" -ne 0 ]; then echo "service exited with $status on SIGINT (expected a clean stop)"; cat "$DATA_DIR/service.log"; exit 1; fi
start
post /api/auth/login/email '{"email":"s2@bazaar.test","password":"smoke-password-2"}' | json '"kept between runs: " + v.data.user.email'
curl -sf "http://127.0.0.1:$PORT/api/mobile/catalog/category-tree" | json '"demo categories kept: " + v.data.length + " roots"'
kill -INT "$pid"
status=0; wait "$pid" || status=$?
pid=""
[ "$status" -eq 0 ] || { echo "service exited with $status on SIGINT"; cat "$DATA_DIR/service.log"; exit 1; }
echo "smoke test passed"
