import type { ThemeChoice } from '../../../shared/ipc/schemas/preferences';

/**
 * Applies a theme choice to the page: theme.css picks each colour with
 * light-dark(), which follows color-scheme; data-theme pins it, and its
 * absence leaves it to the operating system.
 */
export function applyTheme(theme: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
