import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './landing-icons.tsx';
import classes from './landing-page.module.css';

// Spec section 9: the button appears once the page has scrolled more than 300 px.
const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * Whether the window has scrolled past `threshold`. The position is read on scroll and once in the first frame,
 * never while the page is being built: reading it forces a layout of the whole landing page there and then.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

export function ScrollToTop() {
  const scrolledPast = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scrolledPast}>
        {(transitionStyles) => (
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            className={classes.scrollTop}
            style={transitionStyles}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label="Scroll to top"
            title="Scroll to top"
          >
            <ArrowUpIcon size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
