import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_BUTTONS } from '@portal/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatNumber } from '../../lib/format';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { SearchBar } from './SearchBar';
import type { ListColumn, ListScreenProps, RowAction, RowContext } from './types';
import { useListState } from './useListState';

const SKELETON_ROWS = 5;

/**
 * The one list screen of every admin area (DESIGN.md "Resources are declared, not written";
 * spec 3 §1): title and toolbar, search with reset, Total, a table on md+ and cards below, a
 * pager of at most `pageButtons` buttons, skeleton rows while loading, an error with Retry, and
 * the area's empty text. Search mode is kept while paging.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const {
    title,
    columns,
    queryKey,
    queryFn,
    getRowId,
    actions = [],
    toolbar,
    emptyText,
    renderCard,
    pageButtons = PAGE_BUTTONS,
    numbered = true,
    searchable = true,
    searchLabel,
    tableLabel,
    besideTotal,
  } = props;
  const own = useListState();
  const state = props.state ?? own;
  const { page, search } = state;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });

  const query = useQuery({
    queryKey: [...queryKey, { page, search: search ?? null }],
    queryFn: ({ signal }) => queryFn(search ? { page, search } : { page }, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const count = data ? Math.ceil(data.total / Math.max(1, data.per_page)) : 0;

  // A delete can empty the last page: step back to the new last page.
  const { setPage } = state;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.data.length === 0 && page > 1 && count < page) {
      setPage(Math.max(1, count));
    }
  }, [data, query.isPlaceholderData, page, count, setPage]);

  const allColumns: ListColumn<T>[] = numbered
    ? [{ key: '#', header: '#', width: 56, render: (_row, ctx) => ctx.number, hideOnSmall: true }, ...columns]
    : columns;
  const ctxOf = (index: number): RowContext => ({
    index,
    number: data ? (data.current_page - 1) * data.per_page + index + 1 : index + 1,
  });
  const hasActions = actions.length > 0;

  return (
    <Stack spacing={2}>
      {(title || toolbar) && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          {title ? <PageHeading>{title}</PageHeading> : <span />}
          {toolbar && (
            <Stack direction="row" spacing={1}>
              {toolbar}
            </Stack>
          )}
        </Stack>
      )}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        {searchable ? (
          <SearchBar active={search} onSearch={state.runSearch} onReset={state.reset} label={searchLabel} />
        ) : (
          <span />
        )}
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: { xs: 'space-between', sm: 'flex-end' } }}
        >
          <Typography variant="subtitle1" component="p" aria-live="polite" sx={{ fontWeight: 500 }}>
            Total: {data ? formatNumber(data.total) : '…'}
          </Typography>
          {besideTotal}
        </Stack>
      </Stack>

      {search && (
        <Typography variant="body2" color="text.secondary">
          Showing results for “{search}”
        </Typography>
      )}

      {query.isError && !data ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {query.isFetching && data && (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />
          )}
          {query.isError && data && <LoadError onRetry={() => query.refetch()} sx={{ mb: 1 }} />}
          {wide ? (
            <TableContainer component={Paper} variant="outlined">
              <Table
                aria-busy={query.isLoading}
                aria-label={tableLabel ?? (typeof title === 'string' ? title : undefined)}
              >
                <TableHead>
                  <TableRow>
                    {allColumns.map((c) => (
                      <TableCell key={c.key} align={c.align} sx={{ width: c.width, fontWeight: 600 }}>
                        {c.header}
                      </TableCell>
                    ))}
                    {hasActions && <TableCell sx={{ fontWeight: 600, width: '1%' }}>Actions</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {!data &&
                    Array.from({ length: SKELETON_ROWS }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <TableRow key={i} data-testid="skeleton-row">
                        {allColumns.map((c) => (
                          <TableCell key={c.key}>
                            <Skeleton />
                          </TableCell>
                        ))}
                        {hasActions && (
                          <TableCell>
                            <Skeleton width={120} />
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  {data && data.data.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={allColumns.length + (hasActions ? 1 : 0)} align="center" sx={{ py: 5 }}>
                        <Typography color="text.secondary">{emptyText}</Typography>
                      </TableCell>
                    </TableRow>
                  )}
                  {data?.data.map((row, i) => {
                    const ctx = ctxOf(i);
                    return (
                      <TableRow key={getRowId(row)} hover>
                        {allColumns.map((c) => (
                          <TableCell key={c.key} align={c.align}>
                            {c.render(row, ctx)}
                          </TableCell>
                        ))}
                        {hasActions && (
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <RowActions row={row} actions={actions} />
                          </TableCell>
                        )}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Stack spacing={1.5} aria-busy={query.isLoading}>
              {!data &&
                Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Skeleton key={i} variant="rounded" height={120} data-testid="skeleton-row" />
                ))}
              {data && data.data.length === 0 && (
                <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </Paper>
              )}
              {data?.data.map((row, i) => {
                const ctx = ctxOf(i);
                return (
                  <Box key={getRowId(row)}>
                    {renderCard ? (
                      renderCard(row, ctx)
                    ) : (
                      <DefaultCard row={row} ctx={ctx} columns={columns} actions={actions} numbered={numbered} />
                    )}
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
      )}

      {data && (
        <Box sx={{ display: 'flex', justifyContent: { xs: 'center', md: 'flex-end' } }}>
          <Pager page={page} count={count} onChange={state.setPage} buttons={pageButtons} />
        </Box>
      )}
    </Stack>
  );
}

/** A card built from the columns: the primary column as title, the others as label/value lines. */
function DefaultCard<T>({
  row,
  ctx,
  columns,
  actions,
  numbered,
}: {
  row: T;
  ctx: RowContext;
  columns: ListColumn<T>[];
  actions: RowAction<T>[];
  numbered: boolean;
}) {
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const rest = columns.filter((c) => c !== primary && !c.hideOnSmall);
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {numbered && (
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {ctx.number}.
            </Box>
          )}
          {primary?.render(row, ctx)}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            // One label width for every card, so that the values line up down the list.
            gridTemplateColumns: 'clamp(6.5rem, 35%, 10rem) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {rest.map((c) => (
            <Box key={c.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {c.header}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {c.render(row, ctx)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      {actions.length > 0 && (
        <CardActions sx={{ pt: 0 }}>
          <RowActions row={row} actions={actions} wrap />
        </CardActions>
      )}
    </Card>
  );
}
