import { ACCOUNT_NUMBER_PATTERN } from '../api/schemas/common';
import { EXTERNAL_REFERENCE_PATTERN } from '../api/schemas/staking';
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
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<StakingFormField, string>>> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An external reference is empty or exactly 10 of [0-9A-Z]; answers the problem in words, or null. */
export function externalReferenceProblem(text: string): string | null {
  if (text === '' || EXTERNAL_REFERENCE_PATTERN.test(text)) return null;
  if (/[a-z]/.test(text) && EXTERNAL_REFERENCE_PATTERN.test(text.toUpperCase())) return 'Use capital letters only (A-Z) and digits.';
  if (!/^[0-9A-Z]*$/.test(text)) return 'Only digits 0-9 and capital letters A-Z are allowed.';
  return `Must be exactly 10 characters (${text.length} entered), or left empty.`;
}

/** A 12-digit account number; answers the problem in words, or null. */
export function accountNumberProblem(text: string, role: string): string | null {
  if (text === '') return `Enter the ${role}.`;
  if (!/^[0-9]+$/.test(text)) return 'An account number has digits only.';
  if (!ACCOUNT_NUMBER_PATTERN.test(text)) return `An account number has exactly 12 digits (${text.length} entered).`;
  return null;
}

/** The amount's problem in words (format, sign, precision, balance, minimum), or null. */
export function amountProblem(text: string, facts: StakingFormFacts, direction: StakingDirection): string | null {
  if (text === '') return 'Enter an amount.';
  if (!DECIMAL_PATTERN.test(text) || /[eE]/.test(text)) return 'Enter a plain number such as 1.25 (digits and one decimal point).';
  const unit = facts.assetSymbol ? ` ${facts.assetSymbol}` : '';
  const amount = parseExact(text);
  if (compareExact(amount, parseExact('0')) <= 0) return 'The amount must be greater than zero.';
  const precision = facts.precision;
  if (precision !== null && precision !== undefined && fractionDigits(text) > precision) {
    return `${facts.assetSymbol ?? 'This asset'} allows at most ${precision} decimal places.`;
  }
  if (facts.available !== null && facts.available !== undefined && compareExact(amount, parseExact(facts.available)) > 0) {
    return `More than the ${formatExact(parseExact(facts.available))}${unit} available on the debit account.`;
  }
  if (direction === 'Entry' && facts.minimumAmount && compareExact(amount, parseExact(facts.minimumAmount)) < 0) {
    return `The product's minimum stake is ${formatExact(parseExact(facts.minimumAmount))}${unit}.`;
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
  const errors: Partial<Record<StakingFormField, string>> = {};
  const from = values.fromAccountNumber.trim();
  const to = values.toAccountNumber.trim();
  const productId = values.productId.trim();
  const amount = values.amount.trim();
  const reference = values.externalReference.trim();

  const fromProblem = accountNumberProblem(from, 'number of the account to debit');
  if (fromProblem) errors.fromAccountNumber = fromProblem;

  if (to !== '' && productId !== '') {
    errors.productId = 'Choose a product or a target account, not both: the product is only for a new stake without a target account.';
  } else if (to === '' && productId === '') {
    if (values.direction === 'Exit') errors.toAccountNumber = 'Enter the account that receives the funds.';
    else errors.productId = 'Choose a staking product (or enter the staking account to stake into).';
  } else if (productId !== '') {
    if (values.direction === 'Exit') errors.toAccountNumber = 'An exit names the account that receives the funds, not a product.';
    else if (!UUID.test(productId)) errors.productId = 'Not a product id (a UUID such as 3f2a…).';
  } else {
    const toProblem = accountNumberProblem(to, 'number of the target account');
    if (toProblem) errors.toAccountNumber = toProblem;
    else if (to === from) errors.toAccountNumber = 'The target account must differ from the debit account.';
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
