import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/ErrorScreen';

/** A route's error boundary: logs the error and offers a way on. The cart in storage is untouched. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  useEffect(() => {
    console.error('A screen failed to render:', error);
  }, [error]);

  return <ErrorScreen onRetry={() => revalidator.revalidate()} />;
}
