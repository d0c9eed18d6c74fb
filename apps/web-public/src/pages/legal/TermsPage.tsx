import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      summary="These terms are the agreement between you and Deckmill when you use the service. We have tried to keep them short and readable; the plain meaning is the intended one."
    >
      <h2>1. Your account</h2>
      <p>
        You need an account to generate presentations. Give us accurate details, keep your password safe and
        tell us promptly if you think someone else has used your account. Deckmill is for business use and is
        not intended for anyone under 13.
      </p>
      <h2>2. Plans and billing</h2>
      <p>
        Each plan includes a number of presentations per month and a number of users, as shown on our{' '}
        <Link to="/pricing">pricing page</Link>. Paid plans are billed in advance, monthly or annually.
        Upgrades take effect immediately and are prorated; downgrades take effect at the start of the next
        billing cycle. We give at least 30 days notice of any price change. We do not refund partial months.
      </p>
      <h2>3. Your content</h2>
      <p>
        You keep all rights to the templates, data and presentations in your account. You give us only the
        permission we need to store and process them to provide the service to you. You are responsible for
        having the right to use the data you upload, including any personal data about other people.
      </p>
      <h2>4. Acceptable use</h2>
      <p>Do not use Deckmill to:</p>
      <ul>
        <li>break the law or infringe anyone’s rights;</li>
        <li>send spam or misleading material;</li>
        <li>upload malware or try to get around the limits of your plan;</li>
        <li>probe, overload or attack the service or other customers’ data.</li>
      </ul>
      <h2>5. Availability and changes</h2>
      <p>
        We work hard to keep Deckmill available and fast, and we improve it continually. We may change
        features, but we will not remove a core feature of a paid plan during a period you have paid for
        without a fair alternative.
      </p>
      <h2>6. Ending the agreement</h2>
      <p>
        You can cancel at any time; your plan runs to the end of the period you paid for. We may suspend
        accounts that break these terms, and will tell you why unless the law prevents us.
      </p>
      <h2>7. Liability</h2>
      <p>
        The service is provided as is. To the extent the law allows, our total liability to you is limited to
        the amounts you paid us in the 12 months before the claim, and we are not liable for indirect or
        consequential losses.
      </p>
      <h2>8. Changes to these terms</h2>
      <p>
        We may update these terms. If a change matters, we will tell you by email before it takes effect.
        Questions about these terms? <Link to="/contact">Contact us</Link>.
      </p>
    </LegalPage>
  );
}
