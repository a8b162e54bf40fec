import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useSession } from '../../app/session';
import type { RowAction } from './types';

/** The icon buttons of one row, each hidden without its permission or when it does not apply. */
export function RowActions<T>({ row, actions, wrap = false }: { row: T; actions: RowAction<T>[]; wrap?: boolean }) {
  const { can } = useSession();
  const visible = actions.filter((a) => (!a.permission || can(a.permission)) && (!a.show || a.show(row)));
  if (visible.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      {visible.map((a) => (
        <Tooltip key={a.key} title={a.label}>
          <IconButton aria-label={a.label} size="small" color={a.color ?? 'default'} onClick={() => a.onClick(row)}>
            {a.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
