import type { DesktopApi } from './api';

declare global {
  /** The renderer's only way to main: the preload's contextBridge API. */
  interface Window {
    readonly api: DesktopApi;
  }
}

export {};
