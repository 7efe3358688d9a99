import type { IpcError } from '../../../shared/ipc/result';
import { apiSecret, DEFAULT_AUTH_SCHEME, DEFAULT_OPERATING_UNIT } from '../../../shared/ipc/schemas/common';
import type { Environment, ProfileView } from '../../../shared/ipc/schemas/profiles';

/** What the profile form edits. The secret is write-only: it starts empty and is never filled back. */
export interface ProfileDraft {
  name: string;
  environment: Environment;
  baseUrl: string;
  apiKey: string;
  /** The X-Auth scheme word (SVC unless the service wants another). */
  authScheme: string;
  /** The staking operating unit whose public performance figures are shown. */
  operatingUnit: string;
  secret: string;
}

export type DraftField = keyof ProfileDraft;

/** A blank draft for a new profile. */
export const NEW_PROFILE: ProfileDraft = {
  name: '',
  environment: 'sandbox',
  baseUrl: 'https://',
  apiKey: '',
  authScheme: DEFAULT_AUTH_SCHEME,
  operatingUnit: DEFAULT_OPERATING_UNIT,
  secret: '',
};

/** The draft of an existing profile: every field but the secret. */
export function draftOf(profile: ProfileView): ProfileDraft {
  const { name, environment, baseUrl, apiKey, authScheme, operatingUnit } = profile;
  return { name, environment, baseUrl, apiKey, authScheme, operatingUnit, secret: '' };
}

/** Field messages from a validation error ("baseUrl: Must be ..."), keyed by form field; others under "form". */
export function fieldErrors(error: IpcError, secretStep = false): Partial<Record<DraftField | 'form', string>> {
  const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
  if (error.kind !== 'validation' || !issues) return { form: error.message };
  const fields: Partial<Record<DraftField | 'form', string>> = {};
  for (const issue of issues) {
    const name = issue.path.split('.').at(-1) ?? '';
    const field: DraftField | 'form' = secretStep && name === 'secret' ? 'secret' : isField(name) ? name : 'form';
    fields[field] = fields[field] ? `${fields[field]} ${sentence(issue.message)}` : sentence(issue.message);
  }
  return fields;
}

/**
 * Why the typed secret would be refused (main checks it with the same schema),
 * so a bad secret is caught before anything is created or changed.
 */
export function secretProblem(secret: string): string | undefined {
  if (secret === '') return undefined;
  const parsed = apiSecret.safeParse(secret);
  return parsed.success ? undefined : parsed.error.issues.map((issue) => sentence(issue.message)).join(' ');
}

/** Whether the draft differs from the saved profile in anything but the secret. */
export function fieldsChanged(draft: ProfileDraft, profile: ProfileView): boolean {
  const saved = draftOf(profile);
  return SAVED_FIELDS.some((field) => draft[field] !== saved[field]);
}

// Every field but the secret, which is write-only.
const SAVED_FIELDS = ['name', 'environment', 'baseUrl', 'apiKey', 'authScheme', 'operatingUnit'] as const;

function isField(name: string): name is DraftField {
  return name === 'secret' || (SAVED_FIELDS as readonly string[]).includes(name);
}

/** A message as a sentence of its own ("At most 80 characters" -> "At most 80 characters."), so two never run together. */
export function sentence(message: string): string {
  const text = message.trim();
  return text === '' || /[.!?…]$/.test(text) ? text : `${text}.`;
}
