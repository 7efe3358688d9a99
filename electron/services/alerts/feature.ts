import type { Feature, FeatureHandlers } from '../feature';
import type { PriceAlertDeps } from './price-alert-service';
import { PriceAlertService } from './price-alert-service';

/** Price alerts: the service (loaded from its file, started when asked) and its channels. */
export async function createAlertsFeature(deps: PriceAlertDeps & { watch?: boolean; notice: (message: string) => void }): Promise<Feature<PriceAlertService, 'alerts'>> {
  const { watch, notice, ...serviceDeps } = deps;
  const service = new PriceAlertService(serviceDeps);
  const warning = await service.init();
  if (warning) notice(warning);
  if (watch) service.start();
  return { service, handlers: alertHandlers(service), events: [] };
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
