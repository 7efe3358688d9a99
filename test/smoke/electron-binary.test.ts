import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** An electron package folder, with path.txt and the binary when asked. */
function packageFolder(files: { pathTxt?: string; binary?: string } = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'svc-desk-electron-pkg-'));
  folders.push(folder);
  if (files.pathTxt !== undefined) writeFileSync(join(folder, 'path.txt'), files.pathTxt);
  if (files.binary !== undefined) {
    mkdirSync(join(folder, files.binary, '..'), { recursive: true });
    writeFileSync(join(folder, files.binary), '');
  }
  return folder;
}

const display = { DISPLAY: ':99' };

describe('findElectronBinary (which Electron the smoke test launches)', () => {
  it('finds the installed binary from path.txt under dist/', () => {
    const folder = packageFolder({ pathTxt: 'electron', binary: 'dist/electron' });
    expect(findElectronBinary(display, 'linux', folder)).toEqual({ path: join(folder, 'dist/electron') });
  });

  it('says why it skips: no package, no binary installed, a binary missing, no display', () => {
    expect(findElectronBinary(display, 'linux', null)).toEqual({ reason: 'the electron package is not installed' });
    expect(findElectronBinary(display, 'linux', packageFolder())).toMatchObject({
      reason: expect.stringMatching(/not installed .*npm start.*ELECTRON_OVERRIDE_DIST_PATH/),
    });
    expect(findElectronBinary(display, 'linux', packageFolder({ pathTxt: 'electron' }))).toMatchObject({
      reason: expect.stringMatching(/no Electron binary under/),
    });
    const installed = packageFolder({ pathTxt: 'electron', binary: 'dist/electron' });
    expect(findElectronBinary({}, 'linux', installed)).toMatchObject({ reason: expect.stringMatching(/no display/) });
    expect(
      findElectronBinary(
        {},
        'darwin',
        packageFolder({
          pathTxt: 'Electron.app/Contents/MacOS/Electron',
          binary: 'dist/Electron.app/Contents/MacOS/Electron',
        }),
      ),
    ).toHaveProperty('path');
  });

  it('takes ELECTRON_OVERRIDE_DIST_PATH as electron does, with or without an installed path.txt', () => {
    const unpacked = packageFolder({ binary: 'electron.exe' });
    expect(findElectronBinary({ ELECTRON_OVERRIDE_DIST_PATH: unpacked }, 'win32', packageFolder())).toEqual({
      path: join(unpacked, 'electron.exe'),
    });
    const linux = packageFolder({ binary: 'electron' });
    expect(
      findElectronBinary(
        { ...display, ELECTRON_OVERRIDE_DIST_PATH: linux },
        'linux',
        packageFolder({ pathTxt: 'electron' }),
      ),
    ).toEqual({ path: join(linux, 'electron') });
    expect(
      findElectronBinary({ ...display, ELECTRON_OVERRIDE_DIST_PATH: '/nowhere' }, 'linux', packageFolder()),
    ).toMatchObject({
      reason: expect.stringMatching(/ELECTRON_OVERRIDE_DIST_PATH=\/nowhere holds no Electron executable/),
    });
  });
});
