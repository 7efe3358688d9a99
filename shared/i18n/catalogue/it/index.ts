import type { Messages } from '../messages';
import alerts from './alerts.json';
import backup from './backup.json';
import batch from './batch.json';
import book from './book.json';
import common from './common.json';
import connection from './connection.json';
import custody from './custody.json';
import customers from './customers.json';
import errors from './errors.json';
import exports from './exports.json';
import files from './files.json';
import loans from './loans.json';
import main from './main.json';
import network from './network.json';
import notices from './notices.json';
import profiles from './profiles.json';
import reports from './reports.json';
import requestLog from './requestLog.json';
import settings from './settings.json';
import shell from './shell.json';
import staking from './staking.json';
import startup from './startup.json';
import trading from './trading.json';
import ui from './ui.json';
import updates from './updates.json';

/** The Italian catalogue: `satisfies` makes a missing key a type error. */
export const messages = {
  ...alerts,
  ...backup,
  ...batch,
  ...book,
  ...common,
  ...connection,
  ...custody,
  ...customers,
  ...errors,
  ...exports,
  ...files,
  ...loans,
  ...main,
  ...network,
  ...notices,
  ...profiles,
  ...reports,
  ...requestLog,
  ...settings,
  ...shell,
  ...staking,
  ...startup,
  ...trading,
  ...ui,
  ...updates,
} satisfies Messages;
