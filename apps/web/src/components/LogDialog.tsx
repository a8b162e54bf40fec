import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FINDER_PAGE_BUTTONS, LOG_DIALOG_WIDTH } from '@portal/contract/constants';
import type { LogEntry, LogModel } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import { useEffect, useState } from 'react';
import { formatNumericDateTime } from '../lib/format';
import { Can } from './Can';
import { LoadError } from './LoadError';
import { Pager } from './list-screen/Pager';
import { LogEntryDetail } from './log/LogEntryDetail';
import { actionLabel, modderName } from './log/log-format';
import { useRecordLog } from './log/record-log';

type LogDialogProps = {
  open: boolean;
  model: LogModel;
  recordId: string | number;
  onClose: () => void;
  /** Shown in the title: 'Data Log: Cohort 8'. */
  recordLabel?: string;
};

/**
 * The data-log dialog of one record (spec 3 §2.10): level 1 a table of entries (User or System,
 * Action, Date, view), level 2 the entry's Changed / New / Old fields, a back arrow to level 1.
 * Max width 1000; full screen on phones.
 */
export function LogDialog({ open, model, recordId, onClose, recordLabel }: LogDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<LogEntry | null>(null);

  // Each opening starts at level 1, page 1.
  useEffect(() => {
    if (open) {
      setPage(1);
      setSelected(null);
    }
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: LOG_DIALOG_WIDTH } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 7 }}>
        {selected && (
          <Tooltip title="Back to the log list">
            <IconButton aria-label="Back to the log list" edge="start" onClick={() => setSelected(null)}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {selected ? 'Log Details' : `Data Log${recordLabel ? `: ${recordLabel}` : ''}`}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {open &&
          (selected ? (
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {actionLabel(selected.action)} by {modderName(selected.modder)} on{' '}
                {formatNumericDateTime(selected.created_at)}
              </Typography>
              <LogEntryDetail entry={selected} />
            </Stack>
          ) : (
            <LogTable
              model={model}
              recordId={recordId}
              page={page}
              onPage={setPage}
              onView={setSelected}
              phone={phone}
            />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function LogTable({
  model,
  recordId,
  page,
  onPage,
  onView,
  phone,
}: {
  model: LogModel;
  recordId: string | number;
  page: number;
  onPage: (page: number) => void;
  onView: (entry: LogEntry) => void;
  phone: boolean;
}) {
  const query = useRecordLog(model, recordId, page);
  const data = query.data;

  if (query.isError && !data) {
    return <LoadError onRetry={() => query.refetch()} />;
  }
  if (!data) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading log">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Stack>
    );
  }
  if (data.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {MSG.noLogFound}
      </Typography>
    );
  }
  const count = Math.ceil(data.total / Math.max(1, data.per_page));
  return (
    <Stack spacing={2} sx={{ position: 'relative' }}>
      {query.isFetching && <LinearProgress sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} />}
      {phone ? (
        <List disablePadding>
          {data.data.map((entry) => (
            <ListItemButton
              key={entry.id}
              divider
              onClick={() => onView(entry)}
              aria-label={`View log entry ${entry.id}`}
            >
              <ListItemText
                primary={`${actionLabel(entry.action)} · ${modderName(entry.modder)}`}
                secondary={formatNumericDateTime(entry.created_at)}
              />
              <VisibilityIcon color="action" fontSize="small" />
            </ListItemButton>
          ))}
        </List>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Log entries">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>User</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Action</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>Date</TableCell>
                <TableCell sx={{ fontWeight: 600, width: '1%' }}>View</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell>{modderName(entry.modder)}</TableCell>
                  <TableCell>{actionLabel(entry.action)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(entry.created_at)}</TableCell>
                  <TableCell>
                    <Tooltip title="View">
                      <IconButton size="small" aria-label={`View log entry ${entry.id}`} onClick={() => onView(entry)}>
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Pager
          page={page}
          count={count}
          onChange={onPage}
          buttons={FINDER_PAGE_BUTTONS}
          hideWhenSingle
          label="Log pages"
        />
      </Box>
    </Stack>
  );
}

type LogButtonProps = {
  model: LogModel;
  recordId: string | number;
  recordLabel?: string;
  /** 'button' (default) for show views, 'icon' for toolbars and rows. */
  variant?: 'button' | 'icon';
};

/** Opens the record's data log; hidden without log_view. */
export function LogButton({ model, recordId, recordLabel, variant = 'button' }: LogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Can permission="log_view">
      {variant === 'icon' ? (
        <Tooltip title="Log">
          <IconButton aria-label="Log" onClick={() => setOpen(true)}>
            <HistoryIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
          Log
        </Button>
      )}
      <LogDialog
        open={open}
        model={model}
        recordId={recordId}
        recordLabel={recordLabel}
        onClose={() => setOpen(false)}
      />
    </Can>
  );
}
