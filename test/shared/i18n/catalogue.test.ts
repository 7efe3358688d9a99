import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/i18n/languages';

const ROOT = join(__dirname, '../../..');
const CATALOGUE = join(ROOT, 'shared/i18n/catalogue');
type Catalogue = Map<string, Record<string, string>>;

/** A locale's area files, as written (not through index.ts: a file index.ts forgot is found too). */
function areas(language: string): Catalogue {
  const dir = join(CATALOGUE, language);
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>,
      ]),
  );
}
const flat = (catalogue: Catalogue): Record<string, string> =>
  Object.assign({}, ...catalogue.values()) as Record<string, string>;

/** Each argument of a message as "name:kind" ("count:plural", "customer:argument"), nested ones included. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`${element.value}:tag`);
      argumentsOf(element.children, into);
      continue;
    }
    into.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** Every source file of the app (the catalogue itself aside). */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === CATALOGUE || name === 'node_modules') continue;
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const english = areas('en');
const source = flat(english);

describe('the message catalogue', () => {
  it('has the same area files in every locale, and each area’s keys start with its name', () => {
    for (const language of LANGUAGES) {
      const catalogue = areas(language);
      expect([...catalogue.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [area, messages] of catalogue) {
        const strays = Object.keys(messages).filter((key) => !key.startsWith(`${area}.`));
        expect(strays, `${language}/${area}.json`).toEqual([]);
      }
    }
  });

  it('has every English key in every locale, and no key English lacks', () => {
    for (const language of LANGUAGES) {
      const messages = flat(areas(language));
      expect({ language, missing: Object.keys(source).filter((key) => !(key in messages)) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, extra: Object.keys(messages).filter((key) => !(key in source)) }).toEqual({
        language,
        extra: [],
      });
    }
  });

  it('gives each message the same ICU arguments of the same kinds in every locale, and every message parses', () => {
    for (const language of LANGUAGES) {
      const messages = flat(areas(language));
      for (const [key, english] of Object.entries(source)) {
        const want = [...argumentsOf(parse(english))].sort();
        const text = messages[key];
        if (text === undefined) continue;
        expect({ key, language, args: [...argumentsOf(parse(text))].sort() }).toEqual({ key, language, args: want });
      }
    }
  });

  it('has no empty message, and writes Swiss German (ss, never ß)', () => {
    for (const language of LANGUAGES)
      for (const [key, text] of Object.entries(flat(areas(language))))
        expect({ key, language, empty: text.trim() === '' }).toEqual({ key, language, empty: false });
    const sharpS = Object.entries(flat(areas('de'))).filter(([, text]) => text.includes('ß'));
    expect(sharpS).toEqual([]);
  });

  it('has no key the code does not use (keys are written whole in the code, so a rename is found)', () => {
    const code = ['renderer', 'electron', 'shared']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = Object.keys(source).filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  it('is joined whole by each locale’s index.ts', async () => {
    for (const language of LANGUAGES) {
      const { messages } = (await import(`../../../shared/i18n/catalogue/${language}/index.ts`)) as {
        messages: Record<string, string>;
      };
      expect(Object.keys(messages).sort(), relative(ROOT, join(CATALOGUE, language))).toEqual(
        Object.keys(flat(areas(language))).sort(),
      );
    }
  });
});
