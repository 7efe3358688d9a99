import Big from 'big.js';
import { useEffect } from 'react';
import type { CustodyAccount, OnchainInfo } from '../../../shared/api/schemas/custody';
import { accountNumberOf, isGiven } from '../../../shared/api/schemas/common';
import { useAssetPrecision } from '../assets/store';
import type { CustomerContext } from '../customers/context';
import { formatDateTime } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { CopyButton } from '../ui/CopyButton';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { assetLabel, flagsLabel, proofWalletLabel, stateLabel, subTypeLabel, typeLabel } from './labels';
import { loadOnchainInfo, useOnchainInfo } from './store';

const BALANCES = [
  ['balance', 'custody.column.balance'],
  ['available', 'custody.column.available'],
  ['reserved', 'custody.column.reserved'],
  ['disposable', 'custody.column.disposable'],
  ['creditLine', 'custody.column.creditLine'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** One account in full, with its on-chain information. */
export function AccountDetail(props: {
  context: CustomerContext;
  account: CustodyAccount;
  onClose: () => void;
}): React.JSX.Element {
  const { account, context } = props;
  const t = useT();
  // No symbol (production may send none): no precision, so amounts show as the service gave them.
  const precision = useAssetPrecision(account.assetSymbol ?? '');
  const onchain = useOnchainInfo(context, account.id);
  const shown = (field: (typeof BALANCES)[number][0]): string =>
    formatDecimal(account[field], precision === undefined ? {} : { precision });
  // The exact figure only where rounding changed the number (not mere padding: 0 and 0.00 are the same); twice the same is noise.
  const loses = (field: (typeof BALANCES)[number][0]): boolean =>
    precision !== undefined && !new Big(account[field]).round(precision, Big.roundHalfUp).eq(account[field]);
  const rounded = BALANCES.some(([field]) => loses(field));

  useEffect(() => {
    void loadOnchainInfo(context, account.id);
  }, [context, account.id]);

  return (
    <Dialog title={`${assetLabel(account)} · ${account.name}`} variant="drawer" onClose={props.onClose}>
      <dl className="facts">
        <Fact
          label={t('custody.detail.accountId')}
          copyLabel={t('custody.detail.copyAccountId')}
          value={String(account.id)}
          mono
          copy
        />
        <Fact
          label={t('custody.detail.accountNumber')}
          copyLabel={t('custody.detail.copyAccountNumber')}
          value={safeAccountNumber(account.id)}
          mono
          copy
        />
        <Fact
          label={t('custody.detail.type')}
          value={t('custody.detail.typeValue', {
            type: typeLabel(account.type),
            subType: subTypeLabel(account.subType),
          })}
        />
        <Fact label={t('custody.detail.state')} value={stateLabel(account.state)} />
        <Fact label={t('custody.detail.flags')} value={flagsLabel(account)} />
        <Fact label={t('custody.detail.proofWallet')} value={proofWalletLabel(account)} />
      </dl>
      <h3 className="section-title">
        {account.assetSymbol === null
          ? t('custody.detail.balances')
          : t('custody.detail.balancesIn', { asset: account.assetSymbol })}
      </h3>
      <table className="data-table compact balances-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('custody.column.balance')}</span>
            </th>
            <th scope="col" className="num">
              {rounded ? t('custody.detail.shown') : t('custody.detail.amount')}
            </th>
            {rounded ? (
              <th scope="col" className="num">
                {t('custody.detail.exact')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {BALANCES.map(([field, label]) => (
            <tr key={field}>
              <th scope="row">{t(label)}</th>
              <td className="num">{shown(field)}</td>
              {rounded ? <td className="num exact">{loses(field) ? formatDecimal(account[field]) : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="section-title">{t('custody.onchain.title')}</h3>
      <p className="warning-banner" role="note">
        {t('custody.onchain.warning')}
      </p>
      <OnchainSection info={onchain} onRetry={() => void loadOnchainInfo(context, account.id)} />
    </Dialog>
  );
}

function safeAccountNumber(id: number): string {
  try {
    return accountNumberOf(id);
  } catch {
    return '—';
  }
}

function Fact(props: {
  label: string;
  value: string;
  mono?: boolean;
  copy?: boolean;
  copyLabel?: string;
}): React.JSX.Element {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd className={props.mono ? 'mono' : undefined}>
        {props.value}
        {props.copy && props.value !== '—' ? (
          <CopyButton value={props.value} label={props.copyLabel ?? props.label} />
        ) : null}
      </dd>
    </div>
  );
}

function OnchainSection(props: { info: ReturnType<typeof useOnchainInfo>; onRetry: () => void }): React.JSX.Element {
  const { info } = props;
  const t = useT();
  if (info === undefined || info.status === 'loading') return <Loading label={t('custody.onchain.loading')} />;
  if (info.status === 'error')
    return <ErrorNotice error={info.error} title={t('custody.onchain.failed')} onRetry={props.onRetry} />;
  return <OnchainTable info={info.value} />;
}

function OnchainTable(props: { info: OnchainInfo }): React.JSX.Element {
  const t = useT();
  if (props.info.onchainInfo.length === 0) return <Empty title={t('custody.onchain.none')} />;
  return (
    <table className="data-table compact onchain-table">
      <thead>
        <tr>
          <th scope="col">{t('custody.onchain.network')}</th>
          <th scope="col">{t('custody.onchain.address')}</th>
          <th scope="col" className="num">
            {t('custody.onchain.balance')}
          </th>
          <th scope="col">{t('custody.onchain.updated')}</th>
        </tr>
      </thead>
      <tbody>
        {props.info.onchainInfo.map((entry) => (
          <tr key={`${entry.network ?? ''}:${entry.address}`}>
            <td>{entry.network ?? <span className="muted">—</span>}</td>
            <td className="mono address">
              {entry.address}
              <CopyButton value={entry.address} label={t('custody.onchain.copyAddress')} />
              {entry.addressTag ? (
                <span className="address-tag"> {t('custody.onchain.tag', { tag: entry.addressTag })}</span>
              ) : null}
            </td>
            {/* Production may give just the address: the rest shows as a dash. */}
            <td className="num">
              {isGiven(entry.balance) ? formatDecimal(entry.balance) : <span className="muted">—</span>}
            </td>
            <td className="nowrap">
              {isGiven(entry.updatedAt) ? formatDateTime(entry.updatedAt) : <span className="muted">—</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
