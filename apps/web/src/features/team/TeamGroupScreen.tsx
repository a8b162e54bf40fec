import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTeamMember } from '@portal/contract/team';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageBanner } from '../../components/PageBanner';
import { useContentLang } from '../../lib/i18n/content';
import { tk } from '../../lib/i18n/i18n';
import { type TeamGroup, useTeamGroup } from './api/trainers-coaches';
import { TeamPortrait } from './TeamPortrait';
import { TeamProfileDialog } from './TeamProfileDialog';
import { rolesLine } from './team-format';

const GRID = { xs: 6, md: 3 } as const;

type TeamGroupScreenProps = { group: TeamGroup };

// The group's wording: `team.trainers.*` and `team.coaches.*` (title, subtitle, the friendly
// words when nobody holds the role yet, the loading label).
const KEYS = {
  trainers: {
    title: tk('team.trainers.title'),
    subtitle: tk('team.trainers.subtitle'),
    emptyTitle: tk('team.trainers.emptyTitle'),
    emptyText: tk('team.trainers.emptyText'),
    loading: tk('team.trainers.loading'),
  },
  coaches: {
    title: tk('team.coaches.title'),
    subtitle: tk('team.coaches.subtitle'),
    emptyTitle: tk('team.coaches.emptyTitle'),
    emptyText: tk('team.coaches.emptyText'),
    loading: tk('team.coaches.loading'),
  },
} as const;

/**
 * /trainers and /coaches (spec 1 §2.8, spec 3 §2.13): a banner and a grid of cards with the
 * member's picture, name and a one-line title (their roles). The name and title are always shown
 * (not only on hover, which touch screens and keyboards lack); a card opens the member's profile.
 */
export function TeamGroupScreen({ group }: TeamGroupScreenProps) {
  const { t } = useTranslation();
  const keys = KEYS[group];
  const title = t(keys.title);
  const query = useTeamGroup(group);
  const [open, setOpen] = useState<number | null>(null);
  const members = query.data ?? [];

  return (
    <>
      <PageBanner title={title} subtitle={t(keys.subtitle)} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {query.isError && !query.data ? (
          <LoadError onRetry={() => query.refetch()} />
        ) : !query.data ? (
          <Grid container spacing={{ xs: 2, md: 3 }} aria-busy="true" aria-label={t(keys.loading)}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Grid key={i} size={GRID}>
                <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
              </Grid>
            ))}
          </Grid>
        ) : members.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
            <School color="primary" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h5" component="h2">
              {t(keys.emptyTitle)}
            </Typography>
            <Typography color="text.secondary">{t(keys.emptyText)}</Typography>
          </Stack>
        ) : (
          <Grid
            container
            spacing={{ xs: 2, md: 3 }}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={title}
          >
            {members.map((m, i) => (
              <Grid key={m.id} size={GRID} component="li">
                <GroupCard member={m} onOpen={() => setOpen(i)} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
      <TeamProfileDialog members={members} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}

function GroupCard({ member, onOpen }: { member: PublicTeamMember; onOpen: () => void }) {
  const content = useContentLang();
  return (
    <ButtonBase
      onClick={onOpen}
      focusRipple
      aria-haspopup="dialog"
      sx={{
        display: 'block',
        width: '100%',
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        textAlign: 'left',
        boxShadow: 1,
        '&:hover, &.Mui-focusVisible': { boxShadow: 4 },
        transition: 'box-shadow 200ms ease',
      }}
    >
      <TeamPortrait member={member} sx={{ borderRadius: 0 }} />
      <Box
        className="team-card-caption"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          px: { xs: 1.25, sm: 2 },
          pt: 5,
          pb: { xs: 1.25, sm: 2 },
          color: '#fff',
          background: 'linear-gradient(to top, rgba(31,16,51,0.92) 0%, rgba(31,16,51,0.7) 55%, transparent 100%)',
        }}
      >
        <Typography
          component="span"
          translate="no"
          sx={{ display: 'block', fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.1rem' }, lineHeight: 1.25 }}
        >
          {member.name}
        </Typography>
        <Typography
          component="span"
          noWrap
          {...content}
          sx={{ display: 'block', fontSize: { xs: '0.8rem', sm: '0.9rem' }, opacity: 0.9 }}
        >
          {rolesLine(member)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
