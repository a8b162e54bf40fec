import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '@portal/contract/contact';
import { useEffect, useRef } from 'react';
import { Can } from '../../components/Can';
import { DetailList } from '../../components/DetailList';
import { LogButton } from '../../components/LogDialog';
import { RichTextView } from '../../components/RichTextView';
import { formatNumericDateTime } from '../../lib/format';
import { senderName, useDeleteMessage, useMarkMessage } from './use-inbox-actions';

type MessageViewProps = {
  message: ContactMessage;
  /** Close: back to the tab the message was opened from. */
  onClose: () => void;
  /** The message after a mark (it stays open, now read or unread). */
  onChanged: (message: ContactMessage) => void;
  onDeleted: () => void;
};

/**
 * A message (spec 3 §2.7): subject, sender, creation date and the body as HTML, with Close; and,
 * each with its permission, mark read or unread, delete and the log. Reply opens the mail client
 * with the sender's address.
 */
export function MessageView({ message, onClose, onChanged, onDeleted }: MessageViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const mark = useMarkMessage();
  const remove = useDeleteMessage();
  useEffect(() => heading.current?.focus(), []);

  const toggle = async () => {
    const next = message.read ? 'unread' : 'read';
    const outcome = await mark.run({ message, mark: next });
    if (outcome.status === 'done') onChanged({ ...message, read: next === 'read' ? 1 : 0 });
  };

  return (
    <Stack spacing={2}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
          Close
        </Button>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="h5"
              component="h1"
              ref={heading}
              tabIndex={-1}
              sx={{ overflowWrap: 'anywhere', outline: 'none', flex: '1 1 auto' }}
            >
              {message.subject}
            </Typography>
            <Chip size="small" label={message.read ? 'Read' : 'Unread'} color={message.read ? 'default' : 'primary'} />
          </Stack>
          <DetailList
            items={[
              { label: 'From', value: senderName(message) },
              {
                label: 'E-mail',
                value: message.user?.email ? <a href={`mailto:${message.user.email}`}>{message.user.email}</a> : null,
              },
              { label: 'Sent', value: formatNumericDateTime(message.created_at) },
            ]}
          />
          <Divider />
          <RichTextView html={message.message} />
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {message.user?.email && (
          <Button
            variant="contained"
            startIcon={<ReplyIcon />}
            href={`mailto:${message.user.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          >
            Reply by e-mail
          </Button>
        )}
        <Can permission={message.read ? 'contact_us_mark_unread' : 'contact_us_mark_read'}>
          <Button
            variant="outlined"
            startIcon={message.read ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
            onClick={() => void toggle()}
            disabled={mark.isPending}
          >
            {message.read ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </Can>
        <Can permission="contact_us_archive">
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={remove.isPending}
            onClick={() => void remove.run(message).then((o) => o.status === 'done' && onDeleted())}
          >
            Delete
          </Button>
        </Can>
        <LogButton model="ContactUs" recordId={message.id} recordLabel={message.subject} />
      </Stack>
    </Stack>
  );
}
