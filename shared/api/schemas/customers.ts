import { isLosslessNumber, type LosslessNumber } from 'lossless-json';
import { z } from 'zod';

/**
 * A customer number as the app carries it: opaque text, compared and sent
 * exactly as the service listed it. Production lists text such as
 * "ACME-CUS-100001"; our simulator lists integers (decisions.md), which become
 * their digits.
 */
export type CustomerNumber = string;

/** Longest customer number accepted (header value and IPC argument). */
export const CUSTOMER_NUMBER_MAX_LENGTH = 64;

/** Visible ASCII, no spaces: a customer number is sent as an HTTP header value exactly as listed. */
export const CUSTOMER_NUMBER_PATTERN = /^[\x21-\x7E]{1,64}$/;

// Digits that survive a round trip through a JSON number: only these are written back as a number.
const PLAIN_INTEGER = /^(0|[1-9]\d{0,14})$/;

const wireCustomerNumber = z.unknown() as unknown as z.ZodType<
  number | string | LosslessNumber,
  number | string | LosslessNumber
>;

/**
 * customerNumber in a response: an integer (our simulator) or text
 * (production) decodes to text. Encoding (the simulator's answers) writes
 * plain digits back as a JSON integer and anything else as a string, so our
 * simulator keeps answering integers.
 */
export const customerNumberCodec = z.codec(wireCustomerNumber, z.string(), {
  decode: (value, payload) => {
    const text = wireText(value);
    if (text !== null && CUSTOMER_NUMBER_PATTERN.test(text)) return text;
    payload.issues.push({ code: 'custom', message: 'Expected a customer number (an integer or text)', input: value });
    return z.NEVER;
  },
  encode: (text, payload) => {
    if (PLAIN_INTEGER.test(text)) return Number(text);
    if (CUSTOMER_NUMBER_PATTERN.test(text)) return text;
    payload.issues.push({ code: 'custom', message: 'Must be a customer number', input: text });
    return z.NEVER;
  },
});

// Integers become their digits (a big one arrives as a LosslessNumber); a fraction or exponent is no customer number.
function wireText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  if (isLosslessNumber(value)) return /^\d+$/.test(value.value) ? value.value : null;
  return null;
}

/** The API key rights production names (production-notes.md); other text is kept as sent. */
export const ACCESS_RIGHTS = ['Read Only', 'Deposit & Withdrawal', 'Trading', 'Full Access'] as const;
export type KnownAccessRight = (typeof ACCESS_RIGHTS)[number];

/**
 * A customer reachable with the API key. Production sends {name,
 * customerNumber (text), eligibleForTrading, accessRight}; our simulator sends
 * {customerNumber (integer), name, referenceCurrency} (decisions.md). Only
 * name and customerNumber are required: the rest may be absent or null.
 * referenceCurrency is the currency the customer's portfolio is valued in.
 */
export const customerSchema = z.object({
  customerNumber: customerNumberCodec,
  name: z.string(),
  referenceCurrency: z.string().nullish(),
  /** False: the customer may not trade (production); absent on our simulator. */
  eligibleForTrading: z.boolean().nullish(),
  /** The key's right for this customer (Read Only, Deposit & Withdrawal, Trading, Full Access); absent on our simulator. */
  accessRight: z.string().nullish(),
});
export type Customer = z.output<typeof customerSchema>;

/** GET /auth/api/v1/Customers and /auth/api/v1/apikey/getassociatedclients. */
export const customerListSchema = z.array(customerSchema);
