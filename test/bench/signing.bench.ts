import { createHmac } from 'node:crypto';
import { attemptHeaders } from '../../electron/client/headers';
import { hmacSha512Base64 } from '../../electron/platform/crypto';
import { pooledRandomBytes } from '../../electron/client/random-pool';
import { signatureMessage, sign, type SignatureInput } from '../../shared/signing/signature';
import { formatRate, type BenchReport } from './report';

const SECRET = 'Bench-Secret-0001-abcdefghijklmnopqrstuvwxyz';
const BODY =
  '{"symbol":"BTC","currency":"CHF","transactionTime":"2026-11-22T13:45:00.000Z","orderType":"Limit","timeInForce":"GoodTillCancel",' +
  '"fromAccount":100209,"clientOrderId":"desk-20261122-0001","side":"Buy","quantity":0.0105,"limitPrice":61234.5,"isCommissionIncluded":false,"targetStrategy":"None"}';

/** A typical signed request: placing a limit order. */
const input: SignatureInput = {
  apiKey: 'svc-bench-key-0001',
  host: 'api.example.com',
  path: '/trading/api/v3/Orders',
  query: '',
  contentType: 'application/json',
  nonce: 'AbCdEfGhIj0123456789',
  timestamp: '2026-11-22T13:45:00.123Z',
  version: 'v1',
  body: BODY,
};
const message = signatureMessage(input);

const BATCH = 2_000;
const ROUNDS = 40;

/** Operations per second of each contender, measured in interleaved batches; the median batch counts. */
function throughput(contenders: Record<string, () => unknown>): Record<string, number> {
  const rates: Record<string, number[]> = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  let sink = 0;
  for (let round = 0; round < ROUNDS + 5; round++) {
    const order = round % 2 === 0 ? Object.keys(contenders) : Object.keys(contenders).reverse();
    for (const name of order) {
      const fn = contenders[name]!;
      const started = performance.now();
      for (let i = 0; i < BATCH; i++) sink += (fn() as string).length;
      const elapsed = performance.now() - started;
      if (round >= 5) rates[name]!.push((BATCH / elapsed) * 1000); // the first rounds warm up the JIT
    }
  }
  if (sink === 0) throw new Error('unreachable: keeps the results alive');
  return Object.fromEntries(
    Object.entries(rates).map(([name, samples]) => [name, samples.sort((a, b) => a - b)[samples.length >> 1]!]),
  );
}

/** Signatures per second through the shared signing code, against a bare createHmac of the same message. */
export async function run(): Promise<BenchReport[]> {
  // The client's own signing: createHmac per request (platform/crypto.ts).
  const key = {
    apiKey: input.apiKey,
    scheme: 'SVC',
    secret: SECRET,
    host: input.host,
    hmac: hmacSha512Base64,
    randomBytes: pooledRandomBytes(),
  };
  const request = { method: 'POST', path: input.path, query: '', body: BODY, customer: '1001' };
  const rates = throughput({
    bare: () => createHmac('sha512', SECRET).update(message).digest('base64'),
    sign: () => sign(input, SECRET, hmacSha512Base64),
    headers: () => attemptHeaders(request, key, Date.now()).signature,
  });
  const bare = `bare createHmac ${formatRate(rates['bare']!, 'sig')}`;
  return [
    {
      name: 'sign(): message + HMAC-SHA512',
      measured: formatRate(rates['sign']!, 'signatures'),
      baseline: bare,
      ratio: rates['bare']! / rates['sign']!,
    },
    {
      name: 'all auth headers (nonce, timestamp, signature)',
      measured: formatRate(rates['headers']!, 'requests'),
      baseline: bare,
      ratio: rates['bare']! / rates['headers']!,
    },
  ];
}
