import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLACEHOLDERS } from '@portal/contract/notices';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { AnnouncementForm } from './AnnouncementForm';
import { useAnnouncements } from './api/announcements';

/**
 * `/announcements` (announcement_view): the mails founders get when their application moves to a
 * stage. Every stage is off until staff turn it on; each has an English and a Kiswahili version.
 */
export default function AnnouncementsScreen() {
  const query = useAnnouncements();
  return (
    <Stack spacing={2}>
      <PageHeading>Founder Mails</PageHeading>
      <Typography color="text.secondary">
        Choose which stage moves send the founder a mail, and what it says. A founder who chose Kiswahili gets the
        Kiswahili version when it is written, the English one otherwise. Placeholders:{' '}
        {Object.entries(PLACEHOLDERS)
          .map(([name, what]) => `{{${name}}} (${what.toLowerCase()})`)
          .join(', ')}
        .
      </Typography>
      {query.isPending ? (
        <Loading minHeight={200} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        query.data.data.map((a) => <AnnouncementForm key={a.stage} announcement={a} />)
      )}
    </Stack>
  );
}
