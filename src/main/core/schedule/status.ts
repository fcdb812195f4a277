import type { ScheduleMode } from '@shared/views/status';
import { hour, minute, type Product } from './cadence';

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
  /** Plain language, for the user. */
  readonly explanation: string;
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

export function explain(input: ExplanationInput): string {
  const { allowance, untilResetMs, serviceWaitMs } = input;
  const reset = `when the count starts again at midnight UTC, ${inAbout(untilResetMs)}`;
  const sentences = {
    normal: `Refreshing normally: about ${Math.round(input.projectedToday)} of your ${allowance} requests a day.`,
    slowed: `Refreshing less often to stay within your ${allowance} requests a day.`,
    essential:
      `Today's ${allowance} requests are nearly used up: only the first location's current weather and ` +
      `rain forecast are refreshed, now and then, until the full schedule resumes ${reset}.`,
    paused: `Today's ${allowance} requests are used up: refreshing resumes ${reset}.`,
  } as const;
  const wait =
    serviceWaitMs !== undefined && serviceWaitMs > 0
      ? ` The weather service asked for a pause: the next refresh is ${inAbout(serviceWaitMs)}.`
      : '';
  return sentences[input.mode] + wait;
}

function inAbout(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / minute));
  if (ms < hour) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}
