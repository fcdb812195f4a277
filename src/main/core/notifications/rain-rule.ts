import { notificationMessages } from '@shared/i18n/messages/notifications';
import { storyFrom } from '@shared/views/precipitation-story';
import { spokenTime } from './local-time';
import type { RainState } from './notification-state';
import type { AppNotification, NotificationInput } from './notification-types';

const minuteMs = 60_000;
/** Rain after at least this long dry is a new episode, worth telling again. */
export const dryGapMinutes = 30;
/** An onset that moves by more than this since it was told is told again: the first notice was wrong. */
export const onsetShiftMinutes = 30;

function isSameEpisode(state: RainState, onset: number): boolean {
  const lastWet = state.lastWetAt === null ? undefined : Date.parse(state.lastWetAt);
  const told = state.notifiedOnset === null ? undefined : Date.parse(state.notifiedOnset);
  const rainedJustBefore = lastWet !== undefined && onset - lastWet < dryGapMinutes * minuteMs;
  const alreadyTold = told !== undefined && Math.abs(onset - told) <= onsetShiftMinutes * minuteMs;
  return rainedJustBefore || alreadyTold;
}

/**
 * Precipitation starting within the chosen minutes at the chosen place, told in the popup's words
 * (the same story, over the chosen minutes), when the coming spell reaches the chosen intensity.
 * Nothing is told before what will fall is known (see fallingFrom). What already falls is no news; one notice per episode (see dryGapMinutes and onsetShiftMinutes).
 * With `mayNotify` false (quiet hours) nothing is told or recorded as told, so an onset still
 * ahead when the quiet hours end is told then.
 */
export function evaluateRain(
  input: NotificationInput,
  previous: RainState | null,
  mayNotify: boolean,
): { notification?: AppNotification; state: RainState | null } {
  const { rain, rules, now, timeZone, clock, interfaceLanguage: language } = input;
  if (rain === undefined || !rules.rain.enabled) return { state: previous };
  const state: RainState =
    previous?.locationId === rain.locationId ? previous : { locationId: rain.locationId, notifiedOnset: null, lastWetAt: null };
  const story = storyFrom({ ...rain, now: now.getTime(), horizonMinutes: rules.rain.withinMinutes, clock: { timeZone, style: clock } }, language);
  if (story.fallingNow) return { state: { ...state, lastWetAt: now.toISOString() } };

  const { changeAt: onset, peakAt, peakRate } = story;
  // Until a symbol or a temperature says what will fall, the notice waits rather than guess: the
  // current conditions come with the same refresh.
  const falling = story.falling;
  const notable = story.kind === 'starting' && peakRate !== null && peakRate >= rules.rain.minIntensityMmPerHour;
  if (!notable || falling === null || onset === null || isSameEpisode(state, onset) || !mayNotify) return { state };

  const onsetStamp = new Date(onset).toISOString();
  const place = rain.locationName;
  const body =
    peakAt === null || peakAt === onset
      ? notificationMessages.format(language, 'rainSoonBody', { story: story.sentence, place })
      : notificationMessages.format(language, 'rainSoonBodyWithPeak', { story: story.sentence, place, peakTime: spokenTime(new Date(peakAt), timeZone, clock, language) });
  return {
    notification: {
      id: `rain:${rain.locationId}:${onsetStamp}`,
      kind: 'rain',
      title: notificationMessages.format(language, 'rainSoonTitle', { kind: falling, place }),
      body,
      locationId: rain.locationId,
    },
    state: { ...state, notifiedOnset: onsetStamp },
  };
}
