import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { feedUrlSchema } from './feed-url';

/** The office's update settings file in the data folder, placed there by its IT (never written by the app). */
export const OFFICE_UPDATES_FILE = 'office-updates.json';

/**
 * What an office may set: its own feed (a mirror it hosts; the build's otherwise) and whether a newer version
 * downloads without asking (it is still installed only when the user quits).
 */
export const officeUpdateSettings = z.strictObject({
  feedUrl: feedUrlSchema.optional(),
  autoDownload: z.boolean().optional(),
});
export type OfficeUpdateSettings = z.infer<typeof officeUpdateSettings>;

/** The settings read, and why the file was not used when it could not be (the build's feed and asking apply then). */
export interface OfficeSettingsRead {
  readonly settings: OfficeUpdateSettings;
  readonly problem: string | null;
}

/** Reads the office's file at each check (IT may change it while the app runs); none is no problem, a damaged one is named. */
export async function readOfficeUpdateSettings(dataDir: string): Promise<OfficeSettingsRead> {
  const path = join(dataDir, OFFICE_UPDATES_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { settings: {}, problem: null };
    return { settings: {}, problem: `${path} could not be read: ${(error as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { settings: {}, problem: `${path} is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = officeUpdateSettings.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    return { settings: {}, problem: `${path}: ${issues.join('; ')}` };
  }
  return { settings: parsed.data, problem: null };
}
