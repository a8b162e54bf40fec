import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { profileRulesFor } from '@portal/contract/users';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { AdminPage } from '../../components/AdminPage';
import { DetailList } from '../../components/DetailList';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { UploadDialog } from '../../components/UploadDialog';
import { useFormData } from '../../lib/form-data';
import { useSession } from '../../lib/session';
import { UserPicture, UserRoles } from '../users';
import { useProfile } from './api/profile';
import { useUploadProfilePicture } from './api/upload-profile-picture';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorCard } from './TwoFactorCard';
import { UpdateProfileDialog } from './UpdateProfileDialog';

type Dialog = 'picture' | 'password' | 'profile' | null;

/**
 * /profile (spec 3 §2.11): the signed-in user's avatar (picture or first letter), full name, roles,
 * code, e-mail and phone, with Upload Profile Pic, Change Password and Update Profile. Any
 * signed-in user; every call acts on the caller only.
 */
export default function ProfileScreen() {
  const { user, loading } = useSession();
  const profile = useProfile();
  const formData = useFormData();
  const [open, setOpen] = useState<Dialog>(null);
  const upload = useUploadProfilePicture();
  const { enqueueSnackbar } = useSnackbar();

  if (loading || !user) return <Loading />;
  const p = profile.data;
  const name = p ? [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ') : user.name;
  const rules = profileRulesFor(user.roles);

  return (
    <AdminPage>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900, mx: 'auto' }}>
        {profile.isError ? (
          <LoadError onRetry={() => profile.refetch()} />
        ) : (
          <Stack spacing={3}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={3}
              sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
            >
              {p ? (
                <UserPicture user={p} size={120} initial />
              ) : (
                <Skeleton variant="circular" width={120} height={120} />
              )}
              <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, alignItems: { xs: 'center', sm: 'flex-start' } }}>
                <Typography
                  variant="h4"
                  component="h1"
                  sx={{ overflowWrap: 'anywhere', textAlign: { xs: 'center', sm: 'left' } }}
                >
                  {name}
                </Typography>
                <UserRoles roles={user.roles} />
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}
                >
                  <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => setOpen('picture')}>
                    Upload Profile Pic
                  </Button>
                  <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setOpen('password')}>
                    Change Password
                  </Button>
                  <Button
                    variant="contained"
                    startIcon={<EditIcon />}
                    onClick={() => setOpen('profile')}
                    disabled={!p || !formData.data}
                  >
                    Update Profile
                  </Button>
                </Stack>
              </Stack>
            </Stack>
            {p ? (
              <DetailList
                items={[
                  // The spec's Code row, only when a code is set (the product sets none today).
                  ...(p.code ? [{ label: 'Code', value: p.code }] : []),
                  { label: 'E-mail', value: <Link href={`mailto:${p.email}`}>{p.email}</Link> },
                  { label: 'Phone', value: p.phone_number },
                ]}
              />
            ) : (
              <Stack spacing={1}>
                <Skeleton />
                <Skeleton />
                <Skeleton />
              </Stack>
            )}
            <TwoFactorCard />
            {formData.isError && <LoadError message={MSG.formDataFailed} onRetry={() => formData.refetch()} />}
          </Stack>
        )}
      </Paper>

      <UploadDialog
        open={open === 'picture'}
        onClose={() => setOpen(null)}
        title="Upload Profile Pic"
        accept="image/*"
        onUpload={async ([file]) => {
          if (!file) return;
          // A failure keeps the dialog open with the reason (spec 3 §8: no snackbar for it).
          await upload.mutateAsync(file);
          enqueueSnackbar(MSG.profilePictureUploaded, { variant: 'success' });
        }}
      />
      <ChangePasswordDialog open={open === 'password'} onClose={() => setOpen(null)} />
      {p && formData.data && (
        <UpdateProfileDialog
          open={open === 'profile'}
          onClose={() => setOpen(null)}
          profile={p}
          formData={formData.data}
          rules={rules}
        />
      )}
    </AdminPage>
  );
}
