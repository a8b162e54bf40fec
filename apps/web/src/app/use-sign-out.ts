import { MSG } from '@portal/contract/messages';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../lib/session';

/** Signs out, goes home and says so. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
    enqueueSnackbar(MSG.signedOut, { variant: 'success' });
  }, [signOut, navigate, enqueueSnackbar]);
}
