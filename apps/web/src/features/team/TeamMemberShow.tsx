import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import type { TeamMember } from '@portal/contract/team';
import { ActiveChip } from '../../components/ActiveChip';
import { DetailList } from '../../components/DetailList';
import { externalLink } from '../../components/ExternalLink';
import { PictureAndDetails } from '../../components/PictureAndDetails';
import { RichTextSection } from '../../components/RichTextSection';
import { ShowPanel } from '../../components/resource-admin/ShowPanel';
import { UploadButton } from '../../components/UploadButton';
import { formatNumericDateTime } from '../../lib/format';
import { teamClient } from './api/team-client';
import { TeamMemberAvatar } from './TeamMemberAvatar';
import { LINK_FIELDS, roleNames } from './team-format';

type TeamMemberShowProps = {
  id: number;
  /** The list row, shown while the fresh copy loads. */
  initial?: TeamMember;
  onEdit: (member: TeamMember) => void;
  onBack: () => void;
};

/** A team member's details (spec 3 §2.1): every field, the bio, the roles, the picture with Upload Pic. */
export function TeamMemberShow({ id, initial, onEdit, onBack }: TeamMemberShowProps) {
  const upload = teamClient.useUpload('image', MSG.imageUploaded);

  return (
    <ShowPanel
      query={teamClient.useOne(id, initial)}
      backLabel="Back to Team"
      onBack={onBack}
      title={(m) => m.name}
      log={{ model: 'TeamMember', label: (m) => m.name }}
      edit={{ permission: 'team_edit', onEdit }}
      actions={() => (
        <UploadButton
          permission="team_edit"
          label="Upload Pic"
          icon={<PhotoCameraIcon />}
          accept="image/*"
          upload={(files) => upload.run({ id, files })}
        />
      )}
    >
      {(member) => (
        <PictureAndDetails
          picture={
            <Box sx={{ flexShrink: 0, alignSelf: { xs: 'center', md: 'flex-start' } }}>
              {member.image_url ? (
                <Box
                  component="img"
                  src={member.image_url}
                  alt={`Picture of ${member.name}`}
                  width={220}
                  height={220}
                  sx={{ display: 'block', width: 220, height: 220, objectFit: 'cover', borderRadius: 2 }}
                />
              ) : (
                <Stack spacing={1} sx={{ alignItems: 'center' }}>
                  <TeamMemberAvatar member={member} size={160} />
                  <Typography variant="body2" color="text.secondary">
                    No picture yet
                  </Typography>
                </Stack>
              )}
            </Box>
          }
        >
          <DetailList
            items={[
              { label: 'Name', value: member.name },
              {
                label: 'Roles',
                value: (
                  <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} component="span">
                    {roleNames(member).map((r) => (
                      <Chip key={r} label={r} size="small" color="primary" variant="outlined" />
                    ))}
                  </Stack>
                ),
              },
              {
                label: 'E-mail',
                value: member.email_address && (
                  <Link href={`mailto:${member.email_address}`}>{member.email_address}</Link>
                ),
              },
              { label: 'Phone number', value: member.phone_number },
              ...LINK_FIELDS.map((f) => ({ label: f.label, value: externalLink(member[f.name]) })),
              { label: 'Active', value: <ActiveChip active={member.active} /> },
              { label: 'Date added', value: formatNumericDateTime(member.created_at) },
            ]}
          />
          <RichTextSection heading="Bio" html={member.bio} />
        </PictureAndDetails>
      )}
    </ShowPanel>
  );
}
