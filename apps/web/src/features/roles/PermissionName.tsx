import Box from '@mui/material/Box';
import { permissionLabel } from '@portal/contract/permissions';
import { visuallyHidden } from '../../components/visually-hidden';

/** A permission in words, its code name beneath in small type (people read the one, admins search the other). */
export function PermissionName({ name }: { name: string }) {
  // Read as one name, "See programmes (program_view)": the brackets are for screen readers only.
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.5, minWidth: 0 }}>
      <Box component="span" sx={{ fontSize: 14 }}>
        {permissionLabel(name)}
        <Box component="span" sx={visuallyHidden}>
          {' ('}
        </Box>
      </Box>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
        {name}
        <Box component="span" sx={visuallyHidden}>
          )
        </Box>
      </Box>
    </Box>
  );
}
