import type { Locale } from '@portal/contract/locale';
import type { FormData, NamedItem } from '@portal/contract/reference';
import type { TFunction } from 'i18next';

/** The lists the catalogues translate (`reference.<list>.<English name>`); countries are Intl's. */
const CATALOGUE_LISTS = [
  'genders',
  'steps',
  'sectors',
  'clientLocations',
  'organisationTypes',
  'marketingSources',
] as const satisfies (keyof FormData)[];

const A = 'A'.charCodeAt(0);
let regionByEnglishName: Map<string, string> | undefined;

// The seeded list's names that Intl spells otherwise.
const SEEDED_NAMES: Record<string, string> = {
  'Bonaire, Sint Eustatius and Saba': 'BQ',
  'Cabo Verde': 'CV',
  Congo: 'CG',
  'Democratic Republic of the Congo': 'CD',
  'Holy See': 'VA',
  'Hong Kong': 'HK',
  Macao: 'MO',
  Myanmar: 'MM',
  Palestine: 'PS',
  Pitcairn: 'PN',
  'Saint Helena, Ascension and Tristan da Cunha': 'SH',
  'Saint Vincent and the Grenadines': 'VC',
  'Sao Tome and Principe': 'ST',
  'South Georgia and the South Sandwich Islands': 'GS',
  Turkey: 'TR',
  'United States Minor Outlying Islands': 'UM',
  'Virgin Islands (British)': 'VG',
  'Virgin Islands (U.S.)': 'VI',
};

/** The ISO region code of a country's English name as the seeded list spells it. */
function regionCode(name: string): string | undefined {
  if (!regionByEnglishName) {
    regionByEnglishName = new Map(Object.entries(SEEDED_NAMES));
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let i = 0; i < 26 * 26; i++) {
      const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
      const n = english.of(code);
      if (n && !regionByEnglishName.has(n)) regionByEnglishName.set(n.normalize('NFC'), code);
    }
  }
  // Intl writes "Côte d’Ivoire", "Antigua & Barbuda", "St. Lucia".
  const spellings = [
    name,
    name.replace(/'/g, '’'),
    name.replace(/ and /g, ' & '),
    name.replace(/^Saint /, 'St. ').replace(/ and /g, ' & '),
  ];
  for (const s of spellings) {
    const code = regionByEnglishName.get(s.normalize('NFC'));
    if (code) return code;
  }
  return undefined;
}

function countriesIn(items: NamedItem[], locale: Locale): NamedItem[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const shown = items.map((c) => {
    const code = regionCode(c.name);
    return { id: c.id, name: (code && names.of(code)) || c.name };
  });
  // Alphabetical as she reads them: a Swahili name may start with another letter.
  return shown.sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The form's choice lists in her language (issue 19): the ids stay, only the names she reads
 * change, so nothing stored or sent depends on the language. A name the catalogue doesn't know
 * (a list staff extended) shows in English.
 */
export function localiseFormData(data: FormData, locale: Locale, t: TFunction): FormData {
  if (locale === 'en') return data;
  const out: FormData = { ...data, countries: countriesIn(data.countries, locale) };
  for (const list of CATALOGUE_LISTS) {
    const names = t(`reference.${list}`, { returnObjects: true }) as Record<string, string>;
    out[list] = data[list].map((item) => ({ id: item.id, name: names[item.name] ?? item.name }));
  }
  return out;
}
