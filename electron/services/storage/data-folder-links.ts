import type { NoticeFields } from '../notices/notice-service';
import { lstat, readdir, readlink, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { message } from '../../../shared/i18n/message';

/** The name a link gets when set aside: `<name>.link-<time>`. */
const SET_ASIDE = /\.link-\d{4}-\d{2}-\d{2}T[\d-]+Z$/;

/** A notice for the user (the app's notice service). */
type LinkNotice = (notice: NoticeFields & { level: 'warning' }) => void;

/**
 * Renames every link among folder's entries aside, as `<name>.link-<time>`,
 * with a notice each: SVC Desk never writes through a link (a planted one
 * would have it write, and chmod, a file or folder elsewhere). rename moves
 * the link itself; its target is never opened or changed. Answers the names
 * set aside; a missing folder has none.
 */
export async function setAsideLinks(
  folder: string,
  notice: LinkNotice,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [] as string[];
    throw error;
  });
  const setAside: string[] = [];
  // A link set aside at an earlier start is left alone: SVC Desk never uses that name.
  for (const name of names.filter((candidate) => !SET_ASIDE.test(candidate))) {
    const path = join(folder, name);
    const info = await lstat(path).catch(() => null);
    if (!info?.isSymbolicLink()) continue;
    const target = await readlink(path).catch(() => 'an unknown place');
    const aside = `${path}.link-${now().toISOString().replace(/[:.]/g, '-')}`;
    const moved = await rename(path, aside).then(
      () => true,
      () => false,
    );
    notice({
      level: 'warning',
      title: message('notices.link.title'),
      message: moved
        ? message('notices.link.renamed', { path, target, aside, name })
        : message('notices.link.kept', { path, target }),
    });
    if (moved) setAside.push(name);
  }
  return setAside;
}
