import type { MapMessage } from '../i18n/messages/map';

/**
 * The catalogue message that names each layer and colour scheme the service is known to offer, by
 * its id. Shared so a test can hold them against the local service's own list.
 */

/** The layers the service is known to list (the captured capabilities), by layer id. */
export const layerTitles: Readonly<Record<number, MapMessage>> = {
  2: 'layerTitle2',
  3: 'layerTitle3',
  4: 'layerTitle4',
  5: 'layerTitle5',
  8: 'layerTitle8',
  9: 'layerTitle9',
  10: 'layerTitle10',
  14: 'layerTitle14',
  21: 'layerTitle21',
  22: 'layerTitle22',
  39: 'layerTitle39',
  43: 'layerTitle43',
  45: 'layerTitle45',
  47: 'layerTitle47',
  48: 'layerTitle48',
  49: 'layerTitle49',
  50: 'layerTitle50',
  51: 'layerTitle51',
  77: 'layerTitle77',
  79: 'layerTitle79',
  80: 'layerTitle80',
  81: 'layerTitle81',
  89: 'layerTitle89',
  90: 'layerTitle90',
  91: 'layerTitle91',
  92: 'layerTitle92',
  93: 'layerTitle93',
  94: 'layerTitle94',
  114: 'layerTitle114',
  115: 'layerTitle115',
  123: 'layerTitle123',
  126: 'layerTitle126',
  128: 'layerTitle128',
  130: 'layerTitle130',
  133: 'layerTitle133',
  134: 'layerTitle134',
  136: 'layerTitle136',
  137: 'layerTitle137',
  138: 'layerTitle138',
  139: 'layerTitle139',
  141: 'layerTitle141',
};

/** The colour schemes the service is known to list (the captured capabilities), by scheme id. */
export const schemeNames: Readonly<Record<string, MapMessage>> = {
  default: 'schemeDefault',
  'tempdata-mapped-noalpha': 'schemeTemperatureClassic',
  'temp-fahrenheit': 'schemeTemperatureFahrenheit',
  'temp-fahrenheit-noalpha': 'schemeTemperatureFahrenheitOpaque',
  'sea-temp-fahrenheit': 'schemeSeaTemperatureFahrenheit',
  'winds-noalpha': 'schemeWindOpaque',
  'winds-mph': 'schemeWindMph',
  'winds-mph-noalpha': 'schemeWindMphOpaque',
  'cloudpretty-noalpha': 'schemeCloudsOnBlue',
  'data-pt-lw': 'schemePrecipitationLight',
  'radar-coverage': 'schemeRadarCoverage',
  'radar-nomask': 'schemeRadarUnmasked',
  'radar-eu': 'schemeRadarEuropean',
  'uvi-noalpha': 'schemeUvOpaque',
  'pres-color-noalpha': 'schemePressureOpaque',
  'aqi-noalpha': 'schemeAirQualityOpaque',
  'aqi-muted-transparent': 'schemeAirQualityMuted',
  'aqi-muted-noalpha': 'schemeAirQualityMutedOpaque',
  'snow-depth-in': 'schemeSnowDepthInches',
};
