import { readdir, readlink } from 'node:fs/promises';

/**
 * How many of this process's file descriptors point at `path` (Linux: /proc/self/fd).
 * Lets a test see that a journal's append handle is really closed at shutdown rather
 * than left for the garbage collector ("Closing file descriptor … on garbage collection").
 */
export async function openDescriptorsOf(path: string): Promise<number> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target === path).length;
}
