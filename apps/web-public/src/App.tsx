import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { StaticPath } from './site/staticPages';

const PAGES: Partial<Record<StaticPath, ComponentType>> = {
  '/': HomePage,
};

/** The public site's routes; the same tree renders on the server (prerender) and hydrates in the browser. */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
