import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/i18n/content';
import type { ActiveProgram } from './ApplyLanding';
import { TERMS_PATH } from './steps/TermsStep';

/** After a submit (spec 1 §2.15): submitted, changeable until the deadline day, the terms in a new tab. */
export function SubmittedScreen({ program, onEdit }: { program: ActiveProgram; onEdit: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, textAlign: { sm: 'center' } }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2, '&&:focus-visible, &&:focus': { outline: 'none' } }}
        >
          {t('msg.applicationSubmittedTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {t('msg.applicationSubmittedBody', { date: formatDate(program.application_deadline) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans
            i18nKey="wizard.submitted.readTerms"
            values={{ name: program.name }}
            components={{
              terms: <Link href={TERMS_PATH} target="_blank" rel="noopener" />,
            }}
          />
          <OpenInNewIcon
            sx={{ fontSize: '1em', ml: 0.25, verticalAlign: '-0.1em' }}
            titleAccess={t('wizard.opensInNewTab')}
          />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="outlined" size="large" onClick={onEdit} sx={{ minHeight: 48 }}>
            {t('wizard.submitted.edit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
