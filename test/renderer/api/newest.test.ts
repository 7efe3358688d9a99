import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../../shared/ipc/result';
import { createNewestOnly } from '../../../renderer/src/api/newest';

/** A call answered when the test says. */
function deferred<T>(): { call: () => Promise<IpcResult<T>>; answer: (value: T) => void } {
  let resolve: (result: IpcResult<T>) => void = () => undefined;
  const promise = new Promise<IpcResult<T>>((done) => (resolve = done));
  return { call: () => promise, answer: (value) => resolve({ ok: true, value }) };
}

describe('newest-only loads', () => {
  it('drops an older answer that arrives after a newer request for the same resource, keeps other resources', async () => {
    const newest = createNewestOnly();
    const [older, newer, other] = [deferred<string>(), deferred<string>(), deferred<string>()];
    const first = newest.load('list', older.call);
    const second = newest.load('list', newer.call);
    const third = newest.load('detail', other.call);
    newer.answer('new');
    older.answer('old');
    other.answer('detail');
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ status: 'ready', value: 'new' });
    expect(await third).toMatchObject({ status: 'ready', value: 'detail' });
  });

  it('drops the answers in flight of a forgotten resource, or of all', async () => {
    const newest = createNewestOnly();
    const [a, b] = [deferred<number>(), deferred<number>()];
    const first = newest.load('a', a.call);
    const second = newest.load('b', b.call);
    newest.forget('a');
    a.answer(1);
    b.answer(2);
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ value: 2 });
    const c = deferred<number>();
    const third = newest.load('b', c.call);
    newest.forget();
    c.answer(3);
    expect(await third).toBeNull();
  });

  it('turns a thrown call into an error answer', async () => {
    const answer = await createNewestOnly().load('x', () => Promise.reject(new Error('bridge down')));
    expect(answer).toMatchObject({ status: 'error', error: { kind: 'internal' } });
  });
});
