import { zodResolver } from '@hookform/resolvers/zod';
import ClearIcon from '@mui/icons-material/Clear';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type LogSearchData, logSearchData } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../components/form-fields/FormDateField';
import { FormSelectField } from '../../components/form-fields/FormSelectField';
import { actionLabel } from '../../components/log/log-format';
import { fullName } from '../../lib/format';
import { type LogFilters as Filters, hasFilter } from './api/log-search';
import { FindUserDialog } from './FindUserDialog';

type Values = {
  userId: number | '';
  userName: string;
  model: string;
  action: string;
  date_from: string;
  date_to: string;
};

const EMPTY: Values = { userId: '', userName: '', model: '', action: '', date_from: '', date_to: '' };

const toValues = (f: Filters | null): Values => ({
  userId: f?.userId ?? '',
  userName: f?.userName ?? '',
  model: f?.model ?? '',
  action: f?.action ?? '',
  date_from: f?.date_from ?? '',
  date_to: f?.date_to ?? '',
});

/** Only the filters given, as the screen commits them. */
const toFilters = (v: LogSearchData): Filters => {
  const out: Filters = {};
  if (v.userId) {
    out.userId = v.userId;
    if (v.userName) out.userName = v.userName;
  }
  if (v.model) out.model = v.model;
  if (v.action) out.action = v.action;
  if (v.date_from) out.date_from = v.date_from;
  if (v.date_to) out.date_to = v.date_to;
  return out;
};

type LogFiltersProps = {
  /** The filters in force (the form starts from them). */
  value: Filters | null;
  /** Search with these filters; null: Reset, back to every entry. */
  onSearch: (filters: Filters | null) => void;
  models: string[];
  actions: string[];
  /** Today in Nairobi (tests pass a fixed day). */
  today: string;
};

/**
 * The filter panel of /logs (spec 3 §2.10, §5): User (Find User), Model, Action, Date From and
 * Date To (capped at today, To not before From), Search and Reset. Search stays disabled until one
 * filter is set and while a date is wrong; the filters combine (the server checks the same rules).
 */
export function LogFilters({ value, onSearch, models, actions, today }: LogFiltersProps) {
  const [finding, setFinding] = useState(false);
  const resolver = useMemo(() => zodResolver(logSearchData(today)) as unknown as Resolver<Values>, [today]);
  const form = useForm<Values>({ resolver, mode: 'all', defaultValues: toValues(value) });
  const { control, handleSubmit, setValue, trigger, reset, formState } = form;
  const values = useWatch({ control });
  const userName = values.userName ?? '';
  const anyFilter = hasFilter({
    userId: values.userId || undefined,
    model: values.model || undefined,
    action: values.action || undefined,
    date_from: values.date_from || undefined,
    date_to: values.date_to || undefined,
  });
  const dateError = !!formState.errors.date_from || !!formState.errors.date_to;
  const max = dayjs(today);

  const submit = handleSubmit((v) => onSearch(toFilters(v as unknown as LogSearchData)));

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} aria-label="Log filters" sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="User"
            value={userName}
            placeholder="Any user"
            fullWidth
            onClick={() => setFinding(true)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { readOnly: true, 'aria-describedby': 'log-user-hint' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    {userName && (
                      <Tooltip title="Clear user">
                        <IconButton
                          aria-label="Clear user"
                          edge="end"
                          onClick={(e) => {
                            e.stopPropagation();
                            setValue('userId', '', { shouldValidate: true });
                            setValue('userName', '');
                          }}
                        >
                          <ClearIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title="Find User">
                      <IconButton
                        aria-label="Find User"
                        edge="end"
                        onClick={(e) => {
                          e.stopPropagation();
                          setFinding(true);
                        }}
                      >
                        <PersonSearchIcon />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <span id="log-user-hint" hidden>
            Opens Find User
          </span>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelectField control={control} name="model" label="Model" options={models} emptyLabel="Any model" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelectField
            control={control}
            name="action"
            label="Action"
            options={actions.map((a) => ({ value: a, label: actionLabel(a) }))}
            emptyLabel="Any action"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormDateField
            control={control}
            name="date_from"
            label="Date From"
            maxDate={max}
            maxOf="date_to"
            clearable
            onPicked={() => void trigger(['date_from', 'date_to'])}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormDateField
            control={control}
            name="date_to"
            label="Date To"
            maxDate={max}
            minOf="date_from"
            clearable
            onPicked={() => void trigger(['date_from', 'date_to'])}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'flex-start', pt: { md: 1 } }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon />}
              disabled={!anyFilter || dateError}
              title={anyFilter ? undefined : MSG.logFilterRequired}
            >
              Search
            </Button>
            <Button
              variant="outlined"
              startIcon={<RestartAltIcon />}
              onClick={() => {
                reset(EMPTY);
                onSearch(null);
              }}
            >
              Reset
            </Button>
          </Stack>
        </Grid>
      </Grid>
      <FindUserDialog
        open={finding}
        onClose={() => setFinding(false)}
        onSelect={(u) => {
          setValue('userId', u.id, { shouldValidate: true });
          setValue('userName', fullName(u));
          setFinding(false);
        }}
      />
    </Paper>
  );
}
