/** The solution pages, in the order the top bar, the footer and the home page list them. */
export const SOLUTION_LINKS = [
  { to: '/solutions/agencies', label: 'Agencies' },
  { to: '/solutions/financial-services', label: 'Financial services' },
  { to: '/solutions/franchises', label: 'Franchises' },
  { to: '/solutions/hr-departments', label: 'HR departments' },
  { to: '/solutions/sales-teams', label: 'Sales teams' },
] as const;

export const PRIMARY_LINKS = [
  { to: '/how-it-works', label: 'How it works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/security', label: 'Security' },
  { to: '/blog', label: 'Blog' },
] as const;

export const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/security', label: 'Security' },
] as const;

export const PRODUCT_LINKS = [
  { to: '/how-it-works', label: 'How it works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/docs/api', label: 'API reference' },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;
