import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { RowAction } from '../list-screen/types';

type Row = { id: number; active?: number };

type StandardActions<T> = {
  /** Permission prefix: `<prefix>_view`, `_edit`, `_archive`, `_activate`, `_deactivate`. */
  permission: string;
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  onActivate?: (row: T) => void;
  onDeactivate?: (row: T) => void;
  /** Opens the data-log dialog (log_view). */
  onLog?: (row: T) => void;
};

/**
 * The row actions every admin list shares (spec 3 §2): view, edit, delete, activate (only when
 * inactive), deactivate (only when active), log; each hidden without its permission.
 */
export function standardRowActions<T extends Row>(a: StandardActions<T>): RowAction<T>[] {
  const p = (action: string) => `${a.permission}_${action}`;
  const out: (RowAction<T> | false | undefined)[] = [
    a.onView && {
      key: 'view',
      label: 'View',
      icon: <VisibilityIcon fontSize="small" />,
      permission: p('view'),
      onClick: a.onView,
    },
    a.onEdit && {
      key: 'edit',
      label: 'Edit',
      icon: <EditIcon fontSize="small" />,
      permission: p('edit'),
      onClick: a.onEdit,
    },
    a.onDelete && {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      color: 'error',
      permission: p('archive'),
      onClick: a.onDelete,
    },
    a.onActivate && {
      key: 'activate',
      label: 'Activate',
      icon: <ToggleOffIcon fontSize="small" />,
      permission: p('activate'),
      show: (r) => r.active === 0,
      onClick: a.onActivate,
    },
    a.onDeactivate && {
      key: 'deactivate',
      label: 'Deactivate',
      icon: <ToggleOnIcon fontSize="small" />,
      color: 'success',
      permission: p('deactivate'),
      show: (r) => r.active === 1,
      onClick: a.onDeactivate,
    },
    a.onLog && {
      key: 'log',
      label: 'Log',
      icon: <HistoryIcon fontSize="small" />,
      permission: 'log_view',
      onClick: a.onLog,
    },
  ];
  return out.filter((x): x is RowAction<T> => Boolean(x));
}
