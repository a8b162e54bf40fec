import { zodResolver } from '@hookform/resolvers/zod';
import { type Person, type UserGroupRow, userGroupInput } from '@portal/contract/judging';
import { MSG } from '@portal/contract/messages';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FormSelectField } from '../../components/form-fields/FormSelectField';
import { FormCard } from '../../components/resource-admin/FormCard';
import { useAdminForm } from '../../components/resource-admin/use-admin-form';
import { fullName } from '../../lib/format';
import { useAddJudge, useUpdateJudge } from './api/user-groups';

const judgeField = z.object({
  user_id: z.union([z.literal(''), z.number()]).refine((v) => v !== '', MSG.requiredLower),
});
type JudgeValues = { user_id: number | '' };
const resolver = zodResolver(judgeField) as unknown as Resolver<JudgeValues>;
const judgeSaver = { useCreate: useAddJudge, useUpdate: useUpdateJudge };

type JudgeFormProps = {
  groupId: number;
  /** The users holding the Judge role (form data). */
  judges: Person[];
  row?: UserGroupRow;
  onDone: () => void;
};

/** Add / edit a judge of a group (spec 2 §2.3, §5): a required Judge dropdown, then a confirmation. */
export function JudgeForm({ groupId, judges, row, onDone }: JudgeFormProps) {
  const { control, card } = useAdminForm({
    saver: judgeSaver,
    record: row,
    title: { add: 'Add Judge', edit: 'Edit Judge' },
    resolver,
    defaultValues: { user_id: row?.user_id ?? '' },
    fields: ['user_id'],
    toInput: (values) => userGroupInput.parse({ group_id: groupId, user_id: values.user_id }),
    onSaved: onDone,
    onCancel: onDone,
  });
  return (
    <FormCard {...card} maxWidth={700}>
      <FormSelectField
        control={control}
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
