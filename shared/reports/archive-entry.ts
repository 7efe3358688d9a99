import { z } from 'zod';
import { REPORT_KINDS, reportParamsSchema } from './kinds';

/** The manifest kept next to each archived report's raw JSON: what, for whom, when, and the raw bytes' SHA-256. */
export const archiveManifestSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(/^[a-z0-9-]{8,80}$/),
  kind: z.enum(REPORT_KINDS),
  params: reportParamsSchema,
  customer: z.string(),
  customerName: z.string().nullable(),
  profileId: z.string(),
  profileName: z.string(),
  /** Where the report came from: "Local simulator" or the service address. */
  environment: z.string(),
  /** The service's report id (null for the legacy statements, which have none). */
  reportId: z.string().nullable(),
  /** Server time the report was fetched (local clock corrected by the measured server offset), ISO UTC. */
  serverTime: z.string(),
  /** Local time it was saved, ISO UTC. */
  savedAt: z.string(),
  appVersion: z.string(),
  /** SHA-256 (hex) of the raw JSON exactly as received. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
  /** Rows per table name. */
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
});
export type ArchiveManifest = z.output<typeof archiveManifestSchema>;

/** One archive entry as listed: its manifest, and whether the raw JSON still matches its hash (null: not checked yet). */
export interface ArchiveEntry {
  readonly manifest: ArchiveManifest;
  readonly intact: boolean | null;
}
