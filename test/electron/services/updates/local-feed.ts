import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dump } from 'js-yaml';

/** What the feed publishes: its version, the installer's bytes, and what latest.yml says about them. */
export interface FeedRelease {
  version: string;
  /** The installer's name in the feed's folder (its extension picks the updater's package). */
  file: string;
  /** The bytes the feed serves for the file. */
  body: Buffer;
  /** The bytes latest.yml's SHA-512 and size are of (default: body): a different one makes the file corrupt. */
  published?: Buffer;
  /** Serves only this many bytes of the body, then cuts the connection (a truncated download). */
  cutAfter?: number;
  stagingPercentage?: number;
  releaseNotes?: string;
}

/** A feed server on loopback (http), serving latest.yml / latest-linux.yml / latest-mac.yml and one installer. */
export interface LocalFeed {
  readonly url: string;
  /** Paths requested, in order. */
  readonly requested: string[];
  publish(release: FeedRelease): void;
  close(): Promise<void>;
}

export async function startLocalFeed(): Promise<LocalFeed> {
  let release: FeedRelease | null = null;
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://feed').pathname);
    requested.push(path);
    if (release === null) {
      response.writeHead(404).end();
      return;
    }
    if (/^\/latest(-linux|-mac)?\.yml$/.test(path)) {
      const published = release.published ?? release.body;
      const sha512 = createHash('sha512').update(published).digest('base64');
      const info = {
        version: release.version,
        files: [{ url: release.file, sha512, size: published.length }],
        path: release.file,
        sha512,
        releaseDate: '2026-11-20T09:00:00.000Z',
        ...(release.releaseNotes === undefined ? {} : { releaseNotes: release.releaseNotes }),
        ...(release.stagingPercentage === undefined ? {} : { stagingPercentage: release.stagingPercentage }),
      };
      response.writeHead(200, { 'content-type': 'text/yaml' }).end(dump(info));
      return;
    }
    if (path === `/${release.file}`) {
      const { body, cutAfter } = release;
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      if (cutAfter === undefined) response.end(body);
      else response.write(body.subarray(0, cutAfter), () => response.socket?.destroy());
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    publish: (next) => (release = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on loopback where nothing listens (a port just freed). */
export async function deadFeedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}
