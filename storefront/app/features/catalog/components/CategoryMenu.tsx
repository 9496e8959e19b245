import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n';
import { categoryUrl, type CategoryNode } from '~/features/catalog/categories';
import { ChevronIcon, MenuIcon } from '~/components/Icons';

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
                <ul className="megamenu__columns">
                  {root.children.map((child) => (
                    <li key={child.id}>
                      <Link to={categoryUrl(child)} className="megamenu__child">
                        {child.name}
                      </Link>
                      {child.children.length > 0 ? (
                        <ul className="megamenu__grandchildren">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <Link to={categoryUrl(grandchild)}>{grandchild.name}</Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
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
        <ul className="hamburger__list">
          {categories.map((root) => (
            <li key={root.id}>
              <Link to={categoryUrl(root)} className="hamburger__root">
                {root.name}
              </Link>
              {root.children.length > 0 ? (
                <ul className="hamburger__children">
                  {root.children.map((child) => (
                    <li key={child.id}>
                      <Link to={categoryUrl(child)}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li className="hamburger__extra">
            <Link to="/info/contact">{t('footer.contact')}</Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
