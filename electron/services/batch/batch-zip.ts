import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** Every file under `folder` (no leftover temp files of an interrupted write), sorted for a stable zip. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * One zip of a run's whole output folder (the exports of every customer and
 * the summary), for the accountant: each file streamed from disk (yazl, zip64
 * when the folder passes 4 GB or 65,535 files), written to a temp file, synced,
 * then renamed into place, so a zip that is there is whole. Inside, every path
 * starts with the folder's name.
 */
export async function zipFolder(
  folder: string,
  outPath: string,
  signal?: AbortSignal,
): Promise<{ bytes: number; files: number }> {
  const files = await filesUnder(folder);
  const top = basename(folder);
  const zip = new ZipFile();
  for (const file of files) zip.addFile(file, [top, ...relative(folder, file).split(sep)].join('/'));
  zip.end();
  const temp = `${outPath}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await pipeline(zip.outputStream, createWriteStream(temp, { flags: 'wx', mode: 0o600 }), signal ? { signal } : {});
    const handle = await open(temp, 'r+');
    const { size } = await handle.stat();
    await handle.sync().finally(() => handle.close());
    await rename(temp, outPath);
    return { bytes: size, files: files.length };
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
