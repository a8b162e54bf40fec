import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LogEntry } from '@portal/contract/logs';
import { DetailList } from '../DetailList';
import { formatLogValue, visibleFields } from './log-format';

const SECTIONS = [
  { key: 'changed', title: 'Changed' },
  { key: 'new', title: 'New' },
  { key: 'old', title: 'Old' },
] as const;

/** Level 2 of the data log (and the logs screen's detail): Changed, New and Old as key/value pairs. */
export function LogEntryDetail({ entry }: { entry: LogEntry }) {
  return (
    <Stack spacing={2}>
      {SECTIONS.map(({ key, title }) => {
        const fields = visibleFields(entry[key]);
        return (
          <Paper key={key} variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {title}
            </Typography>
            {fields.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nothing recorded
              </Typography>
            ) : (
              <DetailList
                dense
                items={fields.map(([name, value]) => ({ label: name, value: formatLogValue(value) }))}
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
