import Chip from '@mui/material/Chip';

/** Yes/No of an active flag (lists and details), green when active. */
export function ActiveChip({
  active,
  yes = 'Yes',
  no = 'No',
}: {
  active: number | boolean;
  yes?: string;
  no?: string;
}) {
  return (
    <Chip
      size="small"
      label={active ? yes : no}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
