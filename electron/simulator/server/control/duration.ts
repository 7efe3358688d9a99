const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds of a duration such as "90s", "15m", "1h30m", "2d", "250ms"; undefined when it is not one. */
export function parseDuration(text: string): number | undefined {
  if (!/^(\d{1,9}(ms|s|m|h|d))+$/.test(text)) return undefined;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+)(ms|s|m|h|d)/g))
    total += Number(amount) * (UNITS[unit as string] as number);
  return total;
}
