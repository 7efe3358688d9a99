import { readFile } from 'node:fs/promises';
import type { LoadOutcome, VersionedJsonFile } from '../storage/versioned-json-file';
import { profilesFile, type ProfilesFile } from './profile-record';

/**
 * profiles.json read as it is, with saves that go nowhere: a process that
 * must not change the window's profiles (the desk command) still runs the same
 * ProfileService, and its changes last until it exits. A file that cannot be
 * used reads as missing and is left exactly where it is (the window reports it).
 */
export function inMemorySaves(path: string): VersionedJsonFile<ProfilesFile> {
  return {
    path,
    async load(): Promise<LoadOutcome<ProfilesFile>> {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
        throw error;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { status: 'missing' };
      }
      const parsed = profilesFile.safeParse(json);
      return parsed.success ? { status: 'loaded', data: parsed.data } : { status: 'missing' };
    },
    save: async (data) => {
      // Validated like a real save, so a bad change fails here as it would in the window.
      profilesFile.parse(data);
    },
  };
}
