import { useEffect } from 'react';
import type { CustodyAccount, OnchainInfo } from '../../../shared/api/schemas/custody';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import { useAssetPrecision } from '../assets/store';
import type { CustomerContext } from '../customers/context';
import { formatDateTime } from '../format/datetime';
import { formatDecimal } from '../format/decimal';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
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
  const precision = useAssetPrecision(account.assetSymbol);
  const onchain = useOnchainInfo(context, account.id);

  useEffect(() => {
    void loadOnchainInfo(context, account.id);
  }, [context, account.id]);

  return (
    <Dialog title={`${account.assetSymbol} · ${account.name}`} variant="drawer" onClose={props.onClose}>
      <dl className="facts">
        <Fact label="Account id" value={String(account.id)} mono />
        <Fact label="Account number" value={safeAccountNumber(account.id)} mono />
        <Fact label="Type" value={`${account.type} / ${account.subType}`} />
        <Fact label="State" value={account.state} />
        <Fact label="Flags" value={account.flags.length > 0 ? account.flags.join(', ') : 'None'} />
        <Fact label="Proof wallet" value={account.isProofWallet ? 'Yes' : 'No'} />
      </dl>
      <h3 className="section-title">Balances ({account.assetSymbol})</h3>
      <table className="data-table compact balances-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Balance</span>
            </th>
            <th scope="col" className="num">
              Shown
            </th>
            <th scope="col" className="num">
              Exact
            </th>
          </tr>
        </thead>
        <tbody>
          {BALANCES.map(([field, label]) => (
            <tr key={field}>
              <th scope="row">{label}</th>
              <td className="num">{formatDecimal(account[field], precision === undefined ? {} : { precision })}</td>
              <td className="num exact">
                {formatDecimal(account[field])}
              </td>
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

function Fact(props: { label: string; value: string; mono?: boolean }): React.JSX.Element {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd className={props.mono ? 'mono' : undefined}>{props.value}</dd>
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
          <tr key={`${entry.network}:${entry.address}`}>
            <td>{entry.network}</td>
            <td className="mono address">
              {entry.address}
              {entry.addressTag ? <span className="address-tag"> tag {entry.addressTag}</span> : null}
            </td>
            <td className="num">{formatDecimal(entry.balance)}</td>
            <td className="nowrap">{formatDateTime(entry.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
