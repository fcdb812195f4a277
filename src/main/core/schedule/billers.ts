/**
 * Who bills the app's requests. Each biller has its own daily allowance and count (the budget book
 * keeps one ledger per mode and biller), so a second tile provider billed apart never spends the
 * Weather Data Service's allowance, nor the other way round.
 */
export const billers = ['weatherData'] as const;
export type BillerId = (typeof billers)[number];

/** The Weather Data Service: the data, the account's calls, and its own map tiles. */
export const weatherDataBiller: BillerId = 'weatherData';
