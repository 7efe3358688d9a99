import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';

/**
 * Makes a folder private to the user (0700), also when it already existed
 * with looser modes (mkdir's mode applies only to a folder it creates). A
 * link in its place is refused (ELOOP), never followed: its target is not
 * ours to change. Windows has no such modes: its folders inherit the profile's ACL.
 */
export async function tightenFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  // Opened without following a link and changed through the handle: nothing can swap the folder in between.
  const handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW).catch(
    async (error: NodeJS.ErrnoException) => {
      // Linux answers a link opened this way with ENOTDIR: said as what it is, a link.
      if (error.code === 'ENOTDIR' && (await lstat(folder)).isSymbolicLink())
        throw Object.assign(new Error(`ELOOP: ${folder} is a link`), { code: 'ELOOP', path: folder });
      throw error;
    },
  );
  try {
    const { mode } = await handle.stat();
    if ((mode & 0o777) !== 0o700) await handle.chmod(0o700);
  } finally {
    await handle.close();
  }
}
