import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PublicNewsFeed } from '@portal/contract/news-feed';
import { NEWS_DIALOG_WIDTH } from '@portal/contract/news-feed-text';
import { type KeyboardEvent, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RichTextView } from '../../components/RichTextView';
import { safeExternalUrl } from '../../components/SocialLinks';
import { useContentLang, useFormatDate } from '../../lib/i18n/content';
import { NewsCover } from './NewsCover';

type NewsDialogProps = {
  /** The items of the page being read; previous/next move through them. */
  items: PublicNewsFeed[];
  /** The open item's position in `items`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const TITLE_ID = 'news-dialog-title';

/**
 * One news item in full (spec 1 §2.12): the picture, author, publish date, a View Source link when
 * the item has a source, and the body; Previous and Next move through the page's items and are
 * disabled at its ends (the arrow keys do the same). Full screen on phones.
 */
export function NewsDialog({ items, index, onIndexChange, onClose }: NewsDialogProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const content = useContentLang();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const item = index === null ? undefined : items[index];
  const open = item !== undefined;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < items.length - 1;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const go = (to: number) => {
    if (to < 0 || to >= items.length) return;
    // The button just used turns disabled at an end: keep the focus in the dialog, on the other one.
    if (to === 0 && items.length > 1) nextRef.current?.focus();
    else if (to === items.length - 1 && items.length > 1) previousRef.current?.focus();
    onIndexChange(to);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (index === null) return;
    if (e.key === 'ArrowLeft') go(index - 1);
    if (e.key === 'ArrowRight') go(index + 1);
  };
  const source = safeExternalUrl(item?.source);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={false}
      aria-labelledby={TITLE_ID}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: NEWS_DIALOG_WIDTH } } }}
    >
      {item && (
        <>
          <DialogTitle id={TITLE_ID} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1 }}>
            <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }} {...content}>
              {item.subject}
            </Box>
            <IconButton aria-label={t('common.close')} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 4 }} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ width: { xs: '100%', md: '42%' }, flexShrink: 0, position: { md: 'sticky' }, top: 0 }}>
                <NewsCover
                  key={item.id}
                  src={item.image_url}
                  subject={item.subject}
                  width={1200}
                  height={675}
                  eager
                  sx={{ borderRadius: 2 }}
                />
              </Box>
              <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={2}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography color="text.secondary">
                    <Trans
                      i18nKey="news.by"
                      values={{ author: item.author }}
                      components={{ strong: <strong {...content} /> }}
                    />{' '}
                    · <time dateTime={item.publish_date}>{formatDate(item.publish_date)}</time>
                  </Typography>
                  {source && (
                    <Button
                      href={source}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="small"
                      variant="outlined"
                      endIcon={<OpenInNewIcon />}
                    >
                      {t('news.viewSource')}
                    </Button>
                  )}
                </Stack>
                <RichTextView html={item.body} {...content} />
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between', px: { xs: 2, sm: 3 }, py: 1.5 }}>
            <Button
              ref={previousRef}
              startIcon={<ChevronLeftIcon />}
              onClick={() => go(index! - 1)}
              disabled={!hasPrevious}
              aria-label={t('news.previous')}
            >
              {t('common.previous')}
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {t('common.position', { n: index! + 1, total: items.length })}
            </Typography>
            <Button
              ref={nextRef}
              endIcon={<ChevronRightIcon />}
              onClick={() => go(index! + 1)}
              disabled={!hasNext}
              aria-label={t('news.next')}
            >
              {t('common.next')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
