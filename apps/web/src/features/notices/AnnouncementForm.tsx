import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { STAGE_LABELS } from '@portal/contract/application-stages';
import { LOCALE_NAMES, type Locale } from '@portal/contract/locale';
import {
  type Announcement,
  type AnnouncementPreview,
  type AnnouncementTemplate,
  announcementTemplate,
  NOTICE_MSG,
} from '@portal/contract/notices';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Can } from '../../components/Can';
import { FormRichTextField } from '../../components/form-fields/FormRichTextField';
import { FormTextField } from '../../components/form-fields/FormTextField';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { placeFieldErrors } from '../../lib/form-errors';
import { ApiError } from '../../lib/http';
import { announcementKeys, previewAnnouncement, saveAnnouncement } from './api/announcements';
import { MailPreviewDialog } from './MailPreviewDialog';

const FIELDS = ['subject_en', 'body_en', 'subject_sw', 'body_sw'] as const;

const valuesOf = (a: Announcement): AnnouncementTemplate => ({
  enabled: a.enabled,
  subject_en: a.subject_en,
  body_en: a.body_en,
  subject_sw: a.subject_sw,
  body_sw: a.body_sw,
});

/**
 * One stage's mail: whether moves to the stage send it, its English and Swahili versions (subject
 * and rich text), a preview through the real mail layout, and Save (announcement_edit).
 */
export function AnnouncementForm({ announcement }: { announcement: Announcement }) {
  const stage = announcement.stage;
  const label = STAGE_LABELS[stage];
  const [lang, setLang] = useState<Locale>('en');
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, setError, getValues, trigger, reset } = useForm<AnnouncementTemplate>({
    defaultValues: valuesOf(announcement),
    resolver: zodResolver(announcementTemplate),
  });
  const save = useConfirmedAction<AnnouncementTemplate, Announcement>({
    mutationFn: (values) => saveAnnouncement(stage, values),
    confirm: NOTICE_MSG.confirmSave,
    success: NOTICE_MSG.saved,
    variant: 'warning',
    invalidate: [announcementKeys.all],
    onSuccess: (saved) => reset(valuesOf(saved)),
  });

  const onSave = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (outcome.status === 'failed') placeFieldErrors(outcome.fieldErrors, setError, FIELDS);
  });

  const onPreview = async () => {
    if (!(await trigger())) return;
    try {
      setPreview(await previewAnnouncement(getValues(), lang));
    } catch (error) {
      if (error instanceof ApiError) placeFieldErrors(error.errors, setError, FIELDS);
      enqueueSnackbar(error instanceof Error ? error.message : String(error), { variant: 'error' });
    }
  };

  const headingId = `announcement-${stage}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2} component="form" noValidate onSubmit={onSave}>
          <Typography id={headingId} variant="h6" component="h2">
            {label}
          </Typography>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={`Mail the founder when her application moves to ${label}`}
              />
            )}
          />
          <Tabs value={lang} onChange={(_, v: Locale) => setLang(v)} aria-label={`${label} mail language`}>
            <Tab value="en" label={LOCALE_NAMES.en} />
            <Tab value="sw" label={LOCALE_NAMES.sw} />
          </Tabs>
          {lang === 'en' ? (
            <Stack spacing={2} key="en">
              <FormTextField control={control} name="subject_en" label="Subject" required maxLength={200} />
              <FormRichTextField control={control} name="body_en" label="Message" required />
            </Stack>
          ) : (
            <Stack spacing={2} key="sw">
              <FormTextField
                control={control}
                name="subject_sw"
                label="Subject (Kiswahili)"
                maxLength={200}
                helperText="Leave the Kiswahili subject and message empty to send the English version to everyone."
              />
              <FormRichTextField control={control} name="body_sw" label="Message (Kiswahili)" />
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Can permission="announcement_edit">
              <Button variant="outlined" onClick={() => void onPreview()}>
                Preview {LOCALE_NAMES[lang]}
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                Save
              </Button>
            </Can>
          </Stack>
        </Stack>
      </CardContent>
      <MailPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}
