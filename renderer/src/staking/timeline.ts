import type { StakingOrder } from '../../../shared/api/schemas/staking';

/** One step of a staking order's life: done (it happened), expected (an estimate ahead) or what ended it. */
export interface TimelineStep {
  readonly label: string;
  readonly at: string | null;
  readonly status: 'done' | 'expected' | 'cancelled';
  readonly note?: string;
}

/**
 * The timeline of an order: created; estimated effectuated time (the end of
 * the no-reward period for entries, of the reward period for exits);
 * estimated completion (end of locking); or the cancellation with the
 * service's externalComment. `now` decides whether an estimate has passed.
 */
export function orderTimeline(order: StakingOrder, now = Date.now()): TimelineStep[] {
  const steps: TimelineStep[] = [{ label: 'Created', at: order.createdOn, status: 'done', note: `${order.type} order ${order.orderNumber}` }];
  if (order.state === 'Cancelled') {
    steps.push({ label: 'Cancelled', at: null, status: 'cancelled', note: order.externalComment ?? 'The service gave no reason.' });
    return steps;
  }
  const effectuatedLabel = order.type === 'Exit' ? 'Rewards stop (end of the reward period)' : 'Rewards start (end of the no-reward period)';
  const effectuatedDone = order.effectuated || (order.estimatedEffectuatedTime !== null && Date.parse(order.estimatedEffectuatedTime) <= now && order.state !== 'Open');
  steps.push({ label: effectuatedLabel, at: order.estimatedEffectuatedTime, status: effectuatedDone ? 'done' : 'expected' });
  const completedLabel = order.type === 'Exit' ? 'Funds released (end of unbonding)' : 'Completed (end of locking)';
  steps.push({ label: completedLabel, at: order.estimatedCompletedTime, status: order.state === 'Completed' ? 'done' : 'expected' });
  if (order.transactionReference) steps.push({ label: 'Transaction', at: null, status: 'done', note: order.transactionReference });
  return steps;
}
