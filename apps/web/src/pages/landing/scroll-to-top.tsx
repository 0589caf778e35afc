import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { ArrowUpIcon } from './landing-icons.tsx';
import classes from './landing-page.module.css';

// Spec section 9: the button appears once the page has scrolled more than 300 px.
const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD_PX}>
        {(transitionStyles) => (
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            className={classes.scrollTop}
            style={transitionStyles}
            onClick={() => scrollTo({ y: 0 })}
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
