import { clockTime } from './local-time';
import type { RainState } from './notification-state';
import type { AppNotification, NotificationInput, NowcastStep } from './notification-types';

const minuteMs = 60_000;
/** Rain after at least this long dry is a new episode, worth telling again. */
export const dryGapMinutes = 30;
/** An onset that moves by more than this since it was told is told again: the first notice was wrong. */
export const onsetShiftMinutes = 30;

interface Step {
  at: number;
  rate: number | null;
}

function stepsOf(nowcast: readonly NowcastStep[]): Step[] {
  return nowcast
    .map((step) => ({ at: Date.parse(step.time), rate: step.precipRate }))
    .filter((step) => Number.isFinite(step.at))
    .sort((a, b) => a.at - b.at);
}

/** The nowcast's step length: minutely where there is radar, hourly elsewhere. */
function stepLengthMs(steps: readonly Step[]): number {
  const [first, second] = steps;
  return first !== undefined && second !== undefined && second.at > first.at ? second.at - first.at : minuteMs;
}

/** The heaviest step of the episode starting at `onset`: until a dry gap or the end of the nowcast. */
function heaviestStep(steps: readonly Step[], onset: Step, isWet: (step: Step) => boolean): Step {
  let heaviest = onset;
  let lastWet = onset.at;
  for (const step of steps) {
    if (step.at <= onset.at) continue;
    if (step.at - lastWet >= dryGapMinutes * minuteMs) break;
    if (!isWet(step)) continue;
    lastWet = step.at;
    if ((step.rate ?? 0) > (heaviest.rate ?? 0)) heaviest = step;
  }
  return heaviest;
}

function isSameEpisode(state: RainState, onset: number): boolean {
  const lastWet = state.lastWetAt === null ? undefined : Date.parse(state.lastWetAt);
  const told = state.notifiedOnset === null ? undefined : Date.parse(state.notifiedOnset);
  const rainedJustBefore = lastWet !== undefined && onset - lastWet < dryGapMinutes * minuteMs;
  const alreadyTold = told !== undefined && Math.abs(onset - told) <= onsetShiftMinutes * minuteMs;
  return rainedJustBefore || alreadyTold;
}

/**
 * Rain starting within the chosen minutes at the chosen place, from the minutely nowcast. Rain
 * already falling is no news; one notice per episode (see dryGapMinutes and onsetShiftMinutes).
 * With `mayNotify` false (quiet hours) nothing is told or recorded as told, so an onset still
 * ahead when the quiet hours end is told then.
 */
export function evaluateRain(
  input: NotificationInput,
  previous: RainState | null,
  mayNotify: boolean,
): { notification?: AppNotification; state: RainState | null } {
  const { rain, rules, now, timeZone } = input;
  if (rain === undefined || !rules.rain.enabled) return { state: previous };
  const state: RainState =
    previous?.locationId === rain.locationId ? previous : { locationId: rain.locationId, notifiedOnset: null, lastWetAt: null };
  const isWet = (step: Step) => step.rate !== null && step.rate >= rules.rain.minIntensityMmPerHour;
  const steps = stepsOf(rain.nowcast);
  const nowMs = now.getTime();
  const stepMs = stepLengthMs(steps);

  const current = steps.findLast((step) => step.at <= nowMs && nowMs < step.at + stepMs);
  if (current !== undefined && isWet(current)) return { state: { ...state, lastWetAt: now.toISOString() } };

  const horizon = nowMs + rules.rain.withinMinutes * minuteMs;
  const onset = steps.find((step) => step.at > nowMs && step.at <= horizon && isWet(step));
  if (onset === undefined || isSameEpisode(state, onset.at) || !mayNotify) return { state };

  const minutes = Math.max(1, Math.round((onset.at - nowMs) / minuteMs));
  const heaviest = heaviestStep(steps, onset, isWet);
  const onsetStamp = new Date(onset.at).toISOString();
  return {
    notification: {
      id: `rain:${rain.locationId}:${onsetStamp}`,
      kind: 'rain',
      title: `Rain soon at ${rain.locationName}`,
      body: `Rain starting in ${minutes} min at ${rain.locationName} (heaviest around ${clockTime(new Date(heaviest.at), timeZone)})`,
      locationId: rain.locationId,
    },
    state: { ...state, notifiedOnset: onsetStamp },
  };
}
