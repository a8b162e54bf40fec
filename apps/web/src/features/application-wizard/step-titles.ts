import { useTranslation } from 'react-i18next';
/** The wizard's five steps in order (spec 1 §2.15); apart from the steps' code, for the status cards. */
export const STEP_TITLES = [
  'Personal Details',
  'Venture Profile',
  'Problem/Solution',
  'Team',
  'Terms & Conditions',
] as const;

/** The step titles in the current language (catalogue `wizard.steps`, in STEP_TITLES' order). */
export function useStepTitles(): string[] {
  const { t } = useTranslation();
  return t('wizard.steps', { returnObjects: true }) as unknown as string[];
}

/** The wizard's address; `?step=n` opens a step. */
export const APPLY_PATH = '/cohort-8/apply-now';
