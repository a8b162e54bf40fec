import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ApplicationDetail } from '@portal/contract/application-review';
import type { RatingCriterion } from '@portal/contract/judging';
import type { Question } from '@portal/contract/questions';
import { type ReactNode, useState } from 'react';
import { FounderSection } from './FounderSection';
import { ProblemSolutionSection } from './ProblemSolutionSection';
import { RatingSection } from './RatingSection';
import { hasAnswers } from './read-only-answers';
import { hasTeam, TeamSection } from './TeamSection';
import { VentureSection } from './VentureSection';

/** The sub-tabs of an application (spec 2 §2.1), in order; the address uses these keys. */
export const SECTIONS = ['founder', 'venture', 'problem-solution', 'team', 'rating'] as const;
export type SectionKey = (typeof SECTIONS)[number];

export const SECTION_LABELS: Record<SectionKey, string> = {
  founder: 'Principal Founder',
  venture: 'Venture',
  'problem-solution': 'Problem/Solution',
  team: 'Team',
  rating: 'Rating',
};

/**
 * The sub-tabs this application has (spec 2 §2.1): Venture only with a venture, Problem/Solution
 * only with a venture and answers, Team only when the venture has team members or C-suite data.
 */
export function availableSections(application: ApplicationDetail): SectionKey[] {
  const { venture } = application;
  return SECTIONS.filter((s) => {
    if (s === 'venture') return venture !== null;
    if (s === 'problem-solution') return venture !== null && hasAnswers(application.answers);
    if (s === 'team') return hasTeam(venture);
    return true;
  });
}

/** A sub-tab a screen adds after the application's own (the judging's Criteria guide). */
export type ExtraSection = { key: string; label: string; content: ReactNode };

export type ApplicationSectionsProps = {
  application: ApplicationDetail;
  /** Every question (`GET /api/question?type=all`); undefined while loading. */
  questions: Question[] | undefined;
  questionsFailed?: boolean;
  onRetryQuestions?: () => void;
  /** The open sub-tab, when the screen keeps it (in the address); otherwise kept here. */
  section?: string;
  onSectionChange?: (section: string) => void;
  /** Replaces the Rating sub-tab's content (the judge's rating form in a group). */
  rating?: ReactNode;
  /** The rating criteria (form data), for each judge's answers on the Rating sub-tab. */
  criteria?: RatingCriterion[];
  extraSections?: ExtraSection[];
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix?: string;
};

/**
 * The application's sub-tabs, one component for the applications screen and for the venture
 * detail of a group in judging: Principal Founder, Venture, Problem/Solution, Team and Rating,
 * each only when it has data, plus the screen's own extra sub-tabs. The tabs scroll sideways on
 * a phone; arrow keys move between them.
 */
export function ApplicationSections({
  application,
  questions,
  questionsFailed,
  onRetryQuestions,
  section,
  onSectionChange,
  rating,
  criteria,
  extraSections = [],
  idPrefix = 'application',
}: ApplicationSectionsProps) {
  const [own, setOwn] = useState<string>('founder');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const tabs = [
    ...availableSections(application).map((key) => ({ key, label: SECTION_LABELS[key] as string })),
    ...extraSections.map(({ key, label }) => ({ key, label })),
  ];
  const wanted = section ?? own;
  const current = tabs.some((t) => t.key === wanted) ? wanted : 'founder';
  const change = (next: string) => {
    setOwn(next);
    onSectionChange?.(next);
  };
  const { venture } = application;

  let content: ReactNode = null;
  if (current === 'founder') content = <FounderSection founder={application.user} />;
  else if (current === 'venture' && venture) content = <VentureSection venture={venture} />;
  else if (current === 'problem-solution')
    content = (
      <ProblemSolutionSection
        answers={application.answers}
        questions={questions}
        questionsFailed={questionsFailed}
        onRetryQuestions={onRetryQuestions}
      />
    );
  else if (current === 'team' && venture) content = <TeamSection venture={venture} />;
  else if (current === 'rating')
    content = rating ?? (
      <RatingSection
        score={application.applicationScore}
        normalised={application.normalisedScore}
        ratings={application.applicationRatings}
        criteria={criteria}
      />
    );
  else content = extraSections.find((s) => s.key === current)?.content ?? null;

  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_e, v: string) => change(v)}
        aria-label="Application sections"
        variant="scrollable"
        scrollButtons={narrow ? true : 'auto'}
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={`${idPrefix}-section-tab-${t.key}`}
            aria-controls={`${idPrefix}-section-panel-${t.key}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={`${idPrefix}-section-panel-${current}`}
        aria-labelledby={`${idPrefix}-section-tab-${current}`}
      >
        {content}
      </div>
    </Box>
  );
}
