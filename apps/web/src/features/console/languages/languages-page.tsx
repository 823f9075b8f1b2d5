import { LANGUAGES, type LanguageCode } from '@bridgehub/contract';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { OfferedLanguages } from '../../../i18n/offered-languages.ts';
import review from '../../../locales/review.json' with { type: 'json' };

interface Review {
  state: 'source' | 'awaiting-review' | 'reviewed';
  translatedBy?: string;
  reviewedBy?: string;
  reviewedOn?: string;
}

const englishName = new Intl.DisplayNames(['en'], { type: 'language' });

const stateLabel: Record<Review['state'], string> = {
  source: 'Source (the specification’s English)',
  'awaiting-review': 'Awaiting review by a qualified translator',
  reviewed: 'Reviewed',
};

const reviewOf = (code: LanguageCode) => (review as unknown as Record<LanguageCode, Review>)[code];

/**
 * `/console/languages`: each language the public side and the vendor hub can be read in, whether this site offers it
 * (the LANGUAGES setting) and its translation's review state (issue 22). A review is recorded with the catalogs
 * (locales/review.json), where a qualified translator's sign-off is kept beside the texts they checked.
 */
export function ConsoleLanguagesPage() {
  const offered = useContext(OfferedLanguages);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Languages
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        The public pages, the vendor hub and their mails are offered in these languages; the console stays in English.
        Translations written by the team are used at once and marked as awaiting review until a qualified translator has
        checked them. To record a review, or to offer fewer languages, ask whoever runs the site.
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <caption>Languages, whether this site offers each, and the review state of its translation</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Language
              </TableCell>
              <TableCell component="th" scope="col">
                Offered on this site
              </TableCell>
              <TableCell component="th" scope="col">
                Translation
              </TableCell>
              <TableCell component="th" scope="col">
                Translated by
              </TableCell>
              <TableCell component="th" scope="col">
                Reviewed by
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {LANGUAGES.map((language) => {
              const { state, translatedBy, reviewedBy, reviewedOn } = reviewOf(language.code);
              return (
                <TableRow key={language.code}>
                  <TableCell component="th" scope="row">
                    {englishName.of(language.code)}{' '}
                    <span lang={language.code} dir={language.dir}>
                      ({language.name})
                    </span>
                  </TableCell>
                  <TableCell>{offered.includes(language.code) ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{stateLabel[state]}</TableCell>
                  <TableCell>{translatedBy ?? '—'}</TableCell>
                  <TableCell>{reviewedBy ? `${reviewedBy}, ${reviewedOn ?? ''}` : '—'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
