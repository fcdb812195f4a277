import { describe, expect, it } from 'vitest';
import { layerCatalogue } from '@service/maps/layer-catalogue';
import { interfaceLanguages } from '@shared/settings';
import { layerTitles, schemeNames } from '@shared/views/map-names';
import en from '@shared/i18n/messages/map/en.json' with { type: 'json' };
import de from '@shared/i18n/messages/map/de.json' with { type: 'json' };
import fi from '@shared/i18n/messages/map/fi.json' with { type: 'json' };
import sv from '@shared/i18n/messages/map/sv.json' with { type: 'json' };
import fr from '@shared/i18n/messages/map/fr.json' with { type: 'json' };
import es from '@shared/i18n/messages/map/es.json' with { type: 'json' };
import ar from '@shared/i18n/messages/map/ar.json' with { type: 'json' };

const catalogues: Readonly<Record<(typeof interfaceLanguages)[number], Readonly<Record<string, string>>>> = { en, de, fi, sv, fr, es, ar };

/**
 * Layers the app knowingly names by the service's own title, in English. Empty: a layer the local
 * service gains must get a catalogue name in every language, or be listed here on purpose.
 */
const knownToUseServiceTitle: ReadonlySet<number> = new Set();

describe('the map’s names come from the catalogue', () => {
  it('names every layer the local service offers, in every language', () => {
    const unnamed = layerCatalogue.filter((layer) => layerTitles[layer.id] === undefined && !knownToUseServiceTitle.has(layer.id)).map((layer) => `${layer.id} ${layer.title}`);
    expect(unnamed).toEqual([]);
    for (const layer of layerCatalogue) {
      const key = layerTitles[layer.id];
      if (key === undefined) continue;
      for (const language of interfaceLanguages) expect(catalogues[language][key], `${language} ${key}`).toMatch(/\S/);
    }
  });

  it('names every colour scheme the local service offers, in every language', () => {
    const schemes = [...new Set(layerCatalogue.flatMap((layer) => layer.colorschemes))];
    expect(schemes.filter((scheme) => schemeNames[scheme] === undefined)).toEqual([]);
    for (const scheme of schemes) {
      const key = schemeNames[scheme] ?? 'schemeDefault';
      for (const language of interfaceLanguages) expect(catalogues[language][key], `${language} ${key}`).toMatch(/\S/);
    }
  });

  it("names each of a layer's colour schemes apart from its others in every language, so its list never shows two alike", () => {
    for (const language of interfaceLanguages) {
      for (const layer of layerCatalogue) {
        const names = layer.colorschemes.map((scheme) => catalogues[language][schemeNames[scheme] ?? 'schemeDefault']);
        expect(new Set(names).size, `${language} layer ${layer.id}: ${names.join(' | ')}`).toBe(names.length);
      }
    }
  });

  it('gives every layer a name of its own in every language, so the picker never lists two alike', () => {
    for (const language of interfaceLanguages) {
      const names = Object.values(layerTitles).map((key) => catalogues[language][key]);
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  it('names no layer the service does not offer', () => {
    const offered = new Set(layerCatalogue.map((layer) => layer.id));
    expect(Object.keys(layerTitles).map(Number).filter((id) => !offered.has(id))).toEqual([]);
  });
});
