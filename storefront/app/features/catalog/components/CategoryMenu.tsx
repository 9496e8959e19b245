import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import { categoryUrl, type CategoryNode } from '~/features/catalog/categories';
import { ChevronIcon, MenuIcon } from '~/components/Icons';

/** A list of category links, with each one's sub-categories listed under it when `subListClassName` is given, then any further items. */
function CategoryLinks({
  categories,
  className,
  linkClassName,
  subListClassName,
  children,
}: {
  categories: CategoryNode[];
  className: string;
  linkClassName?: string;
  subListClassName?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryUrl(category)} className={linkClassName}>
            {category.name}
          </Link>
          {subListClassName && category.children.length > 0 ? <CategoryLinks categories={category.children} className={subListClassName} /> : null}
        </li>
      ))}
      {children}
    </ul>
  );
}

/** Desktop megamenu: root categories with their sub-categories in a panel (hover or keyboard focus). */
export function Megamenu({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <nav className="megamenu" aria-label={t('nav.categories')} data-testid="megamenu">
      <ul className="megamenu__list container">
        {categories.map((root) => (
          <li key={root.id} className="megamenu__item">
            <Link to={categoryUrl(root)} className="megamenu__link">
              {root.name}
              {root.children.length > 0 ? <ChevronIcon /> : null}
            </Link>
            {root.children.length > 0 ? (
              <div className="megamenu__panel">
                <CategoryLinks
                  categories={root.children}
                  className="megamenu__columns"
                  linkClassName="megamenu__child"
                  subListClassName="megamenu__grandchildren"
                />
                <Link to={categoryUrl(root)} className="megamenu__all">
                  {t('nav.allIn', { category: root.name })}
                </Link>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile hamburger menu; a <details> element, so it opens without JavaScript too. */
export function HamburgerMenu({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);
  return (
    <details className="hamburger" ref={ref} data-testid="hamburger">
      <summary className="hamburger__toggle">
        <MenuIcon />
        <span className="hamburger__label">{t('nav.menu')}</span>
      </summary>
      <nav className="hamburger__panel" aria-label={t('nav.categories')}>
        <CategoryLinks categories={categories} className="hamburger__list" linkClassName="hamburger__root" subListClassName="hamburger__children">
          <li className="hamburger__extra">
            <Link to="/info/contact">{t('footer.contact')}</Link>
          </li>
        </CategoryLinks>
      </nav>
    </details>
  );
}
