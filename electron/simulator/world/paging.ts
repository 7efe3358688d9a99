/** One page of a list: `page` is 1-based. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return start >= items.length ? [] : items.slice(start, start + pageSize);
}

/** Index of the first element whose key is >= value, in a list sorted ascending by key. */
export function lowerBound<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(items[middle] as T) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
