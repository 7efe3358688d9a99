/** The app's id: the keychain service name of every profile secret, and the Windows AppUserModelID. */
export const APP_ID = 'com.svcdesk.desktop';
