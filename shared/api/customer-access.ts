import type { Customer } from './schemas/customers';

/**
 * Why a write is refused, as a stable kind with what its words name (the
 * window puts it into the reader's language; `reason` keeps the English
 * sentence for main's errors and `desk`). `name`: the customer's name,
 * `right`: the access right as listed ('' where the kind names none).
 */
export interface AccessRefusal {
  readonly kind: 'readOnly' | 'depositWithdrawal' | 'unknownRight' | 'notEligible' | 'checking';
  readonly name: string;
  readonly right: string;
}

/** Whether one kind of write is allowed, and if not, a sentence a trader understands and why, for the window's words. */
export type WriteAccess =
  | { readonly allowed: true; readonly reason: null }
  | { readonly allowed: false; readonly reason: string; readonly refusal: AccessRefusal };

/** What the API key may do for a customer: trading writes (orders, cancels, quotes) and staking writes (entries, exits, payout account). */
export interface CustomerAccess {
  readonly trading: WriteAccess;
  readonly staking: WriteAccess;
}

const ALLOWED: WriteAccess = { allowed: true, reason: null };
const refused = (reason: string, refusal: AccessRefusal): WriteAccess => ({ allowed: false, reason, refusal });

/** Everything allowed: a customer without access fields (our simulator lists none). */
export const FULL_ACCESS: CustomerAccess = { trading: ALLOWED, staking: ALLOWED };

// Matched without case, spaces or punctuation: "Read Only", "ReadOnly" and "READ_ONLY" are the same right.
const normalized = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');
const READ_ONLY = normalized('Read Only');
const DEPOSIT_WITHDRAWAL = normalized('Deposit & Withdrawal');
const WRITING_RIGHTS = new Set([normalized('Trading'), normalized('Full Access')]);

/**
 * What the API key may write for this customer. Production lists
 * accessRight (Read Only, Deposit & Withdrawal, Trading, Full Access) and
 * eligibleForTrading; an absent (or null) field does not restrict (our
 * simulator sends neither). Trading and staking writes need the Trading or
 * Full Access right; trading also needs the customer to be eligible for
 * trading. An access right we do not know allows no writes: guessing could
 * send an order the key was never meant to place.
 */
export function customerAccess(
  customer: Pick<Customer, 'name' | 'accessRight' | 'eligibleForTrading'>,
): CustomerAccess {
  const right = customer.accessRight;
  let byRight: WriteAccess = ALLOWED;
  if (right !== null && right !== undefined) {
    const key = normalized(right);
    const named = (kind: AccessRefusal['kind']): AccessRefusal => ({ kind, name: customer.name, right });
    if (key === READ_ONLY)
      byRight = refused(
        `The API key has Read Only access for ${customer.name}: it can view, not trade or stake.`,
        named('readOnly'),
      );
    else if (key === DEPOSIT_WITHDRAWAL)
      byRight = refused(
        `The API key has Deposit & Withdrawal access for ${customer.name}: trading and staking need Trading or Full Access.`,
        named('depositWithdrawal'),
      );
    else if (!WRITING_RIGHTS.has(key))
      byRight = refused(
        `The service reports an access right SVC Desk does not know ("${right}") for ${customer.name}, so writes stay disabled.`,
        named('unknownRight'),
      );
  }
  const trading =
    byRight.allowed && customer.eligibleForTrading === false
      ? refused(`${customer.name} is not eligible for trading.`, {
          kind: 'notEligible',
          name: customer.name,
          right: right ?? '',
        })
      : byRight;
  return { trading, staking: byRight };
}

/** The access rights production lists, by a stable name (what the window shows them as is the renderer's concern). */
export type KnownAccessRight = 'readOnly' | 'depositWithdrawal' | 'trading' | 'fullAccess';

/** Which known right a listed one is (matched as customerAccess matches it), or null for one SVC Desk does not know. */
export function knownAccessRight(right: string): KnownAccessRight | null {
  const key = normalized(right);
  if (key === READ_ONLY) return 'readOnly';
  if (key === DEPOSIT_WITHDRAWAL) return 'depositWithdrawal';
  if (key === normalized('Trading')) return 'trading';
  if (key === normalized('Full Access')) return 'fullAccess';
  return null;
}

/** The access right as listed, for display; null when the service did not say. */
export function accessRightLabel(customer: Pick<Customer, 'accessRight'>): string | null {
  const right = customer.accessRight?.trim();
  return right ? right : null;
}
