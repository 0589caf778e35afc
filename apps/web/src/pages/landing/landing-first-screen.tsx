import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { cssVariablesResolver, theme } from '../../theme.ts';
import { LandingPage } from './landing-page.tsx';

/**
 * The landing page's header and hero as HTML, rendered at build time (vite-landing-html.ts) with the app's own
 * provider and theme, so its class names and styles are those of the page React draws in its place.
 */
export function renderLandingFirstScreen(): string {
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Router ssrPath="/">
        <LandingPage firstScreen />
      </Router>
    </MantineProvider>,
  );
}
