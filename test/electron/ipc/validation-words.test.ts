import { describe, expect, it } from 'vitest';
import { issueWords, ISSUE_KEYS } from '../../../electron/ipc/validation-words';
import { ENGLISH } from '../../../electron/services/i18n/english';
import { messages as german } from '../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../shared/i18n/translator';

describe('the argument checks’ words in the catalogue', () => {
  it('has each listed schema text as the English of its message, so English readers see the schema’s words', () => {
    for (const [text, key] of Object.entries(ISSUE_KEYS))
      expect({ text, english: ENGLISH.t(key) }).toEqual({ text, english: text });
  });

  it('puts a listed text and a character limit into German, and leaves an unlisted text as written', () => {
    const de = createTranslator('de', 'de-CH', german);
    expect(issueWords('Enter a name', de)).toBe('Geben Sie einen Namen ein');
    expect(issueWords('At most 1024 characters', de)).toBe('Höchstens 1024 Zeichen');
    expect(issueWords('At most 1024 characters', ENGLISH)).toBe('At most 1024 characters');
    expect(issueWords('Something no list knows', de)).toBe('Something no list knows');
  });
});
