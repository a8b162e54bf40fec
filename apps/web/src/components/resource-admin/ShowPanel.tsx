import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LogModel } from '@portal/contract/logs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Can } from '../Can';
import { LoadError } from '../LoadError';
import { LogButton } from '../LogDialog';

type ShowPanelProps<T extends { id: number }> = {
  query: UseQueryResult<T>;
  backLabel: string;
  onBack: () => void;
  title: (record: T) => ReactNode;
  /** The record's data log (log_view). */
  log: { model: LogModel; label: (record: T) => string };
  /** Edit button, shown with this permission. */
  edit?: { permission: string; onEdit: (record: T) => void };
  /** More buttons beside Edit and Log (Upload Pic ...). */
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
};

/** The detail view of an admin record: Back, title, Edit / Log / own buttons, then its content. */
export function ShowPanel<T extends { id: number }>({
  query,
  backLabel,
  onBack,
  title,
  log,
  edit,
  actions,
  children,
}: ShowPanelProps<T>) {
  const record = query.data;
  return (
    <Stack spacing={2}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
          {backLabel}
        </Button>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {query.isError && !record ? (
          <LoadError onRetry={() => query.refetch()} />
        ) : !record ? (
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
                {title(record)}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {edit && (
                  <Can permission={edit.permission}>
                    <Button variant="contained" startIcon={<EditIcon />} onClick={() => edit.onEdit(record)}>
                      Edit
                    </Button>
                  </Can>
                )}
                {actions?.(record)}
                <LogButton model={log.model} recordId={record.id} recordLabel={log.label(record)} />
              </Stack>
            </Stack>
            {children(record)}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
