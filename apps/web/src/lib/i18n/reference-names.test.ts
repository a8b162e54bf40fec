import type { FormData } from '@portal/contract/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { applyLocale } from './locale';
import { localiseFormData } from './reference-names';

const list = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
const data: FormData = {
  genders: list('Female', 'Male'),
  countries: list('Kenya', 'United States', "Côte d'Ivoire", 'Saint Lucia', 'Congo', 'Atlantis'),
  steps: list('Idea'),
  sectors: list('Agriculture and Agritech', 'A sector staff added'),
  clientLocations: list('East Africa'),
  organisationTypes: list('Partnership'),
  marketingSources: list('Social media'),
};

describe('localiseFormData', () => {
  beforeAll(() => applyLocale('sw'));
  afterAll(() => applyLocale('en'));

  it('leaves English as it came (the same object)', () => {
    expect(localiseFormData(data, 'en', i18n.t)).toBe(data);
  });

  it('names each choice in Kiswahili and keeps its id; a name the catalogue lacks stays English', () => {
    const sw = localiseFormData(data, 'sw', i18n.t);
    expect(sw.genders).toEqual([
      { id: 1, name: 'Mwanamke' },
      { id: 2, name: 'Mwanamume' },
    ]);
    expect(sw.sectors).toEqual([
      { id: 1, name: 'Kilimo na Teknolojia ya Kilimo' },
      { id: 2, name: 'A sector staff added' },
    ]);
    expect(sw.clientLocations[0]).toEqual({ id: 1, name: 'Afrika Mashariki' });
    expect(sw.marketingSources[0]).toEqual({ id: 1, name: 'Mitandao ya kijamii' });
  });

  it('names countries by their region code in Kiswahili, sorted as she reads them', () => {
    const countries = localiseFormData(data, 'sw', i18n.t).countries;
    const byId = Object.fromEntries(countries.map((c) => [c.id, c.name]));
    expect(byId[1]).toBe('Kenya');
    expect(byId[2]).toBe('Marekani');
    expect(byId[3]).toMatch(/^Cote d|^Côte d/);
    expect(byId[6]).toBe('Atlantis');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sw')));
  });
});
