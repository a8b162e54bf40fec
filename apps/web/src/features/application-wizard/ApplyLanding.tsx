import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgramDetails } from '@portal/contract/programs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../../components/SocialLinks';
import { SOCIAL_LINKS } from '../../lib/brand';
import { useFormatDate } from '../../lib/i18n/content';

export type ActiveProgram = NonNullable<ProgramDetails['program']>;

/** The loading card: the shape of the programme card while the details load. */
export function LandingSkeleton() {
  return (
    <Card variant="outlined" role="status" aria-label="Loading the programme">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="40%" />
        <Stack spacing={1.5} sx={{ my: 3 }}>
          <Skeleton variant="rounded" height={24} width="70%" />
          <Skeleton variant="rounded" height={24} width="55%" />
          <Skeleton variant="rounded" height={24} width="55%" />
        </Stack>
        <Skeleton variant="rounded" height={48} width={160} />
      </CardContent>
    </Card>
  );
}

function DateRow({ label, value }: { label: string; value: string }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, py: 0.75 }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The programme's name and dates (spec 1 §2.15), with the card's action below them. */
export function ProgramCard({ program, children }: { program: ActiveProgram; children: ReactNode }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" color="primary">
          {t('wizard.application')}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          translate="no"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}
        >
          {program.name}
        </Typography>
        <Box component="dl" sx={{ m: 0, mb: 3 }}>
          <DateRow label={t('wizard.deadline')} value={formatDate(program.application_deadline)} />
          <DateRow label={t('wizard.starts')} value={formatDate(program.start_date)} />
          <DateRow label={t('wizard.ends')} value={formatDate(program.end_date)} />
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Applications are closed (flag 0): when they closed, and where to follow the programme. */
export function ClosedNotice({ program }: { program: ActiveProgram }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <EventIcon color="action" />
          <Typography variant="overline" color="text.secondary" translate="no">
            {program.name}
          </Typography>
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}>
          {t('wizard.closed')}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {t('wizard.closedBody', { name: program.name, date: formatDate(program.application_deadline) })}
        </Typography>
        <SocialLinks links={SOCIAL_LINKS} name={t('wizard.theProgramme')} />
      </CardContent>
    </Card>
  );
}

/** No active programme at all. */
export function NoProgramNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}>
          {t('wizard.apply')}
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }}>
          {message}
        </Alert>
        <Typography sx={{ mb: 2 }}>{t('wizard.followUs')}</Typography>
        <SocialLinks links={SOCIAL_LINKS} name={t('wizard.theProgramme')} />
      </CardContent>
    </Card>
  );
}

/** The action of a signed-out visitor: sign in (or register) first; the page shows the wizard after. */
/**
 * The way in for a visitor. `pending`: the session is still being read (the server renders this
 * for everyone), so the buttons wait as placeholders of their size.
 */
export function SignInToApply({
  onSignIn,
  onRegister,
  pending = false,
}: {
  onSignIn: () => void;
  onRegister: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('wizard.signInToApply')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('wizard.savedStepByStep')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ '& .MuiButton-root': { minHeight: 48 } }}>
        {pending ? (
          <>
            <Skeleton variant="rounded" height={48} sx={{ width: { xs: '100%', sm: 190 } }} />
            <Skeleton variant="rounded" height={48} sx={{ width: { xs: '100%', sm: 200 } }} />
          </>
        ) : (
          <>
            <Button variant="contained" size="large" onClick={onSignIn}>
              {t('wizard.signInToApplyButton')}
            </Button>
            <Button variant="outlined" size="large" onClick={onRegister}>
              {t('wizard.createAccount')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
