import type { Paged } from '@portal/contract/pagination';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNarrowScreen, useWideScreen } from '../../testing/media';
import { mockApi, renderRoutes } from '../../testing/test-utils';
import { ListScreen } from './ListScreen';
import { pageWindow } from './Pager';
import type { ListParams } from './types';

type Row = { id: number; name: string };

/** A server of `total` rows named 'Row n', 10 a page; a search keeps the rows whose name includes the term. */
function fakeServer(total: number, perPage = 10) {
  const all: Row[] = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
  return vi.fn(async ({ page, search }: ListParams): Promise<Paged<Row>> => {
    const rows = search ? all.filter((r) => r.name.includes(search)) : all;
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      current_page: page,
      per_page: perPage,
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    };
  });
}

function renderList(queryFn: ReturnType<typeof fakeServer>, extra: { pageButtons?: number } = {}) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <ListScreen<Row>
          title="Things"
          columns={[{ key: 'name', header: 'Name', render: (r) => r.name, primary: true }]}
          queryKey={['things']}
          queryFn={queryFn}
          getRowId={(r) => r.id}
          emptyText="No Thing Found"
          {...extra}
        />
      ),
    },
  ]);
}

beforeEach(() => {
  localStorage.clear();
  mockApi({});
  useWideScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListScreen', () => {
  it('disables Search with an empty term and sends nothing', async () => {
    const server = fakeServer(3);
    const user = userEvent.setup();
    renderList(server);
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '   {Enter}');
    expect(button).toBeDisabled();
    expect(server).toHaveBeenCalledTimes(1);
    expect(server).toHaveBeenLastCalledWith({ page: 1 }, expect.anything());
  });

  it('searches on Enter, keeps the term while paging, and resets', async () => {
    const server = fakeServer(300);
    const user = userEvent.setup();
    renderList(server);
    expect(await screen.findByText('Row 1')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Row 1{Enter}');
    // 'Row 1', 'Row 10'..'Row 19', 'Row 100'..'Row 199': 111 rows
    expect(await screen.findByText('Total: 111')).toBeInTheDocument();
    expect(server).toHaveBeenLastCalledWith({ page: 1, search: 'Row 1' }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(server).toHaveBeenLastCalledWith({ page: 2, search: 'Row 1' }, expect.anything()));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    // back to the unsearched first page (served from the cache here)
    expect(await screen.findByText('Total: 300')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it('searches with the Search button too', async () => {
    const server = fakeServer(30);
    const user = userEvent.setup();
    renderList(server);
    await screen.findByText('Row 1');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Row 2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server).toHaveBeenLastCalledWith({ page: 1, search: 'Row 2' }, expect.anything()));
  });

  it('shows at most 10 page buttons (or pageButtons), and numbers rows across pages', async () => {
    const server = fakeServer(12_345);
    const user = userEvent.setup();
    renderList(server);
    expect(await screen.findByText('Total: 12,345')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbered = () => within(nav).getAllByRole('button', { name: /^(Go to page|Page) \d+$/ });
    expect(numbered()).toHaveLength(10);
    expect(within(nav).getByRole('button', { name: 'Go to page 10' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Go to last page' }));
    expect(await screen.findByText('Row 12341')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 1235' })).toBeInTheDocument();
    expect(numbered()).toHaveLength(10);
    // the # column continues: the first row of the last page is number 12341
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('12341');
  });

  it('honours pageButtons=5', async () => {
    renderList(fakeServer(200), { pageButtons: 5 });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^(Go to page|Page) \d+$/ })).toHaveLength(5);
  });

  it('shows the empty text', async () => {
    renderList(fakeServer(0));
    expect(await screen.findByText('No Thing Found')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    const server = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({
        data: [{ id: 1, name: 'Back again' }],
        current_page: 1,
        per_page: 10,
        total: 1,
        last_page: 1,
      });
    const user = userEvent.setup();
    renderList(server as unknown as ReturnType<typeof fakeServer>);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('shows cards on narrow screens', async () => {
    useNarrowScreen();
    renderList(fakeServer(2));
    const card = await screen.findByRole('heading', { name: /Row 1$/ });
    expect(card).toHaveTextContent('1.Row 1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('pageWindow', () => {
  it('centres a window of at most n pages', () => {
    expect(pageWindow(1, 3, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 25, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 25, 10)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageWindow(25, 25, 10)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(3, 9, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0, 10)).toEqual([]);
  });
});
