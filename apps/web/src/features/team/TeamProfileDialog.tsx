import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PublicTeamMember } from '@portal/contract/team';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/RichTextView';
import { SocialLinks } from '../../components/SocialLinks';
import { useContentLang } from '../../lib/i18n/content';
import { TeamPortrait } from './TeamPortrait';
import { rolesLine, socialLinksOf } from './team-format';

type TeamProfileDialogProps = {
  /** The members of the page the dialog walks through. */
  members: PublicTeamMember[];
  /** The member shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /**
   * When `members` is one page of a longer list: how many come before it, the whole count, and
   * the way to the next or previous page (the dialog then walks through every member, not only
   * the page's: the count it shows is the total the page shows).
   */
  paging?: { before: number; total: number; onLeavePage: (direction: -1 | 1) => void };
};

/**
 * A team member's profile (spec 1 §2.9): picture, name, roles, the full bio and the social links,
 * with Previous and Next through the page's members, disabled at its ends (the arrow keys too).
 */
export function TeamProfileDialog({ members, index, onIndexChange, onClose, paging }: TeamProfileDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const member = index === null ? undefined : members[index];
  const { t } = useTranslation();
  const content = useContentLang();
  const before = paging?.before ?? 0;
  const total = paging?.total ?? members.length;
  const position = index === null ? null : before + index;
  const hasPrevious = position !== null && position > 0;
  const hasNext = position !== null && position < total - 1;
  const go = (to: number) => {
    if (to >= 0 && to < members.length) onIndexChange(to);
    else if (paging && to < 0 && hasPrevious) paging.onLeavePage(-1);
    else if (paging && to >= members.length && hasNext) paging.onLeavePage(1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (index === null) return;
    if (e.key === 'ArrowLeft' && hasPrevious) go(index - 1);
    if (e.key === 'ArrowRight' && hasNext) go(index + 1);
  };
  const titleId = 'team-profile-title';

  return (
    <Dialog
      open={member !== undefined}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {member && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            <span translate="no">{member.name}</span>
            <Typography
              component="span"
              variant="subtitle1"
              color="text.secondary"
              sx={{ display: 'block' }}
              {...content}
            >
              {rolesLine(member)}
            </Typography>
          </DialogTitle>
          <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <Close />
          </IconButton>
          <DialogContent dividers>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <Box
                sx={{
                  width: { xs: '100%', sm: 240 },
                  maxWidth: 320,
                  flexShrink: 0,
                  alignSelf: { xs: 'center', sm: 'flex-start' },
                }}
              >
                <TeamPortrait member={member} full />
              </Box>
              <Stack spacing={2} sx={{ minWidth: 0, flex: 1 }}>
                <RichTextView html={member.bio} {...content} />
                <SocialLinks links={socialLinksOf(member)} name={member.name} />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between', px: 2 }}>
            <Button startIcon={<ChevronLeft />} disabled={!hasPrevious} onClick={() => index !== null && go(index - 1)}>
              {t('common.previous')}
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {position !== null ? t('common.position', { n: position + 1, total }) : ''}
            </Typography>
            <Button endIcon={<ChevronRight />} disabled={!hasNext} onClick={() => index !== null && go(index + 1)}>
              {t('common.next')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
