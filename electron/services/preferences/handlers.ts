import { AppError } from '../errors';
import type { FeatureHandlers } from '../feature';
import type { LanguageService } from './language';
import type { PreferencesService } from './preferences-service';
import { message } from '../../../shared/i18n/message';

/** Where main learns which office currencies can be chosen: the currencies the active profile's service prices in (null: no active profile). */
export type OfficeCurrencies = () => Promise<readonly string[] | null>;

/** The user's app-wide choices (theme, dashboard refresh and price basis, the Book's office currency). */
export function preferencesHandlers(
  preferences: Pick<PreferencesService, 'get' | 'update'>,
  language: Pick<LanguageService, 'current'>,
  officeCurrencies?: OfficeCurrencies,
): FeatureHandlers<'preferences'> {
  return {
    'preferences.get': () => preferences.get(),
    'preferences.language': () => ({ choice: preferences.get().language, language: language.current() }),
    'preferences.update': async (input) => {
      const office = input.dashboard?.officeCurrency;
      if (office !== undefined && officeCurrencies && office !== preferences.get().dashboard.officeCurrency)
        await requirePriced(office, officeCurrencies);
      return preferences.update(input);
    },
  };
}

/** An office currency must be one the service prices in, else the Book could value nothing in it; nothing is saved otherwise. */
async function requirePriced(currency: string, officeCurrencies: OfficeCurrencies): Promise<void> {
  let offered: readonly string[] | null;
  try {
    offered = await officeCurrencies();
  } catch (error) {
    throw new AppError(
      'validation',
      message('errors.preferences.currenciesUnknown', { reason: (error as Error).message }),
    );
  }
  if (offered !== null && !offered.includes(currency)) {
    throw new AppError(
      'validation',
      message('errors.preferences.currencyNotPriced', { offered: offered.join(', '), currency }),
    );
  }
}
