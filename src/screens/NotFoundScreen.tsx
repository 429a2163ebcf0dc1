import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageMeta } from '../shell/PageMeta';

/** Any path without a screen (docs/behaviour.md "Routes"): says so, links home, and logs the path. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const pageMeta = (
    <PageMeta title={'Page not found'} description={'The page you are looking for is not here.'} />
  );
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      {pageMeta}
      <NotFound />
    </>
  );
}
