import type { ScheduleMode, StatusText, TimeFromNow } from '@shared/views/status';
import { minute, type Product } from './cadence';

/** What the UI shows about refreshing and the request budget. */
export interface ScheduleStatus {
  readonly allowance: number;
  /** Requests counted today (UTC day), tiles included. */
  readonly spentToday: number;
  /** Spent so far plus what the current plan makes until the day ends. */
  readonly projectedToday: number;
  /** What what is shown now would cost in a whole day without the budget. */
  readonly demandPerDay: number;
  readonly mode: ScheduleMode;
  /** Plain language, for the user: written by each window in its language. */
  readonly explanation: StatusText;
  /** When today's count starts again (epoch ms; midnight UTC). */
  readonly resetsAt: number;
  /** Products the account's plan does not include, as the service last said. */
  readonly notInPlan: Product[];
}

export interface ExplanationInput {
  readonly mode: ScheduleMode;
  readonly allowance: number;
  readonly projectedToday: number;
  readonly untilResetMs: number;
  /** How long the service asked to wait (429 Retry-After), if it did and the wait is not over. */
  readonly serviceWaitMs?: number;
}

/** How the schedule refreshes, as a text each side writes in its own language. */
export function explain(input: ExplanationInput): StatusText {
  const { allowance, untilResetMs, serviceWaitMs } = input;
  const resetIn = inAbout(untilResetMs);
  const explanations = {
    normal: { key: 'scheduleNormal', values: { projected: Math.round(input.projectedToday), allowance } },
    slowed: { key: 'scheduleSlowed', values: { allowance } },
    essential: { key: 'scheduleEssential', values: { allowance, resetIn } },
    paused: { key: 'schedulePaused', values: { allowance, resetIn } },
  } as const satisfies Record<ScheduleMode, StatusText>;
  const explanation = explanations[input.mode];
  return serviceWaitMs !== undefined && serviceWaitMs > 0
    ? { key: 'scheduleServicePause', values: { explanation, waitIn: inAbout(serviceWaitMs) } }
    : explanation;
}

/** "in 5 min.", "in 3 hr.", "in 3 hr, 20 min" where it is read: whole minutes, rounded up. */
function inAbout(ms: number): TimeFromNow {
  return { minutesFromNow: Math.max(1, Math.ceil(ms / minute)) };
}
