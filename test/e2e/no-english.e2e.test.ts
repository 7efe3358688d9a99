import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { accountsOf, customersOf } from './harness/expected';
import { useBrowser, useSharedApp } from './harness/fixture';
import type { AppHandle } from './harness/app';
import { chooseLanguage, SWISS_LOCALE } from './harness/language';
import { registeredScreen, showScreenInEnglish } from './harness/screens-in-language';
import { shownWords, wordsOf } from './harness/shown-words';

/**
 * Parts on every screen judged as sections of their own and left out of the others: main's notices, and browser
 * mode's note (renderer/src/api/BrowserModeNote.tsx).
 */
const NOTICES = '.notices';
const BROWSER_NOTE = '.browser-mode-note';
/** The customer picker (renderer/src/customers) above every section. */
const CUSTOMER_PICKER = '.combobox-label';
/** Main's verdict of the connection test inside the connection status's title (electron/services/profiles/connection-test.ts). */
const CONNECTION_VERDICT = '.status-button';
const ON_EVERY_SCREEN = [NOTICES, BROWSER_NOTE, CUSTOMER_PICKER, CONNECTION_VERDICT];

/**
 * Every section of the desk by the screens that show its words (screenshot registry). `converted`: its words
 * come from the catalogue; a section still being converted is listed with false and skipped until its conversion
 * merges (set it to true then).
 */
const SECTIONS: readonly {
  readonly section: string;
  readonly screens: readonly string[];
  readonly converted: boolean;
  /** A part on every screen judged on its own (the rest of the page left out). */
  readonly within?: string;
  /** Words the section shows as data in every language (the request log's operations and paths). */
  readonly data?: readonly string[];
}[] = [
  // The dialog alone: it opens over the dashboard, a section of its own.
  {
    section: 'keyboard shortcuts',
    screens: ['dialogs/keyboard-shortcuts'],
    converted: true,
    within: '[role="dialog"]',
  },
  {
    section: 'settings: profiles and their dialogs',
    screens: ['settings/profiles', 'dialogs/new-profile'],
    converted: true,
  },
  {
    section: 'settings: request log',
    screens: ['settings/request-log'],
    converted: true,
    // Each logged request's operation and path are the service's own names (what a support desk asks for).
    data: [
      'Accounts',
      'Customers',
      'Get',
      'HistoricalPortfolioValue',
      'Instruments',
      'List',
      'MarketData',
      'api',
      'auth',
      'custody',
      'customers',
      'accounts',
      'historical',
      'instruments',
      'market',
      'portfolio',
      'trading',
      'value',
      'data',
    ],
  },
  { section: 'settings: appearance', screens: ['settings/appearance'], converted: true },
  { section: 'settings: price alerts', screens: ['book/price-alerts-settings'], converted: true },
  { section: 'trading', screens: ['trading/ticket', 'trading/review', 'trading/drawer'], converted: true },
  {
    section: 'staking',
    screens: ['staking/enter-form', 'staking/orders', 'staking/rewards', 'staking/products'],
    converted: true,
  },
  {
    section: 'loans',
    screens: ['loans/portfolio-list', 'loans/portfolio-detail', 'loans/what-if', 'loans/settings'],
    converted: true,
  },
  { section: 'dashboard', screens: ['dashboard/overview', 'dashboard/account-detail'], converted: true },
  { section: 'book', screens: ['book/all-customers'], converted: true },
  { section: 'P&L tab', screens: ['book/pnl-tab'], converted: true },
  { section: 'reports', screens: ['reports/report-centre'], converted: true },
  // Main's notices (the bar above every section: a profile's connection test, browser mode's limits).
  { section: "main's notices", screens: ['settings/profiles'], converted: true, within: NOTICES },
  { section: "browser mode's note", screens: ['settings/profiles'], converted: true, within: BROWSER_NOTE },
  { section: 'customer picker', screens: ['settings/profiles'], converted: true, within: CUSTOMER_PICKER },
  {
    section: "main's connection verdict (connection status's title)",
    screens: ['settings/profiles'],
    converted: true,
    within: CONNECTION_VERDICT,
  },
];

/**
 * Proper names and words that read the same in English and in the language (checked by a translator, not by
 * chance): only these may appear on a screen in both. The product's own names, the service's instruments and
 * the simulator's (the customers' and accounts' names are taken from the service at run time).
 */
const PROPER_NAMES = [
  // The product, the languages' own names, the keys of the keyboard.
  'SVC',
  'Desk',
  'Staking',
  'Excel',
  'Deutsch',
  'Français',
  'Italiano',
  'English',
  'Ctrl',
  'Alt',
  'Esc',
  'Enter',
  // The service's instruments and networks.
  'Bitcoin',
  'Ether',
  'Ethereum',
  'Cardano',
  'Chainlink',
  'Polkadot',
  'Polygon',
  'Solana',
  'Tezos',
  // The schemes of the service's addresses; "staking" as the French and Italian desks write it ("ordres de staking").
  'http',
  'https',
  'staking',
  // The service's signature header, X-Auth (the profile dialog names it in every language).
  'Auth',
  // The desk's client order ids begin so ("desk-a234…"); cut by an ellipsis, the part left may hold no digit.
  'desk',
  // The service's name of an account kind (Proof wallet), and the million abbreviation the region's figures use.
  'Proof',
  'Mio',
];
const SAME_IN: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  // "liq" abbreviates liquidation / liquidazione above the LTV bar.
  // "Stop-Limit" is the German order type's name; "Layer" (Layer 1/2) a blockchain term kept in German.
  // "Browser": the German and Italian word for a web browser.
  // "Secret": the word a Swiss bank's IT uses for an API secret in German, French and Italian (the catalogue's choice).
  // "Updates" (de) and "Backup" (it): the words Swiss German and Italian software uses for them (the Settings tabs).
  de: [
    'Updates',
    'Secret',
    'Total',
    'Standard',
    'Filter',
    'Symbol',
    'Browser',
    'Performance',
    'Minimum',
    'Max',
    'Status',
    'Portfolio',
    'Portfolios',
    'Name',
    'Profile',
    'System',
    'Instrument',
    'minus',
    'optional',
    'Liquidation',
    'Stop',
    'Limit',
    'Layer',
    'min',
    'Simulator',
  ],
  // "centre" (Centre des rapports), "commissions", "lot(s)" (lots d’ouverture, un lot) are French words spelt as the English.
  fr: [
    'mode',
    'Secret',
    'secret',
    'centre',
    'commissions',
    'lot',
    'lots',
    'Standard',
    'Total',
    'Positions',
    'position',
    'via',
    'wallet',
    'Exact',
    'information',
    'blockchain',
    'chain',
    'Archive',
    'archive',
    'session',
    'notifications',
    'Sections',
    'Actions',
    'Type',
    'Page',
    'Commission',
    'Client',
    'client',
    'Instrument',
    'instrument',
    'Distance',
    'Liquidation',
    'liquidation',
    'points',
    'pts',
    'service',
    'positions',
    'minute',
    'minutes',
    'Dates',
    'date',
    'fraction',
    'Production',
    'confirmation',
    'performance',
    'possible',
    'section',
    'Performance',
    'Minimum',
    'Max',
    'min',
    'Stop',
    'stop',
    'liq',
  ],
  // "all" as in "all’ordine" (the apostrophe ends the word).
  // "server" (ora del server) as Italian writes it.
  it: [
    'Backup',
    'app',
    'Secret',
    'secret',
    'server',
    'Standard',
    'asset',
    'wallet',
    'blockchain',
    'chain',
    'browser',
    'per',
    'Per',
    'computer',
    'desktop',
    'min',
    'Max',
    'Performance',
    'Stop',
    'Spread',
    'all',
    'Endpoint',
    'endpoint',
    'liq',
    'stop',
    'performance',
  ],
};

/** How many shared words beyond the allow-lists a screen may show before the test fails (none: every word is judged). */
const TOLERATED = 0;

const LANGUAGES = ['de', 'fr', 'it'] as const;

/**
 * The words of the data the screens show, not the desk's own: the customers', accounts' and profiles' names, and
 * the months as the region (de-CH) writes dates in every language.
 */
async function dataWords(app: AppHandle): Promise<Set<string>> {
  const customers = await customersOf(app);
  const accounts = (
    await Promise.all(customers.slice(0, 3).map((customer) => accountsOf(app, customer.customerNumber)))
  ).flat();
  const profiles = app.services.profiles.records().map((profile) => profile.name);
  const months = Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2026, month, 15)).toLocaleDateString(SWISS_LOCALE.de, { month: 'short' }),
  );
  return wordsOf([
    ...customers.map((customer) => customer.name),
    ...accounts.map((account) => account.name),
    ...profiles,
    ...months,
  ]);
}

// One Chromium and one app in Chromium's locale de-CH: each screen is shown once in English (the screens find their
// way by its words), then in German as "the system's language" (the browser's), then in French and Italian as chosen
// in Settings; the words of each are compared with the English ones.
describe('no English on a screen in German, French or Italian', () => {
  const browser = useBrowser();
  const shared = useSharedApp(browser, { locale: SWISS_LOCALE.de });
  let data: Set<string> | undefined;

  for (const { section, screens, converted, within, data: sectionData = [] } of SECTIONS) {
    const region = within === undefined ? { except: ON_EVERY_SCREEN } : { within };
    it.skipIf(!converted)(`${section}: no English word in de, fr, it`, { timeout: 120_000 }, async () => {
      const app = await shared.app();
      app.page.setDefaultTimeout(30_000);
      const dataNames = (data ??= await dataWords(app));
      const shared_: string[] = [];
      for (const id of screens) {
        const { screen } = registeredScreen(id);
        await showScreenInEnglish(app, screen, 'light');
        const english = await shownWords(app.page, region);
        for (const language of LANGUAGES) {
          await chooseLanguage(app, language === 'de' ? 'system' : language);
          const allowed = new Set([...PROPER_NAMES, ...SAME_IN[language], ...dataNames, ...sectionData]);
          const same = [...(await shownWords(app.page, region))].filter(
            (word) => english.has(word) && !allowed.has(word),
          );
          if (same.length > TOLERATED) shared_.push(`${id} in ${language}: ${same.sort().join(', ')}`);
        }
      }
      expect(shared_, `English words on screen:\n${shared_.join('\n')}`).toEqual([]);
    });
  }
});
