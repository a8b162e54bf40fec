import TextField from '@mui/material/TextField';

interface Props {
  value: string;
  onChange(value: string): void;
  /** The server's or the form's word on it, shown under the field. */
  error: string | null;
}

/** Her current password, asked again before a step that could lock her out of her account. */
export function CurrentPasswordField({ value, onChange, error }: Props) {
  return (
    <TextField
      label="Current password"
      type="password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="current-password"
      error={Boolean(error)}
      helperText={error ?? ' '}
    />
  );
}
