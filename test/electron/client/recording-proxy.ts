import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy, type ProxyServer } from 'proxy';

/** A real CONNECT proxy on loopback (the `proxy` package, as an office's Squid would be), recording every tunnel asked for. */
export interface RecordingProxy {
  url: string;
  tunnels: string[];
  server: ProxyServer;
}

export async function startProxy(): Promise<RecordingProxy> {
  const server = createProxy(createServer());
  const tunnels: string[] = [];
  server.on('connect', (request: { url?: string }) => tunnels.push(request.url ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, tunnels, server };
}

/** Stops a loopback server, its open tunnels included. */
export function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
