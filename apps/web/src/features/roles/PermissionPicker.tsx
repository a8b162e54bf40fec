import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG } from '@portal/contract/messages';
import { permissionLabel } from '@portal/contract/permissions';
import type { PermissionItem } from '@portal/contract/roles';
import { useSnackbar } from 'notistack';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useConfirm } from '../../components/ConfirmDialog';
import { visuallyHidden } from '../../components/visually-hidden';

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

const LIST_HEIGHT = 300;

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

type PermissionListProps = {
  label: string;
  items: readonly string[];
  total: number;
  picked: ReadonlySet<string>;
  onPick: (next: ReadonlySet<string>) => void;
  filter: string;
  onFilter: (term: string) => void;
  /** Enter in the list: move the picked entries across. */
  onEnter: () => void;
  locked?: ReadonlySet<string>;
  emptyText: string;
  error?: boolean;
};

/** One side of the picker: a heading, a filter, and a multi-select listbox (ARIA listbox pattern). */
function PermissionList({
  label,
  items,
  total,
  picked,
  onPick,
  filter,
  onFilter,
  onEnter,
  locked,
  emptyText,
  error,
}: PermissionListProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (i: number) => `${id}-option-${i}`;
  const isLocked = (name: string) => locked?.has(name) ?? false;
  const pickedShown = items.filter((n) => picked.has(n)).length;

  const toggle = (name: string) => {
    if (isLocked(name)) return;
    const next = new Set(picked);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    onPick(next);
  };
  const moveTo = (i: number) => {
    const index = Math.max(0, Math.min(items.length - 1, i));
    setActive(index);
    // jsdom has no scrollIntoView.
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    switch (e.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case ' ':
        toggle(items[activeIndex]!);
        break;
      case 'Enter':
        onEnter();
        break;
      case 'a':
      case 'A':
        if (!(e.ctrlKey || e.metaKey)) return;
        onPick(new Set([...picked, ...items.filter((n) => !isLocked(n))]));
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, borderColor: error ? 'error.main' : undefined }}
    >
      <Stack
        direction="row"
        sx={{ px: 1.5, pt: 1.25, pb: 0.5, justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography id={labelId} variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {pickedShown > 0 ? `${pickedShown} picked of ${total}` : total}
        </Typography>
      </Stack>
      <Box sx={{ px: 1.5, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={`Filter ${label.toLowerCase()}`}
          value={filter}
          onChange={(e) => onFilter(e.target.value)}
          type="search"
          autoComplete="off"
        />
      </Box>
      <Box
        ref={listRef}
        role="listbox"
        aria-labelledby={labelId}
        aria-multiselectable="true"
        aria-activedescendant={items.length ? optionId(activeIndex) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        sx={{
          height: LIST_HEIGHT,
          overflowY: 'auto',
          borderTop: 1,
          borderColor: 'divider',
          outline: 'none',
          '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
          '&:focus-visible [data-active="true"]': { bgcolor: 'action.focus' },
        }}
      >
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} role="presentation">
            {emptyText}
          </Typography>
        ) : (
          items.map((name, i) => {
            const selected = picked.has(name);
            const lockedHere = isLocked(name);
            return (
              <Box
                key={name}
                id={optionId(i)}
                role="option"
                data-permission={name}
                aria-selected={selected}
                aria-disabled={lockedHere || undefined}
                data-active={i === activeIndex}
                onClick={() => {
                  setActive(i);
                  toggle(name);
                }}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  minHeight: 40,
                  cursor: lockedHere ? 'default' : 'pointer',
                  userSelect: 'none',
                  overflowWrap: 'anywhere',
                  color: lockedHere ? 'text.secondary' : 'text.primary',
                  bgcolor: selected ? 'action.selected' : undefined,
                  '&:hover': lockedHere ? undefined : { bgcolor: selected ? 'action.selected' : 'action.hover' },
                }}
              >
                {lockedHere ? (
                  <LockIcon fontSize="small" titleAccess="Fixed" />
                ) : selected ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" color="action" />
                )}
                <PermissionName name={name} />
              </Box>
            );
          })
        )}
      </Box>
    </Paper>
  );
}

/** A permission in words, its code name beneath in small type (people read the one, admins search the other). */
export function PermissionName({ name }: { name: string }) {
  // Read as one name, "See programmes (program_view)": the brackets are for screen readers only.
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.5, minWidth: 0 }}>
      <Box component="span" sx={{ fontSize: 14 }}>
        {permissionLabel(name)}
        <Box component="span" sx={visuallyHidden}>
          {' ('}
        </Box>
      </Box>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
        {name}
        <Box component="span" sx={visuallyHidden}>
          )
        </Box>
      </Box>
    </Box>
  );
}
