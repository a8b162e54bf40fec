import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import { MSG } from '@portal/contract/messages';
import type { Competitor } from '@portal/contract/past-cohorts';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { externalLink } from '../../components/ExternalLink';
import { PictureAndDetails } from '../../components/PictureAndDetails';
import { RichTextSection } from '../../components/RichTextSection';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { SocialLinks, safeExternalUrl } from '../../components/SocialLinks';
import { UploadButton } from '../../components/UploadButton';
import { formatNumericDateTime } from '../../lib/format';
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
  const upload = competitorsClient.useUpload('image', MSG.imageUploaded);

  return (
    <ShowPanel
      query={competitorsClient.useOne(id, initial)}
      backLabel="Back to Ventures"
      onBack={onBack}
      title={(c) => c.name}
      log={{ model: 'Competitor', label: (c) => c.name }}
      edit={{ permission: 'competitor_edit', onEdit }}
      actions={() => (
        <UploadButton
          permission="competitor_edit"
          label="Upload Pic"
          icon={<AddPhotoAlternateIcon />}
          accept="image/*"
          upload={(files) => upload.run({ id, files })}
        />
      )}
    >
      {(c) => {
        const socials = socialLinksOf(c);
        const hasSocials = Object.values(socials).some((v) => safeExternalUrl(v));
        return (
          <PictureAndDetails
            picture={
              <Box sx={{ flexShrink: 0, width: { xs: 200, sm: 280 }, borderRadius: 2, overflow: 'hidden' }}>
                <CompetitorPicture name={c.name} src={c.image_url} size={280} eager />
              </Box>
            }
          >
            <DetailList
              items={[
                { label: 'Name', value: c.name },
                { label: 'Link', value: externalLink(c.link) },
                { label: 'Rank', value: c.rank ?? 'Not ranked' },
                { label: 'Status', value: <ActiveChip active={c.active} yes="Active" no="Inactive" /> },
                {
                  label: 'Social links',
                  value: hasSocials ? <SocialLinks links={socials} name={c.name} size="small" /> : null,
                },
                { label: 'Date added', value: formatNumericDateTime(c.created_at) },
              ]}
            />
            <RichTextSection heading="Description" html={c.description} />
          </PictureAndDetails>
        );
      }}
    </ShowPanel>
  );
}
