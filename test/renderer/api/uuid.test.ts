import { describe, expect, it } from 'vitest';
import { newUuid } from '../../../renderer/src/api/uuid';

describe('newUuid', () => {
  it('answers a version 4, variant 1 UUID, a different one each call', () => {
    const first = newUuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(first);
  });
});
