// The public entry of features/application-wizard: what other features may import (docs/architecture.md, Layers).
export { useOwnApplication } from './api/own-application';
export { Description, QuestionHeading } from './questions/QuestionField';
export { QuestionList } from './questions/QuestionList';
export { answerItems } from './questions/validation';
export type { AnswerChange, ShownQuestion } from './questions/visibility';
export { applyAnswer, cleanAnswers, shownQuestions } from './questions/visibility';
export { ApplicationStanding, ApplicationStandingSkeleton } from './standing/ApplicationStanding';
export { isApplicant, MY_APPLICATION_LINK } from './standing/my-application-link';
export { useApplicationStanding } from './standing/use-application-standing';
export { APPLY_PATH, STEP_TITLES } from './step-titles';
export { useReachableStep } from './use-reachable-step';
export { CertificateViewer } from './venture/CertificateViewer';
