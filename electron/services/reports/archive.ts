import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import type { ArchiveEntry, ArchiveManifest } from '../../../shared/reports/archive-entry';
import { archiveManifestSchema } from '../../../shared/reports/archive-entry';
import { message, type Message } from '../../../shared/i18n/message';
import type { JournalNotice } from '../storage/journal-file';
import { AppError } from '../errors';
import { writeFileAtomic } from '../storage/atomic-file';
import { tightenFolder } from '../storage/private-folder';
import { ZipWriter } from '../../platform/zip/zip-writer';

/** Filter of the archive list (all optional; dates compare with savedAt's day). */
export interface ArchiveFilter {
  customer?: string;
  kind?: ArchiveManifest['kind'];
  from?: string;
  to?: string;
}

const ID = /^[a-z0-9-]{8,80}$/;

/** The largest bundle written (raw statements added up): far above any real year of statements, far below a disk-filling zip. */
const MAX_BUNDLE_BYTES = 2 * 1024 * 1024 * 1024;

function formatMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/**
 * Every fetched report, kept in the user data folder as the raw JSON exactly
 * as received (`<id>.json`) and its manifest (`<id>.manifest.json`, written
 * second: an entry exists once its manifest does). Readable with no network.
 */
export class ReportArchive {
  // Hashes of raw files by what stat says of them, so listing the archive does not read every statement again.
  private readonly hashes = new Map<string, { key: string; sha256: string }>();
  /**
   * Manifests read, by file name. A manifest is written once under a new id (atomically) and only ever deleted, so
   * a name already read needs no second read: a list of a large archive (a month-end run looks for a customer's
   * companion statements once a step, over thousands of entries) reads the folder's names and only new manifests.
   */
  private readonly listed = new Map<string, ArchiveManifest>();

  private readonly maxBundleBytes: number;
  private readonly notice: JournalNotice | undefined;
  private readonly reported = new Set<string>();

  constructor(
    readonly folder: string,
    private readonly now: () => Date = () => new Date(),
    options: {
      maxBundleBytes?: number;
      notice?: JournalNotice;
    } = {},
  ) {
    this.maxBundleBytes = options.maxBundleBytes ?? MAX_BUNDLE_BYTES;
    this.notice = options.notice;
  }

  /** Saves a report's raw answer and its manifest; answers the manifest (with the hash of the bytes written). */
  async save(
    raw: Uint8Array,
    manifest: Omit<ArchiveManifest, 'version' | 'id' | 'sha256' | 'bytes' | 'savedAt'>,
  ): Promise<ArchiveManifest> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await tightenFolder(this.folder);
    const savedAt = this.now();
    const id = `${savedAt.toISOString().slice(0, 10)}-${manifest.kind}-${randomBytes(5).toString('hex')}`;
    const full = archiveManifestSchema.parse({
      ...manifest,
      version: 1,
      id,
      sha256: await sha256InSlices(raw),
      bytes: raw.byteLength,
      savedAt: savedAt.toISOString(),
    });
    await writeFileAtomic(this.rawPath(id), raw);
    const key = await this.statKey(this.rawPath(id));
    if (key !== null) this.hashes.set(id, { key, sha256: full.sha256 });
    await writeFileAtomic(this.manifestPath(id), `${JSON.stringify(full, null, 2)}\n`);
    this.listed.set(`${id}.manifest.json`, full);
    return full;
  }

  /** Manifests of every entry matching the filter, newest first; damaged manifests are skipped. */
  async list(filter: ArchiveFilter = {}): Promise<ArchiveManifest[]> {
    const names = new Set(await readdir(this.folder).catch(() => [] as string[]));
    for (const name of this.listed.keys()) if (!names.has(name)) this.listed.delete(name);
    const manifests: ArchiveManifest[] = [];
    for (const name of names) {
      if (!name.endsWith('.manifest.json')) continue;
      const known = this.listed.get(name);
      if (known) {
        manifests.push(known);
        continue;
      }
      const parsed = archiveManifestSchema.safeParse(await readJson(join(this.folder, name)));
      if (parsed.success) {
        this.listed.set(name, parsed.data);
        manifests.push(parsed.data);
      } else this.reportDamaged(name);
    }
    return manifests
      .filter((m) => filter.customer === undefined || m.customer === filter.customer)
      .filter((m) => filter.kind === undefined || m.kind === filter.kind)
      .filter((m) => filter.from === undefined || m.savedAt.slice(0, 10) >= filter.from)
      .filter((m) => filter.to === undefined || m.savedAt.slice(0, 10) <= filter.to)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /**
   * Reads every manifest and checks every statement's hash (at start, in the
   * background), so a damaged manifest or statement is said in a notice
   * before the archive is opened. Damaged files are left as they are.
   */
  async scan(): Promise<void> {
    for (const manifest of await this.list()) {
      if ((await this.check(manifest.id).catch(() => null))?.intact !== false) continue;
      const name = `${manifest.id}.json`;
      this.reportDamaged(
        name,
        message('files.archive.damagedTitle'),
        message('files.archive.damaged', { name, folder: this.folder }),
      );
    }
  }

  /** Says once per file that a manifest (cut short, garbage, or a newer app's) is not listed, or a statement is damaged; its files are left as they are. */
  private reportDamaged(
    name: string,
    title: Message = message('files.archive.notListedTitle'),
    words: Message = message('files.archive.notListed', { name, folder: this.folder }),
  ): void {
    if (this.reported.has(name)) return;
    this.reported.add(name);
    this.notice?.({ level: 'warning', title, message: words });
  }

  /** One entry's manifest; not-found when it is gone. */
  async manifest(id: string): Promise<ArchiveManifest> {
    if (!ID.test(id)) throw new AppError('not-found', message('reports.failure.noArchived'));
    const parsed = archiveManifestSchema.safeParse(await readJson(this.manifestPath(id)));
    if (!parsed.success) throw new AppError('not-found', message('reports.failure.noArchivedId', { id }));
    return parsed.data;
  }

  /** The entry with its hash checked against the raw bytes now on disk. */
  async check(id: string): Promise<ArchiveEntry & { actualSha256: string | null }> {
    const manifest = await this.manifest(id);
    const actual = await this.hashOf(id);
    return { manifest, intact: actual === manifest.sha256, actualSha256: actual };
  }

  /** Deletes an entry (manifest first, so a half-deleted entry is never listed). */
  async delete(id: string): Promise<void> {
    await this.manifest(id);
    await rm(this.manifestPath(id), { force: true });
    await rm(this.rawPath(id), { force: true });
    this.hashes.delete(id);
    this.listed.delete(`${id}.manifest.json`);
  }

  /** Every intact entry with its raw bytes, oldest first (a backup; a damaged statement is never passed on). */
  async intactEntries(): Promise<{ manifest: ArchiveManifest; raw: Buffer }[]> {
    const entries: { manifest: ArchiveManifest; raw: Buffer }[] = [];
    for (const manifest of (await this.list()).reverse()) {
      const raw = await readFile(this.rawPath(manifest.id)).catch(() => null);
      if (raw !== null && (await sha256InSlices(raw)) === manifest.sha256) entries.push({ manifest, raw });
    }
    return entries;
  }

  /** Whether an entry of this id is listed (its manifest reads). */
  async has(id: string): Promise<boolean> {
    return archiveManifestSchema.safeParse(await readJson(this.manifestPath(id))).success;
  }

  /**
   * Puts a backed-up statement back under its own id (raw first, manifest second, as save does). A report already
   * here under that id is kept as it is; bytes that do not match the manifest's SHA-256 are refused.
   */
  async restoreEntry(manifest: ArchiveManifest, raw: Uint8Array): Promise<'added' | 'kept'> {
    const checked = archiveManifestSchema.parse(manifest);
    if (await this.has(checked.id)) return 'kept';
    if ((await sha256InSlices(raw)) !== checked.sha256 || raw.byteLength !== checked.bytes)
      throw new AppError('validation', message('backup.restore.statementMismatch', { id: checked.id }));
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await tightenFolder(this.folder);
    await writeFileAtomic(this.rawPath(checked.id), raw);
    await writeFileAtomic(this.manifestPath(checked.id), `${JSON.stringify(checked, null, 2)}\n`);
    return 'added';
  }

  /**
   * SHA-256 of an entry's raw file, null when it is gone. Read as a stream, so
   * main never hashes tens of MB in one go; remembered while the file's inode,
   * size, mtime and ctime stay the same (any write changes ctime, which no
   * user-level call can set back).
   */
  private async hashOf(id: string): Promise<string | null> {
    const path = this.rawPath(id);
    const key = await this.statKey(path);
    if (key === null) return null;
    const known = this.hashes.get(id);
    if (known?.key === key) return known.sha256;
    const hash = createHash('sha256');
    try {
      for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    } catch {
      return null;
    }
    const sha256 = hash.digest('hex');
    this.hashes.set(id, { key, sha256 });
    return sha256;
  }

  private async statKey(path: string): Promise<string | null> {
    const info = await stat(path, { bigint: true }).catch(() => null);
    return info === null ? null : `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
  }

  /** Path of an entry's raw JSON. */
  rawPath(id: string): string {
    return join(this.folder, `${id}.json`);
  }

  private manifestPath(id: string): string {
    return join(this.folder, `${id}.manifest.json`);
  }

  /** Writes a zip of the entries' raw JSON and manifests (for an accountant), atomically. */
  async exportBundle(requested: readonly string[], outPath: string): Promise<{ entries: number; bytes: number }> {
    // Each entry once (a thousand copies of one id must not make a zip a thousand times its size), and a cap on the total.
    const ids = [...new Set(requested)];
    let total = 0;
    for (const id of ids) total += (await this.manifest(id)).bytes;
    if (total > this.maxBundleBytes) {
      throw new AppError(
        'validation',
        message('reports.failure.bundleTooLarge', {
          count: ids.length,
          size: formatMb(total),
          max: formatMb(this.maxBundleBytes),
        }),
      );
    }
    const temp = `${outPath}.${randomBytes(6).toString('hex')}.tmp`;
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    out.on('error', () => undefined); // surfaced by the awaited writes below
    try {
      await once(out, 'open');
      const zip = new ZipWriter(out);
      const index: ArchiveManifest[] = [];
      for (const id of ids) {
        const manifest = await this.manifest(id);
        await zip.addBuffer(`${id}/${id}.json`, await readFile(this.rawPath(id)));
        await zip.addBuffer(`${id}/${id}.manifest.json`, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
        index.push(manifest);
      }
      const readme =
        'SVC Desk statement archive.\nEach folder holds one report: <id>.json is the raw answer exactly as received from the service, ' +
        '<id>.manifest.json says what it is, for whom, when, and the SHA-256 of the raw file (check with: sha256sum <id>.json).\n';
      await zip.addBuffer('README.txt', Buffer.from(readme));
      await zip.addBuffer('index.json', Buffer.from(`${JSON.stringify(index, null, 2)}\n`));
      const bytes = await zip.finish();
      out.end();
      await once(out, 'close');
      const handle = await open(temp, 'r+');
      await handle.sync().finally(() => handle.close());
      await rename(temp, outPath);
      return { entries: index.length, bytes };
    } catch (error) {
      out.destroy();
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
  }
}

// 4 MB takes a few ms to hash: a 30 MB statement is hashed in slices with a turn of the event loop between them.
const HASH_SLICE = 4 * 1024 * 1024;

async function sha256InSlices(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let offset = 0; offset < bytes.byteLength; offset += HASH_SLICE) {
    if (offset > 0) await new Promise((resolve) => setImmediate(resolve));
    hash.update(bytes.subarray(offset, offset + HASH_SLICE));
  }
  return hash.digest('hex');
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}
