import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { hmacSha512Base64 } from '../../../../electron/platform/crypto';
import { sign } from '../../../../shared/signing/signature';

/** What the strict server expects and answers: production's shapes (production-notes.md), not our simulator's. */
export const PRODUCTION = {
  scheme: 'ACME',
  apiKey: 'acme-key-0001',
  secret: 'acme-secret-0001',
  customers: [
    {
      name: 'Acme Treasury AG',
      customerNumber: 'ACME-CUS-100001',
      eligibleForTrading: true,
      accessRight: 'Full Access',
    },
    {
      name: 'Acme Advisory SA',
      customerNumber: 'ACME-CUS-100002',
      eligibleForTrading: false,
      accessRight: 'Read Only',
    },
  ],
} as const;

// Raw JSON text, so the decimals' digits are exactly these (a float could not carry them).
const ACCOUNTS = `[
  {"id":5001,"assetSymbol":null,"state":"Inactive","type":"VaultStaking","subType":"AdvisoryPassive","flags":null,
   "balance":0.123456789012345678,"available":0.123456789012345678,"reserved":0,"disposable":0,"creditLine":0,"name":"Unassigned vault"},
  {"id":5002,"assetSymbol":"ETH","state":"Invalid","type":"Loan","subType":"Collateral",
   "flags":["Dormant","CashWithdrawalsBlocked","CashInpaymentsBlocked","DebitsAndCashInpaymentBlocked","NotBookable","Blocked","DebitFreeze","CreditFreeze","Active","SomethingNew"],
   "balance":12.5,"available":12.5,"reserved":0,"disposable":12.5,"creditLine":0,"name":"ETH collateral","isProofWallet":true},
  {"id":5003,"assetSymbol":"BTC","state":"Active","type":"Vault","subType":"Normal","flags":[],
   "balance":1.00000001,"available":1.00000001,"reserved":0,"disposable":1.00000001,"creditLine":0,"name":"BTC vault"}
]`;
const ONCHAIN = `[
  {"accountId":5002,"assetSymbol":"ETH","balance":12.5,"onchainInfo":[{"address":"0x00000000000000000000000000000000000000e1"}]},
  {"accountId":5003,"assetSymbol":"BTC","balance":1.00000001,"onchainInfo":[{"address":"bc1qacme"}]}
]`;

/** One request as the server saw it. */
export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A small server that answers like production and is strict about what it
 * takes: the scheme word ACME (401 for SVC), a signature over ACME first,
 * text customer numbers in the header (403 for anything else, integers included).
 */
export async function startProductionServer(): Promise<{ baseUrl: string; seen: Seen[]; close: () => Promise<void> }> {
  const app: FastifyInstance = Fastify();
  const seen: Seen[] = [];
  const refuse = (reply: FastifyReply, status: number, detail: string) =>
    reply
      .code(status)
      .type('application/problem+json')
      .send(JSON.stringify({ status, title: status === 401 ? 'Unauthorized' : 'Forbidden', detail }));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    const auth = String(request.headers['x-auth'] ?? '');
    if (auth !== `${PRODUCTION.scheme} ${PRODUCTION.apiKey}`)
      return refuse(reply, 401, `Unknown scheme or key: "${auth}".`);
    const mark = request.url.indexOf('?');
    const expected = sign(
      {
        scheme: PRODUCTION.scheme,
        apiKey: PRODUCTION.apiKey,
        host: String(request.headers.host),
        path: mark < 0 ? request.url : request.url.slice(0, mark),
        query: mark < 0 ? '' : request.url.slice(mark),
        contentType: String(request.headers['content-type'] ?? ''),
        nonce: String(request.headers['x-auth-nonce']),
        timestamp: String(request.headers['x-auth-timestamp']),
        version: String(request.headers['x-auth-version']),
        body: null,
      },
      PRODUCTION.secret,
      hmacSha512Base64,
    );
    if (request.headers['x-auth-signature'] !== expected) return refuse(reply, 401, 'The signature does not match.');
    return undefined;
  });

  const customerOf = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const header = request.headers['customer-number'];
    if (PRODUCTION.customers.some((customer) => customer.customerNumber === header)) return true;
    void refuse(reply, 403, `Customer "${String(header)}" is not reachable with this key.`);
    return false;
  };
  const json = (reply: FastifyReply, text: string) =>
    reply.code(200).type('application/json; charset=utf-8').send(text);

  app.get('/auth/api/v1/Customers', (_request, reply) => json(reply, JSON.stringify(PRODUCTION.customers)));
  app.get('/custody/v1/Accounts', (request, reply) => (customerOf(request, reply) ? json(reply, ACCOUNTS) : reply));
  app.get('/custody/v1/Accounts/OnchainInfo', (request, reply) =>
    customerOf(request, reply) ? json(reply, ONCHAIN) : reply,
  );

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: address, seen, close: () => app.close() };
}
