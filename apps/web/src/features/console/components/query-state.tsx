import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/loading-state.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, announced while it does ("Loading staff…"). */
  label: string;
  children: (data: T) => ReactNode;
}

/** The console's one rendering of a query: loading, the server's message with a retry, or the data. */
export function QueryState<T>({ query, label, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={label} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  }
  return children(query.data);
}
