import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../scripts/eslint/no-untranslated-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

describe('the lint rule against untranslated text', () => {
  tester.run('no-untranslated-text', rule, {
    valid: [
      { code: "const a = <p>{t('trading.title')}</p>;" },
      { code: 'const a = <span> · </span>;' },
      { code: 'const a = <kbd>Alt {key}</kbd>;' },
      { code: "const a = <span title={t('x.y')}>{amount} CHF</span>;" },
      { code: 'const a = <td>BTC/USD</td>;' },
      { code: 'const a = <div className="grid wide" data-state="open" />;' },
      { code: 'const a = <span>SVC Desk</span>;' },
      // Outside main's mode, objects are data, not dialogs.
      { code: "const notice = { title: 'Saved' };" },
      { code: "dialog.showMessageBox({ title: t('x.y'), buttons: [t('a.b')] });", options: [{ main: true }] },
    ],
    invalid: [
      { code: 'const a = <p>Order placed</p>;', errors: 1 },
      { code: 'const a = <input placeholder="Search customers" />;', errors: 1 },
      { code: "const a = <button aria-label={open ? 'Close' : 'Open'} />;", errors: 2 },
      { code: "const a = <p>{failed ? 'Could not load' : null}</p>;", errors: 1 },
      { code: 'const a = <p>{`${n} rows`}</p>;', errors: 1 },
      {
        code: "notices.add({ level: 'warning', title: 'Preferences reset', message: `Kept as ${path}` });",
        options: [{ main: true }],
        errors: 2,
      },
      {
        code: "dialog.showMessageBox({ buttons: ['Cancel', 'Raise the limit'] });",
        options: [{ main: true }],
        errors: 2,
      },
      { code: "tray.setToolTip('SVC Desk is watching loans');", options: [{ main: true }], errors: 1 },
    ],
  });
});
