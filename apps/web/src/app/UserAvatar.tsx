import AccountCircle from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import type { SessionUser } from '@portal/contract/auth';

/** The profile picture, or a person icon when there is none. */
export function UserAvatar({ user, size = 32 }: { user: SessionUser; size?: number }) {
  return (
    <Avatar src={user.profile_pic ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.main' }}>
      <AccountCircle sx={{ fontSize: size }} />
    </Avatar>
  );
}

export const displayName = (user: SessionUser) => [user.first_name, user.last_name].filter(Boolean).join(' ');
