/*
 * npm run screenshots -- --out DIR [--only SECTION[,SECTION...]] [--viewport WIDTHxHEIGHT]
 *
 * Writes a PNG of every registered screen (screens/index.ts) in light and
 * dark theme at 1440x900: DIR/<section>-<screen>-<theme>.png; at another
 * --viewport (e.g. 1024x700, the smallest window) the size is added to the
 * name: DIR/<section>-<screen>-<theme>-1024x700.png. Each section
 * runs in a fresh app per theme (main-process services, keychain, embedded
 * simulator, the built renderer in Chromium: test/e2e/harness). Exits 1 when
 * a screen failed or the page logged an error; 2 on bad arguments.
 */
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { openApp } from '../e2e/harness/app';
import { buildRenderer } from '../e2e/harness/build-renderer';
import { launchChromium } from '../e2e/harness/chromium';
import { chooseLanguage, SWISS_LOCALE } from '../e2e/harness/language';
import { LANGUAGE_CHOICES, type DisplayLanguage } from '../../shared/i18n/languages';
import type { Screen, ScreenSection, Theme } from './registry';
import { checkRegistry, screenshotFileName, THEMES, VIEWPORT } from './registry';
import { waitForSettled } from './navigate';
import { SCREEN_SECTIONS } from './screens/index';

const USAGE =
  'usage: npm run screenshots -- --out DIR [--only SECTION[,SECTION...]] [--viewport WIDTHxHEIGHT] [--lang de|fr|it|en|pseudo]';

type Viewport = { width: number; height: number };

function options(): { out: string; only: string[] | null; viewport: Viewport; lang: DisplayLanguage } {
  let values: { out?: string; only?: string; viewport?: string; lang?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string' },
        only: { type: 'string' },
        viewport: { type: 'string' },
        lang: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(`${USAGE}\nsections: ${SCREEN_SECTIONS.map((section) => section.section).join(', ')}`);
    process.exit(0);
  }
  if (!values.out) {
    console.error(`--out DIR is required\n${USAGE}`);
    process.exit(2);
  }
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : null;
  const unknown = only?.filter((name) => !SCREEN_SECTIONS.some((section) => section.section === name)) ?? [];
  if (unknown.length > 0) {
    console.error(
      `unknown section ${unknown.join(', ')}; sections: ${SCREEN_SECTIONS.map((section) => section.section).join(', ')}`,
    );
    process.exit(2);
  }
  const size = values.viewport === undefined ? null : /^(\d{3,4})x(\d{3,4})$/.exec(values.viewport);
  if (values.viewport !== undefined && !size) {
    console.error(`--viewport must be WIDTHxHEIGHT such as 1024x700; got "${values.viewport}"\n${USAGE}`);
    process.exit(2);
  }
  const lang = values.lang ?? 'en';
  if (lang === 'system' || !(LANGUAGE_CHOICES as readonly string[]).includes(lang)) {
    console.error(`--lang must be de, fr, it, en or pseudo; got "${lang}"\n${USAGE}`);
    process.exit(2);
  }
  return {
    lang: lang as DisplayLanguage,
    out: resolve(values.out),
    only,
    viewport: size ? { width: Number(size[1]), height: Number(size[2]) } : VIEWPORT,
  };
}

/** The file of a screen: the size is named when it is not the default window's, the language when it is not English. */
function fileName(section: string, screen: string, theme: Theme, viewport: Viewport, lang: DisplayLanguage): string {
  const file = screenshotFileName(section, screen, theme);
  const sized =
    viewport.width === VIEWPORT.width && viewport.height === VIEWPORT.height
      ? file
      : file.replace(/\.png$/, `-${viewport.width}x${viewport.height}.png`);
  return lang === 'en' ? sized : sized.replace(/\.png$/, `-${lang}.png`);
}

/** Captures one section in one theme; answers the failures. */
async function captureSection(
  browser: Browser,
  rendererDir: string,
  out: string,
  section: ScreenSection,
  theme: Theme,
  viewport: Viewport,
  lang: DisplayLanguage,
): Promise<string[]> {
  const failures: string[] = [];
  // The office's locale for a real language (numbers and dates in its style), as Chromium in Zurich, Geneva or Lugano.
  const locale = lang === 'en' || lang === 'pseudo' ? 'en-US' : SWISS_LOCALE[lang];
  const app = await openApp(browser, {
    rendererDir,
    colorScheme: theme,
    viewport,
    locale,
    ...(section.localSimulator ? { localSimulator: section.localSimulator } : {}),
  });
  try {
    for (const screen of section.screens) {
      const file = fileName(section.section, screen.name, theme, viewport, lang);
      try {
        // The screens find their way by the English words: shown in English, then switched as a user switches.
        if (lang !== 'en') await chooseLanguage(app, 'en');
        await showFresh(app.page, screen, { page: app.page, app, theme });
        if (lang !== 'en') {
          await chooseLanguage(app, lang);
          await waitForSettled(app.page);
        }
        await app.page.screenshot({ path: resolve(out, file), animations: 'disabled', caret: 'hide' });
        console.log(`wrote ${file}  (${screen.description})`);
      } catch (error) {
        failures.push(`${file}: ${(error as Error).message.split('\n')[0]}`);
        console.error(`FAILED ${file}: ${(error as Error).message}`);
      }
    }
    const problems = [
      ...app.pageErrors,
      ...(await app.cspViolations().catch(() => [])).map((violation) => `CSP violation: ${violation}`),
    ];
    if (problems.length > 0) failures.push(`${section.section} (${theme}): ${problems.join(' | ')}`);
  } finally {
    await app.close();
  }
  return failures;
}

// Every screen starts from a freshly loaded page: dashboard, first customer, no dialog open.
async function showFresh(page: Page, screen: Screen, context: Parameters<Screen['show']>[0]): Promise<void> {
  await page.reload();
  await page.locator('#main').waitFor();
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  if (!scheme.includes(context.theme)) throw new Error(`the page shows the ${scheme} scheme, not ${context.theme}`);
  await screen.show(context);
}

async function main(): Promise<void> {
  const { out, only, viewport, lang } = options();
  checkRegistry(SCREEN_SECTIONS);
  const sections = SCREEN_SECTIONS.filter((section) => only === null || only.includes(section.section));
  await mkdir(out, { recursive: true });
  console.log('building the renderer...');
  const rendererDir = await buildRenderer();
  const browser = await launchChromium();
  const failures: string[] = [];
  try {
    for (const section of sections) {
      for (const theme of THEMES) {
        try {
          failures.push(...(await captureSection(browser, rendererDir, out, section, theme, viewport, lang)));
        } catch (error) {
          failures.push(`${section.section} (${theme}): the app did not open: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await browser.close();
    await rm(rendererDir, { recursive: true, force: true });
  }
  const total = sections.reduce((count, section) => count + section.screens.length, 0) * THEMES.length;
  if (failures.length > 0) {
    console.error(
      `\n${failures.length} problem(s); ${total} screenshots expected in ${out}:\n  ${failures.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`\n${total} screenshots in ${out}`);
}

await main();
