import type { DesktopApi } from '../../../shared/ipc/api';

declare global {
  interface Window {
    /** Built by the preload from the IPC channel table; the renderer's only door to main. */
    readonly api: DesktopApi;
  }
}

/** The desktop API the preload exposes. Read per call so tests can install a fake. */
export function desktopApi(): DesktopApi {
  return window.api;
}
