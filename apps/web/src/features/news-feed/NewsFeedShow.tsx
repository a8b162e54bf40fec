import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import type { NewsFeed } from '@portal/contract/news-feed';
import { useState } from 'react';
import { ActiveChip } from '../../components/ActiveChip';
import { Can } from '../../components/Can';
import { DetailList } from '../../components/DetailList';
import { formatDate, formatDateTime } from '../../components/format';
import { RichTextView } from '../../components/RichTextView';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { safeExternalUrl } from '../../components/SocialLinks';
import { UploadDialog } from '../../components/UploadDialog';
import { fullName } from '../../lib/format';
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
  const [uploading, setUploading] = useState(false);
  const upload = newsFeedClient.useUpload('image', MSG.imageUploaded);

  return (
    <>
      <ShowPanel
        query={newsFeedClient.useOne(id, initial)}
        backLabel="Back to News Feed"
        onBack={onBack}
        title={(n) => n.subject}
        log={{ model: 'NewsFeed', label: (n) => n.subject }}
        edit={{ permission: 'news_feed_edit', onEdit }}
        actions={() => (
          <Can permission="news_feed_edit">
            <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setUploading(true)}>
              Upload Cover
            </Button>
          </Can>
        )}
      >
        {(item) => {
          const source = safeExternalUrl(item.source);
          return (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
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
              <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
                <DetailList
                  items={[
                    { label: 'Subject', value: item.subject },
                    { label: 'Author', value: item.author },
                    {
                      label: 'Source',
                      value: source && (
                        <Link href={source} target="_blank" rel="noopener noreferrer">
                          {item.source}
                        </Link>
                      ),
                    },
                    { label: 'Publish date', value: formatDate(item.publish_date) },
                    { label: 'Active', value: <ActiveChip active={item.active} /> },
                    { label: 'Posted by', value: item.user ? fullName(item.user) : null },
                    { label: 'Date added', value: formatDateTime(item.created_at) },
                  ]}
                />
                <Box component="section" aria-labelledby="news-item-body">
                  <Typography id="news-item-body" variant="h6" component="h2" sx={{ mb: 1 }}>
                    Body
                  </Typography>
                  <RichTextView html={item.body} />
                </Box>
              </Stack>
            </Stack>
          );
        }}
      </ShowPanel>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        title="Upload Cover"
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
