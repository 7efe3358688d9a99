import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog, endpointNames } from '../../../shared/api/catalog';
import type { Endpoint } from '../../../shared/api/endpoint';

/** Every endpoint service-api.md lists, as "METHOD path" (copied from the spec's endpoint tables). */
const SPEC_ENDPOINTS = [
  'GET /auth/api/v1/Customers',
  'GET /auth/api/v1/apikey/getassociatedclients',
  'GET /custody/v1/Accounts',
  'GET /custody/v1/Accounts/{accountId}',
  'GET /custody/v1/Accounts/OnchainInfo',
  'GET /custody/v1/Accounts/OnchainInfo/{accountId}',
  'GET /custody/v1/HistoricalPortfolioValue',
  'GET /trading/api/v3/Accounts',
  'GET /trading/api/v3/Configuration',
  'GET /trading/api/v3/Instruments',
  'GET /trading/api/v3/MarketData',
  'GET /trading/api/v3/MarketData/HistoricMarketData',
  'POST /trading/api/instrument/getinstruments',
  'POST /trading/api/v3/Orders',
  'GET /trading/api/v3/Orders',
  'DELETE /trading/api/v3/Orders',
  'GET /trading/api/v3/Orders/{id}',
  'POST /trading/api/v3/Orders/QuoteRequest',
  'GET /staking/v5/operatingUnits/{operatingUnit}/stakingRewardData',
  'GET /staking/v5/stakingOrders',
  'PUT /staking/v5/stakingOrders/{id}',
  'GET /staking/v5/stakingOrders/{id}',
  'GET /staking/v5/stakingAccounts',
  'GET /staking/v5/stakingAccounts/{accountNumber}',
  'PATCH /staking/v5/stakingAccounts/{stakingAccountNumber}',
  'GET /staking/v5/products',
  'GET /staking/v6/stakingRewards',
  'GET /staking/v6/stakingRewards/{id}',
  'GET /staking/v5/stakingRewards',
  'GET /staking/v5/stakingRewards/{id}',
  'POST /reporting/api/v1/accountordersstatement',
  'GET /reporting/api/v1/accountordersstatement/{reportId}',
  'POST /reporting/api/v1/accountstatement',
  'GET /reporting/api/v1/accountstatement/{reportId}',
  'POST /reporting/api/v1/balancestatement',
  'GET /reporting/api/v1/balancestatement/{reportId}',
  'POST /reporting/api/v1/exchangeratesstatement',
  'GET /reporting/api/v1/exchangeratesstatement/{reportId}',
  'POST /reporting/api/v1/guaranteestatement',
  'GET /reporting/api/v1/guaranteestatement/{reportId}',
  'POST /reporting/api/v1/stakingrewardsstatement',
  'GET /reporting/api/v1/stakingrewardsstatement/{reportId}',
  'POST /trading/api/account/getaccountstatement',
  'POST /trading/api/account/getaccountstatementsforclient',
  'GET /loans/v1/report/borrow',
  'GET /loans/v1/report/borrow/{portfolioNr}',
  'GET /loans/v1/report/lend',
];

const entries = Object.entries(catalog) as [string, Endpoint][];
const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const templateParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
// zod 4 refinements keep the ZodObject itself, so refined params/query still expose their shape.
const objectKeys = (schema: z.ZodType) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

describe('catalog', () => {
  it('covers exactly the endpoints of service-api.md', () => {
    expect(entries.map(([, endpoint]) => routeOf(endpoint)).sort()).toEqual([...SPEC_ENDPOINTS].sort());
  });

  it('has each method and path once', () => {
    const routes = entries.map(([, endpoint]) => routeOf(endpoint));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names endpoints domain.action and lists them all', () => {
    expect(endpointNames).toHaveLength(entries.length);
    for (const name of endpointNames)
      expect(name).toMatch(/^(customers|custody|trading|staking|reports|legacy|loans)\.[a-zA-Z0-9]+$/);
  });

  for (const [name, endpoint] of entries) {
    describe(name, () => {
      it('declares exactly the path template parameters', () => {
        expect(objectKeys(endpoint.params).sort()).toEqual(templateParams(endpoint.path).sort());
      });

      it('has an object query schema', () => {
        expect(endpoint.query).toBeInstanceOf(z.ZodObject);
      });

      it('pairs success status with the response schema', () => {
        if (endpoint.success === 204) expect(endpoint.response).toBeNull();
        else expect(endpoint.response).not.toBeNull();
      });

      it('has a body exactly when the method sends one', () => {
        const sendsBody = endpoint.method !== 'GET';
        expect(endpoint.body !== null).toBe(sendsBody);
      });

      it('is idempotent only for reads and the staking PUT', () => {
        expect(endpoint.idempotent).toBe(
          endpoint.method === 'GET' || name === 'staking.putOrder' || name === 'trading.legacyInstruments',
        );
      });

      it('carries a title and the version of its path', () => {
        expect(endpoint.title.length).toBeGreaterThan(3);
        expect(endpoint.version).toBe(/\/(v\d+)\//.exec(endpoint.path)?.[1] ?? 'legacy');
      });
    });
  }

  it('marks 204 endpoints as the spec says', () => {
    const noContent = entries.filter(([, endpoint]) => endpoint.success === 204).map(([name]) => name);
    expect(noContent.sort()).toEqual(['staking.putOrder', 'staking.setPayoutAccount']);
  });

  it('marks only the staking account endpoints deprecated', () => {
    const deprecated = entries.filter(([, endpoint]) => endpoint.deprecated).map(([name]) => name);
    expect(deprecated.sort()).toEqual(['staking.getAccount', 'staking.listAccounts', 'staking.setPayoutAccount']);
  });

  it('signs everything except the public performance data', () => {
    const publicOnes = entries.filter(([, endpoint]) => endpoint.auth === 'public').map(([name]) => name);
    expect(publicOnes).toEqual(['staking.performance']);
  });

  it('asks for customer-number as decided', () => {
    const byUse = (use: string) =>
      entries
        .filter(([, endpoint]) => endpoint.customer === use)
        .map(([name]) => name)
        .sort();
    expect(byUse('none')).toEqual(['customers.associatedClients', 'customers.list', 'staking.performance']);
    expect(byUse('optional')).toEqual([
      'staking.listProducts',
      'trading.configuration',
      'trading.historicMarketData',
      'trading.legacyInstruments',
      'trading.listInstruments',
      'trading.marketData',
    ]);
    for (const [name, endpoint] of entries) {
      if (
        /^(custody|reports|legacy|loans)\.|^trading\.(placeOrder|listOrders|cancelOrder|getOrder|requestQuote|listAccounts)$/.test(
          name,
        )
      ) {
        expect(endpoint.customer, name).toBe('required');
      }
      if (name.startsWith('staking.') && !['staking.performance', 'staking.listProducts'].includes(name))
        expect(endpoint.customer, name).toBe('required');
    }
  });

  it('accepts an empty query on every endpoint whose query has no required key', () => {
    const withRequiredQuery = entries
      .filter(([, endpoint]) => !endpoint.query.safeParse({}).success)
      .map(([name]) => name);
    expect(withRequiredQuery.sort()).toEqual(['custody.historicalPortfolioValue', 'trading.historicMarketData']);
  });
});
