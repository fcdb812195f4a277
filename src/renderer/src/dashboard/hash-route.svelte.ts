import { routeFromHash, type DashboardRoute } from './routes';

/** The view the location's hash asks for, following back/forward and links. */
export class HashRoute {
  #route = $state<DashboardRoute>(routeFromHash(window.location.hash));
  /** Set once the user has moved between views, so a view can take focus on arrival but not at load. */
  #navigated = $state(false);

  get current(): DashboardRoute {
    return this.#route;
  }

  get navigated(): boolean {
    return this.#navigated;
  }

  /** Starts following hash changes; returns the stop. */
  follow(): () => void {
    const update = (): void => {
      const next = routeFromHash(window.location.hash);
      if (next === this.#route) return;
      this.#route = next;
      this.#navigated = true;
    };
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }
}
