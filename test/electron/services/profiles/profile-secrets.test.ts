import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { makeProfiles, sandboxInput } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';
import { spokenSecret } from '../helpers/verdict-words';

const tempDir = useTempDirs();

describe('ProfileSecrets', () => {
  it('stores a secret bound to the profile origin and releases it only for that origin', async () => {
    const { profiles, secrets } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    expect(spokenSecret(await secrets.set(view.id, 'the-secret'))).toMatchObject({
      state: 'set',
      message: expect.stringContaining('https://sandbox.example.com'),
    });
    expect(profiles.get(view.id).secretOrigin).toBe('https://sandbox.example.com');
    await expect(secrets.read(view.id, 'https://sandbox.example.com')).resolves.toBe('the-secret');
    await expect(secrets.read(view.id, 'https://evil.example.com')).rejects.toMatchObject({
      kind: 'secret-origin-mismatch',
    });
  });

  it('never sends a secret to a new base URL: the user must enter it again', async () => {
    const { profiles, secrets, store } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    await secrets.set(view.id, 'the-secret');
    await profiles.update({ id: view.id, baseUrl: 'https://other.example.com' });
    await expect(secrets.read(view.id, 'https://other.example.com')).rejects.toMatchObject({ kind: 'secret-missing' });
    expect(store.entries.has(view.id)).toBe(false);
    expect((await secrets.status(view.id)).state).toBe('missing');
    await secrets.set(view.id, 'new-secret');
    await expect(secrets.read(view.id, 'https://other.example.com')).resolves.toBe('new-secret');
  });

  it('refuses a keychain secret saved for another origin even if it is still in the keychain', async () => {
    // E.g. the keychain entry survived while profiles.json was edited or restored from a backup.
    const { profiles, secrets, store } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    await secrets.set(view.id, 'the-secret');
    await profiles.setSecretOrigin(view.id, 'https://old.example.com');
    expect(store.entries.get(view.id)).toBe('the-secret');
    expect(spokenSecret(await secrets.status(view.id))).toMatchObject({
      state: 'origin-changed',
      message: expect.stringContaining('https://old.example.com'),
    });
    await expect(secrets.read(view.id, 'https://sandbox.example.com')).rejects.toMatchObject({
      kind: 'secret-origin-mismatch',
    });
  });

  it('deletes a secret', async () => {
    const { profiles, secrets, store } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    await secrets.set(view.id, 'the-secret');
    expect(await secrets.delete(view.id)).toMatchObject({ state: 'missing' });
    expect(store.entries.size).toBe(0);
    await expect(secrets.read(view.id, 'https://sandbox.example.com')).rejects.toMatchObject({
      kind: 'secret-missing',
    });
  });

  it('says plainly when no keychain exists and stores nothing', async () => {
    const { profiles, secrets, store, path } = await makeProfiles(await tempDir());
    const view = await profiles.create(sandboxInput());
    store.unavailable = 'Cannot autolaunch D-Bus without X11 $DISPLAY';
    await expect(secrets.set(view.id, 'the-secret')).rejects.toMatchObject({
      kind: 'keychain-unavailable',
      message: expect.stringMatching(/^No OS keychain is available: this session has no D-Bus session bus/),
    });
    expect(profiles.get(view.id).secretOrigin).toBeNull();
    expect(await secrets.status(view.id)).toMatchObject({ state: 'unavailable' });
    expect(await readFile(path, 'utf8')).not.toContain('the-secret');
  });
});
