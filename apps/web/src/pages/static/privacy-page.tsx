import { Link } from 'wouter';
import { StaticPageLayout } from './static-page-layout.tsx';

export function PrivacyPage() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      subtitle="Your journal is personal. This page says exactly what Innerweather stores, where it goes, and how to take it back."
    >
      <h2>Who is responsible</h2>
      <p>
        Innerweather is self-hosted. Your data is held by the person or organisation that runs this
        Innerweather instance (the <strong>operator</strong>), on their own server. Nobody else — including
        the authors of the software — receives it.
      </p>

      <h2>What is stored</h2>
      <ul>
        <li>
          <strong>Your account:</strong> e-mail address, first and last name, your password as an argon2id
          hash (never the password itself), your role and plan, and when the account was created.
        </li>
        <li>
          <strong>Your journal entries:</strong> the text, encrypted at rest with AES-256-GCM, with its
          category, privacy level and date.
        </li>
        <li>
          <strong>What the analysis found:</strong> emotion scores, the dominant emotion and its confidence,
          insights, keywords and wellness guidance, and whether you acknowledged it.
        </li>
        <li>
          <strong>Coach and learning:</strong> your coach questions, answers and check-in reflections
          (encrypted at rest), goals, toolkit items and video progress.
        </li>
        <li>
          <strong>Preferences:</strong> your notification settings.
        </li>
        <li>
          <strong>Sign-in data:</strong> your active sessions, and password-reset tokens, stored hashed and
          valid for one hour.
        </li>
      </ul>

      <h2>Where your entries are analysed</h2>
      <p>
        On the machine that runs Innerweather. Emotion analysis, insights, guidance and coach replies come
        from a local language model (Ollama) or Innerweather’s built-in analyzer on that server.{' '}
        <strong>No journal text leaves the machine</strong> — it is never sent to an outside AI service.
      </p>

      <h2>E-mails</h2>
      <p>
        Innerweather can send a daily journal reminder, a weekly progress summary and mood-pattern alerts; you
        can turn each one off on the Notifications page. Password-reset e-mails are sent when you ask for one.
        E-mails <strong>never contain your journal text</strong>.
      </p>

      <h2>What never happens</h2>
      <ul>
        <li>Your data is never sold, rented or traded.</li>
        <li>There are no ads, no analytics trackers and no third-party scripts.</li>
        <li>
          Administrators of this instance can see account details such as your name and e-mail to manage
          accounts; the app gives them no way to read your entries.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        Innerweather sets a single session cookie to keep you signed in. It is HttpOnly (scripts cannot read
        it), SameSite=Lax, and is removed when you sign out or the session expires. There are no tracking or
        advertising cookies. Your browser also remembers your light or dark theme choice locally; that setting
        is never sent to the server.
      </p>

      <h2>Children</h2>
      <p>
        Innerweather is not for children under 13. If the operator learns that an account belongs to a child
        under 13, the account and its entries will be deleted.
      </p>

      <h2>Access, export and delete</h2>
      <ul>
        <li>
          <strong>Access:</strong> everything you wrote and every analysis is visible to you on your
          dashboard, the Entries page and the Timeline.
        </li>
        <li>
          <strong>Correct:</strong> change your name on the Profile page.
        </li>
        <li>
          <strong>Export:</strong> Settings → Export My Data downloads your data.
        </li>
        <li>
          <strong>Delete:</strong> delete single entries from the Entries page, or your whole account with
          Settings → Delete Account. Deleting your account deletes your entries and everything linked to them.
        </li>
      </ul>
      <p>
        Data stays until you delete it. Backups made by the operator may hold copies until those backups
        expire.
      </p>

      <h2>Security</h2>
      <p>
        Entries are encrypted at rest, passwords are hashed with argon2id, the session cookie is HttpOnly and
        sign-in attempts are rate limited. No system is perfectly secure; if the operator learns of a breach
        affecting your data, they should tell you.
      </p>

      <h2>Changes and contact</h2>
      <p>
        If this policy changes, the new version appears on this page. For any question, or to ask for your
        data or its deletion, contact the operator of this Innerweather instance. See also the{' '}
        <Link href="/terms">Terms of Service</Link>.
      </p>
    </StaticPageLayout>
  );
}
