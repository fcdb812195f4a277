/**
 * The observed seasons of 51 stations on every continent, in every climate zone and both
 * hemispheres: the mean temperature of every month and the days with precipitation. Each name is
 * a city of REFERENCE_CITIES (reference-climate.ts), which gives the place. The calibration
 * (calibration.ts) fits April and October, where the seasons' shape departs most from one yearly
 * wave (pre-monsoon heat, the lag of maritime autumns); the plausibility tests hold the generated
 * weather to every month and to the wet days.
 *
 * Sources: WMO 1991-2020 climatological standard normals as the national services publish them
 * (Met Office, AEMET, Aeronautica Militare, HNMS, FMI, Roshydromet, Icelandic Met Office, met.no,
 * DWD, IPMA, Egyptian Meteorological Authority, ANACIM, NiMet, Kenya Meteorological Department,
 * South African Weather Service, METTELSAT, Sudan Meteorological Authority, UAE NCM, IMD, MSS,
 * TMD, JMA, CMA, Hong Kong Observatory, BMKG, Bureau of Meteorology, NIWA, NOAA NCEI, ECCC, SMN
 * Mexico, IDEAM, INMET, SENAMHI, SMN Argentina, DMC Chile), rounded to 0.1 °C; wet days (at
 * least 1 mm) rounded to 5 days, as the services count them or (NOAA, which counts 0.01 in)
 * estimated from their 0.04 in counts. The figures were written down from memory of those tables:
 * the workplace they were written in reaches no source to check them against, so a value may be
 * off by a few tenths (the tests allow 2 °C). Check them against the services' tables when one is
 * at hand.
 */
export interface ReferenceSeasons {
  name: string;
  /** Mean daily temperature of each month, January first, °C. */
  monthlyMean: readonly number[];
  /** Days a year with at least 1 mm of precipitation. */
  wetDays: number;
}

export const REFERENCE_SEASONS: readonly ReferenceSeasons[] = [
  // Europe
  { name: 'London', monthlyMean: [5.5, 5.7, 7.8, 10.3, 13.5, 16.6, 18.8, 18.6, 15.8, 12.2, 8.3, 5.8], wetDays: 110 },
  { name: 'Madrid', monthlyMean: [6.5, 8.0, 11.0, 13.3, 17.3, 22.8, 25.6, 25.3, 20.8, 15.6, 10.0, 7.1], wetDays: 55 },
  { name: 'Rome', monthlyMean: [8.1, 8.7, 11.4, 14.2, 18.4, 22.7, 25.0, 25.2, 21.2, 17.0, 12.3, 9.0], wetDays: 70 },
  { name: 'Athens', monthlyMean: [10.2, 10.7, 12.9, 16.4, 21.0, 25.6, 27.6, 27.5, 23.6, 19.2, 15.0, 11.6], wetDays: 40 },
  { name: 'Lisbon', monthlyMean: [11.6, 12.6, 14.7, 16.1, 18.7, 21.8, 23.2, 23.6, 22.0, 19.0, 15.0, 12.5], wetDays: 85 },
  { name: 'Berlin', monthlyMean: [0.9, 1.6, 4.7, 9.5, 14.0, 17.3, 19.4, 19.0, 14.8, 9.8, 5.1, 2.0], wetDays: 105 },
  { name: 'Helsinki', monthlyMean: [-3.7, -4.0, -1.0, 4.2, 10.2, 14.9, 18.3, 16.9, 12.2, 6.6, 2.8, -0.6], wetDays: 110 },
  { name: 'Moscow', monthlyMean: [-6.4, -6.0, -0.8, 6.7, 13.2, 17.0, 19.2, 17.1, 11.3, 5.1, -0.6, -4.4], wetDays: 115 },
  { name: 'Reykjavik', monthlyMean: [0.2, 0.4, 0.8, 3.4, 6.7, 9.5, 11.6, 11.0, 8.5, 5.0, 2.0, 0.5], wetDays: 150 },
  { name: 'Tromsø', monthlyMean: [-3.4, -3.6, -2.2, 0.9, 5.1, 9.3, 12.6, 11.6, 7.8, 3.5, 0.2, -2.1], wetDays: 165 },
  // Africa
  { name: 'Cairo', monthlyMean: [14.6, 15.7, 18.2, 21.8, 25.3, 27.8, 28.8, 28.8, 27.0, 24.2, 19.7, 15.9], wetDays: 5 },
  { name: 'Dakar', monthlyMean: [22.1, 21.8, 22.3, 22.6, 23.8, 26.4, 27.8, 28.0, 28.2, 28.0, 26.3, 23.9], wetDays: 30 },
  { name: 'Lagos', monthlyMean: [27.8, 28.7, 28.8, 28.2, 27.4, 26.2, 25.5, 25.4, 25.9, 26.6, 27.6, 27.6], wetDays: 110 },
  { name: 'Khartoum', monthlyMean: [23.6, 25.3, 28.7, 32.1, 34.5, 34.6, 32.3, 31.4, 32.5, 32.6, 28.6, 25.0], wetDays: 10 },
  { name: 'Kinshasa', monthlyMean: [26.4, 26.7, 26.9, 27.0, 26.5, 24.4, 22.6, 23.6, 25.4, 26.3, 26.2, 26.0], wetDays: 100 },
  { name: 'Nairobi', monthlyMean: [19.0, 19.6, 20.0, 19.5, 18.5, 17.2, 16.5, 16.8, 18.2, 19.3, 18.8, 18.6], wetDays: 70 },
  { name: 'Johannesburg', monthlyMean: [20.4, 20.1, 18.9, 16.2, 13.1, 10.4, 10.7, 13.4, 16.9, 18.6, 19.2, 20.1], wetDays: 75 },
  { name: 'Cape Town', monthlyMean: [21.4, 21.5, 20.3, 17.8, 15.5, 13.4, 12.9, 13.3, 14.7, 16.6, 18.6, 20.3], wetDays: 70 },
  // Asia
  { name: 'Dubai', monthlyMean: [19.4, 20.6, 23.3, 27.5, 31.8, 34.2, 35.6, 35.8, 33.4, 29.8, 25.2, 21.2], wetDays: 5 },
  { name: 'Delhi', monthlyMean: [14.1, 17.6, 23.0, 29.0, 32.8, 33.4, 31.0, 30.0, 29.2, 25.8, 20.1, 15.4], wetDays: 40 },
  { name: 'Mumbai', monthlyMean: [24.5, 25.3, 27.3, 28.9, 30.2, 29.3, 27.6, 27.3, 27.6, 28.7, 27.8, 25.8], wetDays: 75 },
  { name: 'Bangkok', monthlyMean: [27.5, 28.6, 29.7, 30.7, 30.2, 29.7, 29.5, 29.2, 28.7, 28.5, 28.1, 27.0], wetDays: 110 },
  { name: 'Singapore', monthlyMean: [26.9, 27.4, 27.8, 28.3, 28.6, 28.6, 28.3, 28.1, 27.9, 27.8, 27.1, 26.7], wetDays: 150 },
  { name: 'Jakarta', monthlyMean: [27.0, 27.1, 27.8, 28.3, 28.5, 28.3, 28.1, 28.4, 28.7, 28.7, 28.2, 27.7], wetDays: 125 },
  { name: 'Hong Kong', monthlyMean: [16.3, 17.0, 19.4, 22.8, 26.1, 28.1, 28.8, 28.6, 27.7, 25.5, 21.8, 17.9], wetDays: 100 },
  { name: 'Tokyo', monthlyMean: [5.4, 6.1, 9.4, 14.3, 18.8, 21.9, 25.7, 26.9, 23.3, 18.0, 12.5, 7.7], wetDays: 105 },
  { name: 'Beijing', monthlyMean: [-3.1, 0.3, 6.7, 14.8, 20.8, 24.9, 26.9, 25.6, 20.8, 13.7, 5.0, -1.1], wetDays: 60 },
  { name: 'Novosibirsk', monthlyMean: [-16.2, -14.5, -7.0, 3.4, 11.0, 17.1, 19.8, 16.9, 10.6, 3.1, -6.4, -13.0], wetDays: 90 },
  { name: 'Yakutsk', monthlyMean: [-38.6, -33.8, -20.1, -4.8, 7.5, 16.4, 19.5, 15.2, 6.1, -7.8, -27.0, -37.6], wetDays: 50 },
  // Oceania and the Pacific
  { name: 'Darwin', monthlyMean: [28.5, 28.3, 28.3, 28.1, 26.7, 25.1, 24.8, 25.6, 27.5, 29.0, 29.3, 29.1], wetDays: 95 },
  { name: 'Alice Springs', monthlyMean: [29.0, 27.8, 24.9, 20.1, 15.1, 12.0, 11.6, 14.3, 18.9, 22.8, 25.9, 27.9], wetDays: 30 },
  { name: 'Perth', monthlyMean: [24.5, 24.9, 23.1, 19.8, 16.4, 14.1, 13.2, 13.6, 15.0, 17.3, 20.2, 22.6], wetDays: 75 },
  { name: 'Sydney', monthlyMean: [23.0, 23.0, 21.6, 19.0, 16.2, 13.8, 12.9, 14.0, 16.6, 18.8, 20.4, 22.0], wetDays: 100 },
  { name: 'Auckland', monthlyMean: [20.0, 20.5, 19.1, 16.9, 14.6, 12.4, 11.5, 12.0, 13.3, 14.8, 16.5, 18.5], wetDays: 130 },
  { name: 'Christchurch', monthlyMean: [17.4, 17.0, 15.3, 12.4, 9.5, 7.0, 6.6, 7.8, 10.0, 12.0, 14.0, 16.0], wetDays: 80 },
  { name: 'Honolulu', monthlyMean: [23.2, 23.2, 23.8, 24.6, 25.6, 26.8, 27.3, 27.8, 27.6, 26.8, 25.4, 24.0], wetDays: 45 },
  // The Americas
  { name: 'Anchorage', monthlyMean: [-8.4, -6.9, -3.7, 1.6, 7.6, 12.0, 14.9, 13.8, 9.1, 1.9, -5.2, -7.6], wetDays: 80 },
  { name: 'Fairbanks', monthlyMean: [-22.0, -19.3, -12.4, -1.2, 9.0, 15.8, 17.3, 14.2, 7.6, -3.5, -15.0, -20.0], wetDays: 55 },
  { name: 'Vancouver', monthlyMean: [4.4, 4.9, 6.6, 9.2, 12.6, 15.4, 17.9, 18.0, 15.0, 10.3, 6.5, 3.8], wetDays: 145 },
  { name: 'Winnipeg', monthlyMean: [-16.4, -13.7, -6.4, 4.0, 11.5, 17.0, 19.7, 18.8, 12.9, 4.8, -4.8, -12.9], wetDays: 70 },
  { name: 'Chicago', monthlyMean: [-4.3, -2.6, 3.0, 9.3, 15.1, 20.9, 23.8, 23.1, 19.0, 12.3, 5.3, -1.3], wetDays: 90 },
  { name: 'New York', monthlyMean: [0.5, 1.6, 5.6, 11.7, 17.2, 22.4, 25.3, 24.6, 20.9, 14.6, 8.8, 3.6], wetDays: 95 },
  { name: 'Phoenix', monthlyMean: [13.8, 15.5, 19.2, 23.2, 28.5, 33.7, 35.5, 34.8, 31.9, 25.3, 18.2, 13.1], wetDays: 20 },
  { name: 'Miami', monthlyMean: [20.4, 21.6, 22.8, 24.7, 26.9, 28.5, 29.1, 29.2, 28.6, 26.9, 23.9, 21.7], wetDays: 95 },
  { name: 'Mexico City', monthlyMean: [14.1, 15.6, 17.6, 19.0, 19.6, 19.1, 18.1, 18.2, 17.8, 16.9, 15.6, 14.4], wetDays: 95 },
  { name: 'Bogota', monthlyMean: [13.3, 13.6, 13.9, 14.0, 14.0, 13.6, 13.2, 13.3, 13.4, 13.6, 13.8, 13.4], wetDays: 140 },
  { name: 'Manaus', monthlyMean: [27.0, 26.9, 27.0, 27.1, 27.4, 27.5, 27.8, 28.5, 29.0, 29.0, 28.5, 27.7], wetDays: 165 },
  { name: 'Lima', monthlyMean: [23.1, 23.8, 23.1, 21.2, 19.1, 17.6, 16.8, 16.5, 16.9, 17.9, 19.5, 21.5], wetDays: 2 },
  { name: 'Rio de Janeiro', monthlyMean: [27.0, 27.4, 26.6, 25.0, 23.2, 22.1, 21.6, 22.1, 22.5, 23.6, 24.9, 26.2], wetDays: 100 },
  { name: 'Santiago', monthlyMean: [21.6, 20.8, 18.6, 14.8, 11.5, 8.8, 8.4, 9.7, 12.0, 14.9, 17.9, 20.4], wetDays: 30 },
  { name: 'Buenos Aires', monthlyMean: [25.1, 24.0, 22.4, 18.5, 15.1, 12.2, 11.4, 13.0, 15.0, 18.1, 21.1, 23.8], wetDays: 85 },
  { name: 'Ushuaia', monthlyMean: [9.6, 9.3, 7.7, 5.5, 3.1, 1.4, 1.2, 2.2, 4.1, 6.2, 7.8, 9.1], wetDays: 115 },
];
