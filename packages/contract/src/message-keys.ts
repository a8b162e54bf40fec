import { MSG } from './messages';

/** The key of a contract message: what a catalogue translates (`msg.<key>` in the web's catalogues). */
export type MsgKey = keyof typeof MSG;

/** A message recognised by its wording: its key and the values that filled its `{placeholders}`. */
export interface KnownMessage {
  key: MsgKey;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Several keys share a wording ("An error occurred."): the first one listed wins, which is fine
// because a catalogue must then translate them alike.
const exact = new Map<string, MsgKey>();
const templates: { key: MsgKey; pattern: RegExp; names: string[] }[] = [];
for (const [key, text] of Object.entries(MSG) as [MsgKey, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.length === 0) {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
}

/**
 * The key of a message the API or a contract schema gave in English (the API contract answers
 * English `message` and field `errors` strings): the web translates by this key, so the payloads
 * of spec §7 stay as they are. Undefined for a wording that is not the contract's.
 */
export function messageKeyOf(text: string): KnownMessage | undefined {
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (m) return { key: t.key, values: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return undefined;
}
