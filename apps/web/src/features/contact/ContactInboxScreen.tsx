import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ContactInboxType, ContactMessage } from '@portal/contract/contact';
import { MSG } from '@portal/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CountTabs, TabPanel } from '../../components/CountTabs';
import { LogDialog } from '../../components/LogDialog';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn, ListState, RowAction } from '../../components/list-screen/types';
import { useListState } from '../../components/list-screen/useListState';
import { PageHeading } from '../../components/PageHeading';
import { useSearchParam } from '../../components/use-search-param';
import { formatNumericDateTime, stripHtml } from '../../lib/format';
import { contactKeys, fetchInboxPage, useInboxCounts } from './api/contact-inbox';
import { MessageView } from './MessageView';
import { senderName, useDeleteMessage, useMarkMessage } from './use-inbox-actions';

/** The tab in the address (`?tab=read`) and the list type of the API it reads. */
const TABS = ['unread', 'read'] as const;
type Tab = (typeof TABS)[number];
const TYPE_OF: Record<Tab, ContactInboxType> = { unread: 'open', read: 'closed' };

/** Two lines of the message's text, the rest cut with an ellipsis. */
const preview = (html: string) => (
  <Box
    component="span"
    sx={{
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      maxWidth: 420,
    }}
  >
    {stripHtml(html)}
  </Box>
);

const columns: ListColumn<ContactMessage>[] = [
  { key: 'user', header: 'User', render: (m) => senderName(m) },
  { key: 'subject', header: 'Subject', render: (m) => m.subject, primary: true },
  { key: 'message', header: 'Message', render: (m) => preview(m.message) },
  {
    key: 'date',
    header: 'Creation Date',
    render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatNumericDateTime(m.created_at)}</span>,
  },
];

/**
 * The inbox: Unread Messages and Read Messages, each with its total, search, a table (cards on a
 * phone), pager and Total; a message's view. Each tab keeps its page and search while the other
 * or a message is open. New messages arrive without a reload (live updates refresh the lists).
 */
/** /contact-us-admin (spec 3 §2.7): needs contact_us_view, otherwise nothing of it renders. */
export default function ContactInboxScreen() {
  const [tab, setTab] = useSearchParam<Tab>('tab', TABS, 'unread');
  const lists: Record<Tab, ListState> = { unread: useListState(), read: useListState() };
  const counts = useInboxCounts();
  const [viewing, setViewing] = useState<ContactMessage | null>(null);
  const [logFor, setLogFor] = useState<ContactMessage | null>(null);
  const mark = useMarkMessage();
  const remove = useDeleteMessage();
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useCallback(() => panel.current?.focus(), []);

  // Back from a message, the focus goes to the list it came from.
  const wasViewing = useRef(viewing);
  useEffect(() => {
    if (wasViewing.current !== null && viewing === null) focusPanel();
    wasViewing.current = viewing;
  }, [viewing, focusPanel]);

  if (viewing) {
    return (
      <MessageView
        key={viewing.id}
        message={viewing}
        onClose={() => setViewing(null)}
        onChanged={setViewing}
        onDeleted={() => setViewing(null)}
      />
    );
  }

  const actions: RowAction<ContactMessage>[] = [
    { key: 'view', label: 'View', icon: <VisibilityIcon fontSize="small" />, onClick: setViewing },
    {
      key: 'read',
      label: 'Mark as read',
      icon: <MarkEmailReadIcon fontSize="small" />,
      color: 'primary',
      permission: 'contact_us_mark_read',
      show: (m) => m.read === 0,
      onClick: (m) => void mark.run({ message: m, mark: 'read' }).then((o) => o.status === 'done' && focusPanel()),
    },
    {
      key: 'unread',
      label: 'Mark as unread',
      icon: <MarkEmailUnreadIcon fontSize="small" />,
      permission: 'contact_us_mark_unread',
      show: (m) => m.read === 1,
      onClick: (m) => void mark.run({ message: m, mark: 'unread' }).then((o) => o.status === 'done' && focusPanel()),
    },
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      permission: 'contact_us_archive',
      onClick: (m) => void remove.run(m).then((o) => o.status === 'done' && focusPanel()),
    },
    { key: 'log', label: 'Log', icon: <HistoryIcon fontSize="small" />, permission: 'log_view', onClick: setLogFor },
  ];
  const type = TYPE_OF[tab];

  return (
    <Stack spacing={2}>
      <PageHeading>Contact Messages</PageHeading>
      <CountTabs
        label="Contact messages"
        idPrefix="inbox"
        value={tab}
        onChange={(t) => setTab(t)}
        tabs={[
          { value: 'unread', label: 'Unread Messages', count: counts.isError ? null : counts.data?.open },
          { value: 'read', label: 'Read Messages', count: counts.isError ? null : counts.data?.closed },
        ]}
      />
      <TabPanel idPrefix="inbox" value={tab} ref={panel}>
        <ListScreen<ContactMessage>
          key={type}
          columns={columns}
          queryKey={contactKeys.list(type)}
          queryFn={(params, signal) => fetchInboxPage(type, params, signal)}
          getRowId={(m) => m.id}
          actions={actions}
          emptyText={MSG.noNewMessages}
          state={lists[tab]}
          searchLabel={tab === 'unread' ? 'Search unread messages' : 'Search read messages'}
          tableLabel={tab === 'unread' ? 'Unread messages' : 'Read messages'}
        />
      </TabPanel>
      {logFor && (
        <LogDialog
          open
          model="ContactUs"
          recordId={logFor.id}
          recordLabel={logFor.subject}
          onClose={() => setLogFor(null)}
        />
      )}
    </Stack>
  );
}
