import DescriptionIcon from '@mui/icons-material/Description';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ApplicationVenture } from '@portal/contract/application-review';
import { CERTIFICATES, type CertificateField } from '@portal/contract/ventures';
import { useState } from 'react';
import { DetailList } from '../../../components/DetailList';
import { externalLink } from '../../../components/ExternalLink';
import { PictureAndDetails } from '../../../components/PictureAndDetails';
import { RichTextSection } from '../../../components/RichTextSection';
import { initialsOf } from '../../../lib/format';
import { CertificateViewer } from '../../application-wizard';
import { NA, NameChips, Section } from './Section';

const SOCIAL: { field: keyof ApplicationVenture; label: string }[] = [
  { field: 'x_url', label: 'X' },
  { field: 'facebook_url', label: 'Facebook' },
  { field: 'linkedin_url', label: 'LinkedIn' },
  { field: 'youtube_url', label: 'YouTube' },
  { field: 'instagram_url', label: 'Instagram' },
  { field: 'tiktok_url', label: 'TikTok' },
];

const FIELDS: CertificateField[] = ['cr12', 'registration_cetificate'];

/**
 * Venture (spec 2 §2.1): every field, names of what it refers to, the certificates (a read-only
 * viewer with Print), the social links (N/A when empty) and the company overview.
 */
export function VentureSection({ venture }: { venture: ApplicationVenture }) {
  const [viewing, setViewing] = useState<CertificateField | null>(null);
  const name = venture.name ?? '';
  return (
    <PictureAndDetails
      picture={
        <Avatar
          variant="rounded"
          src={venture.image_url ?? undefined}
          alt={name ? `Logo of ${name}` : 'Venture logo'}
          sx={{
            width: 120,
            height: 120,
            fontSize: 40,
            bgcolor: 'primary.main',
            alignSelf: { xs: 'center', md: 'flex-start' },
          }}
        >
          {initialsOf(name)}
        </Avatar>
      }
    >
      <DetailList
        emptyText={NA}
        items={[
          { label: 'Name', value: venture.name },
          { label: 'Organisation type', value: venture.organisation_type?.name },
          {
            label: 'E-mail',
            value: venture.email_address && (
              <Link href={`mailto:${venture.email_address}`}>{venture.email_address}</Link>
            ),
          },
          {
            label: 'Phone',
            value: venture.phone_number && (
              <Link href={`tel:${venture.phone_number.replace(/\s+/g, '')}`}>{venture.phone_number}</Link>
            ),
          },
          { label: 'Stage', value: venture.step?.name },
          { label: 'Year established', value: venture.year_established },
          { label: 'Website', value: externalLink(venture.website_url) },
          { label: 'Video pitch', value: externalLink(venture.video_pitch_url) },
          { label: 'Prior funding', value: venture.funding === null ? null : venture.funding ? 'Yes' : 'No' },
          { label: 'Slogan', value: venture.slogan },
          { label: 'Physical address', value: venture.physical_address },
          { label: 'Sectors', value: <NameChips names={venture.venture_sectors.map((s) => s.sector.name)} /> },
          {
            label: 'Client locations',
            value: <NameChips names={venture.venture_client_locations.map((l) => l.client_location.name)} />,
          },
          { label: 'Countries', value: <NameChips names={venture.venture_countries.map((c) => c.country.name)} /> },
        ]}
      />

      <Section title="Certificates">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {FIELDS.map((field) =>
            venture[field] ? (
              <Button
                key={field}
                variant="outlined"
                startIcon={<DescriptionIcon />}
                onClick={() => setViewing(field)}
                sx={{ minHeight: 44 }}
              >
                View {CERTIFICATES[field].label}
              </Button>
            ) : (
              <span key={field}>
                {CERTIFICATES[field].label}: {NA}
              </span>
            ),
          )}
        </Stack>
      </Section>

      <Section title="Social links">
        <DetailList
          emptyText={NA}
          items={SOCIAL.map(({ field, label }) => ({
            label,
            value: externalLink(venture[field] as string | null),
          }))}
        />
      </Section>

      <RichTextSection heading="Company overview" html={venture.description} emptyText={NA} />

      {viewing && venture[viewing] && (
        <CertificateViewer
          open
          readOnly
          onClose={() => setViewing(null)}
          ventureId={venture.id}
          field={viewing}
          fileName={venture[viewing] as string}
        />
      )}
    </PictureAndDetails>
  );
}
