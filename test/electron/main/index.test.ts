import { describe, expect, it, vi } from 'vitest';
import { app } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));
const startApp = vi.hoisted(() => vi.fn());
vi.mock('../../../electron/main/start', () => ({ startApp }));

describe('main entry', () => {
  it('quits at once when another instance holds the lock', async () => {
    app.singleInstance = false;
    await import('../../../electron/main/index');
    expect(app.quit).toHaveBeenCalled();
    expect(startApp).not.toHaveBeenCalled();
  });
});
