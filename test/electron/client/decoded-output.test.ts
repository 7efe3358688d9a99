import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { isDecodedBy } from '../../../shared/api/decoded';
import { tradingAccountsOutput, tradingOrdersOutput } from '../../../shared/ipc/schemas/reads/trading';
import { decodeResponse } from '../../../electron/client/decode';
import type { IncomingResponse } from '../../../electron/client/transport';
import { fullOrderWire, minimalOrderWire } from '../../shared/api/fixtures';

const listOrders = catalog['trading.listOrders'];
const context = { endpoint: listOrders.title, method: 'GET', path: listOrders.path, idempotent: true };

function answer(bodyText: string): IncomingResponse {
  return {
    status: 200,
    bodyText,
    body: new TextEncoder().encode(bodyText),
    sentAt: 0,
    receivedAt: 0,
  } as unknown as IncomingResponse;
}

function decodedOrders(): unknown {
  const result = decodeResponse(
    listOrders,
    context,
    answer(`{"content":[${fullOrderWire},${minimalOrderWire}],"count":2}`),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("a read channel's output check and the client's decoded answers", () => {
  it('knows the object the response codec decoded, and only for that codec', () => {
    const list = decodedOrders();
    expect(isDecodedBy(list, listOrders.response)).toBe(true);
    expect(isDecodedBy(list, catalog['trading.listAccounts'].response)).toBe(false);
    expect(isDecodedBy(structuredClone(list), listOrders.response)).toBe(false);
  });

  it('passes the decoded answer, and still checks a copy a handler changed', () => {
    const list = decodedOrders() as { content: { price?: string }[]; count: number };
    expect(tradingOrdersOutput.safeParse(list).success).toBe(true);
    const changed = { ...list, content: [{ ...list.content[0], price: 'not a price' }, ...list.content.slice(1)] };
    expect(tradingOrdersOutput.safeParse(changed).success).toBe(false);
  });

  it('still checks a decoded answer against another channel', () => {
    expect(tradingAccountsOutput.safeParse(decodedOrders()).success).toBe(false);
  });
});
