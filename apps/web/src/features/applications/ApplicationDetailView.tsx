import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationDetail } from '@portal/contract/application-review';
import { movesFrom, STAGE_LABELS } from '@portal/contract/application-stages';
import type { RatingCriterion } from '@portal/contract/judging';
import type { Question } from '@portal/contract/questions';
import { Can } from '../../components/Can';
import { DownloadButton } from '../../components/DownloadButton';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumericDateTime, fullName } from '../../lib/format';
import { useApplicationDetail } from './api/application-detail';
import { applicationPdfName, fetchApplicationPdf } from './api/application-pdf';
import { ApplicationSections } from './detail/ApplicationSections';
import { useDeleteApplication, useStageMove } from './use-application-actions';

type ApplicationDetailViewProps = {
  id: number;
  onBack: () => void;
  section: string | undefined;
  onSectionChange: (section: string) => void;
  questions: Question[] | undefined;
  questionsFailed: boolean;
  onRetryQuestions: () => void;
  /** The rating criteria (form data), for each judge's answers on the Rating sub-tab. */
  criteria?: RatingCriterion[];
};

const title = (a: ApplicationDetail) => fullName(a.user);

/**
 * An application (spec 2 §2.1 show view): Back, the founder and venture names with the stage,
 * the stage moves (application_review), Delete (application_archive), Download PDF and Log, then
 * the shared sub-tabs. After a move it stays open on the application in its new stage.
 */
export function ApplicationDetailView({
  id,
  onBack,
  section,
  onSectionChange,
  questions,
  questionsFailed,
  onRetryQuestions,
  criteria,
}: ApplicationDetailViewProps) {
  const query = useApplicationDetail(id);
  const move = useStageMove();
  const remove = useDeleteApplication(() => onBack());

  return (
    <ShowPanel
      query={query}
      backLabel="Back to Applications"
      onBack={onBack}
      title={title}
      log={{ model: 'Application', label: title }}
      focusOnOpen
      actions={(a) => (
        <>
          <Can permission="application_review">
            {movesFrom(a.stage).map((m) => (
              <Button
                key={m.level}
                variant={m.direction === 'up' ? 'contained' : 'outlined'}
                color={m.direction === 'up' ? 'success' : 'warning'}
                startIcon={m.direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
                onClick={() => void move.run({ id: a.id, move: m, email: a.user.email })}
                disabled={move.isPending}
              >
                {m.label}
              </Button>
            ))}
          </Can>
          <DownloadButton fetchFile={() => fetchApplicationPdf(a)} fallbackName={applicationPdfName(a)} silentFailure>
            Download PDF
          </DownloadButton>
          <Can permission="application_archive">
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => void remove.run({ id: a.id, stage: a.stage })}
              disabled={remove.isPending}
            >
              Delete
            </Button>
          </Can>
        </>
      )}
    >
      {(a) => (
        <Stack spacing={3}>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: { xs: -1, sm: -2 } }}
          >
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {a.venture?.name || 'No venture yet'}
            </Typography>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={`Stage: ${STAGE_LABELS[a.stage]}`}
              data-testid="application-stage"
            />
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
              Added {formatNumericDateTime(a.created_at)}
            </Box>
          </Stack>
          <ApplicationSections
            application={a}
            questions={questions}
            questionsFailed={questionsFailed}
            onRetryQuestions={onRetryQuestions}
            section={section}
            onSectionChange={onSectionChange}
            criteria={criteria}
          />
        </Stack>
      )}
    </ShowPanel>
  );
}
