import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { Message } from '../../../shared/i18n/message';
import type { NoticeFields } from '../notices/notice-service';
import { copyFile, open, rename } from 'node:fs/promises';

/** A notice for the user (the app's notice service). */
export type DamageNotice = (notice: NoticeFields & { level: 'warning' }) => void;

/** How a file is damaged. */
export type Damage = 'empty' | 'cut-short' | 'garbled-line' | 'unreadable';

// Each damage in words: what the file "is" or "was", said after its name.
const DAMAGE_WORDS: Record<Damage, MessageKey> = {
  empty: 'notices.damage.empty',
  'cut-short': 'notices.damage.cutShort',
  'garbled-line': 'notices.damage.garbledLine',
  unreadable: 'notices.damage.unreadable',
};

/** How much of a file's end is read to judge it: its last lines, not the whole (a log may be megabytes). */
const TAIL_BYTES = 64 * 1024;

/** `<path>.corrupt-<time>`, the name every damaged file is kept under (`.newer-`: a newer app's file). */
export function damagedCopyName(path: string, now: Date, label: 'corrupt' | 'newer' = 'corrupt'): string {
  return `${path}.${label}-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Keeps a damaged file as `<name>.corrupt-<time>` and says so: moved aside
 * (a new file is started) or, with 'copy', copied (the file stays in use).
 * Never throws: a file that cannot be kept is named in the notice all the same.
 */
export async function keepDamaged(
  path: string,
  how: 'move' | 'copy',
  words: { title: Message; what: Message; why: Damage; after: Message },
  notice: DamageNotice,
  now: Date = new Date(),
): Promise<void> {
  const aside = damagedCopyName(path, now);
  const kept = await (how === 'move' ? rename(path, aside) : copyFile(path, aside)).then(
    () => true,
    () => false,
  );
  notice({
    level: 'warning',
    title: words.title,
    message: (translator) => {
      const said = {
        what: translator.format(words.what),
        path,
        why: translator.t(DAMAGE_WORDS[words.why]),
        after: translator.format(words.after),
      };
      return kept
        ? translator.t('notices.damaged.kept', { ...said, aside })
        : translator.t('notices.damaged.notKept', said);
    },
  });
}

/**
 * Why a file of JSON lines is damaged, judged by its end: empty, cut short
 * (no final newline) or a garbled line; null when it is sound or missing.
 */
export async function jsonLinesDamage(path: string): Promise<Damage | null> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    if (size === 0) return 'empty';
    const length = Math.min(size, TAIL_BYTES);
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
    const text = buffer.toString('utf8');
    if (!text.endsWith('\n')) return 'cut-short';
    // The first line of a tail that starts mid-file may be partial: only whole lines are judged.
    const lines = text.split('\n').slice(length < size ? 1 : 0, -1);
    return lines.every((line) => line.trim() === '' || isJson(line)) ? null : 'garbled-line';
  } finally {
    await handle.close();
  }
}

/** Why a JSON document is damaged (empty, not JSON); null when it parses or is missing. */
export async function jsonFileDamage(path: string): Promise<Damage | null> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const text = await handle.readFile('utf8');
    if (text.length === 0) return 'empty';
    return isJson(text) ? null : 'unreadable';
  } finally {
    await handle.close();
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
