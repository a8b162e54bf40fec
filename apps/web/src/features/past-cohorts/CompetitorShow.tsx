import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import type { Competitor } from '@portal/contract/past-cohorts';
import { useId, useState } from 'react';
import { ActiveChip } from '../../components/ActiveChip';
import { Can } from '../../components/Can';
import { DetailList } from '../../components/DetailList';
import { formatDateTime } from '../../components/format';
import { RichTextView } from '../../components/RichTextView';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { SocialLinks, safeExternalUrl } from '../../components/SocialLinks';
import { UploadDialog } from '../../components/UploadDialog';
import { competitorsClient } from './api/competitors-client';
import { CompetitorPicture } from './CompetitorPicture';
import { socialLinksOf } from './competitor-links';

type CompetitorShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: Competitor;
  onEdit: (competitor: Competitor) => void;
  onBack: () => void;
};

/** A competitor (spec 3 §2.6): its picture (or initial) with Upload Pic, links, description, Edit and Log. */
export function CompetitorShow({ id, initial, onEdit, onBack }: CompetitorShowProps) {
  const [uploading, setUploading] = useState(false);
  const upload = competitorsClient.useUpload('image', MSG.imageUploaded);
  const descriptionId = useId();

  return (
    <>
      <ShowPanel
        query={competitorsClient.useOne(id, initial)}
        backLabel="Back to Ventures"
        onBack={onBack}
        title={(c) => c.name}
        log={{ model: 'Competitor', label: (c) => c.name }}
        edit={{ permission: 'competitor_edit', onEdit }}
        actions={() => (
          <Can permission="competitor_edit">
            <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setUploading(true)}>
              Upload Pic
            </Button>
          </Can>
        )}
      >
        {(c) => {
          const link = safeExternalUrl(c.link);
          const socials = socialLinksOf(c);
          const hasSocials = Object.values(socials).some((v) => safeExternalUrl(v));
          return (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
              <Box sx={{ flexShrink: 0, width: { xs: 200, sm: 280 }, borderRadius: 2, overflow: 'hidden' }}>
                <CompetitorPicture name={c.name} src={c.image_url} size={280} eager />
              </Box>
              <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
                <DetailList
                  items={[
                    { label: 'Name', value: c.name },
                    {
                      label: 'Link',
                      value: link && (
                        <Link href={link} target="_blank" rel="noopener noreferrer">
                          {c.link}
                        </Link>
                      ),
                    },
                    { label: 'Rank', value: c.rank ?? 'Not ranked' },
                    { label: 'Status', value: <ActiveChip active={c.active} yes="Active" no="Inactive" /> },
                    {
                      label: 'Social links',
                      value: hasSocials ? <SocialLinks links={socials} name={c.name} size="small" /> : null,
                    },
                    { label: 'Date added', value: formatDateTime(c.created_at) },
                  ]}
                />
                <Box component="section" aria-labelledby={descriptionId}>
                  <Typography id={descriptionId} variant="h6" component="h2" sx={{ mb: 1 }}>
                    Description
                  </Typography>
                  <RichTextView html={c.description} />
                </Box>
              </Stack>
            </Stack>
          );
        }}
      </ShowPanel>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        title="Upload Pic"
        accept="image/*"
        onUpload={async (files) => {
          const outcome = await upload.run({ id, files });
          // Failed: keep the dialog open with the reason.
          if (outcome.status === 'failed') throw outcome.error;
        }}
      />
    </>
  );
}
