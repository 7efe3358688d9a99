import { MOVE_WINDOWS, type MoveWindow } from '../../../shared/alerts/rules';

const LONGEST = MOVE_WINDOWS['24h'];
/** Samples kept per watched price: a 30 s cycle for 24 h is 2,880. */
const CAPACITY = 3_000;

/** The watched prices seen per instrument and side, the last 24 h (in memory: a restart starts the windows afresh). */
export class PriceSamples {
  private readonly series = new Map<string, [number, string][]>();

  /** Adds a sample (at: the service's timestamp, epoch ms) and answers the oldest price inside the window, this one included. */
  add(key: string, at: number, price: string, window: MoveWindow | null): string {
    const list = this.series.get(key) ?? [];
    this.series.set(key, list);
    if (list.length === 0 || (list[list.length - 1] as [number, string])[0] < at) list.push([at, price]);
    while (list.length > CAPACITY || (list.length > 0 && (list[0] as [number, string])[0] < at - LONGEST)) list.shift();
    if (window === null) return price;
    const from = at - MOVE_WINDOWS[window];
    return (list.find(([time]) => time >= from) ?? [at, price])[1];
  }
}
