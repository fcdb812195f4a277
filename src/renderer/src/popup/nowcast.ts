import type { Nowcast } from '@shared/api/forecasts';
import { formatTimeFromNow } from '@shared/durations';
import { isWet, nowcastSamples, storyHorizonMinutes, type PrecipitationStory, type RateSample } from '@shared/views/precipitation-story';
import { interfaceLanguage } from '../lib/i18n.svelte';
import type { Display } from '../lib/weather/display';
import { formatClock, formatPrecipitation } from '../lib/weather/format';
import { popupText as t } from './text';

/** One nowcast step inside the next hour, the step under way first; drawn as one bar. */
export type NowcastBar = RateSample;

/** The steps the popup's chart draws: those covering now up to its right edge, the story's horizon. */
export function nowcastBars(nowcast: Nowcast, now: number): NowcastBar[] {
  const edge = now + storyHorizonMinutes * 60_000;
  return nowcastSamples(nowcast, now, storyHorizonMinutes).filter((sample) => sample.at < edge);
}

/**
 * How many minutes ahead the bars reach, at most the horizon: an old nowcast ends before the chart's
 * right edge, and the chart must not draw what it does not know as dry.
 */
export function coveredMinutes(bars: readonly NowcastBar[], now: number): number {
  const reach = Math.max(now, ...bars.map((bar) => bar.at + bar.lengthMs));
  return Math.min(storyHorizonMinutes, Math.round((reach - now) / 60_000));
}

/** How the nowcast was made, in the words the popup shows next to it. */
export function resolutionLabel(resolution: number): string {
  if (resolution === 1) return t('resolutionRadar');
  if (resolution === 60) return t('resolutionHourlyModel');
  return t('resolutionSteps', { minutes: resolution });
}

/**
 * The chart in words, for screen readers: the story the headline tells, the heaviest bar, and where
 * the data ends short of the hour. From an hourly model's nowcast (`resolution` 60) the heaviest
 * moment is named only to the hour, "around 15:00": its minutes are interpolated.
 */
export function chartSummary(
  bars: readonly NowcastBar[],
  now: number,
  story: PrecipitationStory,
  display: Pick<Display, 'units' | 'locale' | 'zone'>,
  resolution = 1,
): string {
  return [storyLine(bars, story, display, resolution), ...dataEndLine(bars, now)].join(' ');
}

function storyLine(bars: readonly NowcastBar[], story: PrecipitationStory, display: Pick<Display, 'units' | 'locale' | 'zone'>, resolution: number): string {
  const steps = { known: bars.filter((bar) => bar.rate !== null).length, total: bars.length, story: story.sentence };
  const wettest = bars.filter((bar) => isWet(bar.rate)).reduce<NowcastBar | undefined>((most, bar) => ((bar.rate ?? 0) > (most?.rate ?? 0) ? bar : most), undefined);
  if (wettest === undefined || wettest.rate === null) return t('chartSummary', steps);
  const rate = formatPrecipitation(wettest.rate, 'rate', display);
  if (resolution < 60) return t('chartSummaryWithPeak', { ...steps, rate, time: formatClock(wettest.at, display) });
  const stepMs = resolution * 60_000;
  return t('chartSummaryWithPeakAround', { ...steps, rate, time: formatClock(Math.round(wettest.at / stepMs) * stepMs, display) });
}

/** Where the data stops short of the hour, what the chart shows as "no data" said in words. */
function dataEndLine(bars: readonly NowcastBar[], now: number): string[] {
  const minutes = coveredMinutes(bars, now);
  return minutes < storyHorizonMinutes ? [t('chartDataEnds', { when: formatTimeFromNow(minutes, interfaceLanguage()) })] : [];
}
