import type { Route } from './route';

export interface RouteMatch {
  route: Route;
  path: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  segments: string[];
}

/** Matches decoded path segments against route patterns; literal segments beat `:params`. */
export class Router {
  readonly #routes: CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.#routes = routes
      .map((route) => ({ route, segments: route.pattern.split('/').filter(Boolean) }))
      // Literal routes first, so /api/v1/warning/types is not taken for a location named "types".
      .sort((a, b) => paramCount(a.segments) - paramCount(b.segments));
  }

  /** The routes whose pattern fits the path, whatever their methods. */
  match(segments: readonly string[]): RouteMatch[] {
    const matches: RouteMatch[] = [];
    for (const { route, segments: pattern } of this.#routes) {
      if (pattern.length !== segments.length) continue;
      const path: Record<string, string> = {};
      const fits = pattern.every((part, index) => {
        const actual = segments[index] ?? '';
        if (part.startsWith(':')) {
          path[part.slice(1)] = actual;
          return actual !== '';
        }
        return part === actual;
      });
      if (fits) matches.push({ route, path });
    }
    return matches;
  }
}

function paramCount(segments: readonly string[]): number {
  return segments.filter((segment) => segment.startsWith(':')).length;
}
