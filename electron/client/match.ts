import { catalog } from '../../shared/api/catalog';
import type { Endpoint } from '../../shared/api/endpoint';

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  /** Literal segments win over parameters: /Accounts/OnchainInfo is not /Accounts/{accountId}. */
  literals: number;
}

let routes: Route[] | undefined;

function compile(): Route[] {
  return Object.values(catalog as Record<string, Endpoint>)
    .map((endpoint) => {
      const segments = endpoint.path.split('/');
      const source = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment))).join('/');
      return {
        endpoint,
        pattern: new RegExp(`^${source}$`, 'i'),
        literals: segments.filter((segment) => !segment.startsWith('{')).length,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

/** The catalog endpoint a method and concrete path (no query) belong to, if any. */
export function matchEndpoint(method: string, path: string): Endpoint | undefined {
  routes ??= compile();
  const upper = method.toUpperCase();
  return routes.find((route) => route.endpoint.method === upper && route.pattern.test(path))?.endpoint;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
