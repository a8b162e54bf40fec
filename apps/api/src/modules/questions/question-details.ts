import { MSG } from '@portal/contract/messages';
import type { MultiPartQuestion, QuestionInput, QuestionOption } from '@portal/contract/questions';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { multiChoiceOptions, multiPartOptions, multiPartQuestions } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { answerFacts, optionsAndParts } from './questions.repository';

type Wanted = { id: number | null; value: string; value_sw: string | null };
/** An option's texts as stored. */
type OptionTexts = { option: string; option_sw: string | null };
const textsOf = (w: Wanted): OptionTexts => ({ option: w.value, option_sw: w.value_sw });

/**
 * Brings a list of stored options in line with the form's: kept ids get their new text (answers
 * keep pointing at them), rows without an id are added, missing ones removed; an option with
 * answers cannot be removed; an id that is not one of the list's means the question changed
 * under the form (409).
 */
async function syncOptionRows(
  current: QuestionOption[],
  wanted: Wanted[],
  answered: Set<number>,
  write: {
    remove(ids: number[]): Promise<unknown>;
    rename(id: number, texts: OptionTexts): Promise<unknown>;
    add(texts: OptionTexts[]): Promise<unknown>;
  },
) {
  const known = new Map(current.map((o) => [o.id, o]));
  const kept = new Set<number>();
  for (const w of wanted) {
    if (w.id === null) continue;
    if (!known.has(w.id) || kept.has(w.id)) throw conflict(MSG.questionChangedMeanwhile);
    kept.add(w.id);
  }
  const removed = current.filter((o) => !kept.has(o.id));
  const blocked = removed.find((o) => answered.has(o.id));
  if (blocked) throw conflict(MSG.questionOptionHasAnswers.replace('{option}', blocked.option));
  if (removed.length) await write.remove(removed.map((o) => o.id));
  for (const w of wanted) {
    if (w.id === null) continue;
    const was = known.get(w.id)!;
    if (was.option !== w.value || (was.option_sw ?? null) !== w.value_sw) await write.rename(w.id, textsOf(w));
  }
  const added = wanted.filter((w) => w.id === null).map(textsOf);
  if (added.length) await write.add(added);
}

const optionWriter = (tx: Tx, questionId: number) => ({
  remove: (ids: number[]) => tx.delete(multiChoiceOptions).where(inArray(multiChoiceOptions.id, ids)),
  rename: (id: number, texts: OptionTexts) =>
    tx.update(multiChoiceOptions).set(texts).where(eq(multiChoiceOptions.id, id)),
  add: (texts: OptionTexts[]) =>
    tx.insert(multiChoiceOptions).values(texts.map((t) => ({ question_id: questionId, ...t }))),
});

const partOptionWriter = (tx: Tx, partId: number) => ({
  remove: (ids: number[]) => tx.delete(multiPartOptions).where(inArray(multiPartOptions.id, ids)),
  rename: (id: number, texts: OptionTexts) => tx.update(multiPartOptions).set(texts).where(eq(multiPartOptions.id, id)),
  add: (texts: OptionTexts[]) =>
    tx.insert(multiPartOptions).values(texts.map((t) => ({ multi_part_question_id: partId, ...t }))),
});

/** Options and sub-questions of `questionId` as the input wants them (see syncOptionRows). */
export async function syncDetails(tx: Tx, questionId: number, input: QuestionInput) {
  const details = await optionsAndParts(tx, [questionId]);
  const facts = await answerFacts(tx, [questionId]);

  await syncOptionRows(
    details.optionsOf.get(questionId) ?? [],
    input.single_select_multiple_choice_options,
    new Set(facts.options(questionId)),
    optionWriter(tx, questionId),
  );

  const currentParts: MultiPartQuestion[] = details.partsOf.get(questionId) ?? [];
  const knownParts = new Map(currentParts.map((p) => [p.id, p]));
  const keptParts = new Set<number>();
  for (const w of input.multi_part_single_select_multiple_choice_questions) {
    if (w.id === null) continue;
    if (!knownParts.has(w.id) || keptParts.has(w.id)) throw conflict(MSG.questionChangedMeanwhile);
    keptParts.add(w.id);
  }
  const answeredParts = new Set(facts.parts(questionId));
  const removedParts = currentParts.filter((p) => !keptParts.has(p.id));
  const blocked = removedParts.find((p) => answeredParts.has(p.id));
  if (blocked) throw conflict(MSG.questionPartHasAnswers.replace('{part}', blocked.question));
  if (removedParts.length) {
    await tx.delete(multiPartQuestions).where(
      inArray(
        multiPartQuestions.id,
        removedParts.map((p) => p.id),
      ),
    );
  }
  for (const w of input.multi_part_single_select_multiple_choice_questions) {
    let partId = w.id;
    if (partId === null) {
      const [part] = await tx
        .insert(multiPartQuestions)
        .values({ question_id: questionId, question: w.value, question_sw: w.value_sw })
        .returning({ id: multiPartQuestions.id });
      partId = part!.id;
    } else {
      const was = knownParts.get(partId)!;
      if (was.question !== w.value || (was.question_sw ?? null) !== w.value_sw) {
        await tx
          .update(multiPartQuestions)
          .set({ question: w.value, question_sw: w.value_sw })
          .where(eq(multiPartQuestions.id, partId));
      }
    }
    await syncOptionRows(
      knownParts.get(partId)?.multi_part_options ?? [],
      w.options,
      new Set(facts.partOptionsOf(partId)),
      partOptionWriter(tx, partId),
    );
  }
}
