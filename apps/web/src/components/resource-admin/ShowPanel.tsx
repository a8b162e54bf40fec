import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LogModel } from '@portal/contract/logs';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
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
  /** Move the focus to the title once the record shows (a detail opened from a list row). */
  focusOnOpen?: boolean;
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
  focusOnOpen = false,
}: ShowPanelProps<T>) {
  const record = query.data;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shown = record !== undefined;
  useEffect(() => {
    if (focusOnOpen && shown) titleRef.current?.focus();
  }, [focusOnOpen, shown]);
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
              <Typography
                ref={titleRef}
                variant="h5"
                component="h1"
                tabIndex={focusOnOpen ? -1 : undefined}
                // Focused by the code, never by Tab: no focus ring (the screen reader announces it).
                sx={{ overflowWrap: 'anywhere', '&:focus, &:focus-visible': { outline: 'none' } }}
              >
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
