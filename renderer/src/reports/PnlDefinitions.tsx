import { PNL_DEFINITION_WORDS } from '../../../shared/reports/pnl/definitions';
import { useT } from '../i18n/store';

/** The realized P&L's definitions, word for word as in the Excel manifest and `desk pnl`, above the P&L tabs: folded, so the figures stay on screen. */
export function PnlDefinitions(): React.JSX.Element {
  const t = useT();
  return (
    <details className="reports-pnl-definitions">
      <summary>{t('reports.pnl.definitionsTitle')}</summary>
      <ul>
        {PNL_DEFINITION_WORDS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </details>
  );
}
