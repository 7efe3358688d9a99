// Packaging: `npm run dist` builds installers for the platform it runs on (electron-builder picks it).
// Tested by test/electron/main/packaging.test.ts: targets, shipped files and the fuses must not drift.
import process from 'node:process';

// The update feed the release is published to (a generic server: an office may host a mirror and name it in
// office-updates.json instead). Set by the release build; electron-builder writes it into app-update.yml and
// writes latest*.yml (version, SHA-512, staging percentage) beside the installers. Without it the build has no
// feed of its own and updates only from an office's.
const UPDATE_FEED = process.env['SVC_DESK_UPDATE_FEED'] || null;

/** @type {import('electron-builder').Configuration} */
const config = {
  // electron/main/app-id.ts (the test checks they agree).
  appId: 'com.svcdesk.desktop',
  productName: 'SVC Desk',
  executableName: 'svc-desk',
  copyright: 'Copyright © SVC Desk',
  directories: { output: 'dist', buildResources: 'resources' },
  // Only the built app: main, preload and renderer bundles, package.json, the window icon and the PDF
  // statement's fonts (in the asar, so its integrity check covers them; the export worker reads them there). Sources,
  // tests, benchmarks, fixtures, CI and dev configs never ship; production dependencies are added by
  // electron-builder (devDependencies never are).
  files: [
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    'package.json',
    'resources/icon.png',
    'resources/fonts/**',
    '!**/*.map',
    '!**/*.{ts,tsx,md}',
  ],
  asar: true,
  // keytar's native module cannot load from inside the archive.
  asarUnpack: ['**/*.node'],
  // keytar is an N-API module: the binary npm install built loads in Electron as it is, so packaging
  // does not rebuild (and rewrite) node_modules.
  npmRebuild: false,
  // Sets the Electron fuses on the packaged binary before it is signed (scripts/after-pack.mjs).
  afterPack: './scripts/after-pack.mjs',
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    icon: 'resources/icon.png',
    synopsis: 'Trading, custody, staking and reports for an institutional crypto service',
    maintainer: 'SVC Desk',
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.finance',
    icon: 'resources/icon.png',
    hardenedRuntime: true,
  },
  win: {
    target: ['nsis'],
    icon: 'resources/icon.png',
  },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  publish: UPDATE_FEED === null ? null : [{ provider: 'generic', url: UPDATE_FEED, channel: 'latest' }],
};

export default config;
