import type { ReactNode } from 'react';

/** One numbered step of the checkout form, a region named by its heading. */
export function CheckoutStep({ id, n, title, children }: { id: string; n: number; title: string; children: ReactNode }) {
  return (
    <section className="checkout__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <span className="step">{n}</span> {title}
      </h2>
      {children}
    </section>
  );
}
