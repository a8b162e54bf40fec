import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { PermissionName } from './PermissionName';

const LIST_HEIGHT = 300;

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
export function PermissionList({
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
