// electron-builder afterPack hook: flips the Electron fuses of the packaged binary. Runs after the app
// is copied into the Electron bundle and before signing (a fuse flip changes the binary, so it must
// come first). Fuses are compile-time switches inside the Electron executable: once off, no
// command-line flag or environment variable turns them back on.
import { join } from 'node:path';
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';

/**
 * The fuses every packaged SVC Desk ships with, every one @electron/fuses knows.
 * test/electron/main/packaging.test.ts fails if one changes. flipFuses runs with
 * strictlyRequireAllFuses: a newer Electron whose binary has a fuse missing here
 * fails the build instead of shipping that fuse at a default nobody chose.
 */
export const FUSES = {
  // ELECTRON_RUN_AS_NODE would turn the signed app into a general Node runtime.
  [FuseV1Options.RunAsNode]: false,
  // NODE_OPTIONS could preload arbitrary code into main.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect / --inspect-brk would open a debugger into main (and its keychain access).
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // Cookies and local storage encrypted with an OS-keychain key.
  [FuseV1Options.EnableCookieEncryption]: true,
  // app.asar is checked against the hash recorded at package time.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // Only app.asar is loaded: no loose app/ folder can replace it.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // The renderer is served from app://, so file:// pages need none of their extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  // No browser-process V8 snapshot of our own: the one Electron ships is the one that was tested.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // Electron's default: WebAssembly bounds checks through signal handlers.
  [FuseV1Options.WasmTrapHandlers]: true,
};

/** The Electron executable inside appOutDir for a platform. */
export function electronBinaryPath(context) {
  const { electronPlatformName, appOutDir, packager } = context;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas')
    return join(appOutDir, `${packager.appInfo.productFilename}.app`);
  if (electronPlatformName === 'win32') return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  return join(appOutDir, packager.executableName);
}

/** The hook. context is electron-builder's AfterPackContext. */
export async function afterPack(context) {
  // arm64 macOS refuses to run an ad-hoc signed binary that changed; electron-builder signs again afterwards.
  const resetAdHocDarwinSignature = context.electronPlatformName === 'darwin' && context.arch === 3; // builder-util Arch.arm64
  await flipFuses(electronBinaryPath(context), {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature,
    strictlyRequireAllFuses: true,
    ...FUSES,
  });
}

export default afterPack;
