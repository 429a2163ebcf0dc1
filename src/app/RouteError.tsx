import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/ErrorScreen';

/** A route's error boundary: logs the error and offers a way on. The cart in storage is untouched. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('A screen failed to render:', error);
  }, [error]);

  // Going to the same address again resets the boundary and renders the screen anew;
  // revalidate() alone does nothing here, as these routes have no loaders.
  const retry = () => void navigate(location, { replace: true, state: location.state });

  return <ErrorScreen onRetry={retry} />;
}
