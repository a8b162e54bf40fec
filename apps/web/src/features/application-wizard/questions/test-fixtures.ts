import {
  type AnyQuestion,
  QUESTION_TYPE,
  QUESTION_TYPE_NAMES,
  type Question,
  type QuestionTypeId,
} from '@portal/contract/questions';

/** Test data for step 3: a question set with every type, an 'Other' option and child questions. */

type Over = Partial<Omit<Question, 'multi_choice_options' | 'multi_part_questions' | 'child_questions'>> & {
  options?: string[];
  parts?: { question: string; options: string[] }[];
  children?: AnyQuestion[];
};

let nextId = 1000;
const id = () => nextId++;

export function makeQuestion(typeId: QuestionTypeId, text: string, over: Over = {}): Question {
  const qid = over.id ?? id();
  const { options = [], parts = [], children = [], ...rest } = over;
  return {
    id: qid,
    question_type_id: typeId,
    question_type: { id: typeId, name: QUESTION_TYPE_NAMES[typeId] },
    number: 1,
    question: text,
    description: null,
    required: 1,
    length: null,
    active: 1,
    parent_id: null,
    multi_choice_options: options.map((option) => ({ id: id(), option })),
    multi_part_questions: parts.map((p) => ({
      id: id(),
      question: p.question,
      multi_part_options: p.options.map((option) => ({ id: id(), option })),
    })),
    child_questions: children.map((c) => ({ ...c, parent_id: qid })),
    ...rest,
  };
}

/** Strips `child_questions` (children have none of their own). */
export const asChild = (q: Question): AnyQuestion => {
  const { child_questions: _omit, ...child } = q;
  return child;
};

/** An option's id by its text. */
export const optionId = (q: AnyQuestion, text: string) => {
  const o = q.multi_choice_options.find((x) => x.option === text);
  if (!o) throw new Error(`no option ${text}`);
  return o.id;
};
export const partOptionId = (q: AnyQuestion, part: number, text: string) => {
  const o = q.multi_part_questions[part]?.multi_part_options.find((x) => x.option === text);
  if (!o) throw new Error(`no option ${text}`);
  return o.id;
};

/** Every type: 1 short open, 2 long open (rich text), 3 single with children, 4 multi with Other, 5, 6 multi-part. */
export function demoQuestions() {
  const childOpen = asChild(
    makeQuestion(QUESTION_TYPE.openEnded, 'Who referred you?', { id: 201, number: 1, length: 20 }),
  );
  const childSingle = asChild(
    makeQuestion(QUESTION_TYPE.singleSelect, 'Were they a past participant?', {
      id: 202,
      number: 2,
      required: 0,
      options: ['Yes', 'No'],
    }),
  );
  const short = makeQuestion(QUESTION_TYPE.openEnded, 'What is your venture called in one phrase?', {
    id: 101,
    number: 1,
    length: 25,
    description: 'A short phrase',
  });
  const long = makeQuestion(QUESTION_TYPE.openEnded, 'What problem do you solve?', {
    id: 102,
    number: 2,
    length: 500,
    description: 'Describe the problem and who has it',
  });
  const referred = makeQuestion(QUESTION_TYPE.singleSelect, 'Were you referred by someone?', {
    id: 103,
    number: 3,
    options: ['Yes', 'No', 'Not sure'],
    children: [childOpen, childSingle],
  });
  const channels = makeQuestion(QUESTION_TYPE.multiSelect, 'Which channels do you sell through?', {
    id: 104,
    number: 4,
    options: ['Online', 'Retail', 'Other'],
  });
  const partsSingle = makeQuestion(QUESTION_TYPE.multiPartSingleSelect, 'Rate your readiness', {
    id: 105,
    number: 5,
    parts: [
      { question: 'Product', options: ['Low', 'High'] },
      { question: 'Market', options: ['Low', 'High', 'Other'] },
    ],
  });
  const partsMulti = makeQuestion(QUESTION_TYPE.multiPartMultiSelect, 'What support do you need?', {
    id: 106,
    number: 6,
    required: 0,
    parts: [
      { question: 'Finance', options: ['Loans', 'Grants'] },
      { question: 'Skills', options: ['Sales', 'Marketing'] },
    ],
  });
  return {
    questions: [short, long, referred, channels, partsSingle, partsMulti],
    short,
    long,
    referred,
    channels,
    partsSingle,
    partsMulti,
    childOpen,
    childSingle,
  };
}
