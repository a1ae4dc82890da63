#!/usr/bin/env bash
# Installs the Node.js the tests run on from the npm registry into .cache/ (scripts/lib/node.sh).
#   bash scripts/install-node.sh             the pinned current LTS (scripts/toolchain.json "node")
#   bash scripts/install-node.sh --oldest    the oldest LTS we support ("nodeOldest")
#   bash scripts/install-node.sh --print     also prints its bin/ directory (last line)
# Cached: a second run returns at once.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/node.sh"
which=node
print=0
for arg in "$@"; do
  case "$arg" in
    --oldest) which=nodeOldest ;;
    --print) print=1 ;;
    -h | --help) sed -n '2,6p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "install-node: unknown argument: $arg" >&2; exit 2 ;;
  esac
done
version="$(node_pin "$which")"
node_install "$version"
if [ "$print" = 1 ]; then echo "$(node_dir "$version")/bin"; fi
