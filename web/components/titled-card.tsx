import { Card, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One section of a staff page: a card headed by its level-two heading. */
export function TitledCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Heading as="h2" size="4" mb="2">
        {title}
      </Heading>
      {children}
    </Card>
  );
}
