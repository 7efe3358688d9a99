import type { DomainHandlers } from './handler';

/** The loan monitor: the watchdog's state, history, alerts and settings (main owns them). */
export const loanHandlers: DomainHandlers<'loans', 'loans.lenderReports'> = {
  'loans.overview': (input, { loans }) => loans.overview(input?.profileId),
  'loans.checkNow': (_input, { loans }) => loans.checkNow(),
  'loans.portfolio': (ref, { loans }) => loans.portfolio(ref),
  'loans.history': (input, { loans }) => loans.history(input),
  'loans.alerts': (input, { loans }) => loans.alerts(input?.limit),
  'loans.acknowledge': (input, { loans }) => loans.acknowledge(input?.alertIds),
  'loans.snooze': (input, { loans }) => loans.snooze(input),
  'loans.settings': (_input, { loans }) => loans.settings(),
  'loans.updateSettings': (patch, { loans }) => loans.updateSettings(patch),
};
