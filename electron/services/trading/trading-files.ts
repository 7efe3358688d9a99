/** Files of the trading desk in the data folder (the guards read the journal and keep the limits). */
export const TRADING_FILES = {
  journal: 'order-journal.jsonl',
  settings: 'trading-settings.json',
  limits: 'trading-limits.json',
  commission: 'commission-rates.json',
} as const;
