import { FaqSections } from './faq-sections.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import classes from './landing-page.module.css';
import { PricingSection } from './pricing-section.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { WhyChooseSection } from './why-choose-section.tsx';

/**
 * The public landing page (spec section 2), shown to signed-out visitors at / and most other paths.
 *
 * `firstScreen` draws the header and hero alone, exactly as the whole page draws them: the build writes that into
 * the HTML a visitor gets for / (vite-landing-html.ts), so the hero shows before any code has run.
 */
export function LandingPage({ firstScreen = false }: { firstScreen?: boolean }) {
  return (
    <div className={classes.page}>
      <PublicHeader variant="landing" />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <HeroSection />
        {!firstScreen && (
          <>
            <WhyChooseSection />
            <HowItWorksSection />
            <PricingSection />
            <FaqSections />
          </>
        )}
      </main>
      {!firstScreen && (
        <>
          <PublicFooter />
          <ScrollToTop />
        </>
      )}
    </div>
  );
}
