import Avatar from '@mui/material/Avatar';
import { initialsOf } from './team-format';

/** The member's picture (thumbnail) or, without one, their initials. Decorative beside the name. */
export function TeamMemberAvatar({
  member,
  size = 40,
  full = false,
}: {
  member: { name: string; thumb_url: string | null; image_url: string | null };
  size?: number;
  /** Use the full-size image (detail views) instead of the thumbnail. */
  full?: boolean;
}) {
  const src = (full ? member.image_url : member.thumb_url) ?? undefined;
  return (
    <Avatar
      src={src}
      alt=""
      slotProps={{ img: { loading: 'lazy', width: size, height: size } }}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.4, fontWeight: 600 }}
    >
      {initialsOf(member.name)}
    </Avatar>
  );
}
