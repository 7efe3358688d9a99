import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeytarSecretStore } from '../../../electron/services/secrets/keytar-store';
import type { BrowserMode } from '../../../electron/web/browser-mode';
import { startBrowserMode } from '../../../electron/web/browser-mode';
import { allInvokeChannels } from '../../../shared/ipc/names';
import { ipcErrorKinds } from '../../../shared/ipc/result';
import { useSharedSimulator } from '../ipc/harness';
import { frame, rawHandshake } from './raw-socket';

/**
 * Every invoke channel over browser mode's WebSocket, as a hostile page would
 * call it: each with a few argument shapes no page of ours sends. Bounded
 * (channels x shapes calls on one socket, one at a time); a hang fails on the
 * test's timeout, a crash as an unhandled error.
 */
const SHAPES: Record<string, string | undefined> = {
  none: undefined,
  null: 'null',
  emptyObject: '{}',
  array: '[1,"x",null]',
  string: '"x"',
  number: '-1e308',
  boolean: 'true',
  // JSON.parse makes __proto__ an own key: it must not reach Object.prototype.
  protoKey: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  deep: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
  long: JSON.stringify({ id: 'x'.repeat(200_000), name: 'y'.repeat(200_000) }),
};

const simulator = useSharedSimulator({ speed: 1e-9 });
let mode: BrowserMode;
let dataDir: string;
let rendererDir: string;
const keychainService = `svc-desk-fuzz-${randomUUID()}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'svc-desk-fuzz-data-'));
  rendererDir = await mkdtemp(join(tmpdir(), 'svc-desk-fuzz-renderer-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html>');
  mode = await startBrowserMode({
    dataDir,
    rendererDir,
    host: '127.0.0.1',
    port: 0,
    version: 'fuzz',
    keychainService,
    startSimulator: simulator.start,
    bounds: { callBurst: 10_000 },
  });
  await mode.services?.simulator;
}, 120_000);

afterAll(async () => {
  const secrets = createKeytarSecretStore(keychainService);
  for (const profile of mode?.services?.profiles.records() ?? []) await secrets.delete(profile.id).catch(() => false);
  await mode?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(rendererDir, { recursive: true, force: true });
});

/** Reads whole text frames (the server never masks) from a raw socket, in order. */
function frameReader(socket: Socket): () => Promise<string> {
  let buffered = Buffer.alloc(0);
  const waiting: ((text: string) => void)[] = [];
  const ready: string[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (buffered.length < 2) return;
      let length = buffered[1]! & 0x7f;
      let offset = 2;
      if (length === 126) [length, offset] = [buffered.readUInt16BE(2), 4];
      else if (length === 127) [length, offset] = [Number(buffered.readBigUInt64BE(2)), 10];
      if (buffered.length < offset + length) return;
      const text = buffered.subarray(offset, offset + length).toString();
      buffered = buffered.subarray(offset + length);
      const next = waiting.shift();
      if (next) next(text);
      else ready.push(text);
    }
  });
  return () => (ready.length > 0 ? Promise.resolve(ready.shift()!) : new Promise((resolve) => waiting.push(resolve)));
}

describe('every IPC channel over the WebSocket, with malformed arguments', () => {
  it('answers each call with a result: no crash, no hang, no internal error, no prototype pollution', async () => {
    const token = new URL(mode.server.url).hash.replace('#token=', '');
    const raw = await rawHandshake(mode.server.port, token);
    expect(raw.status).toBe('HTTP/1.1 101 Switching Protocols');
    const next = frameReader(raw.socket);
    const kinds = new Map<string, number>();
    let id = 0;
    for (const channel of allInvokeChannels()) {
      for (const [shape, input] of Object.entries(SHAPES)) {
        id += 1;
        const text = `{"type":"invoke","id":${id},"channel":${JSON.stringify(channel)}${input === undefined ? '' : `,"input":${input}`}}`;
        raw.socket.write(frame(0x1, Buffer.from(text)));
        // Events may come in between: the answer with this id is the one awaited.
        let answer: { type: string; id?: number; answer?: { ok: boolean; error?: { kind: string } } };
        do answer = JSON.parse(await next()) as typeof answer;
        while (answer.type !== 'answer' || answer.id !== id);
        const kind = answer.answer!.ok ? 'ok' : answer.answer!.error!.kind;
        expect(['ok', ...ipcErrorKinds], `${channel} with ${shape}`).toContain(kind);
        expect(kind, `${channel} with ${shape}: no internal error`).not.toBe('internal');
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
    }
    expect(id).toBe(allInvokeChannels().length * Object.keys(SHAPES).length);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    // The socket is still open and served.
    raw.socket.write(frame(0x1, Buffer.from(`{"type":"invoke","id":${id + 1},"channel":"app.info"}`)));
    let last: { type: string; id?: number; answer?: { ok: boolean } };
    do last = JSON.parse(await next()) as typeof last;
    while (last.type !== 'answer');
    expect(last).toMatchObject({ id: id + 1, answer: { ok: true } });
    raw.socket.destroy();
    // Nearly all are clear validation errors; the rest are channels without an argument, which ignore one.
    expect(kinds.get('validation') ?? 0, JSON.stringify(Object.fromEntries(kinds))).toBeGreaterThan(id * 0.9);
  }, 180_000);
});
