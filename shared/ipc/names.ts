/**
 * Channel and event names: the only part of the IPC contract the preload
 * needs at run time (it builds window.api from these and validates nothing;
 * main validates every argument against contract.ts).
 */

/** Every invoke method, grouped by domain: window.api.<domain>.<method>(input). */
export const ipcMethods = {
  app: ['info', 'notices', 'dismissNotice', 'openExternal', 'copyText'],
  startup: ['loginItem', 'setLoginItem'],
  profiles: [
    'list',
    'create',
    'update',
    'delete',
    'activate',
    'testConnection',
    'testDraft',
    'setNetwork',
    'chooseCaFile',
  ],
  secrets: ['status', 'set', 'delete'],
  customers: ['reachable', 'select'],
  requestLog: ['list'],
  custody: ['accounts', 'onchainInfo', 'portfolioValue'],
  connection: ['clock', 'state'],
  preferences: ['get', 'update', 'language'],
  trading: [
    'quote',
    'place',
    'cancel',
    'cancelAll',
    'journal',
    'reconcile',
    'watch',
    'settings',
    'updateSettings',
    'limits',
    'setLimits',
    'commissionRate',
    'accounts',
    'configuration',
    'instruments',
    'marketData',
    'historicMarketData',
    'orders',
  ],
  staking: [
    'enter',
    'exit',
    'pending',
    'retry',
    'setPayout',
    'rewardsRange',
    'products',
    'orders',
    'order',
    'accounts',
    'performance',
  ],
  loans: [
    'lenderReports',
    'overview',
    'checkNow',
    'portfolio',
    'history',
    'alerts',
    'acknowledge',
    'snooze',
    'settings',
    'updateSettings',
  ],
  reports: [
    'create',
    'status',
    'jobs',
    'cancel',
    'archive',
    'tables',
    'rows',
    'export',
    'deleteArchived',
    'revealExport',
    'exportBundle',
    'opening',
    'setOpening',
  ],
  alerts: ['list', 'add', 'remove', 'snooze', 'log', 'check'],
  book: ['load', 'currencies'],
  diagnostics: ['copy'],
  backup: ['create', 'upload', 'plan', 'restore'],
  updates: ['status', 'check', 'download'],
  batch: ['start', 'status', 'resume', 'retry', 'cancel', 'zip', 'selections', 'saveSelection', 'deleteSelection'],
} as const;

export type IpcDomain = keyof typeof ipcMethods;
export type IpcMethodOf<D extends IpcDomain> = (typeof ipcMethods)[D][number];
/** An invoke channel name, e.g. "profiles.list". */
export type IpcChannel = { [D in IpcDomain]: `${D}.${IpcMethodOf<D>}` }[IpcDomain];

/** Push events from main: window.api.on.<event>(listener) returns an unsubscribe function. */
export const ipcEvents = [
  'preferencesChanged',
  'profilesChanged',
  'activeProfileChanged',
  'customerChanged',
  'connectionChanged',
  'requestLogged',
  'notice',
  'orderUpdated',
  'tradingJournalChanged',
  'loanStateChanged',
  'loanAlert',
  'loansUpdated',
  'reportProgress',
  'exportProgress',
  'bookRow',
  'batchProgress',
  'priceAlertsChanged',
  'openSection',
  'updateStatus',
  'resumed',
] as const;
export type IpcEventName = (typeof ipcEvents)[number];

/** The invoke channel of a domain method. */
export function ipcChannel<D extends IpcDomain>(domain: D, method: IpcMethodOf<D>): `${D}.${IpcMethodOf<D>}` {
  return `${domain}.${method}` as `${D}.${IpcMethodOf<D>}`;
}

/** The channel main sends a push event on. */
export function ipcEventChannel(event: IpcEventName): `event:${IpcEventName}` {
  return `event:${event}`;
}

/** Every invoke channel main answers (there is no raw service pass-through: reads have typed channels too). */
export function allInvokeChannels(): string[] {
  return Object.entries(ipcMethods).flatMap(([domain, methods]) => methods.map((method) => `${domain}.${method}`));
}
