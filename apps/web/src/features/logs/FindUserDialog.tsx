import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FINDER_PAGE_BUTTONS } from '@portal/contract/constants';
import type { LogUser } from '@portal/contract/logs';
import { MSG } from '@portal/contract/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import type { ListColumn } from '../../components/list-screen/types';
import { fullName } from '../../lib/format';
import { logKeys } from './api/log-search';
import { fetchLogUsers } from './api/log-users';

/** The user finder's width (spec 3 §9: 1500 at most). */
const FINDER_WIDTH = 1500;

type FindUserDialogProps = {
  open: boolean;
  onClose: () => void;
  onSelect: (user: LogUser) => void;
};

/**
 * Find User (spec 3 §2.10): its own search (names and e-mail), a paged list with a pager of at
 * most 5 buttons, and a Select button per user. Full screen on phones.
 */
export function FindUserDialog({ open, onClose, onSelect }: FindUserDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const select = (u: LogUser) => (
    <Button size="small" variant="outlined" onClick={() => onSelect(u)} aria-label={`Select ${fullName(u)}`}>
      Select
    </Button>
  );
  const columns: ListColumn<LogUser>[] = [
    { key: 'name', header: 'Name', render: (u) => fullName(u), primary: true, width: '40%' },
    { key: 'email', header: 'E-mail', render: (u) => u.email },
    { key: 'select', header: 'Select', render: select, width: 1, align: 'right' },
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby="find-user-title"
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: FINDER_WIDTH } } }}
    >
      <DialogTitle id="find-user-title" sx={{ pr: 7 }}>
        Find User
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {open && (
          <ListScreen<LogUser>
            columns={columns}
            queryKey={logKeys.users}
            queryFn={fetchLogUsers}
            getRowId={(u) => u.id}
            emptyText={MSG.findUserEmpty}
            pageButtons={FINDER_PAGE_BUTTONS}
            searchLabel="Search users by name or e-mail"
            tableLabel="Users"
            renderCard={(u) => (
              <Card variant="outlined">
                <CardContent
                  sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, '&:last-child': { pb: 1.5 } }}
                >
                  <Stack sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullName(u)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {u.email}
                    </Typography>
                  </Stack>
                  {select(u)}
                </CardContent>
              </Card>
            )}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
