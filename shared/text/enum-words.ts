/**
 * Words for the service's enum values, so no wire spelling reaches the screen
 * ("GoodTillCancel" → "Good till cancel"). Values with a conventional name of
 * their own are listed; any other is split at its capitals.
 */
const NAMED: Readonly<Record<string, string>> = {
  PreviouslyQuoted: 'Quoted',
  StopLimit: 'Stop limit',
  GoodTillCancel: 'Good till cancel',
  GoodTilDate: 'Good till date',
  ImmediateOrCancel: 'Immediate or cancel',
  FillOrKill: 'Fill or kill',
};

/** An enum value in words: "PartiallyFilled" → "Partially filled", "PreviouslyQuoted" → "Quoted". */
export function enumWords(value: string): string {
  const named = NAMED[value];
  if (named !== undefined) return named;
  const words = value
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field name in words for labels: "cumulativeQuantity" → "Cumulative quantity". */
export function fieldWords(name: string): string {
  return enumWords(name.charAt(0).toUpperCase() + name.slice(1));
}
