// Mantine's global styles. Each component's own rules come with its code (vite-mantine-css.ts): the landing page
// carries the styles of what it draws, and every lazily loaded page brings those of its components. Every Mantine
// file is the `.layer.css` one, inside `@layer mantine`, so the app's own styles win whatever order they arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.layer.css';
