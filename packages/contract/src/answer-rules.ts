import type { Answers } from './applications';
import { isRevealingOption, QUESTION_TYPE, type Question } from './questions';

/*
 * Answer rules both sides apply (issue 17): the server when it stores answers, the wizard before
 * Next. One copy here, so the browser's count and the server's never drift apart.
 */

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text a reader sees in stored rich text: no tags, entities decoded, trimmed. Its length is
 * what an open-ended answer's `length` counts.
 */
export function visibleText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .trim();
}

/**
 * Whether `parent`'s answer reveals its child questions: its single-select answer is a revealing
 * option (Yes, Referred by a friend, Yes, all of them). Any other answer, or none, hides them.
 */
export function parentReveals(parent: Question, answers: Answers): boolean {
  if (parent.question_type_id !== QUESTION_TYPE.singleSelect) return false;
  const chosen = answers.single_select[String(parent.id)];
  if (chosen === undefined) return false;
  return isRevealingOption(parent.multi_choice_options.find((o) => o.id === chosen)?.option);
}

/** Field-error key of a question or a multi-part part (their ids never collide): `question_<id>`. */
export const questionErrorKey = (id: number) => `question_${id}`;
