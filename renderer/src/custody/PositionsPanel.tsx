import { useCallback, useMemo, useState } from 'react';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import { assetPlaces, pricePlaces } from '../../../shared/format/precision';
import { formatPercent } from '../../../shared/format/percent';
import { formatCount } from '../../../shared/format/count';
import { usePrecisionTable } from '../assets/store';
import { Amount } from '../ui/Amount';
import { Segmented } from '../ui/Segmented';
import { useRowKeys } from '../ui/useRowKeys';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { typeLabel } from './labels';
import type { HoldingValue, Position, Valuation } from '../../../shared/custody/valuation';
import type { PositionSort } from '../../../shared/custody/positions';
import { missingText, orderPositions, positionPrice } from '../../../shared/custody/positions';

const SORTS: readonly PositionSort[] = ['Value', 'Asset'];
const SORT_WORDS: Readonly<Record<PositionSort, MessageKey>> = {
  Value: 'custody.positions.sortValue',
  Asset: 'custody.positions.sortAsset',
};
/** Why a figure has no value (the shared model's stable English reasons), in the page's language. */
const MISSING_WORDS: Readonly<Record<NonNullable<ReturnType<typeof missingText>>, MessageKey>> = {
  'no asset': 'custody.positions.noAsset',
  'no price': 'custody.positions.noPrice',
};

/** One line of the table: a position, or one of its accounts when expanded. */
type Line = { kind: 'position'; position: Position } | { kind: 'holding'; position: Position; holding: HoldingValue };

/** The share of one figure, or the reason it has none. */
function shareText(share: string | null): string {
  return share === null ? '' : formatPercent(share);
}

/**
 * Each position's value in the reference currency, its share and the total;
 * positions of one asset expand into their accounts (ADA Trading + ADA
 * Staking = one ADA position). A missing price shows as "no price", never 0.
 */
export function PositionsPanel(props: {
  valuation: Valuation;
  accounts: readonly CustodyAccount[];
  onOpen: (accountId: number) => void;
  /** Freshness and refresh errors, shown above the table (never instead of it). */
  children?: React.ReactNode;
}): React.JSX.Element {
  const { valuation } = props;
  const t = useT();
  const precision = usePrecisionTable();
  const currencyPlaces = assetPlaces(valuation.currency, precision) ?? 2;
  const [sort, setSort] = useState<PositionSort>('Value');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const byId = useMemo(() => new Map(props.accounts.map((account) => [String(account.id), account])), [props.accounts]);
  const positions = useMemo(() => orderPositions(valuation.positions, sort), [valuation.positions, sort]);
  const lines = useMemo(
    () =>
      positions.flatMap((position): Line[] => [
        { kind: 'position', position },
        ...(expanded.has(position.asset ?? '')
          ? position.holdings.map((holding): Line => ({ kind: 'holding', position, holding }))
          : []),
      ]),
    [positions, expanded],
  );
  const toggle = useCallback((asset: string | null) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      const key = asset ?? '';
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const open = useCallback(
    (index: number) => {
      const line = lines[index];
      if (!line) return;
      if (line.kind === 'position') toggle(line.position.asset);
      else props.onOpen(Number(line.holding.key));
    },
    [lines, toggle, props],
  );
  const rowKeys = useRowKeys(lines.length, open);
  const amount = (entry: { value: string | null; asset: string | null }): React.JSX.Element =>
    entry.value === null ? (
      <span className="no-price">{missingWords(entry)}</span>
    ) : (
      <Amount value={entry.value} precision={currencyPlaces} />
    );

  const missingWords = (entry: { value: string | null; asset: string | null }): string | null => {
    const missing = missingText(entry);
    return missing === null ? null : t(MISSING_WORDS[missing]);
  };

  return (
    <section className="panel positions-panel" aria-labelledby="positions-title">
      <header className="panel-header">
        <div className="headline">
          <h2 id="positions-title">{t('custody.positions.title')}</h2>
          <span className="muted positions-note" title={t('custody.positions.unitHint')}>
            {sort === 'Value'
              ? t('custody.positions.byValue', { currency: valuation.currency })
              : t('custody.positions.byAsset')}
          </span>
        </div>
        <Segmented
          label={t('custody.positions.sortBy')}
          options={SORTS}
          value={sort}
          onChange={setSort}
          optionLabel={(option) => t(SORT_WORDS[option])}
        />
      </header>
      {props.children}
      <div className="table-scroll positions-scroll">
        <table
          className="data-table compact positions-table"
          aria-label={t('custody.positions.tableLabel', { currency: valuation.currency })}
        >
          <colgroup>
            <col className="col-asset" />
            <col className="col-balance" />
            <col className="col-price" />
            <col className="col-value" />
            <col className="col-share" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('custody.positions.asset')}</th>
              <th scope="col" className="num" title={t('custody.positions.quantityHint')}>
                {t('custody.positions.quantity')}
              </th>
              <th scope="col" className="num col-price">
                {t('custody.positions.price')}
              </th>
              <th scope="col" className="num" aria-sort={sort === 'Value' ? 'descending' : undefined}>
                {t('custody.positions.value', { currency: valuation.currency })}
              </th>
              <th scope="col" className="num">
                {t('custody.positions.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const places = line.position.asset === null ? undefined : assetPlaces(line.position.asset, precision);
              if (line.kind === 'position') {
                const { position } = line;
                const isOpen = expanded.has(position.asset ?? '');
                const price = positionPrice(position);
                return (
                  <tr
                    key={`p:${position.asset ?? ''}`}
                    className="position-row"
                    data-asset={position.asset ?? ''}
                    {...rowKeys(index)}
                  >
                    <td>
                      <button
                        type="button"
                        className="link-button expand-button"
                        tabIndex={-1}
                        aria-expanded={isOpen}
                        onClick={() => toggle(position.asset)}
                      >
                        <span className="expand-arrow" aria-hidden="true">
                          {isOpen ? '▾' : '▸'}
                        </span>
                        {position.asset ?? '—'}
                        <span className="muted holding-count">
                          {position.holdings.length > 1 ? ` ×${position.holdings.length}` : ''}
                        </span>
                        {/* The name starts with the visible text (a speech user says what they see), then what a press does. */}
                        <span className="visually-hidden">
                          {position.asset === null ? ` ${t('custody.positions.noAssetName')}` : ''}
                          {t('custody.positions.toggle', {
                            open: isOpen ? 'yes' : 'no',
                            count: position.holdings.length,
                            shown: formatCount(position.holdings.length),
                          })}
                        </span>
                      </button>
                    </td>
                    <td className="num">
                      <Amount value={position.balance} precision={places} />
                    </td>
                    <td className="num muted col-price">
                      {price ? (
                        <Amount
                          value={price.price}
                          precision={
                            position.asset === null
                              ? currencyPlaces
                              : pricePlaces(position.asset, valuation.currency, precision, price.price)
                          }
                        />
                      ) : null}
                    </td>
                    <td className="num position-value">{amount(position)}</td>
                    <td className="num">{shareText(position.share)}</td>
                  </tr>
                );
              }
              const { holding } = line;
              const account = byId.get(holding.key);
              return (
                <tr key={`h:${holding.key}`} className="holding-row" data-account-id={holding.key} {...rowKeys(index)}>
                  <td className="holding-name">
                    <button
                      type="button"
                      className="link-button holding-link"
                      tabIndex={-1}
                      title={
                        account
                          ? t('custody.positions.openAccount', {
                              type: typeLabel(account.type),
                              id: String(account.id),
                            })
                          : undefined
                      }
                      onClick={() => props.onOpen(Number(holding.key))}
                    >
                      {account?.name ?? holding.key}
                    </button>
                  </td>
                  <td className="num">
                    <Amount value={holding.balance} precision={places} />
                  </td>
                  <td className="num muted col-price" />
                  <td className="num">{amount(holding)}</td>
                  <td className="num">{shareText(holding.share)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="total-row">
              <th scope="row">{t('custody.positions.total')}</th>
              <td className="num muted">
                {valuation.unpriced > 0
                  ? t('custody.positions.unpriced', {
                      count: valuation.unpriced,
                      shown: formatCount(valuation.unpriced),
                    })
                  : ''}
              </td>
              <td className="col-price" />
              <td className="num position-value" data-testid="positions-total">
                <Amount value={valuation.total} precision={currencyPlaces} />
              </td>
              <td className="num">{valuation.total === '0' ? '' : formatPercent('100')}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
