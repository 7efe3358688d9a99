import { LosslessNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerAccess, FULL_ACCESS } from '../../../shared/api/customer-access';
import { customerListSchema, customerNumberCodec } from '../../../shared/api/schemas/customers';
import { parseWireJson } from '../../../shared/wire/json';

describe('customer numbers', () => {
  it('decode from an integer (our simulator) or text (production) to text', () => {
    const list = customerListSchema.parse(
      parseWireJson(
        '[{"customerNumber":100234,"name":"Sim AG","referenceCurrency":"CHF"},{"name":"Acme AG","customerNumber":"ACME-CUS-100001","eligibleForTrading":false,"accessRight":"Read Only"}]',
      ),
    );
    expect(list).toEqual([
      { customerNumber: '100234', name: 'Sim AG', referenceCurrency: 'CHF' },
      { customerNumber: 'ACME-CUS-100001', name: 'Acme AG', eligibleForTrading: false, accessRight: 'Read Only' },
    ]);
  });

  it('keep a big integer exactly and refuse a fraction, a negative, an empty or spaced text', () => {
    expect(customerNumberCodec.parse(new LosslessNumber('123456789012345678901'))).toBe('123456789012345678901');
    for (const bad of [new LosslessNumber('1.5'), -3, 1.5, '', 'ACME CUS', null, true])
      expect(customerNumberCodec.safeParse(bad).success).toBe(false);
  });

  it('encode digits back as a JSON integer (the simulator keeps answering integers) and other text as text', () => {
    expect(z.encode(customerNumberCodec, '100234')).toBe(100234);
    expect(z.encode(customerNumberCodec, 'ACME-CUS-100001')).toBe('ACME-CUS-100001');
    // A leading zero is not an integer's spelling: sent back exactly as text.
    expect(z.encode(customerNumberCodec, '007')).toBe('007');
  });
});

describe('customer access', () => {
  const customer = (fields: { accessRight?: string | null; eligibleForTrading?: boolean | null }) => ({
    name: 'Acme AG',
    ...fields,
  });

  it('allows everything when the service says nothing (our simulator)', () => {
    expect(customerAccess(customer({}))).toEqual(FULL_ACCESS);
    expect(customerAccess(customer({ accessRight: null, eligibleForTrading: null }))).toEqual(FULL_ACCESS);
  });

  it('allows trading and staking with Trading or Full Access', () => {
    expect(customerAccess(customer({ accessRight: 'Trading', eligibleForTrading: true }))).toEqual(FULL_ACCESS);
    expect(customerAccess(customer({ accessRight: 'Full Access' }))).toEqual(FULL_ACCESS);
  });

  it('refuses writes for Read Only and Deposit & Withdrawal, with a reason naming the right', () => {
    const readOnly = customerAccess(customer({ accessRight: 'Read Only' }));
    expect(readOnly.trading).toEqual({
      allowed: false,
      reason: expect.stringContaining('Read Only'),
      refusal: { kind: 'readOnly', name: 'Acme AG', right: 'Read Only' },
    });
    expect(readOnly.staking.allowed).toBe(false);
    const deposit = customerAccess(customer({ accessRight: 'Deposit & Withdrawal', eligibleForTrading: true }));
    expect(deposit.trading).toEqual({
      allowed: false,
      reason: expect.stringContaining('Deposit & Withdrawal'),
      refusal: { kind: 'depositWithdrawal', name: 'Acme AG', right: 'Deposit & Withdrawal' },
    });
    expect(deposit.staking.allowed).toBe(false);
  });

  it('refuses trading, not staking, for a customer not eligible for trading', () => {
    const access = customerAccess(customer({ accessRight: 'Full Access', eligibleForTrading: false }));
    expect(access.trading).toEqual({
      allowed: false,
      reason: 'Acme AG is not eligible for trading.',
      refusal: { kind: 'notEligible', name: 'Acme AG', right: 'Full Access' },
    });
    expect(access.staking.allowed).toBe(true);
  });

  it('refuses writes for an access right it does not know, quoting it', () => {
    const access = customerAccess(customer({ accessRight: 'Custodian' }));
    expect(access.trading).toEqual({
      allowed: false,
      reason: expect.stringContaining('"Custodian"'),
      refusal: { kind: 'unknownRight', name: 'Acme AG', right: 'Custodian' },
    });
    expect(access.staking.allowed).toBe(false);
  });
});
