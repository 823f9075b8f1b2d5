import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useFaqs } from '../../api/faq.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';

/** §2 FAQ screen (/FAQ): accordions, open by default when DefaultOpen is set. */
export function FaqPage() {
  const faqs = useFaqs();
  const { t } = useLingui();
  const translate = useTranslated();

  return (
    <Container maxWidth="md">
      <Typography variant="h1" gutterBottom>
        {t`Frequently Asked Questions`}
      </Typography>
      {faqs.isPending && <LoadingState label={translate(messages.gettingFaqs)} holdsFooter />}
      {faqs.isError && (
        <Alert severity="error" role="alert">
          {translate(messages.couldNotLoadFaq)}
        </Alert>
      )}
      {faqs.data?.map((faq) => (
        <Accordion key={faq.Id} defaultExpanded={faq.DefaultOpen} disableGutters slots={{ heading: 'h2' }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${faq.Id}-header`}
            aria-controls={`faq-${faq.Id}-body`}
          >
            <Typography component="span" variant="h3">
              {faq.Header}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${faq.Id}-body`}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{faq.Body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
