import { FaqSections } from './faq-sections.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import classes from './landing-page.module.css';
import { PricingSection } from './pricing-section.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { WhyChooseSection } from './why-choose-section.tsx';

/** The public landing page (spec section 2), shown to signed-out visitors at / and most other paths. */
export function LandingPage() {
  return (
    <div className={classes.page}>
      <PublicHeader variant="landing" />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <HeroSection />
        <WhyChooseSection />
        <HowItWorksSection />
        <PricingSection />
        <FaqSections />
      </main>
      <PublicFooter />
      <ScrollToTop />
    </div>
  );
}
