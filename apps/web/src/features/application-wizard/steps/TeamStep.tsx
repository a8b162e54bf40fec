import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { C_SUITE_MAX, TEAM_MAX } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import type { FormData } from '@portal/contract/reference';
import { C_SUITE_WOMEN, type TeamInput, teamInput, type Venture, type VentureTeam } from '@portal/contract/ventures';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields/FormTextField';
import { FieldLimits } from '../../../components/form-fields/field-limits';
import { LoadError } from '../../../components/LoadError';
import { useFormData } from '../../../lib/form-data';
import { useSession } from '../../../lib/session';
import { useOwnerVenture } from '../api/owner-venture';
import { useSaveTeam } from '../api/save-team';
import { useVentureTeam } from '../api/venture-team';
import { DraftNotice } from '../DraftNotice';
import { RadioChoiceField } from '../fields/RadioChoiceField';
import { StepActions } from '../StepActions';
import { StepSkeleton } from '../StepSkeleton';
import { useDraft } from '../use-draft';
import { useStepSave } from '../use-step-save';
import type { StepProps } from '../wizard-types';
import { PersonFields } from './PersonFields';
import { blankCSuite, blankMember, type TeamValues, teamResolver, teamValues } from './team-values';

/** Step 4, Team (spec 1 §2.15): loads the owner's venture and its team, saves the whole team. */
export function TeamStep(props: StepProps) {
  const { t } = useTranslation();
  const owner = useOwnerVenture();
  const formData = useFormData();
  const venture = owner.data?.venture ?? null;
  const team = useVentureTeam(venture?.id);
  if (formData.isError) return <LoadError message={t('msg.formDataFailed')} onRetry={() => formData.refetch()} />;
  if (owner.isError || team.isError) {
    return (
      <LoadError
        message={t('msg.teamLoadFailed')}
        onRetry={() => {
          if (owner.isError) void owner.refetch();
          else void team.refetch();
        }}
      />
    );
  }
  if (!formData.data || owner.isPending || (venture && team.isPending)) return <StepSkeleton fields={8} />;
  if (!venture) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t('msg.ventureFirst')}</Alert>
        <StepActions onBack={props.onBack} pending={false} />
      </Stack>
    );
  }
  return <TeamForm {...props} venture={venture} team={team.data} formData={formData.data} />;
}

type FormProps = StepProps & { venture: Venture; team: VentureTeam | undefined; formData: FormData };

export function TeamForm({ venture, team, formData, onDone, onBack }: FormProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [baseline] = useState(() => teamValues(team, venture));
  const form = useForm<TeamValues, unknown, TeamInput>({
    resolver: useMemo(() => teamResolver(venture.id), [venture.id]),
    // On blur, not on touch: with a field array, 'onTouched' re-checks the whole list when a member
    // is added, and the new blank member would open full of errors.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: baseline,
  });
  const { control, handleSubmit, setError, reset } = form;
  const values = useWatch({ control }) as TeamValues;
  const draft = useDraft({ key: `${user?.id ?? 0}:step4`, values, baseline, ready: true });

  const members = useFieldArray({ control, name: 'venture_team_members', keyName: 'key' });
  const cSuite = useFieldArray({ control, name: 'c_suite_members', keyName: 'key' });
  const cSuiteWomen = useWatch({ control, name: 'c_suite_women' });
  const showCSuite = cSuiteWomen === 1;

  // A Yes starts the C-suite list with one blank member to fill in.
  const { append: appendCSuite } = cSuite;
  const cSuiteCount = cSuite.fields.length;
  useEffect(() => {
    if (showCSuite && cSuiteCount === 0) appendCSuite(blankCSuite(), { shouldFocus: false });
  }, [showCSuite, cSuiteCount, appendCSuite]);

  const saveTeam = useSaveTeam();
  const fieldsOf = useCallback(
    (errors: Record<string, string>) =>
      Object.keys(errors).filter((k) =>
        /^(c_suite_women|part_time_employee_count|full_time_employee_count|(venture_team_members|c_suite_members)\.\d+\.\w+)$/.test(
          k,
        ),
      ) as FieldPath<TeamValues>[],
    [],
  );
  const save = useStepSave(
    { confirm: MSG.confirmSaveStep, success: MSG.teamSaved, failure: MSG.teamFailed },
    setError,
    fieldsOf,
  );

  const onSubmit = handleSubmit(async (input) => {
    const saved = await save(() => saveTeam.mutateAsync(input));
    if (saved) {
      draft.clear();
      onDone();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wizard.team.form')}>
      <DraftNotice draft={draft} onRestore={(v) => reset(v, { keepDefaultValues: true })} />
      <FieldLimits schema={teamInput}>
        <Stack spacing={4}>
          <section>
            <RadioChoiceField
              control={control}
              name="c_suite_women"
              label={t('wizard.team.cSuite')}
              required
              options={C_SUITE_WOMEN}
            />
          </section>

          {showCSuite && (
            <MemberList
              title={t('wizard.team.cSuiteMembers')}
              noun={t('wizard.team.addCSuiteMember')}
              count={cSuite.fields.length}
              max={C_SUITE_MAX}
              onAdd={() => cSuite.append(blankCSuite())}
            >
              {cSuite.fields.map((field, i) => (
                <MemberCard
                  key={field.key}
                  title={t('wizard.team.cSuiteMember', { n: i + 1 })}
                  onRemove={cSuite.fields.length > 1 ? () => cSuite.remove(i) : undefined}
                >
                  <PersonFields control={control} list="c_suite_members" index={i} formData={formData} />
                </MemberCard>
              ))}
            </MemberList>
          )}

          <section>
            <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
              {t('wizard.team.employees')}
            </Typography>
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="full_time_employee_count"
                  label={t('wizard.team.fullTime')}
                  required
                  type="number"
                  inputMode="numeric"
                  min={0}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="part_time_employee_count"
                  label={t('wizard.team.partTime')}
                  required
                  type="number"
                  inputMode="numeric"
                  min={0}
                />
              </Grid>
            </Grid>
          </section>

          <MemberList
            title={t('wizard.team.members')}
            noun={t('wizard.team.addTeamMember')}
            count={members.fields.length}
            max={TEAM_MAX}
            onAdd={() => members.append(blankMember())}
          >
            {members.fields.map((field, i) => (
              <MemberCard
                key={field.key}
                title={t('wizard.team.member', { n: i + 1 })}
                onRemove={members.fields.length > 1 ? () => members.remove(i) : undefined}
              >
                <PersonFields control={control} list="venture_team_members" index={i} formData={formData} />
              </MemberCard>
            ))}
          </MemberList>
        </Stack>
      </FieldLimits>
      <StepActions onBack={onBack} pending={saveTeam.isPending} />
    </form>
  );
}

/** A list of people with its heading, its Add button (disabled at the limit) and the limit's message. */
function MemberList({
  title,
  noun,
  count,
  max,
  onAdd,
  children,
}: {
  title: string;
  /** The add button's text: 'Add Team Member'. */
  noun: string;
  count: number;
  max: number;
  onAdd: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const full = count >= max;
  const limitId = useId();
  return (
    <section>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={full}
          aria-describedby={full ? limitId : undefined}
          sx={{ minHeight: 44 }}
        >
          {noun}
        </Button>
        {full && (
          <Typography id={limitId} role="status" variant="body2" color="text.secondary">
            {t('msg.teamMax')}
          </Typography>
        )}
      </Stack>
    </section>
  );
}

/**
 * One person: a card with a heading and a Remove button named after it ('Remove Team member 2'),
 * disabled for the only one of its list.
 */
function MemberCard({ title, onRemove, children }: { title: string; onRemove?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={headingId} component="h4" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton
          aria-label={t('wizard.team.remove', { what: title })}
          onClick={onRemove}
          disabled={!onRemove}
          sx={{ width: 44, height: 44 }}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}
