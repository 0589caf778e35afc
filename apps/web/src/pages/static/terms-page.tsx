import { Link } from 'wouter';
import { StaticPageLayout } from './static-page-layout.tsx';

// Spec section 2: the Terms page shows this effective date, written exactly so.
export const TERMS_EFFECTIVE_DATE = '23/07/2025';

export function TermsPage() {
  return (
    <StaticPageLayout title="Terms of Service" subtitle={`Effective date: ${TERMS_EFFECTIVE_DATE}`}>
      <h2>1. Who you are dealing with</h2>
      <p>
        Innerweather is self-hosted software. This Innerweather instance is operated by the person or
        organisation that runs this server (the <strong>operator</strong>), not by the authors of the
        software. These terms are the agreement between you and the operator about your use of this instance.
        By creating an account or using the service, you accept them.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 13 years old to use Innerweather.</li>
        <li>Give a real e-mail address so you can reset your password; keep your password to yourself.</li>
        <li>
          You are responsible for what happens under your account. Tell the operator if you think someone else
          has used it.
        </li>
        <li>One account is for one person.</li>
      </ul>

      <h2>3. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>break the law, or use Innerweather to harass, threaten or harm anyone;</li>
        <li>
          try to reach other people’s accounts or data, or to get around security measures or rate limits;
        </li>
        <li>overload, probe or disrupt the service, or use automated means to create accounts;</li>
        <li>upload material you have no right to share.</li>
      </ul>

      <h2>4. Not medical advice</h2>
      <p>
        Innerweather helps you reflect on your feelings. Its emotion analysis, insights, guidance and coach
        replies are produced automatically, can be wrong, and are{' '}
        <strong>not medical advice, diagnosis or treatment</strong>. They do not replace a doctor, therapist
        or counsellor. If you are in crisis or in danger, contact your local emergency services or a crisis
        line right away.
      </p>

      <h2>5. Plans, limits and payments</h2>
      <ul>
        <li>The free plan costs $0 and needs no credit card.</li>
        <li>
          The operator may enable a monthly limit for free accounts. On instances that enable it, free users
          can write 2 entries per month; when the limit is reached you are told so, and you can write again
          the next month.
        </li>
        <li>The Pro plan is described as unlimited: no monthly entry limit.</li>
        <li>
          If the operator offers paid plans, payment cards are handled by an external payment processor.
          Innerweather never receives or stores your card details.
        </li>
      </ul>

      <h2>6. Your content</h2>
      <p>
        Your journal entries and everything else you write stay yours. You allow the operator only what is
        needed to run the service for you: to store your content (encrypted at rest), analyse it on this
        server, and show it back to you. How your data is handled is described in the{' '}
        <Link href="/privacy">Privacy Policy</Link>. You can export your data or delete it at any time from
        Settings.
      </p>

      <h2>7. Termination</h2>
      <p>
        You may stop using Innerweather whenever you like and delete your account from Settings; deleting your
        account deletes your entries with it. The operator may suspend or close an account that breaks these
        terms or puts the service or other people at risk, and may stop running the instance, giving
        reasonable notice where possible so you can export your data.
      </p>

      <h2>8. Liability</h2>
      <p>
        The service is provided “as is” and “as available”, without warranties of any kind, including that it
        will be uninterrupted, error-free or that its analysis is accurate. To the fullest extent the law
        allows, the operator is not liable for indirect or consequential losses, or for loss of data you could
        have exported. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>9. Changes to these terms</h2>
      <p>
        The operator may update these terms. The effective date at the top of this page shows when they last
        changed; if a change matters, the operator should let you know. Continuing to use Innerweather after a
        change means you accept the new terms.
      </p>

      <h2>10. Contact</h2>
      <p>Questions about these terms go to the operator of this Innerweather instance.</p>
    </StaticPageLayout>
  );
}
