import { z } from 'zod';
import { profileId } from './common';

/** connection.clock: names the profile the caller believes is active. */
export const clockInput = z.strictObject({ profileId });
export type ClockInput = z.input<typeof clockInput>;

/** Server clock minus this computer's, in ms, from the Date headers of responses seen so far; null before any. */
export interface ClockReading {
  readonly offsetMs: number | null;
}
