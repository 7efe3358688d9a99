import { z } from 'zod';
import { tradingLimitsSchema } from '../../trading/limits';
import { apiKey, apiSecret, authScheme, baseUrl, customerNumber, operatingUnit, profileId } from './common';
import { forgingCharacterIn } from '../../text/forging-characters';
import { messageWords } from './message';

/** Which service a profile talks to. */
export const environments = ['production', 'sandbox', 'simulator'] as const;
export const environment = z.enum(environments);
export type Environment = z.infer<typeof environment>;

/**
 * Whether the profile's secret can be used:
 * - set: in the keychain, saved for the profile's current base URL;
 * - missing: none saved;
 * - origin-changed: saved for another base URL; never sent anywhere else, enter it again;
 * - unavailable: no OS keychain (message says why).
 */
export const secretStatus = z.object({
  state: z.enum(['set', 'missing', 'origin-changed', 'unavailable']),
  /** The state in a sentence (which address it is bound to, why it cannot be used). */
  words: messageWords,
});
export type SecretStatus = z.infer<typeof secretStatus>;

/**
 * How a profile's requests leave this machine, as the page sees it: the proxy (the system's, none, or its own
 * address and user name; whether a password is saved, never the password) and the extra certificate authority.
 */
export const profileNetworkView = z.object({
  proxy: z.enum(['system', 'none', 'url']),
  /** scheme://host:port, without credentials; null unless proxy is url. */
  proxyUrl: z.string().nullable(),
  proxyUsername: z.string().nullable(),
  /** A password for this proxy is kept in the OS keychain. */
  proxyPasswordSaved: z.boolean(),
  /** The certificate authority file: its path (null for a copy main keeps, uploaded in browser mode) and who it names. */
  caFile: z.object({ path: z.string().nullable(), names: z.array(z.string()) }).nullable(),
});
export type ProfileNetworkView = z.infer<typeof profileNetworkView>;

/** A connection profile as the renderer sees it: never the secret, only its status. */
export const profileView = z.object({
  id: profileId,
  name: z.string(),
  environment,
  baseUrl: z.string(),
  apiKey: z.string(),
  /** The X-Auth scheme word (SVC unless the service wants another). */
  authScheme: z.string(),
  /** The staking operating unit whose public performance figures the Staking section shows. */
  operatingUnit: z.string(),
  selectedCustomer: customerNumber.nullable(),
  /** The embedded local simulator's profile: its address and key are managed by the app. */
  builtIn: z.boolean(),
  secret: secretStatus,
  network: profileNetworkView,
});
export type ProfileView = z.infer<typeof profileView>;

/** Every profile and which one is active. */
export const profileList = z.object({
  profiles: z.array(profileView),
  activeProfileId: profileId.nullable(),
});
export type ProfileList = z.infer<typeof profileList>;

// Shown in main's confirmation dialogs: no line breaks, controls or direction marks that could forge their text.
const profileName = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(80, 'At most 80 characters')
  .superRefine((name, context) => {
    const found = forgingCharacterIn(name);
    if (found) context.addIssue({ code: 'custom', message: `A name cannot contain ${found}` });
  });

/** profiles.create */
export const createProfileInput = z.strictObject({
  name: profileName,
  environment,
  baseUrl,
  apiKey,
  /** Default SVC. */
  authScheme: authScheme.optional(),
  /** Default ch. */
  operatingUnit: operatingUnit.optional(),
  /** The new profile's pre-trade limits, as the user confirmed them (absent: its kind's defaults). */
  limits: tradingLimitsSchema.optional(),
});
export type CreateProfileInput = z.input<typeof createProfileInput>;

/** profiles.update: only the fields given change. Changing the base URL's origin invalidates the saved secret. */
export const updateProfileInput = z.strictObject({
  id: profileId,
  name: profileName.optional(),
  environment: environment.optional(),
  baseUrl: baseUrl.optional(),
  apiKey: apiKey.optional(),
  authScheme: authScheme.optional(),
  operatingUnit: operatingUnit.optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/** Names one profile. */
export const profileRef = z.strictObject({ id: profileId });
export type ProfileRef = z.input<typeof profileRef>;

/**
 * The verdict of a connection test (one signed customers.list call).
 * reached: the key works and reaches `customers` customers.
 */
// What the test found and what to do, in catalogue words; `note` a second sentence (a clock that is off but allowed).
const said = { words: messageWords, note: messageWords.optional() };
export const connectionVerdict = z.discriminatedUnion('verdict', [
  z.object({
    verdict: z.literal('reached'),
    ...said,
    customers: z.number(),
    clockOffsetSeconds: z.number().nullable(),
    latencyMs: z.number(),
  }),
  z.object({ verdict: z.literal('wrong-credentials'), ...said }),
  z.object({ verdict: z.literal('clock-off'), ...said, clockOffsetSeconds: z.number().nullable() }),
  z.object({ verdict: z.literal('unreachable'), ...said }),
  /** The proxy in the way failed or refused (unreachable, 407, a refused CONNECT): the service was not reached. */
  z.object({ verdict: z.literal('proxy-failed'), ...said }),
  z.object({ verdict: z.literal('no-secret'), ...said }),
  z.object({ verdict: z.literal('secret-origin-changed'), ...said }),
  z.object({ verdict: z.literal('keychain-unavailable'), ...said }),
  z.object({ verdict: z.literal('failed'), ...said, status: z.number().nullable() }),
]);
export type ConnectionVerdict = z.infer<typeof connectionVerdict>;

/**
 * profiles.testDraft: tests connection details before they are saved (the
 * profile dialog). Without a secret, the stored one of profileId is used,
 * and only for the address it was saved for.
 */
export const testDraftInput = z.strictObject({
  profileId: profileId.optional(),
  baseUrl,
  apiKey,
  authScheme,
  secret: apiSecret.optional(),
});
export type TestDraftInput = z.input<typeof testDraftInput>;

/** The largest certificate authority file accepted (a PEM bundle of a few hundred certificates). */
export const MAX_CA_FILE_BYTES = 1024 * 1024;

/**
 * profiles.setNetwork: a profile's proxy and certificate authority. A proxy password is write-only: absent keeps the
 * saved one (for the same proxy only), forgetPassword deletes it. The CA: keep, none, or a PEM file's text (browser mode's
 * upload; main keeps a copy in the data folder). main checks the address and the certificates; a bad one changes nothing.
 */
export const setProfileNetworkInput = z.strictObject({
  id: profileId,
  proxy: z.discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('system') }),
    z.strictObject({ mode: z.literal('none') }),
    z.strictObject({
      mode: z.literal('url'),
      url: z.string().trim().max(2048),
      username: z.string().max(256).optional(),
      password: z.string().min(1).max(1024).optional(),
      forgetPassword: z.boolean().optional(),
    }),
  ]),
  ca: z
    .discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('keep') }),
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({ kind: z.literal('pem'), text: z.string().max(MAX_CA_FILE_BYTES) }),
    ])
    .optional(),
});
export type SetProfileNetworkInput = z.input<typeof setProfileNetworkInput>;
