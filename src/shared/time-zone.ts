/**
 * An IANA zone name, as the service's tz parameter wants (offsets like '+01:00' are not zones).
 * Free of zod, so the settings window checks a typed zone by main's own rule; main still has the
 * last word.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's offset from UTC at an instant, in minutes, as Intl writes it ('GMT+05:30'); the
 * computer's zone when undefined; null for a zone Intl does not know. (Not luxon: a window or main
 * would load all of it for these few lines.)
 */
export function zoneOffsetMinutes(zone: string | undefined, at: number): number | null {
  let written: string | undefined;
  try {
    written = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const match = /^GMT(?:([+\-\u2212])(\d{2}):(\d{2}))?$/.exec(written ?? '');
  if (match === null) return null;
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? minutes : -minutes;
}
