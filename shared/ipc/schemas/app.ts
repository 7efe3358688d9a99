import { z } from 'zod';

/** Facts about the running app for an About box. */
export interface AppInfo {
  name: string;
  version: string;
  /** Electron version, null outside Electron (tests). */
  electron: string | null;
  platform: string;
  /** Folder holding profiles.json, the request log and the simulator's state. */
  dataFolder: string;
}

/** Something the user should know about that happened outside any call (e.g. a corrupt profiles file at start). */
export const notice = z.object({
  id: z.string(),
  level: z.enum(['info', 'warning', 'error']),
  title: z.string(),
  message: z.string(),
  time: z.string(),
});
export type Notice = z.infer<typeof notice>;

/** app.dismissNotice */
export const dismissNoticeInput = z.strictObject({ id: z.string().min(1).max(100) });
export type DismissNoticeInput = z.input<typeof dismissNoticeInput>;

/** app.openExternal: https links only, opened in the system browser. */
export const openExternalInput = z.strictObject({
  url: z
    .string()
    .max(4096)
    .regex(/^https:\/\/[^\s/?#]+[^\s]*$/, 'Only https links can be opened'),
});
export type OpenExternalInput = z.input<typeof openExternalInput>;
