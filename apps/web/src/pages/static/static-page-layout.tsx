import { Container, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { PublicFooter } from '../landing/public-footer.tsx';
import { PublicHeader } from '../landing/public-header.tsx';
import classes from './static-page.module.css';

/** Frame of /about, /terms and /privacy: public header, a title band, readable prose and the footer. */
export function StaticPageLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    // A footer link is clicked at the bottom of the previous page; the new page starts at its top.
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className={classes.page}>
      <PublicHeader variant="page" />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <div className={classes.intro}>
          <Container size="sm">
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {subtitle !== undefined && (
              <Text size="lg" mt="sm" className={classes.subtitle}>
                {subtitle}
              </Text>
            )}
          </Container>
        </div>
        <Container size="sm" className={classes.body}>
          <div className={classes.prose}>{children}</div>
        </Container>
      </main>
      <PublicFooter />
    </div>
  );
}
