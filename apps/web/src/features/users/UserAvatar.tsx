import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';

type Named = { first_name: string; last_name: string; prof_pic_url: string | null };

/**
 * A user's picture: the profile picture, else the first letter of the first name (`initial`, the
 * profile's way) or a person icon (the users list's way).
 */
export function UserPicture({ user, size = 40, initial = false }: { user: Named; size?: number; initial?: boolean }) {
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Avatar
      src={user.prof_pic_url ?? undefined}
      alt={user.prof_pic_url ? `Picture of ${name}` : undefined}
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {initial ? user.first_name.trim().charAt(0).toUpperCase() : <PersonIcon sx={{ fontSize: size * 0.6 }} />}
    </Avatar>
  );
}
