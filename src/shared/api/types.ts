/** Every API record type and request option, for both processes. No zod here: windows import it. */
export type * from './forecasts';
export type * from './locations';
export type * from './maps';
export type * from './options';
export type * from './products';
export type * from './usage';
