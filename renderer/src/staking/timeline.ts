import type { StakingOrder } from '../../../shared/api/schemas/staking';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { message, type Message } from '../../../shared/i18n/message';

/** One step of a staking order's life: done (it happened), expected (an estimate ahead) or what ended it. */
export interface TimelineStep {
  readonly label: MessageKey;
  readonly at: string | null;
  readonly status: 'done' | 'expected' | 'cancelled';
  /** Our words (a Message, put into the page's language when shown) or the service's own text (a reference, its comment). */
  readonly note?: Message | string;
}

/**
 * The timeline of an order: created; estimated effectuated time (the end of
 * the no-reward period for entries, of the reward period for exits);
 * estimated completion (end of locking); or the cancellation with the
 * service's externalComment. `now` decides whether an estimate has passed.
 */
export function orderTimeline(order: StakingOrder, now = Date.now()): TimelineStep[] {
  const steps: TimelineStep[] = [
    {
      label: 'staking.timeline.created',
      at: order.createdOn,
      status: 'done',
      note: message('staking.timeline.createdNote', { type: order.type, number: order.orderNumber }),
    },
  ];
  if (order.state === 'Cancelled') {
    steps.push({
      label: 'staking.timeline.cancelled',
      at: null,
      status: 'cancelled',
      note: order.externalComment ?? message('staking.timeline.noReason'),
    });
    return steps;
  }
  const effectuatedLabel: MessageKey =
    order.type === 'Exit' ? 'staking.timeline.rewardsStop' : 'staking.timeline.rewardsStart';
  const effectuatedDone =
    order.effectuated ||
    (order.estimatedEffectuatedTime !== null &&
      Date.parse(order.estimatedEffectuatedTime) <= now &&
      order.state !== 'Open');
  steps.push({
    label: effectuatedLabel,
    at: order.estimatedEffectuatedTime,
    status: effectuatedDone ? 'done' : 'expected',
  });
  const completedLabel: MessageKey =
    order.type === 'Exit' ? 'staking.timeline.fundsReleased' : 'staking.timeline.completed';
  steps.push({
    label: completedLabel,
    at: order.estimatedCompletedTime,
    status: order.state === 'Completed' ? 'done' : 'expected',
  });
  if (order.transactionReference)
    steps.push({ label: 'staking.timeline.transaction', at: null, status: 'done', note: order.transactionReference });
  return steps;
}
