import { expect } from 'vitest';
import type { TestResponse } from './signed';

/** RFC 9457 problem details as the simulator writes them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  traceId: string;
  errors?: Record<string, string[]>;
}

/** Asserts an ASP.NET-style problem answer with this status and a detail matching `detail`. */
export function expectProblem(response: TestResponse, status: number, detail: RegExp): Problem {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json as Problem;
  expect(problem).toMatchObject({ status, type: expect.stringMatching(/^https:\/\/tools\.ietf\.org\//) });
  expect(problem.title).toBeTruthy();
  expect(problem.traceId).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  expect(problem.detail).toMatch(detail);
  return problem;
}
