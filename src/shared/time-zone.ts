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
