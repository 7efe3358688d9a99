/** Realistic custody accounts as the service's JSON text: exact decimals with up to 18 places, one account per asset and purpose. */
export function custodyAccountsJson(count: number): string {
  const assets = ['BTC', 'ETH', 'SOL', 'DOT', 'ADA', 'AVAX', 'MATIC', 'ATOM', 'XTZ', 'CHF', 'EUR', 'USD', 'USDC'];
  const types = ['Trading', 'Staking', 'Vault'];
  const accounts: string[] = [];
  for (let i = 0; i < count; i++) {
    const asset = assets[i % assets.length]!;
    const type = types[Math.floor(i / assets.length) % types.length]!;
    const fiat = ['CHF', 'EUR', 'USD'].includes(asset);
    const places = fiat ? 2 : 18;
    const balance = amount(i * 7919 + 13, places);
    const reserved = amount(i * 104729 + 3, places, 1);
    accounts.push(
      `{"id":${100_200 + i},"assetSymbol":"${asset}","state":"${i % 17 === 16 ? 'Locked' : 'Active'}","type":"${type}",` +
        `"subType":"${i % 5 === 0 ? 'Segregated' : 'Standard'}","flags":[${i % 4 === 0 ? '"StakingEnabled"' : ''}],` +
        `"balance":${balance},"available":${balance},"reserved":${reserved},"disposable":${balance},"creditLine":0,` +
        `"name":"${asset} ${type.toLowerCase()} account ${i + 1}","isProofWallet":${i % 9 === 0}}`,
    );
  }
  return `[${accounts.join(',')}]`;
}

/** A deterministic positive decimal with the given number of fraction digits, e.g. 1234.567890123456789012. */
function amount(seed: number, places: number, wholeDigits = 4): string {
  const whole = String(seed % 10 ** wholeDigits);
  let fraction = '';
  let state = seed;
  for (let i = 0; i < places; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    fraction += String(state % 10);
  }
  return places === 0 ? whole : `${whole}.${fraction.replace(/0+$/, '') || '0'}`;
}

/** A completed account orders statement as the service would send it (about 310 bytes a row). */
export function accountOrdersReportJson(rows: number): string {
  const items: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    items.push(
      `{"orderId":${10_000_000 + r},"clientOrderId":"CO-${r}","account":${100_000 + (r % 40)},"symbol":"BTC","currency":"CHF","side":"Buy","orderType":"Market","status":"Filled","quantity":0.${String(r).padStart(8, '0')},"cumulativeQuantity":0.${String(r).padStart(8, '0')},"averagePrice":61234.5,"commission":1.25,"commissionCurrency":"CHF","createdAt":"${new Date(Date.UTC(2025, 0, 1) + r * 29_000).toISOString()}"}`,
    );
  }
  return `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[${items.join(',')}]},"failureReason":null}`;
}
