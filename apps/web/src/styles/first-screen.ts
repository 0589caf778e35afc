// Mantine's styles for the first screen only (the landing page, the loader, toasts): the rest arrive with the first
// lazy page (all-components.ts). Every Mantine file is the `.layer.css` one, inside `@layer mantine`, so the app's
// own styles win whatever order the files arrive in. Component dependencies: mantine.dev/styles/css-files-list.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Notification.layer.css';
// The draft on the "can't reach Innerweather" screen, which must draw offline from the kept first screen alone.
import '@mantine/core/styles/Input.layer.css';
import '@mantine/notifications/styles.layer.css';
