import { warningSignificances, type WarningSignificance } from '@shared/settings';
import type { NotificationState } from './notification-state';
import type { AppNotification, NotificationInput, WarningItem } from './notification-types';

type ToldWarnings = NotificationState['warnings'];

function significanceOf(code: string): WarningSignificance | undefined {
  return warningSignificances.find((known) => known === code);
}

const rank = (significance: WarningSignificance) => warningSignificances.indexOf(significance);

/** Normalised so that the same instant written two ways is still one warning. */
function stamp(text: string): string {
  const at = Date.parse(text);
  return Number.isNaN(at) ? text : new Date(at).toISOString();
}

/** Type, start and place identify a warning across refreshes; its texts and end may be revised. */
export function warningIdentity(locationId: string, warning: WarningItem): string {
  return `${locationId}|${warning.type}|${stamp(warning.validFrom)}`;
}

/** The description in the user's language, else its base language, else English, else any. */
function describe(warning: WarningItem, language: string): string {
  const normal = (code: string) => code.toLowerCase().replace('_', '-');
  const base = (code: string) => normal(code).split('-')[0];
  const texts = warning.description.filter((entry) => entry.text.trim() !== '');
  const pick =
    texts.find((entry) => normal(entry.lang) === normal(language)) ??
    texts.find((entry) => base(entry.lang) === base(language)) ??
    texts.find((entry) => base(entry.lang) === 'en') ??
    texts[0];
  return pick?.text ?? warning.significanceDescription ?? warning.name;
}

/**
 * New warnings at or above the chosen significance, each told once; told again only when the same
 * warning is raised to a higher significance. Significance codes other than Y, O and R (the
 * specification does not list them all) are not told. Expired warnings are forgotten.
 */
export function evaluateWarnings(
  input: NotificationInput,
  previous: ToldWarnings,
  mayNotify: boolean,
): { notifications: AppNotification[]; state: ToldWarnings } {
  const nowMs = input.now.getTime();
  const told: ToldWarnings = Object.fromEntries(
    Object.entries(previous).filter(([, entry]) => Date.parse(entry.validUntil) > nowMs),
  );
  const notifications: AppNotification[] = [];
  if (input.warnings === undefined || !input.rules.warnings.enabled || !mayNotify) return { notifications, state: told };
  const minimum = rank(input.rules.warnings.minSignificance);

  for (const { locationId, locationName, warnings } of input.warnings) {
    for (const warning of warnings) {
      const significance = significanceOf(warning.significance);
      const until = Date.parse(warning.validUntil);
      if (significance === undefined || rank(significance) < minimum || !(until > nowMs)) continue;
      const identity = warningIdentity(locationId, warning);
      const before = told[identity];
      if (before !== undefined && rank(before.significance) >= rank(significance)) continue;
      told[identity] = { significance, validUntil: new Date(until).toISOString() };
      notifications.push({
        id: `warning:${identity}:${significance}`,
        kind: 'warning',
        title: `${warning.name} — ${locationName}`,
        body: describe(warning, input.language),
        locationId,
      });
    }
  }
  return { notifications, state: told };
}
