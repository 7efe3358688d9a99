import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { WEB_DOWNLOAD_PATH } from '../../shared/ipc/web-protocol';
import type { Page } from './page-calls';

/** A finished file the page may fetch exactly once. */
export interface Offer {
  path: string;
  name: string;
}

/**
 * Browser mode's stand-in for the save dialog: exports are written into a
 * private temporary folder, and once a file is finished it is offered to the
 * page under a one-time URL (a random 256-bit id; the token is still required).
 * The file is deleted after it was sent, the folder when the server stops.
 */
export class Downloads {
  /** Reserved files not yet finished, with the page whose call reserved each (in reservation order). */
  private readonly pending = new Map<string, Page | undefined>();
  private readonly offered = new Map<string, string>();

  private constructor(private readonly folder: string) {}

  static async create(): Promise<Downloads> {
    return new Downloads(await mkdtemp(join(tmpdir(), 'svc-desk-downloads-')));
  }

  /**
   * Where an export named defaultName is written (the save dialog's answer), for the page that asked.
   * Its name is unique among the files not yet offered ("statement (2).xlsx"),
   * because the page only ever learns a file's name, never its path here.
   */
  async reserve(defaultName: string, owner?: Page): Promise<string> {
    const sub = join(this.folder, randomBytes(8).toString('hex'));
    await mkdir(sub, { mode: 0o700 });
    const file = join(sub, this.uniqueName(basename(defaultName)));
    this.pending.set(file, owner);
    return file;
  }

  /**
   * The reserved file a finished export names, and the page it is for: by its
   * full path, or by its name alone when that is all an answer tells the page
   * (the oldest reservation of that name). Null for anything not reserved.
   */
  find(fileOrName: string): { file: string; owner: Page | undefined } | null {
    if (this.pending.has(fileOrName)) return { file: fileOrName, owner: this.pending.get(fileOrName) };
    if (basename(fileOrName) !== fileOrName) return null;
    for (const [file, owner] of this.pending) if (basename(file) === fileOrName) return { file, owner };
    return null;
  }

  /** Offers a reserved file once it is finished; null for any other path (a file the user chose elsewhere). */
  offer(file: string): Offer | null {
    if (!this.pending.delete(file)) return null;
    const id = randomBytes(32).toString('hex');
    this.offered.set(id, file);
    return { path: `${WEB_DOWNLOAD_PATH}${id}`, name: basename(file) };
  }

  private uniqueName(name: string): string {
    const taken = new Set([...this.pending.keys()].map((file) => basename(file)));
    if (!taken.has(name)) return name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; ; n += 1) {
      const candidate = `${stem} (${n})${extension}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  /** Whether a path names an offered download (to answer 404 before reading anything else). */
  has(pathname: string): boolean {
    return this.offered.has(pathname.slice(WEB_DOWNLOAD_PATH.length));
  }

  /** Sends an offered file once, then forgets and deletes it. */
  async send(pathname: string, response: ServerResponse, headers: Record<string, string>): Promise<void> {
    const id = pathname.slice(WEB_DOWNLOAD_PATH.length);
    const file = this.offered.get(id);
    this.offered.delete(id);
    const size = file
      ? await stat(file).then(
          (info) => info.size,
          () => null,
        )
      : null;
    if (!file || size === null || relative(this.folder, file).startsWith(`..${sep}`)) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${basename(file).replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    });
    const stream = createReadStream(file);
    stream.pipe(response);
    stream.on('close', () => void rm(dirname(file), { recursive: true, force: true }));
    stream.on('error', () => response.destroy());
  }

  /** Removes every file not yet fetched. */
  async close(): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
  }
}
