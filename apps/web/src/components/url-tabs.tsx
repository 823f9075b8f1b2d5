import { type LanguageCode, languageOf } from '@bridgehub/contract';
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import RtlProvider from '@mui/system/RtlProvider';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlTab<V extends string | number> {
  value: V;
  label: string;
}

interface UrlTabOptions<V extends string | number> {
  /** The query parameter that holds the tab: `?tab=` unless the page says otherwise. */
  param?: string;
  /** The tab an address without the parameter (or with an unknown value) shows. */
  fallback: V;
  /** Whether choosing the fallback drops the parameter, so that the page's bare address stays its default. */
  isFallbackBare?: boolean;
}

/**
 * The chosen tab lives in the URL, so a link, a reload or the back button opens the same tab. Choosing a tab replaces
 * the whole query: what belonged to the previous tab (its page, its filters) does not follow.
 */
export function useUrlTab<V extends string | number>(
  tabs: readonly Pick<UrlTab<V>, 'value'>[],
  { param = 'tab', fallback, isFallbackBare = false }: UrlTabOptions<V>,
) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(param);
  const tab = tabs.find((item) => String(item.value) === raw)?.value ?? fallback;
  const select = (value: V) => setSearch(isFallbackBare && value === fallback ? {} : { [param]: String(value) });
  return [tab, select] as const;
}

interface UrlTabsProps<V extends string | number> {
  /** The tablist's accessible name. */
  label: string;
  /** Names the tabs `<idPrefix>-tab-<value>` and the panel `<idPrefix>-panel-<value>`, which point at each other. */
  idPrefix: string;
  tabs: readonly UrlTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The spacing of the tab bar and of the panel, which differ between a page's list and a card's tabs. */
  barSx?: SxProps<Theme>;
  panelSx?: SxProps<Theme>;
  /** The chosen tab's panel. */
  children: ReactNode;
}

/** MUI's scrollable tabs over one panel, named for the WAI-ARIA tabs pattern. */
export function UrlTabs<V extends string | number>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  barSx,
  panelSx = { p: { xs: 2, sm: 3 } },
  children,
}: UrlTabsProps<V>) {
  // Right to left (Arabic), MUI's tabs need to know it to scroll the right way, to point their scroll buttons and to
  // move with the arrow keys as the tabs are laid out (WAI-ARIA: the left arrow goes to the tab on the left).
  const isRtl = languageOf(useLingui().i18n.locale as LanguageCode).dir === 'rtl';
  return (
    <>
      <Box sx={[{ borderBottom: 1, borderColor: 'divider' }, ...(Array.isArray(barSx) ? barSx : [barSx])]}>
        <RtlProvider value={isRtl}>
          <Tabs
            value={value}
            onChange={(_event, next: V) => onChange(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={label}
          >
            {tabs.map((item) => (
              <Tab
                key={item.value}
                label={item.label}
                value={item.value}
                id={`${idPrefix}-tab-${item.value}`}
                aria-controls={`${idPrefix}-panel-${item.value}`}
              />
            ))}
          </Tabs>
        </RtlProvider>
      </Box>
      <Box role="tabpanel" id={`${idPrefix}-panel-${value}`} aria-labelledby={`${idPrefix}-tab-${value}`} sx={panelSx}>
        {children}
      </Box>
    </>
  );
}
