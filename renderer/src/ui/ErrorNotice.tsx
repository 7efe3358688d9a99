import type { ServiceError } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/result';
import { navigate } from '../shell/store';
import { causeOf, useFirstOfCause } from './error-causes';
import { remedyFor } from './remedy';

const RETRY_LABEL = 'Try again';

/** The ServiceError inside an IpcError of kind 'service', if it carries one. */
export function serviceErrorOf(error: IpcError): ServiceError | null {
  const details = error.details;
  if (error.kind !== 'service' || typeof details !== 'object' || details === null) return null;
  return 'kind' in details && 'message' in details ? (details as ServiceError) : null;
}

interface DetailRow {
  label: string;
  value: string;
}

function detailRows(error: IpcError): DetailRow[] {
  const service = serviceErrorOf(error);
  if (!service) {
    const rows: DetailRow[] = [{ label: 'Kind', value: error.kind }];
    const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
    for (const issue of issues ?? []) rows.push({ label: issue.path || 'Input', value: issue.message });
    return rows;
  }
  const rows: DetailRow[] = [
    { label: 'Kind', value: service.kind },
    { label: 'Endpoint', value: service.endpoint },
    { label: 'Request', value: `${service.method} ${service.path}` },
  ];
  if (service.status !== undefined) rows.push({ label: 'Status', value: String(service.status) });
  if (service.customer !== undefined) rows.push({ label: 'Customer', value: String(service.customer) });
  if (service.retryAfterSeconds !== undefined) rows.push({ label: 'Retry after', value: `${service.retryAfterSeconds} s` });
  const problem = service.problem;
  if (problem?.title) rows.push({ label: 'Problem', value: problem.title });
  if (problem?.detail) rows.push({ label: 'Detail', value: problem.detail });
  if (problem?.type) rows.push({ label: 'Type', value: problem.type });
  if (problem?.traceId) rows.push({ label: 'Trace id', value: problem.traceId });
  for (const [field, messages] of Object.entries(service.fieldErrors ?? problem?.errors ?? {})) {
    rows.push({ label: field, value: messages.join(' ') });
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
  return (
    <span className="field-error error-inline" role="alert">
      {props.title ? <strong>{props.title} </strong> : null}
      <span>{message}</span>
      {retry ? (
        <button type="button" className="button button-small button-quiet" onClick={retry}>
          {RETRY_LABEL}
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
  // One cause, one box: another panel already shows this cause in full (the service unreachable fails them all).
  if (!useFirstOfCause(causeOf(props.error))) {
    return (
      <p className="error-repeat" title={message}>
        <span className="error-repeat-icon" aria-hidden="true">!</span>
        <span>{props.title ?? 'Not loaded'}: same cause as the error shown first.</span>
        {retry ? (
          <button type="button" className="button button-small button-quiet" onClick={retry}>
            {RETRY_LABEL}
          </button>
        ) : null}
      </p>
    );
  }
  return (
    <div className="error-notice" role="alert">
      <div className="error-notice-head">
        <span className="error-notice-icon" aria-hidden="true">!</span>
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
        <summary>Details</summary>
        <dl className="detail-grid">
          {detailRows(props.error).map((row) => (
            <div key={`${row.label}:${row.value}`} className="detail-row">
              <dt>{row.label}</dt>
              <dd className="mono">{row.value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
