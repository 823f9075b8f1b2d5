import { LANGUAGE_PARAMETER, type LanguageCode, languageOf } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useContext, useRef } from 'react';
import { useLocation } from 'react-router';
import { OfferedLanguages } from '../i18n/offered-languages.ts';
import { focusRing } from '../lib/theme.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';

/** The page's own address in another language: the server renders it so and remembers the choice (a cookie). */
const addressIn = (pathname: string, search: string, code: LanguageCode) => {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAMETER, code);
  return `${pathname}?${query}`;
};

/**
 * The language menu of every public page (issue 22): a disclosure (`<details>`) listing each offered language by its
 * own name, in its own language (`lang`), as a link to the same page in that language. Native, it opens and its links
 * work on the first tap or key press, before the page's script has run; Escape closes it once the script has.
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const offered = useContext(OfferedLanguages);
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  if (offered.length < 2) return null;
  const current = languageOf(i18n.locale as LanguageCode);

  return (
    <Box
      component="details"
      ref={menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        menu.current.open = false;
        menu.current.querySelector('summary')?.focus();
      }}
      sx={{ position: 'relative', '&[open] > summary svg.chevron': { transform: 'rotate(180deg)' } }}
    >
      <Box
        component="summary"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          minHeight: 44,
          px: 1.25,
          cursor: 'pointer',
          listStyle: 'none',
          border: '1px solid rgba(255,255,255,0.7)',
          borderRadius: 1,
          fontWeight: 600,
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: 2 },
        }}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3" />
        </svg>
        <Box component="span" sx={visuallyHidden}>
          {t({ message: 'Language:', comment: 'Read before the name of the current language, on the language menu.' })}
        </Box>{' '}
        <span>{current.name}</span>
        <svg
          className="chevron"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
        </svg>
      </Box>
      <Box
        component="ul"
        sx={{
          position: 'absolute',
          insetInlineEnd: 0,
          top: '100%',
          mt: 0.5,
          zIndex: 'modal',
          listStyle: 'none',
          m: 0,
          p: 0.5,
          minWidth: '11rem',
          maxWidth: 'calc(100vw - 16px)',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          boxShadow: 8,
        }}
      >
        {offered.map((code) => {
          const { name, dir } = languageOf(code);
          const isCurrent = code === current.code;
          return (
            <li key={code}>
              <Box
                component="a"
                href={addressIn(pathname, search, code)}
                lang={code}
                hrefLang={code}
                dir={dir}
                aria-current={isCurrent ? 'true' : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 1.5,
                  borderRadius: 0.5,
                  color: 'inherit',
                  textDecoration: 'none',
                  fontWeight: isCurrent ? 700 : 400,
                  '&:hover': { bgcolor: 'action.hover', textDecoration: 'underline' },
                  '&:focus-visible': { outline: `3px solid ${focusRing}`, outlineOffset: -3 },
                  '&[aria-current="true"]::after': {
                    content: '"✓" / ""',
                    marginInlineStart: 'auto',
                    paddingInlineStart: 2,
                  },
                }}
              >
                {name}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
