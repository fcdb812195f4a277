import type { MultiLineString, MultiPolygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { continuousPath, planarLines, planarPolygons, shiftedBy } from '@renderer/map/leaflet/antimeridian';
import atlasJson from 'world-atlas/countries-110m.json';

/** The longest step east or west in any path, leaving out edges along a pole (a pole ring's closure). */
function longestStep(paths: readonly (readonly Position[])[]): number {
  let longest = 0;
  for (const path of paths) {
    for (let index = 1; index < path.length; index += 1) {
      const [from, to] = [path[index - 1] ?? [], path[index] ?? []];
      if (Math.abs(from[1] ?? 0) === 90 && from[1] === to[1]) continue;
      longest = Math.max(longest, Math.abs((to[0] ?? 0) - (from[0] ?? 0)));
    }
  }
  return longest;
}

describe('shapes for a flat map', () => {
  it('turns a step over the 180° seam into a step into the next world copy', () => {
    expect(continuousPath([[178, 66], [-179, 66], [-177, 65]])).toEqual([[178, 66], [181, 66], [183, 65]]);
    expect(continuousPath([[-178, 10], [179, 10]])).toEqual([[-178, 10], [-181, 10]]);
  });

  it('moves a shape a turn east or west, for the world copy beside the one drawn', () => {
    const lines = planarLines({ type: 'MultiLineString', coordinates: [[[178, 66], [-179, 66]], [[10, 50], [11, 51]]] });
    expect(shiftedBy(lines, -360).coordinates).toEqual([
      [[-182, 66], [-179, 66]],
      [[-350, 50], [-349, 51]],
    ]);
    expect(shiftedBy({ type: 'MultiPolygon', coordinates: [[[[0, 0], [1, 0], [1, 1], [0, 0]]]] }, 360).coordinates).toEqual([[[[360, 0], [361, 0], [361, 1], [360, 0]]]]);
  });

  it('closes a ring that goes round the South Pole along the pole', () => {
    const ring: Position[] = [[-180, -80], [-60, -75], [60, -70], [179, -78], [-180, -80]];
    const [polygon] = planarPolygons({ type: 'MultiPolygon', coordinates: [[ring]] }).coordinates;
    expect(polygon?.[0]?.slice(-4)).toEqual([[180, -80], [180, -90], [-180, -90], [-180, -80]]);
  });

  it('leaves no step over 180° in Natural Earth’s land, coastlines or borders', () => {
    const atlas = atlasJson as unknown as Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
    const land = feature(atlas, atlas.objects.land).features.flatMap(({ geometry }) => (geometry.type === 'MultiPolygon' ? geometry.coordinates : []));
    const globe: MultiPolygon = { type: 'MultiPolygon', coordinates: land };
    const coast: MultiLineString = mesh(atlas, atlas.objects.land);
    // The globe's own shapes do step across the seam (Russia, Fiji, Antarctica)...
    expect(longestStep(globe.coordinates.flat())).toBeGreaterThan(180);
    expect(longestStep(coast.coordinates)).toBeGreaterThan(180);
    // ...the flat map's never do, and keep every polygon.
    const flat = planarPolygons(globe);
    expect(longestStep(flat.coordinates.flat())).toBeLessThan(180);
    expect(flat.coordinates).toHaveLength(globe.coordinates.length);
    expect(longestStep(planarLines(coast).coordinates)).toBeLessThan(180);
    expect(longestStep(planarLines(mesh(atlas, atlas.objects.countries, (a, b) => a !== b)).coordinates)).toBeLessThan(180);
  });
});
