import type { LogEntry } from '@portal/contract/logs';
import { htmlToText } from '../../lib/format';

/** Fields the detail view leaves out (spec 3 §2.10, §9). */
export const HIDDEN_LOG_FIELDS = new Set(['created_at', 'updated_at', 'deleted_at']);

/** The modder's full name, or 'System' for entries without one. */
export function modderName(modder: LogEntry['modder']): string {
  if (!modder) return 'System';
  return [modder.first_name, modder.middle_name, modder.last_name].filter(Boolean).join(' ') || 'System';
}

/** `updated` -> `Updated`. */
export function actionLabel(action: string): string {
  return action ? action.charAt(0).toUpperCase() + action.slice(1) : action;
}

/** Visible key/value pairs of one section (changed, new or old). */
export function visibleFields(values: Record<string, unknown> | null | undefined): [string, unknown][] {
  if (!values) return [];
  return Object.entries(values).filter(([key]) => !HIDDEN_LOG_FIELDS.has(key));
}

/** Stored rich text (a story's body, a message) is shown as the text a reader sees, not as tags. */
const LOOKS_LIKE_HTML = /<\/?(p|br|ul|ol|li|h[1-6]|strong|em|a|blockquote|span|div)\b[^>]*>/i;

export function formatLogValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string')
    return value === '' ? '""' : LOOKS_LIKE_HTML.test(value) ? htmlToText(value, true) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}
