#!/usr/bin/env bash
# Starts PostgreSQL and Redis when they are installed but stopped, then waits until both answer.
set -uo pipefail

pg_up() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null || (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG || (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }

if ! pg_up && command -v pg_ctlcluster >/dev/null 2>&1; then
  for v in $(ls /etc/postgresql 2>/dev/null); do pg_ctlcluster --skip-systemctl-redirect "$v" main start || true; done
fi
if ! redis_up && command -v redis-server >/dev/null 2>&1; then
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi

for i in $(seq 1 60); do
  if pg_up && redis_up; then echo "PostgreSQL and Redis are up"; exit 0; fi
  sleep 1
done
pg_up || echo "PostgreSQL is not reachable on 127.0.0.1:5432"
redis_up || echo "Redis is not reachable on 127.0.0.1:6379"
exit 1
