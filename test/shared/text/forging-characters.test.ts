import { describe, expect, it } from 'vitest';
import { ipcContract } from '../../../shared/ipc/contract';
import { exportFileName } from '../../../shared/reports/file-name';
import {
  forgingCharacterIn,
  linesWithoutForgingCharacters,
  withoutForgingCharacters,
} from '../../../shared/text/forging-characters';

const LONE_HIGH = String.fromCharCode(0xd83d);
const LONE_LOW = String.fromCharCode(0xde00);

describe('characters that forge text', () => {
  it('names each kind, and finds none in ordinary names of any script', () => {
    expect(forgingCharacterIn('Desk\0Admin')).toBe('a control character');
    expect(forgingCharacterIn('Desk\r\nConfirmed by SVC Desk')).toBe('a line break');
    expect(forgingCharacterIn('Desk\u2028line')).toBe('a line break');
    expect(forgingCharacterIn('Desk\u0085')).toBe('a control character');
    for (const mark of ['\u202E', '\u202A', '\u2066', '\u2069', '\u200F', '\u061C'])
      expect(forgingCharacterIn(`cod${mark}exe`), mark.codePointAt(0)!.toString(16)).toBe('a text-direction mark');
    expect(forgingCharacterIn(`Desk ${LONE_HIGH}`)).toBe('a broken character');
    expect(forgingCharacterIn(`${LONE_LOW}Desk`)).toBe('a broken character');
    for (const fine of [
      'Alpine Capital AG',
      'Zürich Treasury',
      'שלום בנק',
      'بنك الخليج',
      '東京デスク',
      'Desk 😀',
      'Family 👨‍👩‍👧',
    ])
      expect(forgingCharacterIn(fine), fine).toBeNull();
  });

  it("are stripped from the service's text, line by line where main puts lines together", () => {
    expect(withoutForgingCharacters(`Alpine\u202E\0 AG${LONE_HIGH}\r\n`)).toBe('Alpine AG');
    expect(linesWithoutForgingCharacters('Profile: A\u202Eb\rc\nCustomer: 1')).toBe('Profile: Abc\nCustomer: 1');
  });
});

describe("profile names (shown in main's confirmation dialogs)", () => {
  const create = (name: string) =>
    ipcContract['profiles.create'].input.safeParse({
      name,
      environment: 'sandbox',
      baseUrl: 'https://api.example.com',
      apiKey: 'k'.repeat(20),
    });
  const update = (name: string) => ipcContract['profiles.update'].input.safeParse({ id: 'p1', name });

  it('refuses NUL, line breaks, direction marks and broken characters, saying which', () => {
    for (const [name, words] of [
      ['Desk\0', 'a control character'],
      ['Desk\r\nOrder confirmed', 'a line break'],
      ['Desk \u202Egnp.exe', 'a text-direction mark'],
      [`Desk ${LONE_HIGH}x`, 'a broken character'],
    ] as const) {
      for (const parsed of [create(name), update(name)]) {
        expect(parsed.success, JSON.stringify(name)).toBe(false);
        expect(parsed.error!.issues.map((issue) => issue.message)).toContain(`A name cannot contain ${words}`);
      }
    }
  });

  it('accepts names in any script', () => {
    expect(create('Zürich שלום 😀').success).toBe(true);
  });
});

describe("an export's file name", () => {
  it("drops a right-to-left override and other forging characters from the service's customer name", () => {
    const name = exportFileName(
      {
        customer: '100101',
        customerName: 'Alpine\u202Excod.exe\u202C AG\u200F',
        kind: 'balance',
        params: { kind: 'balance', date: '2026-06-30', referenceCurrency: 'EUR' },
      } as never,
      'xlsx',
    );
    expect(forgingCharacterIn(name)).toBeNull();
    expect(name).toMatch(/^100101 Alpinexcod\.exe AG - .+ - at 2026-06-30\.xlsx$/);
  });
});
