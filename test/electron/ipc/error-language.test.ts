import { describe, expect, it } from 'vitest';
import { AppError } from '../../../electron/services/errors';
import type { IpcError } from '../../../shared/ipc/result';
import { MemorySecretStore } from '../services/helpers/memory-secret-store';
import { useTempDirs } from '../services/helpers/temp-dir';
import { startApp } from './harness';

const tempDir = useTempDirs();

async function failure(
  dispatch: (channel: string, arg?: unknown) => Promise<unknown>,
  channel: string,
  arg: unknown,
): Promise<IpcError> {
  const result = (await dispatch(channel, arg)) as { ok: boolean; error: IpcError };
  expect(result.ok).toBe(false);
  return result.error;
}

// A new profile with no name, a plain-http address elsewhere and a wrong type: the schema's words and zod's own.
const BAD_PROFILE = { name: '', environment: 'production', baseUrl: 'http://api.example.com', apiKey: 7 };

describe('errors reach the page in the language the user chose', () => {
  it('says what is wrong with an argument in German with "de", in English with "en", and follows a change at once', async () => {
    const { dispatch, value, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start: null,
    });
    await value('preferences.update', { language: 'de' });
    const german = await failure(dispatch, 'profiles.create', BAD_PROFILE);
    expect(german.kind).toBe('validation');
    expect(german.message).toMatch(/^Ungültige Eingabe: /);
    expect(german.message).toContain('name: Geben Sie einen Namen ein');
    expect(german.message).toContain('Nur https ist erlaubt, ausser für Adressen auf diesem Computer');
    expect(german.details).toMatchObject({
      issues: expect.arrayContaining([{ path: 'name', message: 'Geben Sie einen Namen ein' }]),
    });
    // zod's own words (a wrong type) in German too, written the Swiss way.
    expect(german.message).not.toContain('Invalid input');
    expect(german.message).not.toContain('ß');

    await value('preferences.update', { language: 'en' });
    const english = await failure(dispatch, 'profiles.create', BAD_PROFILE);
    expect(english.message).toMatch(/^Invalid input: /);
    expect(english.message).toContain('name: Enter a name');
    expect(english.message).not.toContain('Geben Sie');
    await services.shutdown();
  });

  it('gives an AppError in the chosen language; its .message, for logs and the desk, stays English', async () => {
    const { dispatch, value, services } = await startApp({
      dataDir: await tempDir(),
      store: new MemorySecretStore(),
      start: null,
    });
    await value('preferences.update', { language: 'de' });
    expect(await failure(dispatch, 'app.dismissNotice', { id: 'gone' })).toEqual({
      kind: 'not-found',
      message: 'Dieser Hinweis wurde bereits geschlossen.',
    });
    const thrown = await Promise.resolve(services.handlers['app.dismissNotice']({ id: 'gone' })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).message).toBe('That notice was already dismissed.');
    await value('preferences.update', { language: 'fr' });
    expect(await failure(dispatch, 'no.such.channel', undefined)).toEqual({
      kind: 'not-found',
      message: 'Il n’existe aucun canal IPC nommé « no.such.channel ».',
    });
    await value('preferences.update', { language: 'it' });
    expect((await failure(dispatch, 'app.dismissNotice', { id: 'gone' })).message).toBe(
      'Questo avviso è già stato chiuso.',
    );
    await services.shutdown();
  });
});
