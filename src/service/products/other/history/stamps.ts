import { DateTime } from 'luxon';

/** Luxon understands the BCP 47 spelling of the location languages (zh_TW → zh-TW). */
const locale = (lang: string) => lang.replace('_', '-');

/** The local date object of history items (date, dt): every part a string, `pretty` in the requested language. */
export function localStamp(at: Date, zone: string, lang: string) {
  const local = DateTime.fromJSDate(at, { zone }).setLocale(locale(lang));
  return {
    pretty: local.toLocaleString(DateTime.DATETIME_FULL),
    year: local.toFormat('yyyy'),
    month: local.toFormat('MM'),
    day: local.toFormat('dd'),
    hour: local.toFormat('HH'),
    min: local.toFormat('mm'),
    tz: zone,
  };
}

/** The UTC date object of history items (utcdate, dtu). */
export function utcStamp(at: Date) {
  const utc = DateTime.fromJSDate(at, { zone: 'UTC' });
  return {
    iso8601: utc.toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'"),
    year: utc.toFormat('yyyy'),
    month: utc.toFormat('MM'),
    day: utc.toFormat('dd'),
    hour: utc.toFormat('HH'),
    min: utc.toFormat('mm'),
    tz: 'UTC',
  };
}
