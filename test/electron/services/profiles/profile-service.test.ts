import * as fsPromises from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { AtomicFs } from '../../../../electron/services/storage/atomic-file';
import { makeProfiles, sandboxInput } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('ProfileService', () => {
  it('starts empty without a file, and the first profile created becomes active', async () => {
    const { profiles, path } = await makeProfiles(await tempDir());
    expect(await profiles.list()).toEqual({ profiles: [], activeProfileId: null });
    const view = await profiles.create({ ...sandboxInput(), baseUrl: 'https://sandbox.example.com/' });
    expect(view).toMatchObject({
      name: 'Sandbox',
      baseUrl: 'https://sandbox.example.com',
      builtIn: false,
      selectedCustomer: null,
    });
    expect(view.secret.state).toBe('missing');
    expect(profiles.active()?.id).toBe(view.id);
    const stored = JSON.parse(await readFile(path, 'utf8'));
    expect(stored).toMatchObject({
      version: 2,
      activeProfileId: view.id,
      profiles: [{ id: view.id, secretOrigin: null }],
    });
  });

  it('persists across restarts', async () => {
    const dir = await tempDir();
    const first = await makeProfiles(dir);
    const view = await first.profiles.create(sandboxInput());
    await first.profiles.selectCustomer(view.id, '7');
    const second = await makeProfiles(dir);
    expect(second.profiles.get(view.id)).toMatchObject({ name: 'Sandbox', selectedCustomer: '7' });
    expect(second.profiles.active()?.id).toBe(view.id);
  });

  it('keeps the recently selected customers, most recent first, at most eight, across restarts; a new key forgets them', async () => {
    const dir = await tempDir();
    const first = await makeProfiles(dir);
    const view = await first.profiles.create(sandboxInput());
    for (const customer of ['1', '2', '3', '2', '4', '5', '6', '7', '8', '9'])
      await first.profiles.selectCustomer(view.id, customer);
    expect(first.profiles.get(view.id).recentCustomers).toEqual(['9', '8', '7', '6', '5', '4', '2', '3']);
    const second = await makeProfiles(dir);
    expect(second.profiles.get(view.id).recentCustomers).toEqual(['9', '8', '7', '6', '5', '4', '2', '3']);
    // The renderer hears of them once, in the connection state, not in every profile view.
    expect((await second.profiles.list()).profiles[0]).not.toHaveProperty('recentCustomers');
    await second.profiles.update({ id: view.id, apiKey: 'other-key' });
    expect(second.profiles.get(view.id).recentCustomers).toEqual([]);
  });

  it('refuses a duplicate name and changes nothing', async () => {
    const { profiles } = await makeProfiles(await tempDir());
    await profiles.create(sandboxInput());
    await expect(profiles.create(sandboxInput('sandbox'))).rejects.toMatchObject({
      kind: 'validation',
      details: { issues: [{ path: 'name' }] },
    });
    expect((await profiles.list()).profiles).toHaveLength(1);
  });

  it('migrates a format 1 file: the saved integer customer becomes its digits, the scheme word SVC, and the next save writes format 2', async () => {
    const dir = await tempDir();
    const id = '0b6f0f5e-7d1f-4a57-9d4f-1f2e3d4c5b6a';
    const time = '2026-01-02T03:04:05.000Z';
    const v1 = {
      version: 1,
      activeProfileId: id,
      profiles: [
        {
          id,
          name: 'Old',
          environment: 'sandbox',
          baseUrl: 'https://sandbox.example.com',
          apiKey: 'key-1',
          selectedCustomer: 100234,
          builtIn: false,
          secretOrigin: null,
          createdAt: time,
          updatedAt: time,
        },
      ],
    };
    await writeFile(`${dir}/profiles.json`, JSON.stringify(v1));
    const { profiles, notices, path } = await makeProfiles(dir);
    expect(notices.list()).toEqual([]);
    expect(profiles.get(id)).toMatchObject({
      selectedCustomer: '100234',
      authScheme: 'SVC',
      operatingUnit: 'ch',
      name: 'Old',
    });
    await profiles.selectCustomer(id, 'ACME-CUS-100001');
    const stored = JSON.parse(await readFile(path, 'utf8'));
    expect(stored).toMatchObject({
      version: 2,
      profiles: [{ id, selectedCustomer: 'ACME-CUS-100001', authScheme: 'SVC' }],
    });
  });

  it("shows a saved name without the forging characters it was stored with (they would reach main's dialogs)", async () => {
    const dir = await tempDir();
    const id = '0b6f0f5e-7d1f-4a57-9d4f-1f2e3d4c5b6a';
    const time = '2026-01-02T03:04:05.000Z';
    const record = {
      id,
      environment: 'sandbox',
      baseUrl: 'https://sandbox.example.com',
      apiKey: 'key-1',
      selectedCustomer: null,
      builtIn: false,
      secretOrigin: null,
      createdAt: time,
      updatedAt: time,
    };
    const other = { ...record, id: '1b6f0f5e-7d1f-4a57-9d4f-1f2e3d4c5b6a', name: '\u202E\0' };
    await writeFile(
      `${dir}/profiles.json`,
      JSON.stringify({
        version: 2,
        activeProfileId: id,
        profiles: [{ ...record, name: 'Desk\r\nOrder confirmed\u202E' }, other],
      }),
    );
    const { profiles, notices } = await makeProfiles(dir);
    expect(notices.list()).toEqual([]);
    expect(profiles.get(id).name).toBe('DeskOrder confirmed');
    expect(profiles.get(other.id).name).toBe('Unnamed profile');
  });

  it('keeps a corrupt file aside, starts with defaults and reports it as a notice', async () => {
    const dir = await tempDir();
    await writeFile(`${dir}/profiles.json`, '{"version":1,"profiles":[{"id":');
    const { profiles, notices } = await makeProfiles(dir);
    expect(await profiles.list()).toEqual({ profiles: [], activeProfileId: null });
    const files = await readdir(dir);
    const backup = files.find((name) => name.startsWith('profiles.json.corrupt-'));
    expect(backup).toBeDefined();
    expect(await readFile(`${dir}/${backup}`, 'utf8')).toBe('{"version":1,"profiles":[{"id":');
    expect(notices.list()).toEqual([
      expect.objectContaining({
        level: 'warning',
        title: 'Profiles could not be read',
        message: expect.stringContaining(backup!),
      }),
    ]);
    // The app keeps working: a new profile is saved to a fresh file.
    await profiles.create(sandboxInput());
    expect((await makeProfiles(dir)).profiles.records()).toHaveLength(1);
  });

  it('changes nothing, in memory or on disk, when saving fails', async () => {
    const dir = await tempDir();
    let failRename = false;
    const fs: AtomicFs = {
      open: fsPromises.open,
      rm: fsPromises.rm,
      rename: (from, to) =>
        failRename ? Promise.reject(new Error('ENOSPC: no space left')) : fsPromises.rename(from, to),
    };
    const { profiles, path, recorded } = await makeProfiles(dir, { fs });
    const view = await profiles.create(sandboxInput());
    const before = await readFile(path, 'utf8');
    const eventsBefore = recorded.length;
    failRename = true;
    await expect(profiles.update({ id: view.id, name: 'Renamed' })).rejects.toMatchObject({
      kind: 'storage',
      message: /ENOSPC.*Nothing was changed/,
    });
    expect(profiles.get(view.id).name).toBe('Sandbox');
    expect(await readFile(path, 'utf8')).toBe(before);
    expect(recorded.length).toBe(eventsBefore);
  });

  it('deletes a profile with its keychain entry and activates the next one', async () => {
    const { profiles, secrets, store, recorded } = await makeProfiles(await tempDir());
    const a = await profiles.create(sandboxInput('A'));
    const b = await profiles.create(sandboxInput('B'));
    await secrets.set(a.id, 'secret-of-a');
    expect(store.entries.get(a.id)).toBe('secret-of-a');
    await profiles.remove(a.id);
    expect(store.entries.has(a.id)).toBe(false);
    expect(profiles.active()?.id).toBe(b.id);
    expect(recorded.filter((r) => r.event === 'activeProfileChanged').at(-1)?.payload).toMatchObject({
      activeProfileId: b.id,
    });
    expect(() => profiles.get(a.id)).toThrow(expect.objectContaining({ kind: 'not-found' }));
  });

  it('does not delete a profile when its keychain entry cannot be deleted', async () => {
    const { profiles, secrets, store } = await makeProfiles(await tempDir());
    const a = await profiles.create(sandboxInput('A'));
    await secrets.set(a.id, 'secret-of-a');
    store.unavailable = 'no Secret Service';
    await expect(profiles.remove(a.id)).rejects.toMatchObject({ kind: 'keychain-unavailable' });
    expect(profiles.get(a.id).name).toBe('A');
  });

  it('activates a profile and pushes the change', async () => {
    const { profiles, recorded } = await makeProfiles(await tempDir());
    await profiles.create(sandboxInput('A'));
    const b = await profiles.create(sandboxInput('B'));
    await profiles.activate(b.id);
    expect(profiles.active()?.id).toBe(b.id);
    expect(recorded.at(-1)).toMatchObject({
      event: 'activeProfileChanged',
      payload: { activeProfileId: b.id, profile: { name: 'B' } },
    });
  });

  it('resets the selected customer when the address or key changes, and says so', async () => {
    const { profiles, recorded } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    await profiles.selectCustomer(view.id, '12');
    await profiles.update({ id: view.id, name: 'Still same connection' });
    expect(profiles.get(view.id).selectedCustomer).toBe('12');
    await profiles.update({ id: view.id, apiKey: 'other-key' });
    expect(profiles.get(view.id).selectedCustomer).toBeNull();
    expect(recorded.filter((r) => r.event === 'customerChanged').map((r) => r.payload)).toEqual([
      { profileId: view.id, customerNumber: '12' },
      { profileId: view.id, customerNumber: null },
    ]);
  });

  it('creates the built-in simulator profile once, then only moves its address', async () => {
    const dir = await tempDir();
    const { profiles } = await makeProfiles(dir);
    const first = await profiles.upsertBuiltIn('http://127.0.0.1:40001', 'sim-key');
    expect(first).toMatchObject({ name: 'Local simulator', environment: 'simulator', builtIn: true });
    expect(profiles.active()?.id).toBe(first.id);
    const restarted = await makeProfiles(dir);
    const second = await restarted.profiles.upsertBuiltIn('http://127.0.0.1:40002', 'sim-key');
    expect(second.id).toBe(first.id);
    expect(restarted.profiles.records()).toHaveLength(1);
    expect(restarted.profiles.get(first.id).baseUrl).toBe('http://127.0.0.1:40002');
  });

  it('protects the built-in profile: renaming only, no deleting', async () => {
    const { profiles } = await makeProfiles(await tempDir());
    const builtIn = await profiles.upsertBuiltIn('http://127.0.0.1:40001', 'sim-key');
    await expect(profiles.remove(builtIn.id)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(profiles.update({ id: builtIn.id, baseUrl: 'https://elsewhere.example.com' })).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(profiles.update({ id: builtIn.id, environment: 'production' })).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect((await profiles.update({ id: builtIn.id, name: 'My simulator' })).name).toBe('My simulator');
    // Its staking operating unit is the user's to choose: the public performance figures are read unsigned.
    expect(await profiles.update({ id: builtIn.id, operatingUnit: 'li' })).toMatchObject({
      operatingUnit: 'li',
      baseUrl: 'http://127.0.0.1:40001',
    });
  });

  it("keeps each profile's staking operating unit: ch unless given, changed without touching the connection, and saved", async () => {
    const dir = await tempDir();
    const { profiles, recorded } = await makeProfiles(dir);
    const plain = await profiles.create(sandboxInput());
    expect(plain.operatingUnit).toBe('ch');
    const other = await profiles.create({ ...sandboxInput('Germany'), operatingUnit: 'de' });
    await profiles.activate(other.id);
    await profiles.selectCustomer(other.id, '7');
    const before = recorded.length;
    const changed = await profiles.update({ id: other.id, operatingUnit: 'li' });
    expect(changed).toMatchObject({ operatingUnit: 'li', selectedCustomer: '7' });
    // Not a connection change: nothing reloads, the selected customer stays.
    expect(recorded.slice(before).map((entry) => entry.event)).toEqual(['profilesChanged']);
    expect((await makeProfiles(dir)).profiles.get(other.id).operatingUnit).toBe('li');
  });
});
