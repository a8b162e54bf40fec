import { MSG } from './messages';
import { TWO_FACTOR_MSG } from './two-factor';

/**
 * The contract's message sets, each under the catalogue section that translates it: `msg.<key>`
 * for MSG, `twoFactorMsg.<key>` for two-step sign-in's. A catalogue's English must say each in
 * these exact words (the web's catalogue test).
 */
export const MESSAGE_SETS = { msg: MSG, twoFactorMsg: TWO_FACTOR_MSG } as const;
type Sets = typeof MESSAGE_SETS;

/** The catalogue key of a contract message: `msg.emailInvalid`, `twoFactorMsg.codeWrong`. */
export type MsgKey = { [S in keyof Sets]: `${S}.${keyof Sets[S] & string}` }[keyof Sets];

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
for (const [set, messages] of Object.entries(MESSAGE_SETS)) {
  for (const [name, text] of Object.entries(messages) as [string, string][]) {
    const key = `${set}.${name}` as MsgKey;
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
}

/** The contract's wording of a catalogue key (undefined for a key that is not a contract message). */
export function contractWording(key: string): string | undefined {
  const [set, name] = key.split('.', 2) as [string, string];
  const messages = (MESSAGE_SETS as Record<string, Record<string, string>>)[set];
  return messages && Object.hasOwn(messages, name) ? messages[name] : undefined;
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
