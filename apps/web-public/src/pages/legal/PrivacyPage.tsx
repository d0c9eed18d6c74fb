import { Link } from 'react-router';
import { PRIVACY_EMAIL } from '../../site/siteConfig';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="In short: your templates and spreadsheets are yours. We use them only to make your presentations, we do not sell personal data, and you can delete your account and everything in it at any time."
    >
      <h2>Who we are</h2>
      <p>
        Deckmill is a service that fills PowerPoint templates with rows from CSV files. This policy explains
        what personal data we handle when you visit our site or use the service, why, and the choices you
        have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, optional company name and a hashed
          version of your password.
        </li>
        <li>
          <strong>Your content:</strong> the templates and CSV files you upload and the presentations we
          generate from them. These may contain personal data about your own clients or staff; for that data
          you are the controller and we process it on your behalf.
        </li>
        <li>
          <strong>Usage records:</strong> how many presentations you generate, which plan you are on, and
          security logs such as sign-ins and changes to your account.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form or by email.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data to run the service: to sign you in, generate and store your presentations, enforce
        plan limits, bill you, keep the service secure and answer your questions. We do not sell personal data
        and we do not use your uploaded content to train models or for advertising.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a small number of strictly necessary cookies: one that keeps you signed in and one that
        protects forms against cross-site request forgery. We do not use advertising cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your account data while your account is open. When you delete a template, presentation or your
        whole account, we remove it from the live service straight away and from backups as they expire.
        Billing records are kept as long as tax law requires.
      </p>
      <h2>Who we share it with</h2>
      <p>
        We use a few carefully chosen providers for hosting, email delivery and payments. They process data
        only on our instructions. We disclose data to authorities only when the law requires it.
      </p>
      <h2>Security</h2>
      <p>
        We protect your data with encryption in transit, strict isolation between accounts, hashed passwords
        and keys, and an audit trail. The details are on our <Link to="/security">security page</Link>.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see, correct, export or delete your personal data. Most of this you can do yourself in your
        account settings; for anything else write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>{' '}
        and we will answer within 30 days.
      </p>
      <h2>Children</h2>
      <p>
        Deckmill is a business tool and is not intended for children under 13. We do not knowingly collect
        their data.
      </p>
      <h2>Changes to this policy</h2>
      <p>
        When we change this policy in a way that matters, we tell account holders by email before the change
        takes effect. Questions are always welcome through our <Link to="/contact">contact page</Link>.
      </p>
    </LegalPage>
  );
}
