import type { z } from 'zod';
import type { AppInfo, Notice } from './schemas/app';
import { dismissNoticeInput, openExternalInput } from './schemas/app';
import { noInput } from './schemas/common';
import type { CustomerChanged, CustomerList } from './schemas/customers';
import { listCustomersInput, selectCustomerInput } from './schemas/customers';
import type { ConnectionVerdict, ProfileList, ProfileView } from './schemas/profiles';
import { createProfileInput, profileRef, updateProfileInput } from './schemas/profiles';
import type { RequestLogEntry } from './schemas/request-log';
import { listRequestLogInput } from './schemas/request-log';
import type { SecretStatus } from './schemas/profiles';
import { secretRef, setSecretInput } from './schemas/secrets';
import type { ClockReading } from './schemas/connection';
import { clockInput } from './schemas/connection';
import type { IpcChannel, IpcEventName } from './names';

/** One invoke channel: the zod schema main parses its argument with, and the type of its value. */
export interface ChannelSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  /** Type only (never set): what the channel answers with inside IpcResult. */
  readonly output?: O;
}

function channel<O>(): <I extends z.ZodType>(input: I) => ChannelSpec<I, O> {
  return (input) => ({ input });
}

/**
 * Every invoke channel of the app (service endpoints aside: one per catalog
 * endpoint, see schemas/service.ts). Adding a channel: one entry here, its
 * name in names.ts, one handler in electron/ipc/handlers/.
 */
export const ipcContract = {
  'app.info': channel<AppInfo>()(noInput),
  'app.notices': channel<Notice[]>()(noInput),
  'app.dismissNotice': channel<null>()(dismissNoticeInput),
  'app.openExternal': channel<null>()(openExternalInput),

  'profiles.list': channel<ProfileList>()(noInput),
  'profiles.create': channel<ProfileView>()(createProfileInput),
  'profiles.update': channel<ProfileView>()(updateProfileInput),
  /** Deletes the profile and its keychain entry. */
  'profiles.delete': channel<null>()(profileRef),
  /** Makes the profile the one every call goes through (pushes activeProfileChanged). */
  'profiles.activate': channel<ProfileView>()(profileRef),
  'profiles.testConnection': channel<ConnectionVerdict>()(profileRef),

  'secrets.status': channel<SecretStatus>()(secretRef),
  'secrets.set': channel<SecretStatus>()(setSecretInput),
  'secrets.delete': channel<SecretStatus>()(secretRef),

  'customers.list': channel<CustomerList>()(listCustomersInput),
  /** Pushes customerChanged. */
  'customers.select': channel<CustomerChanged>()(selectCustomerInput),

  'requestLog.list': channel<RequestLogEntry[]>()(listRequestLogInput),

  /** The active profile's running server clock estimate (no request is made; 'conflict' for another profile). */
  'connection.clock': channel<ClockReading>()(clockInput),
} as const satisfies Record<IpcChannel, ChannelSpec>;

export type IpcContract = typeof ipcContract;
/** The argument a channel takes (before main parses it). */
export type ChannelInput<C extends IpcChannel> = z.input<IpcContract[C]['input']>;
/** The argument after main parsed it. */
export type ChannelParsedInput<C extends IpcChannel> = z.output<IpcContract[C]['input']>;
/** The value a channel answers with. */
export type ChannelOutput<C extends IpcChannel> = Exclude<IpcContract[C]['output'], undefined>;

// Every name in names.ts has an entry (the `satisfies` above checks the converse).
type Missing = Exclude<IpcChannel, keyof IpcContract>;
const everyChannelDeclared: [Missing] extends [never] ? true : Missing = true;
void everyChannelDeclared;

/** What each push event carries. */
export interface IpcEventPayloads {
  profilesChanged: ProfileList;
  activeProfileChanged: { activeProfileId: string | null; profile: ProfileView | null };
  customerChanged: CustomerChanged;
  requestLogged: RequestLogEntry;
  notice: Notice;
}

type MissingEvent = Exclude<IpcEventName, keyof IpcEventPayloads>;
const everyEventTyped: [MissingEvent] extends [never] ? true : MissingEvent = true;
void everyEventTyped;
