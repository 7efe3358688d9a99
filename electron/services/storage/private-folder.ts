import { chmod, stat } from 'node:fs/promises';

/**
 * Makes a folder private to the user (0700), also when it already existed
 * with looser modes (mkdir's mode applies only to a folder it creates).
 * Windows has no such modes: its folders inherit the profile's ACL.
 */
export async function tightenFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const { mode } = await stat(folder);
  if ((mode & 0o777) !== 0o700) await chmod(folder, 0o700);
}
