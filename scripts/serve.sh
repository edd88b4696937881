#!/bin/sh
# npm run serve: the production server with its heap limit (decision 040) and allocator settings (decision 066).
# With LITESTREAM_REPLICA_URL set, Litestream replicates the database continuously to that URL (file:///…,
# s3://bucket/path) with the server running under it, and a start with no database first restores the latest
# replica (decision 119). Litestream is the binary of @flydotio/litestream-linux-x64 (npm installs it on Linux
# x64), or LITESTREAM_BIN.
set -eu
export NODE_ENV=production MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
server="node --max-old-space-size=192 server.js"
if [ -z "${LITESTREAM_REPLICA_URL:-}" ]; then
  exec $server
fi
litestream="${LITESTREAM_BIN:-$(node -e '
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    console.log(require("path").join(require.resolve(`${name}/package.json`), "..", "litestream"));
  } catch {
    console.error(`LITESTREAM_REPLICA_URL is set, but ${name} is not installed (npm installs it on Linux x64 only): install Litestream and set LITESTREAM_BIN to it.`);
    process.exit(1);
  }
')}"
database="${DATA_DIR:-data}/tepore.db"
mkdir -p "$(dirname "$database")"
if [ ! -f "$database" ]; then
  "$litestream" restore -if-replica-exists -o "$database" "$LITESTREAM_REPLICA_URL"
fi
exec "$litestream" replicate -exec "$server" "$database" "$LITESTREAM_REPLICA_URL"
