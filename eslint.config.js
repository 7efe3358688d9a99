// Lint also enforces the three layers: shared/ is pure, renderer/ is browser-only,
// and only electron/ may reach Node, Electron and native modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';
import desk from './scripts/eslint/plugin.js';

const nodeModules = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const mainOnlyPackages = ['electron', 'undici', 'keytar', 'fastify', 'ws', 'xlsx', 'lossless-json/node'];

// SheetJS (xlsx 0.18.5) bans, shared by every block that sets no-restricted-syntax (a later block replaces the rule's options).
const sheetJsBans = [
  {
    selector: 'ImportDeclaration[source.value=/^xlsx(\\/.*)?$/] > ImportSpecifier',
    message: "Import SheetJS as `import XLSX from 'xlsx'` (its readers are banned: CVE-2023-30533, CVE-2024-22363).",
  },
  {
    selector:
      "ImportDeclaration[source.value=/^xlsx(\\/.*)?$/] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier)[local.name!='XLSX']",
    message: 'Name the SheetJS import XLSX, so the ban on its readers applies.',
  },
  {
    selector:
      "ImportExpression[source.value=/^xlsx/], CallExpression[callee.name='require'][arguments.0.value=/^xlsx/]",
    message: 'Import SheetJS statically as XLSX.',
  },
  {
    selector: 'ExportNamedDeclaration[source.value=/^xlsx/], ExportAllDeclaration[source.value=/^xlsx/]',
    message: 'Do not re-export SheetJS.',
  },
  {
    selector:
      "MemberExpression[object.name='XLSX'][property.name=/^(read|readFile|readFileSync|parse_.*|CFB|stream|set_fs|set_cptable)$/]",
    message: 'SheetJS readers/parsers are banned (CVE-2023-30533, CVE-2024-22363): the app never parses a workbook.',
  },
  {
    selector: "VariableDeclarator[init.name='XLSX'], AssignmentExpression[right.name='XLSX']",
    message: 'Use SheetJS through XLSX.<name> so the ban on its readers applies.',
  },
  {
    selector: "MemberExpression[object.object.name='XLSX'][object.property.name='utils'][property.name=/^sheet_to_/]",
    message: 'The app never reads workbooks with SheetJS.',
  },
];

// Where every word a person reads already comes from the message catalogue (shared/i18n/catalogue): the rule holds
// these files to it. Each area joins the list in the change that moves its words into the catalogue.
const TRANSLATED_VIEWS = [
  'renderer/src/App.tsx',
  'renderer/src/shell/**/*.tsx',
  'renderer/src/settings/**/*.tsx',
  'renderer/src/ui/**/*.tsx',
  'renderer/src/notices/**/*.tsx',
  'renderer/src/connection/**/*.tsx',
  'renderer/src/profiles/**/*.tsx',
  'renderer/src/request-log/**/*.tsx',
  'renderer/src/loans/**/*.tsx',
  'renderer/src/alerts/**/*.tsx',
  'renderer/src/trading/**/*.tsx',
  'renderer/src/staking/**/*.tsx',
  'renderer/src/reports/**/*.tsx',
  'renderer/src/custody/**/*.tsx',
  'renderer/src/book/**/*.tsx',
  'renderer/src/customers/**/*.tsx',
  'renderer/src/api/**/*.tsx',
  'renderer/src/backup/**/*.tsx',
  'renderer/src/updates/**/*.tsx',
];
// Main's files that show a person words (notices, dialogs, notifications, the tray, the menu).
const TRANSLATED_MAIN = [
  // The words of exported files (area `exports`); the rest of the reports folder (errors, dialogs) is not converted yet.
  'electron/services/reports/xlsx/**/*.ts',
  'electron/services/reports/csv/**/*.ts',
  'electron/services/reports/export-job.ts',
  'electron/services/reports/export-words.ts',
  'electron/services/reports/export-language.ts',
  'electron/main/tray-model.ts',
  'electron/main/tray.ts',
  'electron/main/menu-template.ts',
  'electron/main/native-confirm.ts',
  'electron/main/start.ts',
  'electron/main/loan-monitor.ts',
  'electron/services/backup/backup-service.ts',
  'electron/services/backup/feature.ts',
  'electron/services/confirm/confirm-port.ts',
  'electron/services/confirm/dialog-guard.ts',
  'electron/services/confirm/guarded-open.ts',
  'electron/services/confirm/money-confirmation.ts',
  'electron/services/confirm/origin-gate.ts',
  'electron/services/notices/notice-service.ts',
  'electron/services/trading/order-change.ts',
  'electron/services/trading/order-watcher.ts',
  'electron/services/trading/pre-trade.ts',
  'electron/services/trading/order-service.ts',
  'electron/services/trading/reconciler.ts',
  'electron/services/trading/limits-store.ts',
  'electron/services/guards/cancel-all-check.ts',
  'electron/services/guards/payout-check.ts',
  'electron/services/guards/staking-check.ts',
  'electron/services/loans/monitor-state.ts',
  'electron/services/loans/watchdog.ts',
  'electron/services/alerts/price-alert-service.ts',
  'electron/services/secrets/memory-fallback.ts',
  'electron/services/secrets/keychain-words.ts',
  'electron/services/secrets/keytar-store.ts',
  'electron/services/secrets/secret-store.ts',
  'electron/services/profiles/profile-secrets.ts',
  'electron/services/profiles/draft-test.ts',
  'electron/services/storage/storage-failure.ts',
  'electron/services/storage/data-folder-links.ts',
  'electron/services/storage/damaged-file.ts',
  'electron/services/local-simulator/local-simulator.ts',
  'electron/services/preferences/preferences-service.ts',
  'electron/services/core-services.ts',
  'electron/services/app-features.ts',
  'electron/ipc/errors.ts',
  'electron/ipc/dispatch.ts',
  'electron/services/updates/update-service.ts',
  'electron/main/updates.ts',
  'electron/services/storage/file-words.ts',
  'electron/services/storage/journal-file.ts',
  'electron/services/storage/journal-read.ts',
  'electron/services/storage/versioned-json-file.ts',
  'electron/services/storage/file-lock.ts',
  'electron/services/trading/settings.ts',
  'electron/services/trading/commission-rates.ts',
  'electron/services/window-state/window-state-file.ts',
  'electron/services/loans/settings.ts',
  'electron/services/profiles/profiles-file-notice.ts',
  'electron/services/batch/batch-selections.ts',
  'electron/services/alerts/price-samples.ts',
  'electron/services/reports/archive.ts',
  'electron/services/reports/opening-lots.ts',
  'electron/services/trading/journal.ts',
  'electron/services/reports/job-journal.ts',
  'electron/services/batch/batch-journal.ts',
  // Errors the window shows (a month-end run's, reports', exports'), kept as catalogue words.
  'electron/services/errors.ts',
  'electron/services/trading/trading-service.ts',
  'electron/services/staking/staking-access.ts',
  'electron/services/reports/report-service.ts',
  'electron/services/reports/archive.ts',
  'electron/services/reports/fetch-report.ts',
  'electron/services/reports/pnl-report.ts',
  'electron/services/reports/opened-reports.ts',
  'electron/services/reports/saved-exports.ts',
  'electron/services/reports/archived-data.ts',
  'electron/services/reports/export-archived.ts',
  'electron/services/reports/export-runner.ts',
  'electron/services/reports/export-failure.ts',
  'electron/services/batch/batch-summary.ts',
  'electron/services/batch/batch-selections.ts',
  'electron/services/batch/batch-steps.ts',
  'electron/services/batch/batch-service.ts',
];

const restrict = (paths, patterns) => ({
  'no-restricted-imports': [
    'error',
    { paths: paths.map((name) => ({ name, message: 'Not allowed in this layer.' })), patterns },
  ],
});

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.ci/**', 'test-results/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict(
      [...nodeModules, ...mainOnlyPackages, 'react', 'react-dom', 'zustand'],
      [{ group: ['**/electron/**', '**/renderer/**'], message: 'shared/ must not depend on electron/ or renderer/.' }],
    ),
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    languageOptions: { globals: globals.browser },
    rules: restrict(
      [...nodeModules, ...mainOnlyPackages],
      [{ group: ['**/electron/**'], message: 'renderer/ reaches main only through window.api.' }],
    ),
  },
  {
    files: ['electron/**/*.ts', 'test/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['electron/**/*.ts'],
    rules: restrict([], [{ group: ['**/renderer/**'], message: 'electron/ must not import renderer code.' }]),
  },
  // SheetJS (xlsx 0.18.5) has CVE-2023-30533 and CVE-2024-22363 in its readers. The app no longer uses it (the
  // workbook is written from electron/services/reports/xlsx/'s templates); should it come back, then only as a writer:
  // imported as `import XLSX from 'xlsx'`, never touching a reading or parsing function.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js'],
    rules: { 'no-restricted-syntax': ['error', ...sheetJsBans] },
  },
  {
    files: TRANSLATED_VIEWS,
    plugins: { desk },
    rules: { 'desk/no-untranslated-text': 'error' },
  },
  ...(TRANSLATED_MAIN.length === 0
    ? []
    : [
        {
          files: TRANSLATED_MAIN,
          plugins: { desk },
          rules: { 'desk/no-untranslated-text': ['error', { main: true }] },
        },
      ]),
  // Push events are wired once per feature, in renderer/src/<feature>/events.ts, called only from startup/start-app.ts.
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: ['renderer/src/*/events.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...sheetJsBans,
        {
          selector:
            "MemberExpression[property.name='on']:matches([object.callee.name='desktopApi'], [object.name='api'], [object.property.name='api'])",
          message:
            "Subscribe to push events in the feature's events.ts (connect<Feature>Events, called from startup/start-app.ts), not here.",
        },
      ],
    },
  },
);
