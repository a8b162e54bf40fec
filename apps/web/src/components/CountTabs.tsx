import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode, Ref } from 'react';
import { formatNumber } from '../lib/format';

export type CountTab<V extends string> = {
  value: V;
  label: string;
  /** The number shown beside the label; undefined while the counts load, null when they failed. */
  count: number | null | undefined;
};

type CountTabsProps<V extends string> = {
  tabs: CountTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Names the tab list for screen readers ('Application stages'). */
  label: string;
  /** Prefix of the tab and panel ids (`<prefix>-tab-<value>`, `<prefix>-panel-<value>`). */
  idPrefix: string;
};

/** `<prefix>-panel-<value>`: the id `TabPanel` gives the panel of a tab. */
export const tabIds = (prefix: string, value: string) => ({
  tab: `${prefix}-tab-${value}`,
  panel: `${prefix}-panel-${value}`,
});

/**
 * Tabs with their counts (thousands separators), as the stage and level lists show them. They
 * scroll sideways on a phone, with arrows where some are hidden; the arrow keys move between
 * them (WAI-ARIA tabs). Each tab's accessible name is its label and count: "Review 1,204".
 */
export function CountTabs<V extends string>({ tabs, value, onChange, label, idPrefix }: CountTabsProps<V>) {
  const theme = useTheme();
  // On a phone the arrows are always there: arrows that come and go shift the tabs under the finger.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Tabs
      value={value}
      onChange={(_e, v: V) => onChange(v)}
      aria-label={label}
      variant="scrollable"
      scrollButtons={narrow ? true : 'auto'}
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((t) => {
        const ids = tabIds(idPrefix, t.value);
        return (
          <Tab
            key={t.value}
            value={t.value}
            id={ids.tab}
            aria-controls={ids.panel}
            sx={{ minHeight: 48 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <span>{t.label}</span>{' '}
                {t.count === null ? null : t.count === undefined ? (
                  <Skeleton variant="rounded" width={28} height={20} aria-hidden="true" />
                ) : (
                  <Box
                    component="span"
                    sx={{
                      px: 1,
                      minWidth: 24,
                      borderRadius: 10,
                      fontSize: '0.75rem',
                      lineHeight: '20px',
                      fontWeight: 700,
                      bgcolor: t.value === value ? 'primary.main' : 'action.selected',
                      color: t.value === value ? 'primary.contrastText' : 'text.primary',
                    }}
                  >
                    {formatNumber(t.count)}
                  </Box>
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}

/**
 * The panel of the open tab, labelled by its tab. It can take the focus from code (`ref`) when
 * what had it is gone: a row moved to another stage, a closed detail.
 */
export function TabPanel({
  idPrefix,
  value,
  children,
  ref,
}: {
  idPrefix: string;
  value: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const ids = tabIds(idPrefix, value);
  return (
    <Box
      ref={ref}
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={-1}
      sx={{ pt: 2, '&:focus, &:focus-visible': { outline: 'none' } }}
    >
      {children}
    </Box>
  );
}
