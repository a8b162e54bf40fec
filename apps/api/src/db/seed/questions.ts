import { QUESTION_TYPE, QUESTION_TYPE_NAMES, type QuestionTypeId } from '@portal/contract/questions';
import { count } from 'drizzle-orm';
import { recordAudit } from '../../lib/audit';
import type { Db, Executor } from '../client';
import { multiChoiceOptions, multiPartOptions, multiPartQuestions, questions, questionTypes } from '../schema';

/** The five question types with their fixed ids (contract QUESTION_TYPE): always seeded. */
export async function seedQuestionTypes(tx: Executor): Promise<void> {
  await tx
    .insert(questionTypes)
    .values(Object.entries(QUESTION_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })))
    .onConflictDoNothing();
}

type SeedQuestion = {
  type: QuestionTypeId;
  question: string;
  description?: string;
  required?: boolean;
  length?: number | null;
  active?: boolean;
  options?: string[];
  parts?: { question: string; options: string[] }[];
  /** Child questions, shown while the parent's answer is a revealing option (Yes, ...). */
  children?: SeedQuestion[];
};

const YES_NO = ['Yes', 'No'];

/**
 * The demo question set of a women-led tech venture accelerator in Kenya: every question type,
 * required and optional questions, short (one line) and long (rich text) answers, 'Other'
 * choices, child questions revealed by Yes / Referred by a friend / Yes, all of them, an inactive
 * question and an inactive child (neither is ever served).
 */
export const DEMO_QUESTIONS: SeedQuestion[] = [
  {
    type: QUESTION_TYPE.openEnded,
    question: 'In one phrase, what does your venture do?',
    description: 'At most 25 characters, for example "Cold rooms for farmers".',
    required: true,
    length: 25,
  },
  {
    type: QUESTION_TYPE.openEnded,
    question: 'What problem are you solving, and for whom?',
    description: 'Describe the people who have this problem, how they cope with it today and what it costs them.',
    required: true,
    length: 1500,
  },
  {
    type: QUESTION_TYPE.openEnded,
    question: 'How does your solution work?',
    description: 'Explain your product or service and the role technology plays in it. Plain language is best.',
    required: true,
    length: 1500,
  },
  {
    type: QUESTION_TYPE.openEnded,
    question: 'What traction do you have?',
    description: 'Customers, users, pilots, partnerships, awards: whatever shows that people want what you make.',
    required: false,
    length: 1000,
  },
  {
    type: QUESTION_TYPE.singleSelect,
    question: 'Is your venture generating revenue?',
    description: 'Revenue means money received from customers for your product or service, not grants or prizes.',
    required: true,
    options: YES_NO,
    children: [
      {
        type: QUESTION_TYPE.openEnded,
        question: 'What was your revenue in the last 12 months (KES)?',
        description: 'An approximate figure is fine, for example "750,000".',
        required: true,
        length: 25,
      },
      {
        type: QUESTION_TYPE.singleSelect,
        question: 'Are your accounts audited?',
        description: 'No longer asked.',
        required: false,
        active: false,
        options: YES_NO,
      },
    ],
  },
  {
    type: QUESTION_TYPE.singleSelect,
    question: 'Are all of your co-founders women?',
    description: 'The programme supports women-led ventures: at least one founder must be a woman.',
    required: true,
    options: ['Yes, all of them', 'Majority of them', 'A few of them', 'No, none of them'],
    children: [
      {
        type: QUESTION_TYPE.singleSelect,
        question: 'Would your founders be willing to mentor girls in our STEM outreach sessions?',
        description: 'One afternoon per term, in schools around Nairobi. Your answer does not affect selection.',
        required: false,
        options: ['Yes', 'No', 'Not sure'],
      },
    ],
  },
  {
    type: QUESTION_TYPE.multiSelect,
    question: 'Which of the UN Sustainable Development Goals does your venture address?',
    description: 'Choose every goal your venture contributes to directly.',
    required: true,
    options: [
      'No Poverty',
      'Zero Hunger',
      'Good Health and Well-being',
      'Quality Education',
      'Gender Equality',
      'Clean Water and Sanitation',
      'Affordable and Clean Energy',
      'Decent Work and Economic Growth',
      'Climate Action',
      'Other',
    ],
  },
  {
    type: QUESTION_TYPE.multiPartSingleSelect,
    question: "Rate your team's experience in each area",
    description: 'Think of the founders and full-time staff together.',
    required: true,
    parts: [
      { question: 'Product', options: ['None', 'Some', 'Extensive'] },
      { question: 'Sales', options: ['None', 'Some', 'Extensive'] },
      { question: 'Finance', options: ['None', 'Some', 'Extensive'] },
    ],
  },
  {
    type: QUESTION_TYPE.multiPartMultiSelect,
    question: 'Which channels do you use to reach customers?',
    description: 'Choose all that apply in each group.',
    required: false,
    parts: [
      { question: 'Online', options: ['Website', 'Social media', 'WhatsApp', 'Online marketplaces', 'Other'] },
      {
        question: 'Offline',
        options: ['Markets and fairs', 'Sales agents', 'Retail shops', 'Community groups', 'Other'],
      },
    ],
  },
  {
    type: QUESTION_TYPE.singleSelect,
    question: 'How did you hear about the programme?',
    description: 'This helps us reach more founders like you.',
    required: true,
    options: ['Event (at school or in college)', 'Relative', 'Referred by a friend', 'Other'],
    children: [
      {
        type: QUESTION_TYPE.openEnded,
        question: 'Who referred you?',
        description: 'Their name, and their organisation if any.',
        required: true,
        length: null,
      },
    ],
  },
  {
    type: QUESTION_TYPE.singleSelect,
    question: 'What do you most hope to gain from the programme?',
    description: 'Pick the one that matters most to you right now.',
    required: false,
    options: ['Seed funding', 'Mentorship and coaching', 'Market access', 'Investor networks', 'Other'],
  },
  {
    type: QUESTION_TYPE.openEnded,
    question: 'Is there anything else you would like the selection panel to know?',
    description: 'Optional. For example a disability we should accommodate, or a recent milestone.',
    required: false,
    length: 1000,
  },
  {
    type: QUESTION_TYPE.singleSelect,
    question: 'Do you hold a patent or a registered trademark?',
    description: 'No longer asked.',
    required: false,
    active: false,
    options: YES_NO,
  },
];

async function insertQuestion(tx: Executor, q: SeedQuestion, number: number, parentId: number | null) {
  const [row] = await tx
    .insert(questions)
    .values({
      question_type_id: q.type,
      number,
      question: q.question,
      description: q.description ?? null,
      required: q.required ? 1 : 0,
      length: q.length ?? null,
      active: q.active === false ? 0 : 1,
      parent_id: parentId,
    })
    .returning();
  const id = row!.id;
  if (q.options?.length) {
    await tx.insert(multiChoiceOptions).values(q.options.map((option) => ({ question_id: id, option })));
  }
  for (const part of q.parts ?? []) {
    const [p] = await tx.insert(multiPartQuestions).values({ question_id: id, question: part.question }).returning();
    await tx.insert(multiPartOptions).values(part.options.map((option) => ({ multi_part_question_id: p!.id, option })));
  }
  await recordAudit(tx, { model: 'Question', action: 'created', actor: null, recordId: id, new: row });
  for (const [i, child] of (q.children ?? []).entries()) await insertQuestion(tx, child, i + 1, id);
}

/**
 * The demo question set (SEED_DEMO=1, and tests). Idempotent: adds it only while the questions
 * table is empty, so an operator's own questions are never touched.
 */
export async function seedQuestionSet(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedQuestionTypes(tx);
    const [{ n }] = (await tx.select({ n: count() }).from(questions)) as [{ n: number }];
    if (n > 0) return;
    for (const [i, q] of DEMO_QUESTIONS.entries()) await insertQuestion(tx, q, i + 1, null);
  });
}
