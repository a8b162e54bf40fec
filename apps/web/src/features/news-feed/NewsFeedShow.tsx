import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import type { NewsFeed } from '@portal/contract/news-feed';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { externalLink } from '../../components/ExternalLink';
import { PictureAndDetails } from '../../components/PictureAndDetails';
import { RichTextSection } from '../../components/RichTextSection';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { UploadButton } from '../../components/UploadButton';
import { formatNumericDate, formatNumericDateTime, fullName } from '../../lib/format';
import { newsFeedClient } from './api/news-feed-client';

type NewsFeedShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: NewsFeed;
  onEdit: (item: NewsFeed) => void;
  onBack: () => void;
};

/** A news item (spec 3 §2.5): its cover with Upload Cover, its fields, the body as shown to the public, Edit and Log. */
export function NewsFeedShow({ id, initial, onEdit, onBack }: NewsFeedShowProps) {
  const upload = newsFeedClient.useUpload('image', MSG.imageUploaded);

  return (
    <ShowPanel
      query={newsFeedClient.useOne(id, initial)}
      backLabel="Back to News Feed"
      onBack={onBack}
      title={(n) => n.subject}
      log={{ model: 'NewsFeed', label: (n) => n.subject }}
      edit={{ permission: 'news_feed_edit', onEdit }}
      actions={() => (
        <UploadButton
          permission="news_feed_edit"
          label="Upload Cover"
          icon={<AddPhotoAlternateIcon />}
          accept="image/*"
          upload={(files) => upload.run({ id, files })}
        />
      )}
    >
      {(item) => (
        <PictureAndDetails
          picture={
            <Box sx={{ flexShrink: 0, width: { xs: '100%', md: 360 } }}>
              {item.image_url ? (
                <Box
                  component="img"
                  src={item.image_url}
                  alt={`Cover of ${item.subject}`}
                  width={360}
                  height={203}
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '16 / 9',
                    objectFit: 'cover',
                    borderRadius: 2,
                  }}
                />
              ) : (
                <Stack
                  spacing={1}
                  sx={{
                    aspectRatio: '16 / 9',
                    borderRadius: 2,
                    bgcolor: 'action.hover',
                    alignItems: 'center',
                    justifyContent: 'center',
                    color: 'text.secondary',
                  }}
                >
                  <ImageIcon fontSize="large" />
                  <Typography variant="body2">No cover yet</Typography>
                </Stack>
              )}
            </Box>
          }
        >
          <DetailList
            items={[
              { label: 'Subject', value: item.subject },
              { label: 'Author', value: item.author },
              { label: 'Source', value: externalLink(item.source) },
              { label: 'Publish date', value: formatNumericDate(item.publish_date) },
              { label: 'Active', value: <ActiveChip active={item.active} /> },
              { label: 'Posted by', value: item.user ? fullName(item.user) : null },
              { label: 'Date added', value: formatNumericDateTime(item.created_at) },
            ]}
          />
          <RichTextSection heading="Body" html={item.body} />
        </PictureAndDetails>
      )}
    </ShowPanel>
  );
}
