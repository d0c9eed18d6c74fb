#!/usr/bin/env bash
# Prints the path of a Node.js binary of the given major version, unpacked from the npm registry's
# node-<os>-<arch> package into a cache folder (the registry is the only reachable source here).
set -euo pipefail
major=${1:?usage: node-from-registry.sh <major>}
case "$(uname -m)" in x86_64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "unsupported CPU $(uname -m)" >&2; exit 1 ;; esac
os=$(uname -s | tr '[:upper:]' '[:lower:]')
cache="${XDG_CACHE_HOME:-$HOME/.cache}/deckmill/node-$major-$os-$arch"
if [ ! -x "$cache/bin/node" ]; then
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-$os-$arch@$major" >/dev/null 2>&1 && tar xzf node-*.tgz package/bin/node)
  mkdir -p "$cache/bin"
  mv "$tmp/package/bin/node" "$cache/bin/node"
  rm -rf "$tmp"
fi
echo "$cache/bin/node"
