import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type { ApplicationRow } from '@portal/contract/application-review';
import { initialsOf } from '../../lib/format';

const SIZE = 40;

/**
 * The founder's photo and the venture's logo as thumbnails, with initials when there is none.
 * Decorative: the names are in the row beside them.
 */
export function ApplicationImages({
  row,
}: {
  row: {
    user: Pick<ApplicationRow['user'], 'first_name' | 'last_name' | 'prof_pic_thumb_url'>;
    venture: { name: string | null; thumb_url: string | null } | null;
  };
}) {
  const venture = row.venture?.name ?? '';
  const img = { loading: 'lazy' as const, width: SIZE, height: SIZE };
  return (
    <Stack direction="row" spacing={0.75} aria-hidden="true">
      <Avatar
        src={row.user.prof_pic_thumb_url ?? undefined}
        alt=""
        slotProps={{ img }}
        sx={{ width: SIZE, height: SIZE, bgcolor: 'secondary.main', fontSize: 15, fontWeight: 600 }}
      >
        {initialsOf(`${row.user.first_name} ${row.user.last_name}`)}
      </Avatar>
      {row.venture && (
        <Avatar
          variant="rounded"
          src={row.venture.thumb_url ?? undefined}
          alt=""
          slotProps={{ img }}
          sx={{ width: SIZE, height: SIZE, bgcolor: 'primary.main', fontSize: 15, fontWeight: 600 }}
        >
          {initialsOf(venture) || '?'}
        </Avatar>
      )}
    </Stack>
  );
}
