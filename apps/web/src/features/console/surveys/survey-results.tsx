import type { QuestionResult, SurveyResults } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { formatInstant } from '../../../lib/format-date.ts';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useSurveyResults } from './api.ts';

const TEXT_PAGE_SIZE = 10;
const RESPONSES_PAGE_SIZE = 25;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** "12 of 40 registrants answered (30%)". */
export const responseRate = (results: Pick<SurveyResults, 'ResponseCount' | 'RegistrantCount'>) =>
  `${results.ResponseCount} of ${results.RegistrantCount} registrants answered (${percent(results.ResponseCount, results.RegistrantCount)}%)`;

const questionTitle = (question: QuestionResult) => `${question.Text}${question.Archived ? ' (removed)' : ''}`;

/** The results tab: the response rate, a chart and its table per choice question, text answers, every response. */
export function SurveyResultsTab({ surveyId }: { surveyId: number }) {
  const results = useSurveyResults(surveyId);
  return (
    <QueryState query={results} label="Loading the results…">
      {(data) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mb: 3 }}>
            <Box>
              <Typography variant="h2" gutterBottom>
                Results
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{responseRate(data)}</Typography>
            </Box>
            <DownloadButtons endpoint="exportSurveyResponses" id={surveyId} what="responses" />
          </Box>
          {data.ResponseCount === 0 ? (
            <Typography>No responses yet.</Typography>
          ) : (
            <>
              <Box sx={{ display: 'grid', gap: 2, mb: 4 }}>
                {data.Questions.map((question, index) => (
                  <QuestionResultCard
                    key={question.Id}
                    question={question}
                    position={index + 1}
                    responseCount={data.ResponseCount}
                  />
                ))}
              </Box>
              <ResponsesTable results={data} />
            </>
          )}
        </>
      )}
    </QueryState>
  );
}

function QuestionResultCard({
  question,
  position,
  responseCount,
}: {
  question: QuestionResult;
  position: number;
  responseCount: number;
}) {
  const headingId = `result-${question.Id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
        {position}. {questionTitle(question)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Answered in {question.AnsweredCount} of {responseCount} responses (
        {percent(question.AnsweredCount, responseCount)}
        %)
      </Typography>
      {question.Counts.length > 0 ? (
        <ChoiceCounts question={question} />
      ) : (
        <TextAnswers answers={question.TextAnswers} />
      )}
    </Paper>
  );
}

/** A bar chart of the counts and, for WCAG 1.1.1, the same numbers in a table beside it. */
function ChoiceCounts({ question }: { question: QuestionResult }) {
  const theme = useTheme();
  const total = question.AnsweredCount;
  const labels = question.Counts.map((count) => `${count.Text}${count.Archived ? ' (removed)' : ''}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box role="img" aria-label={`Bar chart of the answers to "${question.Text}"; the table gives the same counts.`}>
        <BarChart
          layout="horizontal"
          height={Math.max(140, 48 * labels.length + 60)}
          yAxis={[{ scaleType: 'band', data: labels, width: 120 }]}
          xAxis={[{ tickMinStep: 1, label: 'Responses' }]}
          series={[{ data: question.Counts.map((count) => count.Count), label: 'Responses' }]}
          colors={[theme.palette.primary.main]}
          hideLegend
          skipAnimation
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label={`Answers to "${question.Text}"`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Answer
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Count
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Share
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {question.Counts.map((count, index) => (
              <TableRow key={count.Id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {labels[index]}
                </TableCell>
                <TableCell align="right">{count.Count}</TableCell>
                <TableCell align="right">{percent(count.Count, total)}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function TextAnswers({ answers }: { answers: string[] }) {
  const [page, setPage] = useState(1);
  if (answers.length === 0) return <Typography>No answers.</Typography>;
  const shown = answers.slice((page - 1) * TEXT_PAGE_SIZE, page * TEXT_PAGE_SIZE);
  return (
    <>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {shown.map((answer, index) => (
          <Typography
            // Answers repeat ("Yes"); their place in the list is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            component="li"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {answer}
          </Typography>
        ))}
      </Box>
      <Pages page={page} total={answers.length} pageSize={TEXT_PAGE_SIZE} onChange={setPage} label="Pages of answers" />
    </>
  );
}

function ResponsesTable({ results }: { results: SurveyResults }) {
  const [page, setPage] = useState(1);
  const shown = results.Responses.slice((page - 1) * RESPONSES_PAGE_SIZE, page * RESPONSES_PAGE_SIZE);
  return (
    <>
      <Typography variant="h3" id="responses-heading" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Responses
      </Typography>
      {/* Wide tables scroll sideways on a phone; the region takes the keyboard focus so it can be scrolled. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-labelledby="responses-heading"
      >
        <Table size="small" aria-labelledby="responses-heading">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Submitted
              </TableCell>
              <TableCell component="th" scope="col">
                Name
              </TableCell>
              <TableCell component="th" scope="col">
                E-mail
              </TableCell>
              {results.Questions.map((question) => (
                <TableCell key={question.Id} component="th" scope="col" sx={{ minWidth: 160 }}>
                  {questionTitle(question)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((response) => (
              <TableRow key={response.Id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(response.SubmittedAt)}</TableCell>
                <TableCell>{response.Name}</TableCell>
                <TableCell>{response.Email}</TableCell>
                {response.Answers.map((answer, column) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its identity.
                    key={column}
                    sx={{ whiteSpace: 'pre-line' }}
                  >
                    {answer}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pages
        page={page}
        total={results.Responses.length}
        pageSize={RESPONSES_PAGE_SIZE}
        onChange={setPage}
        label="Pages of responses"
      />
    </>
  );
}
