import { z } from 'zod';

/** Facts about the running app for an About box. */
export const appInfo = z.object({
  name: z.string(),
  version: z.string(),
  /** Electron version, null outside Electron (tests). */
  electron: z.string().nullable(),
  platform: z.string(),
  /** Folder holding profiles.json, the request log and the simulator's state. */
  dataFolder: z.string(),
});
export type AppInfo = z.infer<typeof appInfo>;

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

/** app.copyText: one line of visible text (ids, addresses, numbers), never more than a screenful. */
export const copyTextInput = z.strictObject({
  text: z
    .string()
    .min(1, 'Nothing to copy')
    .max(1024, 'At most 1024 characters')
    // One line: no control characters (a pasted newline or escape in an address would hide what was copied).
    .refine(
      (text) => ![...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      'One line of text only',
    ),
});
export type CopyTextInput = z.input<typeof copyTextInput>;
