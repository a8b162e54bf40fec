import type { Program } from '@portal/contract/programs';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { formatNumericDate, formatNumericDateTime } from '../../lib/format';
import { programsClient } from './api/programs-client';

type ProgramShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Program;
  onEdit: (program: Program) => void;
  onBack: () => void;
};

/** The program's details (spec 3 §2.3) with Edit and Log. */
export function ProgramShow({ id, initial, onEdit, onBack }: ProgramShowProps) {
  return (
    <ShowPanel
      query={programsClient.useOne(id, initial)}
      backLabel="Back to Programs"
      onBack={onBack}
      title={(p) => p.name}
      log={{ model: 'Program', label: (p) => p.name }}
      edit={{ permission: 'program_edit', onEdit }}
    >
      {(program) => (
        <DetailList
          items={[
            { label: 'Name', value: program.name },
            { label: 'Application deadline', value: formatNumericDate(program.application_deadline) },
            { label: 'Start date', value: formatNumericDate(program.start_date) },
            { label: 'End date', value: formatNumericDate(program.end_date) },
            { label: 'Active', value: <ActiveChip active={program.active} /> },
            { label: 'Created', value: formatNumericDateTime(program.created_at) },
          ]}
        />
      )}
    </ShowPanel>
  );
}
