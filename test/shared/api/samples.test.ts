import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog, type EndpointName } from '../../../shared/api/catalog';
import { parseWireJson, stringifyWireJson } from '../../../shared/wire/json';
import { custodyAccountWire, fullOrderWire, stakingOrderWire } from './fixtures';

const uuid = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
const at = '2026-11-22T13:45:00.000Z';

/** A realistic success body per endpoint; each must decode and encode back to the same text. */
const samples: Partial<Record<EndpointName, string>> = {
  'customers.list': `[{"customerNumber":1001,"name":"Alpine Treasury AG","referenceCurrency":"CHF"}]`,
  'custody.getAccount': custodyAccountWire,
  'custody.listOnchainInfo': `[{"accountId":100201,"assetSymbol":"BTC","balance":1.5,"onchainInfo":[{"network":"Bitcoin","address":"bc1qexample","addressTag":null,"balance":1.5,"updatedAt":"${at}"}]}]`,
  'custody.historicalPortfolioValue': `{"referenceCurrency":"CHF","interval":"Day","points":[{"time":"${at}","value":1234567.891234567891}]}`,
  'trading.listAccounts': `[{"account":100200,"assetSymbol":"CHF","name":"CHF trading","balance":1500.25,"reserved":100,"available":1400.25,"isTradingEnabled":true}]`,
  'trading.configuration': `{"status":"Open","message":null,"serverTime":"${at}","maxOrderAgeSeconds":30,"quoteValiditySeconds":15,"maxPageSize":1000}`,
  'trading.listInstruments': `[{"symbol":"BTC","currency":"CHF","name":"Bitcoin","pricePrecision":2,"quantityPrecision":8,"minQuantity":0.00001,"maxQuantity":100,"status":"Trading"}]`,
  'trading.marketData': `[{"symbol":"BTC","currency":"CHF","bid":85000.5,"ask":85010.25,"bidSize":1.2,"askSize":0.8,"last":85005,"timestamp":"${at}"},{"symbol":"DOT","currency":"CHF","bid":null,"ask":null,"bidSize":null,"askSize":null,"last":null,"timestamp":"${at}"}]`,
  'trading.placeOrder': fullOrderWire,
  'trading.requestQuote': `{"quoteId":77,"symbol":"BTC","currency":"CHF","side":"Buy","quantity":0.5,"price":85020.1,"createdAt":"${at}","validUntil":"2026-11-22T13:45:15.000Z"}`,
  'staking.performance': `{"operatingUnit":"ch","provider":"RatedData","updatedAt":"${at}","assets":[{"assetSymbol":"ETH","networkRewardRate":3.1,"operatorRewardRate":3.25,"operatorUptime":99.97,"validatorCount":412,"totalStaked":13184}]}`,
  'staking.listOrders': `{"count":1,"page":1,"totalCount":1,"pageSize":10,"items":[${stakingOrderWire}]}`,
  'staking.getAccount': `{"accountNumber":"000000100301","stakingAccountType":"Staking","assetSymbol":"ETH","payoutAccount":"000000100300","commission":15,"productId":"${uuid}","rewardDetails":{"rewardsToDate":0.5,"rewardsToDateAfterCommissions":0.425,"payoutAssetSymbol":"ETH"},"orderDetails":{"entriesInProgress":{"count":1,"amount":32,"nextCompletionTime":"${at}"},"exitsInProgress":{"count":0,"amount":0,"nextCompletionTime":null}},"isSafeToClose":false}`,
  'staking.listAccounts': `[{"accountNumber":"000000100301","stakingAccountType":"Staking","assetSymbol":"ETH","payoutAccount":null,"commission":15,"productId":"${uuid}","rewardDetails":null,"orderDetails":null,"isSafeToClose":null}]`,
  'staking.listProducts': `[{"id":"${uuid}","name":"Ethereum staking","assetSymbol":"ETH","supportedPayoutAccountTypes":["Trading","Staking"],"commission":15,"estimatedRewardRate":3.2,"minimumAmount":0.1,"noRewardPeriodHours":96,"unbondingPeriodHours":216,"isAvailable":true}]`,
  'staking.listRewards': `{"count":1,"page":1,"totalCount":7,"pageSize":null,"items":[{"id":"${uuid}","targetAccountNumber":"000000100300","stakingAccountNumber":"000000100301","amount":0.01,"assetSymbol":"ETH","commissionPercentage":15,"commission":0.0015,"finalAmount":0.0085,"createdOn":"${at}","executionLayerAmount":0.002,"consensusLayerAmount":0.008,"periodFrom":"2026-11-21T00:00:00.000Z","periodTo":"2026-11-22T00:00:00.000Z","lockedAmount":null,"lockedTill":null}]}`,
  'reports.createAccountStatement': `{"reportId":"${uuid}"}`,
  'reports.getAccountStatement': `{"state":"Completed","reportData":{"dateFrom":"2026-11-01","dateTo":"2026-11-30","referenceCurrency":"CHF","totalValueInReferenceCurrency":1500.25,"accounts":[{"accountId":100200,"assetSymbol":"CHF","openingBalance":0,"closingBalance":1500.25,"closingValueInReferenceCurrency":1500.25,"movements":[{"time":"${at}","type":"Deposit","amount":1500.25,"balanceAfter":1500.25,"reference":"D-1"}]}]}}`,
  'reports.getAccountOrdersStatement': `{"state":"Processing","reportData":null}`,
  'reports.getBalanceStatement': `{"state":"Completed","reportData":{"date":"2026-11-30","referenceCurrency":"CHF","totalValueInReferenceCurrency":42500,"balances":[{"accountId":100201,"assetSymbol":"BTC","balance":0.5,"rate":85000,"valueInReferenceCurrency":42500}]}}`,
  'reports.getExchangeRatesStatement': `{"state":"Completed","reportData":{"dateFrom":"2026-11-01","dateTo":"2026-11-01","referenceCurrency":"CHF","rates":[{"date":"2026-11-01","assetSymbol":"BTC","rate":85000.12}]}}`,
  'reports.getGuaranteeStatement': `{"state":"Failed","reportData":null,"failureReason":"No accounts on that date"}`,
  'reports.getStakingRewardsStatement': `{"state":"Completed","reportData":{"dateFrom":"2026-11-01","dateTo":"2026-11-30","rewards":[{"rewardId":"${uuid}","createdOn":"${at}","stakingAccountNumber":"000000100301","targetAccountNumber":"000000100300","assetSymbol":"ETH","amount":0.01,"commission":0.0015,"finalAmount":0.0085}],"totals":[{"assetSymbol":"ETH","amount":0.01,"commission":0.0015,"finalAmount":0.0085}]}}`,
  'legacy.accountStatement': `{"accountNumber":"000000100200","assetSymbol":"CHF","dateFrom":"2026-11-01T00:00:00.000Z","dateTo":"2026-12-01T00:00:00.000Z","openingBalance":0,"closingBalance":1500.25,"entries":[{"time":"${at}","description":"Deposit","amount":1500.25,"balance":1500.25,"reference":null}]}`,
  'loans.getBorrow': `{"portfolioId":"P-1","serviceFee":0.015,"collateralization":1.6,"currentLtv":0.625,"smLtv":0.7,"hmLtv":0.8,"loans":[{"loanId":"L-1","assetSymbol":"CHF","amount":50000,"value":50000,"valueCurrency":"CHF","interestRate":0.05,"accruedInterest":123.45,"startDate":"2026-01-01","maturityDate":null}],"collaterals":[{"assetSymbol":"BTC","amount":1,"price":80000,"value":80000,"valueCurrency":"CHF"}]}`,
};

describe('response samples', () => {
  for (const [name, text] of Object.entries(samples) as [EndpointName, string][]) {
    it(`${name} decodes and encodes back to the same text`, () => {
      const schema = catalog[name].response as z.ZodType;
      const decoded = schema.parse(parseWireJson(text));
      expect(stringifyWireJson(z.encode(schema, decoded))).toBe(text);
    });
  }

  it('reads a completed report as typed data and a processing one as null', () => {
    const completed = catalog['reports.getAccountStatement'].response.parse(
      parseWireJson(samples['reports.getAccountStatement'] ?? ''),
    );
    expect(completed.reportData?.accounts[0]?.movements[0]?.amount).toBe('1500.25');
    const processing = catalog['reports.getAccountOrdersStatement'].response.parse(
      parseWireJson(samples['reports.getAccountOrdersStatement'] ?? ''),
    );
    expect(processing).toEqual({ state: 'Processing', reportData: null });
  });
});
