#!/usr/bin/env bash
# `npm test`'s first step (package.json "pretest"): everything the suites need, each step cached.
#   1. Debian packages and Pythons (scripts/lib/test-deps.sh): installed when root with apt-get,
#      otherwise it stops here, in its first seconds, naming each and the command that installs it.
#   2. Node.js from the npm registry into .cache/ (scripts/lib/node.sh): the pinned current LTS,
#      first on PATH for the rest, and the oldest LTS for the bundle's start check.
#   3. signalk-server, the Home Assistant releases and Hermes Agent into .cache/, on that Node.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/test-deps.sh
source scripts/lib/node.sh
test_deps_ensure
node_use "$(node_pin node)"
node_install "$(node_pin nodeOldest)"
echo "pretest: Node.js $(node --version) from $(command -v node)"
bash scripts/install-signalk.sh
bash scripts/setup-ha.sh
bash scripts/setup-ha-2025.sh
bash scripts/setup-ha-2026.sh
bash scripts/setup-hermes.sh
