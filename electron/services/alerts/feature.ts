import type { Feature, FeatureHandlers } from '../feature';
import type { PriceAlertDeps } from './price-alert-service';
import type { ErrorWords } from '../errors';
import { PriceAlertService } from './price-alert-service';

/** What price alerts need besides the service's ports: whether to check periodically, and a notice sink (required here). */
export interface AlertsFeatureDeps extends Omit<PriceAlertDeps, 'notice'> {
  watch?: boolean;
  notice: (words: ErrorWords) => void;
}

/** Price alerts: the service (loaded from its file, started when asked), its channels and its push event (priceAlertsChanged: checks and rule changes, so the window's alert log updates live). */
export async function createAlertsFeature(
  deps: AlertsFeatureDeps,
): Promise<Feature<PriceAlertService, 'alerts', 'priceAlertsChanged'>> {
  const { watch, ...serviceDeps } = deps;
  const service = new PriceAlertService(serviceDeps);
  const warning = await service.init();
  if (warning) deps.notice(warning);
  if (watch) service.start();
  return { service, handlers: alertHandlers(service), events: ['priceAlertsChanged'] };
}

/** The alerts channels, each a call of the service. */
export function alertHandlers(alerts: PriceAlertService): FeatureHandlers<'alerts'> {
  return {
    'alerts.list': () => alerts.list(),
    'alerts.add': (input) => alerts.add(input),
    'alerts.remove': async ({ ruleId }) => {
      await alerts.remove(ruleId);
      return null;
    },
    'alerts.snooze': ({ ruleId, minutes }) => alerts.snooze(ruleId, minutes),
    'alerts.log': () => alerts.log(),
    'alerts.check': () => alerts.check(),
  };
}
