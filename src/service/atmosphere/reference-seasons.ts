/**
 * The observed seasons of 52 stations on every continent, in every climate zone and both
 * hemispheres: the mean temperature of every month and the days with precipitation. Each name is
 * a city of REFERENCE_CITIES (reference-climate.ts), which gives the place. The calibration
 * (calibration.ts) fits April and October, where the seasons' shape departs most from one yearly
 * wave (pre-monsoon heat, the lag of maritime autumns); the plausibility tests hold the generated
 * weather to every month and to the wet days.
 *
 * Where the figures come from, station by station (`source` and `wetDaysSource`):
 *
 * - The figures were first written down from memory of the national services' 1991-2020 tables.
 *   Each station's twelve monthly means were then checked against a table that could actually be
 *   read: for all 52, Wikipedia's "List of cities by average temperature" (its March 2024 text, as
 *   two public repositories scraped it, which agree wherever both have a figure). That list gives the mean of
 *   the daily maximum and minimum, copied from each city's climate box, which cites the national
 *   service; it does not say the period, which differs from city to city (Dakar's figures are
 *   whole degrees). It is a secondary source: no national service's own table was within reach
 *   for most stations, and replacing it by those tables is the next step.
 * - Where every month agreed within 1 °C, the value was kept (the `source` says how close it is);
 *   such differences are of the size between one normal period or one station and another.
 *   Where a month was further off, the station's twelve months were replaced by the list's, so
 *   that they are exactly what is cited. Athens alone was kept against another table: the Greek
 *   service's (HNMS) own monthly means agree within 0.6 °C, where the list (central Athens) is up
 *   to 1.8 °C warmer in summer.
 * - Wet days (at least 1 mm, rounded to 5 days) are checked only for London and Rome; the others
 *   remain as written down from memory and say so.
 */
export interface ReferenceSeasons {
  name: string;
  /** Mean daily temperature of each month, January first, °C. */
  monthlyMean: readonly number[];
  /** Days a year with at least 1 mm of precipitation. */
  wetDays: number;
  /** The table the monthly means were checked against (address and period), and how they compare. */
  source: string;
  /** The table the wet days were checked against, or why they are unverified. */
  wetDaysSource: string;
}

/**
 * Wikipedia's "List of cities by average temperature" as scraped in March 2024: part N (1 Africa,
 * 2 Asia, 3 Europe, 4 North America, 5 Oceania, 6 South America) of the list's tables.
 */
const wikipediaList = (part: number, note: string): string =>
  'Wikipedia, List of cities by average temperature (March 2024; github.com/typesafe/1brc-zig ' +
  `data/wikipedia-data/List_of_cities_by_average_temperature_${part}.csv, the same figures in ` +
  'github.com/yaziciceyda/climateRecords data/Average_Temperature.rda); the city climate box\'s ' +
  `period, not stated in the list: ${note}`;

const UNVERIFIED_WET_DAYS = 'unverified: written down from memory; no readable table of days with 1 mm or more was found';

export const REFERENCE_SEASONS: readonly ReferenceSeasons[] = [
  // Europe
  {
    name: 'London',
    monthlyMean: [5.5, 5.7, 7.8, 10.3, 13.5, 16.6, 18.8, 18.6, 15.8, 12.2, 8.3, 5.8],
    wetDays: 110,
    source: wikipediaList(3, 'agrees within 0.4 °C'),
    wetDaysSource: 'Met Office figure quoted by the Wikipedia article London (period not stated there): 109.6 days of 1 mm or more (mirror http://christianpedia.com/index.php?action=edit&section=17&title=London)',
  },
  {
    name: 'Madrid',
    monthlyMean: [6.5, 8.0, 11.0, 13.3, 17.3, 22.8, 25.6, 25.3, 20.8, 15.6, 10.0, 7.1],
    wetDays: 55,
    source: wikipediaList(3, 'agrees within 0.6 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Rome',
    monthlyMean: [7.5, 8.2, 10.2, 12.6, 17.2, 21.1, 24.1, 24.5, 20.8, 16.4, 11.4, 8.4],
    wetDays: 80,
    source: wikipediaList(3, 'taken from it (the earlier values differed by up to 1.6 °C)'),
    wetDaysSource: 'Aeronautica Militare, 1971-2000 Roma Urbe: 79 days (Atlante Climatico d\'Italia, as https://infokontak.com/it/Stazione_meteorologica_di_Roma_Urbe quotes it)',
  },
  {
    name: 'Athens',
    monthlyMean: [10.2, 10.7, 12.9, 16.4, 21.0, 25.6, 27.6, 27.5, 23.6, 19.2, 15.0, 11.6],
    wetDays: 40,
    source: 'HNMS (national service) table of monthly mean temperature, period not stated, as http://greece-tourism.blogspot.com/2007/06/climate-weather.html quotes it: agrees within 0.6 °C. The Wikipedia list (central Athens) is up to 1.8 °C warmer in summer',
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Lisbon',
    monthlyMean: [11.6, 12.6, 14.7, 16.1, 18.7, 21.8, 23.2, 23.6, 22.0, 19.0, 15.0, 12.5],
    wetDays: 85,
    source: wikipediaList(3, 'agrees within 0.7 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Berlin',
    monthlyMean: [0.9, 1.6, 4.7, 9.5, 14.0, 17.3, 19.4, 19.0, 14.8, 9.8, 5.1, 2.0],
    wetDays: 105,
    source: wikipediaList(3, 'agrees within 0.9 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Helsinki',
    monthlyMean: [-3.9, -4.7, -1.3, 3.9, 10.2, 14.6, 17.8, 16.3, 11.5, 6.6, 1.6, -2.0],
    wetDays: 110,
    source: wikipediaList(3, 'taken from it (the earlier values differed by up to 1.4 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Moscow',
    monthlyMean: [-6.4, -6.0, -0.8, 6.7, 13.2, 17.0, 19.2, 17.1, 11.3, 5.1, -0.6, -4.4],
    wetDays: 115,
    source: wikipediaList(3, 'agrees within 0.8 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Reykjavik',
    monthlyMean: [-0.5, 0.4, 0.5, 2.9, 6.3, 9.0, 10.6, 10.3, 7.4, 4.4, 1.1, -0.2],
    wetDays: 150,
    source: wikipediaList(3, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Tromsø',
    monthlyMean: [-3.4, -3.6, -2.2, 0.9, 5.1, 9.3, 12.6, 11.6, 7.8, 3.5, 0.2, -2.1],
    wetDays: 165,
    source: wikipediaList(3, 'agrees within 0.9 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  // Africa
  {
    name: 'Cairo',
    monthlyMean: [13.6, 14.9, 16.9, 21.2, 24.5, 27.3, 27.6, 27.4, 26.0, 23.3, 18.9, 15.0],
    wetDays: 5,
    source: wikipediaList(1, 'taken from it (the earlier values differed by up to 1.4 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Dakar',
    monthlyMean: [21.0, 21.0, 21.0, 21.0, 22.0, 25.0, 27.0, 27.0, 27.0, 27.0, 26.0, 23.0],
    wetDays: 30,
    source: wikipediaList(1, 'taken from it (the earlier values differed by up to 1.8 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Lagos',
    monthlyMean: [27.8, 28.7, 28.8, 28.2, 27.4, 26.2, 25.5, 25.4, 25.9, 26.6, 27.6, 27.6],
    wetDays: 110,
    source: wikipediaList(1, 'agrees within 0.6 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Khartoum',
    monthlyMean: [23.6, 25.3, 28.7, 32.1, 34.5, 34.6, 32.3, 31.4, 32.5, 32.6, 28.6, 25.0],
    wetDays: 10,
    source: wikipediaList(1, 'agrees within 0.5 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Kinshasa',
    monthlyMean: [26.4, 26.7, 26.9, 27.0, 26.5, 24.4, 22.6, 23.6, 25.4, 26.3, 26.2, 26.0],
    wetDays: 100,
    source: wikipediaList(1, 'agrees within 0.7 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Nairobi',
    monthlyMean: [19.0, 19.6, 20.0, 19.5, 18.5, 17.2, 16.5, 16.8, 18.2, 19.3, 18.8, 18.6],
    wetDays: 70,
    source: wikipediaList(1, 'agrees within 1.0 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Johannesburg',
    monthlyMean: [19.5, 19.0, 18.0, 15.3, 12.6, 9.6, 10.0, 12.5, 15.9, 17.1, 17.9, 19.0],
    wetDays: 75,
    source: wikipediaList(1, 'taken from it (the earlier values differed by up to 1.5 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Cape Town',
    monthlyMean: [20.4, 20.4, 19.2, 16.9, 14.4, 12.5, 11.9, 12.4, 13.7, 15.6, 17.9, 19.5],
    wetDays: 70,
    source: wikipediaList(1, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  // Asia
  {
    name: 'Dubai',
    monthlyMean: [18.7, 19.3, 22.3, 26.1, 29.9, 32.2, 34.4, 34.4, 32.1, 28.7, 24.3, 20.6],
    wetDays: 5,
    source: wikipediaList(2, 'taken from it (the earlier values differed by up to 2.0 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Delhi',
    monthlyMean: [13.8, 16.5, 22.1, 28.7, 32.8, 34.0, 30.9, 29.7, 29.0, 26.1, 20.5, 15.3],
    wetDays: 40,
    source: wikipediaList(2, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Mumbai',
    monthlyMean: [24.5, 25.3, 27.3, 28.9, 30.2, 29.3, 27.6, 27.3, 27.6, 28.7, 27.8, 25.8],
    wetDays: 75,
    source: wikipediaList(2, 'agrees within 0.8 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Bangkok',
    monthlyMean: [27.5, 28.6, 29.7, 30.7, 30.2, 29.7, 29.5, 29.2, 28.7, 28.5, 28.1, 27.0],
    wetDays: 110,
    source: wikipediaList(2, 'agrees within 0.5 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Singapore',
    monthlyMean: [26.9, 27.4, 27.8, 28.3, 28.6, 28.6, 28.3, 28.1, 27.9, 27.8, 27.1, 26.7],
    wetDays: 150,
    source: wikipediaList(2, 'agrees within 0.9 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Jakarta',
    monthlyMean: [26.1, 26.1, 26.4, 27.0, 27.2, 26.7, 26.4, 26.7, 27.0, 27.2, 27.0, 26.4],
    wetDays: 125,
    source: wikipediaList(2, 'taken from it (the earlier values differed by up to 1.7 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Hong Kong',
    monthlyMean: [16.3, 17.0, 19.4, 22.8, 26.1, 28.1, 28.8, 28.6, 27.7, 25.5, 21.8, 17.9],
    wetDays: 100,
    source: wikipediaList(2, 'agrees within 0.3 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Tokyo',
    monthlyMean: [5.4, 6.1, 9.4, 14.3, 18.8, 21.9, 25.7, 26.9, 23.3, 18.0, 12.5, 7.7],
    wetDays: 105,
    source: wikipediaList(2, 'agrees within 0.7 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Beijing',
    monthlyMean: [-3.1, 0.3, 6.7, 14.8, 20.8, 24.9, 26.9, 25.6, 20.8, 13.7, 5.0, -1.1],
    wetDays: 60,
    source: wikipediaList(2, 'agrees within 0.2 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Novosibirsk',
    monthlyMean: [-16.5, -14.8, -7.6, 2.3, 11.8, 17.1, 19.4, 16.6, 10.2, 3.1, -6.9, -14.0],
    wetDays: 90,
    source: wikipediaList(2, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Yakutsk',
    monthlyMean: [-38.6, -33.8, -20.1, -4.8, 7.5, 16.4, 19.5, 15.2, 6.1, -7.8, -27.0, -37.6],
    wetDays: 50,
    source: wikipediaList(2, 'agrees exactly'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  // Oceania and the Pacific
  {
    name: 'Darwin',
    monthlyMean: [28.5, 28.3, 28.3, 28.1, 26.7, 25.1, 24.8, 25.6, 27.5, 29.0, 29.3, 29.1],
    wetDays: 95,
    source: wikipediaList(5, 'agrees within 0.4 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Alice Springs',
    monthlyMean: [29.0, 27.8, 24.9, 20.1, 15.1, 12.0, 11.6, 14.3, 18.9, 22.8, 25.9, 27.9],
    wetDays: 30,
    source: wikipediaList(5, 'agrees within 1.0 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Perth',
    monthlyMean: [24.5, 24.9, 23.1, 19.8, 16.4, 14.1, 13.2, 13.6, 15.0, 17.3, 20.2, 22.6],
    wetDays: 75,
    source: wikipediaList(5, 'agrees within 0.2 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Sydney',
    monthlyMean: [22.3, 22.3, 21.2, 18.5, 15.5, 13.1, 12.2, 13.4, 15.5, 17.8, 19.6, 21.3],
    wetDays: 100,
    source: wikipediaList(5, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Auckland',
    monthlyMean: [20.0, 20.5, 19.1, 16.9, 14.6, 12.4, 11.5, 12.0, 13.3, 14.8, 16.5, 18.5],
    wetDays: 130,
    source: wikipediaList(5, 'agrees within 0.9 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Christchurch',
    monthlyMean: [17.4, 17.0, 15.3, 12.4, 9.5, 7.0, 6.6, 7.8, 10.0, 12.0, 14.0, 16.0],
    wetDays: 80,
    source: wikipediaList(5, 'agrees within 0.3 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Honolulu',
    monthlyMean: [23.2, 23.2, 23.8, 24.6, 25.6, 26.8, 27.3, 27.8, 27.6, 26.8, 25.4, 24.0],
    wetDays: 45,
    source: wikipediaList(5, 'agrees within 0.3 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  // The Americas
  {
    name: 'Anchorage',
    monthlyMean: [-8.3, -6.6, -3.0, 2.7, 8.8, 12.9, 14.9, 13.7, 9.2, 1.6, -5.4, -7.2],
    wetDays: 80,
    source: wikipediaList(4, 'taken from it (the earlier values differed by up to 1.2 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Fairbanks',
    monthlyMean: [-21.9, -18.3, -11.2, 0.5, 9.9, 16.0, 17.1, 13.6, 7.3, -4.2, -16.2, -19.8],
    wetDays: 55,
    source: wikipediaList(4, 'taken from it (the earlier values differed by up to 1.7 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Vancouver',
    monthlyMean: [4.4, 4.9, 6.6, 9.2, 12.6, 15.4, 17.9, 18.0, 15.0, 10.3, 6.5, 3.8],
    wetDays: 145,
    source: wikipediaList(4, 'agrees within 0.3 °C; ECCC 1971-2000 Vancouver Int\'l A (http://www.climate.weatheroffice.gc.ca/climate_normals/results_e.html?stnID=889) agrees within 1.1 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Winnipeg',
    monthlyMean: [-16.4, -13.7, -6.4, 4.0, 11.5, 17.0, 19.7, 18.8, 12.9, 4.8, -4.8, -12.9],
    wetDays: 70,
    source: wikipediaList(4, 'agrees within 0.6 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Chicago',
    monthlyMean: [-4.6, -2.4, 3.2, 9.4, 15.0, 20.5, 23.3, 22.4, 18.1, 11.4, 4.6, -2.4],
    wetDays: 90,
    source: wikipediaList(4, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'New York',
    monthlyMean: [0.5, 1.6, 5.6, 11.7, 17.2, 22.4, 25.3, 24.6, 20.9, 14.6, 8.8, 3.6],
    wetDays: 95,
    source: wikipediaList(4, 'agrees within 0.7 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Phoenix',
    monthlyMean: [13.8, 15.5, 19.2, 23.2, 28.5, 33.7, 35.5, 34.8, 31.9, 25.3, 18.2, 13.1],
    wetDays: 20,
    source: wikipediaList(4, 'agrees within 1.0 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Miami',
    monthlyMean: [20.4, 21.6, 22.8, 24.7, 26.9, 28.5, 29.1, 29.2, 28.6, 26.9, 23.9, 21.7],
    wetDays: 95,
    source: wikipediaList(4, 'agrees within 0.5 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Mexico City',
    monthlyMean: [14.1, 15.6, 17.6, 19.0, 19.6, 19.1, 18.1, 18.2, 17.8, 16.9, 15.6, 14.4],
    wetDays: 95,
    source: wikipediaList(4, 'agrees within 0.7 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Bogota',
    monthlyMean: [14.3, 14.5, 14.9, 14.9, 15.0, 14.5, 14.6, 14.1, 14.3, 14.3, 14.4, 14.6],
    wetDays: 140,
    source: wikipediaList(6, 'taken from it (the earlier values differed by up to 1.4 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Manaus',
    monthlyMean: [26.1, 25.9, 26.0, 26.2, 26.2, 26.4, 26.5, 27.3, 27.7, 27.7, 27.2, 26.6],
    wetDays: 165,
    source: wikipediaList(6, 'taken from it (the earlier values differed by up to 1.3 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Lima',
    monthlyMean: [22.1, 22.7, 22.2, 20.6, 18.8, 17.5, 16.7, 16.2, 16.4, 17.3, 18.7, 20.7],
    wetDays: 2,
    source: wikipediaList(6, 'taken from it (the earlier values differed by up to 1.1 °C)'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Rio de Janeiro',
    monthlyMean: [27.0, 27.4, 26.6, 25.0, 23.2, 22.1, 21.6, 22.1, 22.5, 23.6, 24.9, 26.2],
    wetDays: 100,
    source: wikipediaList(6, 'agrees within 0.9 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Santiago',
    monthlyMean: [21.6, 20.8, 18.6, 14.8, 11.5, 8.8, 8.4, 9.7, 12.0, 14.9, 17.9, 20.4],
    wetDays: 30,
    source: wikipediaList(6, 'agrees within 0.6 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Buenos Aires',
    monthlyMean: [25.1, 24.0, 22.4, 18.5, 15.1, 12.2, 11.4, 13.0, 15.0, 18.1, 21.1, 23.8],
    wetDays: 85,
    source: wikipediaList(6, 'agrees within 0.6 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
  {
    name: 'Ushuaia',
    monthlyMean: [9.6, 9.3, 7.7, 5.5, 3.1, 1.4, 1.2, 2.2, 4.1, 6.2, 7.8, 9.1],
    wetDays: 115,
    source: wikipediaList(6, 'agrees within 0.3 °C'),
    wetDaysSource: UNVERIFIED_WET_DAYS,
  },
];
