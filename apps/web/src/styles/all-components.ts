// Every Mantine component's styles, for the screens behind the landing page (lazy-page.ts loads this with each).
// Layered like first-screen.ts; the rules the two share are the same rules.
import '@mantine/core/styles.layer.css';
