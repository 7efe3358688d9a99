let browserMode = false;

/** Called once by install-web when the page runs in browser mode (no preload, no native dialogs). */
export function markBrowserMode(): void {
  browserMode = true;
}

/** Whether the page runs in browser mode: what main's native dialogs would do, the page does itself (a file upload). */
export function inBrowserMode(): boolean {
  return browserMode;
}
