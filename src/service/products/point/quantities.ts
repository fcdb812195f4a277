import { compassPoint, presenter, type CompassPoint } from '@service/http/format';
import type { Presentation } from '@service/http/params';

/**
 * How each quantity of the point products is shown. Temperatures, wind, precipitation, pressure and
 * snow follow the request's units and rounding. Percentages, degrees, metres of visibility, W/m²
 * and the UV index are whole numbers whatever the rounding, as a real provider reports them.
 */
export function quantities(choice: Presentation) {
  const shown = presenter(choice);
  const whole = (value: number) => Math.round(value) + 0;
  const direction = (degrees: number) => Math.round(((degrees % 360) + 360) % 360) % 360;
  return {
    ...shown,
    whole,
    direction,
    /** The compass point of the direction as shown, so the two never disagree at a boundary. */
    compass: (degrees: number): CompassPoint => compassPoint(direction(degrees)),
    /**
     * The dew point shown never exceeds the temperature shown: conversion and rounding are monotone,
     * and the minimum guards the case where they would not be.
     */
    dewPoint: (dewPoint: number, temperature: number) =>
      Math.min(shown.temperature(dewPoint), shown.temperature(temperature)),
    /** Likewise the gust shown never falls below the wind speed shown. */
    gust: (gust: number, speed: number) => Math.max(shown.wind(gust), shown.wind(speed)),
  };
}

export type Quantities = ReturnType<typeof quantities>;
