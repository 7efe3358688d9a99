/**
 * The renderer's Content Security Policy: nothing is allowed unless listed.
 * The renderer reaches the network only through main (window.api), so it
 * needs no connect-src beyond the dev server's hot reload, or, in browser
 * mode (electron/web), the WebSocket that stands in for IPC.
 */
export function contentSecurityPolicy(
  devServerUrl: string | null,
  extraConnectSources: readonly string[] = [],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extraConnectSources],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
  if (devServerUrl !== null) {
    // Vite's dev server injects the React refresh preamble and styles inline, and reloads over a web socket.
    const origin = new URL(devServerUrl);
    directives['script-src']!.push("'unsafe-inline'");
    directives['style-src']!.push("'unsafe-inline'");
    directives['connect-src']!.push(`ws://${origin.host}`);
  }
  return serialize(directives);
}

// Browsers ignore these when the policy comes from a <meta> element (and warn about them).
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The production policy for the renderer's <meta> tag (a second line of defence beside the app:// header). */
export function metaContentSecurityPolicy(): string {
  return contentSecurityPolicy(null)
    .split('; ')
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(' ')[0] ?? ''))
    .join('; ');
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
