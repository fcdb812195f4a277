import type { TimeDisplay } from '../../lib/weather/display';
import type { Warning, WarningText } from '@shared/api/products';
import type { Language } from '@shared/settings';
import { formatDayAndTime } from '../time';
import { productsText as t } from './text';

/** The significance codes' colours (yellow, orange, red), named by the `significanceColour` message, and a text colour that reads on each. */
const significanceStyles: Record<string, { background: string; ink: string }> = {
  Y: { background: '#ffd500', ink: '#000000' },
  O: { background: '#ff8c00', ink: '#000000' },
  R: { background: '#c62828', ink: '#ffffff' },
};

const unknownSignificance = { background: '#e2e8f0', ink: '#1b1f24' };

/** What the significance chip shows: the colour's name and the service's words, or the bare code. */
export function significanceOf(warning: Warning): { text: string; background: string; ink: string } {
  const style = significanceStyles[warning.significance];
  const words = warning.significanceDescription.trim();
  if (style === undefined) return { text: words || t('significanceCode', { code: warning.significance }), ...unknownSignificance };
  const colour = warning.significance;
  return { text: words ? t('significanceWithWords', { colour, words }) : t('significanceColour', { colour }), background: style.background, ink: style.ink };
}

function normalised(tag: string): string {
  return tag.toLowerCase().replace('-', '_');
}

/** The language's own base ('pt_br' is 'pt'); Norwegian is written 'nb' or 'no'. */
function relatives(language: Language): string[] {
  const base = language.split('_')[0] ?? language;
  if (base === 'nb' || base === 'no') return ['nb', 'no'];
  return [base];
}

/**
 * The description in the chosen language: that exact language, then its base language, then
 * English, then whatever the warning came with first. `fallback` says the language was not there.
 */
export function descriptionFor(warning: Warning, language: Language): (WarningText & { fallback: boolean }) | null {
  const texts = warning.description.filter((entry) => entry.text.trim() !== '');
  const wanted = normalised(language);
  const exact = texts.find((entry) => normalised(entry.lang) === wanted);
  if (exact !== undefined) return { ...exact, fallback: false };
  const related = relatives(language);
  const close = texts.find((entry) => related.includes(normalised(entry.lang).split('_')[0] ?? ''));
  if (close !== undefined) return { ...close, fallback: false };
  const english = texts.find((entry) => normalised(entry.lang).split('_')[0] === 'en');
  const chosen = english ?? texts[0];
  return chosen === undefined ? null : { ...chosen, fallback: true };
}

/** 'From Sat 21 Nov, 18:00 until Sun 22 Nov, 06:00', in the zone the user chose. */
export function validityText(warning: Warning, display: TimeDisplay): string {
  return t('validity', { from: formatDayAndTime(warning.validFrom, display), until: formatDayAndTime(warning.validUntil, display) });
}

/** Warnings that have not ended, by start: those in force come before those still to come. */
export function warningsInOrder(warnings: readonly Warning[], now: number): Warning[] {
  return warnings
    .filter((warning) => !(Date.parse(warning.validUntil) <= now))
    .sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom));
}
