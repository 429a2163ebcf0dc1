import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { useDocumentMeta } from '../shell/useDocumentMeta';

/** Any path without a screen (README "Behaviour notes", Routes): says so, links home, and logs the path. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  useDocumentMeta('Page not found', 'The page you are looking for is not here.');
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return <NotFound />;
}
