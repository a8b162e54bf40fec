import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GroupVentureDetail, GroupVentureRow, RatingCriterion } from '@portal/contract/judging';
import type { Question } from '@portal/contract/questions';
import { ShowPanel } from '../../../components/resource-admin/ShowPanel';
import { ScoreChip } from '../../../components/ScoreChip';
import { formatNumericDateTime, fullName } from '../../../lib/format';
import { ApplicationSections, RatingSection } from '../../applications';
import { useGroupVentureDetail } from '../api/group-ventures';
import { CriteriaTable } from '../CriteriaTable';
import { ScoreSpread } from '../ScoreSpread';
import { RatingForm } from './RatingForm';

type GroupVentureViewProps = {
  id: number;
  criteria: RatingCriterion[] | undefined;
  questions: Question[] | undefined;
  questionsFailed: boolean;
  onRetryQuestions: () => void;
  section: string | undefined;
  onSectionChange: (section: string) => void;
  onBack: () => void;
  onOpen: (row: GroupVentureRow) => void;
};

/** Adapts the detail to ShowPanel's record (it needs an id). */
type Record = GroupVentureDetail & { id: number };

/**
 * A venture inside a group (spec 2 §2.3): the application's four sub-tabs shared with the
 * applications screen (one component), Rating (a judge's form; staff see every judge's rating and
 * the spread) and Criteria.
 */
export function GroupVentureView({
  id,
  criteria,
  questions,
  questionsFailed,
  onRetryQuestions,
  section,
  onSectionChange,
  onBack,
  onOpen,
}: GroupVentureViewProps) {
  const query = useGroupVentureDetail(id);
  const record = query.data ? ({ ...query.data, id } as Record) : undefined;
  const title = (d: Record) => d.group_venture.venture.name ?? fullName(d.group_venture.user);
  return (
    <ShowPanel<Record>
      query={{ ...query, data: record } as never}
      backLabel="Back to Ventures"
      onBack={onBack}
      title={title}
      log={{ model: 'GroupVenture', label: title }}
      focusOnOpen
    >
      {(d) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{fullName(d.group_venture.user)}</Typography>
            <Chip size="small" variant="outlined" color="primary" label={d.group.name} />
            <Typography variant="body2" color="text.secondary">
              Added {formatNumericDateTime(d.group_venture.created_at)}
            </Typography>
            {d.is_judge &&
              !d.conflict &&
              (d.group_venture.rated ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2">Your score</Typography>
                  <ScoreChip score={d.group_venture.individualScore ?? 0} />
                </Stack>
              ) : (
                <Chip size="small" label="Not rated yet" />
              ))}
          </Stack>
          <ApplicationSections
            idPrefix="group-venture"
            application={d.application}
            questions={questions}
            questionsFailed={questionsFailed}
            onRetryQuestions={onRetryQuestions}
            section={section}
            onSectionChange={onSectionChange}
            criteria={criteria}
            rating={
              d.is_judge ? (
                criteria ? (
                  <RatingForm
                    key={d.group_venture.id}
                    detail={d}
                    criteria={criteria}
                    onDone={onBack}
                    onNext={(next) => (next ? onOpen(next) : onBack())}
                  />
                ) : null
              ) : (
                <Stack spacing={3}>
                  {d.group_venture.spread && (
                    <Stack spacing={1}>
                      <Typography variant="h6" component="h2">
                        Spread of the judges' scores in {d.group.name}
                      </Typography>
                      <ScoreSpread
                        spread={d.group_venture.spread}
                        groupId={d.group.id}
                        ventureId={d.group_venture.venture_id}
                      />
                    </Stack>
                  )}
                  <RatingSection
                    score={d.application.applicationScore}
                    normalised={d.application.normalisedScore}
                    ratings={d.application.applicationRatings}
                    criteria={criteria}
                  />
                </Stack>
              )
            }
            extraSections={[
              {
                key: 'criteria',
                label: 'Criteria',
                content: criteria ? <CriteriaTable criteria={criteria} caption="Criteria guide" /> : null,
              },
            ]}
          />
        </Stack>
      )}
    </ShowPanel>
  );
}
