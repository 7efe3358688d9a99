#!/usr/bin/env bash
# Runs a command with a Secret Service for the OS keychain: when this shell has
# no D-Bus session, a private one with an unlocked gnome-keyring in a temporary
# folder lives for the duration of the command (an existing login keyring with
# another password would stay locked). Used by `npm run screenshots`.
set -euo pipefail
if [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  exec "$@"
fi
exec dbus-run-session -- bash -c 'keyrings=$(mktemp -d); trap "rm -rf \"\$keyrings\"" EXIT; echo -n test | XDG_DATA_HOME="$keyrings" gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; "$@"' bash "$@"
