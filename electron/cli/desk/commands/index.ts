import type { RegisteredCommand } from '../command';
import { accountsCommand } from './accounts';
import { commissionCommand } from './commission';
import { customersCommand } from './customers';
import { limitsCommand } from './limits';
import { loansCommand } from './loans';
import { marketCommand } from './market';
import { onchainCommand } from './onchain';
import { positionsCommand } from './positions';
import { ordersCommand, quoteCommand } from './trading';
import { stakingCommand } from './staking';
import { statementsCommand } from './statements';
import { pnlCommand } from './pnl';
import { alertsCommand } from './alerts';
import { bookCommand } from './book';
import { backupCommand, restoreCommand } from './backup';
import { diagnosticsCommand } from './diagnostics';
import { batchCommand } from './batch';

/**
 * Every `desk` command group, in the order `desk --help` lists them. Adding a
 * group: one module in this folder exporting a DeskCommand (see README.md),
 * one line here.
 */
export const deskCommands: readonly RegisteredCommand[] = [
  bookCommand,
  customersCommand,
  accountsCommand,
  onchainCommand,
  positionsCommand,
  marketCommand,
  quoteCommand,
  ordersCommand,
  limitsCommand,
  commissionCommand,
  stakingCommand,
  loansCommand,
  statementsCommand,
  pnlCommand,
  batchCommand,
  alertsCommand,
  backupCommand,
  restoreCommand,
  diagnosticsCommand,
];
