import { hour, minute } from './cadence';

export const firstRetryDelay = minute;
export const longestRetryDelay = hour;

/**
 * How long a product stays untried after its consecutive failures: 1, 2, 4 … minutes up to an hour,
 * so an outage costs a few attempts an hour per product instead of one at every pass.
 */
export function retryDelay(consecutiveFailures: number): number {
  const doublings = Math.max(0, consecutiveFailures - 1);
  return Math.min(longestRetryDelay, firstRetryDelay * 2 ** Math.min(doublings, 30));
}
