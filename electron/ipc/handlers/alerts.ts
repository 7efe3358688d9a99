import type { DomainHandlers } from './handler';

/** Price alerts: rules, snooze, the log and a check now (electron/services/alerts). */
export const alertHandlers: DomainHandlers<'alerts'> = {
  'alerts.list': (_input, { priceAlerts }) => priceAlerts.list(),
  'alerts.add': (input, { priceAlerts }) => priceAlerts.add(input),
  'alerts.remove': async ({ ruleId }, { priceAlerts }) => {
    await priceAlerts.remove(ruleId);
    return null;
  },
  'alerts.snooze': ({ ruleId, minutes }, { priceAlerts }) => priceAlerts.snooze(ruleId, minutes),
  'alerts.log': (_input, { priceAlerts }) => priceAlerts.log(),
  'alerts.check': (_input, { priceAlerts }) => priceAlerts.check(),
};
