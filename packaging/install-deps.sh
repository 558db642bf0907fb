#!/usr/bin/env bash
# Installs the Debian 12 packages ClusterCanvas needs to build, test and run.
# Idempotent and quiet when everything is already there. Run as root (or with sudo).
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libqcustomplot-dev
  nlohmann-json3-dev libeigen3-dev libxlsxwriter-dev pkg-config unzip
  xvfb xauth imagemagick fonts-wqy-microhei poppler-utils
  appstream desktop-file-utils help2man
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed ${#missing[@]} packages."
