import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import type { ApplicationFounder } from '@portal/contract/application-review';
import { DetailList } from '../../../components/DetailList';
import { externalLink } from '../../../components/ExternalLink';
import { PictureAndDetails } from '../../../components/PictureAndDetails';
import { RichTextSection } from '../../../components/RichTextSection';
import { formatNumericDate, fullName, initialsOf } from '../../../lib/format';
import { NA } from './Section';

/** Principal Founder (spec 2 §2.1): photo, names, contacts, gender, nationality, date of birth, links, bio. */
export function FounderSection({ founder }: { founder: ApplicationFounder }) {
  const name = fullName(founder);
  return (
    <PictureAndDetails
      picture={
        <Avatar
          src={founder.prof_pic_url ?? undefined}
          alt={`Photo of ${name}`}
          sx={{
            width: 120,
            height: 120,
            fontSize: 40,
            bgcolor: 'secondary.main',
            alignSelf: { xs: 'center', md: 'flex-start' },
          }}
        >
          {initialsOf(`${founder.first_name} ${founder.last_name}`)}
        </Avatar>
      }
    >
      <DetailList
        emptyText={NA}
        items={[
          { label: 'Name', value: name },
          { label: 'E-mail', value: founder.email && <Link href={`mailto:${founder.email}`}>{founder.email}</Link> },
          {
            label: 'Phone',
            value: founder.phone_number && (
              <Link href={`tel:${founder.phone_number.replace(/\s+/g, '')}`}>{founder.phone_number}</Link>
            ),
          },
          { label: 'Gender', value: founder.gender?.name },
          { label: 'Nationality', value: founder.country?.name },
          { label: 'Date of birth', value: formatNumericDate(founder.dob) },
          { label: 'LinkedIn', value: externalLink(founder.linkedin_url) },
          { label: 'X', value: externalLink(founder.twitter_url) },
        ]}
      />
      <RichTextSection heading="Bio" html={founder.bio} emptyText={NA} />
    </PictureAndDetails>
  );
}
