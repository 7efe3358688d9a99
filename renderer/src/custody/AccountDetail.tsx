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
import { assetLabel, flagsLabel, proofWalletLabel, STATE_LABELS, SUBTYPE_LABELS, TYPE_LABELS } from './labels';
import { loadOnchainInfo, useOnchainInfo } from './store';

const BALANCES = [
  ['balance', 'Balance'],
  ['available', 'Available'],
  ['reserved', 'Reserved'],
  ['disposable', 'Disposable'],
  ['creditLine', 'Credit line'],
] as const;

/** One account in full, with its on-chain information. */
export function AccountDetail(props: { context: CustomerContext; account: CustodyAccount; onClose: () => void }): React.JSX.Element {
  const { account, context } = props;
  // No symbol (production may send none): no precision, so amounts show as the service gave them.
  const precision = useAssetPrecision(account.assetSymbol ?? '');
  const onchain = useOnchainInfo(context, account.id);
  const shown = (field: (typeof BALANCES)[number][0]): string => formatDecimal(account[field], precision === undefined ? {} : { precision });
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
        <Fact label="Account id" value={String(account.id)} mono copy />
        <Fact label="Account number" value={safeAccountNumber(account.id)} mono copy />
        <Fact label="Type" value={`${TYPE_LABELS[account.type]} / ${SUBTYPE_LABELS[account.subType]}`} />
        <Fact label="State" value={STATE_LABELS[account.state]} />
        <Fact label="Flags" value={flagsLabel(account)} />
        <Fact label="Proof wallet" value={proofWalletLabel(account)} />
      </dl>
      <h3 className="section-title">Balances{account.assetSymbol === null ? '' : ` (${account.assetSymbol})`}</h3>
      <table className="data-table compact balances-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Balance</span>
            </th>
            <th scope="col" className="num">
              {rounded ? 'Shown' : 'Amount'}
            </th>
            {rounded ? (
              <th scope="col" className="num">
                Exact
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {BALANCES.map(([field, label]) => (
            <tr key={field}>
              <th scope="row">{label}</th>
              <td className="num">{shown(field)}</td>
              {rounded ? <td className="num exact">{loses(field) ? formatDecimal(account[field]) : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="section-title">On-chain information</h3>
      <p className="warning-banner" role="note">
        These blockchain addresses are shown for information only. Never deposit to them directly: funds sent there may not be
        credited to the account.
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

function Fact(props: { label: string; value: string; mono?: boolean; copy?: boolean }): React.JSX.Element {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd className={props.mono ? 'mono' : undefined}>
        {props.value}
        {props.copy && props.value !== '—' ? <CopyButton value={props.value} label={props.label.toLowerCase()} /> : null}
      </dd>
    </div>
  );
}

function OnchainSection(props: { info: ReturnType<typeof useOnchainInfo>; onRetry: () => void }): React.JSX.Element {
  const { info } = props;
  if (info === undefined || info.status === 'loading') return <Loading label="Loading on-chain information…" />;
  if (info.status === 'error') return <ErrorNotice error={info.error} title="On-chain information could not be loaded" onRetry={props.onRetry} />;
  return <OnchainTable info={info.value} />;
}

function OnchainTable(props: { info: OnchainInfo }): React.JSX.Element {
  if (props.info.onchainInfo.length === 0) return <Empty title="No on-chain locations are reported for this account" />;
  return (
    <table className="data-table compact onchain-table">
      <thead>
        <tr>
          <th scope="col">Network</th>
          <th scope="col">Address</th>
          <th scope="col" className="num">
            Balance
          </th>
          <th scope="col">Updated</th>
        </tr>
      </thead>
      <tbody>
        {props.info.onchainInfo.map((entry) => (
          <tr key={`${entry.network ?? ''}:${entry.address}`}>
            <td>{entry.network ?? <span className="muted">—</span>}</td>
            <td className="mono address">
              {entry.address}
              <CopyButton value={entry.address} label="address" />
              {entry.addressTag ? <span className="address-tag"> tag {entry.addressTag}</span> : null}
            </td>
            {/* Production may give just the address: the rest shows as a dash. */}
            <td className="num">{isGiven(entry.balance) ? formatDecimal(entry.balance) : <span className="muted">—</span>}</td>
            <td className="nowrap">{isGiven(entry.updatedAt) ? formatDateTime(entry.updatedAt) : <span className="muted">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
