import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/i18n/messages';
import { PROGRESS_TRACK, type Progress } from './progress';

/**
 * The answer progress above the questions (spec 1 §4): a bar coloured by its 8-point band, the
 * percentage, and the notice of the highest threshold reached (announced politely). It sticks
 * under the site header while the questions scroll.
 */
export function AnswerProgressBar({ progress }: { progress: Progress }) {
  const tm = useMessage();
  const { t } = useTranslation();
  const labelId = useId();
  const { percent, answered, total, colour, notice } = progress;
  return (
    <Box
      data-testid="answer-progress"
      sx={{
        position: 'sticky',
        top: { xs: 64, md: 72 },
        // Above the rich-text editors' sticky menu bars (mui-tiptap: 2), below the site header.
        zIndex: 3,
        bgcolor: 'background.paper',
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        pt: 1.5,
        pb: 1,
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.75 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t('wizard.answerProgress')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden="true">
          {percent}%
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', ml: 1 }}>
            ({answered} of {total})
          </Box>
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${percent}%, ${answered} of ${total} answered`}
        sx={{
          height: 10,
          borderRadius: 5,
          bgcolor: PROGRESS_TRACK,
          '& .MuiLinearProgress-bar': { bgcolor: colour, borderRadius: 5 },
        }}
      />
      <Typography
        role="status"
        variant="body2"
        sx={{ mt: 0.75, minHeight: '1.43em', fontWeight: 500, color: 'text.primary' }}
      >
        {tm(notice ?? '')}
      </Typography>
    </Box>
  );
}
