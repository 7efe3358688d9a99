import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../../shared/ipc/result';
import { createLatestOnly } from '../../../renderer/src/api/latest-only';

/** A call answered when the test says. */
function deferred<T>(): { call: () => Promise<IpcResult<T>>; answer: (value: T) => void } {
  let resolve: (result: IpcResult<T>) => void = () => undefined;
  const promise = new Promise<IpcResult<T>>((done) => (resolve = done));
  return { call: () => promise, answer: (value) => resolve({ ok: true, value }) };
}

describe('late answers (the one rule)', () => {
  it('drops an older answer that arrives after a newer request for the same resource, keeps other resources', async () => {
    const newest = createLatestOnly();
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
    const newest = createLatestOnly();
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
    const answer = await createLatestOnly().load('x', () => Promise.reject(new Error('bridge down')));
    expect(answer).toMatchObject({ status: 'error', error: { kind: 'internal' } });
  });

  it('drops an answer for a scope left meanwhile, and empties the store once on entering another scope', async () => {
    const entered: string[] = [];
    const latest = createLatestOnly({ onEnter: (scope) => entered.push(scope) });
    const [forA, forB] = [deferred<string>(), deferred<string>()];
    const first = latest.load('accounts', forA.call, 'customer A');
    const second = latest.load('prices', forB.call, 'customer B');
    forA.answer('A');
    forB.answer('B');
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ value: 'B' });
    expect(entered).toEqual(['customer A', 'customer B']);
    expect(latest.enter('customer B')).toBe(false);
    expect(latest.scope()).toBe('customer B');
  });

  it('drops an answer for a scope the app no longer shows, keeps it while nothing is shown', async () => {
    let shown: string | null = 'customer A';
    const latest = createLatestOnly({ shown: () => shown });
    const moved = deferred<string>();
    const first = latest.load('accounts', moved.call, 'customer A');
    shown = 'customer B';
    moved.answer('A');
    expect(await first).toBeNull();
    shown = null;
    const alone = deferred<string>();
    const second = latest.load('accounts', alone.call, 'customer A');
    alone.answer('A');
    expect(await second).toMatchObject({ value: 'A' });
  });

  it('reset forgets the scope and drops every answer in flight', async () => {
    const entered: string[] = [];
    const latest = createLatestOnly({ onEnter: (scope) => entered.push(scope) });
    const pending = deferred<string>();
    const first = latest.load('accounts', pending.call, 'customer A');
    latest.reset();
    pending.answer('A');
    expect(await first).toBeNull();
    expect(latest.scope()).toBeNull();
    void latest.load('accounts', deferred<string>().call, 'customer A');
    expect(entered).toEqual(['customer A', 'customer A']);
  });
});
