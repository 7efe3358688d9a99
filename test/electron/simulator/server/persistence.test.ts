import { mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStateFile, StateFileError, StateSaver, writeFileAtomic } from '../../../../electron/simulator/persistence';
import { runSimulator } from '../../../../electron/simulator/server/simulator';
import { createFakeWorld } from '../support/fake-world';
import { send } from '../support/signed';
import { startFakeSimulator } from '../support/start-fake';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'svc-sim-state-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('replaces the file through a new inode, so a reader never sees a half-written state', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, 'old content');
    const before = await stat(file);
    const reader = await open(file, 'r');
    try {
      await writeFileAtomic(file, 'new content that is longer than the old one');
      // The old inode is untouched (rename, not an in-place rewrite)...
      expect((await reader.readFile('utf8')).toString()).toBe('old content');
    } finally {
      await reader.close();
    }
    expect((await stat(file)).ino).not.toBe(before.ino);
    expect(await readFile(file, 'utf8')).toBe('new content that is longer than the old one');
    // ...and no temporary file is left behind.
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('leaves the old file and no temporary file when the write fails', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, 'old content');
    await expect(writeFileAtomic(join(dir, 'missing-dir', 'state.json'), 'x')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['state.json']);
  });
});

describe('readStateFile', () => {
  it('is undefined for a missing file and names the file when it is not JSON', async () => {
    expect(await readStateFile(join(dir, 'nope.json'))).toBeUndefined();
    const file = join(dir, 'bad.json');
    await writeFile(file, '{"half":');
    await expect(readStateFile(file)).rejects.toThrow(StateFileError);
    await expect(readStateFile(file)).rejects.toThrow(file);
  });
});

describe('StateSaver', () => {
  it('coalesces changes into one delayed save and writes the latest state', async () => {
    const file = join(dir, 'state.json');
    let version = 0;
    const snapshot = vi.fn(() => JSON.stringify({ version }));
    const saver = new StateSaver(file, snapshot, 20, () => undefined);
    for (version = 1; version <= 5; version += 1) saver.changed();
    version = 5;
    await vi.waitFor(async () => expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ version: 5 }), {
      timeout: 2000,
      interval: 10,
    });
    expect(snapshot).toHaveBeenCalledTimes(1);
    version = 6;
    await saver.close();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ version: 6 });
    saver.changed(); // after close: ignored
    expect(snapshot).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous file when a snapshot fails, and reports it', async () => {
    const file = join(dir, 'state.json');
    await writeFile(file, '{"version":1}\n');
    const errors: string[] = [];
    const saver = new StateSaver(
      file,
      () => {
        throw new Error('snapshot broke');
      },
      20,
      (message) => errors.push(message),
    );
    await expect(saver.flush()).rejects.toThrow('snapshot broke');
    expect(await readFile(file, 'utf8')).toBe('{"version":1}\n');
    expect(errors[0]).toContain(file);
    expect(await readdir(dir)).toEqual(['state.json']);
  });
});

describe('simulator --state', () => {
  const key = { apiKey: 'fake-key-a', apiSecret: 'Fake-Secret-A-0123456789', customers: [1001, 1002] };
  const putOrder = (id: string) => ({
    method: 'PUT' as const,
    path: `/staking/v5/stakingOrders/${id}`,
    customer: 1001,
    body: '{"fromAccountNumber":"000000000001","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","amount":0.5}',
  });

  it('creates the file for a new world, saves on change and on stop, and restores it on restart', async () => {
    const file = join(dir, 'world.json');
    const first = await startFakeSimulator({ stateFile: file });
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ fake: 1, counter: 0 });
    const id = '11111111-2222-4333-8444-555555555555';
    expect((await send(first.baseUrl, key, putOrder(id))).status).toBe(204);
    // The debounced save happens on its own...
    await vi.waitFor(async () => expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ counter: 1 }), {
      timeout: 3000,
      interval: 25,
    });
    first.world.bump();
    await first.stop();
    // ...and stop() writes the last change.
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      counter: 2,
      stakingOrders: { [id]: { amount: '0.5' } },
    });

    const second = await startFakeSimulator({ stateFile: file });
    try {
      expect(second.world.snapshot()).toMatchObject({ counter: 2, stakingOrders: { [id]: { amount: '0.5' } } });
    } finally {
      await second.stop();
    }
  });

  for (const [label, content] of [
    ['not JSON', '{"fake":1,"counter":'],
    ['JSON but not a world', '{"something":"else"}'],
    ['empty', ''],
  ] as const) {
    it(`refuses a state file that is ${label}, naming it and leaving it unchanged`, async () => {
      const file = join(dir, 'world.json');
      await writeFile(file, content);
      const before = await stat(file);
      const factory = vi.fn(createFakeWorld);
      const start = runSimulator(factory, { seed: 1, speed: 1, stateFile: file, logError: () => undefined });
      await expect(start).rejects.toThrow(StateFileError);
      await expect(start).rejects.toThrow(`The simulator state file ${file} cannot be used`);
      expect(await readFile(file, 'utf8')).toBe(content);
      expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
      expect(await readdir(dir)).toEqual(['world.json']);
    });
  }

  it('fails to start when the state file cannot be written, rather than losing the world later', async () => {
    await expect(startFakeSimulator({ stateFile: join(dir, 'no-such-dir', 'world.json') })).rejects.toThrow(/ENOENT/);
  });
});
