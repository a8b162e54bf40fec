import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAIL_STATUSES, type MailStatus, NOTICE_MSG, type SentMail } from '@portal/contract/notices';
import { useState } from 'react';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { PageHeading } from '../../components/PageHeading';
import { formatNumericDateTime } from '../../lib/format';
import { fetchSentMail } from './api/sent-mail';

const STATUS_LABELS: Record<MailStatus, string> = { sent: 'Sent', waiting: 'Waiting', failed: 'Given up' };

const statusOf = (m: SentMail): MailStatus => (m.sent_at ? 'sent' : m.failed_at ? 'failed' : 'waiting');

const columns: ListColumn<SentMail>[] = [
  { key: 'to', header: 'To', primary: true, render: (m) => <span style={{ overflowWrap: 'anywhere' }}>{m.to}</span> },
  { key: 'subject', header: 'Subject', render: (m) => m.subject },
  {
    key: 'queued',
    header: 'Queued',
    render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(m.queued_at)}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (m) => {
      const status = statusOf(m);
      const when = m.sent_at ?? m.failed_at;
      return (
        <Chip
          size="small"
          color={status === 'sent' ? 'success' : status === 'failed' ? 'error' : 'default'}
          label={when ? `${STATUS_LABELS[status]} ${formatNumericDateTime(when)}` : STATUS_LABELS[status]}
          title={m.last_error ?? undefined}
        />
      );
    },
  },
];

/**
 * `/sent-mail` (sent_mail_view): what the portal mailed, to whom and when, newest first, searched by
 * address and subject. The bodies are not kept once sent; sent mail is kept 30 days.
 */
export default function SentMailScreen() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const state = useListState();
  return (
    <Stack spacing={2}>
      <PageHeading>Sent Mail</PageHeading>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as MailStatus | '');
          state.setPage(1);
        }}
        sx={{ maxWidth: 220 }}
        // "All" is the empty value: shown, with the label above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All</MenuItem>
        {MAIL_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <ListScreen<SentMail>
        columns={columns}
        queryKey={['sent-mail', status]}
        queryFn={(params, signal) => fetchSentMail(status || undefined, params, signal)}
        getRowId={(m) => m.id}
        emptyText={NOTICE_MSG.noSentMail}
        searchLabel="Search by address or subject"
        tableLabel="Sent mail"
        state={state}
      />
    </Stack>
  );
}
