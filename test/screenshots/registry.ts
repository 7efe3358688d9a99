import type { Page } from 'playwright-core';
import type { AppHandle } from '../e2e/harness/app';

/** The two themes every screen is captured in. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The window size of every screenshot (the app's default window). */
export const VIEWPORT = { width: 1440, height: 900 } as const;

/** What a screen's show() gets: a freshly loaded app (dashboard, first customer) in one theme. */
export interface ScreenContext {
  readonly page: Page;
  readonly app: AppHandle;
  readonly theme: Theme;
}

/** One screen or dialog to capture. */
export interface Screen {
  /** kebab-case, unique within its section: the file is <section>-<name>-<theme>.png. */
  readonly name: string;
  /** What the picture shows (printed while capturing). */
  readonly description: string;
  /**
   * Brings the page from the freshly loaded app to this screen and waits
   * until its data has loaded (never a spinner). It may create data through
   * the UI or app.services; later screens of the same section see it.
   */
  show(context: ScreenContext): Promise<void>;
}

/** The screens of one app section (one module under screens/). */
export interface ScreenSection {
  /** kebab-case section name: the first part of every file name. */
  readonly section: string;
  readonly screens: readonly Screen[];
  /** The embedded simulator's world for this section's app (an office of many customers); default the usual one. */
  readonly localSimulator?: { customers?: number };
}

/** The PNG file name of a screen in a theme. */
export function screenshotFileName(section: string, screen: string, theme: Theme): string {
  return `${section}-${screen}-${theme}.png`;
}

/** Throws when names are not kebab-case or a file name would be used twice. */
export function checkRegistry(sections: readonly ScreenSection[]): void {
  const seen = new Set<string>();
  const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
  for (const { section, screens } of sections) {
    if (!kebab.test(section)) throw new Error(`Screenshot section "${section}" is not kebab-case.`);
    if (screens.length === 0) throw new Error(`Screenshot section "${section}" has no screens.`);
    for (const screen of screens) {
      if (!kebab.test(screen.name)) throw new Error(`Screen "${screen.name}" of "${section}" is not kebab-case.`);
      const file = screenshotFileName(section, screen.name, 'light');
      if (seen.has(file)) throw new Error(`Two screens would both write ${file}.`);
      seen.add(file);
    }
  }
}
