/**
 * Rejection codes in a trader's words. The codes are our contract's (the
 * simulator's); production's list is not published, so an unknown code shows
 * the service's own text with its number.
 */
const REJECTION_WORDS: Record<number, string> = {
  1: 'The order arrived too late: its time stamp was too old. Nothing was traded; place it again.',
  2: 'The order was dated in the future: check the computer clock.',
  3: 'Not enough funds on the funding account.',
  4: 'The service does not know this instrument.',
  5: 'The quote had expired before the order arrived. Request a new quote.',
  6: 'The order does not match its quote (side, quantity or instrument).',
  7: 'One of the accounts cannot be used for this order.',
  8: 'Quantity or price is not valid for this instrument (too many decimals or below the minimum).',
  9: 'The expiry time is not in the future.',
};

/** A rejection in words: the known meaning of the code, else the service's text. */
export function rejectionInWords(code: number | null | undefined, text: string | null | undefined): string {
  const known = code === null || code === undefined ? undefined : REJECTION_WORDS[code];
  if (known) return known;
  if (text) return text;
  return code === null || code === undefined ? 'The service rejected the order without saying why.' : `The service rejected the order (code ${code}).`;
}
