import type { ServiceError } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/result';
import { navigate } from '../shell/store';
import { causeOf, useFirstOfCause } from './error-causes';
import { remedyFor } from './remedy';
import { useT } from '../i18n/store';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

/** The ServiceError inside an IpcError of kind 'service', if it carries one. */
export function serviceErrorOf(error: IpcError): ServiceError | null {
  const details = error.details;
  if (error.kind !== 'service' || typeof details !== 'object' || details === null) return null;
  return 'kind' in details && 'message' in details ? (details as ServiceError) : null;
}

interface DetailRow {
  label: MessageKey | { readonly field: string };
  value: string;
}

function detailRows(error: IpcError): DetailRow[] {
  const service = serviceErrorOf(error);
  if (!service) {
    const rows: DetailRow[] = [{ label: 'ui.error.kind', value: error.kind }];
    const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
    for (const issue of issues ?? [])
      rows.push({ label: issue.path ? { field: issue.path } : 'ui.error.input', value: issue.message });
    return rows;
  }
  const rows: DetailRow[] = [
    { label: 'ui.error.kind', value: service.kind },
    { label: 'ui.error.endpoint', value: service.endpoint },
    { label: 'ui.error.request', value: `${service.method} ${service.path}` },
  ];
  if (service.status !== undefined) rows.push({ label: 'ui.error.status', value: String(service.status) });
  if (service.customer !== undefined) rows.push({ label: 'ui.error.customer', value: String(service.customer) });
  if (service.retryAfterSeconds !== undefined)
    rows.push({ label: 'ui.error.retryAfter', value: `${service.retryAfterSeconds} s` });
  const problem = service.problem;
  if (problem?.title) rows.push({ label: 'ui.error.problem', value: problem.title });
  if (problem?.detail) rows.push({ label: 'ui.error.detail', value: problem.detail });
  if (problem?.type) rows.push({ label: 'ui.error.type', value: problem.type });
  if (problem?.traceId) rows.push({ label: 'ui.error.traceId', value: problem.traceId });
  for (const [field, messages] of Object.entries(service.fieldErrors ?? problem?.errors ?? {})) {
    rows.push({ label: { field }, value: messages.join(' ') });
  }
  return rows;
}

/** What an ErrorNotice is told: the error, a title saying what failed, and how to ask again. */
interface ErrorNoticeProps {
  error: IpcError;
  title?: string;
  onRetry?: () => void;
  /**
   * One line beside the control whose action failed (a save, a snooze, a
   * dialog's submit), instead of a box: the message, or the refused fields,
   * and Try again where another try can help.
   */
  inline?: boolean;
}

/**
 * The app's one error view: an error in words a trader understands, with the
 * one action that fixes it (Try again, or Edit profile for a refused key) and
 * the technical details one click away. onRetry is offered only where another
 * try can help.
 */
export function ErrorNotice(props: ErrorNoticeProps): React.JSX.Element {
  return props.inline ? <InlineError {...props} /> : <ErrorBox {...props} />;
}

/** The refused fields of a validation error, in one line ("amount: must be above 0; …"), or null. */
function issuesLine(error: IpcError): string | null {
  const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return null;
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ');
}

function InlineError(props: ErrorNoticeProps): React.JSX.Element {
  const message = issuesLine(props.error) ?? serviceErrorOf(props.error)?.message ?? props.error.message;
  const retry = remedyFor(props.error).action === 'retry' && props.onRetry ? props.onRetry : null;
  const t = useT();
  return (
    <span className="field-error error-inline" role="alert">
      {props.title ? <strong>{props.title} </strong> : null}
      <span>{message}</span>
      {retry ? (
        <button type="button" className="button button-small button-quiet" onClick={retry}>
          {t('ui.retry')}
        </button>
      ) : null}
    </span>
  );
}

function ErrorBox(props: ErrorNoticeProps): React.JSX.Element {
  const service = serviceErrorOf(props.error);
  const message = service?.message ?? props.error.message;
  const remedy = remedyFor(props.error);
  const hint = remedy.hint !== null && remedy.hint !== message ? remedy.hint : null;
  const retry = remedy.action === 'retry' && props.onRetry ? props.onRetry : null;
  const t = useT();
  // One cause, one box: another panel already shows this cause in full (the service unreachable fails them all).
  if (!useFirstOfCause(causeOf(props.error))) {
    return (
      <p className="error-repeat" title={message}>
        <span className="error-repeat-icon" aria-hidden="true">
          !
        </span>
        <span>{t('ui.error.sameCause', { title: props.title ?? t('ui.error.notLoaded') })}</span>
        {retry ? (
          <button type="button" className="button button-small button-quiet" onClick={retry}>
            {t('ui.retry')}
          </button>
        ) : null}
      </p>
    );
  }
  return (
    <div className="error-notice" role="alert">
      <div className="error-notice-head">
        <span className="error-notice-icon" aria-hidden="true">
          !
        </span>
        <div className="error-notice-text">
          {props.title ? <p className="error-notice-title">{props.title}</p> : null}
          <p className="error-notice-message">{message}</p>
          {hint ? <p className="error-notice-hint">{hint}</p> : null}
        </div>
        {remedy.action === 'edit-profile' ? (
          <button type="button" className="button button-small" onClick={() => navigate('settings')}>
            {remedy.label}
          </button>
        ) : remedy.action === 'retry' && props.onRetry ? (
          <button type="button" className="button button-small" onClick={props.onRetry}>
            {remedy.label}
          </button>
        ) : null}
      </div>
      <details className="error-notice-details">
        <summary>{t('ui.error.details')}</summary>
        <dl className="detail-grid">
          {detailRows(props.error).map((row) => (
            <div
              key={`${typeof row.label === 'string' ? row.label : row.label.field}:${row.value}`}
              className="detail-row"
            >
              <dt>{typeof row.label === 'string' ? t(row.label) : row.label.field}</dt>
              <dd className="mono">{row.value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
