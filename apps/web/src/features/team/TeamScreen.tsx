import Groups from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTeamMember } from '@portal/contract/team';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/list-screen/Pager';
import { PageBanner } from '../../components/PageBanner';
import { ClampedText, stripHtml } from '../../components/RichTextView';
import { SocialLinks } from '../../components/SocialLinks';
import { formatNumber } from '../../lib/format';
import { useContentLang } from '../../lib/i18n/content';
import { publicTeamQuery, usePublicTeam } from './api/public-team';
import { TeamPortrait } from './TeamPortrait';
import { TeamProfileDialog } from './TeamProfileDialog';
import { rolesLine, socialLinksOf } from './team-format';

const CARD_GRID = { xs: 12, sm: 6, md: 3 } as const;

/**
 * /team (spec 1 §2.9, spec 3 §2.1): the banner, the active team as cards (4 a row on wide
 * screens, 2 on tablets, 1 on phones) with picture, name, roles, a 4-line bio and links; the
 * total and the pager; a profile dialog with the whole bio, walking through the whole team.
 */
export default function TeamScreen() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = usePublicTeam(page);
  const data = query.data;
  const members = data?.data ?? [];
  const count = data ? Math.ceil(data.total / Math.max(1, data.per_page)) : 0;
  const top = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // Past the page's last (or first) member the dialog carries on with the next (previous) page.
  const leavePage = async (direction: -1 | 1) => {
    const next = page + direction;
    const loaded = await queryClient.fetchQuery(publicTeamQuery(next));
    if (loaded.data.length === 0) return;
    setPage(next);
    setOpen(direction === 1 ? 0 : loaded.data.length - 1);
  };

  return (
    <>
      <PageBanner title={t('team.title')} subtitle={t('team.subtitle')} />
      <Container ref={top} maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 80 }}>
        {query.isError && !data ? (
          <LoadError onRetry={() => query.refetch()} />
        ) : !data ? (
          <Grid container spacing={3} aria-busy="true" aria-label={t('team.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Grid key={i} size={CARD_GRID}>
                <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
                <Skeleton width="70%" height={32} sx={{ mt: 1 }} />
                <Skeleton width="50%" />
                <Skeleton />
                <Skeleton />
              </Grid>
            ))}
          </Grid>
        ) : members.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
            <Groups color="primary" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h5" component="h2">
              {t('team.empty')}
            </Typography>
            <Typography color="text.secondary">{t('team.emptyText')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 500 }}>
              {t('common.total', { total: formatNumber(data.total) })}
            </Typography>
            <Grid
              container
              spacing={3}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('team.members')}
            >
              {members.map((m, i) => (
                <Grid key={m.id} size={CARD_GRID} component="li" sx={{ display: 'flex' }}>
                  <TeamCard member={m} onOpen={() => setOpen(i)} first={i === 0} />
                </Grid>
              ))}
            </Grid>
            <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
              <Pager
                page={page}
                count={count}
                hideWhenSingle
                label={t('team.pages')}
                onChange={(p) => {
                  setOpen(null);
                  setPage(p);
                  top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                }}
              />
            </Box>
          </Stack>
        )}
      </Container>
      <TeamProfileDialog
        members={members}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        paging={
          data && !query.isPlaceholderData
            ? { before: (page - 1) * data.per_page, total: data.total, onLeavePage: (d) => void leavePage(d) }
            : undefined
        }
      />
    </>
  );
}

function TeamCard({ member, onOpen, first }: { member: PublicTeamMember; onOpen: () => void; first: boolean }) {
  const headingId = `team-member-${member.id}`;
  const { t } = useTranslation();
  const content = useContentLang();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', width: '100%', borderRadius: 3 }}
    >
      <Box sx={{ p: 1.5, pb: 0 }}>
        <TeamPortrait member={member} priority={first} />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box>
          <Typography
            translate="no"
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {member.name}
          </Typography>
          <Typography variant="body2" color="secondary" sx={{ fontWeight: 600 }} {...content}>
            {rolesLine(member)}
          </Typography>
        </Box>
        <ClampedText lines={4} variant="body2" color="text.secondary" {...content}>
          {stripHtml(member.bio)}
        </ClampedText>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <SocialLinks links={socialLinksOf(member)} name={member.name} size="small" />
          <Button
            size="small"
            onClick={onOpen}
            aria-label={t('team.readProfileOf', { name: member.name })}
            sx={{ ml: 'auto' }}
          >
            {t('team.readProfile')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
