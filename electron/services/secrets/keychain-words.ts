import { message, type Message } from '../../../shared/i18n/message';

// Commands are the same in every language: arguments, so no translation can change them.
const START_SESSION = 'dbus-run-session -- bash';
const UNLOCK = 'echo -n PASSWORD | gnome-keyring-daemon --unlock --components=secrets';
const INSTALL_DBUS = 'apt install dbus gnome-keyring';
const INSTALL_KEYRING = 'apt install gnome-keyring';
const INSTALL_LIBSECRET = 'apt install libsecret-1-0';
const REINSTALL = 'npm install';

/**
 * What the keychain library's error means for the user, and what to do, in
 * catalogue words: keytar passes on the platform's own words ("Cannot
 * autolaunch D-Bus without X11 $DISPLAY"), which name neither what is missing
 * nor the fix. Unknown errors keep their words, quoted, after a plain sentence.
 */
export function keychainProblemInWords(raw: string): Message {
  const text = raw.trim().replace(/\.$/, '');
  if (text === '') return message('errors.keychain.noAnswer');
  if (
    /autolaunch D-Bus|DBUS_SESSION_BUS_ADDRESS|Could not connect: No such file|Failed to connect to socket .*bus/i.test(
      text,
    )
  ) {
    return message('errors.keychain.noSessionBus', {
      startSession: START_SESSION,
      unlock: UNLOCK,
      install: INSTALL_DBUS,
    });
  }
  if (/org\.freedesktop\.secrets|was not provided by any \.service files|ServiceUnknown/i.test(text)) {
    return message('errors.keychain.noService', { install: INSTALL_KEYRING });
  }
  if (/is locked|collection.*locked|prompt.*dismiss|unlock/i.test(text)) return message('errors.keychain.locked');
  if (/libsecret|cannot open shared object/i.test(text)) return libraryMissing(text);
  return message('errors.keychain.answered', { raw: text });
}

/** The keychain library (keytar) could not be loaded: why, in words; a missing libsecret says what to install. */
export function keychainLibraryInWords(raw: string): Message {
  const text = raw.trim().replace(/\.$/, '');
  if (/libsecret|cannot open shared object/i.test(text)) return libraryMissing(text);
  return message('errors.keychain.libraryNotLoaded', { reason: keychainProblemInWords(text) });
}

function libraryMissing(text: string): Message {
  return message('errors.keychain.noLibsecret', { install: INSTALL_LIBSECRET, reinstall: REINSTALL, raw: text });
}
