import { ACCOUNT_NUMBER_PATTERN } from '../api/schemas/common';
import { EXTERNAL_REFERENCE_PATTERN } from '../api/schemas/staking';
import type { MessageKey } from '../i18n/catalogue/messages';
import { message, type Message } from '../i18n/message';
import { DECIMAL_PATTERN } from '../wire/decimal';
import { compareExact, formatExact, fractionDigits, parseExact } from './exact-decimal';

/** Entry stakes funds into a product's staking account; Exit moves them out to another account. */
export type StakingDirection = 'Entry' | 'Exit';

/** What the trader typed (empty text = not given). */
export interface StakingFormValues {
  readonly direction: StakingDirection;
  readonly fromAccountNumber: string;
  readonly productId: string;
  readonly toAccountNumber: string;
  readonly amount: string;
  readonly externalReference: string;
}

/** What the form knows about the accounts and product involved (absent: not known, the service checks). */
export interface StakingFormFacts {
  /** Asset of the debit account; names the unit in messages and picks the chain precision. */
  readonly assetSymbol?: string | null;
  /** Decimal places the asset allows (ETH: 18). */
  readonly precision?: number | null;
  /** Available balance of the debit account. */
  readonly available?: string | null;
  /** The product's minimum stake (entries only). */
  readonly minimumAmount?: string | null;
}

export type StakingFormField = 'fromAccountNumber' | 'productId' | 'toAccountNumber' | 'amount' | 'externalReference';

/** A request ready to send: productId xor toAccountNumber; amount as plain exact text. */
export interface StakingOrderDraft {
  readonly fromAccountNumber: string;
  readonly toAccountNumber: string | null;
  readonly productId: string | null;
  readonly amount: string;
  readonly externalReference: string | null;
}

export type StakingFormVerdict =
  | { readonly ok: true; readonly request: StakingOrderDraft }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<StakingFormField, Message>>> };

/** Which account a number names, so a missing one is asked for by its role. */
export type AccountRole = 'debit' | 'target' | 'any';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An external reference is empty or exactly 10 of [0-9A-Z]; answers the problem in words, or null. */
export function externalReferenceProblem(text: string): Message | null {
  if (text === '' || EXTERNAL_REFERENCE_PATTERN.test(text)) return null;
  if (/[a-z]/.test(text) && EXTERNAL_REFERENCE_PATTERN.test(text.toUpperCase()))
    return message('staking.rules.reference.capitals');
  if (!/^[0-9A-Z]*$/.test(text)) return message('staking.rules.reference.characters');
  return message('staking.rules.reference.length', { count: text.length });
}

const ENTER_ACCOUNT = {
  debit: 'staking.rules.account.enterDebit',
  target: 'staking.rules.account.enterTarget',
  any: 'staking.rules.account.enter',
} as const satisfies Record<AccountRole, MessageKey>;

/** A 12-digit account number; answers the problem in words, or null. */
export function accountNumberProblem(text: string, role: AccountRole): Message | null {
  if (text === '') return message(ENTER_ACCOUNT[role]);
  if (!/^[0-9]+$/.test(text)) return message('staking.rules.account.digitsOnly');
  if (!ACCOUNT_NUMBER_PATTERN.test(text)) return message('staking.rules.account.length', { count: text.length });
  return null;
}

/** The amount's problem in words (format, sign, precision, balance, minimum), or null. */
export function amountProblem(text: string, facts: StakingFormFacts, direction: StakingDirection): Message | null {
  if (text === '') return message('staking.rules.amount.enter');
  if (!DECIMAL_PATTERN.test(text) || /[eE]/.test(text)) return message('staking.rules.amount.plain');
  const asset = facts.assetSymbol ?? null;
  const amount = parseExact(text);
  if (compareExact(amount, parseExact('0')) <= 0) return message('staking.rules.amount.positive');
  const precision = facts.precision;
  if (precision !== null && precision !== undefined && fractionDigits(text) > precision) {
    return asset
      ? message('staking.rules.amount.precisionOf', { asset, places: precision })
      : message('staking.rules.amount.precision', { places: precision });
  }
  if (
    facts.available !== null &&
    facts.available !== undefined &&
    compareExact(amount, parseExact(facts.available)) > 0
  ) {
    const available = formatExact(parseExact(facts.available));
    return asset
      ? message('staking.rules.amount.availableOf', { amount: available, asset })
      : message('staking.rules.amount.available', { amount: available });
  }
  if (direction === 'Entry' && facts.minimumAmount && compareExact(amount, parseExact(facts.minimumAmount)) < 0) {
    const minimum = formatExact(parseExact(facts.minimumAmount));
    return asset
      ? message('staking.rules.amount.minimumOf', { amount: minimum, asset })
      : message('staking.rules.amount.minimum', { amount: minimum });
  }
  return null;
}

/**
 * Checks a staking order form against the service's rules and what is known
 * of the accounts: productId exactly when there is no target account (never
 * both), 12-digit account numbers, an external reference of 10 of [0-9A-Z]
 * or none, a positive amount within the asset's precision and the available
 * balance. Every problem is reported, in words, on its field.
 */
export function checkStakingForm(values: StakingFormValues, facts: StakingFormFacts = {}): StakingFormVerdict {
  const errors: Partial<Record<StakingFormField, Message>> = {};
  const from = values.fromAccountNumber.trim();
  const to = values.toAccountNumber.trim();
  const productId = values.productId.trim();
  const amount = values.amount.trim();
  const reference = values.externalReference.trim();

  const fromProblem = accountNumberProblem(from, 'debit');
  if (fromProblem) errors.fromAccountNumber = fromProblem;

  if (to !== '' && productId !== '') {
    errors.productId = message('staking.rules.productOrTarget');
  } else if (to === '' && productId === '') {
    if (values.direction === 'Exit') errors.toAccountNumber = message('staking.rules.exitTarget');
    else errors.productId = message('staking.rules.chooseProduct');
  } else if (productId !== '') {
    if (values.direction === 'Exit') errors.toAccountNumber = message('staking.rules.exitNoProduct');
    else if (!UUID.test(productId)) errors.productId = message('staking.rules.productId');
  } else {
    const toProblem = accountNumberProblem(to, 'target');
    if (toProblem) errors.toAccountNumber = toProblem;
    else if (to === from) errors.toAccountNumber = message('staking.rules.sameAccount');
  }

  const amountIssue = amountProblem(amount, facts, values.direction);
  if (amountIssue) errors.amount = amountIssue;
  const referenceIssue = externalReferenceProblem(reference);
  if (referenceIssue) errors.externalReference = referenceIssue;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      fromAccountNumber: from,
      toAccountNumber: to === '' ? null : to,
      productId: productId === '' ? null : productId.toLowerCase(),
      amount: formatExact(parseExact(amount)),
      externalReference: reference === '' ? null : reference,
    },
  };
}
