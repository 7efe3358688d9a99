import type { WorldState } from './state';

/**
 * JSON of a growing array whose items never change once added (bookings,
 * rewards): each item is stringified once, later saves only add the new ones.
 */
class AppendOnlyJson {
  private array: readonly unknown[] | null = null;
  private count = 0;
  private text = '';

  json(array: readonly unknown[]): string {
    // Another array (replaced) or a shorter one (pruned) starts over.
    if (array !== this.array || array.length < this.count) {
      this.array = array;
      this.count = 0;
      this.text = '';
    }
    for (let index = this.count; index < array.length; index++)
      this.text += (index === 0 ? '' : ',') + JSON.stringify(array[index]);
    this.count = array.length;
    return `[${this.text}]`;
  }
}

/**
 * A serializer of the live world state that writes the append-only history
 * (bookings and rewards: two thirds of a default world) from a cache, so a
 * save stringifies only what may have changed since the last one. Still one
 * synchronous call: no request can change the state halfway through.
 */
export function createStateSerializer(): (state: WorldState) => string {
  const bookings = new AppendOnlyJson();
  const rewards = new AppendOnlyJson();
  return (state) => {
    const { bookings: bookingList, rewards: rewardList, ...rest } = state;
    const head = JSON.stringify(rest);
    return `${head.slice(0, -1)},"bookings":${bookings.json(bookingList)},"rewards":${rewards.json(rewardList)}}`;
  };
}
