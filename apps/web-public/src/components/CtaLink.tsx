import { buttonClassName, type ButtonVariant } from '@deckmill/ui';
import { Link } from 'react-router';

export interface Cta {
  label: string;
  to: string;
  variant?: ButtonVariant;
}

// Sign-up, sign-in and the dashboard belong to the app front end: a full page load, not a client route.
const APP_PATH = /^\/(users|dashboard|app|settings|admin)(\/|$)/;

/** A call-to-action link styled as a button; routes inside this site navigate without a reload. */
export function CtaLink({ label, to, variant = 'primary' }: Cta) {
  const className = buttonClassName({ variant });
  if (APP_PATH.test(to) || to.startsWith('mailto:')) {
    return (
      <a className={className} href={to}>
        {label}
      </a>
    );
  }
  return (
    <Link className={className} to={to}>
      {label}
    </Link>
  );
}

export function CtaGroup({ ctas }: { ctas: readonly Cta[] }) {
  return (
    <div className="dm-cta-group">
      {ctas.map((cta) => (
        <CtaLink key={cta.label} {...cta} />
      ))}
    </div>
  );
}
