import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { Can } from './Can';
import { UploadDialog } from './UploadDialog';
import type { ActionOutcome } from './useConfirmedAction';

type UploadButtonProps = {
  /** The button is shown only with this permission. */
  permission: string;
  /** The button's text ('Upload Pic'); the dialog's title too unless `title` is given. */
  label: string;
  title?: string;
  icon: ReactNode;
  /** As for <input accept>: 'image/*', 'video/mp4,video/webm'. */
  accept: string;
  /** Per file (default: the image limit of UploadDialog). */
  maxBytes?: number;
  /** Sends the picked files (a resource client's `useUpload(...).run`). */
  upload: (files: File[]) => Promise<ActionOutcome<unknown>>;
};

/**
 * An 'Upload ...' button of a show view with its UploadDialog: the picked files go through `upload`;
 * a failure keeps the dialog open with the reason.
 */
export function UploadButton({ permission, label, title, icon, accept, maxBytes, upload }: UploadButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Can permission={permission}>
      <Button variant="outlined" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title ?? label}
        accept={accept}
        maxBytes={maxBytes}
        onUpload={async (files) => {
          const outcome = await upload(files);
          // Failed: keep the dialog open with the reason.
          if (outcome.status === 'failed') throw outcome.error;
        }}
      />
    </Can>
  );
}
