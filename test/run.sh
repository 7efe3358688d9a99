#!/usr/bin/env bash
# Runs every test. The keychain tests need a real Secret Service: when this
# shell has no D-Bus session, start a private one with an unlocked
# gnome-keyring for the duration of the run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  exec npx vitest run "$@"
fi
# The keyring lives in a private folder: an existing login keyring with another password would stay locked.
exec dbus-run-session -- bash -c 'keyrings=$(mktemp -d); trap "rm -rf \"\$keyrings\"" EXIT; echo -n test | XDG_DATA_HOME="$keyrings" gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; npx vitest run "$@"' bash "$@"
