import { z } from 'zod';

/** Why this app cannot start itself at login here: browser mode (no app to start), or an OS Electron cannot register it with. */
export const LOGIN_ITEM_UNAVAILABLE = ['browser', 'platform'] as const;
export type LoginItemUnavailable = (typeof LOGIN_ITEM_UNAVAILABLE)[number];

/** startup.loginItem: whether the app starts when the user logs in, as the OS has it registered. */
export const loginItemView = z
  .object({
    /** Null: available here; otherwise why not (the setting is shown as unavailable with that reason). */
    unavailable: z.enum(LOGIN_ITEM_UNAVAILABLE).nullable(),
    openAtLogin: z.boolean(),
    /** Started at login, the app stays in the tray instead of opening its window (the loan monitor's Keep watching is on). */
    startsHidden: z.boolean(),
  })
  .readonly();
export type LoginItemView = z.infer<typeof loginItemView>;

/** startup.setLoginItem */
export const setLoginItemInput = z.strictObject({ openAtLogin: z.boolean() });
export type SetLoginItemInput = z.input<typeof setLoginItemInput>;
