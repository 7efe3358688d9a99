import { z } from 'zod';
import { CUSTOMER_NUMBER_MAX_LENGTH, CUSTOMER_NUMBER_PATTERN } from '../../api/schemas/customers';

/**
 * True when A and B are assignable both ways: a schema's output checked against a type that lives
 * elsewhere (a shared module's own type), so the two cannot drift apart unnoticed.
 */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** For channels that take no argument. */
export const noInput = z.undefined();

/** A profile id (a UUID chosen by main). */
export const profileId = z.uuid({ message: 'Must be a profile id' });

/** A customer number: opaque text exactly as the service listed it (sent as the customer-number header, so visible ASCII). */
export const customerNumber = z
  .string()
  .min(1, 'Enter a customer number')
  .max(CUSTOMER_NUMBER_MAX_LENGTH, `At most ${CUSTOMER_NUMBER_MAX_LENGTH} characters`)
  .regex(CUSTOMER_NUMBER_PATTERN, 'Letters, digits and symbols only, no spaces');

// scheme://host[:port] with an optional trailing slash: no user info, path, query or fragment.
// (shared/ has no URL global; main parses again with WHATWG URL.)
const BASE_URL =
  /^(https?):\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*)(?::(\d{1,5}))?\/?$/;
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** A service base address: https anywhere, http only on this machine (loopback). */
export const baseUrl = z
  .string()
  .trim()
  .max(2048)
  .superRefine((text, ctx) => {
    const match = BASE_URL.exec(text);
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be an address such as https://api.example.com (scheme, host and optional port only)',
      });
      return;
    }
    const [, scheme, host = '', port] = match;
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) {
      ctx.addIssue({ code: 'custom', message: 'The port must be between 1 and 65535' });
    }
    if (scheme === 'http' && !LOOPBACK_HOST.test(host)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Only https is allowed, except for addresses on this computer (127.0.0.1, localhost)',
      });
    }
  });

/** The X-Auth scheme word a profile's service expects (the spec says SVC; production uses another word). */
export const DEFAULT_AUTH_SCHEME = 'SVC';

/** An X-Auth scheme word: first token of the header and of the signed message, so one visible-ASCII word. */
export const authScheme = z
  .string()
  .trim()
  .min(1, 'Enter the scheme word, such as SVC')
  .max(32, 'At most 32 characters')
  .regex(/^[\x21-\x7E]+$/, 'One word: letters, digits and symbols only, no spaces');

/** The staking operating unit a new profile starts with (the service names its public performance data by unit). */
export const DEFAULT_OPERATING_UNIT = 'ch';

/** A staking operating unit: a path segment of the public performance endpoint, so a short code. */
export const operatingUnit = z
  .string()
  .trim()
  .min(1, 'Enter the operating unit, such as ch')
  .max(16, 'At most 16 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only');

// Header values and the signing key are ASCII: anything else would be sent or signed wrongly.
const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

/** An API key: sent in the X-Auth header, so visible ASCII only. Not a secret. */
export const apiKey = z
  .string()
  .trim()
  .min(1, 'Enter the API key')
  .max(256, 'At most 256 characters')
  .regex(VISIBLE_ASCII, 'Letters, digits and symbols only, no spaces');

/** An API secret: the HMAC key, taken as ASCII bytes, so visible ASCII only. */
export const apiSecret = z
  .string()
  .trim()
  .min(1, 'Enter the API secret')
  .max(1024, 'At most 1024 characters')
  .regex(VISIBLE_ASCII, 'Letters, digits and symbols only, no spaces');
