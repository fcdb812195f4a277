import { describe, expect, it } from 'vitest';
import { formatDate, formatDateWithYear } from '@renderer/dashboard/time';

describe('a calendar day with its year', () => {
  it("is written as the dashboard writes days, with the year after ('Fri 20 Nov 2026'), whatever the computer's locale", () => {
    expect(formatDateWithYear('2026-11-20')).toBe('Fri 20 Nov 2026');
    expect(formatDateWithYear('2009-01-01')).toBe(`${formatDate('2009-01-01')} 2009`);
    expect(formatDateWithYear('not a date')).toBe('–');
  });
});
