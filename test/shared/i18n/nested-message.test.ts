import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/catalogue/load';
import { message } from '../../../shared/i18n/message';
import { createTranslator } from '../../../shared/i18n/translator';
import { messageWords } from '../../../shared/ipc/schemas/message';

// A sentence that carries catalogue words as an argument (what was damaged, and how).
const damaged = message('notices.damaged.kept', {
  what: message('notices.requestLog.what'),
  path: '/data/requests.log',
  why: message('notices.damage.empty'),
  aside: '/data/requests.log.damaged',
  after: message('notices.requestLog.after'),
});

describe('a message whose arguments are messages', () => {
  it('puts the nested words into the sentence’s language', async () => {
    const de = createTranslator('de', 'de-CH', await loadMessages('de'));
    const shown = de.format(damaged);
    expect(shown).toContain(de.t('notices.requestLog.what'));
    expect(shown).toContain(de.t('notices.damage.empty'));
    expect(shown).toContain('/data/requests.log.damaged');
    expect(shown).not.toMatch(/\b(request log|is empty|was kept)\b/);
    const en = createTranslator('en', 'en-CH', await loadMessages('en'));
    expect(en.format(damaged)).toBe(
      'The request log (/data/requests.log) is empty; the damaged file was kept as /data/requests.log.damaged. A new log was started; requests are logged as before.',
    );
  });

  it('passes IPC validation nested, and refuses a nested argument that is not words', () => {
    expect(messageWords.parse(damaged)).toEqual(damaged);
    expect(messageWords.safeParse({ key: 'notices.damaged.kept', values: { what: { values: {} } } }).success).toBe(
      false,
    );
    expect(
      messageWords.safeParse({ key: 'notices.damaged.kept', values: { what: { key: 'x', values: { a: [] } } } })
        .success,
    ).toBe(false);
  });
});
