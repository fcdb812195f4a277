import type { TimeDisplay } from '@renderer/lib/weather/display';
import { unitPresets, type ClockStyle } from '@shared/units';

/** A display of times in `zone` on `clock`, with the other units metric. */
export function clockDisplay(zone: string | undefined, clock: ClockStyle): TimeDisplay {
  return { zone, units: { ...unitPresets.metric, clock } };
}
