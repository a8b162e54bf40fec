import { type Answers, emptyAnswers } from '@portal/contract/applications';
import { MSG } from '@portal/contract/messages';
import type { Question } from '@portal/contract/questions';
import { useSnackbar } from 'notistack';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { isApiError, isClientError } from '../../../lib/http';
import { useMessage } from '../../../lib/i18n/messages';
import { useSession } from '../../../lib/session';
import { useAnswers, useSaveAnswers } from '../api/answers';
import { usePublicQuestions } from '../api/questions';
import { DraftNotice } from '../DraftNotice';
import { AnswerProgressBar } from '../questions/AnswerProgressBar';
import { answerProgress } from '../questions/progress';
import { answerAnchorId } from '../questions/QuestionField';
import { QuestionList } from '../questions/QuestionList';
import { errorKey, findProblems, pageErrors } from '../questions/validation';
import { type AnswerChange, applyAnswer, cleanAnswers } from '../questions/visibility';
import { StepActions } from '../StepActions';
import { StepSkeleton } from '../StepSkeleton';
import { useDraft } from '../use-draft';
import type { StepProps } from '../wizard-types';

const NO_ANSWERS = emptyAnswers();

/**
 * Step 3, Problem/Solution (spec 1 §2.15, §4): loads the public questions (a failure offers
 * Retry) and the applicant's answers (a failure is silent: the step starts empty).
 */
export function ProblemSolutionStep(props: StepProps) {
  const { t } = useTranslation();
  const questions = usePublicQuestions();
  const answers = useAnswers();
  if (questions.isError) {
    return <LoadError message={t('msg.formDataFailed')} onRetry={() => void questions.refetch()} />;
  }
  if (!questions.data || answers.isPending) return <StepSkeleton fields={6} />;
  return <ProblemSolutionForm {...props} questions={questions.data} saved={answers.data ?? NO_ANSWERS} />;
}

/** Scrolls to the input of an error key and focuses it (the chosen radio, or the first input). */
function focusAnswer(key: string): boolean {
  const anchor = document.getElementById(answerAnchorId(key));
  if (!anchor) return false;
  anchor.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const target =
    anchor.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    anchor.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), textarea:not([aria-hidden="true"]), [contenteditable="true"]',
    );
  target?.focus({ preventScroll: true });
  return true;
}

/** Focuses the first, in page order, of the error keys that have a place on the page. */
function focusFirst(keys: string[]) {
  const placed = keys.filter((k) => document.getElementById(answerAnchorId(k)));
  placed.sort((a, b) => {
    const pa = document.getElementById(answerAnchorId(a)) as HTMLElement;
    const pb = document.getElementById(answerAnchorId(b)) as HTMLElement;
    return pa.compareDocumentPosition(pb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  if (placed[0]) focusAnswer(placed[0]);
}

/** The error keys that a change to a question (or one of its parts) makes stale. */
const keysOf = (c: AnswerChange) => {
  const keys = [errorKey.question(c.id), errorKey.other(c.id)];
  if ('partId' in c && c.partId !== undefined) keys.push(errorKey.part(c.partId), errorKey.other(c.partId));
  return keys;
};

type FormProps = StepProps & { questions: Question[]; saved: Answers };

export function ProblemSolutionForm({ questions, saved, onDone, onBack }: FormProps) {
  const { t } = useTranslation();
  const tm = useMessage();
  const { user } = useSession();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAnswers();

  // Only what belongs on the page: answers to shown questions and listed options.
  const baseline = useMemo(() => cleanAnswers(questions, saved), [questions, saved]);
  const [answers, setAnswers] = useState<Answers>(baseline);
  const values = useMemo(() => cleanAnswers(questions, answers), [questions, answers]);
  // The draft is the signed-in applicant's: it waits for the session's user.
  const draft = useDraft({ key: `${user?.id ?? ''}:step3`, values, baseline, ready: !!user });

  // Client checks show after the first Next, and follow the answers from then on; a 422's field
  // errors stay until their question changes.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const problems = useMemo(() => findProblems(questions, answers), [questions, answers]);
  const errors = useMemo(() => {
    const shown = { ...serverErrors };
    if (attempted) for (const p of problems) shown[p.key] = p.message;
    return shown;
  }, [serverErrors, attempted, problems]);

  const progress = useMemo(() => answerProgress(questions, answers), [questions, answers]);

  const onChange = useCallback(
    (change: AnswerChange) => {
      setAnswers((current) => applyAnswer(questions, current, change));
      setServerErrors((current) => {
        const stale = keysOf(change).filter((k) => k in current);
        if (stale.length === 0) return current;
        const next = { ...current };
        for (const k of stale) delete next[k];
        return next;
      });
    },
    [questions],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setAttempted(true);
    const first = problems[0];
    if (first) {
      focusAnswer(first.key);
      return;
    }
    if (!(await confirm({ message: tm(MSG.confirmSaveStep) }))) return;
    try {
      const result = await save.mutateAsync(values);
      enqueueSnackbar(tm(result?.message || MSG.answersSaved), { variant: 'success' });
      draft.clear();
      onDone();
    } catch (error) {
      // Everything typed stays; the server's 4xx message, or the spec's 'An error occurred.'.
      enqueueSnackbar(tm(isClientError(error) && error.message ? error.message : MSG.answersFailed), {
        variant: 'error',
      });
      if (isApiError(error) && error.errors) {
        const fieldErrors = pageErrors(questions, error.errors);
        setServerErrors(fieldErrors);
        requestAnimationFrame(() => focusFirst(Object.keys(fieldErrors)));
      }
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wizard.problem.form')}>
      <DraftNotice draft={draft} onRestore={(v) => setAnswers(cleanAnswers(questions, v))} />
      <AnswerProgressBar progress={progress} />
      <QuestionList questions={questions} answers={answers} errors={errors} onChange={onChange} />
      <StepActions onBack={onBack} pending={save.isPending} />
    </form>
  );
}
