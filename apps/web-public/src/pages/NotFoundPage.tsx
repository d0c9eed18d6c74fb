import { CtaGroup } from '../components/CtaLink';
import { PageHero } from '../components/PageHero';

export function NotFoundPage() {
  return (
    <PageHero
      eyebrow="404"
      title="We could not find that page"
      lead="The link may be old or mistyped. These pages are a good place to pick up again."
    >
      <CtaGroup
        ctas={[
          { label: 'Go to the home page', to: '/' },
          { label: 'See pricing', to: '/pricing', variant: 'secondary' },
          { label: 'Contact us', to: '/contact', variant: 'secondary' },
        ]}
      />
    </PageHero>
  );
}
