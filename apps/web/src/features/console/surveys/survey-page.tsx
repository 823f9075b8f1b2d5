import type { StaffSurvey } from '@bridgehub/contract';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state.tsx';
import { UrlTabs, useUrlTab } from '../../../components/url-tabs.tsx';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths } from '../console-paths.ts';
import { useStaffSurvey } from './api.ts';
import { SurveyBuilder } from './survey-builder.tsx';
import { SurveyEvents } from './survey-events.tsx';

/** The charts library is large: it loads with the results tab, not with the console. */
const SurveyResultsTab = lazy(() =>
  import('./survey-results.tsx').then((module) => ({ default: module.SurveyResultsTab })),
);

/** The tabs in order; `value` is the `?tab=` of links. */
const TABS = [
  { value: 'questions', label: 'Questions' },
  { value: 'results', label: 'Results' },
  { value: 'events', label: 'Events' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const ID_MAX = 2_147_483_647;

const panelOf = (tab: TabValue, survey: StaffSurvey): ReactNode => {
  switch (tab) {
    case 'results':
      return (
        <Suspense fallback={<LoadingState label="Loading the results…" />}>
          <SurveyResultsTab surveyId={survey.Id} />
        </Suspense>
      );
    case 'events':
      return <SurveyEvents survey={survey} />;
    default:
      return <SurveyBuilder key={survey.Id} survey={survey} />;
  }
};

/** `/console/surveys/:surveyId`: build the survey, read its results, attach it to events — a tab each, in the URL. */
export function SurveyPage() {
  const raw = useParams().surveyId ?? '';
  // An address no survey can have is not asked of the server.
  const surveyId = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= ID_MAX ? Number(raw) : null;
  return surveyId === null ? <SurveyNotFound /> : <SurveyScreen surveyId={surveyId} />;
}

function SurveyScreen({ surveyId }: { surveyId: number }) {
  const survey = useStaffSurvey(surveyId);
  const [tab, selectTab] = useUrlTab<TabValue>(TABS, { fallback: 'questions' });
  return (
    <QueryState query={survey} label="Loading the survey…">
      {(data) => (
        <>
          <BackToSurveys current={data.Title} />
          <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {data.Title}
          </Typography>
          <Paper variant="outlined">
            <UrlTabs label="Survey" idPrefix="survey" tabs={TABS} value={tab} onChange={selectTab}>
              {panelOf(tab, data)}
            </UrlTabs>
          </Paper>
        </>
      )}
    </QueryState>
  );
}

function BackToSurveys({ current }: { current?: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={consolePaths.surveys}>
        Surveys
      </Link>
      {current && (
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}

function SurveyNotFound() {
  return (
    <>
      <BackToSurveys />
      <Typography variant="h1" gutterBottom>
        Survey not found
      </Typography>
      <Typography>There is no survey at this address.</Typography>
    </>
  );
}
