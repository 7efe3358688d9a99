import type { Endpoint } from '../../../shared/api/endpoint';

/** Answers which methods the catalog offers on a path, so a known path with a wrong method is 405, not 404. */
export class MethodIndex {
  private readonly templates: { pattern: RegExp; method: string }[];

  constructor(endpoints: readonly Endpoint[]) {
    this.templates = endpoints.map((endpoint) => ({
      pattern: new RegExp(
        `^${endpoint.path
          .split(/\{\w+\}/)
          .map(escape)
          .join('[^/]+')}$`,
        'i',
      ),
      method: endpoint.method,
    }));
  }

  /** Methods served on this request path (still percent-encoded); empty when the path is unknown. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, method } of this.templates) if (pattern.test(path)) methods.add(method);
    return [...methods].sort();
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
