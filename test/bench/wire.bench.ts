import { catalog } from '../../shared/api/catalog';
import { readWithSchema } from '../../shared/api/schema-read/read';
import { parseWireJson, parseWireJsonReference } from '../../shared/wire/json';
import { custodyAccountsJson } from './fixtures';
import { formatMicros, type BenchReport } from './report';

const ROUNDS = 30;
const BATCH = 100;

/** Median time per call of each contender, measured in interleaved batches after a warm-up. */
function medians(contenders: Record<string, () => unknown>): Record<string, number> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS + 5; round++) {
    for (const [name, fn] of Object.entries(contenders)) {
      const started = performance.now();
      for (let i = 0; i < BATCH; i++) fn();
      if (round >= 5) times[name]!.push((performance.now() - started) / BATCH);
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, samples]) => [name, samples.sort((a, b) => a - b)[samples.length >> 1]!]),
  );
}

/**
 * Where a response's time goes besides the network: lossless parsing and schema validation of 50 custody
 * accounts, apart (the general path) and in the one pass the client takes for answers it can read exactly.
 */
export async function run(): Promise<BenchReport[]> {
  const text = custodyAccountsJson(50);
  const schema = catalog['custody.listAccounts'].response;
  const wire = parseWireJson(text);
  const time = medians({
    native: () => JSON.parse(text),
    fast: () => parseWireJson(text),
    reference: () => parseWireJsonReference(text),
    validate: () => schema.safeParse(wire),
    onePass: () => readWithSchema(schema, text),
  });
  const baseline = `JSON.parse ${formatMicros(time['native']!)}`;
  return [
    {
      name: 'lossless parse, 50 accounts (parseWireJson: native parse of marked numbers)',
      measured: formatMicros(time['fast']!),
      baseline,
      ratio: time['fast']! / time['native']!,
    },
    {
      name: 'lossless parse, 50 accounts (reference: lossless-json)',
      measured: formatMicros(time['reference']!),
      baseline,
      ratio: time['reference']! / time['native']!,
    },
    {
      name: 'schema validation, 50 accounts (250 decimals)',
      measured: formatMicros(time['validate']!),
      baseline,
      ratio: time['validate']! / time['native']!,
    },
    {
      name: "one pass: lossless parse + validation, 50 accounts (the client's decode, schema-read)",
      measured: formatMicros(time['onePass']!),
      baseline,
      ratio: time['onePass']! / time['native']!,
    },
  ];
}
