import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contractWording, MESSAGE_SETS } from '@portal/contract/message-keys';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import sw from './sw.json';

// Lists (a page's paragraphs) are trees too: their keys are their indexes.
type Tree = { [key: string]: string | Tree } | (string | Tree)[];

/** Every leaf key of a catalogue, dotted: `auth.login.title`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v as Tree, key)) out.set(kk, vv);
  }
  return out;
}

const EN = leaves(en as Tree);
const SW = leaves(sw as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('Swahili has every key English has', () => {
    expect([...EN.keys()].filter((k) => !SW.has(k))).toEqual([]);
  });

  it('English has every key Swahili has', () => {
    expect([...SW.keys()].filter((k) => !EN.has(k))).toEqual([]);
  });

  it('no text is empty, and each translation fills the same placeholders', () => {
    for (const [key, text] of EN) {
      const other = SW.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it("English `msg.*` and `twoFactorMsg.*` say each contract message in the contract's own words", () => {
    const sections = Object.keys(MESSAGE_SETS).map((s) => `${s}.`);
    for (const [key, text] of EN) {
      if (!sections.some((s) => key.startsWith(s))) continue;
      const wording = contractWording(key);
      expect(wording, key).toBeDefined();
      expect(text, key).toBe(wording!.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });
});

// The static scan: every literal key a component asks for is in the catalogues.
const SRC = path.resolve(import.meta.dirname, '../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
// t('a.b'), t("a.b"), i18nKey="a.b", and tk('a.b') (a key named for a later t()).
const KEY_USE = /(?:\bt|\btk)\(\s*['"]([\w.-]+)['"]|i18nKey=["']([\w.-]+)["']/g;
const PLURALS = ['_zero', '_one', '_two', '_few', '_many', '_other'];
const BRANCHES = new Set([...EN.keys()].flatMap((k) => k.split('.').map((_, i, parts) => parts.slice(0, i).join('.'))));

describe('the components', () => {
  it('ask only for keys the catalogues hold', () => {
    const missing: string[] = [];
    let used = 0;
    for (const file of sourceFiles(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(KEY_USE)) {
        const key = m[1] ?? m[2]!;
        used += 1;
        // A key may name a leaf, a plural's base, or a list or group read whole (returnObjects).
        const found = EN.has(key) || PLURALS.some((p) => EN.has(key + p)) || BRANCHES.has(key);
        if (!found) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
    }
    expect(used).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
