import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { MSG } from '@portal/contract/messages';
import { permissionLabel } from '@portal/contract/permissions';
import type { PermissionItem } from '@portal/contract/roles';
import { useSnackbar } from 'notistack';
import { type ReactNode, useMemo, useState } from 'react';
import { useConfirm } from '../../components/ConfirmDialog';
import { visuallyHidden } from '../../components/visually-hidden';
import { PermissionList } from './PermissionList';

export { PermissionName } from './PermissionName';

type PermissionPickerProps = {
  /** Every permission, in the order to show them (the seeded order groups them by area). */
  permissions: readonly PermissionItem[];
  /** The assigned permission names. */
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** Permissions that cannot be removed (a built-in role's), or 'all'. */
  fixed?: 'all' | readonly string[];
  /** The field's error ('Please Pick at Least One Permission'). */
  error?: string;
  /** Shown under the lists while there is no error. */
  helperText?: ReactNode;
};

/** What a list says when its filter hides every entry. */
export const noMatch = (term: string) => MSG.permissionNoMatch.replace('{term}', term.trim());

/**
 * The role form's two-list permission picker (spec 3 §2.9, §4, §5): available on the left (above on
 * a phone), assigned on the right (below), with Assign, Assign all, Remove and Remove all. Each list
 * is a multi-select listbox: click or tap an entry to pick it; with the keyboard, arrows move,
 * Space picks, Ctrl+A picks every shown entry and Enter moves the picked ones across. A filter box
 * narrows each list; "all" means every entry the list shows. The buttons stay enabled and say why
 * nothing happened, in the spec's words, when nothing is picked or the list is empty; Assign all
 * and Remove all ask first. Fixed permissions of a built-in role show a lock and stay assigned;
 * with `fixed='all'` (System Admin) every button and the helper text say that nothing can change.
 */
export function PermissionPicker({
  permissions,
  value,
  onChange,
  fixed = [],
  error,
  helperText,
}: PermissionPickerProps) {
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const [pickedAvailable, setPickedAvailable] = useState<ReadonlySet<string>>(new Set());
  const [pickedAssigned, setPickedAssigned] = useState<ReadonlySet<string>>(new Set());
  const [filterAvailable, setFilterAvailable] = useState('');
  const [filterAssigned, setFilterAssigned] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const assignedSet = useMemo(() => new Set(value), [value]);
  const locked = useMemo(() => new Set(fixed === 'all' ? permissions.map((p) => p.name) : fixed), [fixed, permissions]);
  const names = useMemo(() => permissions.map((p) => p.name), [permissions]);
  const available = useMemo(() => names.filter((n) => !assignedSet.has(n)), [names, assignedSet]);
  // Assigned names the list does not know (none in practice) are kept, after the known ones.
  const assigned = useMemo(
    () => [...names.filter((n) => assignedSet.has(n)), ...value.filter((n) => !names.includes(n))],
    [names, assignedSet, value],
  );
  const shownAvailable = useMemo(() => filtered(available, filterAvailable), [available, filterAvailable]);
  const shownAssigned = useMemo(() => filtered(assigned, filterAssigned), [assigned, filterAssigned]);

  const allFixed = fixed === 'all';
  const say = (message: string) => enqueueSnackbar(message, { variant: 'error' });
  const sayAllFixed = () => enqueueSnackbar(MSG.permissionsAllFixed, { variant: 'info' });
  /**
   * Why Remove / Remove all found nothing to remove: the filter hides every assigned entry, or
   * only fixed ones are shown; otherwise the spec's own message (`fallback`).
   */
  const whyNothingRemovable = (fallback: string) => {
    if (assigned.length > 0 && shownAssigned.length === 0) return noMatch(filterAssigned);
    if (shownAssigned.length > 0 && shownAssigned.every((n) => locked.has(n))) return MSG.permissionsOnlyFixedShown;
    return fallback;
  };
  const inOrder = (set: ReadonlySet<string>) => [
    ...names.filter((n) => set.has(n)),
    ...[...set].filter((n) => !names.includes(n)),
  ];
  const commit = (next: ReadonlySet<string>, message: string) => {
    onChange(inOrder(next));
    setAnnouncement(message);
  };
  const count = (n: number) => (n === 1 ? '1 permission' : `${n} permissions`);

  const assign = (list: readonly string[] = shownAvailable.filter((n) => pickedAvailable.has(n))) => {
    if (allFixed) return sayAllFixed();
    if (list.length === 0) {
      return say(
        available.length > 0 && shownAvailable.length === 0 ? noMatch(filterAvailable) : MSG.permissionAssignNone,
      );
    }
    commit(new Set([...value, ...list]), `${count(list.length)} assigned`);
    setPickedAvailable(new Set());
  };
  const remove = (list: readonly string[] = shownAssigned.filter((n) => pickedAssigned.has(n) && !locked.has(n))) => {
    if (allFixed) return sayAllFixed();
    if (list.length === 0) return say(whyNothingRemovable(MSG.permissionRemoveNone));
    const gone = new Set(list);
    commit(new Set(value.filter((n) => !gone.has(n))), `${count(list.length)} removed`);
    setPickedAssigned(new Set());
  };
  const assignAll = async () => {
    if (allFixed) return sayAllFixed();
    if (shownAvailable.length === 0) {
      return say(available.length === 0 ? MSG.permissionNoneAvailable : noMatch(filterAvailable));
    }
    if (await confirm({ message: MSG.confirmAssignAll })) assign(shownAvailable);
  };
  const removeAll = async () => {
    if (allFixed) return sayAllFixed();
    const removable = shownAssigned.filter((n) => !locked.has(n));
    if (removable.length === 0) return say(whyNothingRemovable(MSG.permissionNoneAssigned));
    if (await confirm({ message: MSG.confirmRemoveAll })) remove(removable);
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr' },
          gap: 2,
          alignItems: 'stretch',
        }}
      >
        <PermissionList
          label="Available permissions"
          items={shownAvailable}
          total={available.length}
          picked={pickedAvailable}
          onPick={setPickedAvailable}
          filter={filterAvailable}
          onFilter={setFilterAvailable}
          onEnter={() => assign()}
          emptyText={available.length === 0 ? MSG.permissionNoneAvailable : noMatch(filterAvailable)}
        />
        <Stack
          direction={{ xs: 'row', md: 'column' }}
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
          role="group"
          aria-label="Move permissions"
        >
          <MoveButton onClick={() => assign()} icon={<ChevronRightIcon />} label="Assign" />
          <MoveButton onClick={() => void assignAll()} icon={<KeyboardDoubleArrowRightIcon />} label="Assign all" />
          <MoveButton onClick={() => remove()} icon={<ChevronLeftIcon />} label="Remove" />
          <MoveButton onClick={() => void removeAll()} icon={<KeyboardDoubleArrowLeftIcon />} label="Remove all" />
        </Stack>
        <PermissionList
          label="Assigned permissions"
          items={shownAssigned}
          total={assigned.length}
          picked={pickedAssigned}
          onPick={setPickedAssigned}
          filter={filterAssigned}
          onFilter={setFilterAssigned}
          onEnter={() => remove()}
          locked={locked}
          emptyText={assigned.length === 0 ? MSG.permissionNoneAssigned : noMatch(filterAssigned)}
          error={!!error}
        />
      </Box>
      <FormHelperText error={!!error} sx={{ mx: 0 }}>
        {error ?? (allFixed ? MSG.permissionsAllFixed : helperText)}
      </FormHelperText>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

/** The entries whose words or code name contain the term. */
const filtered = (list: readonly string[], term: string) => {
  const t = term.trim().toLowerCase();
  return t
    ? list.filter((n) => n.toLowerCase().includes(t) || permissionLabel(n).toLowerCase().includes(t))
    : [...list];
};

function MoveButton({ onClick, icon, label }: { onClick: () => void; icon: ReactNode; label: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={onClick}
      sx={{ minHeight: 40, minWidth: { xs: 0, md: 132 }, justifyContent: { md: 'flex-start' } }}
      // On a phone the lists sit one above the other: the arrows point down and up.
      startIcon={<Box sx={{ display: 'flex', transform: { xs: 'rotate(90deg)', md: 'none' } }}>{icon}</Box>}
    >
      {label}
    </Button>
  );
}
