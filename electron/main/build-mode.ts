/**
 * The Vite mode this main bundle was built in: 'development' (npm run dev),
 * 'test' (vitest, and test builds made with --mode test), 'production'
 * (npm run build, npm start, npm run dist). Unknown counts as production.
 */
export function buildMode(): string {
  // Vite replaces the literal text import.meta.env.MODE at build time (vitest sets it to 'test'); outside
  // Vite (never in the app) env is absent. Keep the literal: any other spelling would escape the replacement.
  return import.meta.env?.MODE ?? 'production';
}

/**
 * Whether development-only overrides (ELECTRON_RENDERER_URL, SVC_DESK_DATA_DIR,
 * SVC_DESK_KEYCHAIN_SERVICE, the developer menu) are honoured: only in
 * development and test builds, and never in a packaged app. A production
 * build started with `npm start` ignores them: the environment must not swap
 * the UI, move a user's data or keychain entries elsewhere.
 */
export function devOverridesAllowed(mode: string, packaged: boolean): boolean {
  return !packaged && (mode === 'development' || mode === 'test');
}
