/**
 * Which of a plan's axis labels show at a width, worked out once per plan and width: Chart.js asks
 * for each tick's label on every draw, and working the set out is quadratic in the steps.
 */
export class TickCache<Plan> {
  readonly #visible: (plan: Plan, width: number) => readonly number[];
  #last: { plan: Plan; width: number; shown: ReadonlySet<number> } | null = null;

  constructor(visible: (plan: Plan, width: number) => readonly number[]) {
    this.#visible = visible;
  }

  shown(plan: Plan, width: number, index: number): boolean {
    if (this.#last?.plan !== plan || this.#last.width !== width) this.#last = { plan, width, shown: new Set(this.#visible(plan, width)) };
    return this.#last.shown.has(index);
  }
}
