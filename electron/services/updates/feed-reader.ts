import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { load } from 'js-yaml';
import { gt, valid } from 'semver';
import { EnvHttpProxyAgent, request } from 'undici';
import { z } from 'zod';
import { feedFolder } from './feed-url';
import { plainReleaseNotes } from './release-notes';
import type { UpdaterPort } from './updater-port';

/** The feed file electron-builder writes for each platform (its "latest" channel). */
export function channelFile(platform: NodeJS.Platform): string {
  if (platform === 'darwin') return 'latest-mac.yml';
  if (platform === 'linux') return 'latest-linux.yml';
  return 'latest.yml';
}

/** What main reads of latest.yml: electron-builder's UpdateInfo, as far as telling needs it. */
const feedFile = z.object({
  version: z.string().refine((text) => valid(text) !== null, 'not a semantic version'),
  files: z.array(z.object({ url: z.string().min(1) })).optional(),
  path: z.string().optional(),
  releaseDate: z.string().optional(),
  releaseNotes: z
    .union([z.string(), z.array(z.object({ version: z.string(), note: z.string().nullable().optional() }))])
    .nullable()
    .optional(),
  stagingPercentage: z.number().min(0).max(100).optional(),
});

// A feed file is a few hundred bytes; this bounds what a wrong address can make main read.
const MAX_FEED_BYTES = 1024 * 1024;
const TIMEOUT_MS = 30_000;

export interface FeedReaderDeps {
  currentVersion: string;
  platform: NodeJS.Platform;
  /** Where this installation's rollout id is kept (electron-updater's `.updaterId` in the data folder). */
  stagingIdFile: string;
}

/**
 * Browser mode's port: main reads the same feed the desktop app updates from, tells which newer version exists
 * and where to get it (the platform's file in the feed's folder), and downloads nothing. Staged rollouts are
 * honoured as electron-updater honours them: a random id kept in the data folder places this installation.
 */
export function feedReaderPort(deps: FeedReaderDeps): UpdaterPort {
  // Through the office's proxy when the environment names one (HTTPS_PROXY, NO_PROXY).
  const dispatcher = new EnvHttpProxyAgent({ headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  return {
    canDownload: false,
    async check(feedUrl) {
      const url = new URL(channelFile(deps.platform), feedFolder(feedUrl));
      // A redirect is not followed (undici's request never does): a feed is read where the office says it is.
      const response = await request(url, { dispatcher });
      const text = await readBounded(response.body);
      if (response.statusCode !== 200) {
        throw Object.assign(new Error(`${url.href} answered HTTP ${response.statusCode}`), {
          statusCode: response.statusCode,
        });
      }
      const parsed = feedFile.safeParse(load(text));
      if (!parsed.success) throw new Error(`${url.href} is not an update feed: ${parsed.error.issues[0]?.message}`);
      const info = parsed.data;
      if (valid(deps.currentVersion) === null)
        throw new Error(
          `This copy's version (${deps.currentVersion}) is not a release version, so no update applies to it.`,
        );
      if (!gt(info.version, deps.currentVersion)) return null;
      if (info.stagingPercentage !== undefined && !(await withinRollout(deps.stagingIdFile, info.stagingPercentage)))
        return null;
      const file = info.files?.[0]?.url ?? info.path;
      return {
        version: info.version,
        releaseDate: info.releaseDate ?? null,
        releaseNotes: plainReleaseNotes(info.releaseNotes),
        downloadUrl: file === undefined ? feedFolder(feedUrl).href : new URL(file, feedFolder(feedUrl)).href,
      };
    },
    download() {
      return Promise.reject(new Error('Browser mode does not download updates.'));
    },
  };
}

async function readBounded(body: AsyncIterable<Buffer | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_FEED_BYTES) throw new Error('The update feed file is larger than an update feed can be.');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** electron-updater's rule: the id's last four bytes as a share of 2³²−1 place it below the percentage or not. */
export async function withinRollout(idFile: string, stagingPercentage: number): Promise<boolean> {
  const id = await stagingId(idFile);
  const value = Buffer.from(id.replaceAll('-', ''), 'hex').readUInt32BE(12);
  return (value / 0xffffffff) * 100 < stagingPercentage;
}

async function stagingId(idFile: string): Promise<string> {
  const known = (await readFile(idFile, 'utf8').catch(() => '')).trim();
  if (UUID.test(known)) return known;
  const id = randomUUID();
  await mkdir(dirname(idFile), { recursive: true });
  // Kept, so this installation stays on the same side of every rollout; unwritable: placed anew next time.
  await writeFile(idFile, id, { mode: 0o600 }).catch(() => undefined);
  return id;
}
