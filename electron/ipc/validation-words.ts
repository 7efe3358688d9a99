import { z } from 'zod';
import type { MessageKey } from '../../shared/i18n/catalogue/messages';
import type { DisplayLanguage } from '../../shared/i18n/languages';
import type { Translator } from '../../shared/i18n/translator';
import { DECIMAL_COMMA_NEEDS_SEMICOLON } from '../../shared/reports/export-format';

/**
 * The argument checks' own words (shared/ipc/schemas, written in English
 * beside each field's rule, where the page's forms check them too) and the
 * catalogue message each one is. The catalogue's English is the same text
 * (test/electron/ipc/validation-words.test.ts), so English readers see what
 * the schema says; a check not listed here reaches the page as written.
 */
export const ISSUE_KEYS: Readonly<Record<string, MessageKey>> = {
  'Enter a name': 'errors.validation.enterName',
  'Enter a customer number': 'errors.validation.enterCustomerNumber',
  'Enter the API key': 'errors.validation.enterApiKey',
  'Enter the API secret': 'errors.validation.enterApiSecret',
  'Enter the scheme word, such as SVC': 'errors.validation.enterScheme',
  'Enter the operating unit, such as ch': 'errors.validation.enterOperatingUnit',
  'Letters, digits and symbols only, no spaces': 'errors.validation.visibleAscii',
  'One word: letters, digits and symbols only, no spaces': 'errors.validation.oneWord',
  'Letters, digits, - and _ only': 'errors.validation.unitCharacters',
  'Must be an address such as https://api.example.com (scheme, host and optional port only)':
    'errors.validation.baseUrl',
  'The port must be between 1 and 65535': 'errors.validation.port',
  'Only https is allowed, except for addresses on this computer (127.0.0.1, localhost)': 'errors.validation.httpsOnly',
  'Only https links can be opened': 'errors.validation.httpsLinks',
  'Must be a profile id': 'errors.validation.profileId',
  'Must be an order number': 'errors.validation.orderNumber',
  'Must be a whole number': 'errors.validation.wholeNumber',
  'Must be an account number': 'errors.validation.accountNumber',
  'Must be a symbol such as BTC': 'errors.validation.symbol',
  'Must be a currency such as CHF': 'errors.validation.currency',
  'Must be an instrument such as BTC/CHF': 'errors.validation.instrument',
  'Must be a percentage such as 0.2': 'errors.validation.percentage',
  'Amount must be greater than zero': 'errors.validation.amountPositive',
  'Amount must be a number such as 1.25 (at most 24 decimal places)': 'errors.validation.amountNumber',
  'Quantity must be greater than zero': 'errors.validation.quantityPositive',
  'Quantity must be a number such as 12.5 (at most 15 digits before and 18 after the point)':
    'errors.validation.quantityNumber',
  'The end (exclusive) must be after the start': 'errors.validation.endAfterStart',
  'Must be a UTC time such as 2026-01-31T16:00:00Z': 'errors.validation.utcTime',
  'At least 1 second': 'errors.validation.atLeastSecond',
  'At most an hour': 'errors.validation.atMostHour',
  'One line of text only': 'errors.validation.oneLine',
  'Nothing to copy': 'errors.validation.nothingToCopy',
  // Checks main makes itself (an AppError's details.issues).
  'Another profile has this name': 'errors.validation.profileNameTaken',
  "Not one of this profile's customers": 'errors.validation.notThisProfilesCustomer',
  'Must be in the future': 'errors.validation.mustBeFuture',
  'Already used': 'errors.validation.alreadyUsed',
  [DECIMAL_COMMA_NEEDS_SEMICOLON]: 'reports.failure.decimalCommaNeedsSemicolon',
};

// "At most 256 characters": the same words for every limit.
const AT_MOST_CHARACTERS = /^At most (\d+) characters$/;

/** A schema's words for one problem, in the reader's language. */
export function issueWords(text: string, translator: Translator): string {
  const key = ISSUE_KEYS[text];
  if (key !== undefined) return translator.t(key);
  const most = AT_MOST_CHARACTERS.exec(text);
  if (most) return translator.t('errors.validation.atMostCharacters', { count: Number(most[1]), limit: most[1]! });
  return text;
}

// zod's own words for the checks a schema gives none (a wrong type, a missing field), in the reader's language;
// written for Switzerland: "ss" for "ß".
const swiss =
  (map: z.core.$ZodErrorMap): z.core.$ZodErrorMap =>
  (issue) => {
    const answer = map(issue);
    if (typeof answer === 'string') return answer.replaceAll('ß', 'ss');
    return answer?.message === undefined ? answer : { ...answer, message: answer.message.replaceAll('ß', 'ss') };
  };
const ZOD_WORDS: Readonly<Partial<Record<DisplayLanguage, z.core.$ZodErrorMap>>> = {
  de: swiss(z.locales.de().localeError),
  fr: z.locales.fr().localeError,
  it: z.locales.it().localeError,
};

/** Parse options giving zod's own messages in `language` (English: zod's default). */
export function parseWords(language: DisplayLanguage): { error?: z.core.$ZodErrorMap } {
  const error = ZOD_WORDS[language];
  return error === undefined ? {} : { error };
}
