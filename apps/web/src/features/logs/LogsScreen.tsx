import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { todayInNairobi } from '@portal/contract/dates';
import type { LogEntry } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DetailList } from '../../components/DetailList';
import { LoadError } from '../../components/LoadError';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { LogEntryDetail } from '../../components/log/LogEntryDetail';
import { actionLabel, modderName } from '../../components/log/log-format';
import { PageHeading } from '../../components/PageHeading';
import { formatNumericDateTime } from '../../lib/format';
import { useLogFormData } from './api/log-form-data';
import { type LogFilters as Filters, fetchLogs, logKeys } from './api/log-search';
import { LogFilters } from './LogFilters';

const columns: ListColumn<LogEntry>[] = [
  { key: 'user', header: 'User', render: (e) => modderName(e.modder) },
  { key: 'model', header: 'Model', render: (e) => e.model, primary: true },
  { key: 'record', header: 'Record', render: (e) => (e.model_id ? `#${e.model_id}` : '—') },
  { key: 'action', header: 'Action', render: (e) => actionLabel(e.action) },
  {
    key: 'date',
    header: 'Date',
    render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(e.created_at)}</span>,
  },
];

/**
 * The filters, then the entries (every entry until a search), newest first; View opens an
 * entry's Changed, New and Old fields. The page and filters stay while an entry is open.
 */
/** /logs (spec 3 §2.10): needs log_view. */
export default function LogsScreen({ today: todayProp }: { today?: string }) {
  const today = useMemo(() => todayProp ?? todayInNairobi(), [todayProp]);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [viewing, setViewing] = useState<LogEntry | null>(null);
  const listState = useListState();
  const formData = useLogFormData();

  if (viewing) return <LogEntryView entry={viewing} onBack={() => setViewing(null)} />;

  return (
    <Stack spacing={2}>
      <PageHeading>Logs</PageHeading>
      {formData.isError ? (
        <LoadError message={MSG.logFormDataFailed} onRetry={() => void formData.refetch()} />
      ) : (
        <LogFilters
          value={filters}
          today={today}
          models={formData.data?.models ?? []}
          actions={formData.data?.actions ?? []}
          onSearch={(f) => {
            setFilters(f);
            listState.setPage(1);
          }}
        />
      )}
      <ListScreen<LogEntry>
        columns={columns}
        queryKey={logKeys.list(filters)}
        queryFn={(params, signal) => fetchLogs(filters, params.page, signal)}
        getRowId={(e) => e.id}
        searchable={false}
        state={listState}
        emptyText={MSG.noLogFound}
        tableLabel={filters ? 'Log entries found' : 'Log entries'}
        actions={[
          {
            key: 'view',
            label: 'View',
            icon: <VisibilityIcon fontSize="small" />,
            onClick: setViewing,
          },
        ]}
      />
    </Stack>
  );
}

/** An entry: who did what to which record and when, then its Changed, New and Old fields. */
function LogEntryView({ entry, onBack }: { entry: LogEntry; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back to the log
        </Button>
      </div>
      <PageHeading ref={heading}>Log Details</PageHeading>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailList
          items={[
            { label: 'User', value: modderName(entry.modder) },
            { label: 'Model', value: entry.model },
            { label: 'Record', value: entry.model_id ? `#${entry.model_id}` : null },
            { label: 'Action', value: actionLabel(entry.action) },
            { label: 'Date', value: formatNumericDateTime(entry.created_at) },
          ]}
        />
      </Paper>
      <LogEntryDetail entry={entry} />
    </Stack>
  );
}
