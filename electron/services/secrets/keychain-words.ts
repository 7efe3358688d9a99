/**
 * What the keychain library's error means for the user, and what to do: keytar
 * passes on the platform's own words ("Cannot autolaunch D-Bus without X11
 * $DISPLAY"), which name neither what is missing nor the fix. Unknown errors
 * keep their words, quoted, after a plain sentence.
 */
export function keychainProblemInWords(raw: string): string {
  const text = raw.trim().replace(/\.$/, '');
  if (
    /autolaunch D-Bus|DBUS_SESSION_BUS_ADDRESS|Could not connect: No such file|Failed to connect to socket .*bus/i.test(
      text,
    )
  ) {
    return (
      'this session has no D-Bus session bus, which the Linux keychain (the Secret Service, e.g. GNOME Keyring) is reached through; ' +
      'this happens on a machine without a desktop session (a server, SSH, a container). Start SVC Desk from a desktop session, ' +
      'or start one for it: `dbus-run-session -- bash`, then in that shell `echo -n PASSWORD | gnome-keyring-daemon --unlock --components=secrets` ' +
      '(Debian/Ubuntu: `apt install dbus gnome-keyring`) and start SVC Desk there'
    );
  }
  if (/org\.freedesktop\.secrets|was not provided by any \.service files|ServiceUnknown/i.test(text)) {
    return (
      'no keychain service (Secret Service, e.g. GNOME Keyring or KWallet) runs in this session: install one ' +
      '(Debian/Ubuntu: `apt install gnome-keyring`), log in to the desktop session again so it starts, and restart SVC Desk'
    );
  }
  if (/is locked|collection.*locked|prompt.*dismiss|unlock/i.test(text)) {
    return 'the keychain is locked: unlock it (log in to the desktop session, or unlock the "login" keyring in your keyring manager) and try again';
  }
  if (/libsecret|cannot open shared object/i.test(text)) {
    return `the keychain library could not be loaded because libsecret is missing: install it (Debian/Ubuntu: \`apt install libsecret-1-0\`), then run \`npm install\` again (${text})`;
  }
  return `the keychain answered "${text}"`;
}
