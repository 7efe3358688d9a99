import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../electron/services/events';
import { createNoticeService } from '../../../../electron/services/notices/notice-service';
import { createLanguageService } from '../../../../electron/services/preferences/language';
import type { LanguageChoice } from '../../../../shared/i18n/languages';
import { message } from '../../../../shared/i18n/message';
import type { Notice } from '../../../../shared/ipc/schemas/app';
import { ENGLISH } from '../../../../electron/services/i18n/english';

async function setup() {
  let choice: LanguageChoice = 'de';
  const language = await createLanguageService({ choice: () => choice, systemLanguages: () => ['en-US'] });
  const events = createEventBus();
  const pushed: Notice[] = [];
  events.subscribe('notice', (notice) => pushed.push(notice));
  const notices = createNoticeService(
    events,
    () => new Date('2026-01-31T16:00:00Z'),
    () => language.translator(),
  );
  return { notices, pushed, choose: (next: LanguageChoice) => (choice = next) };
}

describe('notices in the language the user chose', () => {
  it('pushes a notice in the current language, and lists it again in a new language after a change', async () => {
    const { notices, pushed, choose } = await setup();
    notices.add({
      level: 'error',
      title: message('notices.requestLog.title'),
      message: message('notices.requestLog.message', { reason: 'EACCES' }),
    });
    expect(pushed[0]).toMatchObject({
      title: 'Anfrageprotokoll nicht gespeichert',
      message: expect.stringContaining('Protokolldatei konnte nicht geschrieben werden: EACCES'),
    });

    choose('fr');
    expect(notices.list()[0]).toMatchObject({ id: pushed[0]!.id, title: 'Journal des requêtes non enregistré' });
    choose('en');
    expect(notices.list()[0]).toMatchObject({
      title: 'Request log not saved',
      message: 'Requests are still listed in the app, but the log file could not be written: EACCES',
    });
  });

  it('lists in English for the desk whatever the language, and keeps text that is not a Message as it is', async () => {
    const { notices } = await setup();
    notices.add({ level: 'warning', title: message('notices.simulator.unavailable'), message: 'Port 9 is taken.' });
    expect(notices.list()[0]).toMatchObject({
      title: 'Lokaler Simulator nicht verfügbar',
      message: 'Port 9 is taken.',
    });
    expect(notices.list(ENGLISH)[0]).toMatchObject({ title: 'Local simulator unavailable' });
  });
});
