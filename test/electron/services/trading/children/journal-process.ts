// One process using the order journal, driven by its parent over IPC (the two-process journal test):
// { put: [ids] } journals pending orders, { compact: true } compacts, { stress: { prefix, count, every } } puts
// count orders compacting after every `every`, { close: true } closes and exits. Each command is answered with { done }.
import { newJournalRecord, OrderJournal } from '../../../../../electron/services/trading/journal';

type Command =
  | { put: string[] }
  | { compact: true }
  | { stress: { prefix: string; count: number; every: number } }
  | { close: true };

const path = process.argv[2] as string;
const journal = await OrderJournal.open(path);
const put = (id: string) =>
  journal.put(
    newJournalRecord(
      {
        kind: 'order',
        id,
        profileId: 'p',
        customer: 'c',
        clientOrderId: id,
        request: { symbol: 'BTC', quantity: '1' },
      },
      new Date(),
      null,
    ),
  );

process.on('message', (message: Command) => {
  void (async () => {
    if ('put' in message) for (const id of message.put) await put(id);
    if ('compact' in message) await journal.compact();
    if ('stress' in message) {
      for (let index = 1; index <= message.stress.count; index += 1) {
        await put(`${message.stress.prefix}${index}`);
        if (index % message.stress.every === 0) await journal.compact();
      }
    }
    if ('close' in message) await journal.close();
    process.send?.({ done: true }, () => {
      if ('close' in message) process.disconnect();
    });
  })().catch((error: unknown) => {
    process.send?.({ error: String(error) });
  });
});
process.send?.({ ready: true });
