import { isDeepStrictEqual } from 'node:util';
import {
  currentSettingsVersion,
  type Settings,
  type MainSettingsPatch,
  type SettingsRecovery,
  type SettingsRecoveryReason,
} from '@shared/settings';
import { settingsSchema } from '@shared/settings-schema';
import { noSystemLanguages, type SystemLocale } from '@shared/system-locale';
import { Emitter, type Event } from '../events';
import type { Logger } from '../logger';
import { followingSystem, withSystemChoices } from './follow-system';
import { mergeSettingsPatch } from './merge-patch';
import { migrateSettings } from './migrations';
import { recoverFieldByField, type RecoveredSettings } from './recover-fields';
import { withoutDanglingReferences } from './references';
import { systemLocaleOf } from './system-locale';
import type { SettingsStorage } from './settings-storage';

// The storage port lives beside the service; callers that know only the service import it from here.
export { createMemorySettingsStorage, type SettingsStorage } from './settings-storage';

interface Loaded {
  settings: Settings;
  recovery: SettingsRecovery | null;
}

function freshDefaults(): Settings {
  return settingsSchema.parse({ version: currentSettingsVersion });
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

function startAfresh(
  storage: SettingsStorage,
  logger: Logger,
  reason: Exclude<SettingsRecoveryReason, 'someFields'>,
  details: Record<string, string | number>,
): Loaded {
  let keptAs: string | null = null;
  try {
    keptAs = storage.quarantine();
  } catch (error) {
    logger.error('settings: the unusable settings file could not be moved aside', { error: errorName(error) });
  }
  // Details name fields and counts, never values: settings hold no secrets, but logs stay terse.
  logger.warn('settings: the stored settings could not be used; starting from defaults', {
    reason,
    keptAs: keptAs ?? undefined,
    ...details,
  });
  return { settings: freshDefaults(), recovery: { reason, keptAs } };
}

/**
 * Settings valid but for some fields: the file is kept aside as it was, those fields take their
 * defaults, and the rest (the places above all) are saved again at once, so the next start has them.
 */
function keepWhatIsUsable(storage: SettingsStorage, logger: Logger, recovered: RecoveredSettings): Loaded {
  const { resetFields, droppedPlaces } = recovered;
  const settings = withoutDanglingReferences(recovered.settings);
  let keptAs: string | null = null;
  try {
    keptAs = storage.quarantine();
  } catch (error) {
    logger.error('settings: the partly unusable settings file could not be moved aside', { error: errorName(error) });
  }
  // Saved only once the original is safe aside; otherwise the next change writes over it, as it would anyway.
  if (keptAs !== null) {
    try {
      storage.write(settings);
    } catch (error) {
      logger.warn('settings: the recovered settings could not be saved', { error: errorName(error) });
    }
  }
  // Field paths and a count, never values: place names are the user's.
  logger.warn('settings: some stored settings could not be used; they take their defaults', {
    keptAs: keptAs ?? undefined,
    resetFields: resetFields.join(','),
    droppedPlaces: droppedPlaces.length,
  });
  return { settings, recovery: { reason: 'someFields', keptAs, resetFields, droppedPlaces } };
}

function load(storage: SettingsStorage, logger: Logger): Loaded {
  let stored: unknown;
  try {
    stored = storage.read();
  } catch (error) {
    return startAfresh(storage, logger, 'unreadable', { error: errorName(error) });
  }
  if (stored === undefined) return { settings: freshDefaults(), recovery: null };

  const migrated = migrateSettings(stored);
  if (!migrated.ok) {
    return startAfresh(storage, logger, migrated.reason === 'newerVersion' ? 'newerVersion' : 'invalid', {
      problem: migrated.reason,
    });
  }
  const parsed = settingsSchema.safeParse(migrated.settings);
  if (!parsed.success) {
    const recovered = recoverFieldByField(migrated.settings);
    if (recovered !== null) return keepWhatIsUsable(storage, logger, recovered);
    const [first] = parsed.error.issues;
    return startAfresh(storage, logger, 'invalid', {
      issues: parsed.error.issues.length,
      firstIssueAt: first?.path.join('.') ?? '',
    });
  }

  const settings = withoutDanglingReferences(parsed.data);
  if (migrated.fromVersion !== currentSettingsVersion) {
    try {
      storage.write(settings);
      logger.info('settings: migrated', { from: migrated.fromVersion, to: currentSettingsVersion });
    } catch (error) {
      // The migrated settings still apply now; the next start migrates again.
      logger.warn('settings: the migrated settings could not be saved', { error: errorName(error) });
    }
  }
  return { settings, recovery: null };
}

/**
 * The settings: loaded, migrated and validated once at start, then changed only through
 * update(). Starting never fails: a stored file with unusable fields is kept aside, and only those
 * fields take their defaults (a bad place is dropped, not the list); one that cannot be read at all
 * is set aside and the defaults apply.
 * The language and unit choices that follow the system take the system's at each start.
 */
export class SettingsService {
  #current: Settings;
  readonly #storage: SettingsStorage;
  readonly #changed = new Emitter<Settings>();
  /** Every change update() made, with the settings as they now are. */
  readonly onChange: Event<Settings> = this.#changed.event;
  /** Set when the stored settings were unusable at start; null otherwise. */
  readonly recovery: SettingsRecovery | null;
  /** What the system's languages and region suggest this run. */
  readonly system: SystemLocale;

  constructor(storage: SettingsStorage, logger: Logger, system: SystemLocale = systemLocaleOf(noSystemLanguages)) {
    this.#storage = storage;
    this.system = system;
    const loaded = load(storage, logger);
    this.#current = withSystemChoices(loaded.settings, system);
    this.recovery = loaded.recovery;
  }

  get current(): Settings {
    return this.#current;
  }

  get recoveredFromCorruptFile(): boolean {
    return this.recovery !== null;
  }

  /**
   * Applies a patch; throws (and changes nothing) when the result would not be valid. A language or
   * unit choice the patch sets becomes the user's; followsSystem: true gives it back to the system.
   */
  update(patch: MainSettingsPatch): Settings {
    const asked = followingSystem(patch, this.system);
    const next = withoutDanglingReferences(settingsSchema.parse(mergeSettingsPatch(this.#current, asked)));
    if (isDeepStrictEqual(next, this.#current)) return this.#current;
    this.#storage.write(next);
    this.#current = next;
    this.#changed.fire(next);
    return next;
  }
}
