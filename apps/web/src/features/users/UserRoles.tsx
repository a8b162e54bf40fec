import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A user's roles as chips, or 'None' (spec 3 §2.8). */
export function UserRoles({ roles }: { roles: readonly { id: number; name: string }[] }) {
  if (roles.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
      {roles.map((r) => (
        <Chip key={r.id} label={r.name} size="small" color="primary" variant="outlined" />
      ))}
    </Stack>
  );
}
