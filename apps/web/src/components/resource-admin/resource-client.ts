import type { resourceMessages } from '@portal/contract/messages';
import type { Paged } from '@portal/contract/pagination';
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import type { ListParams } from '../list-screen/types';
import { type SuccessVariant, useConfirmedAction } from '../useConfirmedAction';

type Texts = ReturnType<typeof resourceMessages>;
type Query = Record<string, string | number | undefined | null>;

/**
 * The client half of the server's `defineResource` (DESIGN.md "Resources are declared"): the
 * standard calls of `/api/<path>` and their confirm-then-mutate-then-snackbar hooks, so that an
 * admin area declares only what is its own. Query keys all start with `[path]`, so one
 * invalidation refreshes lists, details and public views of the resource.
 */
export function createResourceClient<T extends { id: number }, I>(
  path: string,
  text: Texts,
  opts: {
    /** Other resources a change refreshes too (a cohort's "No. of Venture(s)" after a competitor change). */
    alsoInvalidate?: QueryKey[];
  } = {},
) {
  const url = `/api/${path}`;
  const keys = {
    all: [path] as const,
    lists: [path, 'list'] as const,
    detail: (id: number) => [path, 'detail', id] as const,
  };
  const invalidate: QueryKey[] = [keys.all, ['logs'], ...(opts.alsoInvalidate ?? [])];

  /** `GET /api/<path>?page=` or `?type=search&search=&page=`, plus `scope` (a parent id). */
  const fetchList = (params: ListParams, signal?: AbortSignal, scope: Query = {}): Promise<Paged<T>> =>
    http<Paged<T>>('GET', url, {
      query: params.search
        ? { ...scope, type: 'search', search: params.search, page: params.page }
        : { ...scope, page: params.page },
      signal,
    });
  const fetchOne = (id: number, signal?: AbortSignal) => http<T>('GET', `${url}/${id}`, { signal });
  const create = (input: I) => http<T>('POST', url, { body: input });
  const update = ({ id, input }: { id: number; input: I }) => http<T>('PUT', `${url}/${id}`, { body: input });
  const remove = (row: Pick<T, 'id'>) => http<{ message: string }>('DELETE', `${url}/${row.id}`);
  const setActive = (row: Pick<T, 'id'>, active: boolean) =>
    http<T>('POST', url, { query: { type: active ? 'activate' : 'deactivate' }, body: { id: row.id } });
  /** `POST /api/<path>?type=<type>` multipart `{ id, files }`: the updated record. */
  const upload = (type: string, id: number, files: File[]) => {
    const form = new FormData();
    form.append('id', String(id));
    for (const f of files) form.append('files', f);
    return http<T>('POST', url, { query: { type }, form });
  };

  const detailQuery = (id: number) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchOne(id, signal) });

  const action = <V, R>(
    mutationFn: (v: V) => Promise<R>,
    confirm: string | null,
    success: string,
    variant: SuccessVariant = 'success',
    destructive = false,
  ) => ({
    mutationFn,
    confirm,
    success,
    variant,
    destructive,
    confirmText: destructive ? 'Delete' : undefined,
    invalidate,
  });

  return {
    path,
    keys,
    text,
    fetchList,
    fetchOne,
    create,
    update,
    remove,
    setActive,
    upload,
    detailQuery,
    /** The record, shown at once from the list row (`initial`) and refreshed from the server. */
    useOne: (id: number, initial?: T) =>
      // `as never`: TanStack's NonFunctionGuard<T> cannot be proven for a generic T.
      useQuery({ ...detailQuery(id), placeholderData: initial as never }),
    useCreate: () => useConfirmedAction(action(create, text.confirmCreate, text.created)),
    useUpdate: () => useConfirmedAction(action(update, text.confirmUpdate, text.updated, 'warning')),
    useRemove: () => useConfirmedAction(action(remove, text.confirmDelete, text.deleted, 'success', true)),
    useActivate: () =>
      useConfirmedAction(action((row: Pick<T, 'id'>) => setActive(row, true), text.confirmActivate, text.activated)),
    useDeactivate: () =>
      useConfirmedAction(
        action((row: Pick<T, 'id'>) => setActive(row, false), text.confirmDeactivate, text.deactivated),
      ),
    /** An upload through UploadDialog: no confirmation (choosing the file is the intent). */
    useUpload: (type: string, success: string) =>
      useConfirmedAction(action((v: { id: number; files: File[] }) => upload(type, v.id, v.files), null, success)),
  };
}

export type ResourceClient<T extends { id: number }, I> = ReturnType<typeof createResourceClient<T, I>>;
