import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Program } from '@portal/contract/programs';
import { Can } from '../../components/Can';
import { DetailList } from '../../components/DetailList';
import { formatDate, formatDateTime } from '../../components/format';
import { LoadError } from '../../components/LoadError';
import { LogButton } from '../../components/LogDialog';
import { useProgram } from './api/get-program';

type ProgramShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Program;
  onEdit: (program: Program) => void;
  onBack: () => void;
};

/** The program's details (spec 3 §2.3) with Edit and Log. */
export function ProgramShow({ id, initial, onEdit, onBack }: ProgramShowProps) {
  const query = useProgram(id, initial);
  const program = query.data;

  return (
    <Stack spacing={2}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
          Back to Programs
        </Button>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {query.isError && !program ? (
          <LoadError onRetry={() => query.refetch()} />
        ) : !program ? (
          <Stack spacing={1.5} aria-busy="true">
            <Skeleton width="40%" height={40} />
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {program.name}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Can permission="program_edit">
                  <Button variant="contained" startIcon={<EditIcon />} onClick={() => onEdit(program)}>
                    Edit
                  </Button>
                </Can>
                <LogButton model="Program" recordId={program.id} recordLabel={program.name} />
              </Stack>
            </Stack>
            <DetailList
              items={[
                { label: 'Name', value: program.name },
                { label: 'Application deadline', value: formatDate(program.application_deadline) },
                { label: 'Start date', value: formatDate(program.start_date) },
                { label: 'End date', value: formatDate(program.end_date) },
                {
                  label: 'Active',
                  value: (
                    <Chip
                      size="small"
                      label={program.active ? 'Yes' : 'No'}
                      color={program.active ? 'success' : 'default'}
                      variant={program.active ? 'filled' : 'outlined'}
                    />
                  ),
                },
                { label: 'Created', value: formatDateTime(program.created_at) },
              ]}
            />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
