import { join } from 'node:path';
import { z } from 'zod';
import type { AlertRule, PriceAlertEvent } from '../../../shared/alerts/rules';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { versionedJsonFile } from '../storage/versioned-json-file';

/** price-alerts.json in the user data folder: the rules (with their armed state and snooze) and the alert log. */
export const PRICE_ALERTS_FILE = 'price-alerts.json';

// The service's own output read back: the fields decisions hang on are checked, the rest kept as written.
const rule = z
  .object({
    id: z.string(),
    kind: z.enum(['level', 'move']),
    profileId: z.string(),
    symbol: z.string(),
    currency: z.string(),
    armed: z.boolean(),
  })
  .loose() as unknown as z.ZodType<AlertRule>;
const event = z
  .object({ id: z.string(), at: z.string(), ruleId: z.string() })
  .loose() as unknown as z.ZodType<PriceAlertEvent>;

export const priceAlertsFileSchema = z.object({ version: z.literal(1), rules: z.array(rule), log: z.array(event) });
export type PriceAlertsFile = z.output<typeof priceAlertsFileSchema>;

/** The file, replaced atomically on every save; a newer version's file is opened read-only. */
export function priceAlertsFile(dataDir: string): VersionedJsonFile<PriceAlertsFile> {
  return versionedJsonFile(join(dataDir, PRICE_ALERTS_FILE), priceAlertsFileSchema, { version: 1, newer: 'read-only' });
}
