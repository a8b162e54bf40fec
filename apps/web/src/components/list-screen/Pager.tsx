import PaginationItem from '@mui/material/PaginationItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_BUTTONS } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';

/**
 * The page numbers to show: a window of at most `buttons` consecutive pages around `page`.
 * pageWindow(7, 20, 10) -> [2..11].
 */
export function pageWindow(page: number, count: number, buttons: number): number[] {
  if (count < 1) return [];
  const size = Math.max(1, Math.min(buttons, count));
  const current = Math.min(Math.max(1, page), count);
  let start = current - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, count - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

type PagerProps = {
  page: number;
  /** ceil(total / per_page). */
  count: number;
  onChange: (page: number) => void;
  /** At most this many numbered buttons (PAGE_BUTTONS = 10; 5 in finders and the log dialog). */
  buttons?: number;
  /** Hide the pager when there is one page or none (the log dialog). */
  hideWhenSingle?: boolean;
  disabled?: boolean;
  label?: string;
};

/** First / previous / a window of page numbers / next / last. Narrow screens show at most 5 numbers. */
export function Pager({ page, count, onChange, buttons = PAGE_BUTTONS, hideWhenSingle, disabled, label }: PagerProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { t } = useTranslation();
  if (count < 1 || (hideWhenSingle && count <= 1)) return null;
  const pages = pageWindow(page, count, narrow ? Math.min(buttons, 5) : buttons);
  const go = (p: number) => () => {
    if (p !== page && p >= 1 && p <= count) onChange(p);
  };
  const size = narrow ? 'small' : 'medium';
  return (
    <nav aria-label={label ?? t('pager.label')}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <li>
          <PaginationItem
            type="first"
            size={size}
            disabled={disabled || page <= 1}
            onClick={go(1)}
            aria-label={t('pager.first')}
          />
        </li>
        <li>
          <PaginationItem
            type="previous"
            size={size}
            disabled={disabled || page <= 1}
            onClick={go(page - 1)}
            aria-label={t('pager.previous')}
          />
        </li>
        {pages.map((p) => (
          <li key={p}>
            <PaginationItem
              type="page"
              page={p}
              size={size}
              color="primary"
              selected={p === page}
              disabled={disabled}
              onClick={go(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={p === page ? t('pager.page', { page: p }) : t('pager.goTo', { page: p })}
            />
          </li>
        ))}
        <li>
          <PaginationItem
            type="next"
            size={size}
            disabled={disabled || page >= count}
            onClick={go(page + 1)}
            aria-label={t('pager.next')}
          />
        </li>
        <li>
          <PaginationItem
            type="last"
            size={size}
            disabled={disabled || page >= count}
            onClick={go(count)}
            aria-label={t('pager.last')}
          />
        </li>
      </ul>
    </nav>
  );
}
