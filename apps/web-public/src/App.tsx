import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ApiReferencePage } from './pages/api-reference/ApiReferencePage';
import { ContactPage } from './pages/contact/ContactPage';
import { SiteLayout } from './layout/SiteLayout';
import { PrivacyPage } from './pages/legal/PrivacyPage';
import { TermsPage } from './pages/legal/TermsPage';
import { AboutPage } from './pages/about/AboutPage';
import { BlogIndexPage } from './pages/blog/BlogIndexPage';
import { BlogPostPage } from './pages/blog/BlogPostPage';
import { HomePage } from './pages/home/HomePage';
import { HowItWorksPage } from './pages/how-it-works/HowItWorksPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SecurityPage } from './pages/security/SecurityPage';
import { PricingPage } from './pages/pricing/PricingPage';
import type { StaticPath } from './site/staticPages';
import {
  AgenciesPage,
  FinancialServicesPage,
  FranchisesPage,
  HrDepartmentsPage,
  SalesTeamsPage,
} from './pages/solutions/solutionPages';

// Typed by StaticPath so a page with head tags cannot be left without a component, or the reverse.
const PAGES: Record<StaticPath, ComponentType> = {
  '/': HomePage,
  '/how-it-works': HowItWorksPage,
  '/pricing': PricingPage,
  '/about': AboutPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/security': SecurityPage,
  '/blog': BlogIndexPage,
  '/contact': ContactPage,
  '/docs/api': ApiReferencePage,
  '/solutions/agencies': AgenciesPage,
  '/solutions/financial-services': FinancialServicesPage,
  '/solutions/franchises': FranchisesPage,
  '/solutions/hr-departments': HrDepartmentsPage,
  '/solutions/sales-teams': SalesTeamsPage,
};

/** The public site's routes; the same tree renders on the server (prerender) and hydrates in the browser. */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
