import type { ReactNode } from 'react';
import type { AccountPaths } from '@electroshop/contracts/account';
import { AccountNav } from './AccountNav';

/** Every account page's frame: its heading and, for a signed-in shopper (`nav`), the account's pages beside it. */
export function AccountPage({ title, nav, children }: { title: string; nav?: AccountPaths | null; children: ReactNode }) {
  return (
    <div className="container account">
      <h1>{title}</h1>
      {nav ? <AccountNav paths={nav} /> : null}
      {children}
    </div>
  );
}
