import { isOtherOption, isRevealingOption, isShortAnswer, QUESTION_TYPE } from '@portal/contract/questions';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../client';
import { type answers, multiChoiceOptions, multiPartOptions, multiPartQuestions, questions } from '../../schema';
import { PARTNERS, REFERRERS } from './applicant-data';
import type { Random } from './random';
import type { VentureIdea } from './venture-ideas';

type Option = { id: number; option: string };
export type SeedQuestion = {
  id: number;
  type: number;
  question: string;
  required: boolean;
  length: number | null;
  options: Option[];
  parts: { id: number; options: Option[] }[];
  children: SeedQuestion[];
};

/**
 * The active question set as the wizard serves it (top-level questions by number, their active
 * children), read from the database: the demo answers whatever questions are there, so they stay
 * valid when the seeded set changes.
 */
export async function loadQuestionSet(tx: Executor): Promise<SeedQuestion[]> {
  const rows = await tx
    .select()
    .from(questions)
    .where(eq(questions.active, 1))
    .orderBy(asc(questions.number), asc(questions.id));
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const options = await tx.select().from(multiChoiceOptions).where(inArray(multiChoiceOptions.question_id, ids));
  const parts = await tx.select().from(multiPartQuestions).where(inArray(multiPartQuestions.question_id, ids));
  const partOptions = parts.length
    ? await tx
        .select()
        .from(multiPartOptions)
        .where(
          inArray(
            multiPartOptions.multi_part_question_id,
            parts.map((p) => p.id),
          ),
        )
    : [];
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  const shaped = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        type: r.question_type_id,
        question: r.question,
        required: r.required === 1,
        length: r.length,
        options: options.filter((o) => o.question_id === r.id).sort(byId),
        parts: parts
          .filter((p) => p.question_id === r.id)
          .sort(byId)
          .map((p) => ({ id: p.id, options: partOptions.filter((o) => o.multi_part_question_id === p.id).sort(byId) })),
        children: [] as SeedQuestion[],
      },
    ]),
  );
  const top: SeedQuestion[] = [];
  for (const r of rows) {
    const q = shaped.get(r.id)!;
    if (r.parent_id === null) top.push(q);
    else shaped.get(r.parent_id)?.children.push(q);
  }
  return top;
}

/** What an answer is about: the founder's venture, her county and her figures. */
export type AnswerContext = { idea: VentureIdea; city: string; customers: number; months: number; revenue: number };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const kes = (n: number) => n.toLocaleString('en-US');

/** The text of an open-ended answer, chosen by what the question asks. */
function openText(q: SeedQuestion, c: AnswerContext, rng: Random): string {
  const { idea } = c;
  const ask = q.question.toLowerCase();
  let plain: string;
  let rich: string[];
  if (ask.includes('one phrase')) {
    plain = idea.phrase;
    rich = [idea.phrase];
  } else if (ask.includes('problem')) {
    plain = `${cap(idea.customers)} ${idea.pain}`;
    rich = [
      `${cap(idea.customers)} in ${c.city} and the neighbouring counties ${idea.pain}.`,
      `Most of them cope on their own or pay middlemen, which costs them time and money they do not have.`,
    ];
  } else if (ask.includes('solution') || ask.includes('how does')) {
    plain = `${idea.name}: ${idea.product}`;
    rich = [
      `${idea.name} offers ${idea.product}.`,
      `Customers sign up and pay with M-Pesa; a simple dashboard shows our field team who needs a visit next.`,
    ];
  } else if (ask.includes('traction')) {
    plain = `${c.customers} customers`;
    rich = [
      `${c.customers} paying customers in ${c.months} months, most of them through referrals.`,
      `A pilot with ${rng.pick(PARTNERS)} is under way.`,
    ];
  } else if (ask.includes('revenue')) {
    plain = kes(c.revenue);
    rich = [`About KES ${kes(c.revenue)} in the last 12 months.`];
  } else if (ask.includes('referred')) {
    plain = rng.pick(REFERRERS);
    rich = [plain];
  } else {
    plain = `We are ready to grow in ${c.city}`;
    rich = [`We recently reached ${c.customers} customers and are hiring our first sales agent in ${c.city}.`];
  }
  if (isShortAnswer(q.length)) return q.length ? plain.slice(0, q.length) : plain;
  return rich.map((p) => `<p>${p}</p>`).join('');
}

type AnswerRow = typeof answers.$inferInsert;

/**
 * A founder's answers to the set, as answer rows: every required question answered, most optional
 * ones too; choices at random, sometimes 'Other' with its text, and the children of a revealing
 * choice answered as the wizard asks.
 */
export function answerRows(
  set: SeedQuestion[],
  c: AnswerContext,
  rng: Random,
  owner: { user_id: number; program_id: number },
): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const choice = (o: Option) => (isOtherOption(o.option) ? `Other: ${c.idea.sectors[0]} partners` : null);
  const answer = (q: SeedQuestion) => {
    const base = { ...owner, question_id: q.id };
    switch (q.type) {
      case QUESTION_TYPE.openEnded:
        rows.push({ ...base, text: openText(q, c, rng) });
        return null;
      case QUESTION_TYPE.singleSelect: {
        if (!q.options.length) return null;
        const revealing = q.options.find((o) => isRevealingOption(o.option));
        const o = q.children.length && revealing && rng.chance(0.65) ? revealing : rng.pick(q.options);
        rows.push({ ...base, option_id: o.id, text: choice(o) });
        return o;
      }
      case QUESTION_TYPE.multiSelect:
        for (const o of rng.some(q.options, rng.int(1, 3))) rows.push({ ...base, option_id: o.id, text: choice(o) });
        return null;
      case QUESTION_TYPE.multiPartSingleSelect:
      case QUESTION_TYPE.multiPartMultiSelect:
        for (const part of q.parts) {
          const n = q.type === QUESTION_TYPE.multiPartSingleSelect ? 1 : rng.int(1, 2);
          for (const o of rng.some(part.options, n)) {
            rows.push({ ...base, part_id: part.id, option_id: o.id, text: choice(o) });
          }
        }
        return null;
      default:
        return null;
    }
  };
  for (const q of set) {
    if (!q.required && rng.chance(0.25)) continue;
    const chosen = answer(q);
    if (chosen && isRevealingOption(chosen.option)) for (const child of q.children) answer(child);
  }
  return rows;
}
