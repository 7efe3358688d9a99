import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../../electron/services/events';
import { createNoticeService } from '../../../../electron/services/notices/notice-service';
import { PreferencesService, preferencesFileAt } from '../../../../electron/services/preferences/preferences-service';
import { DEFAULT_PREFERENCES, updatePreferencesInput } from '../../../../shared/ipc/schemas/preferences';
import { useTempDirs } from '../helpers/temp-dir';

describe('PreferencesService', () => {
  const tempDir = useTempDirs();

  async function make(path?: string) {
    path ??= join(await tempDir(), 'preferences.json');
    const notices = createNoticeService(createEventBus());
    const onChange = vi.fn();
    const service = new PreferencesService({ file: preferencesFileAt(path), notices, onChange });
    return { service, notices, onChange, path };
  }

  it('starts with defaults on a fresh install', async () => {
    const { service } = await make();
    expect(await service.init()).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves a change, announces it, and keeps it across a restart', async () => {
    const first = await make();
    await first.service.init();
    const next = await first.service.update({ theme: 'dark', dashboard: { priceBasis: 'bid' } });
    expect(next).toEqual({
      theme: 'dark',
      language: 'system',
      exportLanguage: 'app',
      dateStyle: 'locale',
      dashboard: { ...DEFAULT_PREFERENCES.dashboard, priceBasis: 'bid' },
    });
    expect(first.onChange).toHaveBeenCalledWith(next);
    const second = await make(first.path);
    expect(await second.service.init()).toEqual(next);
  });

  it('changes nothing when saving fails', async () => {
    const { service, onChange } = await make(join(await tempDir(), 'missing-folder', 'preferences.json'));
    await service.init();
    await expect(service.update({ theme: 'light' })).rejects.toThrow();
    expect(service.get().theme).toBe('system');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps an unreadable file aside, says so, and uses defaults', async () => {
    const path = join(await tempDir(), 'preferences.json');
    await writeFile(path, '{"version":1,"preferences":{"theme":"purple"}}');
    const { service, notices } = await make(path);
    expect(await service.init()).toEqual(DEFAULT_PREFERENCES);
    expect(notices.list()[0]?.title).toBe('Preferences reset');
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("opens a newer version's file read-only: its choices apply, changes last for the session, the file stays as it was", async () => {
    const path = join(await tempDir(), 'preferences.json');
    const newer =
      '{"version":2,"preferences":{"theme":"dark","dashboard":{"refreshSeconds":60,"priceBasis":"bid"}},"layouts":["a"]}';
    await writeFile(path, newer);
    const { service, notices, onChange } = await make(path);
    expect(await service.init()).toEqual({
      theme: 'dark',
      language: 'system',
      exportLanguage: 'app',
      dateStyle: 'locale',
      dashboard: { ...DEFAULT_PREFERENCES.dashboard, refreshSeconds: 60, priceBasis: 'bid' },
    });
    expect(notices.list()[0]).toMatchObject({
      title: 'Preferences opened read-only',
      message: expect.stringMatching(/newer version of SVC Desk \(format version 2\)/),
    });
    expect(await service.update({ theme: 'light' })).toMatchObject({ theme: 'light' });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ theme: 'light' }));
    expect(await readFile(path, 'utf8')).toBe(newer);
  });

  it('keeps the ISO date style across a restart and refuses an unknown style in main', async () => {
    const first = await make();
    await first.service.init();
    expect(await first.service.update({ dateStyle: 'iso' })).toMatchObject({ dateStyle: 'iso', theme: 'system' });
    const second = await make(first.path);
    expect((await second.service.init()).dateStyle).toBe('iso');
    expect(updatePreferencesInput.safeParse({ dateStyle: 'us' }).success).toBe(false);
    expect(updatePreferencesInput.safeParse({ dateStyle: 'iso' }).success).toBe(true);
  });

  it('reads a file from before the export language as "as the app", and keeps a chosen export language across a restart', async () => {
    const path = join(await tempDir(), 'preferences.json');
    await writeFile(
      path,
      '{"version":1,"preferences":{"theme":"dark","language":"de","dashboard":{"refreshSeconds":30,"priceBasis":"mid"}}}',
    );
    const first = await make(path);
    expect(await first.service.init()).toMatchObject({ theme: 'dark', language: 'de', exportLanguage: 'app' });
    expect(await first.service.update({ exportLanguage: 'fr' })).toMatchObject({
      language: 'de',
      exportLanguage: 'fr',
    });
    const second = await make(path);
    expect((await second.service.init()).exportLanguage).toBe('fr');
    expect(updatePreferencesInput.safeParse({ exportLanguage: 'es' }).success).toBe(false);
    expect(updatePreferencesInput.safeParse({ exportLanguage: 'pseudo' }).success).toBe(false);
  });

  it('refuses out-of-range input with a specific message', () => {
    const result = updatePreferencesInput.safeParse({ dashboard: { refreshSeconds: 2 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('At least 5 seconds');
    expect(updatePreferencesInput.safeParse({ dashboard: { refreshSeconds: 0 } }).success).toBe(true);
    expect(updatePreferencesInput.safeParse({ theme: 'dark', extra: 1 }).success).toBe(false);
  });
});
