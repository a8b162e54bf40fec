import { zodResolver } from '@hookform/resolvers/zod';
import { type Person, type UserGroupRow, userGroupInput } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormSelectField } from '../../components/form-fields/FormSelectField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { placeFieldErrors } from '../../lib/form-errors';
import { fullName } from '../../lib/format';
import { useAddJudge, useUpdateJudge } from './api/user-groups';

const judgeField = z.object({
  user_id: z.union([z.literal(''), z.number()]).refine((v) => v !== '', MSG.requiredLower),
});
type JudgeValues = { user_id: number | '' };

type JudgeFormProps = {
  groupId: number;
  /** The users holding the Judge role (form data). */
  judges: Person[];
  row?: UserGroupRow;
  onDone: () => void;
};

/** Add / edit a judge of a group (spec 2 §2.3, §5): a required Judge dropdown, then a confirmation. */
export function JudgeForm({ groupId, judges, row, onDone }: JudgeFormProps) {
  const form = useForm<JudgeValues>({
    resolver: zodResolver(judgeField) as never,
    mode: 'all',
    defaultValues: { user_id: row?.user_id ?? '' },
  });
  const add = useAddJudge();
  const update = useUpdateJudge();
  const save = async (values: JudgeValues) => {
    const input = userGroupInput.parse({ group_id: groupId, user_id: values.user_id });
    const outcome = row ? await update.run({ id: row.id, input }) : await add.run(input);
    if (outcome.status === 'done') onDone();
    else if (outcome.status === 'failed') placeFieldErrors(outcome.fieldErrors, form.setError, ['user_id']);
  };
  return (
    <FormCard
      title={row ? 'Edit Judge' : 'Add Judge'}
      onSubmit={form.handleSubmit(save)}
      onCancel={onDone}
      canSave={form.formState.isValid}
      pending={add.isPending || update.isPending}
      maxWidth={700}
    >
      <FormSelectField
        control={form.control}
        name="user_id"
        label="Judge"
        required
        emptyLabel="Choose a judge"
        options={judges.map((j) => ({ value: j.id, label: fullName(j) }))}
        helperText="Users holding the Judge role"
      />
    </FormCard>
  );
}
