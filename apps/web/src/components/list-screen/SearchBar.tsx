import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

type SearchBarProps = {
  /** The committed term (search mode), shown again when the list comes back. */
  active: string | undefined;
  onSearch: (term: string) => void;
  onReset: () => void;
  label?: string;
  disabled?: boolean;
};

/**
 * Spec 3 §1: the search runs on Enter or on the Search button; with an empty term the button is
 * disabled and nothing is sent; a reset control leaves search mode.
 */
export function SearchBar({ active, onSearch, onReset, label = 'Search', disabled }: SearchBarProps) {
  const [term, setTerm] = useState(active ?? '');
  const empty = term.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!empty) onSearch(term.trim());
  };
  const reset = () => {
    setTerm('');
    onReset();
  };

  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}
    >
      <TextField
        size="small"
        label={label}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        disabled={disabled}
        sx={{ flex: 1, minWidth: { sm: 280 } }}
        slotProps={{
          input: {
            endAdornment:
              term !== '' || active ? (
                <InputAdornment position="end">
                  <IconButton aria-label="Reset search" edge="end" size="small" onClick={reset}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      <Button type="submit" variant="contained" disabled={empty || disabled} startIcon={<SearchIcon />}>
        Search
      </Button>
    </Stack>
  );
}
