import type { IconButtonProps } from '@mui/material/IconButton';
import type { Paged } from '@portal/contract/pagination';
import type { QueryKey } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';

/** What a list asks its fetcher for: the page, and the committed search term when searching. */
export type ListParams = { page: number; search?: string };

export type ListFetcher<T> = (params: ListParams, signal?: AbortSignal) => Promise<Paged<T>>;

/** Where a row sits: its index on the page and its number across pages (the # column). */
export type RowContext = { index: number; number: number };

export type ListColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T, ctx: RowContext) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Leave this column out of the card shown on narrow screens. */
  hideOnSmall?: boolean;
  /** This column titles the card on narrow screens (default: the first column). */
  primary?: boolean;
};

/** One entry of a row action's menu (the stage moves of an application). */
export type RowMenuItem = {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
};

export type RowAction<T> = {
  key: string;
  /** Tooltip and accessible name ('View', 'Edit', 'Delete', ...). */
  label: string;
  icon: ReactNode;
  /** Called on a click; not called for a menu action (`menu`). */
  onClick?: (row: T) => void;
  /**
   * Makes the button open a menu of these entries (keyboard and screen-reader friendly: the
   * button says it has a menu, arrows move through it, Esc closes it). No entries hide the button.
   */
  menu?: (row: T) => RowMenuItem[];
  /** Hidden unless the user holds this permission. */
  permission?: string;
  /** Hidden for rows where this answers false (activate only when inactive, ...). */
  show?: (row: T) => boolean;
  color?: IconButtonProps['color'];
};

export type ListScreenProps<T> = {
  title?: ReactNode;
  columns: ListColumn<T>[];
  /** Stable prefix of the query key; the page and search term are appended. */
  queryKey: QueryKey;
  queryFn: ListFetcher<T>;
  getRowId: (row: T) => Key;
  actions?: RowAction<T>[];
  /** Buttons beside the title (e.g. Add Program). */
  toolbar?: ReactNode;
  /** Buttons on the search row, after the Total (e.g. Download CSV of a list without a title). */
  besideTotal?: ReactNode;
  /** Shown when the list (or the search) has no rows: 'No Program Found'. */
  emptyText: string;
  /** Card for narrow screens; default: a card built from the columns. */
  renderCard?: (row: T, ctx: RowContext) => ReactNode;
  /** Visible page buttons, at most (default PAGE_BUTTONS = 10; 5 in finders). */
  pageButtons?: number;
  /** Adds the # column (default true). Numbers continue across pages. */
  numbered?: boolean;
  /** Show the search box (default true). */
  searchable?: boolean;
  searchLabel?: string;
  /** Names the table for screen readers when the list has no string title. */
  tableLabel?: string;
  /** Keep page and search across view switches: pass `useListState()` from the screen. */
  state?: ListState;
};

export type ListState = {
  page: number;
  /** The committed search term (search mode) or undefined. */
  search: string | undefined;
  setPage: (page: number) => void;
  /** Enter search mode with this term, from page 1. */
  runSearch: (term: string) => void;
  /** Leave search mode, back to page 1. */
  reset: () => void;
};
