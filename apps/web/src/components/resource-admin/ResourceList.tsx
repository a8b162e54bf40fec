import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { LogModel } from '@portal/contract/logs';
import { type ReactNode, useState } from 'react';
import { Can } from '../Can';
import { LogDialog } from '../LogDialog';
import { ListScreen } from '../list-screen/ListScreen';
import type { ListColumn, ListState, RowAction, RowContext } from '../list-screen/types';
import type { ResourceClient } from './resource-client';
import { standardRowActions } from './standard-actions';

type ResourceListProps<T extends { id: number; active?: number }, I> = {
  client: ResourceClient<T, I>;
  title?: ReactNode;
  columns: ListColumn<T>[];
  /** Permission prefix (`team` for team_view, team_create ...). */
  permission: string;
  /** Audit model of the log button. */
  model: LogModel;
  recordLabel: (row: T) => string;
  /** Query of a child list: `{ gallery_id: 3 }`. */
  scope?: Record<string, string | number>;
  /** The Add button (`<permission>_create`). */
  addLabel?: string;
  onAdd?: () => void;
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  /** Activate / deactivate row actions (default true). */
  activatable?: boolean;
  /** Actions of this area, placed before Log. */
  extraActions?: RowAction<T>[];
  /** Hides a standard action on some rows (`delete` on one's own account, on a built-in role ...). */
  hideAction?: (key: string, row: T) => boolean;
  state?: ListState;
  searchLabel?: string;
  renderCard?: (row: T, ctx: RowContext) => ReactNode;
  /** More toolbar content beside Add. */
  toolbar?: ReactNode;
  /** The # column (default true); off where a column of the area already numbers the rows. */
  numbered?: boolean;
};

/**
 * An admin list of a declared resource: search, total, table or cards, pager, Add, and the
 * standard row actions (confirmed, with their snackbars) plus the data-log dialog.
 */
export function ResourceList<T extends { id: number; active?: number }, I>({
  client,
  title,
  columns,
  permission,
  model,
  recordLabel,
  scope,
  addLabel,
  onAdd,
  onView,
  onEdit,
  activatable = true,
  extraActions = [],
  hideAction,
  state,
  searchLabel,
  renderCard,
  toolbar,
  numbered,
}: ResourceListProps<T, I>) {
  const [logFor, setLogFor] = useState<T | null>(null);
  const remove = client.useRemove();
  const activate = client.useActivate();
  const deactivate = client.useDeactivate();

  const standard = standardRowActions<T>({
    permission,
    onView,
    onEdit,
    onDelete: (row) => void remove.run(row),
    onActivate: activatable ? (row) => void activate.run(row) : undefined,
    onDeactivate: activatable ? (row) => void deactivate.run(row) : undefined,
    onLog: setLogFor,
  });
  const filtered = hideAction
    ? standard.map((a) => ({ ...a, show: (row: T) => !hideAction(a.key, row) && (a.show?.(row) ?? true) }))
    : standard;
  const log = filtered.filter((a) => a.key === 'log');
  const actions = [...filtered.filter((a) => a.key !== 'log'), ...extraActions, ...log];

  return (
    <>
      <ListScreen<T>
        title={title}
        columns={columns}
        queryKey={scope ? [...client.keys.lists, scope] : client.keys.lists}
        queryFn={(params, signal) => client.fetchList(params, signal, scope)}
        getRowId={(row) => row.id}
        actions={actions}
        state={state}
        emptyText={client.text.empty}
        searchLabel={searchLabel}
        renderCard={renderCard}
        numbered={numbered}
        toolbar={
          (onAdd || toolbar) && (
            <>
              {toolbar}
              {onAdd && (
                <Can permission={`${permission}_create`}>
                  <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                    {addLabel ?? 'Add'}
                  </Button>
                </Can>
              )}
            </>
          )
        }
      />
      {logFor && (
        <LogDialog
          open
          model={model}
          recordId={logFor.id}
          recordLabel={recordLabel(logFor)}
          onClose={() => setLogFor(null)}
        />
      )}
    </>
  );
}
