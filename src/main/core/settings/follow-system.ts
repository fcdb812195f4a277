import { systemChoices, type MainSettingsPatch, type Settings, type SystemChoice } from '@shared/settings';
import type { SystemLocale } from '@shared/system-locale';
import { unitPresets } from '@shared/units';

/** The values a choice that follows the system takes. */
function systemValue(choice: SystemChoice, system: SystemLocale): MainSettingsPatch {
  switch (choice) {
    case 'language':
      return { language: system.language };
    case 'interfaceLanguage':
      return { interfaceLanguage: system.interfaceLanguage };
    case 'units': {
      const { temperature, wind, pressure, precipitation, distance } = unitPresets[system.units];
      return { units: { temperature, wind, pressure, precipitation, distance } };
    }
    case 'clock':
      return { units: { clock: system.clock } };
  }
}

function mergeUnits(base: MainSettingsPatch, more: MainSettingsPatch): MainSettingsPatch {
  return { ...base, ...more, ...(base.units === undefined && more.units === undefined ? {} : { units: { ...base.units, ...more.units } }) };
}

function setsChoice(patch: MainSettingsPatch, choice: SystemChoice): boolean {
  switch (choice) {
    case 'language':
      return patch.language !== undefined;
    case 'interfaceLanguage':
      return patch.interfaceLanguage !== undefined;
    case 'units':
      return patch.units !== undefined && Object.entries(patch.units).some(([key, value]) => key !== 'clock' && value !== undefined);
    case 'clock':
      return patch.units?.clock !== undefined;
  }
}

/** The settings with every choice that follows the system set to what the system suggests now. */
export function withSystemChoices(settings: Settings, system: SystemLocale): Settings {
  const follows = settings.followsSystem;
  const measures = follows.units ? systemValue('units', system).units : undefined;
  return {
    ...settings,
    language: follows.language ? system.language : settings.language,
    interfaceLanguage: follows.interfaceLanguage ? system.interfaceLanguage : settings.interfaceLanguage,
    units: { ...settings.units, ...measures, clock: follows.clock ? system.clock : settings.units.clock },
  };
}

/**
 * A patch as the settings take it: a choice the patch sets becomes the user's; one it sends back to
 * the system (followsSystem: true) takes the system's value at once, whatever else the patch says.
 */
export function followingSystem(patch: MainSettingsPatch, system: SystemLocale): MainSettingsPatch {
  let result: MainSettingsPatch = patch;
  const follows: Partial<Record<SystemChoice, boolean>> = { ...patch.followsSystem };
  for (const choice of systemChoices) {
    if (patch.followsSystem?.[choice] === true) result = mergeUnits(result, systemValue(choice, system));
    else if (setsChoice(patch, choice)) follows[choice] = false;
  }
  return Object.keys(follows).length === 0 ? result : { ...result, followsSystem: follows };
}
