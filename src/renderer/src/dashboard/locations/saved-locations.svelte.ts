import type { Location } from '@shared/api/locations';
import type { AppError } from '@shared/ipc/result';
import type { SavedLocation, SettingsPatch } from '@shared/settings';
import { savedFrom } from '@shared/saved-location';
import { places } from '../../lib/follow/places.svelte';
import { settings } from '../../lib/follow/settings.svelte';
import { moved, restored, withAdded, without, type Removal } from './location-list';
import { dashboardApi } from '../api';

/** What the last change did, for the status line under the list. */
export type LocationsNotice =
  | { kind: 'added'; name: string }
  | { kind: 'present'; name: string }
  | { kind: 'full' }
  | { kind: 'removed'; removal: Removal }
  | { kind: 'restored'; name: string };

/**
 * The dashboard's locations: the saved list (or main's default place while none is saved), the one
 * whose forecasts show, and the changes the user makes, saved through `settings.update`. Main keeps
 * both: what shows is main's effective list of places; the saved one (the settings') is what the
 * user's changes start from; the chosen place is the settings' too, so it survives moving between
 * views and windows.
 */
export class SavedLocations {
  #notice = $state.raw<LocationsNotice | null>(null);
  #error = $state.raw<AppError | null>(null);
  #saving = $state(false);

  /** True while nothing is saved and main's default place stands in. */
  get usingDefault(): boolean {
    return this.#saved.length === 0;
  }

  /** The saved list as the settings have it. */
  get #saved(): SavedLocation[] {
    return settings.value?.locations ?? [];
  }

  /** In order; the first is the tray's. */
  get shown(): SavedLocation[] {
    return places.value ?? [];
  }

  /** The chosen place while it is in the list, else the first. */
  get selected(): SavedLocation | null {
    const chosen = settings.value?.chosenPlaceId;
    return this.shown.find((location) => location.id === chosen) ?? this.shown[0] ?? null;
  }

  get notice(): LocationsNotice | null {
    return this.#notice;
  }

  get error(): AppError | null {
    return this.#error ?? places.error;
  }

  get saving(): boolean {
    return this.#saving;
  }

  async select(id: string): Promise<void> {
    await this.#save({ chosenPlaceId: id });
  }

  async add(place: Location): Promise<void> {
    const location = savedFrom(place);
    const outcome = withAdded(this.shown, location);
    if (outcome.kind === 'full') {
      this.#notice = { kind: 'full' };
      return;
    }
    if (outcome.kind === 'present') {
      // Choosing the default place makes it a saved one, so it stays when others are added.
      if (!(await this.#save({ ...(this.usingDefault ? { locations: this.shown } : {}), chosenPlaceId: outcome.id }))) return;
      this.#notice = { kind: 'present', name: location.name };
      return;
    }
    if (!(await this.#save({ locations: outcome.locations, chosenPlaceId: location.id }))) return;
    this.#notice = { kind: 'added', name: location.name };
  }

  async move(id: string, offset: number): Promise<void> {
    const next = moved(this.#saved, id, offset);
    if (next.every((location, index) => location.id === this.#saved[index]?.id)) return;
    if (await this.#save({ locations: next })) this.#notice = null;
  }

  async remove(id: string): Promise<void> {
    const { locations, removal } = without(this.#saved, id);
    if (removal === null || !(await this.#save({ locations }))) return;
    this.#notice = { kind: 'removed', removal };
  }

  async undoRemove(): Promise<void> {
    const notice = this.#notice;
    if (notice?.kind !== 'removed') return;
    const next = restored(this.#saved, notice.removal);
    if (next === null) {
      this.#notice = null;
      return;
    }
    if (!(await this.#save({ locations: next, chosenPlaceId: notice.removal.location.id }))) return;
    this.#notice = { kind: 'restored', name: notice.removal.location.name };
  }

  async #save(patch: Pick<SettingsPatch, 'locations' | 'chosenPlaceId'>): Promise<boolean> {
    this.#saving = true;
    const answer = await dashboardApi().settings.update(patch);
    this.#saving = false;
    if (!answer.ok) {
      this.#error = answer.error;
      return false;
    }
    this.#error = null;
    // Main's events say the same, perhaps after this answer: the window shows it at once.
    settings.accept(answer.value);
    // Saved places are the effective list.
    if (answer.value.locations.length > 0) places.accept(answer.value.locations);
    return true;
  }
}
