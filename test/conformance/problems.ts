import { expect } from 'vitest';
import type { Answer } from './service';

/** decisions.md, Wire: RFC 9457 problem details with this status; returns the body. */
export function expectProblem(
  answer: Answer,
  status: number,
): {
  title: string;
  status: number;
  detail?: string;
  type?: string;
  traceId?: string;
  errors?: Record<string, string[]>;
} {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = answer.json as { title: string; status: number; detail?: string; errors?: Record<string, string[]> };
  expect(body).toMatchObject({ status, title: expect.any(String) });
  expect(typeof body.detail === 'string' || body.detail === undefined).toBe(true);
  return body;
}
