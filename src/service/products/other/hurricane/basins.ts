/**
 * The tropical cyclone basins, their seasons (the chance, per month, that a five-day slot brings
 * a new storm), where storms form, and how they move: westwards with the trade winds, then
 * recurving polewards and eastwards into the westerlies.
 */
export interface Basin {
  code: string;
  name: string;
  /** Chance per five-day slot by month, January first. */
  activity: readonly number[];
  genesis: { lat: readonly [number, number]; lon: readonly [number, number] };
  /** Bearing of the initial motion (degrees, towards). */
  heading: readonly [number, number];
  /** m/s. */
  speed: readonly [number, number];
  /** Latitude where the track recurves. */
  recurveLat: readonly [number, number];
  /** Bearing the track turns towards after recurving. */
  recurveHeading: number;
  /** What a storm of hurricane force is called here. */
  severeType: 'HU' | 'TY' | 'CY';
  names: readonly string[];
}

export const basins: readonly Basin[] = [
  {
    code: 'AL', name: 'North Atlantic',
    activity: [0, 0, 0, 0, 0, 0.15, 0.3, 0.6, 0.9, 0.5, 0.2, 0.05],
    genesis: { lat: [10, 18], lon: [-55, -25] }, heading: [280, 295], speed: [5, 7], recurveLat: [22, 32], recurveHeading: 45,
    severeType: 'HU',
    names: ['Amara', 'Bennett', 'Corinne', 'Dmitri', 'Estella', 'Farid', 'Giselle', 'Horatio', 'Ines', 'Jasper', 'Kerstin', 'Lorcan', 'Mireille', 'Nolan', 'Odalys', 'Piers', 'Rosalind', 'Soren', 'Thea', 'Ulrich', 'Viviane', 'Wendell'],
  },
  {
    code: 'EP', name: 'Eastern North Pacific',
    activity: [0, 0, 0, 0, 0.1, 0.5, 0.7, 0.8, 0.7, 0.4, 0.1, 0],
    genesis: { lat: [10, 16], lon: [-112, -95] }, heading: [285, 300], speed: [4, 6], recurveLat: [24, 30], recurveHeading: 20,
    severeType: 'HU',
    names: ['Alondra', 'Benicio', 'Catalina', 'Dario', 'Esmeralda', 'Fabian', 'Graciela', 'Hugo', 'Itzel', 'Joaquin', 'Karina', 'Lisandro', 'Marisol', 'Nestor', 'Octavia', 'Paulino', 'Rocio', 'Santos', 'Tamara', 'Ulises', 'Valeria', 'Wilfredo'],
  },
  {
    code: 'WP', name: 'Western North Pacific',
    activity: [0.2, 0.1, 0.1, 0.2, 0.3, 0.4, 0.7, 0.9, 0.9, 0.8, 0.5, 0.3],
    genesis: { lat: [8, 18], lon: [130, 160] }, heading: [290, 310], speed: [5, 7], recurveLat: [20, 30], recurveHeading: 40,
    severeType: 'TY',
    names: ['Anding', 'Bulan', 'Camia', 'Dalisay', 'Halimaw', 'Kalapati', 'Lawin', 'Malaya', 'Narra', 'Pagasa', 'Sampaguita', 'Tala', 'Ulap', 'Yakal'],
  },
  {
    code: 'IO', name: 'North Indian',
    activity: [0, 0, 0, 0.15, 0.3, 0.15, 0, 0, 0.05, 0.3, 0.4, 0.2],
    genesis: { lat: [10, 15], lon: [85, 92] }, heading: [320, 345], speed: [3, 5], recurveLat: [18, 22], recurveHeading: 20,
    severeType: 'CY',
    names: ['Akash', 'Bijli', 'Chapala', 'Dhruv', 'Ekta', 'Falak', 'Gagan', 'Hima', 'Ira', 'Jaladhi'],
  },
  {
    code: 'SI', name: 'South-West Indian',
    activity: [0.6, 0.7, 0.5, 0.3, 0.05, 0, 0, 0, 0, 0.05, 0.2, 0.4],
    genesis: { lat: [-16, -10], lon: [55, 85] }, heading: [240, 255], speed: [4, 6], recurveLat: [-24, -18], recurveHeading: 150,
    severeType: 'CY',
    names: ['Aina', 'Bako', 'Celestine', 'Dera', 'Eliakim', 'Fanja', 'Gervais', 'Hasina', 'Iloniaina', 'Jery', 'Kanto', 'Lalao', 'Miora', 'Noro'],
  },
  {
    code: 'AU', name: 'Australian region',
    activity: [0.6, 0.7, 0.5, 0.3, 0.05, 0, 0, 0, 0, 0.05, 0.2, 0.4],
    genesis: { lat: [-16, -11], lon: [112, 150] }, heading: [230, 250], speed: [3, 5], recurveLat: [-24, -18], recurveHeading: 160,
    severeType: 'CY',
    names: ['Alinta', 'Bindi', 'Cobar', 'Dinawan', 'Elanora', 'Garrawi', 'Jarrah', 'Kirra', 'Lowanna', 'Marlu', 'Nerida', 'Pindari', 'Tarni', 'Warrigal'],
  },
  {
    code: 'SP', name: 'South Pacific',
    activity: [0.5, 0.6, 0.5, 0.3, 0.05, 0, 0, 0, 0, 0, 0.15, 0.3],
    genesis: { lat: [-16, -10], lon: [165, 190] }, heading: [200, 220], speed: [4, 6], recurveLat: [-22, -18], recurveHeading: 130,
    severeType: 'CY',
    names: ['Alofa', 'Bula', 'Fetu', 'Havili', 'Kalo', 'Lagi', 'Manu', 'Niu', 'Penina', 'Sina', 'Tui', 'Vailea'],
  },
];
