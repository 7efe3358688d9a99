import { PNL_DEFINITIONS } from '../../../shared/reports/pnl/definitions';

/** The realized P&L's definitions, word for word as in the Excel manifest and `desk pnl`, above the P&L tabs: folded, so the figures stay on screen. */
export function PnlDefinitions(): React.JSX.Element {
  return (
    <details className="reports-pnl-definitions">
      <summary>How the realized P&amp;L is computed</summary>
      <ul>
        {PNL_DEFINITIONS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
