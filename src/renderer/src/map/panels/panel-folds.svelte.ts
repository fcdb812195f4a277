import { defaultSettings, type FoldedPanels } from '@shared/settings';
import type { AppState } from '../../lib/app-state.svelte';

export type PanelName = keyof FoldedPanels;

/**
 * Which of the map's panels are folded to their buttons. Main's settings own the answer
 * (`map.folded`); a fold shows at once, ahead of the settings that save it.
 */
export class PanelFolds {
  readonly #app: AppState;
  #chosen = $state<Partial<FoldedPanels>>({});
  readonly folded: FoldedPanels = $derived.by(() => ({ ...(this.#app.settings?.map.folded ?? defaultSettings.map.folded), ...this.#chosen }));

  constructor(app: AppState) {
    this.#app = app;
  }

  /** Folds or opens one panel; the others' folds are sent along, as the settings keep them whole. */
  fold(panel: PanelName, folded: boolean): void {
    this.#chosen = { ...this.#chosen, [panel]: folded };
    void this.#app.updateSettings({ map: { folded: { ...this.folded } } });
  }
}
