import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import type { ActiveProgram } from './ApplyLanding';
import { STEP_TITLES, useStepTitles } from './step-titles';
import { PersonalDetailsStep } from './steps/PersonalDetailsStep';
import { ProblemSolutionStep } from './steps/ProblemSolutionStep';
import { TeamStep } from './steps/TeamStep';
import { TermsStep } from './steps/TermsStep';
import { VentureProfileStep } from './steps/VentureProfileStep';
import { STEP_COUNT } from './use-reachable-step';
import type { StepProps } from './wizard-types';

const COMPONENTS: ComponentType<StepProps>[] = [
  PersonalDetailsStep,
  VentureProfileStep,
  ProblemSolutionStep,
  TeamStep,
  TermsStep,
];
export const STEPS = STEP_TITLES.map((title, i) => ({ title, Component: COMPONENTS[i]! }));

type WizardShellProps = {
  program: ActiveProgram;
  /** 1 to 5. */
  step: number;
  onNext: () => void;
  onBack: () => void;
};

/**
 * The five steps (spec 1 §2.15): an MUI stepper on wide screens, "Step 2 of 5 · Venture Profile"
 * with a bar on a phone. On each step change the page scrolls to the top and the focus moves to
 * the step's heading, so that a screen reader announces where the user is.
 */
export function WizardShell({ program, step, onNext, onBack }: WizardShellProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const { Component } = STEPS[step - 1] ?? STEPS[0]!;
  const titles = useStepTitles();
  const title = titles[step - 1] ?? titles[0];

  const shown = useRef<number | null>(null);
  useEffect(() => {
    // A new step starts at the top (not the first one shown: the page has just loaded there).
    if (shown.current !== null && shown.current !== step) window.scrollTo({ top: 0 });
    shown.current = step;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const stepOf = t('wizard.stepOf', { step, count: STEP_COUNT });
  // Focused by the wizard, not by the user: no focus ring.
  const headingSx = { '&&:focus-visible, &&:focus': { outline: 'none' }, scrollMarginTop: 80 } as const;

  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('wizard.application')}
      </Typography>
      <Typography variant="h4" component="h1" translate="no" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
        {program.name}
      </Typography>
      {wide ? (
        <Stepper activeStep={step - 1} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((s, i) => (
            <Step key={s.title} completed={i < step - 1}>
              <StepLabel>{titles[i]}</StepLabel>
            </Step>
          ))}
        </Stepper>
      ) : (
        <Box sx={{ mb: 2 }}>
          <Typography
            ref={heading}
            tabIndex={-1}
            variant="subtitle1"
            component="h2"
            sx={{ ...headingSx, fontWeight: 600, mb: 0.75 }}
          >
            {stepOf} {title}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(step / STEP_COUNT) * 100}
            aria-label={t('wizard.progress')}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
        {wide && (
          <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ ...headingSx, mb: 3 }}>
            <Box component="span" sx={visuallyHidden}>
              {stepOf}
            </Box>{' '}
            {title}
          </Typography>
        )}
        <Component key={step} onDone={onNext} onBack={step > 1 ? onBack : undefined} />
      </Paper>
    </Box>
  );
}
