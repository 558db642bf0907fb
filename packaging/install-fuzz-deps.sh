#!/usr/bin/env bash
# Installs what the CI steps after the test suite need beyond install-deps.sh: clang and its
# libFuzzer / sanitizer runtimes (Debian 12: clang 14; libclang_rt.fuzzer-x86_64.a is in
# libclang-rt-14-dev; apt-cache policy clang-14 libclang-rt-14-dev: 1:14.0.6-12, bookworm main),
# and clang-format (14, the same release) for the format check.
# Idempotent and quiet when everything is already there. Run as root (or with sudo).
set -euo pipefail

packages=(clang clang-14 libclang-rt-14-dev clang-format)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# fuzz/run.sh calls clang++ (the "clang" package links it to clang++-14).
command -v clang++ >/dev/null || { echo "clang++ not on PATH (install the 'clang' package or link clang++-14)"; exit 1; }
