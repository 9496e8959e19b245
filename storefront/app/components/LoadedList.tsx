import type { ReactNode } from 'react';

/**
 * A page's list loaded from the backend: `failed` when it could not be
 * loaded (null), `empty` when there is nothing, otherwise the list.
 */
export function LoadedList<T>({
  items,
  failed,
  empty,
  emptyTestId,
  children,
}: {
  items: T[] | null;
  failed: string;
  empty: string;
  emptyTestId?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (items === null) {
    return (
      <p className="notice notice--error" role="alert">
        {failed}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p className="empty-state" data-testid={emptyTestId}>
        {empty}
      </p>
    );
  }
  return <>{children(items)}</>;
}
