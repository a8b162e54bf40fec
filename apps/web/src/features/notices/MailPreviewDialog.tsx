import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AnnouncementPreview } from '@portal/contract/notices';

/**
 * A mail as the founder will see it: its subject, and its HTML in a sandboxed frame (no script,
 * no same origin), exactly as the server rendered it with sample values.
 */
export function MailPreviewDialog({ preview, onClose }: { preview: AnnouncementPreview | null; onClose: () => void }) {
  return (
    <Dialog open={preview !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-preview-title">
      <DialogTitle id="mail-preview-title">Preview</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          Subject
        </Typography>
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="preview-subject">
          {preview?.subject}
        </Typography>
        <iframe
          title="The mail's message"
          sandbox=""
          srcDoc={preview?.html ?? ''}
          style={{ width: '100%', height: '60vh', border: '1px solid #ddd', borderRadius: 4 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
