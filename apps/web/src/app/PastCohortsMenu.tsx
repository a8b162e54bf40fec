import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MSG } from '@portal/contract/messages';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PublicPastCohort } from '../features/past-cohorts/api/public-past-cohorts';

/** The header's Past Cohorts menu: one link per active past cohort, or 'No Previous Cohorts'. */
export function PastCohortsMenu({ cohorts, loading }: { cohorts: PublicPastCohort[]; loading: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMore />}
      >
        Past Cohorts
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {loading && <MenuItem disabled>Loading…</MenuItem>}
        {!loading && cohorts.length === 0 && <MenuItem disabled>{MSG.noPreviousCohorts}</MenuItem>}
        {cohorts.map((c) => (
          <MenuItem key={c.id} component={RouterLink} to={`/past-cohorts/${c.slug}`} onClick={close}>
            {c.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
