/** A fixed-capacity buffer that drops the oldest item when full. */
export class RingBuffer<T> {
  private readonly items: (T | undefined)[];
  private start = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
    this.items = new Array<T | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    const end = (this.start + this.count) % this.capacity;
    this.items[end] = item;
    if (this.count < this.capacity) this.count += 1;
    else this.start = (this.start + 1) % this.capacity;
  }

  /** Newest first, stopping after limit items that match. */
  newestFirst(matches: (item: T) => boolean, limit: number): T[] {
    const found: T[] = [];
    for (let i = this.count - 1; i >= 0 && found.length < limit; i -= 1) {
      const item = this.items[(this.start + i) % this.capacity] as T;
      if (matches(item)) found.push(item);
    }
    return found;
  }
}
